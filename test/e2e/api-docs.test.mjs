// @ts-check
/**
 * The API reference at /demo/api-docs (issue 45 item 5): rendered on the server from
 * api/openapi.yaml, it opens with every request but the demo's own refused (nothing from a CDN),
 * under the strict CSP with no violation, no script at all, and lists the operations, their
 * parameters, answers and guards, the calls the plugin's Test connection sends, and the schemas
 * they link to.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, useEnv } from './harness.mjs';
import { OPENAPI } from '../../demo/lib/openapi.generated.mjs';

const env = useEnv();

test('/demo/api-docs opens offline under the strict CSP and lists the whole document', async () => {
  const page = await env.page({ width: 1280, height: 900 });
  const own = new URL(env.url()).origin;
  /** @type {string[]} */
  const elsewhere = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === own) return route.continue();
    elsewhere.push(url);
    return route.abort('internetdisconnected');
  });
  /** @type {string[]} */
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const answer = await page.goto(env.url('/demo/api-docs'));
  assert.equal(answer?.status(), 200);
  assert.match(answer?.headers()['content-security-policy'] ?? '', /default-src 'self'/);
  await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();

  const operations = Object.values(OPENAPI.paths).flatMap((item) =>
    ['get', 'post', 'patch'].filter((m) => item[m]).map((m) => item[m].operationId),
  );
  assert.equal(await page.locator('.api-op').count(), operations.length);
  for (const tag of OPENAPI.tags) assert.equal(await page.locator(`#tag-${tag.name} > h2`).textContent(), tag.name);

  const upload = page.locator('#op-checkinPhoto');
  assert.match((await upload.locator('h3').textContent()) ?? '', /POST \/manage\/checkin\/photo/);
  assert.equal(await upload.getByRole('cell', { name: 'driver_id', exact: true }).count(), 1);
  assert.equal(await upload.getByRole('cell', { name: '415', exact: true }).count(), 1);
  assert.match((await upload.textContent()) ?? '', /application\/octet-stream/);
  await upload.getByRole('link', { name: 'checkin-limits' }).click();
  assert.equal(new URL(page.url()).hash, '#guard-checkin-limits');
  await page.locator('#op-checkinState').getByRole('link', { name: 'CheckinState' }).first().click();
  assert.equal(new URL(page.url()).hash, '#schema-CheckinState');
  assert.equal(await page.locator('#schema-CheckinState').getByRole('cell', { name: 'opens_at' }).count(), 1);

  // The calls the plugin's Test connection sends (x-read-only-check), each named as it lists them; no other.
  const checked = Object.values(OPENAPI.paths).flatMap((item) =>
    ['get', 'post', 'patch']
      .map((m) => item[m])
      .filter((op) => op?.['x-read-only-check']?.name)
      .map((op) => [op.operationId, op['x-read-only-check'].name]),
  );
  assert.equal(checked.length, 5);
  const said = await page
    .locator('.api-op')
    .evaluateAll((ops) =>
      ops
        .map((op) => [op.id.replace(/^op-/, ''), /Test connection as “([^”]+)”/.exec(op.textContent ?? '')?.[1]])
        .filter(([, name]) => name),
    );
  assert.deepEqual(said, checked);

  assert.deepEqual(elsewhere, [], 'nothing from another host');
  assert.deepEqual([...new Set(requested)].sort(), ['/demo-assets/site.css', '/demo/api-docs']);
  assert.equal(await page.locator('script').count(), 0);
  assert.deepEqual(page.errors, [], 'no CSP violation, no console error');
  assert.deepEqual(await axe(page), []);
});
