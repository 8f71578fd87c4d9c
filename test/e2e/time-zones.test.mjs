/**
 * The branch's clock in the browser: whatever the renter's own zone, the pickup
 * branch's "today" and time decide which days and slots can be chosen, and no
 * date shifts by a day on its way to the API. Each test pins the server's clock
 * (`server.clock.set`) and the page's clock (the harness installs it at the
 * server's instant) and names the browser's zone.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv, atRoute } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { dayName, searchFields, shortDisplay, waitFor } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

/** A page whose browser is in `timezoneId`, with both clocks at `instant`. */
async function pageAt(instant, timezoneId) {
  env.server.clock.set(instant);
  const page = await env.page({ timezoneId });
  return page;
}

/** The search form on the home page with `location` chosen and its hours loaded. */
async function searchAt(page, location) {
  await page.goto(env.url(routes.home));
  await islandsMounted(page);
  const f = searchFields(page);
  await f.pickupLocation.selectOption({ label: location });
  await waitFor(async () => (await f.pickupTime.locator('option').count()) > 1, `${location} hours`);
  return f;
}

/** At `instant` seen from `zone`: the search with `location` chosen and 1 December picked. */
async function firstDecemberAt(instant, zone, location) {
  const page = await pageAt(instant, zone);
  const f = await searchAt(page, location);
  const { popover } = await daysEnabled(page, f.pickupDate, []);
  await popover.getByRole('button', { name: dayName('2026-12-01') }).click();
  return { page, f };
}

/** Opens a date field's calendar and reports whether each day is enabled (undefined: not shown). */
async function daysEnabled(page, input, days) {
  await input.click();
  const popover = page.getByRole('dialog', {
    name: await input.evaluate((el) => el.labels[0].textContent),
    exact: true,
  });
  await popover.getByRole('grid').first().waitFor();
  const result = {};
  for (const day of days) {
    const button = popover.getByRole('button', { name: dayName(day) });
    result[day] = (await button.count()) ? !(await button.first().isDisabled()) : undefined;
  }
  return { popover, result };
}

/** The pickup time select: the chosen slot and the slots offered (enabled). */
async function slotsOf(select) {
  return select.evaluate((el) => ({
    value: el.value,
    enabled: [...el.options].filter((o) => o.value && !o.disabled).map((o) => o.value),
    disabled: [...el.options].filter((o) => o.value && o.disabled).map((o) => o.value),
  }));
}

