/**
 * The call-centre dashboard (/dashboard) in Chromium against the reference
 * server (a few hundred seeded bookings): guard and session, filters and their
 * date rules, sorting checked on the values, paging against RowCount, URL
 * state, CSV export, note / agent / comments persisting, text-only rendering,
 * loading without layout jumps, axe on the page and every dialog.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { axe, cookieValue, hasHorizontalScroll, islandsMounted, useEnv } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { ymdPlus } from './renter-helpers.mjs';
import { searchRequest } from '../../demo/test/searchRequest.mjs';
import { deferred } from './deferred.mjs';
import { bookAndPay, assertSentAway, staffToken } from './flows.mjs';
import { parseMoney } from './text.mjs';
import { routes } from '../routes.mjs';

let token;
const env = useEnv(undefined, async (started) => {
  token = await staffToken(started);
});

/** The API as the server answers it (to compare the UI with). */
async function api(path) {
  const response = await fetch(env.url(`/api/v1${path}`), { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `${path} → ${response.status}`);
  return response.json();
}

const label = ownMessages.bookingFieldLabels;
/** @param {import('playwright-core').Page} page */
const authToken = (page) => cookieValue(page, 'chw_auth_token');
const statusText = (code) => `${messages.bookingStatusLabels[code]} (${code})`;

/** A fresh staff token (a test that signs out must not revoke the suite's shared one). */
function newToken() {
  return staffToken(env);
}

/** A signed-in page on the dashboard (with `query`), rows loaded. */
async function openDashboard(query = '', { width = 1280, height = 900, as = token } = {}) {
  const page = await env.page({ width, height });
  await page.context().addCookies([{ name: 'chw_auth_token', value: as, url: env.url('/') }]);
  await page.goto(env.url(`/dashboard${query}`));
  await islandsMounted(page);
  await settled(page);
  return page;
}

/** Waits until the table is not loading. */
async function settled(page) {
  await page.locator('.chw-dashboard__table-area[aria-busy="false"]').waitFor();
}

/** Each row's text of one field (combined cells show a field on a line of its own; '—' when the row has none). */
const cells = (page, field) =>
  page
    .locator('.chw-dashboard__row')
    .evaluateAll(
      (rows, name) => rows.map((row) => row.querySelector(`[data-field="${name}"]`)?.textContent ?? '—'),
      field,
    );
const ids = async (page) => (await cells(page, 'ID')).map(Number);
const rangeText = (page) => page.locator('.chw-dashboard__range').textContent();
const search = (page) => new URL(page.url()).searchParams;

test('without the auth cookie the dashboard sends the user to /sign-in', async () => {
  await assertSentAway(env, routes.dashboard, routes.signIn);
});

test('an expired or garbage token: redirected to /sign-in with the cookie removed', async () => {
  const page = await env.page();
  await page.context().addCookies([{ name: 'chw_auth_token', value: 'garbage-token-0123456789', url: env.url('/') }]);
  // Every call of the screen answers 401: the page goes to sign-in once (a second navigation
  // would abort the first, which a slow machine sees as a failed /sign-in load).
  const signInLoads = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === routes.signIn)
      signInLoads.push(request.url());
  });
  await page.goto(env.url(routes.dashboard));
  await page.waitForURL((url) => url.pathname === routes.signIn);
  await page.getByRole('heading', { name: messages.signInHeading }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(signInLoads.length, 1, 'one navigation to /sign-in');
  assert.equal(await authToken(page), undefined);
  // The browser logs the refused calls (401); nothing else may fail.
  assert.deepEqual(
    page.errors.filter((e) => !/401/.test(e)),
    [],
  );
});

/** The table's fit: sideways scroll inside its wrapper, and the headers whose box leaves the wrapper's visible box. */
const tableFit = (page) =>
  page.getByRole('region', { name: ownMessages.bookingsTable }).evaluate((wrap) => {
    const box = wrap.getBoundingClientRect();
    const clipped = [...wrap.querySelectorAll('thead th')]
      .filter((th) => {
        const r = th.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5;
      })
      .map((th) => th.textContent);
    return { scroll: wrap.scrollWidth - wrap.clientWidth, clipped, headers: wrap.querySelectorAll('thead th').length };
  });

