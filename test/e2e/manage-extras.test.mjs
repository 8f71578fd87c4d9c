/**
 * Manage my booking's extras editor: each extra shown and chosen as on step 2 (flows/ExtraInput:
 * icon, description, price, the checkbox or the stepper up to its maximum), the cover's exclusions
 * applied and said, and the money of a change asserted in the server's booking, ledger and the
 * Stripe double, not only on screen. Every journey opens the emailed link in a fresh browser.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startEnv, axe, hasHorizontalScroll } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { bookAndPay, searchAndSelect } from '../kit/booking.mjs';
import { lastManageLink } from '../kit/outbox.mjs';
import { refundsOf } from '../kit/stripe.mjs';
import { searchRequest } from '../../demo/test/searchRequest.mjs';
import { ymdPlus } from './renter-helpers.mjs';

/** @type {import('./harness.mjs').Env} */
let env;
before(async () => {
  env = await startEnv();
});
after(async () => {
  await env?.close();
});

const money = (/** @type {number} */ amount) => `$${amount.toFixed(2)}`;
const names = new Intl.ListFormat('en-AU', { style: 'long', type: 'conjunction' });

let slot = 0;
/**
 * A booking at Brisbane Airport for three days (its own dates), with `insuranceId` and `extras`,
 * paid through the API; step 2's offer for the same trip (`/select`: its extras and liability
 * options, the reference the editor must match); and the link its confirmation email carries.
 * @param {{ paymentType: 'N' | 'L', insuranceId: number, extras?: { id: number, qty: number }[] }} o
 */
async function booking({ paymentType, insuranceId, extras = [] }) {
  const start = 20 + 4 * slot;
  const trip = { pickupId: 1, dropoffId: 1, pickupDate: ymdPlus(start), dropoffDate: ymdPlus(start + 3), vehicleId: 3 };
  const paid = await bookAndPay(env, {
    ...trip,
    paymentType,
    insuranceId,
    extras,
    email: `extras${slot++}@example.com`,
  });
  const body = searchRequest({
    pickup_location_id: trip.pickupId,
    pickup_date: trip.pickupDate,
    dropoff_location_id: trip.dropoffId,
    dropoff_date: trip.dropoffDate,
  });
  const { select } = await searchAndSelect(env, body, { vehicleId: trip.vehicleId, paymentType });
  /** @type {{ optional_fees: any[], insurance_options: any[] }} */
  const offer = select.results;
  return { ...paid, offer, link: await lastManageLink(env, paid.booking_id) };
}

/** Opens the link in a fresh browser and the extras editor. @param {string} link */
async function openEditor(link, width = 1280) {
  const page = await env.page({ width });
  await page.goto(link);
  await page.getByRole('heading', { name: ownMessages.manageHeading }).waitFor();
  await page.getByRole('button', { name: ownMessages.manageChangeExtras }).click();
  const editor = page.locator('.chw-manage-extras');
  await editor.waitFor();
  return { page, editor };
}

/**
 * What the editor shows of each extra, by name: its price line, description, icon and control.
 * @param {import('playwright-core').Locator} editor
 */
const shown = (editor) =>
  editor
    .locator('.chw-extra')
    .evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('.chw-extra__name')?.textContent,
        price: item.querySelector('.chw-extra__price')?.textContent,
        description: item.querySelector('.chw-extra__description')?.textContent ?? '',
        icon: item.querySelector('img')?.getAttribute('src') ?? '',
        control: item.querySelector('input[type="checkbox"]') ? 'checkbox' : 'stepper',
      })),
    );

/** The booking's row and its ledger, as the server keeps them. @param {number} bookingId */
function stored(bookingId) {
  const row = /** @type {{ total_amount: number, meta: string }} */ (
    env.server.db.prepare('SELECT total_amount, meta FROM bookings WHERE id = ?').get(bookingId)
  );
  const ledger = /** @type {{ kind: string, amount: number, held: number }[]} */ (
    env.server.db.prepare('SELECT kind, amount, held FROM ledger WHERE booking_id = ? ORDER BY id').all(bookingId)
  );
  return { total: row.total_amount, extras: JSON.parse(row.meta).extras, ledger };
}

