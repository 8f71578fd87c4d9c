/**
 * Manage my booking's changes, in the browser: dates and extras re-quoted, the difference paid once
 * (also across a reload and a second tab) or refunded, taken cars and their alternatives, a waiting
 * change dropped or refused, the late terms. Money is asserted in the Stripe double.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, hostEventsOf, watchErrors } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { bookAndPay, intentsOf } from './flows.mjs';
import { ymdPlus, withoutNetworkErrors } from './renter-helpers.mjs';
import { manageJourneys, pickManageDay, quoteNewReturn } from './manage-helpers.mjs';
import { fillCard } from './checkout-helpers.mjs';

const m = manageJourneys();
const { booking, open, openLate, lastLink, refundsOf } = m;

test('extras change on pay later: re-quoted, then the total updated', async () => {
  const b = await booking({ paymentType: 'L' });
  const page = await open(b.link);
  await page.getByRole('button', { name: ownMessages.manageChangeExtras }).click();
  await page.getByLabel('GPS Navigation').check();
  await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
  const quote = page.locator('.chw-manage-quote');
  await quote.getByRole('button', { name: ownMessages.manageConfirmChange }).waitFor();
  assert.deepEqual(await axe(page), []);
  await quote.getByRole('button', { name: ownMessages.manageConfirmChange }).click();
  await page.getByText(ownMessages.manageChangeDone).waitFor();
  assert.ok((await page.locator('.chw-manage-details').innerText()).includes('GPS Navigation × 1'));
  const row = /** @type {any} */ (
    m.env.server.db.prepare('SELECT total_amount, meta FROM bookings WHERE id = ?').get(b.booking_id)
  );
  assert.deepEqual(JSON.parse(row.meta).extras, [{ id: 1, qty: 1 }]);
  assert.ok(row.total_amount > b.amount);
  const changed = (await hostEventsOf(page)).filter((e) => e.name === 'chw:booking_changed');
  assert.equal(changed.length, 1);
  assert.equal(changed[0].detail.reference, b.reservation_no);
  assert.deepEqual(page.errors, []);
});

