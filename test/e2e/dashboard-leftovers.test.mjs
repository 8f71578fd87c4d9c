/**
 * The staff desk's leftovers of issue 44: after "Add comment" the focus stays in the Comments
 * dialog and Escape still closes it; the bookings table's rows are compact (at most 64 px, median,
 * at 1280 × 900) and lose nothing (a line cut short keeps its whole text); the table stays busy
 * until the agents' names have come, so a row never shows an agent as an id (#7).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ownMessages } from './messages.mjs';
import { settled, tableFit, useDashboard } from './dashboard-helpers.mjs';
import { islandsMounted } from './harness.mjs';

const { env, staff, api, openDashboard } = useDashboard();

test('after "Add comment" the focus stays in the dialog, and Escape closes it', async () => {
  const row = (await api('/bookings?order_by=ID&order_direction=desc&page=1')).data[0];
  const page = await openDashboard('?order_by=ID&order_direction=desc');
  await page
    .getByRole('button', { name: `${ownMessages.commentsButton} ${ownMessages.noteButtonFor(row.ID)}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: ownMessages.commentsDialogTitle(row.ID) });
  const field = dialog.getByLabel(ownMessages.newComment);
  await field.fill('Called the renter back.');
  await dialog.getByRole('button', { name: ownMessages.addComment }).click();
  await dialog.getByText('Called the renter back.', { exact: true }).waitFor();
  await page.getByRole('status').filter({ hasText: ownMessages.commentAdded }).waitFor();
  assert.equal(
    await dialog.evaluate((node) => node.contains(document.activeElement) && document.activeElement !== node),
    true,
    'the focus is on something in the dialog, not on the page',
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
});

test('the rows are at most 64 px high (median, 1280 × 900); a line cut short keeps its whole text', async () => {
  const page = await openDashboard('', { width: 1280, height: 900 });
  const heights = await page
    .locator('.chw-dashboard__row')
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height).sort((a, b) => a - b));
  assert.equal(heights.length, 20);
  const median = (heights[9] + heights[10]) / 2;
  assert.ok(median <= 64, `median row height ${median} px (${heights.map(Math.round).join(', ')})`);
  // Every line keeps its words: a line drawn shorter than its text has it whole as its title.
  const cut = await page
    .locator('.chw-dashboard__row .chw-dashboard__line')
    .evaluateAll((lines) =>
      lines
        .filter((line) => line.scrollWidth > line.clientWidth + 1)
        .map((line) => ({ title: line instanceof HTMLElement ? line.title : '', text: line.textContent })),
    );
  assert.ok(cut.length > 0, 'the seeded rows hold a line too long for its column');
  assert.deepEqual(
    cut.filter(({ title, text }) => title !== text),
    [],
  );
  // And the table still fits: no sideways scroll, every header in view.
  assert.deepEqual(await tableFit(page), { scroll: 0, clipped: [], headers: 8 });
  assert.deepEqual(page.errors, []);
});

test('the table is busy until the agents have come: an assigned row never shows an id', async () => {
  const assigned = (await api('/bookings?order_by=ID&order_direction=desc&page=1')).data.filter(
    (/** @type {{ UserID: number | null }} */ row) => row.UserID !== null,
  );
  assert.ok(assigned.length > 0, 'the first page holds a booking with an agent');
  const page = await env.page({ width: 1280, height: 900 });
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => (release = () => resolve(undefined)));
  await page.route('**/api/v1/users/agents', async (route) => {
    await held;
    await route.continue();
  });
  await page.context().addCookies([{ name: 'chw_auth_token', value: staff.token, url: env.url('/') }]);
  await page.goto(env.url('/dashboard?order_by=ID&order_direction=desc'));
  await islandsMounted(page);
  const area = page.locator('.chw-dashboard__table-area');
  await page.locator('.chw-dashboard__row').first().waitFor();
  assert.equal(await area.getAttribute('aria-busy'), 'true', 'rows are in, the agents are not: still busy');
  release();
  await settled(page);
  const shown = await page
    .locator('.chw-dashboard__agent')
    .evaluateAll((selects) =>
      selects.map((select) => (select instanceof HTMLSelectElement ? (select.selectedOptions[0]?.text ?? '') : '')),
    );
  assert.deepEqual(
    shown.filter((text) => /^#\d+$/.test(text)),
    [],
  );
  assert.ok(
    shown.some((text) => text !== ownMessages.unassigned && text !== ''),
    shown.join(', '),
  );
  assert.deepEqual(page.errors, []);
});
