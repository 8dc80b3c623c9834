// The request wizard's draft: what a nurse types is kept on the device through a reload, for that nurse alone, and
// goes once the request is created (docs/sessions-and-drafts.md).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { RequestWizard } from '@/web/features/trip-requests';
import { draftKey } from '@/web/lib/form-drafts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { callsTo, fakeServer } from './support/fake-server';
import { nurse, renderSignedIn } from './support/signed-in';

const LABELS = PORTAL_UI.wizard.labels;
const DRAFT = draftKey(nurse.id, 'request-wizard');
const OPTIONS: Record<string, string[]> = {
  'transport-level': ['BLS', 'ALS', 'CCT'],
  urgency: ['Routine', 'Urgent', 'Emergent'],
  mobility: ['Ambulatory', 'Wheelchair', 'Stretcher'],
  diagnosis: ['Cardiac'],
  insurance: ['Medicare'],
};

/** A server with no directory places (the destination is typed) that creates each request it is sent. */
function facilityServer() {
  return fakeServer({
    'GET /api/tcc/facilities': () => ({ success: true, data: [] }),
    'GET /api/public/config': () => ({ success: true, data: {} }),
    ...Object.fromEntries(Object.entries(OPTIONS).map(([kind, values]) => [`GET /api/trips/options/${kind}`, () => ({ success: true, data: values })])),
    'POST /api/trips/enhanced': () => ({ success: true, data: { id: 'trip-9', tripNumber: 'TRP-9001' } }),
  });
}

/** The wizard as the Create Request tab opens it, for `user`. */
function openWizard(user = nurse) {
  return renderSignedIn(<RequestWizard shown onCancel={() => undefined} onCreated={() => undefined} />, user);
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  window.history.replaceState(null, '', '/?tab=create-request');
});

describe('the request wizard draft', () => {
  it('keeps what was typed through a reload', async () => {
    facilityServer();
    const first = openWizard();
    type(LABELS.patientId, 'PAT-4242');
    type(LABELS.specialNeeds, 'Bring a bariatric stretcher');
    await waitFor(() => expect(localStorage.getItem(DRAFT)).not.toBeNull());
    first.unmount();

    openWizard();
    expect(field(LABELS.patientId).value).toBe('PAT-4242');
    expect(field(LABELS.specialNeeds).value).toBe('Bring a bariatric stretcher');
  });

  it('shows none of it to another user signed in on the device', async () => {
    facilityServer();
    const first = openWizard();
    type(LABELS.patientId, 'PAT-4242');
    await waitFor(() => expect(localStorage.getItem(DRAFT)).not.toBeNull());
    first.unmount();

    openWizard({ ...nurse, id: 'user-other-nurse' });
    expect(field(LABELS.patientId).value).toBe('');
  });

  it('keeps no draft of a wizard left as it opened', async () => {
    facilityServer();
    openWizard();
    type(LABELS.patientId, 'PAT-4242');
    await waitFor(() => expect(localStorage.getItem(DRAFT)).not.toBeNull());
    type(LABELS.patientId, '');
    await waitFor(() => expect(localStorage.getItem(DRAFT)).toBeNull());
  });

  it('sends what was typed and clears the draft once the request is created', async () => {
    const calls = facilityServer();
    const first = openWizard();
    type(LABELS.patientId, 'PAT-4242');
    fireEvent.click(screen.getByRole('radio', { name: PORTAL_UI.wizard.manual, hidden: true }));
    type(LABELS.toLocation, 'City Rehab Center');
    type(LABELS.scheduledTime, '2099-06-01T10:30');
    first.unmount();

    // a reload between typing and sending loses nothing
    openWizard();
    for (const _step of WIZARD.steps.slice(1)) fireEvent.click(screen.getByRole('button', { name: WIZARD.next }));
    fireEvent.click(screen.getByRole('button', { name: WIZARD.create }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/api/trips/enhanced')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/trips/enhanced')[0]!.body).toMatchObject({
      patientId: 'PAT-4242',
      fromLocation: nurse.facilityName,
      toLocation: 'City Rehab Center',
    });
    await waitFor(() => expect(localStorage.getItem(DRAFT)).toBeNull());
  });
});
