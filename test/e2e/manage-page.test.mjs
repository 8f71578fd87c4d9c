/**
 * Manage my booking as a booking page, not a form (issue 44 item 1): the opened booking first, a
 * summary card with its actions right under it on a phone and beside it on a wide screen, each
 * change opening where it belongs, the cancel action apart and in the danger colour, one button case,
 * the find intro only while nothing is open, how to change email and phone, and no calendar file for
 * a cancelled booking; and opened from the check-in reminder's link, nothing on the page moves
 * while the booking and check-in come (the placeholder takes the screen: island.json screenWith).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, axe, hasHorizontalScroll } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { lastManageLink, managedBooking } from './manage-helpers.mjs';
import { freshLink } from './checkin-helpers.mjs';
import { ymdPlus } from '../clock.mjs';

const env = useEnv();

let slot = 0;
/** A paid booking at Brisbane Airport on its own dates, and its emailed link. */
const booking = () => managedBooking(env, { start: 10 + 4 * slot, email: `page${slot++}@example.com` });

/**
 * Records the page's layout shifts from each load on (as CLS counts them: none after input).
 * @param {import('./harness.mjs').TestPage} page
 */
const watchShifts = (page) =>
  page.addInitScript(() => {
    const win = /** @type {Window & { __shifts?: string[], __cls?: number }} */ (window);
    win.__shifts = [];
    win.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of /** @type {Array<PerformanceEntry & { value: number, hadRecentInput: boolean, sources: Array<{ node?: Node | null }> }>} */ (
        list.getEntries()
      )) {
        if (entry.hadRecentInput) continue;
        win.__cls = (win.__cls ?? 0) + entry.value;
        const names = entry.sources.map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : '?';
        });
        win.__shifts?.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms ${names.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/**
 * The load's CLS and each shift's sources, once its fonts and images are in.
 * @param {import('./harness.mjs').TestPage} page
 */
async function shiftsSoFar(page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  return page.evaluate(() => {
    const win = /** @type {Window & { __shifts?: string[], __cls?: number }} */ (window);
    return { cls: win.__cls ?? 0, shifts: win.__shifts ?? [] };
  });
}

/** @param {string} link @param {number} width */
async function open(link, width) {
  const page = await env.page({ width, height: 844 });
  await page.goto(link);
  await page.getByRole('heading', { name: ownMessages.manageHeading }).waitFor();
  return page;
}

test('at 390 px the booking and its changes are within the first screen and a half, with no sideways scroll', async () => {
  const b = await booking();
  const page = await open(await lastManageLink(env, b.booking_id), 390);
  const summary = page.locator('.chw-manage-summary');
  assert.match(await summary.innerText(), new RegExp(b.reservation_no));
  const change = page.getByRole('button', { name: ownMessages.manageChangeDates });
  const box = await change.boundingBox();
  assert.ok(box && box.y + box.height <= 844 * 1.5, `"${ownMessages.manageChangeDates}" ends at ${box?.y}`);
  // The summary comes before the actions, and the find form's words are gone.
  const summaryBox = await summary.boundingBox();
  assert.ok(summaryBox && box && summaryBox.y < box.y);
  assert.equal(await page.getByText(ownMessages.manageFindIntro).count(), 0);
  assert.equal(await page.getByText('Find your booking to view, change or cancel it.').count(), 0);
  assert.equal(await hasHorizontalScroll(page), false);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test('at 1280 px the actions stand beside the summary; a change opens under what it changes', async () => {
  const b = await booking();
  const page = await open(await lastManageLink(env, b.booking_id), 1280);
  const summary = await page.locator('.chw-manage-summary').boundingBox();
  const change = await page.getByRole('button', { name: ownMessages.manageChangeExtras }).boundingBox();
  assert.ok(summary && change && change.x > summary.x + summary.width && change.y < summary.y + summary.height);
  await page.getByRole('button', { name: ownMessages.manageChangeExtras }).click();
  const panel = page.locator('.chw-manage-details__slot .chw-manage__panel');
  await panel.waitFor();
  // Under the extras row, before the driver's.
  const extrasRow = await page.locator('.chw-manage-details__row', { hasText: 'Extras' }).boundingBox();
  const driverRow = await page.locator('.chw-manage-details__row', { hasText: 'Driver' }).boundingBox();
  const panelBox = await panel.boundingBox();
  assert.ok(extrasRow && driverRow && panelBox && panelBox.y > extrasRow.y && panelBox.y < driverRow.y);
  assert.deepEqual(page.errors, []);
});

test('one button case: sentence case outlined, capitals filled; cancel in the danger colour, apart', async () => {
  const b = await booking();
  const page = await open(await lastManageLink(env, b.booking_id), 1280);
  const buttons = await page
    .locator('.chw-manage .chw-button')
    .evaluateAll((all) => all.map((button) => ({ text: button.textContent ?? '', className: button.className })));
  assert.ok(buttons.length >= 6);
  for (const { text, className } of buttons) {
    const filled = !/chw-button--(secondary|danger-outline)/.test(className);
    assert.equal(text === text.toUpperCase(), filled, `"${text}" (${className})`);
  }
  const cancel = page.getByRole('button', { name: ownMessages.manageCancel });
  assert.equal(await cancel.evaluate((button) => button.closest('.chw-manage__danger') !== null), true);
  const [colour, danger] = await cancel.evaluate((button) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--chw-error)';
    button.append(probe);
    const wanted = getComputedStyle(probe).color;
    probe.remove();
    return [getComputedStyle(button).color, wanted];
  });
  assert.equal(colour, danger);
  assert.deepEqual(page.errors, []);
});

test('the page says email and phone are changed by a call, with the number', async () => {
  const b = await booking();
  const page = await open(await lastManageLink(env, b.booking_id), 390);
  const contact = page.locator('.chw-manage-details__row', { hasText: ownMessages.manageContact });
  assert.match(await contact.innerText(), new RegExp(ownMessages.manageContactNote.replace(/\./g, '\\.')));
  assert.match((await contact.getByRole('link').getAttribute('href')) ?? '', /^tel:\+\d+$/);
  assert.deepEqual(page.errors, []);
});

test('a cancelled booking offers no calendar file, and the summary says cancelled', async () => {
  const b = await booking();
  const page = await open(await lastManageLink(env, b.booking_id), 1280);
  await page.getByRole('button', { name: ownMessages.manageCalendar }).waitFor();
  await page.getByRole('button', { name: ownMessages.manageCancel }).click();
  await page.getByRole('button', { name: ownMessages.manageCancelConfirm }).click();
  await page.locator('.chw-manage-summary__status--cancelled').waitFor();
  assert.equal(await page.getByRole('button', { name: ownMessages.manageCalendar }).count(), 0);
  assert.equal(await page.getByRole('button', { name: ownMessages.manageCancel }).count(), 0);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(page.errors, []);
});

test("opened from the check-in reminder's link, nothing moves while the booking comes (CLS 0.00 at 390 and 1280 px)", async () => {
  const start = 10 + 4 * slot;
  const b = await managedBooking(env, { start, email: `page${slot++}@example.com` });
  const before = env.server.clock.now();
  // As the reminder finds it: 47 hours before pick up, check-in open.
  env.server.clock.set(Date.parse(`${ymdPlus(start)}T10:00:00+10:00`) - 47 * 3_600_000);
  try {
    for (const width of [390, 1280]) {
      const link = new URL(await freshLink(env, b));
      link.searchParams.set('chw_checkin', '1');
      const page = await env.page({ width, height: 844 });
      await watchShifts(page);
      await page.goto(link.href, { waitUntil: 'networkidle' });
      await page.locator('.chw-checkin__step form').first().waitFor();
      const { cls, shifts } = await shiftsSoFar(page);
      assert.ok(cls < 0.005, `${width} px: CLS ${cls.toFixed(4)}: ${shifts.join('; ')}`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  } finally {
    env.server.clock.set(before);
  }
});

test('back on the page within the session (no link in the address), the placeholder takes the screen before the booking comes, asked for once', async () => {
  const b = await booking();
  for (const width of [390, 1280]) {
    const page = await env.page({ width, height: 844 });
    // A first visit has no session: the find form's short placeholder, the footer near.
    await page.goto(env.url('/manage-booking'));
    await page.getByRole('button', { name: ownMessages.manageFindSubmit }).waitFor();
    assert.equal(await page.locator('[data-chw-island="manage-booking"][data-chw-tall]').count(), 0);
    await page.goto(await freshLink(env, b));
    await page.locator('.chw-manage-summary').waitFor();
    // The renter comes back later from a bookmark: the session cookie and its hint are all there is,
    // and the server, which prints the page, cannot see either.
    await watchShifts(page);
    await page.addInitScript(() => {
      const win = /** @type {Window & { __tallAt?: number, __bookingAt?: number }} */ (window);
      new MutationObserver(() => {
        if (win.__tallAt === undefined && document.querySelector('[data-chw-island="manage-booking"][data-chw-tall]'))
          win.__tallAt = performance.now();
        if (win.__bookingAt === undefined && document.querySelector('.chw-manage-summary'))
          win.__bookingAt = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-chw-tall'] });
    });
    /** @type {string[]} */
    const asked = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/manage/booking')) asked.push(request.method());
    });
    await page.goto(env.url('/manage-booking'), { waitUntil: 'networkidle' });
    await page.locator('.chw-manage-summary').waitFor();
    const { shifts } = await shiftsSoFar(page);
    const { tallAt, bookingAt } = await page.evaluate(() => {
      const win = /** @type {Window & { __tallAt?: number, __bookingAt?: number }} */ (window);
      return { tallAt: win.__tallAt ?? Infinity, bookingAt: win.__bookingAt ?? 0 };
    });
    assert.ok(
      tallAt < bookingAt,
      `${width} px: the placeholder took the screen at ${tallAt} ms, the booking came at ${bookingAt} ms`,
    );
    // Nothing moves from the moment the booking comes. (A shift before it is the browser painting
    // before the placeholder was marked: then it grows once, early, instead of with the booking.)
    const late = shifts.filter((shift) => Number(/ at (\d+) ms/.exec(shift)?.[1]) >= bookingAt - 1);
    assert.deepEqual(late, [], `${width} px: the booking came at ${Math.round(bookingAt)} ms`);
    // The island took the booking the entry had asked for: one request.
    assert.deepEqual(asked, ['POST']);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('back within the session, when the island comes before its prefetch: asked once, and the box stays as it mounted', async () => {
  const b = await booking();
  const page = await env.page({ width: 390, height: 844 });
  await page.goto(await freshLink(env, b));
  await page.locator('.chw-manage-summary').waitFor();
  // The prefetch module's chunk held back until the island has mounted (found in CI: a loaded
  // machine can deliver the chunks in this order).
  await page.route(/\/chunks\/prefetch-[0-9a-f]+\.js$/, async (route) => {
    await page.locator('[data-chw-island="manage-booking"][data-chw-mounted]').waitFor();
    await route.continue();
  });
  /** @type {string[]} */
  const asked = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/manage/booking')) asked.push(request.method());
  });
  await page.goto(env.url('/manage-booking'), { waitUntil: 'networkidle' });
  await page.locator('.chw-manage-summary').waitFor();
  assert.deepEqual(asked, ['POST']);
  assert.equal(await page.locator('[data-chw-island="manage-booking"][data-chw-tall]').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
