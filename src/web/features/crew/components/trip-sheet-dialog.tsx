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

const S = CREW_APP_UI.sheet;

/**
 * Trip sheet: the whole trip on the phone's screen (to show whoever receives the patient), printable from there.
 * Read from the server when opened: without signal it says so.
 */
export function TripSheetButton({ tripId, tripNumber, patientId }: { tripId: string; tripNumber: string; patientId: string }) {
  const [open, setOpen] = useState(false);
  const sheet = useTripSheet(tripId, open);
  const body = () => {
    if (sheet.data) return <TripSheetOnScreen trip={sheet.data} />;
    if (sheet.isError) return <Alert tone="error">{sheet.error instanceof NetworkError ? S.offline : errorText(sheet.error, S.failed)}</Alert>;
    return <LoadingPanel label={S.loading} />;
  };
  return (
    <>
      <Button variant="secondary" size="sm" icon={<FileText aria-hidden="true" className="size-4" />} aria-label={S.openLabel(patientId)} onClick={() => setOpen(true)}>
        {S.open}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={S.title(tripNumber)}
        wide
        footer={
          <>
            {sheet.data && <PrintTripSheet trip={sheet.data} />}
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {S.close}
            </Button>
          </>
        }
      >
        {body()}
      </Modal>
    </>
  );
}
