/**
 * Manage my booking, in the browser: every journey starts in a fresh context from the link in the
 * outbox's email, as the renter's own browser would. Money is asserted in the Stripe double.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startEnv, axe, dataLayerOf, hostEventsOf, watchErrors } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { bookAndPay, intentsOf } from './flows.mjs';
import { ymdPlus, withoutNetworkErrors } from './renter-helpers.mjs';
import { lastManageLink, managedBooking, outboxOf, refundsOf as refundsOfBooking } from './manage-helpers.mjs';
import { fillCard } from './checkout-helpers.mjs';

/** @type {import('./harness.mjs').Env} */
let env;
before(async () => {
  env = await startEnv();
});
after(async () => {
  await env?.close();
});

let slot = 0;
/**
 * A paid (N) or preauthorised (L) booking at Brisbane Airport, its own dates, and its emailed link.
 * @param {{ paymentType?: 'N' | 'L', extras?: { id: number, qty: number }[] }} [o]
 */
const booking = (o = {}) => managedBooking(env, { start: 10 + 4 * slot, email: `manage${slot++}@example.com`, ...o });
const outbox = () => outboxOf(env);
const lastLink = (/** @type {number} */ bookingId) => lastManageLink(env, bookingId);
const refundsOf = (/** @type {number} */ bookingId) => refundsOfBooking(env, bookingId);

/** Opens the emailed link in a fresh browser; resolves when the booking shows. @param {string} link */
async function open(link, width = 1280) {
  const page = await env.page({ width });
  await page.goto(link);
  await page.getByRole('heading', { name: ownMessages.manageHeading }).waitFor();
  return page;
}

/**
 * Runs `work` on the booking's page opened 47 hours before its pick up (past the 48-hour cut-off),
 * from a new link asked for then (the confirmation's has expired by then: 24 hours); the server's
 * clock goes back after. @param {{ reservation_no: string, email: string, booking_id: number }} b
 * @param {(page: Awaited<ReturnType<typeof open>>) => Promise<void>} work
 */
async function openLate(b, work) {
  const pickup = Date.parse(`${ymdPlus(10 + 4 * (slot - 1))}T10:00:00+10:00`);
  const start = env.server.clock.now();
  env.server.clock.set(pickup - 47 * 3_600_000);
  try {
    await fetch(env.url('/api/v1/manage/find'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reservation_no: b.reservation_no, email: b.email }),
    });
    await work(await open(await lastLink(b.booking_id)));
  } finally {
    env.server.clock.set(start);
  }
}

test('the link opens the booking: the token leaves the address, the view has the details and terms', async () => {
  const b = await booking({ extras: [{ id: 1, qty: 1 }] });
  assert.match(b.link, new RegExp(`^${env.url('/manage-booking')}\\?chw_manage=`));
  const page = await open(b.link);
  assert.equal(new URL(page.url()).search, '');
  const text = await page.locator('.chw-manage').innerText();
  for (const words of [
    b.reservation_no,
    ownMessages.manageStatusConfirmed,
    'Brisbane Airport',
    '11 The Circuit, Brisbane Airport QLD 4008',
    'Toyota Corolla',
    'GPS Navigation × 1',
    'Other Buyer',
    `m${'*'.repeat(b.email.split('@')[0].length - 1)}@example.com`,
    '+61 *** *** 678',
  ]) {
    assert.ok(text.includes(words), `shows "${words}"`);
  }
  assert.ok(!text.includes(b.email));
  // 48 hours before a 10:00 pickup in Brisbane: the same time two days before.
  const pickup = new Date(`${ymdPlus(10 + 4 * (slot - 1))}T00:00:00Z`);
  pickup.setUTCDate(pickup.getUTCDate() - 2);
  const when = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: '2-digit', month: 'short', timeZone: 'UTC' })
    .formatToParts(pickup)
    .reduce((acc, p) => ({ ...acc, [p.type]: p.value }), /** @type {Record<string, string>} */ ({}));
  assert.ok(
    text.includes(`Free cancellation until ${when.weekday}, ${when.day} ${when.month} - 10:00 AM (Brisbane time)`),
    text,
  );
  // The session is the server's HttpOnly cookie, on the manage API's path only: no page script sees it.
  const cookies = await page.context().cookies();
  assert.ok(!cookies.some((c) => c.name === 'chw_manage_token'));
  const session = cookies.find((c) => c.name === 'chw_manage');
  assert.ok(session, 'the session cookie');
  assert.deepEqual([session.httpOnly, session.sameSite, session.path], [true, 'Strict', '/api/v1/manage']);
  assert.ok(!(await page.evaluate(() => document.cookie)).includes('chw_manage'));
  assert.deepEqual(await axe(page), []);
  // Add to calendar: the server's .ics, downloaded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: ownMessages.manageCalendar }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `booking-${b.reservation_no}.ics`);
  assert.deepEqual(page.errors, []);
});

