/**
 * Deep links: `chw_…` parameters fill the search form (over a stored search), `chw_go=1`
 * also runs it and lands on /booking, and invalid, unknown or past values are dropped one by one
 * with a console note, the rest kept, never a dialog. The subscription search takes `chw_pickup`
 * and `chw_frequency`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { fillSearch, searchFields, shortDisplay, waitFor, ymdPlus } from './renter-helpers.mjs';

let suvs;
const env = useEnv(undefined, async (started) => {
  const categories = (await (await fetch(started.url('/api/v1/vehicle-type-categories'))).json()).data;
  suvs = categories.find((category) => category.Name === 'SUVs').ID;
});

/** A page that records its console notes. */
async function notedPage() {
  const page = /** @type {import('./harness.mjs').TestPage & { notes: string[] }} */ (await env.page());
  page.notes = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[chw] Deep link:')) page.notes.push(message.text());
  });
  return page;
}

const selectedLabel = (select) => select.evaluate((element) => element.selectedOptions[0]?.textContent ?? '');

/** Waits until the form shows the linked pickup time (the link is followed once the lists are in). */
async function filled(page) {
  const f = searchFields(page);
  await waitFor(
    async () => (await f.pickupTime.inputValue()) && (await f.returnTime.inputValue()),
    'the linked search',
  );
  return f;
}

const dialogs = (page) => page.getByRole('dialog').count();

test('a deep link fills the form over a stored search, and leaves the address', async () => {
  const page = await notedPage();
  // A stored search elsewhere (Sydney, another promo), then a link to a location page.
  await page.goto(env.url('/'));
  await islandsMounted(page);
  const stored = await fillSearch(page, { location: 'Sydney Airport', promo: 'OLD' });
  await stored.submit.click();
  await page.waitForURL(/\/booking$/);
  // A Wednesday to a Friday: Brisbane City is open at 14:30 on a weekday.
  const pickup = ymdPlus(8);
  const link = `/car-rental-locations/sydney-airport?chw_pickup=BNEA&chw_return=BNEC&chw_pickup_date=${pickup}&chw_pickup_time=11:00&chw_return_date=${ymdPlus(10)}&chw_return_time=14:30&chw_type=${suvs}&chw_promo=SAVE10&utm_source=x`;
  await page.goto(env.url(link));
  await islandsMounted(page);
  const f = await filled(page);
  assert.equal(await selectedLabel(f.pickupLocation), 'Brisbane Airport');
  assert.equal(await selectedLabel(f.returnLocation), 'Brisbane City');
  assert.equal(await f.pickupDate.inputValue(), shortDisplay(pickup));
  assert.equal(await f.pickupTime.inputValue(), '11:00');
  assert.equal(await f.returnDate.inputValue(), shortDisplay(ymdPlus(10)));
  assert.equal(await f.returnTime.inputValue(), '14:30');
  assert.equal(await selectedLabel(f.vehicleType), 'SUVs');
  assert.equal(await f.promo.inputValue(), 'SAVE10');
  assert.equal(new URL(page.url()).search, '?utm_source=x', 'the chw_ parameters are taken out of the address');
  assert.deepEqual(page.notes, []);
  assert.equal(await dialogs(page), 0);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('chw_go=1 runs the search and lands on /booking', async () => {
  const page = await notedPage();
  const pickup = ymdPlus(6);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/v1/search') && r.method() === 'POST'),
    page.goto(env.url(`/?chw_pickup=BNEA&chw_pickup_date=${pickup}&chw_pickup_time=10:30&chw_promo=SAVE10&chw_go=1`)),
  ]);
  const body = request.postDataJSON();
  assert.equal(body.pickup_date, pickup);
  assert.equal(body.pickup_time, '10:30');
  assert.equal(body.dropoff_date, ymdPlus(7), 'the return is the next day, as the form sets it');
  assert.equal(body.vehicle_category_type_id, 0, 'no chw_type: All Vehicles');
  assert.equal(body.promo_code, 'SAVE10');
  await page.waitForURL(/\/booking$/);
  await page.getByRole('navigation', { name: ownMessages.bookingProgress }).waitFor();
  // Back returns to home without the link: it is not followed again.
  await page.goBack();
  await islandsMounted(page);
  assert.equal(new URL(page.url()).search, '');
  assert.deepEqual(page.notes, []);
  assert.deepEqual(page.errors, []);
});

test('a past date and an unknown branch are dropped one by one with a note; the rest is kept; no dialog', async () => {
  const page = await notedPage();
  await page.goto(
    env.url(
      `/?chw_pickup=NOPE&chw_pickup_date=${ymdPlus(-1)}&chw_pickup_time=9am&chw_type=${suvs}&chw_promo=SAVE10&chw_go=1`,
    ),
  );
  await islandsMounted(page);
  const f = searchFields(page);
  await waitFor(async () => (await f.promo.inputValue()) === 'SAVE10', 'the linked promo');
  assert.equal(await selectedLabel(f.vehicleType), 'SUVs');
  assert.equal(await f.pickupLocation.inputValue(), '');
  assert.equal(await f.pickupDate.inputValue(), '');
  await waitFor(() => page.notes.length >= 4, 'the notes');
  assert.deepEqual(
    page.notes.map((note) => note.split(' ')[3].split('=')[0]),
    ['chw_pickup_time', 'chw_pickup', 'chw_pickup_date', 'chw_go'],
  );
  assert.match(page.notes[1], /chw_pickup=NOPE dropped \(no such branch\)/);
  assert.match(page.notes[2], /in the past/);
  assert.equal(new URL(page.url()).pathname, '/', 'an incomplete chw_go search does not run');
  assert.equal(await dialogs(page), 0);
  assert.deepEqual(page.errors, []);
});

test('the subscription search takes chw_pickup and chw_frequency; an unknown branch is dropped', async () => {
  const page = await notedPage();
  await page.goto(env.url('/car-subscription?chw_pickup=BNEC&chw_frequency=fortnightly'));
  await islandsMounted(page);
  const location = page.getByLabel(ownMessages.subPickupLocation);
  await waitFor(async () => (await location.locator('option').count()) > 1, 'the branches');
  await waitFor(async () => new URL(page.url()).search === '', 'the link followed');
  assert.equal(await location.inputValue(), 'BNEC');
  assert.equal(await page.getByLabel(ownMessages.subPaymentFrequency).inputValue(), 'fortnightly');
  assert.deepEqual(page.notes, []);

  const other = await notedPage();
  await other.goto(env.url('/car-subscription?chw_pickup=NOPE&chw_frequency=monthly'));
  await islandsMounted(other);
  await waitFor(() => other.notes.length === 2, 'the notes');
  assert.equal(await other.getByLabel(ownMessages.subPickupLocation).inputValue(), '');
  assert.equal(await other.getByLabel(ownMessages.subPaymentFrequency).inputValue(), '');
  assert.equal(await dialogs(other), 0);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
});
