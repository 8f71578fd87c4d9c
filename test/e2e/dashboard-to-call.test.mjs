/**
 * The call-centre dashboard's To call queue (book-by-phone requests) and a booking the renter
 * cancelled through Manage my booking.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { ymdPlus } from './renter-helpers.mjs';
import { searchRequest } from '../../demo/test/searchRequest.mjs';
import { bookAndPay } from './flows.mjs';
import { MANAGE_LINK, outboxOf } from '../kit/outbox.mjs';
import { cells, ids, useDashboard } from './dashboard-helpers.mjs';

const { env, api, openDashboard } = useDashboard();

/** A book-by-phone request made now through the booking API; its booking ID. */
async function phoneBooking(lastName) {
  const call = async (path, body) => {
    const response = await fetch(env.url(`/api/v1${path}`), {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    assert.equal(response.status, 200, path);
    return (await response.json()).data;
  };
  const pickup = (await call('/locations')).find((l) => l.LocationName === 'Brisbane Airport');
  const search = await call(
    '/search',
    searchRequest({
      pickup_location_id: pickup.ID,
      pickup_date: ymdPlus(9),
      dropoff_location_id: pickup.DropOffLocations[0].ID,
      dropoff_date: ymdPlus(12),
    }),
  );
  const car = search.availableVehicles.find((v) => v.status);
  const booked = await call('/phone-booking', {
    booking_token: search.booking_token,
    vehicle_id: car.id,
    first_name: 'Quinn',
    last_name: lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    mobile_number: '61412000111',
  });
  return booked.booking_id;
}

const toCallRow = (page, id) =>
  page.locator('.chw-dashboard__row', {
    has: page.getByRole('button', { name: ownMessages.showDetails(id), exact: true }),
  });

test('To call: a phone booking made now waits, overdue after 5 minutes by colour and text; a handled note takes it off', async () => {
  const id = await phoneBooking('Callback');
  env.server.clock.advance(6 * 60_000 + 5_000);
  const page = await openDashboard('?queue=to_call');
  assert.equal(await page.getByRole('button', { name: ownMessages.viewToCall }).getAttribute('aria-pressed'), 'true');
  const server = await api('/bookings?queue=to_call&page=1');
  assert.deepEqual(
    await ids(page),
    server.data.map((b) => b.ID),
    'oldest first, as the server lists them',
  );
  assert.equal((await ids(page)).at(-1), id, 'the newest request last');
  const row = toCallRow(page, id);
  const waiting = row.locator('td[data-column="waiting"]');
  assert.equal(await waiting.locator('.chw-dashboard__waiting').textContent(), ownMessages.waitingMinutes(6));
  const overdue = waiting.getByText(ownMessages.overdue, { exact: true });
  assert.equal(await overdue.isVisible(), true, 'overdue in words');
  const colour = await overdue.evaluate((el) => getComputedStyle(el).color);
  const plain = await waiting.locator('.chw-dashboard__waiting').evaluate((el) => getComputedStyle(el).color);
  assert.notEqual(colour, plain, 'and in colour');
  // An enquiry asks for a time of its own: never overdue by the 5-minute rule.
  for (const other of server.data.filter((b) => b.Type !== 'BOOKING')) {
    assert.equal(await toCallRow(page, other.ID).getByText(ownMessages.overdue).count(), 0);
  }
  assert.deepEqual(await axe(page), []);

  // An unanswered call keeps it on the list; a handled note takes it off.
  const notes = (await api('/cc-notes')).data;
  const setNote = async (description) => {
    await row
      .getByRole('button', { name: new RegExp(ownMessages.noteButtonFor(id)) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: ownMessages.noteDialogTitle(id) });
    await dialog
      .getByLabel(ownMessages.filterNote)
      .selectOption(String(notes.find((n) => n.Description === description).ID));
    await dialog.getByRole('button', { name: ownMessages.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.mouse.move(0, 0);
  };
  await setNote('Called - no answer');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await row.getByText('Called - no answer').waitFor();
  assert.equal(await row.count(), 1);
  await setNote('Customer will call back');
  await row.waitFor({ state: 'detached' });
  // Focus (back on the note button when the dialog closed) stays in the table when the row goes.
  await page.waitForFunction(() => Boolean(document.activeElement?.closest('.chw-dashboard__table-area')));
  assert.ok(!(await api('/bookings?queue=to_call&page=1')).data.some((b) => b.ID === id));
  assert.deepEqual(page.errors, []);
});

test('To call refreshes every 30 s: a new request appears and is announced while a dialog stays open', async () => {
  const page = await openDashboard('?queue=to_call');
  const first = (await ids(page))[0];
  assert.ok(first, 'a request waits');
  const before = await ids(page);
  const commentsButton = toCallRow(page, first).getByRole('button', {
    name: `${ownMessages.commentsButton} ${ownMessages.noteButtonFor(first)}`,
  });
  await commentsButton.click();
  const dialog = page.getByRole('dialog', { name: ownMessages.commentsDialogTitle(first) });
  await dialog.waitFor();

  const response = await fetch(env.url('/rental-api/v1/request-call'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Nina Newcall',
      phone: '0412000333',
      email: 'nina@example.com',
      call_time: '',
      type: 'REQ_CALL',
    }),
  });
  assert.equal(response.status, 200);
  const newId = (await response.json()).data.booking_id;

  // The next refresh (at most 30 s away) brings it, announced politely, the dialog still open.
  const status = page.locator('.chw-dashboard__body > p[role="status"]');
  await page.waitForFunction(
    (text) => document.querySelector('.chw-dashboard__body > p[role="status"]')?.textContent === text,
    ownMessages.newRequests(1),
    { timeout: 45_000 },
  );
  assert.equal(await status.textContent(), ownMessages.newRequests(1));
  assert.equal(await dialog.isVisible(), true, 'the dialog stays open');
  const after = await ids(page);
  assert.deepEqual(after.slice(0, before.length), before, 'the rows on screen kept their places');
  assert.equal(after.at(-1), newId, 'the new request joins at the end');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await commentsButton.evaluate((el) => el === document.activeElement), true, 'focus returns');
  assert.deepEqual(page.errors, []);
});

test('a renter-cancelled booking: status X in the filter, the renter changes as comments, Resend manage link', async () => {
  const paid = await bookAndPay(env, {
    pickupId: 1,
    dropoffId: 1,
    pickupDate: ymdPlus(60),
    dropoffDate: ymdPlus(62),
    paymentType: 'L',
    email: 'cancelled.renter@example.com',
  });
  const mails = () => outboxOf(env);
  const link = MANAGE_LINK.exec((await mails())[0].text)?.[1];
  // The manage session is the HttpOnly cookie /session sets: sent back as a browser would.
  const opened = await fetch(env.url('/api/v1/manage/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ link_token: link }),
  });
  const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0];
  const cancelled = await fetch(env.url('/api/v1/manage/cancel'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  assert.equal((await cancelled.json()).data.booking.status, 'X');
  const page = await openDashboard('?status=X');
  assert.equal(await page.getByLabel(ownMessages.filterStatus, { exact: true }).inputValue(), 'X');
  assert.deepEqual(await ids(page), [paid.booking_id]);
  assert.deepEqual(await cells(page, 'Status'), [`${ownMessages.bookingStatusRenterCancelled} (X)`]);
  await page.getByRole('button', { name: ownMessages.showDetails(paid.booking_id), exact: true }).click();
  const detail = page.getByRole('region', { name: ownMessages.bookingDetailsOf(paid.booking_id) });
  const before = (await mails()).length;
  await detail.getByRole('button', { name: ownMessages.resendManageLink }).click();
  await detail.getByText(/A new link was emailed to c\*+@example\.com\./).waitFor();
  const after = await mails();
  assert.equal(after.length, before + 1);
  assert.equal(after[0].to, 'cancelled.renter@example.com');
  assert.deepEqual(await axe(page), []);
  const comments = (await api(`/comments?booking_id=${paid.booking_id}`)).data.map((c) => c.Comment);
  assert.deepEqual(comments, [
    'Renter cancelled online: card preauthorisation released, nothing charged',
    'Manage link emailed to the renter by staff',
  ]);
  assert.deepEqual(page.errors, []);
});