test('layout: navigation, filter panel with its options, table; axe clean; no page scroll at 1280, 1024 and 390 px', async () => {
  for (const width of [1280, 1024, 390]) {
    const page = await openDashboard('', { width });
    const nav = page.getByRole('navigation', { name: ownMessages.dashboardNav });
    await nav.getByRole('button', { name: messages.exportCsv }).waitFor();
    await nav.getByRole('button', { name: messages.signOut }).waitFor();
    assert.equal(await page.locator('.chw-dashboard__row').count(), 20);
    assert.deepEqual(await axe(page), []);
    assert.equal(await hasHorizontalScroll(page), false, `no page scroll at ${width}`);
    const fit = await tableFit(page);
    if (width === 390) {
      // A phone's table scrolls inside its own wrapper.
      assert.ok(fit.scroll > 0, 'the table scrolls sideways at 390 px');
    } else {
      // A desk's screen: every column in view, no sideways scroll.
      assert.equal(fit.headers, 8);
      assert.equal(fit.scroll, 0, `no sideways scroll in the table at ${width}`);
      assert.deepEqual(fit.clipped, [], `no header clipped at ${width}`);
    }
    assert.deepEqual(page.errors, []);
  }

  const page = await openDashboard();
  const options = (name) => page.getByLabel(name, { exact: true }).locator('option').allTextContents();
  const slots = [];
  for (let h = 0; h < 24; h++) slots.push(`${String(h).padStart(2, '0')}:00`, `${String(h).padStart(2, '0')}:30`);
  slots.push('23:59');
  assert.deepEqual(await options(ownMessages.timeFrom), slots);
  assert.deepEqual(await options(ownMessages.timeTo), slots);
  assert.equal(await page.getByLabel(ownMessages.timeFrom).inputValue(), '00:00');
  assert.equal(await page.getByLabel(ownMessages.timeTo).inputValue(), '23:30');
  await page.getByLabel(ownMessages.dateFrom, { exact: true }).waitFor();
  await page.getByLabel(ownMessages.dateTo, { exact: true }).waitFor();
  assert.deepEqual(await options(ownMessages.filterStatus), [
    ownMessages.anyOption,
    'Search (S)',
    'Selected (SEL)',
    'Confirmed (C)',
    'Quote (Q)',
    'Request (R)',
    `${ownMessages.bookingStatusRenterCancelled} (X)`,
  ]);
  assert.deepEqual(await options(ownMessages.filterType), [
    ownMessages.anyOption,
    ...Object.values(ownMessages.bookingTypeLabels),
  ]);
  const agents = (await api('/users/agents')).data;
  const notes = (await api('/cc-notes')).data;
  const vehicles = (await api('/vehicle-types')).data;
  assert.deepEqual(await options(ownMessages.filterAgent), [
    ownMessages.anyOption,
    ...agents.map((a) => `${a.FirstName} ${a.LastName}`),
  ]);
  assert.deepEqual(await options(ownMessages.filterNote), [ownMessages.anyOption, ...notes.map((n) => n.Description)]);
  assert.deepEqual(await options(ownMessages.filterVehicle), [ownMessages.anyOption, ...vehicles.map((v) => v.Name)]);
  assert.deepEqual(page.errors, []);
});

