// An agency's trip buttons (useTripActions, on My Trips): one request per action however often it is clicked, the
// list asked again after every answer, and a refusal shown with the buttons free again.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMS_TRIP_ERRORS } from '@/domain/portals/ems-dashboard-texts';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { MyTripsTab } from '@/web/features/ems-dashboard/components/my-trips-tab';
import { SETTLE_MS } from '@/web/features/ems-dashboard/components/use-trip-actions';
import { EMS_UI } from '@/web/features/ems-dashboard/ems-ui-texts';
import { callsTo, fakeServer, heldAnswer, json, type Answer } from './support/fake-server';
import { dispatcher, renderSignedIn } from './support/signed-in';
import { listedTrip } from './support/trips';

const STATUS_PATH = '/api/trips/trip-1/status';
// the settle pause, and room for the answers around it
const SETTLED = { timeout: SETTLE_MS + 5_000 };

/** My Trips over a server whose list holds `trip` until a status call answers, then the trip as that call left it. */
function myTrips(statusAnswer: () => Promise<Answer>, after: TripListItem) {
  let trip = listedTrip();
  const calls = fakeServer({
    'GET /api/trips': () => ({ success: true, data: [trip], total: 1 }),
    'GET /api/units': () => ({ success: true, data: [] }),
    [`PUT ${STATUS_PATH}`]: async () => {
      const answer = await statusAnswer();
      if (!(answer instanceof Response) || answer.ok) trip = after;
      return answer;
    },
  });
  renderSignedIn(<MyTripsTab />, dispatcher);
  return calls;
}

const startButton = () => screen.findByRole('button', { name: EMS_UI.trip.startLabel('PAT-001') });

describe('trip actions', () => {
  it('sends a double-clicked Start Trip once, reloads the list, and holds its buttons a moment after the answer', async () => {
    const held = heldAnswer();
    const calls = myTrips(held.answer, listedTrip({ status: 'IN_PROGRESS', actualStartTime: new Date().toISOString() }));
    const start = await startButton();

    fireEvent.click(start);
    fireEvent.click(start);
    expect((start as HTMLButtonElement).disabled).toBe(true);
    const listLoads = callsTo(calls, 'GET', '/api/trips').length;

    held.release({ success: true, data: listedTrip({ status: 'IN_PROGRESS' }) });
    const complete = await screen.findByRole('button', { name: EMS_UI.trip.completeLabel('PAT-001') });
    expect(callsTo(calls, 'GET', '/api/trips').length).toBeGreaterThan(listLoads);
    // a late second tap of the double click lands on a held button
    expect((complete as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(complete);

    await waitFor(() => expect((complete as HTMLButtonElement).disabled).toBe(false), SETTLED);
    const puts = callsTo(calls, 'PUT', STATUS_PATH);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it("shows the server's refusal and frees the buttons, with the list asked again", async () => {
    const refusal = 'This trip was cancelled by the facility';
    const calls = myTrips(async () => json({ success: false, error: refusal }, 409), listedTrip());
    const start = await startButton();
    const listLoads = callsTo(calls, 'GET', '/api/trips').length;

    fireEvent.click(start);

    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/trips').length).toBeGreaterThan(listLoads));
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false), SETTLED);
    expect(screen.queryByText(EMS_TRIP_ERRORS.updateFailed)).toBeNull();
  });

  it('shows its own words when the server gives none', async () => {
    myTrips(async () => json({ success: false }, 500), listedTrip());
    fireEvent.click(await startButton());
    expect(await screen.findByText(EMS_TRIP_ERRORS.updateFailed)).toBeTruthy();
  });
});
