/**
 * Manage my booking, in the browser: the view, cancelling, the details, the links, find and sign
 * out. Every journey starts in a fresh context from the link in the outbox's email, as the renter's
 * own browser would; money is asserted in the Stripe double. Changes: manage-booking-changes.test.mjs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, dataLayerOf, hostEventsOf } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { intentsOf } from './flows.mjs';
import { ymdPlus, withoutNetworkErrors } from './renter-helpers.mjs';
import { manageJourneys } from './manage-helpers.mjs';

const m = manageJourneys();
const { booking, open, openLate, outbox, lastLink, refundsOf } = m;

test('the link opens the booking: the token leaves the address, the view has the details and terms', async () => {
  const b = await booking({ extras: [{ id: 1, qty: 1 }] });
  assert.match(b.link, new RegExp(`^${m.env.url('/manage-booking')}\\?chw_manage=`));
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
  const pickup = new Date(`${ymdPlus(m.lastStart())}T00:00:00Z`);
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
  const status = m.env.server.db.prepare('SELECT status FROM bookings WHERE id = ?').pluck().get(b.booking_id);
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
  // The summary says the hold is gone, never "Preauthorised on your card: $0.00".
  await page.locator('.chw-manage-summary__paid').getByText(ownMessages.manageReleaseDone).waitFor();
  const intents = await intentsOf(m.env, b.booking_id);
  assert.deepEqual(intents.payment, []);
  assert.deepEqual(
    intents.setup.map((/** @type {any} */ i) => i.status),
    ['canceled'],
  );
  assert.deepEqual(await refundsOf(b.booking_id), []);
  assert.ok(!(await dataLayerOf(page)).some((e) => e.event === 'refund'));
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
    /** @type {string} */ (m.env.server.db.prepare('SELECT meta FROM bookings WHERE id = ?').pluck().get(b.booking_id)),
  );
  assert.deepEqual(
    [meta.customer.flight_no, meta.customer.license_no, meta.customer.license_state],
    ['QF 512', 'QLD998877', stateCode],
  );
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('a used link and an expired link say so and offer a new one', async () => {
  const b = await booking();
  const first = await open(b.link);
  await first.context().close();
  const page = await m.env.page();
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
  m.env.server.clock.advance(24 * 3_600_000 + 60_000);
  try {
    const late = await m.env.page();
    await late.goto(fresh);
    await late.getByRole('heading', { name: ownMessages.manageLinkExpired }).waitFor();
    await late.getByRole('button', { name: ownMessages.manageLinkNew }).waitFor();
    // The 410 of the expired link is the answer the island reads, not an error.
    assert.deepEqual(withoutNetworkErrors(late.errors), []);
  } finally {
    m.env.server.clock.advance(-(24 * 3_600_000 + 60_000));
  }
  assert.deepEqual(withoutNetworkErrors(page.errors), []);
});

test('find my booking: a wrong email gets the same answer as a right one, and only the right one gets mail', async () => {
  const b = await booking();
  const answers = [];
  const before = (await outbox()).length;
  for (const email of ['someone.else@example.com', b.email]) {
    const page = await m.env.page({ width: 390 });
    await page.goto(m.env.url('/manage-booking'));
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

test("find my booking takes the email's full reference in any case, spaces around it; junk is refused", async () => {
  const b = await booking();
  const reference = /** @type {string} */ (
    m.env.server.db.prepare('SELECT reservation_ref FROM bookings WHERE id = ?').pluck().get(b.booking_id)
  );
  assert.match(reference, /^CHW-\d+-[A-Z0-9]{4}$/);
  const page = await m.env.page({ width: 390 });
  await page.goto(m.env.url('/manage-booking'));
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
    m.env.server.db.prepare('SELECT COUNT(*) FROM manage_sessions WHERE booking_id = ?').pluck().get(b.booking_id);
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
  const replay = await fetch(m.env.url('/api/v1/manage/booking'), {
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
