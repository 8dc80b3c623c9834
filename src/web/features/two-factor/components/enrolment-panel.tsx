import type { Enrolment } from '@/domain/session/two-factor-answers';
import { TWO_FACTOR_TEXTS } from '@/domain/session/two-factor-texts';
import { CodeForm } from './code-form';

/** A new authenticator: its QR code, the key to type where the phone cannot scan, and the first code that proves it. */
export function EnrolmentPanel({
  enrolment,
  busy,
  error,
  onConfirm,
}: {
  enrolment: Pick<Enrolment, 'secret' | 'qrCode'>;
  busy: boolean;
  error: string | null;
  onConfirm(code: string): void;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{TWO_FACTOR_TEXTS.scan}</p>
      <img src={enrolment.qrCode} alt={TWO_FACTOR_TEXTS.qrAlt} width={192} height={192} className="mx-auto size-48" />
      <div className="space-y-1">
        <p className="text-sm text-slate-700">{TWO_FACTOR_TEXTS.manual}</p>
        <code data-testid="two-factor-secret" className="block rounded-md bg-slate-100 px-3 py-2 text-center font-mono text-sm break-all select-all">
          {enrolment.secret}
        </code>
      </div>
      <CodeForm id="two-factor-enrol-code" label={TWO_FACTOR_TEXTS.codeLabel} submitLabel={TWO_FACTOR_TEXTS.confirm} busy={busy} error={error} onSubmit={onConfirm} />
    </div>
  );
}