test('every extra as on step 2: icon, description, price and note; a stepper stops at its maximum and says so', async () => {
  const b = await booking({ paymentType: 'L', insuranceId: 1 });
  const { page, editor } = await openEditor(b.link);
  // The same extras, in the same order, with step 2's prices for this trip and its words.
  assert.deepEqual(
    await shown(editor),
    b.offer.optional_fees.map((extra) => ({
      name: extra.name,
      price: extra.label ? `${money(extra.totalfeeamount)} ${extra.label}` : money(extra.totalfeeamount),
      description: extra.description,
      icon: extra.icon,
      control: extra.formType === 0 ? 'checkbox' : 'stepper',
    })),
  );
  const seat = b.offer.optional_fees.find((extra) => extra.name === 'Baby Seat');
  assert.equal(seat.max_qty, 3, 'the demo seat: up to 3');
  const plus = editor.getByRole('button', { name: ownMessages.increaseQuantity(seat.name) });
  const quantity = editor.getByRole('status', { name: ownMessages.quantityOf(seat.name) });
  for (const next of ['1', '2', '3']) {
    await plus.click();
    await page.waitForFunction(
      ([label, value]) => document.querySelector(`output[aria-label="${label}"]`)?.textContent === value,
      [ownMessages.quantityOf(seat.name), next],
    );
  }
  // At the maximum: + says why (the hint beside the stepper) and does nothing, the focus kept on it.
  const hint = editor.getByText(ownMessages.maxQuantityReached(3), { exact: true });
  await hint.waitFor();
  assert.equal(await hint.innerText(), 'Up to 3 per booking');
  assert.equal(await plus.getAttribute('aria-disabled'), 'true');
  await plus.focus();
  await page.keyboard.press('Enter');
  assert.equal(await quantity.innerText(), '3');
  assert.equal(await plus.evaluate((button) => button === document.activeElement), true);
  assert.equal(
    await plus.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.id),
    await hint.getAttribute('id'),
  );
  assert.deepEqual(await axe(page), []);

  // The quote asks for the three seats; the server's new total is the old one and three seats.
  const asked = page.waitForRequest((request) => request.url().endsWith('/manage/quote'));
  const answered = page.waitForResponse((response) => response.url().endsWith('/manage/quote'));
  await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
  assert.deepEqual((await asked).postDataJSON().extras, [{ id: seat.id, qty: 3 }]);
  const quote = (await (await answered).json()).data;
  const more = Math.round(seat.totalfeeamount * 3 * 100) / 100;
  assert.equal(quote.old_total, b.amount);
  assert.equal(Math.round(quote.new_total * 100), Math.round((b.amount + more) * 100));
  const panel = page.locator('.chw-manage-quote');
  await panel.getByRole('button', { name: ownMessages.manageConfirmChange }).click();
  await page.getByText(ownMessages.manageChangeDone).waitFor();
  assert.ok((await page.locator('.chw-manage-details').innerText()).includes(`${seat.name} × 3`));

  // In the server: the booking's extras and total, and the ledger's preauthorisation raised by the
  // seats alone (pay later: nothing is charged now).
  const after = stored(b.booking_id);
  assert.deepEqual(after.extras, [{ id: seat.id, qty: 3 }]);
  assert.equal(Math.round(after.total * 100), Math.round(quote.new_total * 100));
  const increases = after.ledger.filter((row) => row.kind === 'preauth_increase');
  assert.deepEqual(
    increases.map((row) => Math.round(row.held * 100)),
    [Math.round(more * 100)],
  );
  assert.equal(
    after.ledger.reduce((sum, row) => sum + Math.round(row.held * 100), 0),
    Math.round(quote.new_total * 100),
    'the card is preauthorised for the new total',
  );
  assert.equal(
    after.ledger.reduce((sum, row) => sum + Math.round(row.amount * 100), 0),
    0,
    'nothing charged',
  );
  assert.deepEqual(page.errors, []);
});

