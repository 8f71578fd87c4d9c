/**
 * Manage my booking's change flow and its dead ends (issue 44), in Chromium: a change's payment
 * voided in another tab, a waiting change that says what it is (and one card form only), a refused
 * CONFIRM CHANGE that takes the old quote away, the quote's before/after lines, the focus after
 * each button, a slow quote, a link a mail app spoilt, and "please call us" with the number. Money
 * is asserted in the Stripe double and the ledger, not only on screen.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, watchErrors } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { intentsOf } from './flows.mjs';
import { ymdPlus, withoutNetworkErrors } from './renter-helpers.mjs';
import { lastManageLink, manageJourneys, managedBooking, outboxOf, quoteNewReturn } from './manage-helpers.mjs';
import { fillCard } from './checkout-helpers.mjs';
import { deferred } from './deferred.mjs';

const m = manageJourneys({ first: 12 });
const { booking, open } = m;

/** The class of the focused element. @param {import('./harness.mjs').TestPage} page @param {string} name */
const focusIn = (page, name) =>
  page.waitForFunction((cls) => !!document.activeElement?.closest(`.${cls}`), name, { timeout: 5000 });

/** The return moved one day later, then CHECK THE NEW PRICE. @param {import('./harness.mjs').TestPage} page @param {number} start */
const oneMoreDay = (page, start) => quoteNewReturn(page, ymdPlus(start + 4));

/** The booking's change rows' statuses. @param {number} bookingId */
const changeRows = (bookingId) =>
  m.env.server.db.prepare('SELECT status FROM manage_changes WHERE booking_id = ?').pluck().all(bookingId);

test('a change voided in another tab: PAY says so, the focus on it, the booking as it is, nothing charged', async () => {
  const b = await booking();
  const first = await open(b.link);
  await oneMoreDay(first, m.lastStart());
  await first.locator('.chw-manage-quote').getByRole('button', { name: ownMessages.manageConfirmChange }).click();
  await first.getByLabel('Card number').waitFor();
  // The same browser, another tab: the waiting change is dropped there.
  const second = watchErrors(await first.context().newPage());
  await second.goto(m.env.url('/manage-booking'));
  await second.getByRole('button', { name: ownMessages.manageDropChange }).click();
  await second.getByText(ownMessages.manageChangeDropped).waitFor();
  // The first tab pays the change that is gone.
  await fillCard(first, '4242424242424242');
  await first.getByRole('button', { name: /^PAY \$/ }).click();
  const notice = first.locator('.chw-manage__notice');
  await notice.waitFor();
  assert.equal(await notice.innerText(), ownMessages.manageChangeStopped);
  await focusIn(first, 'chw-manage__notice');
  // The way on: the booking as it is, to change again.
  await first.getByRole('button', { name: ownMessages.manageChangeDates }).waitFor();
  assert.equal(await first.getByLabel('Card number').count(), 0);
  const { payment } = await intentsOf(m.env, b.booking_id);
  assert.deepEqual(payment.map((/** @type {any} */ i) => i.status).sort(), ['canceled', 'succeeded']);
  assert.deepEqual(changeRows(b.booking_id), ['abandoned']);
  assert.deepEqual(await axe(first), []);
  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
});

test('a waiting change says what it changes and costs on a later visit, with one card form only', async () => {
  const b = await booking();
  const page = await open(b.link);
  const quote = await oneMoreDay(page, m.lastStart());
  await page.locator('.chw-manage-quote').getByRole('button', { name: ownMessages.manageConfirmChange }).click();
  await page.getByLabel('Card number').waitFor();
  assert.equal(await page.locator('.chw-card').count(), 1, 'one card form after CONFIRM CHANGE');
  // A later visit: the booking opens on the waiting change, which says what it is for.
  await page.reload();
  await page.getByRole('heading', { name: ownMessages.managePayDifference }).waitFor();
  const pay = page.locator('.chw-manage-pay');
  const money = (/** @type {number} */ n) => `$${n.toFixed(2)}`;
  await pay.getByText(ownMessages.manageChangeWaiting(money(quote.difference), money(quote.new_total))).waitFor();
  const lines = await pay.locator('.chw-manage-changes').innerText();
  for (const words of [
    ownMessages.manageDays,
    ownMessages.manageBefore('3 days'),
    ownMessages.manageAfter('4 days'),
    ownMessages.manageDates,
  ])
    assert.ok(lines.includes(words), `"${words}" in ${lines}`);
  // Starting the change again is not offered while it waits: never a second card form.
  assert.equal(await page.getByRole('button', { name: ownMessages.manageChangeDates }).count(), 0);
  assert.equal(await page.locator('.chw-card').count(), 1);
  assert.deepEqual(await axe(page), []);
  const { payment } = await intentsOf(m.env, b.booking_id);
  assert.equal(payment.length, 2, 'one intent for the booking, one for the change');
  assert.deepEqual(page.errors, []);
});

