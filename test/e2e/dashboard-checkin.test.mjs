/**
 * Online check-in at the desk (issue 46, "The desk"): renters check in through the API, the
 * bookings table shows each one's check-in ("Ready", "In progress") under its status and filters by
 * it; the booking's detail opens its check-in (licences in full, the photos fetched with the staff
 * bearer and shown as data: URLs, the signed agreement, who viewed what); "Ask again" with a
 * required reason in a dialog that keeps and gives back the focus emails the renter, whose
 * check-in then asks for a new photo; every view is in the audit list. axe finds nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { manageTokenOf, outboxOf } from '../kit/outbox.mjs';
import { managedBooking } from './manage-helpers.mjs';
import { mailedLink, pngPhoto } from './checkin-helpers.mjs';
import { cells, ids, settled, useDashboard } from './dashboard-helpers.mjs';

const { env, api, openDashboard } = useDashboard();
const SHOTS = process.env.CHW_DESK_SHOTS;

/** Saves a screenshot when CHW_DESK_SHOTS names a folder (to look at, not compared). */
const shot = async (page, name) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, caret: 'hide' });
};

/** The licence the renters' main driver checks in with (the booking's driver is Other Buyer, born 1 January 1980). */
const LICENCE = {
  birth_date: '1980-01-01',
  license_no: 'QLD7788991',
  license_state: 'QLD',
  license_expiry: '2031-06-30',
};

/**
 * A paid booking picked up two days from now (its check-in open) and the renter's check-in calls,
 * made with the manage session its emailed link opens.
 * @param {string} email
 */
async function renter(email) {
  const booking = await managedBooking(env, { start: 2, email });
  const session = await fetch(env.url('/api/v1/manage/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ link_token: manageTokenOf(booking.link) }),
  });
  assert.equal(session.status, 200);
  const cookie = `chw_manage=${/chw_manage=([^;]+)/.exec(session.headers.get('set-cookie') ?? '')?.[1]}`;
  /**
   * A check-in call (JSON, or a photo's bytes); its answer's data (the renter's state).
   * @param {string} path @param {object | Buffer} [body]
   */
  const call = async (path, body = {}) => {
    const photo = Buffer.isBuffer(body);
    const response = await fetch(env.url(`/api/v1/manage/checkin${path}`), {
      method: 'POST',
      headers: { 'content-type': photo ? 'image/png' : 'application/json', cookie },
      body: photo ? new Uint8Array(body) : JSON.stringify(body),
    });
    assert.equal(response.status, 200, `${path}: ${response.status}`);
    return (await response.json()).data;
  };
  return {
    booking,
    /** The main driver's licence only: in progress. */
    driver: () => call('/driver', LICENCE),
    /** Every step: the licence, both photos, the arrival and the agreement. */
    async checkIn() {
      const state = await call('/driver', LICENCE);
      const mainId = state.drivers[0].id;
      for (const side of ['front', 'back']) await call(`/photo?driver_id=${mainId}&side=${side}`, pngPhoto(600, 380));
      await call('/arrival', { flight_no: 'QF520', arrival_time: state.opening_hours.open, note: 'Two child seats' });
      const { agreement } = await call('');
      return call('/agreement', { name: 'Other Buyer', version: agreement.version });
    },
  };
}

/** The table's row of a booking. */
const rowOf = (page, id) =>
  page.locator('.chw-dashboard__row', {
    has: page.getByRole('button', { name: ownMessages.showDetails(id), exact: true }),
  });