test('pay now cancel: the dialog says the refund; the double refunds the amount paid; events and GA4 refund', async () => {
  const b = await booking();
  const page = await open(b.link, 390);
  await page.getByRole('button', { name: ownMessages.manageCancel }).click();
  const dialog = page.getByRole('alertdialog', { name: ownMessages.manageCancelTitle });
  await dialog.waitFor();
  const amount = `$${b.amount.toFixed(2)}`;
  assert.ok((await dialog.innerText()).includes(`We will refund ${amount} to your card`));
  assert.deepEqual(await axe(page), []);
  await dialog.getByRole('button', { name: ownMessages.manageCancelConfirm }).click();
  await page.getByText(`Your booking has been cancelled and ${amount} is on its way back`).waitFor();
  await page.getByText(ownMessages.manageStatusCancelled, { exact: true }).waitFor();
  const refunds = await refundsOf(b.booking_id);
  assert.deepEqual(
    refunds.map((/** @type {any} */ r) => r.amount),
    [Math.round(b.amount * 100)],
  );
  const status = env.server.db.prepare('SELECT status FROM bookings WHERE id = ?').pluck().get(b.booking_id);
  assert.equal(status, 'X');
  const events = (await hostEventsOf(page)).filter((e) => e.name === 'chw:booking_cancelled');
  assert.deepEqual(events, [
    { name: 'chw:booking_cancelled', detail: { reference: b.reservation_no, refund: b.amount, currency: 'AUD' } },
  ]);
  const layer = await dataLayerOf(page);
  const refund = layer.filter((e) => e.event === 'refund');
  assert.deepEqual(refund, [
    { event: 'refund', ecommerce: { transaction_id: b.reservation_no, value: b.amount, currency: 'AUD' } },
  ]);
  assert.ok((await outbox()).some((e) => e.booking_id === b.booking_id && e.kind === 'cancellation'));
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('pay later cancel: the card is released and nothing is charged', async () => {
  const b = await booking({ paymentType: 'L' });
  const page = await open(b.link);
  await page.getByRole('button', { name: ownMessages.manageCancel }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(ownMessages.manageCancelRelease).waitFor();
  // The safe choice has the focus; the destructive one is in the danger colour (axe checks its contrast).
  const keep = dialog.getByRole('button', { name: ownMessages.manageCancelKeep });
  await page.waitForFunction(() => document.activeElement?.closest('[role="alertdialog"]'));
  assert.ok(await keep.evaluate((button) => button === document.activeElement), 'Keep my booking has the focus');
  const look = (/** @type {import('playwright-core').Locator} */ button) =>
    button.evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]);
  const danger = await look(dialog.getByRole('button', { name: ownMessages.manageCancelConfirm }));
  assert.deepEqual(danger, ['rgb(179, 38, 30)', 'rgb(255, 255, 255)'], 'the danger colour, white text');
  assert.notDeepEqual(await look(keep), danger);
  assert.deepEqual(await axe(page), []);
  await dialog.getByRole('button', { name: ownMessages.manageCancelConfirm }).click();
  await page.getByText(ownMessages.manageCancelDone).waitFor();
  const intents = await intentsOf(env, b.booking_id);
  assert.deepEqual(intents.payment, []);
  assert.deepEqual(
    intents.setup.map((/** @type {any} */ i) => i.status),
    ['canceled'],
  );
  assert.deepEqual(await refundsOf(b.booking_id), []);
  assert.ok(!(await dataLayerOf(page)).some((e) => e.event === 'refund'));
  assert.deepEqual(page.errors, []);
});

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
    env.server.db.prepare('SELECT total_amount, meta FROM bookings WHERE id = ?').get(b.booking_id)
  );
  assert.deepEqual(JSON.parse(row.meta).extras, [{ id: 1, qty: 1 }]);
  assert.ok(row.total_amount > b.amount);
  const changed = (await hostEventsOf(page)).filter((e) => e.name === 'chw:booking_changed');
  assert.equal(changed.length, 1);
  assert.equal(changed[0].detail.reference, b.reservation_no);
  assert.deepEqual(page.errors, []);
});

