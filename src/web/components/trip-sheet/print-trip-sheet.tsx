import { Printer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { Button } from '@/web/components/ui/button';
import { TRIP_SHEET_UI } from '@/web/lib/trip-sheet-ui-texts';

// the sheet and its QR code drawing load on the first print only, so the details screens stay light
const TripSheet = lazy(() => import('./trip-sheet'));

/** Prints the trip sheet alone: the page is marked while the browser prints, so the print style shows the sheet only. */
function printSheet() {
  document.body.dataset.printing = 'trip-sheet';
  addEventListener('afterprint', () => delete document.body.dataset.printing, { once: true });
  window.print();
}

/** Print trip sheet: the first press loads and lays out the sheet, then prints it once it is ready; later presses print at once. */
export function PrintTripSheet({ trip }: { trip: TripDetails }) {
  const [laidOut, setLaidOut] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<Printer aria-hidden="true" className="size-4" />}
        onClick={() => (laidOut ? printSheet() : setWanted(true))}
      >
        {TRIP_SHEET_UI.print}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <TripSheet
            trip={trip}
            onReady={() => {
              setLaidOut(true);
              printSheet();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The sheet on the screen, as the crew app shows it to whoever receives the patient; loaded when first shown. */
export function TripSheetOnScreen({ trip }: { trip: TripDetails }) {
  return (
    <Suspense fallback={null}>
      <TripSheet trip={trip} onScreen />
    </Suspense>
  );
}