test('sorting: first click descending, then ascending, checked on the values; aria-sort follows; by keyboard too', async () => {
  const page = await openDashboard();
  const totalHeader = page.getByRole('columnheader', { name: label.TotalAmount });
  const totalButton = totalHeader.getByRole('button', { name: label.TotalAmount });

  assert.equal(await totalHeader.getAttribute('aria-sort'), 'none');
  await totalButton.click();
  await page.waitForURL((url) => url.searchParams.get('order_direction') === 'desc');
  await settled(page);
  const desc = (await cells(page, 'TotalAmount')).map(parseMoney);
  assert.equal(desc.length, 20);
  assert.deepEqual(
    desc,
    [...desc].sort((a, b) => b - a),
    'descending',
  );
  assert.equal(await totalHeader.getAttribute('aria-sort'), 'descending');
  const top = (await api('/bookings?order_by=TotalAmount&order_direction=desc&page=1')).data.map((b) => b.TotalAmount);
  assert.deepEqual(desc, top, 'the largest totals of all bookings come first');

  await totalButton.click();
  await page.waitForURL((url) => url.searchParams.get('order_direction') === 'asc');
  await settled(page);
  const asc = (await cells(page, 'TotalAmount')).map(parseMoney);
  assert.deepEqual(
    asc,
    [...asc].sort((a, b) => a - b),
    'ascending',
  );
  assert.equal(await totalHeader.getAttribute('aria-sort'), 'ascending');

  // Another column starts descending again (text values), by keyboard.
  const lastName = page
    .getByRole('columnheader', { name: label.LastName })
    .getByRole('button', { name: label.LastName, exact: true });
  await lastName.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('order_by') === 'LastName');
  await settled(page);
  assert.equal(search(page).get('order_direction'), 'desc');
  assert.equal(await totalHeader.getAttribute('aria-sort'), 'none');
  const names = (await cells(page, 'LastName')).map((name) => (name === '—' ? '' : name));
  const expected = (await api('/bookings?order_by=LastName&order_direction=desc&page=1')).data.map(
    (b) => b.LastName ?? '',
  );
  assert.deepEqual(names, expected);
  assert.deepEqual(names, [...names].sort().reverse(), 'descending by last name');
  assert.deepEqual(page.errors, []);
});

