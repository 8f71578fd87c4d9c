/**
 * The staff desk's leftovers of issue 44: after "Add comment" the focus stays in the Comments
 * dialog and Escape still closes it; the bookings table's rows are compact (1280 × 900).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ownMessages } from './messages.mjs';
import { useDashboard } from './dashboard-helpers.mjs';

const { api, openDashboard } = useDashboard();

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