test('update details: flight, licence and state saved; the name is for the desk', async () => {
  const b = await booking({ paymentType: 'L' });
  const page = await open(b.link, 390);
  await page.getByRole('button', { name: ownMessages.manageUpdateDetails }).click();
  await page.getByText(ownMessages.manageNameNote).waitFor();
  const state = page.getByLabel(messages.licenseStateField);
  await page.waitForFunction(() => document.querySelectorAll('#chw-manage-license-state option').length > 1);
  assert.deepEqual(await axe(page), []);
  await page.getByLabel(messages.flightNoField).fill('QF 512');
  await page.getByLabel(messages.licenseNoField).fill('QLD998877');
  // A licence number without its state: the checkout's message, tied to the state, which takes the
  // focus; nothing typed is lost and nothing is sent.
  const sent = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/manage/details')) sent.push(request.url());
  });
  await page.getByRole('button', { name: ownMessages.manageSaveDetails }).click();
  const stateError = page.locator('#chw-manage-license-state-error');
  await stateError.waitFor();
  assert.equal(await stateError.innerText(), messages.licenseStateRequired);
  assert.equal(await state.getAttribute('aria-invalid'), 'true');
  assert.equal(await state.getAttribute('aria-describedby'), 'chw-manage-license-state-error');
  await page.waitForFunction(() => document.activeElement?.id === 'chw-manage-license-state');
  assert.equal(await page.getByLabel(messages.flightNoField).inputValue(), 'QF 512');
  assert.equal(await page.getByLabel(messages.licenseNoField).inputValue(), 'QLD998877');
  assert.deepEqual(sent, []);
  assert.deepEqual(await axe(page), []);
  // The flight field stops at the rule's length (src/rules.json FLIGHT_NUMBER_MAX_LENGTH).
  assert.equal(await page.getByLabel(messages.flightNoField).getAttribute('maxlength'), '50');
  await state.selectOption({ label: 'Queensland' });
  assert.equal(await stateError.count(), 0);
  const stateCode = await state.inputValue();
  assert.notEqual(stateCode, '');
  await page.getByRole('button', { name: ownMessages.manageSaveDetails }).click();
  await page.getByText(ownMessages.manageDetailsSaved).waitFor();
  assert.ok((await page.locator('.chw-manage-details').innerText()).includes('QF 512'));
  const meta = JSON.parse(
    /** @type {string} */ (env.server.db.prepare('SELECT meta FROM bookings WHERE id = ?').pluck().get(b.booking_id)),
  );
  assert.deepEqual(
    [meta.customer.flight_no, meta.customer.license_no, meta.customer.license_state],
    ['QF 512', 'QLD998877', stateCode],
  );
  assert.deepEqual(await axe(page), []);
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

test('date change up on pay now: the difference is charged once, also after a reload mid-payment', async () => {
  const b = await booking();
  const page = await open(b.link);
  await page.getByRole('button', { name: ownMessages.manageChangeDates }).click();
  // One more day: the return a day later (the calendar's next day).
  const returnField = page.getByRole('textbox', { name: ownMessages.manageReturnDate });
  await returnField.click();
  const current = new Date(`${ymdPlus(10 + 4 * (slot - 1) + 3)}T00:00:00Z`);
  current.setUTCDate(current.getUTCDate() + 1);
  const day = String(current.getUTCDate());
  await page
    .locator('.rdp-day_button, [role="gridcell"] button')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .first()
    .click();
  await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
  const quote = page.locator('.chw-manage-quote');
  await quote.getByRole('button', { name: ownMessages.manageConfirmChange }).waitFor();
  const difference = Number(/You pay \$([\d.,]+) more/.exec(await quote.innerText())?.[1].replace(',', ''));
  assert.ok(difference > 0);
  await quote.getByRole('button', { name: ownMessages.manageConfirmChange }).click();
  await page.getByLabel('Card number').waitFor();
  // Reload mid-payment: the same change's intent comes back, not a second one.
  await page.reload();
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4242424242424242');
  const pay = page.getByRole('button', { name: `PAY $${difference.toFixed(2)}` });
  await pay.dblclick();
  await page.getByText(ownMessages.manageChangeDone).waitFor();
  const { payment } = await intentsOf(env, b.booking_id);
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
  await page.getByRole('button', { name: ownMessages.manageChangeDates }).click();
  await page.getByRole('textbox', { name: ownMessages.manageReturnDate }).click();
  const shorter = new Date(`${ymdPlus(10 + 4 * (slot - 1) + 1)}T00:00:00Z`);
  await page
    .locator('.rdp-day_button, [role="gridcell"] button')
    .filter({ hasText: new RegExp(`^${shorter.getUTCDate()}$`) })
    .first()
    .click();
  await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
  const quote = page.locator('.chw-manage-quote');
  await quote.getByRole('button', { name: ownMessages.manageConfirmChange }).waitFor();
  const back = Number(/We refund \$([\d.,]+) to your card/.exec(await quote.innerText())?.[1].replace(',', ''));
  assert.ok(back > 0);
  await quote.getByRole('button', { name: ownMessages.manageConfirmChange }).click();
  await page.getByText(ownMessages.manageChangeDone).waitFor();
  assert.deepEqual(
    (await refundsOf(b.booking_id)).map((/** @type {any} */ r) => r.amount),
    [Math.round(back * 100)],
  );
  assert.deepEqual(page.errors, []);
});

