import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import { formatMoney, formatPercent } from '@/web/lib/format';

// A figure as a tile shows it: undefined while loading (a grey bar), a dash when there is nothing to measure.
const shown = <V,>(v: V | null | undefined, show: (v: V) => string) => (v === undefined ? undefined : v === null ? '—' : show(v));

export const money = (v: number | null | undefined) => shown(v, formatMoney);
export const percent = (v: number | null | undefined) => shown(v, formatPercent);
export const minutes = (v: number | null | undefined) => shown(v, ANALYTICS_SCREEN.minutes);
export const count = (v: number | null | undefined) => shown(v, (n) => n.toLocaleString());
export const miles = (v: number | null | undefined) => shown(v, (m) => `${m.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} mi`);