test('a cover that includes extras: not offered, a line names them, the server refuses them, the refund is right', async () => {
  const gps = { id: 1, qty: 1 };
  const b = await booking({ paymentType: 'N', insuranceId: 3, extras: [gps] });
  const cover = b.offer.insurance_options.find((option) => option.id === 3);
  const covered = b.offer.optional_fees.filter((extra) => cover.exclude_extra_ids.includes(extra.id));
  assert.deepEqual(
    covered.map((extra) => extra.id),
    [5, 6],
    'the demo $0 cover includes two extras',
  );
  const { page, editor } = await openEditor(b.link, 390);
  // One line names what the cover includes; each of those is greyed with step 2's reason.
  assert.equal(
    await editor.locator('.chw-manage-extras__covered').innerText(),
    ownMessages.manageCoverIncludes(cover.name, names.format(covered.map((extra) => extra.name))),
  );
  assert.equal(
    await editor.locator('.chw-manage-extras__covered').innerText(),
    'Already included with your cover ($0 Damage Liability): Excess Reduction: Tyres & Windscreen and Roadside Assistance Plus.',
  );
  for (const extra of covered) {
    const box = editor.getByRole('checkbox', { name: extra.name });
    assert.equal(await box.isDisabled(), true, `${extra.name} cannot be added`);
    assert.equal(await box.isChecked(), false);
    assert.equal(
      await box.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent),
      ownMessages.excludedByLiability,
    );
  }
  assert.equal(await hasHorizontalScroll(page), false, 'no sideways scroll at 390 px');
  assert.deepEqual(await axe(page), []);

  // The server refuses a covered extra in a quote (never takes it and drops it from the price).
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'chw_manage');
  assert.ok(session, 'the session cookie');
  const refused = await fetch(env.url('/api/v1/manage/quote'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `chw_manage=${session.value}` },
    body: JSON.stringify({ extras: [gps, { id: covered[1].id, qty: 1 }] }),
  });
  assert.equal(refused.status, 400);
  assert.equal((await refused.json()).message, `${cover.name} already includes ${covered[1].name}.`);

  // GPS off: the request carries no covered extra, and the difference is GPS's price, refunded.
  const gpsOffer = b.offer.optional_fees.find((extra) => extra.id === gps.id);
  const box = editor.getByRole('checkbox', { name: gpsOffer.name });
  assert.equal(await box.isChecked(), true, 'the booking has GPS');
  await box.uncheck();
  const asked = page.waitForRequest((request) => request.url().endsWith('/manage/quote'));
  const answered = page.waitForResponse((response) => response.url().endsWith('/manage/quote'));
  await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
  assert.deepEqual((await asked).postDataJSON().extras, []);
  const quote = (await (await answered).json()).data;
  assert.equal(Math.round(quote.difference * 100), -Math.round(gpsOffer.totalfeeamount * 100));
  const panel = page.locator('.chw-manage-quote');
  await panel.getByText(ownMessages.manageDifferenceLess(money(gpsOffer.totalfeeamount))).waitFor();
  await panel.getByRole('button', { name: ownMessages.manageConfirmChange }).click();
  await page.getByText(ownMessages.manageChangeDone).waitFor();

  // In the server and the double: no extras, the total down by GPS, one refund of exactly that.
  const after = stored(b.booking_id);
  assert.deepEqual(after.extras, []);
  assert.equal(Math.round(after.total * 100), Math.round((b.amount - gpsOffer.totalfeeamount) * 100));
  assert.deepEqual(
    after.ledger.filter((row) => row.kind === 'refund').map((row) => Math.round(row.amount * 100)),
    [-Math.round(gpsOffer.totalfeeamount * 100)],
  );
  assert.equal(
    after.ledger.reduce((sum, row) => sum + Math.round(row.amount * 100), 0),
    Math.round(after.total * 100),
    'what is paid is the new total',
  );
  assert.deepEqual(
    (await refundsOf(env, b.booking_id)).map((refund) => refund.amount),
    [Math.round(gpsOffer.totalfeeamount * 100)],
  );
  assert.deepEqual(page.errors, []);
});
