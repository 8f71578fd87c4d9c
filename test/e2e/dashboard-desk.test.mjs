/**
 * The call-centre dashboard at the desk: loading without layout jumps, a 401 mid-session, Sign Out,
 * the fit at 1280 and 1024 px, finding a booking, the keyboard.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { axe, islandsMounted } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { deferred } from './deferred.mjs';
import { routes } from '../routes.mjs';
import {
  authToken,
  ids,
  label,
  parseCsv,
  rangeText,
  search,
  settled,
  tableFit,
  useDashboard,
} from './dashboard-helpers.mjs';

const { env, staff, api, newToken, openDashboard } = useDashboard();

test('loading keeps the table height and marks it busy; a 401 mid-session ends it; Sign Out', async () => {
  const page = await openDashboard();
  const area = page.locator('.chw-dashboard__table-area');
  const before = (await area.boundingBox()).height;
  const gate = deferred();
  await page.route('**/api/v1/bookings*', async (route) => {
    await gate.promise;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: ownMessages.pagination })
    .getByRole('button', { name: ownMessages.nextPage })
    .click();
  await page.locator('.chw-dashboard__table-area[aria-busy="true"]').waitFor();
  await page.getByRole('status').filter({ hasText: ownMessages.loadingBookings }).waitFor();
  assert.equal((await area.boundingBox()).height, before, 'same height while loading');
  assert.equal(await page.locator('.chw-dashboard__row').count(), 20, 'the old rows stay while the next page loads');
  gate.resolve();
  await settled(page);
  await page.unroute('**/api/v1/bookings*');

  // The token stops working: the next call ends the session.
  await page.route('**/api/v1/bookings*', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"expired"}' }),
  );
  await page.getByLabel(ownMessages.filterStatus).selectOption('Q');
  await page.waitForURL((url) => url.pathname === routes.signIn);
  assert.equal(await authToken(page), undefined);

  const own = await newToken();
  const signedIn = await openDashboard('', { as: own });
  await signedIn.getByRole('button', { name: messages.signOut }).click();
  await signedIn.waitForURL((url) => url.pathname === routes.signIn);
  assert.equal(await authToken(signedIn), undefined);
  await signedIn.getByRole('heading', { name: messages.signInHeading }).waitFor();
  assert.deepEqual(signedIn.errors, []);
});

test('Sign Out revokes the token on the server before the cookie goes; a failed call still signs out', async () => {
  const own = await newToken();
  const agents = (bearer) => fetch(env.url('/api/v1/users/agents'), { headers: { authorization: `Bearer ${bearer}` } });
  assert.equal((await agents(own)).status, 200);
  const page = await openDashboard('', { as: own });
  const calls = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/logout'))
      calls.push({ method: request.method(), auth: request.headers().authorization });
  });
  await page.getByRole('button', { name: messages.signOut }).click();
  await page.waitForURL((url) => url.pathname === routes.signIn);
  assert.deepEqual(calls, [{ method: 'POST', auth: `Bearer ${own}` }]);
  assert.equal(await authToken(page), undefined);
  assert.equal((await agents(own)).status, 401, 'the stolen-cookie token no longer works');
  assert.equal((await agents(staff.token)).status, 200, 'other sessions carry on');
  assert.deepEqual(page.errors, []);

  // The logout call fails (offline, server down): the browser is signed out all the same.
  const other = await newToken();
  const offline = await openDashboard('', { as: other });
  await offline.route('**/api/v1/logout', (route) => route.abort('internetdisconnected'));
  await offline.getByRole('button', { name: messages.signOut }).click();
  await offline.waitForURL((url) => url.pathname === routes.signIn);
  assert.equal(await authToken(offline), undefined);
  assert.deepEqual(
    offline.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)),
    [],
  );
});

/** Every field the table sorts by, with its button's name. */
const SORT_BUTTONS = [
  'ID',
  'ReservationNo',
  'TransactionDateTime',
  'FirstName',
  'LastName',
  'Email',
  'VehicleTypeCode',
  'PickupLocationName',
  'PickupDateTime',
  'DropoffDateTime',
  'Status',
  'TotalAmount',
];