test("the change-dates form: the search form's own controls, axe clean", async () => {
  const b = await booking({ paymentType: 'L' });
  const page = await open(b.link, 390);
  await page.getByRole('button', { name: ownMessages.manageChangeDates }).click();
  for (const name of [ownMessages.managePickupDate, ownMessages.manageReturnDate])
    await page.getByRole('textbox', { name }).waitFor();
  // The times are the booking's once each day's slots have come (the branch's hours, then its past slots).
  for (const name of [ownMessages.managePickupTime, ownMessages.manageReturnTime]) {
    const select = /** @type {import('playwright-core').ElementHandle<HTMLSelectElement>} */ (
      await page.getByRole('combobox', { name }).elementHandle()
    );
    await page.waitForFunction((element) => element.value === '10:00', select, { timeout: 10_000 });
  }
  await page.waitForFunction(() => !document.querySelector('[data-chw-island] [aria-busy="true"]'));
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

/**
 * Quotes a new return day and presses CONFIRM CHANGE; resolves the amount the quote's words name
 * (`said`'s first group: what is charged or refunded).
 * @param {import('playwright-core').Page} page @param {string} ymd @param {RegExp} said
 */
async function confirmNewReturn(page, ymd, said) {
  await quoteNewReturn(page, ymd);
  const quote = page.locator('.chw-manage-quote');
  const confirm = quote.getByRole('button', { name: ownMessages.manageConfirmChange });
  await confirm.waitFor();
  const words = await quote.innerText();
  const amount = Number(said.exec(words)?.[1].replace(',', ''));
  assert.ok(amount > 0, words);
  await confirm.click();
  return amount;
}

test('date change up on pay now: the difference is charged once, also after a reload mid-payment', async () => {
  const b = await booking();
  const page = await open(b.link);
  // One more day: the return a day later.
  const difference = await confirmNewReturn(page, ymdPlus(m.lastStart() + 4), /You pay \$([\d.,]+) more/);
  await page.getByLabel('Card number').waitFor();
  // Reload mid-payment: the same change's intent comes back, not a second one.
  await page.reload();
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4242424242424242');
  const pay = page.getByRole('button', { name: `PAY $${difference.toFixed(2)}` });
  await pay.dblclick();
  await page.getByText(ownMessages.manageChangeDone).waitFor();
  const { payment } = await intentsOf(m.env, b.booking_id);
  const succeeded = payment
    .filter((/** @type {any} */ i) => i.status === 'succeeded')
    .map((/** @type {any} */ i) => i.amount);
  assert.deepEqual(
    succeeded.sort((x, y) => x - y),
    [Math.round(difference * 100), Math.round(b.amount * 100)].sort((x, y) => x - y),
  );
  assert.equal(payment.length, 2, 'one intent for the booking, one for the change');
  assert.deepEqual(page.errors, []);
});

test('date change down on pay now: the difference is refunded', async () => {
  const b = await booking();
  const page = await open(b.link);
  const back = await confirmNewReturn(page, ymdPlus(m.lastStart() + 1), /We refund \$([\d.,]+) to your card/);
  await page.getByText(ownMessages.manageChangeDone).waitFor();
  assert.deepEqual(
    (await refundsOf(b.booking_id)).map((/** @type {any} */ r) => r.amount),
    [Math.round(back * 100)],
  );
  assert.deepEqual(page.errors, []);
});

test('a second tab: the change started in one tab is paid in the other, and charged once', async () => {
  const b = await booking();
  const first = await open(b.link);
  await quoteNewReturn(first, ymdPlus(m.lastStart() + 4));
  await first.locator('.chw-manage-quote').getByRole('button', { name: ownMessages.manageConfirmChange }).click();
  await first.getByLabel('Card number').waitFor();
  // The same browser, another tab: the manage session's cookie opens the booking with the change waiting.
  const second = watchErrors(await first.context().newPage());
  await second.goto(m.env.url('/manage-booking'));
  await second.getByRole('heading', { name: ownMessages.managePayDifference }).waitFor();
  await fillCard(second, '4242424242424242');
  await second.getByRole('button', { name: /^PAY \$/ }).click();
  await second.getByText(ownMessages.manageChangeDone).waitFor();
  // The first tab pays the same intent: the provider says it has succeeded; the change is applied once.
  await fillCard(first, '4242424242424242');
  await first.getByRole('button', { name: /^PAY \$/ }).click();
  await first.getByText(ownMessages.manageChangeDone).waitFor();
  const { payment } = await intentsOf(m.env, b.booking_id);
  assert.equal(payment.filter((/** @type {any} */ i) => i.status === 'succeeded').length, 2);
  const changes = m.env.server.db
    .prepare('SELECT status FROM manage_changes WHERE booking_id = ?')
    .pluck()
    .all(b.booking_id);
  assert.deepEqual(changes, ['done']);
  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
});

test('new dates where the car is taken: the alternatives, one chosen, or the booking kept', async () => {
  // One Prado at Brisbane City: another renter has it on the days this renter moves to.
  const taken = { pickupId: 8, dropoffId: 8, vehicleId: 10 };
  await bookAndPay(m.env, {
    ...taken,
    pickupDate: ymdPlus(120),
    dropoffDate: ymdPlus(123),
    email: 'first@example.com',
  });
  const paid = await bookAndPay(m.env, {
    ...taken,
    pickupDate: ymdPlus(130),
    dropoffDate: ymdPlus(133),
    paymentType: 'L',
    email: 'second@example.com',
  });
  // 390 px: one month in the calendar, the one of the booking's dates (the new ones are in it too).
  const page = await open(await lastLink(paid.booking_id), 390);
  await page.getByRole('button', { name: ownMessages.manageChangeDates }).click();
  const pick = (/** @type {string} */ field, /** @type {number} */ days) => pickManageDay(page, field, ymdPlus(days));
  await pick(ownMessages.managePickupDate, 121);
  await pick(ownMessages.manageReturnDate, 124);
  await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
  const quote = page.locator('.chw-manage-quote');
  await quote.getByText(ownMessages.manageUnavailable).waitFor();
  assert.deepEqual(await axe(page), []);
  const choices = quote.getByRole('button', { name: /^Choose / });
  assert.ok((await choices.count()) > 0);
  await choices.first().click();
  await quote.getByRole('button', { name: ownMessages.manageConfirmChange }).click();
  await page.getByText(ownMessages.manageChangeDone).waitFor();
  const row = /** @type {any} */ (
    m.env.server.db.prepare('SELECT vehicle_id, pickup_dt FROM bookings WHERE id = ?').get(paid.booking_id)
  );
  assert.notEqual(row.vehicle_id, 10);
  assert.equal(row.pickup_dt, `${ymdPlus(121)} 10:00:00`);
  assert.deepEqual(page.errors, []);
});

async function dearerChange(page, start) {
  const note = /** @type {string} */ ((await quoteNewReturn(page, ymdPlus(start + 4))).terms_note ?? '');
  const quote = page.locator('.chw-manage-quote');
  const confirm = quote.getByRole('button', { name: ownMessages.manageConfirmChange });
  await confirm.waitFor();
  // A later return, before the cut-off, does nothing to the terms: the server says nothing, and no line shows.
  assert.equal(note, '');
  assert.equal(await quote.locator('.chw-manage-quote__terms').count(), 0);
  await confirm.click();
  await page.getByLabel('Card number').waitFor();
}

test('drop this change: the waiting change goes, its intent is cancelled, the booking shows as it was', async () => {
  const start = m.nextStart();
  const b = await booking();
  const page = await open(b.link);
  const totalBefore = await page.locator('.chw-manage-details').innerText();
  await dearerChange(page, start);
  assert.deepEqual(await axe(page), []);
  await page.getByRole('button', { name: ownMessages.manageDropChange }).click();
  await page.getByText(ownMessages.manageChangeDropped).waitFor();
  // The focus moves once the booking has rendered (an effect): waited for, not read at once.
  await page.waitForFunction(() => document.activeElement?.id === 'chw-manage-heading');
  assert.equal(await page.getByLabel('Card number').count(), 0);
  assert.equal(await page.locator('.chw-manage-details').innerText(), totalBefore);
  const { payment } = await intentsOf(m.env, b.booking_id);
  assert.deepEqual(
    payment.map((/** @type {any} */ i) => i.status).sort(),
    ['canceled', 'succeeded'],
    "the booking's payment stands, the change's intent is cancelled",
  );
  const changes = m.env.server.db
    .prepare('SELECT status FROM manage_changes WHERE booking_id = ?')
    .pluck()
    .all(b.booking_id);
  assert.equal(changes.length, 1);
  assert.notEqual(changes[0], 'pending');
  // A reload: no change waits any more.
  await page.reload();
  await page.getByRole('heading', { name: ownMessages.manageHeading, exact: true }).waitFor();
  assert.equal(await page.getByRole('heading', { name: ownMessages.managePayDifference }).count(), 0);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test("409 change_pending: a tab that did not know of the waiting change says the server's words and shows it", async () => {
  const start = m.nextStart();
  const b = await booking();
  const first = await open(b.link);
  const second = watchErrors(await first.context().newPage());
  await second.goto(m.env.url('/manage-booking'));
  await second.getByRole('heading', { name: ownMessages.manageHeading, exact: true }).waitFor();
  await dearerChange(first, start);
  // The second tab still shows the booking without the change: its details are refused.
  await second.getByRole('button', { name: ownMessages.manageUpdateDetails }).click();
  await second.getByLabel(messages.flightNoField).fill('QF 7');
  await second.getByRole('button', { name: ownMessages.manageSaveDetails }).click();
  const notice = second.locator('.chw-manage__notice');
  await notice.waitFor();
  assert.match(await notice.innerText(), /^A change to this booking is waiting for its payment\./);
  await second.waitForFunction(() => document.activeElement?.classList.contains('chw-manage__notice'));
  // The way on: the waiting change, to pay or to drop.
  await second.getByRole('heading', { name: ownMessages.managePayDifference }).waitFor();
  await second.getByRole('button', { name: ownMessages.manageDropChange }).waitFor();
  assert.deepEqual(await axe(second), []);
  await second.getByRole('button', { name: ownMessages.manageDropChange }).click();
  await second.getByText(ownMessages.manageChangeDropped).waitFor();
  const meta = JSON.parse(
    /** @type {string} */ (m.env.server.db.prepare('SELECT meta FROM bookings WHERE id = ?').pluck().get(b.booking_id)),
  );
  assert.notEqual(meta.customer?.flight_no, 'QF 7', 'nothing was saved while the change waited');
  assert.deepEqual(withoutNetworkErrors(second.errors), []);
  assert.deepEqual(first.errors, []);
});

test('a change inside the cut-off: the quote says the late terms stay, before CONFIRM CHANGE', async () => {
  const b = await booking();
  await openLate(b, async (page) => {
    await page.getByRole('button', { name: ownMessages.manageChangeExtras }).click();
    await page.getByRole('checkbox').first().check();
    const answered = page.waitForResponse((response) => response.url().endsWith('/manage/quote'));
    await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
    const note = /** @type {string} */ ((await (await answered).json()).data.terms_note);
    assert.match(note, /^Free cancellation ended .+ cancelling after it keeps the \$50\.00 late cancellation fee\.$/);
    const quote = page.locator('.chw-manage-quote');
    await quote.getByRole('button', { name: ownMessages.manageConfirmChange }).waitFor();
    assert.equal(await quote.locator('.chw-manage-quote__terms').innerText(), note);
    const before = await quote.evaluate((box) => {
      const all = [...box.querySelectorAll('*')];
      return (
        all.findIndex((n) => n.classList.contains('chw-manage-quote__terms')) <
        all.findIndex((n) => n.tagName === 'BUTTON')
      );
    });
    assert.ok(before, 'the note is read before CONFIRM CHANGE');
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(page.errors, []);
  });
});