test('pagination: PerPage rows, page 2 shows other rows, "of N" is the server RowCount; reload and back keep the view', async () => {
  const first = await api('/bookings?page=1');
  const page = await openDashboard();
  assert.ok(first.RowCount > first.PerPage * 2, 'seeded enough bookings');
  assert.equal(await rangeText(page), ownMessages.showingRange(1, first.PerPage, first.RowCount));
  const page1 = await ids(page);
  assert.equal(page1.length, first.PerPage);
  const nav = page.getByRole('navigation', { name: ownMessages.pagination });
  assert.equal(await nav.getByRole('button', { name: ownMessages.previousPage }).isDisabled(), true);
  assert.equal(
    await nav.getByRole('button', { name: ownMessages.pageLabel(1), exact: true }).getAttribute('aria-current'),
    'page',
  );
  const lastPage = Math.ceil(first.RowCount / first.PerPage);
  await nav.getByRole('button', { name: ownMessages.pageLabel(lastPage), exact: true }).waitFor();

  await nav.getByRole('button', { name: ownMessages.nextPage }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await settled(page);
  const page2 = await ids(page);
  assert.equal(page2.length, first.PerPage);
  assert.equal(page2.filter((id) => page1.includes(id)).length, 0, 'page 2 shows different rows');
  assert.deepEqual(
    page2,
    (await api('/bookings?page=2')).data.map((b) => b.ID),
  );
  assert.equal(await rangeText(page), ownMessages.showingRange(first.PerPage + 1, first.PerPage * 2, first.RowCount));
  assert.equal(
    await nav.getByRole('button', { name: ownMessages.pageLabel(2), exact: true }).getAttribute('aria-current'),
    'page',
  );

  await page.reload();
  await islandsMounted(page);
  await settled(page);
  assert.deepEqual(await ids(page), page2, 'a reload shows the same page');

  // The last page: its rows and range.
  await page
    .getByRole('navigation', { name: ownMessages.pagination })
    .getByRole('button', { name: ownMessages.pageLabel(lastPage), exact: true })
    .click();
  await page.waitForURL((url) => url.searchParams.get('page') === String(lastPage));
  await settled(page);
  const lastCount = first.RowCount - (lastPage - 1) * first.PerPage;
  assert.equal(await page.locator('.chw-dashboard__row').count(), lastCount);
  assert.equal(
    await rangeText(page),
    ownMessages.showingRange((lastPage - 1) * first.PerPage + 1, first.RowCount, first.RowCount),
  );
  assert.equal(await page.getByRole('button', { name: ownMessages.nextPage }).isDisabled(), true);

  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await settled(page);
  assert.deepEqual(await ids(page), page2, 'back returns to page 2');
  assert.deepEqual(page.errors, []);
});

test('a link past the last page shows the last page, without a history entry to bounce back to', async () => {
  const first = await api('/bookings?page=1');
  const lastPage = Math.ceil(first.RowCount / first.PerPage);
  const page = await openDashboard('?page=999');
  await page.waitForURL((url) => url.searchParams.get('page') === String(lastPage));
  await settled(page);
  assert.equal(await page.locator('.chw-dashboard__row').count(), first.RowCount - (lastPage - 1) * first.PerPage);
  assert.equal(await page.evaluate(() => history.length), 2, 'the blank tab and this page only');
  assert.deepEqual(page.errors, []);
});

test('filtering resets to page 1 and clears sorting; every row matches; the count is the server RowCount; the URL keeps it', async () => {
  const page = await openDashboard('?order_by=ID&order_direction=asc&page=3');
  assert.equal(await page.getByRole('columnheader', { name: label.ID }).getAttribute('aria-sort'), 'ascending');
  assert.equal(
    await page.getByRole('button', { name: ownMessages.pageLabel(3), exact: true }).getAttribute('aria-current'),
    'page',
  );

  await page.getByLabel(ownMessages.filterStatus).selectOption('C');
  await page.waitForURL((url) => url.searchParams.get('status') === 'C');
  await settled(page);
  assert.equal(search(page).get('page'), null, 'page 1');
  assert.equal(search(page).get('order_by'), null, 'sorting cleared');
  for (const header of await page.locator('th[aria-sort]').all())
    assert.equal(await header.getAttribute('aria-sort'), 'none');
  const statuses = await cells(page, 'Status');
  assert.ok(statuses.length > 0);
  assert.ok(
    statuses.every((text) => text === statusText('C')),
    statuses.join(),
  );
  const server = await api('/bookings?status=C&page=1');
  assert.match(await rangeText(page), new RegExp(`of ${server.RowCount}$`));
  assert.deepEqual(
    await ids(page),
    server.data.map((b) => b.ID),
  );

  // A second filter narrows further; the type cells all match.
  await page.getByLabel(ownMessages.filterType).selectOption('BOOKING');
  await page.waitForURL((url) => url.searchParams.get('type') === 'BOOKING');
  await settled(page);
  assert.ok((await cells(page, 'Type')).every((text) => text === ownMessages.bookingTypeLabels.BOOKING));
  const both = await api('/bookings?status=C&type=BOOKING&page=1');
  assert.match(await rangeText(page), new RegExp(`of ${both.RowCount}$`));

  await page.reload();
  await islandsMounted(page);
  await settled(page);
  assert.equal(await page.getByLabel(ownMessages.filterStatus).inputValue(), 'C');
  assert.equal(await page.getByLabel(ownMessages.filterType).inputValue(), 'BOOKING');
  assert.deepEqual(
    await ids(page),
    both.data.map((b) => b.ID),
  );

  await page.getByRole('button', { name: ownMessages.clearFilters }).click();
  await page.waitForURL((url) => url.search === '');
  await settled(page);
  assert.equal(await page.getByLabel(ownMessages.filterStatus).inputValue(), '');
  assert.deepEqual(page.errors, []);
});

test('dates: "no records yet" when nothing matches; a future date or a to-date before the from-date blocks search and export', async () => {
  const empty = await openDashboard('?date_from=2001-01-01&date_to=2001-01-31');
  await empty.getByRole('cell', { name: messages.noRecordsYet }).waitFor();
  assert.equal(await empty.locator('.chw-dashboard__range').count(), 0);
  assert.deepEqual(await axe(empty), []);

  // Future date (from a shared link): the message sits by the field and nothing is requested.
  const page = await env.page();
  let requests = 0;
  page.on('request', (request) => {
    if (/\/api\/v1\/(bookings|dashboard\/export)/.test(request.url())) requests += 1;
  });
  await page.context().addCookies([{ name: 'chw_auth_token', value: token, url: env.url('/') }]);
  await page.goto(env.url(`${routes.dashboard}?date_from=2099-01-01`));
  await islandsMounted(page);
  const from = page.getByLabel(ownMessages.dateFrom, { exact: true });
  await page.locator(`#${await from.getAttribute('id')}-error`).waitFor();
  assert.equal(await from.getAttribute('aria-invalid'), 'true');
  assert.equal(
    await page.locator(`#${await from.getAttribute('aria-describedby')}`).textContent(),
    ownMessages.dateInFuture,
  );
  await page.getByRole('button', { name: messages.exportCsv }).click();
  assert.equal(
    await page.evaluate(() => document.activeElement?.id),
    await from.getAttribute('id'),
    'export points at the invalid date',
  );
  // The handler has run (focus moved) and two frames later every render and effect it caused has
  // too: a request it made would have been sent by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(requests, 0, 'no search and no export while a date is invalid');
  assert.deepEqual(await axe(page), []);

  // To before from, made with the time selects on one day.
  // Three days before the pinned today in the dashboard's zone (the configured one, Sydney).
  const day = ymdPlus(-3, { zone: 'Australia/Sydney' });
  const same = await openDashboard(`?date_from=${day}&date_to=${day}`);
  const to = same.getByLabel(ownMessages.dateTo, { exact: true });
  assert.equal(await to.getAttribute('aria-invalid'), null);
  await same.getByLabel(ownMessages.timeFrom).selectOption('12:00');
  await same.getByLabel(ownMessages.timeTo).selectOption('10:00');
  await same.locator(`#${await to.getAttribute('id')}-error`).waitFor();
  assert.equal(
    await same.locator(`#${await to.getAttribute('aria-describedby')}`).textContent(),
    ownMessages.dateToBeforeFrom,
  );
  assert.equal(await same.locator('.chw-dashboard__row').count(), 0, 'no rows for an invalid range');
  // Fixing the time lifts the block.
  await same.getByLabel(ownMessages.timeTo).selectOption('23:59');
  await settled(same);
  assert.equal(await to.getAttribute('aria-invalid'), null);
  const server = await api(`/bookings?date_from=${day}%2012:00&date_to=${day}%2023:59&page=1`);
  assert.equal(await same.locator('.chw-dashboard__row').count(), server.data.length);

  // A future to-date.
  const future = await openDashboard('?date_to=2099-12-31');
  const futureTo = future.getByLabel(ownMessages.dateTo, { exact: true });
  assert.equal(
    await future.locator(`#${await futureTo.getAttribute('aria-describedby')}`).textContent(),
    ownMessages.dateInFuture,
  );
  for (const p of [empty, page, same, future]) assert.deepEqual(p.errors, []);
});

/** Parses RFC 4180 CSV text. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') ((cell += '"'), i++);
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (row.push(cell), (cell = ''));
    else if (c === '\n') (row.push(cell), rows.push(row), (row = []), (cell = ''));
    else if (c !== '\r') cell += c;
  }
  if (cell || row.length) (row.push(cell), rows.push(row));
  return rows;
}

test('Export to CSV: bookings_export_<timestamp>.csv with the current filters; failure message', async () => {
  const page = await openDashboard('?status=C');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: messages.exportCsv }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^bookings_export_\d{8}-\d{6}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(text);
  // Every DashboardBooking field, in order, then the renter's own changes and the ledger's money (Manage my booking).
  assert.deepEqual(
    header,
    [...Object.keys(label), 'RenterChanges', 'Paid', 'Refunded', 'FeeKept', 'Preauthorised'],
    'every DashboardBooking field, in order',
  );
  const status = header.indexOf('Status');
  const server = await api('/bookings?status=C&page=1');
  assert.equal(rows.length, server.RowCount);
  assert.ok(
    rows.every((row) => row[status] === 'C'),
    'every row matches the filter',
  );

  // Failure.
  await page.route('**/api/v1/dashboard/export*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.getByRole('button', { name: messages.exportCsv }).click();
  await page.getByRole('alert').filter({ hasText: messages.exportFailed }).waitFor();
  assert.deepEqual(
    page.errors.filter((e) => !/500/.test(e)),
    [],
  );
});

