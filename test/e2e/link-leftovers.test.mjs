/**
 * Links as copies leave them (issue 44's leftovers): a quote or search link whose `&` a copy wrote
 * as HTML (`&amp;`), with the sentence's full stop at its end, opens as the link it was; a `chw_go`
 * link that could not be used says so in a sentence that reads, and fills no return date it did not
 * ask for.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv } from './harness.mjs';
import { sharedQuote } from './flows.mjs';
import { ownMessages } from './messages.mjs';
import { searchFields, waitFor, ymdPlus, openQuoteLink } from './renter-helpers.mjs';
import { escapeRegExp } from './text.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

const details = (page) => page.getByRole('region', { name: ownMessages.bookingDetails });

test('a quote link whose & a copy escaped (&amp;), ending a sentence, opens its car and cover', async () => {
  const { link, seeded } = await sharedQuote(env);
  const cover = seeded.insuranceOptions[0].name;
  for (const end of ['', '.', ')']) {
    const page = await openQuoteLink(env, `${link.replaceAll('&', '&amp;')}${end}`);
    await details(page).getByText(seeded.car.name).first().waitFor();
    await waitFor(
      () => page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(cover)}`) }).isChecked(),
      `the cover, with "${end}" at the end`,
    );
    assert.equal(new URL(page.url()).pathname, routes.liabilityExtra);
    assert.equal(new URL(page.url()).search, '', 'the link leaves the address');
    assert.equal(await page.getByText(ownMessages.cannotOpen).count(), 0);
    assert.deepEqual(page.errors, []);
  }
});

test('a search link whose & a copy escaped fills the form and runs with chw_go', async () => {
  const page = await env.page();
  const query = `utm_source=chat&chw_pickup=BNEA&chw_pickup_date=${ymdPlus(10)}&chw_return_date=${ymdPlus(13)}&chw_go=1`;
  await page.goto(env.url(`/?${query.replaceAll('&', '&amp;')}.`));
  await page.waitForURL((url) => url.pathname === routes.booking);
  await details(page).getByText('Brisbane Airport').first().waitFor();
  assert.equal(new URL(page.url()).search, '', 'the link leaves the address');
  assert.deepEqual(page.errors, []);
});

/** Opens a `chw_go` link whose return date is before its pickup, on home, and its one line. */
async function returnBeforePickup() {
  const page = await env.page();
  await page.goto(env.url(`/?chw_pickup=BNEA&chw_pickup_date=${ymdPlus(10)}&chw_return_date=${ymdPlus(8)}&chw_go=1`));
  await islandsMounted(page);
  const line = page.getByText(ownMessages.linkNeedsChoice(ownMessages.returnDate.toLowerCase()), { exact: true });
  await line.waitFor();
  return { page, line };
}

test('a chw_go link that could not be used says so in a sentence that reads', async () => {
  const { page, line } = await returnBeforePickup();
  assert.equal(
    await line.innerText(),
    'Please choose the return date and search again: what the link gave could not be used.',
  );
  assert.deepEqual(page.errors, []);
});

test('chw_go with a return before the pickup fills no return date it did not ask for', async () => {
  const { page } = await returnBeforePickup();
  const f = searchFields(page);
  assert.notEqual(await f.pickupDate.inputValue(), '', 'the pickup date the link gave is kept');
  assert.equal(await f.returnDate.inputValue(), '', 'no return date the link did not ask for');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});