test('fits the desk: every sort at 1280 and 1024 px, the header row stays in view, the return line goes to the detail row at 1024', async () => {
  for (const width of [1280, 1024]) {
    const page = await openDashboard('', { width });
    const table = page.locator('.chw-dashboard__table');
    for (const field of SORT_BUTTONS) {
      const button = table.getByRole('button', { name: label[field], exact: true });
      assert.equal(await button.isVisible(), true, `${field} sorts at ${width}`);
    }
    // The header row sticks to the top of the window as the page scrolls.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 600);
    const headerTop = await table
      .locator('thead th')
      .first()
      .evaluate((th) => th.getBoundingClientRect().top);
    assert.ok(Math.abs(headerTop) <= 1, `header at the top at ${width} (${headerTop})`);

    const booking = (await api('/bookings?type=BOOKING&status=C&page=1')).data[0];
    const row = page.locator('.chw-dashboard__row', {
      has: page.getByRole('button', { name: ownMessages.showDetails(booking.ID), exact: true }),
    });
    const returnLine = row.locator('[data-field="DropoffDateTime"]');
    assert.equal(await returnLine.isVisible(), width === 1280, `the return line in the row at ${width}`);
    await page.getByRole('button', { name: ownMessages.showDetails(booking.ID), exact: true }).click();
    const detail = page.getByRole('region', { name: ownMessages.bookingDetailsOf(booking.ID) });
    const returnValue = detail
      .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label.DropoffDateTime}$`) }) })
      .locator('dd');
    assert.equal(await returnValue.isVisible(), true);
    assert.match(await returnValue.textContent(), /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // A field whose line is in the detail row still sorts from the header.
    await table.getByRole('button', { name: label.DropoffDateTime, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('order_by') === 'DropoffDateTime');
    await settled(page);
    assert.deepEqual(
      await ids(page),
      (await api('/bookings?order_by=DropoffDateTime&order_direction=desc&page=1')).data.map((b) => b.ID),
    );
    assert.deepEqual(await tableFit(page).then((fit) => [fit.scroll, fit.clipped]), [0, []]);
    assert.deepEqual(page.errors, []);
  }
});

test('find a booking: by reservation number, last name and phone digits on page 1, with the filters (in the URL; the search not); / focuses the box; CSV honours it', async () => {
  const target = (await api('/bookings?type=BOOKING&status=C&page=3')).data.find((b) => b.Phone && b.LastName);
  assert.ok(target, 'a confirmed booking with a phone and a last name, beyond page 1');
  const page = await openDashboard();
  const box = page.getByRole('searchbox', { name: ownMessages.searchLabel });
  assert.equal(await box.getAttribute('placeholder'), ownMessages.searchPlaceholder);

  // `/` from anywhere outside a field jumps to the box.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  assert.equal(await box.evaluate((el) => el === document.activeElement), true);
  assert.equal(await box.inputValue(), '', 'the slash is not typed');

  /** The list's answer for a search text (the text itself never goes into the address). */
  const answerFor = (text) =>
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/v1/bookings' && (url.searchParams.get('q') ?? '') === text;
    });
  const searchFor = async (text) => {
    const answer = answerFor(text.trim());
    await box.fill(text);
    await answer;
    await settled(page);
    assert.equal(search(page).has('q'), false, 'the search text stays out of the address');
    const server = await api(`/bookings?q=${encodeURIComponent(text.trim())}&page=1`);
    assert.deepEqual(
      await ids(page),
      server.data.map((b) => b.ID),
      text,
    );
    assert.match(await rangeText(page), new RegExp(`of ${server.RowCount}$`));
    assert.ok((await ids(page)).includes(target.ID), `${text} finds booking ${target.ID} on page 1`);
  };
  await searchFor(target.ReservationNo);
  assert.equal((await ids(page)).length, 1);
  await searchFor(target.LastName);
  assert.deepEqual(await axe(page), [], 'axe clean with a search shown');
  // Read out as a caller would: the local form with spaces.
  const local = `0${target.Phone.slice(2, 5)} ${target.Phone.slice(5, 8)} ${target.Phone.slice(8)}`;
  await searchFor(local);

  // With a filter: both apply, page 1; the filter stays in the URL, the search in the history
  // entry (not the address), and both survive a reload.
  await page.getByLabel(ownMessages.filterStatus).selectOption('C');
  await page.waitForURL((url) => url.searchParams.get('status') === 'C' && !url.searchParams.has('q'));
  await settled(page);
  const both = await api(`/bookings?q=${encodeURIComponent(local)}&status=C&page=1`);
  assert.deepEqual(
    await ids(page),
    both.data.map((b) => b.ID),
  );
  await page.reload();
  await islandsMounted(page);
  await settled(page);
  assert.equal(await box.inputValue(), local);
  assert.deepEqual(
    await ids(page),
    both.data.map((b) => b.ID),
  );

  // The export lists the same bookings.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: messages.exportCsv }).click(),
  ]);
  const [header, ...rows] = parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''));
  const exported = rows.map((row) => Number(row[header.indexOf('ID')]));
  assert.ok(exported.includes(target.ID));
  assert.equal(exported.length, both.RowCount);

  // Nothing found: the empty state; clearing the box lists every booking again.
  const none = answerFor('zzzz-no-such-booking');
  await box.fill('zzzz-no-such-booking');
  await none;
  await settled(page);
  await page.getByText(messages.noRecordsYet).waitFor();
  const all = answerFor('');
  await box.fill('');
  await all;
  await settled(page);
  assert.equal(await page.locator('.chw-dashboard__row').count(), 20);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('keyboard: Tab goes filters → search → table; Enter and Space on a row toggle open and close its detail', async () => {
  const page = await openDashboard();
  await page.getByRole('button', { name: ownMessages.clearFilters }).focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'search');
  await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(() => Boolean(document.activeElement?.closest('.chw-dashboard__table-area'))),
    true,
    'the table comes next',
  );
  const id = (await ids(page))[0];
  const toggle = page.getByRole('button', { name: ownMessages.showDetails(id), exact: true });
  await toggle.focus();
  assert.equal(await toggle.evaluate((el) => el.matches(':focus-visible')), true, 'focus is visible');
  await page.keyboard.press('Space');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.getByRole('region', { name: ownMessages.bookingDetailsOf(id) }).waitFor();
  await page.keyboard.press('Enter');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.deepEqual(page.errors, []);
});