test('the desk sees, filters and reviews a check-in; "Ask again" reaches the renter; every view is audited', async () => {
  const ready = await renter('ready.renter@example.com');
  const done = await ready.checkIn();
  assert.equal(done.state, 'done');
  const started = await renter('started.renter@example.com');
  await started.driver();
  const readyId = ready.booking.booking_id;
  const startedId = started.booking.booking_id;

  // The table: each one's check-in under its status (the newest bookings first).
  const page = await openDashboard();
  const shown = new Map((await ids(page)).map((id, i) => [id, i]));
  const statuses = await cells(page, 'CheckinStatus');
  assert.equal(statuses[shown.get(readyId)], ownMessages.deskCheckinStatusLabels.ready);
  assert.equal(statuses[shown.get(startedId)], ownMessages.deskCheckinStatusLabels.in_progress);
  assert.match(
    await rowOf(page, readyId).locator('td[data-column="status"]').innerText(),
    new RegExp(`${ownMessages.deskCheckinStatusLabels.ready}$`),
  );

  // The filter panel: "Ready", then "In progress"; each the server's rows, in the URL.
  const filter = page.getByLabel(ownMessages.bookingFieldLabels.CheckinStatus, { exact: true });
  for (const [value, id] of [
    ['ready', readyId],
    ['in_progress', startedId],
  ]) {
    await filter.selectOption(value);
    await page.waitForURL((url) => url.searchParams.get('checkin') === value);
    await settled(page);
    const server = await api(`/bookings?checkin=${value}&page=1`);
    assert.deepEqual(
      await ids(page),
      server.data.map((row) => row.ID),
    );
    assert.ok((await ids(page)).includes(id));
    assert.deepEqual(
      new Set(await cells(page, 'CheckinStatus')),
      new Set([ownMessages.deskCheckinStatusLabels[value]]),
    );
  }
  await filter.selectOption('ready');
  await page.waitForURL((url) => url.searchParams.get('checkin') === 'ready');
  await settled(page);

  // The booking's detail opens its check-in: the focus goes to its heading.
  await page.getByRole('button', { name: ownMessages.showDetails(readyId), exact: true }).click();
  const open = page.getByRole('button', { name: ownMessages.deskCheckinOpen });
  assert.equal(await open.getAttribute('aria-expanded'), 'false');
  await open.click();
  const view = page.getByRole('region', { name: ownMessages.deskCheckinHeading(readyId) });
  await view.waitFor();
  await page.waitForFunction(
    (name) => document.activeElement?.tagName === 'H3' && document.activeElement.textContent === name,
    ownMessages.deskCheckinHeading(readyId),
  );
  assert.equal(
    await page.getByRole('button', { name: ownMessages.deskCheckinHide }).getAttribute('aria-expanded'),
    'true',
  );
  assert.match(
    await view.innerText(),
    new RegExp(ownMessages.deskCheckinStatusLine(ownMessages.deskCheckinStatusLabels.ready)),
  );
  assert.ok((await view.innerText()).includes(LICENCE.license_no), 'the licence number in full');

  // Both photos, fetched with the bearer, shown as data: URLs (the CSP has no blob:).
  const name = 'Other Buyer';
  const front = view.getByRole('img', { name: ownMessages.deskCheckinPhotoOf(ownMessages.deskCheckinFront, name) });
  const back = view.getByRole('img', { name: ownMessages.deskCheckinPhotoOf(ownMessages.deskCheckinBack, name) });
  for (const img of [front, back]) {
    await img.waitFor();
    await page.waitForFunction(
      (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth === 600,
      await img.elementHandle(),
    );
    assert.match(await img.getAttribute('src'), /^data:image\/png;base64,/);
  }

  // The signed agreement's record, and the audit list with this desk's views (read again once the photos came).
  assert.match(await view.innerText(), /Signed by “Other Buyer” on .+ from .+\. Text version [0-9a-f]{16}\./);
  const audit = view.locator('.chw-dashboard__audit li');
  await page.waitForFunction(
    (el) => el.querySelectorAll('li').length === 3,
    await view.locator('.chw-dashboard__audit').elementHandle(),
  );
  const lines = await audit.allInnerTexts();
  // When, on the branch's clock (Brisbane: TEST_NOW is 7:00 am there), as the table writes times.
  assert.ok(
    lines.every((line) => /^01\/12\/2026 07:\d\d · /.test(line)),
    lines.join('\n'),
  );
  const views = lines.map((line) => line.split(' · ').slice(1));
  assert.deepEqual(
    views.map(([, what]) => what),
    [
      'Viewed the check-in and licence details',
      "Viewed the front of Other Buyer's licence",
      "Viewed the back of Other Buyer's licence",
    ],
  );
  assert.ok(
    views.every(([who]) => /\(staff@demo\.test\)$/.test(who)),
    views.join('\n'),
  );
  assert.deepEqual(await axe(page), []);
  await shot(page, 'desk-checkin-1280');

  // Ask again for the back: a dialog with a required reason, its error tied to the field; the focus stays inside.
  const what = ownMessages.deskCheckinActionFor(ownMessages.deskCheckinBack, name);
  const askAgain = view.getByRole('button', { name: `${ownMessages.deskCheckinAskAgain} ${what}` });
  await askAgain.click();
  const dialog = page.getByRole('dialog', { name: ownMessages.deskCheckinAskDialogTitle(what) });
  await dialog.waitFor();
  const reason = dialog.getByLabel(ownMessages.deskCheckinAskReason);
  await page.waitForFunction(() => document.activeElement?.id === 'chw-dashboard-ask-reason');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    assert.equal(await dialog.evaluate((node) => node.contains(document.activeElement)), true, `Tab ${i + 1}`);
  }
  await dialog.getByRole('button', { name: ownMessages.deskCheckinAskSend }).click();
  const error = dialog.getByRole('alert').filter({ hasText: ownMessages.deskCheckinAskReasonRequired });
  await error.waitFor();
  assert.equal(await reason.getAttribute('aria-invalid'), 'true');
  assert.equal(await reason.getAttribute('aria-describedby'), await error.getAttribute('id'));
  assert.equal(await reason.evaluate((el) => el === document.activeElement), true, 'the focus on the field');
  assert.deepEqual(await axe(page), []);
  await shot(page, 'desk-ask-again-1280');
  await reason.fill('The back is blurred.');
  await dialog.getByRole('button', { name: ownMessages.deskCheckinAskSend }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction((el) => el === document.activeElement, await askAgain.elementHandle());
  await view.getByText(ownMessages.deskCheckinAskedBecause('The back is blurred.')).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: ownMessages.deskCheckinAskedAgain(what) })
    .waitFor();
  assert.match(
    await view.innerText(),
    new RegExp(ownMessages.deskCheckinStatusLine(ownMessages.deskCheckinStatusLabels.needs_attention)),
  );
  assert.deepEqual(await cells(page, 'CheckinStatus'), [ownMessages.deskCheckinStatusLabels.needs_attention]);

  // The renter's email, whose link opens their check-in asking for a new photo.
  const mail = (await outboxOf(env)).find((m) => m.booking_id === readyId && m.kind === 'checkin_ask_again');
  assert.ok(mail, 'the renter is emailed');
  assert.equal(mail.to, 'ready.renter@example.com');
  assert.match(mail.text, /The back is blurred\./);
  const { link } = await mailedLink(env, readyId, 'checkin_ask_again');
  const renterPage = await env.page({ width: 390, height: 844 });
  await renterPage.goto(/** @type {string} */ (link));
  await renterPage.locator('[data-chw-checkin-state="needs_photo"]').waitFor();
  await renterPage.getByText(ownMessages.checkinPhotoAskAgain('The back is blurred.')).waitFor();
  await shot(page, 'desk-asked-1280');

  // The desk's list and the licence: nothing of it in the browser's storage.
  assert.equal((await api(`/bookings?checkin=needs_attention&page=1`)).data[0].ID, readyId);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  assert.ok(!stored.includes(LICENCE.license_no) && !stored.includes('data:image'));
  assert.deepEqual([...page.errors, ...renterPage.errors], []);
});
