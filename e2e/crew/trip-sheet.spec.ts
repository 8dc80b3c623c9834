import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { TRIP_SHEET_UI } from '@/web/lib/trip-sheet-ui-texts';
import { demoApiSession, METRO_EMS, requestTripFor } from '../support/ems-dashboard';
import { openTab, PORTAL_TABS, signInToPortal } from '../support/healthcare-portal';
import { MEDIC, onShift, setPhoneOffline, tripAssignedTo, unitOfItsOwn, unitRemoved } from '../support/crew-app';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { expect, test } from '../support/test';

/** The printable area in CSS px: A4's width and Letter's height, less the sheet's 10 mm page margins. */
const MM = 96 / 25.4;
const PRINTABLE = { width: (210 - 20) * MM, height: (279.4 - 20) * MM };

// Every trip prints on one page from its details: number and QR code, patient, places with their building details,
// times, level, how the patient is carried, contacts, agency and unit, the timeline and the crew's steps.
test('the facility prints the trip sheet of a booked trip on one page holding every field', async ({ page, request }) => {
  const unit = await unitOfItsOwn(request);
  const trip = await requestTripFor(request, [METRO_EMS], undefined, {
    mobilityLevel: 'Stretcher',
    patientWeight: 120,
    specialNeeds: 'bring slide board',
    fromDepartment: 'Radiology',
    fromRoom: '312',
    toFloor: '2',
  });
  const dispatcher = await demoApiSession(request, 'ems');
  const accepted = await request.put(`/api/trips/${trip.id}/status`, { headers: dispatcher.headers, data: { status: 'ACCEPTED', assignedUnitId: unit.id } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // the browser's print dialog is the test's page.pdf()
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signInToPortal(page);
  await openTab(page, PORTAL_TABS.requests);
  await page.getByRole('button', { name: PORTAL_UI.requests.openDetails(trip.patientId) }).click();
  const details = page.getByRole('dialog', { name: PORTAL_UI.details.title(trip.tripNumber) });
  await details.getByRole('button', { name: TRIP_SHEET_UI.print }).click();

  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('article', { name: TRIP_SHEET_UI.title });
  await expect(sheet).toBeVisible();
  await expect(details).toBeHidden();
  await expect(sheet.getByRole('img', { name: TRIP_SHEET_UI.qrAlt(trip.tripNumber) })).toBeVisible();
  const text = await sheet.innerText();
  for (const expected of [
    trip.tripNumber,
    trip.patientId,
    trip.fromLocation,
    'Department Radiology · Room 312',
    trip.toLocation,
    'Floor 2',
    trip.transportLevel,
    'Stretcher',
    '120 kg / 265 lb',
    'bring slide board',
    METRO_EMS,
    unit.unitNumber,
    TRIP_SHEET_UI.sections.timeline,
    TRIP_SHEET_UI.sections.steps,
    TRIP_SHEET_UI.fields.receivedBy,
  ])
    expect(text).toContain(expected);
  expect(text).toContain(TRIP_SHEET_UI.fields.requester);

  // laid out at the narrower printable width (A4, 10 mm margins), the sheet is no taller than the shorter page (Letter)
  await page.setViewportSize({ width: Math.floor(PRINTABLE.width), height: Math.floor(PRINTABLE.height) });
  const height = await sheet.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(PRINTABLE.height);
  for (const format of ['Letter', 'A4'] as const) {
    // each print is its own: the browser's afterprint of the one before has put the screen back
    await page.emulateMedia({ media: 'screen' });
    await details.getByRole('button', { name: TRIP_SHEET_UI.print }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    const pdf = (await page.pdf({ format })).toString('latin1');
    expect(pdf.slice(0, 5)).toBe('%PDF-');
    // one page: the document holds a single page object
    expect(pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g), format).toHaveLength(1);
  }
});

test('the crew shows the trip sheet on the phone and prints it from there; without signal it is told the sheet needs signal', async ({ page, context, request }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  const unit = await unitOfItsOwn(request);
  const trip = await tripAssignedTo(request, unit.id);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await onShift(page, MEDIC, unit);
  const SHEET_TEXTS = CREW_APP_UI.sheet;
  const dialog = page.getByRole('dialog', { name: SHEET_TEXTS.title(trip.tripNumber) });
  const close = () => dialog.getByRole('button', { name: SHEET_TEXTS.close, exact: true }).last().click();

  // no signal: the sheet says it needs one
  await setPhoneOffline(context, true);
  await page.getByRole('button', { name: SHEET_TEXTS.openLabel(trip.patientId) }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SHEET_TEXTS.offline);
  await close();
  await setPhoneOffline(context, false);

  await page.getByRole('button', { name: SHEET_TEXTS.openLabel(trip.patientId) }).click();
  const shown = dialog.getByRole('article', { name: TRIP_SHEET_UI.title });
  await expect(shown).toBeVisible();
  for (const expected of [trip.tripNumber, trip.patientId, trip.fromLocation, trip.toLocation, METRO_EMS, unit.unitNumber, 'Ring the ward bell at door B']) {
    await expect(shown).toContainText(expected);
  }
  await expect(shown.getByRole('img', { name: TRIP_SHEET_UI.qrAlt(trip.tripNumber) })).toBeVisible();
  expect(await horizontalOverflow(page)).toEqual([]);

  // Print lays the sheet out alone on the page
  await dialog.getByRole('button', { name: TRIP_SHEET_UI.print }).click();
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('body > article.trip-sheet');
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(trip.tripNumber);
  await page.emulateMedia({ media: 'screen' });
  await close();
  await expect(dialog).toBeHidden();

  await unitRemoved(request, unit, trip.id);
});
