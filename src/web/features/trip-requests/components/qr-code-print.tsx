import { Printer } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import './qr-code-print.css';

const DETAILS_TEXTS = PORTAL_UI.details;

/** The server's QR code as an image source: a data URL as is, an SVG document turned into one. */
export const qrImageSource = (qrCode: string) =>
  qrCode.trimStart().startsWith('<') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode)}` : qrCode;

/** The trip's QR code with its number, and Print (the print style keeps only this block on paper). */
export function QrCodePrint({ qrCode, tripNumber }: { qrCode: string; tripNumber: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <figure className="qr-print-area flex flex-col items-center gap-1">
        <img src={qrImageSource(qrCode)} alt={`QR code of trip ${tripNumber}`} className="size-36 rounded border border-slate-200 bg-white p-1" />
        <figcaption className="font-mono text-sm font-semibold text-slate-900">{tripNumber}</figcaption>
      </figure>
      <div className="qr-print-hide max-w-xs space-y-2">
        <p className="text-sm text-slate-600">{DETAILS_TEXTS.qrHint}</p>
        <Button variant="secondary" size="sm" icon={<Printer aria-hidden="true" className="size-4" />} onClick={() => window.print()}>
          {DETAILS_TEXTS.print}
        </Button>
      </div>
    </div>
  );
}