test('a used link and an expired link say so and offer a new one', async () => {
  const b = await booking();
  const first = await open(b.link);
  await first.context().close();
  const page = await env.page();
  await page.goto(b.link);
  await page.getByRole('heading', { name: ownMessages.manageLinkUsed }).waitFor();
  assert.equal(new URL(page.url()).search, '');
  assert.deepEqual(await axe(page), []);
  const before = (await outbox()).length;
  await page.getByRole('button', { name: ownMessages.manageLinkNew }).click();
  await page.getByText(ownMessages.manageLinkSent).waitFor();
  const mails = await outbox();
  assert.equal(mails.length, before + 1);
  assert.equal(mails[0].to, b.email);
  // The new link, a day and a bit later: expired.
  const fresh = await lastLink(b.booking_id);
  env.server.clock.advance(24 * 3_600_000 + 60_000);
  try {
    const late = await env.page();
    await late.goto(fresh);
    await late.getByRole('heading', { name: ownMessages.manageLinkExpired }).waitFor();
    await late.getByRole('button', { name: ownMessages.manageLinkNew }).waitFor();
    // The 410 of the expired link is the answer the island reads, not an error.
    assert.deepEqual(withoutNetworkErrors(late.errors), []);
  } finally {
    env.server.clock.advance(-(24 * 3_600_000 + 60_000));
  }
  assert.deepEqual(withoutNetworkErrors(page.errors), []);
});

test('find my booking: a wrong email gets the same answer as a right one, and only the right one gets mail', async () => {
  const b = await booking();
  const answers = [];
  const before = (await outbox()).length;
  for (const email of ['someone.else@example.com', b.email]) {
    const page = await env.page({ width: 390 });
    await page.goto(env.url('/manage-booking'));
    await page.getByLabel(ownMessages.manageReservationNo).fill(b.reservation_no);
    await page.getByLabel(ownMessages.manageEmail).fill(email);
    if (!answers.length) assert.deepEqual(await axe(page), []);
    await page.getByRole('button', { name: ownMessages.manageFindSubmit }).click();
    const status = page.locator('.chw-manage__answer');
    await status.waitFor();
    answers.push(await status.innerText());
    // Without a session the page's first call (/booking) answers 401: that is how it knows to ask.
    assert.deepEqual(withoutNetworkErrors(page.errors), []);
  }
  assert.equal(answers[0], answers[1]);
  assert.ok(answers[0].includes(ownMessages.manageFindAnswer));
  const mails = (await outbox()).slice(0, (await outbox()).length - before);
  assert.deepEqual(
    mails.map((m) => m.to),
    [b.email],
  );
});