test('a refused CONFIRM CHANGE takes the old quote away, says the new price, focus on it; the quote names what changes', async () => {
  const b = await booking({ paymentType: 'L' });
  const page = await open(b.link);
  await oneMoreDay(page, m.lastStart());
  const quote = page.locator('.chw-manage-quote');
  // The answer takes the focus, and names what changes before and after.
  await focusIn(page, 'chw-manage-quote');
  const lines = await quote.locator('.chw-manage-changes').innerText();
  assert.ok(lines.includes(ownMessages.manageBefore('3 days')) && lines.includes(ownMessages.manageAfter('4 days')));
  // The price moves before CONFIRM CHANGE.
  const rate = m.env.server.db.prepare('SELECT daily_rate FROM vehicles WHERE id = 3').pluck().get();
  m.env.server.db.prepare('UPDATE vehicles SET daily_rate = daily_rate + 10 WHERE id = 3').run();
  try {
    await quote.getByRole('button', { name: ownMessages.manageConfirmChange }).click();
    const alert = page.locator('.chw-manage-change [role="alert"]');
    await alert.waitFor();
    assert.match(await alert.innerText(), /^The new total is now \$[\d,.]+\. Please check it and confirm again\.$/);
    await page.waitForFunction(() => !!document.activeElement?.querySelector('[role="alert"]'));
    assert.equal(await page.locator('.chw-manage-quote').count(), 0, 'the old quote is gone');
    assert.equal(await page.getByRole('button', { name: ownMessages.manageConfirmChange }).count(), 0);
  } finally {
    m.env.server.db.prepare('UPDATE vehicles SET daily_rate = ? WHERE id = 3').run(rate);
  }
  assert.equal(
    m.env.server.db.prepare('SELECT total_amount FROM bookings WHERE id = ?').pluck().get(b.booking_id),
    b.amount,
    'the booking is as it was',
  );
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(withoutNetworkErrors(page.errors), []);
});

test('focus after each button, and a slow quote says it is checking (aria-busy)', async () => {
  const b = await booking({ paymentType: 'L' });
  const page = await open(b.link, 390);
  // Keep my booking as it is: back to the button that opened the panel.
  await page.getByRole('button', { name: ownMessages.manageChangeExtras }).click();
  await page.getByRole('button', { name: ownMessages.manageKeepBooking }).click();
  await page.waitForFunction((name) => document.activeElement?.textContent === name, ownMessages.manageChangeExtras);
  // A quote held: words on the button, the change busy.
  const gate = deferred();
  await page.route('**/api/v1/manage/quote', async (route) => {
    await gate.promise;
    await route.continue();
  });
  await page.getByRole('button', { name: ownMessages.manageChangeExtras }).click();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
  const checking = page.getByRole('button', { name: ownMessages.manageCheckingPrice });
  await checking.waitFor();
  assert.ok(await checking.isDisabled());
  assert.equal(await page.locator('.chw-manage-change').getAttribute('aria-busy'), 'true');
  gate.resolve();
  await focusIn(page, 'chw-manage-quote');
  assert.equal(await page.locator('.chw-manage-change').getAttribute('aria-busy'), null);
  assert.deepEqual(page.errors, []);
});

/**
 * A new link's token for a booking, as a renter asking for one gets it (find, then its email).
 * @param {{ reservation_no: string, email: string, booking_id: number }} b
 */
async function newLinkToken(b) {
  const before = await lastManageLink(m.env, b.booking_id);
  await fetch(m.env.url('/api/v1/manage/find'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reservation_no: b.reservation_no, email: b.email }),
  });
  let link = before;
  while (link === before) link = await lastManageLink(m.env, b.booking_id);
  return /** @type {string} */ (new URL(link).searchParams.get('chw_manage'));
}

test('a link ending in "." or ")", or with &amp;, opens the booking; one that is not valid offers the find form, which sends', async () => {
  const b = await booking();
  const page = await open(`${b.link}.`);
  assert.equal(new URL(page.url()).search, '');
  const other = await booking();
  await open(`${other.link})`);
  // As a mail app may write the link: `&amp;` for `&`.
  const link = new URL(other.link);
  await open(`${link.origin}${link.pathname}?from=mail&amp;chw_manage=${await newLinkToken(other)}`);
  // A token of no booking: the find form, under "not valid"; it mails the link when the booking matches.
  const lost = await m.env.page({ width: 1280 });
  await lost.goto(m.env.url('/manage-booking?chw_manage=nothing-of-ours'));
  await lost.getByRole('heading', { name: ownMessages.manageLinkInvalid }).waitFor();
  const before = (await outboxOf(m.env)).filter((mail) => mail.booking_id === b.booking_id).length;
  await lost.getByLabel(ownMessages.manageReservationNo).fill(b.reservation_no);
  await lost.getByLabel(ownMessages.manageEmail).fill(b.email);
  await lost.getByRole('button', { name: ownMessages.manageFindSubmit }).click();
  await lost.getByText(ownMessages.manageFindAnswer).waitFor();
  await focusIn(lost, 'chw-manage__answer');
  let mails = 0;
  while (mails <= before) mails = (await outboxOf(m.env)).filter((mail) => mail.booking_id === b.booking_id).length;
  assert.equal(mails, before + 1);
  assert.deepEqual(await axe(lost), []);
  assert.deepEqual(withoutNetworkErrors(lost.errors), []);
});

test('pay later sold inside the cut-off: no free cancellation said, and "please call us" shows the number', async () => {
  const b = await managedBooking(m.env, { start: 1, email: 'late.sale@example.com', paymentType: 'L' });
  const page = await open(b.link);
  const text = await page.locator('.chw-manage').innerText();
  assert.ok(text.includes(ownMessages.manageNoFreeCancellation), text);
  assert.ok(!text.includes('Free cancellation until'), text);
  assert.match(text, /please call us\./);
  const help = page.locator('.chw-manage__reason + .chw-help-line a[href^="tel:"]');
  assert.equal(await help.count(), 1, 'the number beside "please call us"');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});
