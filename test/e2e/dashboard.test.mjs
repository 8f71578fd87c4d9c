/**
 * The call-centre dashboard (/dashboard) in Chromium against the reference
 * server (a few hundred seeded bookings): guard and session, filters and their
 * date rules, sorting checked on the values, paging against RowCount, URL
 * state, CSV export, note / agent / comments persisting, text-only rendering,
 * loading without layout jumps, axe on the page and every dialog.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, hasHorizontalScroll, islandsMounted } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { ymdPlus } from './renter-helpers.mjs';
import { assertSentAway } from './flows.mjs';
import { parseMoney } from './text.mjs';
import { routes } from '../routes.mjs';
import {
  authToken,
  cells,
  ids,
  label,
  rangeText,
  search,
  settled,
  statusText,
  tableFit,
  useDashboard,
} from './dashboard-helpers.mjs';

const { env, staff, api, openDashboard } = useDashboard();

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
  await page.context().addCookies([{ name: 'chw_auth_token', value: staff.token, url: env.url('/') }]);
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
