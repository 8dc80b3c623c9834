import type { Page } from '@playwright/test';
import { STEP_UNDO_SECONDS, stepRule, TRIP_STEPS, undoneStepNote, type TripStep } from '@/domain/trips/trip-steps';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { MEDIC, onShift, stepButton, stepsOnServer, tripAssignedTo, tripOnServer, unitOfItsOwn, unitRemoved } from '../support/crew-app';
import { tripAsNurse } from '../support/ems-dashboard';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 375, height: 740 } });

/** The Undo of `step`, whatever seconds it has left. */
const undoButton = (page: Page, step: TripStep) =>
  page.getByRole('button', { name: new RegExp(`^${CREW_APP_UI.undo.label(stepRule(step).label, STEP_UNDO_SECONDS).replace(String(STEP_UNDO_SECONDS), '\\d+')}$`) });

/** The steps the crew's screen lists for the current trip. */
const stepsShown = (page: Page) => page.getByRole('region', { name: CREW_APP_UI.trips.history }).getByRole('listitem');

/** Taps the steps in order, each once the server has recorded the one before, so that an Undo goes to the server. */
async function tapRecorded(page: Page, tripId: string, steps: readonly TripStep[]) {
  for (const [i, step] of steps.entries()) {
    await stepButton(page, step).click();
    await expect(undoButton(page, step)).toBeVisible();
    await expect.poll(() => stepsOnServer(page, tripId)).toEqual(steps.slice(0, i + 1));
  }
}

test('Undo takes back the step just tapped, once however fast it is tapped twice: the step is next again, the server holds no such step, and the trip’s history says so', async ({
  page,
  request,
}) => {
  const unit = await unitOfItsOwn(request);
  const trip = await tripAssignedTo(request, unit.id);
  await onShift(page, MEDIC, unit);
  await tapRecorded(page, trip.id, ['EN_ROUTE', 'AT_PICKUP']);
  await expect(page.getByRole('status').filter({ hasText: CREW_APP_UI.undo.recorded(stepRule('AT_PICKUP').label) })).toBeVisible();

  await undoButton(page, 'AT_PICKUP').dblclick();
  await expect(stepButton(page, 'AT_PICKUP')).toBeVisible();
  // Undo went with the first tap, rather than running out its seconds (the step is back only after the server's answer)
  expect(await undoButton(page, 'AT_PICKUP').count()).toBe(0);
  await expect(stepsShown(page)).toHaveCount(1);
  await expect(stepsShown(page)).toContainText(stepRule('EN_ROUTE').label);
  await expect(page.getByRole('status').filter({ hasText: CREW_APP_UI.undo.undone(stepRule('AT_PICKUP').label) })).toBeVisible();
  // En route, the step before, stays: the second tap undid nothing, nor did it reach whatever lay under Undo
  await expect.poll(() => stepsOnServer(page, trip.id)).toEqual(['EN_ROUTE']);
  const undoNotes = (await tripAsNurse(request, trip.id)).history.filter((h) => TRIP_STEPS.some((s) => h.note === undoneStepNote(s)));
  expect(undoNotes.map((h) => h.note)).toEqual([undoneStepNote('AT_PICKUP')]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await unitRemoved(request, unit, trip.id);
});

test('Undo of Patient loaded takes the trip back to ACCEPTED on the server, its pickup time cleared', async ({ page, request }) => {
  const unit = await unitOfItsOwn(request);
  const trip = await tripAssignedTo(request, unit.id);
  await onShift(page, MEDIC, unit);
  await tapRecorded(page, trip.id, ['EN_ROUTE', 'AT_PICKUP', 'PATIENT_LOADED']);
  expect((await tripOnServer(page, trip.id))?.status).toBe('IN_PROGRESS');

  await undoButton(page, 'PATIENT_LOADED').click();
  await expect(stepButton(page, 'PATIENT_LOADED')).toBeVisible();
  await expect.poll(() => stepsOnServer(page, trip.id)).toEqual(['EN_ROUTE', 'AT_PICKUP']);
  expect(await tripAsNurse(request, trip.id)).toMatchObject({ status: 'ACCEPTED', pickupTimestamp: null, latestStep: 'AT_PICKUP' });

  await unitRemoved(request, unit, trip.id);
});

test('Undo is offered for 10 seconds of the phone’s clock after a tap, then gone, and the step stays recorded', async ({ page, request }) => {
  const unit = await unitOfItsOwn(request);
  const trip = await tripAssignedTo(request, unit.id);
  // the phone's clock runs as it would, and jumps when the test says
  await page.clock.install();
  await onShift(page, MEDIC, unit);
  await tapRecorded(page, trip.id, ['EN_ROUTE']);

  await page.clock.fastForward(STEP_UNDO_SECONDS * 1000);
  // sooner than the seconds still left on a real clock: the phone's clock it is that ends the offer
  await expect(undoButton(page, 'EN_ROUTE')).toBeHidden({ timeout: 5_000 });
  await expect(stepButton(page, 'AT_PICKUP')).toBeVisible();
  expect(await stepsOnServer(page, trip.id)).toEqual(['EN_ROUTE']);

  await unitRemoved(request, unit, trip.id);
});
