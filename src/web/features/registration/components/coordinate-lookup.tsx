import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { GeocodeResult } from '@/domain/places/geocode-answers';
import { GEOCODE_MESSAGES, SCREEN } from '@/domain/common/messages';
import { missingLookupParts } from '@/domain/organisations/registration';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { UI } from '@/web/lib/ui-texts';
import { lookupErrorText, useLookupCoordinates } from '../api/lookup-coordinates';

interface Address {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * 'Lookup Coordinates' until address, city, state and ZIP are filled: on registration the button is disabled and
 * names what is missing (`disable`); on the facility edit it answers a click with the spec's message (`explain`).
 */
export function CoordinateLookup({
  id,
  address,
  onFound,
  whenIncomplete = 'disable',
}: {
  id: string;
  address: Address;
  onFound(r: GeocodeResult): void;
  whenIncomplete?: 'disable' | 'explain';
}) {
  const lookup = useLookupCoordinates();
  const missing = missingLookupParts(address);
  const [askedIncomplete, setAskedIncomplete] = useState(false);
  const { reset } = lookup;
  const disabled = whenIncomplete === 'disable' && missing.length > 0;

  // a message about an earlier address would mislead once the address changes
  useEffect(() => {
    reset();
    setAskedIncomplete(false);
  }, [address.address, address.city, address.state, address.zipCode, reset]);

  const run = () => {
    if (missing.length > 0) {
      setAskedIncomplete(true);
      return;
    }
    lookup.mutate(
      { address: address.address.trim(), city: address.city.trim(), state: address.state, zipCode: address.zipCode.trim() },
      { onSuccess: onFound },
    );
  };

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        icon={<MapPin aria-hidden="true" className="size-4" />}
        disabled={disabled}
        busy={lookup.isPending}
        aria-describedby={disabled ? `${id}-missing` : undefined}
        onClick={run}
      >
        {lookup.isPending ? UI.lookupBusy : SCREEN.lookupCoordinates}
      </Button>
      {disabled && (
        <p id={`${id}-missing`} className="text-xs text-slate-500">
          {UI.lookupNeeds(missing)}
        </p>
      )}
      {askedIncomplete && <Alert tone="error">{GEOCODE_MESSAGES.fillAddressFirst}</Alert>}
      {lookup.isSuccess && (
        <Alert tone={lookup.data.source === 'zip-centroid' ? 'info' : 'success'}>
          {lookup.data.source === 'zip-centroid' ? UI.lookupZipCentroid : UI.lookupFound}
        </Alert>
      )}
      {lookup.isError && <Alert tone="error">{lookupErrorText(lookup.error)}</Alert>}
    </div>
  );
}
