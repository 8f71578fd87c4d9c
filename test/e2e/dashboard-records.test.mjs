/**
 * The call-centre dashboard's records (rest of dashboard.test.mjs): CSV export with the
 * filters, the detail row, the note, agent and comments dialogs persisting, text-only rendering.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { axe, islandsMounted } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { ids, label, parseCsv, settled, useDashboard } from './dashboard-helpers.mjs';

const { api, openDashboard } = useDashboard();

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
