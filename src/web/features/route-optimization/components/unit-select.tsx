import type { AvailableUnit } from '@/domain/units/unit-answers';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import { Field, Select } from '@/web/components/ui/field';
import { formatPlanTime } from '@/web/lib/format';

/** An option's text: unit number, its agency (for the control center, who sees every agency's), level of care. */
const optionText = (u: AvailableUnit, showAgency: boolean) => {
  const base = ROUTE_OPTIMIZATION_TEXTS.unitOption(u.unitNumber, showAgency ? u.agencyName : null, u.levelOfCare);
  return u.position ? base : `${base} (${ROUTE_OPTIMIZATION_TEXTS.unitNoPosition})`;
};

/** Select Unit: the available units; the chosen one's shift end shows below. */
export function UnitSelect({
  units,
  value,
  showAgency,
  onChange,
}: {
  units: AvailableUnit[];
  value: string;
  showAgency: boolean;
  onChange(unitId: string): void;
}) {
  const chosen = units.find((u) => u.id === value);
  const hint = chosen?.shiftEndsAt ? ROUTE_OPTIMIZATION_TEXTS.unitShiftEnds(formatPlanTime(chosen.shiftEndsAt)) : units.length === 0 ? ROUTE_OPTIMIZATION_TEXTS.noUnits : undefined;
  return (
    <Field id="route-unit" label={ROUTE_OPTIMIZATION_TEXTS.selectUnit} hint={hint}>
      <Select id="route-unit" value={value} aria-describedby={hint ? 'route-unit-hint' : undefined} onChange={(e) => onChange(e.target.value)}>
        <option value="">{ROUTE_OPTIMIZATION_TEXTS.unitPlaceholder}</option>
        {units.map((u) => (
          <option key={u.id} value={u.id}>
            {optionText(u, showAgency)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
