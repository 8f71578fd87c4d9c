/**
 * Campaign attribution: the landing page's UTM parameters, click id and external
 * referrer are kept for the visit (first touch wins), sent with the search and shown to staff in
 * the dashboard's detail row and CSV export.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useEnv, islandsMounted, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { fillSearch } from './renter-helpers.mjs';
import { DEMO_STAFF } from '../../demo/db/catalog-data.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

const label = ownMessages.bookingFieldLabels;

test('the first touch of a visit reaches the search, the detail row and the CSV export', async () => {
  const page = await env.page();
  // Landing from an email on a branch page; a later link in the same visit is another touch.
  await page.goto(
    env.url(
      '/car-rental-locations/brisbane-airport?utm_source=newsletter&utm_medium=email&utm_campaign=dec-sale&gclid=G-1',
    ),
    { referer: 'https://mail.example.net/inbox' },
  );
  await islandsMounted(page);
  await page.waitForFunction(() => sessionStorage.getItem('chw_attribution') !== null);
  await page.goto(env.url('/?utm_source=second&utm_campaign=other'), { referer: 'https://other.example.org/' });
  await islandsMounted(page);
  const f = await fillSearch(page);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/v1/search') && r.method() === 'POST'),
    f.submit.click(),
  ]);
  const body = request.postDataJSON();
  assert.deepEqual(
    Object.fromEntries(Object.entries(body).filter(([key]) => /^(utm_|gclid|fbclid|referrer)/.test(key))),
    {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'dec-sale',
      gclid: 'G-1',
      referrer_host: 'mail.example.net',
    },
  );
  await page.waitForURL(atRoute(routes.booking));

  // Staff see it in the newest booking's detail row and in the export.
  const staff = await env.page();
  const login = await fetch(env.url('/api/v1/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STAFF),
  });
  const token = (await login.json()).data.Token;
  await staff.context().addCookies([{ name: 'chw_auth_token', value: token, url: env.url('/') }]);
  await staff.goto(env.url(`${routes.dashboard}?order_by=ID&order_direction=desc`));
  await islandsMounted(staff);
  await staff.locator('.chw-dashboard__table-area[aria-busy="false"]').waitFor();
  const id = Number((await staff.locator('.chw-dashboard__row [data-field="ID"]').first().textContent()).trim());
  await staff.getByRole('button', { name: ownMessages.showDetails(id), exact: true }).click();
  const detail = staff.getByRole('region', { name: ownMessages.bookingDetailsOf(id) });
  const value = (name) =>
    detail
      .locator('div', { has: staff.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
      .locator('dd')
      .textContent();
  assert.equal(await value(label.UtmSource), 'newsletter');
  assert.equal(await value(label.UtmCampaign), 'dec-sale');
  assert.equal(await value(label.Gclid), 'G-1');
  assert.equal(await value(label.ReferrerHost), 'mail.example.net');
  assert.equal(await value(label.UtmTerm), '—');

  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: messages.exportCsv }).click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  const header = lines[0].split(',');
  const row = lines.find((line) => line.startsWith(`${id},`))?.split(',');
  assert.ok(row, `booking ${id} in the export`);
  const cell = (name) => row[header.indexOf(name)];
  assert.equal(cell('UtmSource'), 'newsletter');
  assert.equal(cell('UtmMedium'), 'email');
  assert.equal(cell('Gclid'), 'G-1');
  assert.equal(cell('ReferrerHost'), 'mail.example.net');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(staff.errors, []);
});

test('a visit with no campaign sends no attribution fields', async () => {
  const page = await env.page();
  await page.goto(env.url(routes.home));
  await islandsMounted(page);
  const f = await fillSearch(page);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/v1/search') && r.method() === 'POST'),
    f.submit.click(),
  ]);
  assert.deepEqual(
    Object.keys(request.postDataJSON()).filter((key) => /^(utm_|gclid|fbclid|referrer)/.test(key)),
    [],
  );
  await page.waitForURL(atRoute(routes.booking));
  assert.deepEqual(page.errors, []);
});

test('an enquiry sent later in the visit carries the landing’s attribution; staff see it', async () => {
  const page = await env.page();
  await page.goto(env.url('/?fbclid=FB-9&utm_source=facebook'), { referer: 'https://l.facebook.com/' });
  await islandsMounted(page);
  await page.waitForFunction(() => sessionStorage.getItem('chw_attribution') !== null);
  await page.goto(env.url(routes.requestACall));
  await islandsMounted(page);
  await page.getByLabel(ownMessages.enquiryName, { exact: true }).fill('Ann Lee');
  await page.getByLabel(ownMessages.enquiryPhone, { exact: true }).fill('0412 345 678');
  await page.getByLabel(ownMessages.enquiryEmail, { exact: true }).fill('ann.attribution@example.com');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/rental-api/v1/request-call') && r.method() === 'POST'),
    page.getByRole('button', { name: messages.enquirySubmit }).click(),
  ]);
  const body = request.postDataJSON();
  assert.deepEqual([body.utm_source, body.fbclid, body.referrer_host], ['facebook', 'FB-9', 'l.facebook.com']);
  await page.getByRole('status').filter({ hasText: messages.enquirySuccess }).waitFor();
  const token = (
    await (
      await fetch(env.url('/api/v1/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_STAFF),
      })
    ).json()
  ).data.Token;
  const rows = (
    await (
      await fetch(env.url('/api/v1/bookings?type=REQ_CALL&order_by=ID&order_direction=desc'), {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).data;
  const row = rows.find((b) => b.Email === 'ann.attribution@example.com');
  assert.deepEqual([row.UtmSource, row.Fbclid, row.ReferrerHost], ['facebook', 'FB-9', 'l.facebook.com']);
  assert.deepEqual(page.errors, []);
});
