import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, axe, hasHorizontalScroll, islandsMounted, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { openSeeded, seedBooking } from './flows.mjs';
import { escapeRegExp } from './text.mjs';
import { failCalls, waitFor } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

async function open(pageOptions) {
  const { page, seeded } = await openSeeded(env, routes.liabilityExtra, undefined, pageOptions);
  await page.getByRole('heading', { name: ownMessages.liabilityHeading }).waitFor();
  return { page, seeded };
}

const totalText = (page) => page.locator('.chw-liability__total strong').innerText();

test('liability choice enables PROCEED, extras change the total, exclusions apply', async () => {
  const { page, seeded } = await open();
  const proceed = page.getByRole('button', { name: messages.proceedToCheckout });
  assert.equal(await proceed.isDisabled(), true);
  // spec §2 and §9: $250 with the $5,000 or $500 option, none with $0
  const note = page.locator('.chw-liability__note');
  assert.equal(
    await note.textContent(),
    'Administration fee: $250 with the $5,000 or $500 damage liability option, none with $0.',
  );
  assert.equal(await note.textContent(), messages.adminFeeNote);
  assert.deepEqual(await axe(page), []);
  const stepper = seeded.extras.find((e) => e.formType !== 0);
  const plus = page.getByRole('button', { name: ownMessages.increaseQuantity(stepper.name) });
  const minus = page.getByRole('button', { name: ownMessages.decreaseQuantity(stepper.name) });
  assert.equal(await minus.isDisabled(), true, 'never below 0');
  const before = await totalText(page);
  await plus.click();
  await page.waitForFunction((b) => document.querySelector('.chw-liability__total strong')?.textContent !== b, before);
  assert.equal(
    await page
      .getByRole('status', { name: ownMessages.quantityOf(stepper.name) })
      .or(page.locator('output', { hasText: String(stepper.Increment) }))
      .first()
      .innerText(),
    String(stepper.Increment),
  );
  await minus.click();
  await page.waitForFunction((b) => document.querySelector('.chw-liability__total strong')?.textContent === b, before);
  // A liability with exclusions removes a chosen excluded extra.
  const excluding = seeded.insuranceOptions.find((o) => o.exclude_extra_ids.length > 0);
  if (excluding) {
    const extra = seeded.extras.find((e) => e.id === excluding.exclude_extra_ids[0]);
    if (extra.formType === 0) await page.getByRole('checkbox', { name: extra.name }).check();
    else await page.getByRole('button', { name: ownMessages.increaseQuantity(extra.name) }).click();
    await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(excluding.name)}`) }).check();
    await page.getByText(ownMessages.excludedByLiability).first().waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:chw')).slices.selectedLiability);
    assert.equal(stored.insurance.id, excluding.id);
    assert.ok(!stored.extras.some((e) => e.id === extra.id));
  } else {
    await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(seeded.insuranceOptions[0].name)}`) }).check();
  }
  // Enabled once the total for the chosen liability has come back (never on an old total).
  await waitFor(async () => !(await proceed.isDisabled()), 'PROCEED enabled with the new total');
  assert.deepEqual(await axe(page), []);
  await proceed.click();
  await page.waitForURL(atRoute(routes.checkout));
  assert.deepEqual(page.errors, []);
});