test('a second tab: the change started in one tab is paid in the other, and charged once', async () => {
  const b = await booking();
  const first = await open(b.link);
  await first.getByRole('button', { name: ownMessages.manageChangeDates }).click();
  await first.getByRole('textbox', { name: ownMessages.manageReturnDate }).click();
  const later = new Date(`${ymdPlus(10 + 4 * (slot - 1) + 4)}T00:00:00Z`);
  await first
    .locator('.rdp-day_button, [role="gridcell"] button')
    .filter({ hasText: new RegExp(`^${later.getUTCDate()}$`) })
    .first()
    .click();
  await first.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
  await first.locator('.chw-manage-quote').getByRole('button', { name: ownMessages.manageConfirmChange }).click();
  await first.getByLabel('Card number').waitFor();
  // The same browser, another tab: the manage session's cookie opens the booking with the change waiting.
  const second = watchErrors(await first.context().newPage());
  await second.goto(env.url('/manage-booking'));
  await second.getByRole('heading', { name: ownMessages.managePayDifference }).waitFor();
  await fillCard(second, '4242424242424242');
  await second.getByRole('button', { name: /^PAY \$/ }).click();
  await second.getByText(ownMessages.manageChangeDone).waitFor();
  // The first tab pays the same intent: the provider says it has succeeded; the change is applied once.
  await fillCard(first, '4242424242424242');
  await first.getByRole('button', { name: /^PAY \$/ }).click();
  await first.getByText(ownMessages.manageChangeDone).waitFor();
  const { payment } = await intentsOf(env, b.booking_id);
  assert.equal(payment.filter((/** @type {any} */ i) => i.status === 'succeeded').length, 2);
  const changes = env.server.db
    .prepare('SELECT status FROM manage_changes WHERE booking_id = ?')
    .pluck()
    .all(b.booking_id);
  assert.deepEqual(changes, ['done']);
  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
});

test('pay now cancel after the cut-off: the dialog states the fee; the double refunds the amount paid less it', async () => {
  const b = await booking();
  await openLate(b, async (page) => {
    await page.getByRole('button', { name: ownMessages.manageCancel }).click();
    const dialog = page.getByRole('alertdialog', { name: ownMessages.manageCancelTitle });
    const refund = Math.round((b.amount - 50) * 100) / 100;
    await dialog
      .getByText(
        `We will refund $${refund.toFixed(2)} to your card: the $${b.amount.toFixed(2)} you paid less the cancellation fee of $50.00.`,
        { exact: false },
      )
      .waitFor();
    await dialog.getByRole('button', { name: ownMessages.manageCancelConfirm }).click();
    await page.getByText(`Your booking has been cancelled and $${refund.toFixed(2)} is on its way back`).waitFor();
    assert.deepEqual(
      (await refundsOf(b.booking_id)).map((/** @type {any} */ r) => r.amount),
      [Math.round(refund * 100)],
    );
    assert.deepEqual(page.errors, []);
  });
});

test('new dates where the car is taken: the alternatives, one chosen, or the booking kept', async () => {
  // One Prado at Brisbane City: another renter has it on the days this renter moves to.
  const taken = { pickupId: 8, dropoffId: 8, vehicleId: 10 };
  await bookAndPay(env, { ...taken, pickupDate: ymdPlus(120), dropoffDate: ymdPlus(123), email: 'first@example.com' });
  const paid = await bookAndPay(env, {
    ...taken,
    pickupDate: ymdPlus(130),
    dropoffDate: ymdPlus(133),
    paymentType: 'L',
    email: 'second@example.com',
  });
  // 390 px: one month in the calendar, the one of the booking's dates (the new ones are in it too).
  const page = await open(await lastLink(paid.booking_id), 390);
  await page.getByRole('button', { name: ownMessages.manageChangeDates }).click();
  const pick = async (/** @type {string} */ field, /** @type {number} */ days) => {
    await page.getByRole('textbox', { name: field }).click();
    const day = new Date(`${ymdPlus(days)}T00:00:00Z`);
    await page
      .locator('.rdp-day_button, [role="gridcell"] button')
      .filter({ hasText: new RegExp(`^${day.getUTCDate()}$`) })
      .first()
      .click();
  };
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
    env.server.db.prepare('SELECT vehicle_id, pickup_dt FROM bookings WHERE id = ?').get(paid.booking_id)
  );
  assert.notEqual(row.vehicle_id, 10);
  assert.equal(row.pickup_dt, `${ymdPlus(121)} 10:00:00`);
  assert.deepEqual(page.errors, []);
});

