import { MapPin } from 'lucide-react';
import { useEffect } from 'react';
import type { GeocodeResult } from '../../../../domain/geocode';
import { SCREEN } from '../../../../domain/messages';
import { missingLookupParts } from '../../../../domain/registration';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { UI } from '../../../lib/ui-texts';
import { lookupErrorText, useLookupCoordinates } from '../api/lookup-coordinates';

interface Address {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/** 'Lookup Coordinates': disabled, naming what is missing, until address, city, state and ZIP are filled. */
export function CoordinateLookup({ id, address, onFound }: { id: string; address: Address; onFound(r: GeocodeResult): void }) {
  const lookup = useLookupCoordinates();
  const missing = missingLookupParts(address);
  const { reset } = lookup;

  // a message about an earlier address would mislead once the address changes
  useEffect(() => reset(), [address.address, address.city, address.state, address.zipCode, reset]);

  const run = () =>
    lookup.mutate(
      { address: address.address.trim(), city: address.city.trim(), state: address.state, zipCode: address.zipCode.trim() },
      { onSuccess: onFound },
    );

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        icon={<MapPin aria-hidden="true" className="size-4" />}
        disabled={missing.length > 0}
        busy={lookup.isPending}
        aria-describedby={missing.length > 0 ? `${id}-missing` : undefined}
        onClick={run}
      >
        {lookup.isPending ? UI.lookupBusy : SCREEN.lookupCoordinates}
      </Button>
      {missing.length > 0 && (
        <p id={`${id}-missing`} className="text-xs text-slate-500">
          {UI.lookupNeeds(missing)}
        </p>
      )}
      {lookup.isSuccess && (
        <Alert tone={lookup.data.source === 'zip-centroid' ? 'info' : 'success'}>
          {lookup.data.source === 'zip-centroid' ? UI.lookupZipCentroid : UI.lookupFound}
        </Alert>
      )}
      {lookup.isError && <Alert tone="error">{lookupErrorText(lookup.error)}</Alert>}
    </div>
  );
}