test('a 500 from /calculate shows the alert and stays on the page', async () => {
  const { page, seeded } = await open();
  await failCalls(page, '/calculate', 500);
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(seeded.insuranceOptions[0].name)}`) }).check();
  await page.getByText(messages.calculateFailed, { exact: true }).waitFor();
  assert.equal(new URL(page.url()).pathname, routes.liabilityExtra);
  page.errors = page.errors.filter((e) => !/500/.test(e));
  assert.deepEqual(page.errors, []);
});

test('an extra stops at its maximum and says why; a refused or failed total is never shown as current, and its reason shows beside the change', async () => {
  const { page, seeded } = await open();
  const seat = seeded.extras.find((extra) => extra.formType !== 0 && extra.max_qty > 1);
  assert.ok(seat, 'the demo offers a stepper extra with a maximum (Baby Seat, 3)');
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(seeded.insuranceOptions[0].name)}`) }).check();
  const plus = page.getByRole('button', { name: ownMessages.increaseQuantity(seat.name) });
  const quantity = page.getByRole('status', { name: ownMessages.quantityOf(seat.name) });
  /** @type {number[]} */
  const sent = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/calculate')) return;
    const item = request.postDataJSON().optional_fees.find((fee) => fee.id === seat.id);
    sent.push(item?.qty ?? 0);
  });
  for (let i = 0; i < seat.max_qty; i += 1) await plus.click();
  await waitFor(async () => (await quantity.innerText()) === String(seat.max_qty), 'the maximum');
  // Past the maximum nothing changes and nothing is sent; the focus stays on +, which says why.
  const reason = page.getByText(ownMessages.maxQuantityReached(seat.max_qty), { exact: true });
  await reason.waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  assert.equal(await quantity.innerText(), String(seat.max_qty));
  assert.equal(await plus.getAttribute('aria-disabled'), 'true');
  assert.equal(await plus.evaluate((button) => button === document.activeElement), true);
  assert.equal(
    await plus.evaluate(
      (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ),
    ownMessages.maxQuantityReached(seat.max_qty),
  );
  const proceed = page.getByRole('button', { name: messages.proceedToCheckout });
  await waitFor(async () => !(await proceed.isDisabled()), 'PROCEED with the total of the maximum');
  assert.ok(Math.max(...sent) <= seat.max_qty, `never asked for more than ${seat.max_qty}: ${sent}`);

  // The server refuses the next change: spec §8's words and the server's reason beside the extra,
  // in view; no total is shown as current (the bar and the header).
  await failCalls(page, '/calculate', 400, { title: 'Bad request', message: 'Extras are not available today.' });
  await page.getByRole('button', { name: ownMessages.decreaseQuantity(seat.name) }).click();
  const item = page.locator('.chw-extra').filter({ hasText: seat.name });
  const alert = item.getByRole('alert');
  await alert.waitFor();
  assert.equal(await alert.innerText(), `${messages.calculateFailed}\nExtras are not available today.`);
  assert.equal(
    await alert.evaluate(
      (el) =>
        el.getBoundingClientRect().bottom <= document.querySelector('.chw-liability__bar').getBoundingClientRect().top,
    ),
    true,
    'in view, above the total bar',
  );
  assert.equal(await totalText(page), '—');
  assert.equal(await proceed.isDisabled(), true);
  const headerExtras = page.locator('.chw-booking-details__extras dd').first();
  assert.equal((await headerExtras.innerText()).includes('$'), false, 'no price for extras the server refused');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:chw')).slices.calculation);
  assert.deepEqual(stored.totals, [], 'the old totals are not kept as current');

  // Back to a working server: the next change gives a total again and the message goes.
  await page.unroute('**/api/v1/calculate');
  await plus.click();
  await waitFor(async () => !(await proceed.isDisabled()), 'PROCEED again');
  assert.equal(await alert.count(), 0);

  // A quantity kept from before the maximum was known comes down to it on the next visit.
  await page.evaluate((id) => {
    const root = JSON.parse(localStorage.getItem('persist:chw'));
    root.slices.selectedLiability.extras = root.slices.selectedLiability.extras.map((extra) =>
      extra.id === id ? { ...extra, quantity: 9 } : extra,
    );
    localStorage.setItem('persist:chw', JSON.stringify(root));
  }, seat.id);
  await page.reload();
  await islandsMounted(page);
  await waitFor(async () => (await quantity.innerText()) === String(seat.max_qty), 'the stored quantity brought down');
  await waitFor(async () => !(await proceed.isDisabled()), 'PROCEED with the total of the maximum');
  assert.deepEqual(
    page.errors.filter((error) => !/400/.test(error)),
    [],
  );
});

test('no options: no records found', async () => {
  const page = await env.page();
  await seedBooking(env, page);
  await page.addInitScript(() => {
    const root = JSON.parse(localStorage.getItem('persist:chw'));
    root.slices.selectOptions = { extras: [], insuranceOptions: [] };
    localStorage.setItem('persist:chw', JSON.stringify(root));
  });
  await page.goto(env.url(routes.liabilityExtra));
  await page.getByText(messages.noRecordsFound, { exact: true }).waitFor();
  assert.deepEqual(page.errors, []);
});

test('390 px without horizontal scroll', async () => {
  const { page } = await open({ width: 390 });
  assert.equal(await hasHorizontalScroll(page), false);
  assert.deepEqual(page.errors, []);
});