test("find my booking takes the email's full reference in any case, spaces around it; junk is refused", async () => {
  const b = await booking();
  const reference = /** @type {string} */ (
    env.server.db.prepare('SELECT reservation_ref FROM bookings WHERE id = ?').pluck().get(b.booking_id)
  );
  assert.match(reference, /^CHW-\d+-[A-Z0-9]{4}$/);
  const page = await env.page({ width: 390 });
  await page.goto(env.url('/manage-booking'));
  const number = page.getByLabel(ownMessages.manageReservationNo);
  // The hint says which forms it takes, tied to the field.
  assert.equal(await number.getAttribute('aria-describedby'), 'chw-manage-number-hint');
  assert.equal(await page.locator('#chw-manage-number-hint').innerText(), ownMessages.manageReservationHint);
  await number.fill('my booking please');
  await page.getByLabel(ownMessages.manageEmail).fill(`  ${b.email.toUpperCase()} `);
  await page.getByRole('button', { name: ownMessages.manageFindSubmit }).click();
  await page.getByText(ownMessages.manageReservationInvalid).waitFor();
  assert.equal(await number.getAttribute('aria-invalid'), 'true');
  assert.equal(await number.getAttribute('aria-describedby'), 'chw-manage-number-error chw-manage-number-hint');
  assert.deepEqual(await axe(page), []);
  const before = (await outbox()).length;
  const sent = page.waitForRequest((request) => request.url().endsWith('/manage/find'));
  await number.fill(`  ${reference.toLowerCase()}  `);
  await page.getByRole('button', { name: ownMessages.manageFindSubmit }).click();
  await page.locator('.chw-manage__answer').waitFor();
  assert.equal(JSON.parse((await sent).postData() ?? '{}').reservation_no, reference);
  const mails = await outbox();
  assert.equal(mails.length, before + 1);
  assert.equal(mails[0].to, b.email);
  assert.deepEqual(withoutNetworkErrors(page.errors), []);
});

test('sign out of this booking: the session ends on the server; the find form, focused; a reload stays signed out', async () => {
  const b = await booking({ paymentType: 'L' });
  const page = await open(b.link, 390);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'chw_manage');
  assert.ok(cookie);
  const sessions = () =>
    env.server.db.prepare('SELECT COUNT(*) FROM manage_sessions WHERE booking_id = ?').pluck().get(b.booking_id);
  assert.equal(sessions(), 1);
  await page.getByRole('button', { name: ownMessages.manageSignOut }).click();
  const heading = page.getByRole('heading', { name: ownMessages.manageFindHeading });
  await heading.waitFor();
  await page.getByText(ownMessages.manageSignedOut).waitFor();
  await page.waitForFunction((name) => document.activeElement?.textContent === name, ownMessages.manageFindHeading);
  assert.equal(sessions(), 0);
  assert.ok(!(await page.context().cookies()).some((c) => c.name === 'chw_manage'));
  assert.deepEqual(await axe(page), []);
  // The old cookie, put back (a copy kept elsewhere), opens nothing: the server forgot it.
  const replay = await fetch(env.url('/api/v1/manage/booking'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `chw_manage=${cookie.value}` },
    body: '{}',
  });
  assert.equal(replay.status, 401);
  await page.reload();
  await heading.waitFor();
  assert.equal(await page.getByRole('heading', { name: ownMessages.manageHeading, exact: true }).count(), 0);
  assert.equal(await page.getByText(ownMessages.manageSessionEnded).count(), 0);
  assert.deepEqual(withoutNetworkErrors(page.errors), []);
});

/**
 * A dearer pay-now date change (one more day) made up to the card form on `page`: the quote's
 * terms note read above CONFIRM CHANGE, then the card form.
 * @param {import('./harness.mjs').TestPage} page @param {number} start the booking's start offset
 */
async function dearerChange(page, start) {
  await page.getByRole('button', { name: ownMessages.manageChangeDates }).click();
  await page.getByRole('textbox', { name: ownMessages.manageReturnDate }).click();
  const later = new Date(`${ymdPlus(start + 4)}T00:00:00Z`);
  await page
    .locator('.rdp-day_button, [role="gridcell"] button')
    .filter({ hasText: new RegExp(`^${later.getUTCDate()}$`) })
    .first()
    .click();
  const answered = page.waitForResponse((response) => response.url().endsWith('/manage/quote'));
  await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
  const note = /** @type {string} */ ((await (await answered).json()).data.terms_note ?? '');
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
  const start = 10 + 4 * slot;
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
  const { payment } = await intentsOf(env, b.booking_id);
  assert.deepEqual(
    payment.map((/** @type {any} */ i) => i.status).sort(),
    ['canceled', 'succeeded'],
    "the booking's payment stands, the change's intent is cancelled",
  );
  const changes = env.server.db
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
  const start = 10 + 4 * slot;
  const b = await booking();
  const first = await open(b.link);
  const second = watchErrors(await first.context().newPage());
  await second.goto(env.url('/manage-booking'));
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
    /** @type {string} */ (env.server.db.prepare('SELECT meta FROM bookings WHERE id = ?').pluck().get(b.booking_id)),
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
