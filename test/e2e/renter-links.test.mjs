/**
 * Links as email and chat leave them (issue: a renter never starts again): a quote link with the
 * sentence's punctuation at its end, a lost payment type or total, a malformed date, an unknown
 * car; and `chw_go` deep links whose values could not be used or whose search the server refuses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv } from './harness.mjs';
import { sharedQuote } from './flows.mjs';
import { ownMessages } from './messages.mjs';
import { searchFields, waitFor, withoutNetworkErrors, ymdPlus, openQuoteLink } from './renter-helpers.mjs';
import { escapeRegExp } from './text.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

const bookingCount = () =>
  /** @type {number} */ (env.server.db.prepare(`SELECT COUNT(*) FROM bookings WHERE type = 'BOOKING'`).pluck().get());
const details = (page) => page.getByRole('region', { name: ownMessages.bookingDetails });

test('a quote link damaged by email and chat keeps its car and cover and says what it left out', async () => {
  const { link, seeded } = await sharedQuote(env);
  const cover = seeded.insuranceOptions[0].name;
  const coverChosen = (page) => page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(cover)}`) }).isChecked();

  // The sentence's full stop and bracket glued to the end: read as the link meant.
  for (const end of ['.', ')']) {
    const page = await openQuoteLink(env, `${link}${end}`);
    await details(page).getByText(seeded.car.name).first().waitFor();
    await waitFor(() => coverChosen(page), `the cover, with "${end}" at the end`);
    assert.equal(await page.getByText(ownMessages.cannotOpen).count(), 0);
    assert.deepEqual(page.errors, []);
  }

  // A lost payment type: the car and cover open (pay later), and the line says what was left out.
  const payless = new URL(link);
  payless.searchParams.set('chw_pay', 'X');
  const page = await openQuoteLink(env, payless.href);
  await details(page).getByText(seeded.car.name).first().waitFor();
  await waitFor(() => coverChosen(page), 'the cover with a lost payment type');
  await page.getByText(ownMessages.partsDropped(ownMessages.quoteParts.chw_pay), { exact: true }).waitFor();
  assert.deepEqual(await axe(page), []);

  // A link that lost its chw_quote still opens, and says the price is today's.
  const totalless = new URL(link);
  totalless.searchParams.delete('chw_quote');
  const other = await openQuoteLink(env, totalless.href);
  await details(other).getByText(seeded.car.name).first().waitFor();
  await other.getByText(ownMessages.partsDropped(ownMessages.quoteParts.chw_quote), { exact: true }).waitFor();
  assert.equal(new URL(other.url()).pathname, routes.liabilityExtra);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
});

test('a malformed date gives its own reason; an unknown car is not called sold, and the header shows no stray extras', async () => {
  const { link } = await sharedQuote(env);
  const malformed = new URL(link);
  malformed.searchParams.set('chw_pickup_date', '2026-13-45');
  const page = await openQuoteLink(env, malformed.href);
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.equal(
    await alert.innerText(),
    `${ownMessages.cannotOpen} ${ownMessages.searchPartsUnusable(ownMessages.pickupDate.toLowerCase())}`,
  );

  const unknown = new URL(link);
  unknown.searchParams.set('chw_car', '999999');
  unknown.searchParams.set('chw_extras', '1x1.2x1');
  const other = await openQuoteLink(env, unknown.href);
  await other.getByText(ownMessages.carUnknown).first().waitFor();
  assert.equal(await other.getByText(ownMessages.carGone).count(), 0);
  assert.equal((await details(other).innerText()).toLowerCase().includes('extras'), false);
  assert.deepEqual(await axe(other), []);
  assert.deepEqual(page.errors, []);
  // The step's own /calculate for a car that is not held is refused (409), as for a sold car.
  assert.deepEqual(withoutNetworkErrors(other.errors), []);
});

test('chw_go with a return before the pickup does not search: the filled form says what to choose', async () => {
  const page = await env.page();
  const before = bookingCount();
  const pickup = ymdPlus(10);
  await page.goto(env.url(`/?chw_pickup=BNEA&chw_pickup_date=${pickup}&chw_return_date=${ymdPlus(8)}&chw_go=1`));
  await islandsMounted(page);
  await page.getByText(ownMessages.linkNeedsChoice(ownMessages.returnDate.toLowerCase()), { exact: true }).waitFor();
  const f = searchFields(page);
  assert.notEqual(await f.pickupLocation.inputValue(), '', 'the form is filled');
  assert.equal(new URL(page.url()).pathname, '/');
  assert.equal(bookingCount(), before, 'no search ran');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('a chw_go search the server refuses shows its message, as a typed search would', async () => {
  const page = await env.page();
  const day = ymdPlus(10);
  await page.goto(
    env.url(
      `/?chw_pickup=BNEA&chw_pickup_date=${day}&chw_pickup_time=14:30&chw_return_date=${day}&chw_return_time=11:00&chw_go=1`,
    ),
  );
  await islandsMounted(page);
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('The return date and time must be after the pick up date and time.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(
    page.errors.filter((error) => !/400|Failed to load resource/.test(error)),
    [],
  );
});