test('detail row: a button with aria-expanded shows every field labelled, as text; axe clean', async () => {
  const page = await openDashboard();
  const id = (await ids(page))[0];
  const toggle = page.getByRole('button', { name: ownMessages.showDetails(id), exact: true });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  const detail = page.getByRole('region', { name: ownMessages.bookingDetailsOf(id) });
  const terms = await detail.locator('dt').allTextContents();
  assert.deepEqual(terms, Object.values(label));
  const booking = (await api('/bookings?page=1')).data.find((b) => b.ID === id);
  const value = (name) =>
    detail
      .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
      .locator('dd')
      .textContent();
  assert.equal(await value(label.Email), booking.Email || '—');
  assert.equal(await value(label.ID), String(id));
  assert.deepEqual(await axe(page), []);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await detail.count(), 0);
  assert.deepEqual(page.errors, []);
});

test('note modal: required note, Res Team No for note 6, saved and still there after a reload; failure message; axe clean', async () => {
  const page = await openDashboard('?order_by=ID&order_direction=asc');
  const row = (await api('/bookings?order_by=ID&order_direction=asc&page=1')).data[0];
  const notes = (await api('/cc-notes')).data;
  const six = notes.find((note) => note.ID === 6);
  const openNote = () =>
    page
      .getByRole('button', {
        name: new RegExp(
          `^(${ownMessages.noteButtonAdd}|${ownMessages.noteButtonUpdate}) ${ownMessages.noteButtonFor(row.ID)}$`,
        ),
      })
      .click();

  // Clear any seeded note: the dialog starts from the saved one.
  await openNote();
  const dialog = page.getByRole('dialog', { name: ownMessages.noteDialogTitle(row.ID) });
  await dialog.waitFor();
  assert.deepEqual(await axe(page), []);
  const select = dialog.getByLabel(ownMessages.filterNote);
  await select.selectOption('');
  await dialog.getByRole('button', { name: ownMessages.save }).click();
  await dialog.getByText(messages.noteRequired).waitFor();
  assert.equal(await select.getAttribute('aria-invalid'), 'true');

  await select.selectOption(String(six.ID));
  await dialog.getByLabel(messages.resTeamNo).fill('');
  await dialog.getByRole('button', { name: ownMessages.save }).click();
  await dialog.getByRole('alert').filter({ hasText: messages.resTeamNoRequired }).waitFor();
  assert.equal(await dialog.getByText(messages.noteRequired).count(), 0);
  assert.deepEqual(await axe(page), [], 'axe clean with the errors shown');

  // Failure keeps the dialog and what was typed.
  await dialog.getByLabel(messages.resTeamNo).fill('RT-4242');
  await page.route('**/api/v1/booking-status', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await dialog.getByRole('button', { name: ownMessages.save }).click();
  await dialog.getByRole('alert').filter({ hasText: messages.noteSaveFailed }).waitFor();
  assert.equal(await dialog.getByLabel(messages.resTeamNo).inputValue(), 'RT-4242');
  await page.unroute('**/api/v1/booking-status');

  await dialog.getByRole('button', { name: ownMessages.save }).click();
  await dialog.waitFor({ state: 'detached' });
  const noteCell = page.locator('.chw-dashboard__row').first().locator('td[data-column="Note"]');
  await noteCell.getByText(six.Description).waitFor();

  await page.reload();
  await islandsMounted(page);
  await settled(page);
  await noteCell.getByText(six.Description).waitFor();
  const saved = (await api('/bookings?order_by=ID&order_direction=asc&page=1')).data[0];
  assert.equal(saved.Note, 6);
  assert.equal(saved.ResTeamNo, 'RT-4242');
  await openNote();
  assert.equal(await dialog.getByLabel(messages.resTeamNo).inputValue(), 'RT-4242');
  assert.equal(await dialog.getByLabel(ownMessages.filterNote).inputValue(), '6');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(
    page.errors.filter((e) => !/500/.test(e)),
    [],
  );
});

test('agent assignment persists after a reload; a failure shows the message and keeps the old agent', async () => {
  const page = await openDashboard('?order_by=ID&order_direction=asc');
  const row = (await api('/bookings?order_by=ID&order_direction=asc&page=1')).data[1];
  const agents = (await api('/users/agents')).data;
  const target = agents.find((agent) => agent.ID !== row.UserID);
  const select = page.getByLabel(ownMessages.agentFor(row.ID), { exact: true });
  await select.selectOption(String(target.ID));
  await page.getByRole('status').filter({ hasText: ownMessages.agentAssigned }).waitFor();
  assert.equal((await api('/bookings?order_by=ID&order_direction=asc&page=1')).data[1].UserID, target.ID);

  await page.reload();
  await islandsMounted(page);
  await settled(page);
  assert.equal(await select.inputValue(), String(target.ID));

  const other = agents.find((agent) => agent.ID !== target.ID);
  await page.route('**/api/v1/booking-agent', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await select.selectOption(String(other.ID));
  await page.getByRole('alert').filter({ hasText: messages.agentAssignFailed }).waitFor();
  assert.equal(await select.inputValue(), String(target.ID), 'the saved agent shows again');
  assert.deepEqual(
    page.errors.filter((e) => !/500/.test(e)),
    [],
  );
});

test('comments: empty state, required, added as text (no HTML), persists after a reload; failures; axe clean', async () => {
  const all = (await api('/bookings?order_by=ID&order_direction=asc&page=1')).data;
  let row;
  for (const booking of all) {
    if ((await api(`/comments?booking_id=${booking.ID}`)).data.length === 0) {
      row = booking;
      break;
    }
  }
  assert.ok(row, 'a booking without comments');
  const page = await openDashboard('?order_by=ID&order_direction=asc');
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    dialog.dismiss();
  });
  const openComments = () =>
    page
      .getByRole('button', { name: `${ownMessages.commentsButton} ${ownMessages.noteButtonFor(row.ID)}`, exact: true })
      .click();
  await openComments();
  const dialog = page.getByRole('dialog', { name: ownMessages.commentsDialogTitle(row.ID) });
  await dialog.getByText(messages.noCommentsYet).waitFor();
  assert.deepEqual(await axe(page), []);

  await dialog.getByRole('button', { name: ownMessages.addComment }).click();
  await dialog.getByRole('alert').filter({ hasText: messages.commentRequired }).waitFor();

  const hostile = '<img src=x onerror=alert(1)>';
  await dialog.getByLabel(ownMessages.newComment).fill(hostile);
  await page.route('**/api/v1/comments', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.continue(),
  );
  await dialog.getByRole('button', { name: ownMessages.addComment }).click();
  await dialog.getByRole('alert').filter({ hasText: messages.commentSaveFailed }).waitFor();
  assert.equal(await dialog.getByLabel(ownMessages.newComment).inputValue(), hostile, 'the typed comment is kept');
  await page.unroute('**/api/v1/comments');

  await dialog.getByRole('button', { name: ownMessages.addComment }).click();
  await dialog.getByText(hostile, { exact: true }).waitFor();
  assert.equal(await dialog.getByLabel(ownMessages.newComment).inputValue(), '');
  assert.equal(await dialog.locator('img').count(), 0, 'shown as text, not as an image');
  assert.equal(await dialog.getByText(messages.noCommentsYet).count(), 0);
  assert.deepEqual(await axe(page), []);

  await page.reload();
  await islandsMounted(page);
  await settled(page);
  await openComments();
  await dialog.getByText(hostile, { exact: true }).waitFor();
  assert.equal(await page.locator('img[src="x"]').count(), 0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Fetch failure.
  await page.route('**/api/v1/comments*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await openComments();
  await dialog.getByRole('alert').filter({ hasText: messages.commentsFetchFailed }).waitFor();
  assert.equal(alerted, false, 'no script ran');
  assert.deepEqual(
    page.errors.filter((e) => !/500/.test(e)),
    [],
  );
});

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
  assert.equal((await agents(token)).status, 200, 'other sessions carry on');
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
  const mails = async () => (await (await fetch(env.url('/demo/outbox.json'))).json()).data;
  const link = /https?:\/\/\S+chw_manage=([\w-]+)/.exec((await mails())[0].text)?.[1];
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
