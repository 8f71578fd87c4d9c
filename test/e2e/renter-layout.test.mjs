/**
 * What fits where (issue: a renter never starts again): the first liability option on a phone's
 * first screen, the calendar's "today" in the branch's zone, and the desk's rows at 1280 × 900.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { openSeeded } from './flows.mjs';
import { searchFields, ymdPlus } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

test('390 × 844: the first liability option is on the first screen, above the total bar', async () => {
  const { page } = await openSeeded(env, routes.liabilityExtra, undefined, { width: 390, height: 844 });
  const first = page.getByRole('radio').first();
  await first.waitFor();
  const [option, bar] = await Promise.all([
    first.evaluate((radio) => radio.getBoundingClientRect().toJSON()),
    page.locator('.chw-liability__bar').evaluate((el) => el.getBoundingClientRect().toJSON()),
  ]);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.ok(
    option.top >= 0 && option.bottom <= bar.top,
    `the first option (${option.top}–${option.bottom}) above the bar (${bar.top})`,
  );
  // One heading with the step's name on a phone: the page's (issue 44; phone-leftovers.test.mjs).
  assert.equal(await page.getByRole('heading', { name: /^liabilities & extras$/i }).count(), 1);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('a Los Angeles browser choosing Melbourne: the calendar marks Melbourne’s today, not the browser’s', async () => {
  const page = await env.page({ timezoneId: 'America/Los_Angeles' });
  await page.goto(env.url(routes.home));
  await islandsMounted(page);
  const f = searchFields(page);
  await f.pickupLocation.selectOption({ label: 'Melbourne Airport' });
  await f.pickupDate.click();
  const popover = page.getByRole('dialog', { name: ownMessages.pickupDate, exact: true });
  await popover.getByRole('grid').first().waitFor();
  const today = popover.getByRole('button', { name: new RegExp(`, ${ownMessages.calendarToday}$`) });
  const melbourne = ymdPlus(0, { zone: 'Australia/Melbourne' });
  const [y, m, d] = melbourne.split('-').map(Number);
  const name = await today.getAttribute('aria-label');
  assert.match(name ?? '', new RegExp(`^${d} \\w+ ${y},`), `today is ${melbourne} (${m}), not the browser's day`);
  assert.equal(await today.isDisabled(), false);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('the desk at 1280 × 900: at least 10 bookings in view below the filters, vehicles by name, emails whole', async () => {
  const login = await fetch(env.url('/api/v1/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@demo.test', password: 'demo1234' }),
  });
  const token = (await login.json()).data.Token;
  const page = await env.page({ width: 1280, height: 900 });
  await page.context().addCookies([{ name: 'chw_auth_token', value: token, url: env.url('/') }]);
  await page.goto(env.url(routes.dashboard));
  await islandsMounted(page);
  await page.locator('.chw-dashboard__table-area[aria-busy="false"]').waitFor();
  // The filters scrolled just out of view: the table's header at the top of the window.
  await page
    .locator('.chw-dashboard__table')
    .evaluate((table) => window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY));
  const inView = await page
    .locator('.chw-dashboard__row')
    .evaluateAll((rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
  assert.ok(inView >= 10, `${inView} rows in view`);
  const vehicles = await page.locator('.chw-dashboard__row [data-field="VehicleTypeCode"]').allTextContents();
  assert.ok(vehicles.length > 0);
  assert.deepEqual(
    vehicles.filter((text) => /^[A-Z]{4}$/.test(text)),
    [],
    'vehicles by name, not by code',
  );
  // An email breaks only after its @ or before a dot (<wbr>), never mid-word.
  const emails = await page
    .locator('.chw-dashboard__row [data-field="Email"]')
    .evaluateAll((spans) => spans.map((span) => ({ html: span.innerHTML, wrap: getComputedStyle(span).overflowWrap })));
  assert.ok(emails.length > 0);
  for (const { html, wrap } of emails) {
    assert.equal(wrap, 'normal', html);
    assert.ok(
      html
        .split('<wbr>')
        .every((part, i) => i === 0 || part.startsWith('.') || html.split('<wbr>')[i - 1].endsWith('@')),
      html,
    );
  }
  assert.deepEqual(await axe(page), []);
  // The "To call" view (a Waiting column more) still fits without sideways scroll.
  await page.goto(env.url(`${routes.dashboard}?queue=to_call`));
  await page.locator('.chw-dashboard__table--to-call').waitFor();
  await page.locator('.chw-dashboard__table-area[aria-busy="false"]').waitFor();
  assert.equal(
    await page.locator('.chw-dashboard__table-wrap').evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth),
    0,
  );
  assert.deepEqual(page.errors, []);
});
