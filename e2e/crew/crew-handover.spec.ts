import type { Page } from '@playwright/test';
import type { PendingStep } from '@/web/features/crew/queue/step-queue-rules';
import { stepRule } from '@/domain/trips/trip-steps';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { TRIP_STEP_UI } from '@/web/features/trip-requests/trip-step-ui-texts';
import { auditScreen } from '../support/accessibility-audit';
import { controlledByServiceWorker, MEDIC, onShift, setPhoneOffline, stepButton, tripAssignedTo, tripOnServer, tripsKeptOnPhone, unitOfItsOwn, unitRemoved } from '../support/crew-app';
import { openTab, PORTAL_TABS, signInToPortal } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 375, height: 740 } });

const HANDOVER_TEXTS = CREW_APP_UI.handover;

/** The hand-over the phone keeps with its queued Handed over step. */
const queuedHandover = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<PendingStep['handover']>((resolve, reject) => {
        const open = indexedDB.open('tcc-crew');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('steps').objectStore('steps').getAll();
          read.onsuccess = () => resolve((read.result as PendingStep[]).find((s) => s.step === 'HANDED_OVER')?.handover);
          read.onerror = () => reject(read.error);
        };
      }),
  );

/** Signs with the mouse across the pad, as a finger would: a few strokes of several moves each. */
async function sign(page: Page) {
  const box = (await page.getByRole('img', { name: HANDOVER_TEXTS.padLabel }).boundingBox())!;
  for (const [from, to] of [
    [0.1, 0.4],
    [0.45, 0.8],
  ] as const) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.7);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * ((from + to) / 2), box.y + box.height * 0.2, { steps: 8 });
    await page.mouse.move(box.x + box.width * to, box.y + box.height * 0.65, { steps: 8 });
    await page.mouse.up();
  }
}

test('the crew hands the patient over without signal, with the receiver’s name and a drawn signature, and the facility sees both', async ({ page, context, request, personPage }) => {
  // two people, a stretch without signal and the wait for Undo to run out
  test.setTimeout(180_000);
  const unit = await unitOfItsOwn(request);
  const trip = await tripAssignedTo(request, unit.id);
  await onShift(page, MEDIC, unit);
  await expect(page.getByRole('heading', { name: `${CREW_APP_UI.trips.patient} ${trip.patientId}` })).toBeVisible();
  await controlledByServiceWorker(page);
  await tripsKeptOnPhone(page);

  await setPhoneOffline(context, true);
  for (const step of ['EN_ROUTE', 'AT_PICKUP', 'PATIENT_LOADED', 'AT_DESTINATION'] as const) {
    await stepButton(page, step).click();
    await expect(page.getByText(CREW_APP_UI.undo.recorded(stepRule(step).label))).toBeVisible();
  }
  // the last step's Undo has run out, so that the form is the screen's one task
  await expect(page.getByText(CREW_APP_UI.undo.recorded(stepRule('AT_DESTINATION').label))).toBeHidden({ timeout: 15_000 });
  await stepButton(page, 'HANDED_OVER').click();
  const dialog = page.getByRole('dialog', { name: HANDOVER_TEXTS.title(trip.patientId) });
  await expect(dialog).toBeVisible();
  // neither a name nor a signature: the form says what is missing and records nothing
  await dialog.getByRole('button', { name: HANDOVER_TEXTS.record }).click();
  await expect(dialog.getByText(HANDOVER_TEXTS.nameRequired)).toBeVisible();
  await expect(dialog.getByText(HANDOVER_TEXTS.signatureRequired)).toBeVisible();
  await auditScreen(page, 'crew hand-over at 375 px');

  await dialog.getByLabel(HANDOVER_TEXTS.name).fill('Jane Doe RN');
  await sign(page);
  await dialog.getByRole('button', { name: HANDOVER_TEXTS.record }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(CREW_APP_UI.queue.waiting(5))).toBeVisible();
  const kept = (await queuedHandover(page))!;
  expect(kept.receiverName).toBe('Jane Doe RN');
  expect(kept.signature).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

  await setPhoneOffline(context, false);
  await expect(page.getByText(CREW_APP_UI.queue.waiting(5))).toBeHidden();
  expect((await tripOnServer(page, trip.id))?.status).toBe('COMPLETED');

  // the facility opens the trip and reads who received the patient, with the signature as it was drawn
  const facility = await personPage();
  await signInToPortal(facility);
  await openTab(facility, PORTAL_TABS.requests);
  await facility
    .getByRole('table', { name: PORTAL_UI.requests.tableLabel })
    .getByRole('row')
    .filter({ hasText: trip.patientId })
    .getByRole('button', { name: PORTAL_UI.requests.openDetails(trip.patientId) })
    .click();
  const handover = facility.getByRole('dialog').getByRole('region', { name: TRIP_STEP_UI.handover.title });
  await expect(handover).toContainText('Jane Doe RN');
  const signature = handover.getByRole('img', { name: TRIP_STEP_UI.handover.signatureOf('Jane Doe RN') });
  await expect(signature).toBeVisible();
  expect(await signature.getAttribute('src')).toBe(kept.signature);
  // the image is drawn, not merely present: the browser decoded it to the pad's size
  expect(await signature.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([600, 240]);
  await unitRemoved(request, unit, trip.id);
});
