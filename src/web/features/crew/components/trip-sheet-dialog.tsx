import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Modal } from '@/web/components/ui/modal';
import { PrintTripSheet, TripSheetOnScreen } from '@/web/components/trip-sheet/print-trip-sheet';
import { errorText, NetworkError } from '@/web/lib/api-client';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { useTripSheet } from '../api/get-trip-sheet';

const SHEET_TEXTS = CREW_APP_UI.sheet;

/**
 * Trip sheet: the whole trip on the phone's screen (to show whoever receives the patient), printable from there.
 * Read from the server when opened: without signal it says so.
 */
export function TripSheetButton({ tripId, tripNumber, patientId }: { tripId: string; tripNumber: string; patientId: string }) {
  const [open, setOpen] = useState(false);
  const sheet = useTripSheet(tripId, open);
  const body = () => {
    if (sheet.data) return <TripSheetOnScreen trip={sheet.data} />;
    if (sheet.isError) return <Alert tone="error">{sheet.error instanceof NetworkError ? SHEET_TEXTS.offline : errorText(sheet.error, SHEET_TEXTS.failed)}</Alert>;
    return <LoadingPanel label={SHEET_TEXTS.loading} />;
  };
  return (
    <>
      <Button variant="secondary" size="sm" icon={<FileText aria-hidden="true" className="size-4" />} aria-label={SHEET_TEXTS.openLabel(patientId)} onClick={() => setOpen(true)}>
        {SHEET_TEXTS.open}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={SHEET_TEXTS.title(tripNumber)}
        wide
        footer={
          <>
            {sheet.data && <PrintTripSheet trip={sheet.data} />}
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {SHEET_TEXTS.close}
            </Button>
          </>
        }
      >
        {body()}
      </Modal>
    </>
  );
}
