/**
 * A code file that does not arrive (a network drop, or a release that replaced the files while the
 * page was open): every lazily loaded chunk of the search's submit path is answered 500 in turn,
 * on both tries of the one loader (src/lib/lazyOnce.ts). The step either goes on (optional parts:
 * attribution) or says so in words with a Reload button within 5 s, never "could not reach the
 * server" and never a dead button; after the reload what was typed is still there.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startEnv, islandsMounted } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { seedBooking } from './flows.mjs';
import { fillDriver } from './checkout-helpers.mjs';
import { fillSearch, searchFields, withoutNetworkErrors } from './renter-helpers.mjs';

let env;
before(async () => {
  env = await startEnv();
});
after(async () => {
  await env?.close();
});

/** A chunk's name without its hash: `state-steps` of /assets/chunks/state-steps-1a2b3c4d.js. @param {string} url */
const chunkName = (url) => new URL(url).pathname.replace(/^.*\/chunks\//, '').replace(/-[0-9a-f]{8}\.js$/, '');

test('search: each chunk of the submit path failed in turn goes on or asks for a reload', async () => {
  // A first run records the chunks the home page loads once it is up: the calendar, the rules,
  // the submit code and what they import.
  const probe = await env.page();
  await probe.goto(env.url('/'));
  await islandsMounted(probe);
  /** @type {Set<string>} */
  const lazy = new Set();
  // Home's own requests only: /booking's chunks, once the search went on, are the second test's.
  probe.on('request', (request) => {
    if (request.url().includes('/assets/chunks/') && new URL(request.frame().url()).pathname === '/')
      lazy.add(chunkName(request.url()));
  });
  const f = await fillSearch(probe);
  await f.submit.click();
  await probe.waitForURL(/\/booking$/);
  await probe.close();
  assert.ok(lazy.has('submitSearch'), `the submit code is lazy: ${[...lazy].join(', ')}`);

  /** @type {Record<string, string>} */
  const outcome = {};
  for (const name of [...lazy].sort()) {
    const page = await env.page();
    await page.goto(env.url('/'));
    await islandsMounted(page);
    const failing = (/** @type {URL} */ url) =>
      url.pathname.includes('/assets/chunks/') && chunkName(url.href) === name;
    await page.route(failing, (route) => route.fulfill({ status: 500, body: 'gone' }));
    const fields = searchFields(page);
    // The calendar's chunks: the date field says so (DateField's calendarFailed); nothing to submit.
    await fields.pickupDate.click();
    const calendar = await Promise.race([
      page
        .getByText(ownMessages.calendarFailed)
        .waitFor({ timeout: 5000 })
        .then(() => 'message'),
      page
        .locator('.chw-datefield__popover [role="grid"]')
        .first()
        .waitFor({ timeout: 5000 })
        .then(() => 'open'),
    ]).catch(() => 'nothing');
    assert.notEqual(calendar, 'nothing', `${name}: the calendar neither opened nor said why within 5 s`);
    await page.keyboard.press('Escape');
    if (calendar === 'message') {
      outcome[name] = 'calendar message';
      await page.close();
      continue;
    }
    await fillSearch(page);
    const typed = await fields.pickupDate.inputValue();
    const started = Date.now();
    await fields.submit.click();
    const dialog = page.getByRole('alert').filter({ hasText: ownMessages.chunkFailedTitle });
    const result = await Promise.race([
      page.waitForURL(/\/booking$/, { timeout: 5000 }).then(() => 'went on'),
      dialog.waitFor({ timeout: 5000 }).then(() => 'message'),
    ]).catch(() => 'nothing');
    outcome[name] = result;
    assert.notEqual(result, 'nothing', `${name}: neither /booking nor the message within 5 s`);
    assert.ok(Date.now() - started < 5000);
    if (result === 'message') {
      assert.equal(await dialog.getByText(ownMessages.unreachable).count(), 0, 'not "could not reach the server"');
      await dialog.getByText(ownMessages.chunkFailed).waitFor();
      await dialog.locator('.chw-help-line a[href^="tel:"]').waitFor();
      await page.unroute(failing);
      await dialog.getByRole('button', { name: ownMessages.reloadPage }).click();
      await page.waitForLoadState('load');
      await islandsMounted(page);
      assert.equal(
        await searchFields(page).pickupDate.inputValue(),
        typed,
        `${name}: the typed date survives the reload`,
      );
    }
    assert.deepEqual(
      withoutNetworkErrors(page.errors).filter((e) => !/500|dynamically imported module|Importing a module/.test(e)),
      [],
      name,
    );
    await page.close();
  }
  // Optional: the visit's attribution never stops a search.
  assert.equal(outcome.attribution ?? 'went on', 'went on');
  assert.equal(outcome.submitSearch, 'message');
  console.log(outcome);
});

test('booking steps and the card step: each lazily loaded chunk failed in turn mounts or says so, with a Reload button', async () => {
  /** @type {Record<string, string>} */
  const outcome = {};
  for (const path of ['/booking', '/liability-extra', '/checkout']) {
    // The entry's static imports run before any of our code can speak (the load order's matter, not
    // a step's): every other chunk is loaded by an island or a step, and is failed in turn here.
    const manifest = await (await fetch(env.url('/assets/manifest.json'))).json();
    const entry = await (await fetch(env.url(`/assets/${manifest.entry}`))).text();
    const eager = new Set(
      [...entry.matchAll(/(?:from|import)"\.\/chunks\/([^"]+\.js)"/g)].map((m) =>
        chunkName(env.url(`/assets/chunks/${m[1]}`)),
      ),
    );
    const probe = await env.page();
    await seedBooking(env, probe, { withLiability: true });
    // By file, not by name: two chunks may share a name (`index`: an island's, Stripe.js's loader).
    /** @type {Set<string>} */
    const lazy = new Set();
    probe.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/assets/chunks/') && !eager.has(chunkName(request.url()))) lazy.add(pathname);
    });
    await probe.goto(env.url(path));
    await islandsMounted(probe);
    if (path === '/checkout') await toCardStep(probe);
    await probe.close();
    for (const file of [...lazy].sort()) {
      const name = file.replace(/^.*\/chunks\//, '');
      const page = await env.page();
      await seedBooking(env, page, { withLiability: true });
      const failing = (/** @type {URL} */ url) => url.pathname === file;
      await page.route(failing, (route) => route.fulfill({ status: 500, body: 'gone' }));
      await page.goto(env.url(path));
      const started = Date.now();
      await islandsMounted(page);
      const islandError = page.locator('.chw-island-error');
      let result = (await islandError.count()) ? 'message' : 'went on';
      // The island's words come with a Reload button (never a dead end).
      if (result === 'message') {
        await islandError.first().getByRole('button', { name: ownMessages.reloadPage }).waitFor();
        // The help line too, unless the runtime's own chunk is the one missing (the entry has no help line).
        if (!name.startsWith('state-')) await islandError.first().locator('.chw-help-line a[href^="tel:"]').waitFor();
      }
      if (result === 'went on' && path === '/checkout') {
        const typed = await toCardStep(page);
        result = await Promise.race([
          page
            .getByLabel('Card number')
            .waitFor({ timeout: 5000 })
            .then(() => 'went on'),
          page
            .getByText(ownMessages.chunkFailed)
            .waitFor({ timeout: 5000 })
            .then(() => 'reload message'),
        ]).catch(() => 'nothing');
        if (result === 'reload message') {
          // Our own code, not Stripe's: a reload fixes it, and the driver's details are still there.
          assert.equal(
            await page.getByText(ownMessages.stripeLoadFailed).count(),
            0,
            `${name}: not the Stripe.js words`,
          );
          await page.unroute(failing);
          await page.getByRole('button', { name: ownMessages.reloadPage }).click();
          await page.waitForLoadState('load');
          await islandsMounted(page);
          assert.equal(
            await page.getByLabel(messages.firstNameField, { exact: true }).inputValue(),
            typed.first,
            `${name}: the typed first name survives the reload`,
          );
        }
      }
      outcome[`${path} ${name}`] = result;
      assert.notEqual(result, 'nothing', `${path} ${name}: neither the step nor a message`);
      assert.ok(Date.now() - started < 10_000);
      assert.equal(await page.getByText(ownMessages.unreachable).count(), 0, 'not "could not reach the server"');
      await page.close();
    }
  }
  // Stripe.js's loader is one of them: its chunk missing says a reload fixes it.
  assert.ok(
    Object.entries(outcome).some(([key, result]) => key.startsWith('/checkout') && result === 'reload message'),
    `the card step's own chunk asked for a reload: ${JSON.stringify(outcome)}`,
  );
  console.log(outcome);
});

/** The checkout's driver form filled and sent: the card step; what was typed. @param {import('./harness.mjs').TestPage} page */
async function toCardStep(page) {
  const typed = await fillDriver(page);
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
  return typed;
}