describe('the pickup branch governs "today", whatever the browser zone', () => {
  // 6:00 am on 2 December in Brisbane: still 1 December in London and Los Angeles.
  const BRISBANE_DAWN = '2026-12-02T06:00:00+10:00';
  for (const zone of ['Australia/Perth', 'Europe/London', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
    test(`Brisbane Airport seen from ${zone}: 1 December disabled, 2 December bookable, the date reaches the API unchanged`, async () => {
      const page = await pageAt(BRISBANE_DAWN, zone);
      const f = await searchAt(page, 'Brisbane Airport');
      const { popover, result } = await daysEnabled(page, f.pickupDate, ['2026-12-01', '2026-12-02']);
      assert.deepEqual(result, { '2026-12-01': false, '2026-12-02': true });
      await popover.getByRole('button', { name: dayName('2026-12-02') }).click();
      assert.equal(await f.pickupDate.inputValue(), shortDisplay('2026-12-02'));
      assert.equal(await f.returnDate.inputValue(), shortDisplay('2026-12-03'));
      await waitFor(async () => (await f.pickupTime.inputValue()) === '10:00', 'the 10:00 slot');
      const slots = await slotsOf(f.pickupTime);
      assert.equal(slots.enabled[0], '06:30', 'the 6:00 slot has begun at the branch');
      assert.ok(slots.disabled.includes('06:00'));
      await f.vehicleType.selectOption({ label: 'All Vehicles' });
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/v1/search') && r.method() === 'POST'),
        f.submit.click(),
      ]);
      const body = request.postDataJSON();
      assert.deepEqual([body.pickup_date, body.pickup_time, body.dropoff_date], ['2026-12-02', '10:00', '2026-12-03']);
      await page.waitForURL(atRoute(routes.booking));
      assert.deepEqual(page.errors, []);
    });
  }

  test('a browser a day ahead of the branch (Kiritimati at 9 pm in Brisbane) can still book the branch today', async () => {
    const page = await pageAt('2026-12-01T21:00:00+10:00', 'Pacific/Kiritimati'); // Kiritimati: 2 December, 1:00 am
    const f = await searchAt(page, 'Brisbane Airport');
    const { popover, result } = await daysEnabled(page, f.pickupDate, ['2026-12-01']);
    assert.deepEqual(result, { '2026-12-01': true });
    assert.equal(
      await popover.getByRole('button', { name: ownMessages.calendarPreviousMonth }).isDisabled(),
      true,
      'November has passed',
    );
    await page.getByRole('button', { name: dayName('2026-12-01') }).click();
    await waitFor(async () => (await slotsOf(f.pickupTime)).enabled.length > 0, 'the evening slots');
    assert.deepEqual((await slotsOf(f.pickupTime)).enabled, ['21:30', '22:00']);
    assert.deepEqual(page.errors, []);
  });

  test('midday at the branch: the morning slots are past, the next one is chosen', async () => {
    const { page, f } = await firstDecemberAt('2026-12-01T12:10:00+10:00', 'Australia/Brisbane', 'Brisbane City');
    await waitFor(async () => (await f.pickupTime.inputValue()) === '12:30', 'the first slot after 12:10');
    const slots = await slotsOf(f.pickupTime);
    assert.ok(slots.disabled.includes('12:00') && slots.disabled.includes('10:00'));
    assert.equal(slots.enabled[0], '12:30');
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(page.errors, []);
  });

  test('23:30 in Brisbane: no slot left there today; Sydney is already on 2 December and drops the passed date', async () => {
    const { page, f } = await firstDecemberAt('2026-12-01T23:30:00+10:00', 'Australia/Brisbane', 'Brisbane Airport');
    await waitFor(async () => (await slotsOf(f.pickupTime)).disabled.length > 0, 'the hours of 1 December');
    assert.deepEqual((await slotsOf(f.pickupTime)).enabled, [], 'every Brisbane slot of today has passed');
    // Sydney Airport is on daylight saving: 2 December, 00:30. The chosen 1 December has passed there.
    await f.pickupLocation.selectOption({ label: 'Sydney Airport' });
    await waitFor(async () => (await f.pickupDate.inputValue()) === '', 'the passed date cleared');
    const { result } = await daysEnabled(page, f.pickupDate, ['2026-12-01', '2026-12-02']);
    assert.deepEqual(result, { '2026-12-01': false, '2026-12-02': true });
    assert.deepEqual(page.errors, []);
  });

  test('a Sydney daylight-saving day seen from London: slots follow Sydney summer time', async () => {
    // Sunday 4 October 2026: Sydney moved to AEDT at 2:00 am; it is 9:10 there, 8:10 in Brisbane, 23:10 on the 3rd in London.
    const page = await pageAt('2026-10-04T09:10:00+11:00', 'Europe/London');
    const f = await searchAt(page, 'Sydney Airport');
    const { popover, result } = await daysEnabled(page, f.pickupDate, ['2026-10-03', '2026-10-04']);
    assert.deepEqual(result, { '2026-10-03': false, '2026-10-04': true });
    await popover.getByRole('button', { name: dayName('2026-10-04') }).click();
    await waitFor(async () => (await f.pickupTime.inputValue()) === '10:00', 'the 10:00 slot');
    const slots = await slotsOf(f.pickupTime);
    assert.equal(slots.enabled[0], '09:30');
    assert.ok(slots.disabled.includes('09:00'));
    assert.deepEqual(page.errors, []);
  });
});

describe('subscription: 3 days from the branch today', () => {
  test('at 23:30 in Brisbane, seen from Los Angeles: Brisbane City from 4 December, Sydney CBD from 5 December', async () => {
    const page = await pageAt('2026-12-01T23:30:00+10:00', 'America/Los_Angeles');
    await page.goto(env.url(routes.carSubscription));
    await islandsMounted(page);
    const location = page.getByLabel(ownMessages.subPickupLocation);
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 3);
    const date = page.getByRole('textbox', { name: ownMessages.subPickupDate, exact: true });
    for (const [branch, first] of [
      ['Brisbane City', '2026-12-04'],
      ['Sydney CBD', '2026-12-05'],
    ]) {
      await location.selectOption({ label: branch });
      const before = `2026-12-0${Number(first.slice(-1)) - 1}`;
      const { result } = await daysEnabled(page, date, [before, first]);
      assert.deepEqual(result, { [before]: false, [first]: true }, branch);
      await page.keyboard.press('Escape');
    }
    assert.deepEqual(page.errors, []);
  });
});
