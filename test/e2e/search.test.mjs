/**
 * The search island: fields and defaults, selects from the API,
 * the calendar (mouse and keyboard), return date and hours rules, the
 * missing-details dialog, query parameters and the variant, a slow and a
 * failing search, location pages, and the phone layout.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { axe, hasHorizontalScroll, islandsMounted, motionSettled, useEnv, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import {
  bookingToken,
  dayName,
  fillSearch,
  pickDate,
  searchFields,
  shortDisplay,
  storedState,
  waitFor,
  withoutNetworkErrors,
  ymdPlus,
} from './renter-helpers.mjs';
import { deferred } from './deferred.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

/**
 * The search form's fields in order (the over-25 box aside).
 * @param {ReturnType<typeof searchFields>} f
 */
const formFields = (f) => [
  f.pickupLocation,
  f.pickupDate,
  f.pickupTime,
  f.returnLocation,
  f.returnDate,
  f.returnTime,
  f.vehicleType,
  f.promo,
];

/** What the search form's fields hold, in order. @param {ReturnType<typeof searchFields>} f */
const typedValues = (f) => Promise.all(formFields(f).map((l) => l.inputValue()));

async function home(options = {}, path = '/') {
  const page = await env.page(options);
  await page.goto(env.url(path));
  await islandsMounted(page);
  const f = searchFields(page);
  await waitFor(async () => (await f.pickupLocation.locator('option').count()) > 1, 'the locations');
  return { page, f };
}

const optionLabels = (select) => select.locator('option').allTextContents();

/**
 * Searches with what `f` holds and, once on the booking page (the search stored), opens `path`:
 * its search form's fields.
 * @param {import('./harness.mjs').TestPage} page @param {ReturnType<typeof searchFields>} f @param {string} path
 */
async function searchThenOpen(page, f, path) {
  await f.submit.click();
  await page.waitForURL(atRoute(routes.booking));
  await page.goto(env.url(path));
  await islandsMounted(page);
  return searchFields(page);
}

describe('search form', () => {
  it("shows every field, Age Over 25 checked, LET'S GO! and options from the API; axe clean", async () => {
    const { page, f } = await home();
    for (const field of formFields(f)) {
      assert.equal(await field.count(), 1);
    }
    assert.equal(await f.over25.isChecked(), true);
    assert.equal(await f.submit.textContent(), messages.searchButton);
    assert.ok((await optionLabels(f.pickupLocation)).includes('Brisbane Airport'));
    assert.ok((await optionLabels(f.vehicleType)).includes('All Vehicles'));
    // Dates can only come from the calendar.
    assert.equal(await f.pickupDate.getAttribute('readonly'), '');
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(page.errors, []);
  });

  it('lists every missing field, one per line, in the dialog "Complete the missing details"; axe clean', async () => {
    const { page, f } = await home();
    await f.submit.click();
    const dialog = page.getByRole('alertdialog', { name: messages.searchMissingTitle });
    await dialog.waitFor();
    const lines = await dialog.getByRole('listitem').allTextContents();
    assert.deepEqual(
      lines.sort(),
      [
        messages.searchPickupLocation,
        messages.searchPickupDate,
        messages.searchPickupTime,
        messages.searchVehicleType,
        messages.searchReturnLocation,
        messages.searchReturnDate,
        messages.searchReturnTime,
      ].sort(),
    );
    assert.deepEqual(await axe(page), []);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Only what is still missing is listed.
    await fillSearch(page);
    await f.vehicleType.selectOption('');
    await f.submit.click();
    await dialog.waitFor();
    assert.deepEqual(await dialog.getByRole('listitem').allTextContents(), []);
    assert.equal((await dialog.locator('p').textContent()).trim(), messages.searchVehicleType);
    assert.deepEqual(page.errors, []);
  });

  it('changing the pickup location reloads the return locations and picks the first; hours pick the selected slot', async () => {
    const { page, f } = await home();
    await f.pickupLocation.selectOption({ label: 'Brisbane Airport' });
    await waitFor(async () => (await f.pickupTime.inputValue()) === '10:00', 'the selected slot (10:00)');
    assert.deepEqual(await optionLabels(f.returnLocation), [
      ownMessages.selectLocation,
      'Brisbane Airport',
      'Brisbane City',
      'Gold Coast Airport',
      'Gold Coast',
      'Logan',
    ]);
    assert.equal(await f.returnLocation.locator('option:checked').textContent(), 'Brisbane Airport');
    await f.returnLocation.selectOption({ label: 'Logan' });
    await f.pickupLocation.selectOption({ label: 'Melbourne Airport' });
    assert.deepEqual(await optionLabels(f.returnLocation), [
      ownMessages.selectLocation,
      'Melbourne Airport',
      'Melbourne CBD',
    ]);
    assert.equal(await f.returnLocation.locator('option:checked').textContent(), 'Melbourne Airport');
    await waitFor(async () => (await f.returnTime.inputValue()) === '10:00', 'the return slot');
    assert.deepEqual(page.errors, []);
  });

  it("changing a date reloads that location's hours for the day and picks the selected slot", async () => {
    const { page, f } = await home();
    await f.pickupLocation.selectOption({ label: 'Logan' });
    await waitFor(() => f.pickupTime.inputValue(), 'hours');
    // Find the next Sunday: Logan opens 9:00-13:00 on Sundays, 7:30-17:30 on weekdays.
    let offset = 3;
    while (new Date(`${ymdPlus(offset)}T12:00:00Z`).getUTCDay() !== 0) offset += 1;
    const requests = [];
    page.on(
      'request',
      (request) => request.url().includes('/operation-hours') && requests.push(new URL(request.url()).searchParams),
    );
    await pickDate(page, f.pickupDate, ymdPlus(offset));
    await waitFor(async () => (await optionLabels(f.pickupTime)).at(-1) === '1:00 PM', 'Sunday hours');
    assert.ok(requests.some((q) => q.get('location_code') === 'LGN' && q.get('date') === ymdPlus(offset)));
    assert.equal(await f.pickupTime.inputValue(), '10:00');
    assert.equal((await optionLabels(f.pickupTime))[1], '9:00 AM');
    assert.deepEqual(page.errors, []);
  });

  it('calendar: past days disabled, week from Monday, two months at 1280 px, range marked; choosing pickup sets return to the next day; axe clean', async () => {
    const { page, f } = await home();
    await f.pickupDate.click();
    const calendar = page.getByRole('dialog', { name: ownMessages.pickupDate, exact: true });
    await calendar.getByRole('grid').first().waitFor();
    assert.equal(await calendar.getByRole('grid').count(), 2);
    assert.equal(await calendar.locator('th').first().getAttribute('aria-label'), 'Monday');
    assert.equal(await calendar.getByRole('button', { name: ownMessages.calendarPreviousMonth }).isDisabled(), true);
    const yesterday = ymdPlus(-1);
    if (yesterday.slice(0, 7) === ymdPlus(0).slice(0, 7)) {
      assert.equal(await calendar.getByRole('button', { name: dayName(yesterday) }).isDisabled(), true);
    }
    assert.deepEqual(await axe(page), []);
    await calendar.getByRole('button', { name: dayName(ymdPlus(5)) }).click();
    assert.equal(await f.pickupDate.inputValue(), shortDisplay(ymdPlus(5)));
    assert.equal(await f.returnDate.inputValue(), shortDisplay(ymdPlus(6)));
    await pickDate(page, f.returnDate, ymdPlus(9));
    assert.equal(await f.returnDate.inputValue(), shortDisplay(ymdPlus(9)));
    // The pickup calendar (two months from the pickup day) marks the whole span.
    await f.pickupDate.click();
    await calendar.getByRole('grid').first().waitFor();
    const classOf = (ymd) => calendar.locator(`td[data-day="${ymd}"]:not([data-outside])`).getAttribute('class');
    assert.match(await classOf(ymdPlus(5)), /range_start/);
    assert.match(await classOf(ymdPlus(7)), /range_middle/);
    assert.match(await classOf(ymdPlus(9)), /range_end/);
    assert.doesNotMatch(await classOf(ymdPlus(10)), /range/);
    await page.keyboard.press('Escape');
    await f.returnDate.click();
    const returnCalendar = page.getByRole('dialog', { name: ownMessages.returnDate, exact: true });
    await returnCalendar.getByRole('grid').first().waitFor();
    // The return calendar starts at the pickup month, with the days before the pickup day disabled.
    const previous = returnCalendar.getByRole('button', { name: ownMessages.calendarPreviousMonth });
    for (let i = 0; i < 3 && !(await previous.isDisabled()); i += 1) await previous.click();
    assert.equal(await previous.isDisabled(), true);
    assert.equal(await returnCalendar.locator(`td[data-day="${ymdPlus(5)}"]:not([data-outside])`).count(), 1);
    assert.equal(await returnCalendar.getByRole('button', { name: dayName(ymdPlus(5)) }).isDisabled(), false);
    if (ymdPlus(4).slice(0, 7) === ymdPlus(5).slice(0, 7)) {
      assert.equal(await returnCalendar.getByRole('button', { name: dayName(ymdPlus(4)) }).isDisabled(), true);
    }
    assert.deepEqual(page.errors, []);
  });

  it('calendar by keyboard only: Enter opens it on today, arrows move, Enter picks, Escape closes, focus returns', async () => {
    const { page, f } = await home();
    await f.pickupLocation.focus();
    await page.keyboard.press('Tab');
    assert.equal(await f.pickupDate.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: ownMessages.pickupDate, exact: true });
    await waitFor(
      () => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null),
      'focus in the calendar',
    );
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    assert.match(await focused(), dayName(ymdPlus(0)));
    // Each key moves focus on the next render: wait for it, as a screen reader user would hear it.
    await page.keyboard.press('ArrowDown');
    await waitFor(async () => dayName(ymdPlus(7)).test(await focused()), 'focus a week later');
    await page.keyboard.press('ArrowRight');
    await waitFor(async () => dayName(ymdPlus(8)).test(await focused()), 'focus a day after that');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    assert.equal(await f.pickupDate.inputValue(), shortDisplay(ymdPlus(8)));
    assert.equal(await f.returnDate.inputValue(), shortDisplay(ymdPlus(9)));
    assert.equal(await f.pickupDate.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('ArrowDown');
    await calendar.waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    assert.equal(await f.pickupDate.evaluate((el) => el === document.activeElement), true);
    assert.equal(await f.pickupDate.inputValue(), shortDisplay(ymdPlus(8)));
    assert.deepEqual(page.errors, []);
  });

  it('promo_code pre-fills the promo field; search_variant=F reads VIEW AVAILABLE CARS', async () => {
    const { page, f } = await home({}, '/?promo_code=SAVE10&search_variant=F');
    assert.equal(await f.promo.inputValue(), 'SAVE10');
    assert.equal(await f.submit.textContent(), messages.searchButtonVariantF);
    assert.deepEqual(page.errors, []);
  });

  it('fetches the variant once, caches it under chw_search_variant and uses it', async () => {
    const page = await env.page();
    let calls = 0;
    await page.route('**/rental-api/v1/search-variant', (route) => {
      calls += 1;
      return route.fulfill({ json: { data: { variant: 'F' } } });
    });
    for (let i = 0; i < 2; i += 1) {
      await page.goto(env.url(routes.home));
      await islandsMounted(page);
      const f = searchFields(page);
      await waitFor(async () => (await f.submit.textContent()) === messages.searchButtonVariantF, 'variant F');
    }
    assert.equal(calls, 1);
    assert.equal(await page.evaluate(() => localStorage.getItem('chw_search_variant')), 'F');
    assert.deepEqual(page.errors, []);
  });

  it('a failing variant call is silent: variant B', async () => {
    const page = await env.page();
    await page.route('**/rental-api/v1/search-variant', (route) =>
      route.fulfill({ status: 500, json: { message: 'down' } }),
    );
    const answered = page.waitForResponse('**/rental-api/v1/search-variant');
    await page.goto(env.url(routes.home));
    await islandsMounted(page);
    const f = searchFields(page);
    // The failure is silent, so there is nothing to wait for on screen: wait until the 500 has
    // arrived, the page has no request left in flight and two frames have painted since.
    await answered;
    await page.waitForLoadState('networkidle');
    await motionSettled(page);
    assert.equal(await f.submit.textContent(), messages.searchButton);
    assert.equal(await page.getByRole('alertdialog').count(), 0);
    assert.deepEqual(withoutNetworkErrors(page.errors), []);
  });

  it('searches: POST /search with source_id 64 and the variant, stores the token cookie, the search and the cars, goes to /booking', async () => {
    const { page, f } = await home();
    await fillSearch(page, { location: 'Gold Coast Airport', promo: 'SAVE10' });
    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/search') && r.method() === 'POST');
    await f.submit.click();
    const body = (await request).postDataJSON();
    assert.equal(body.source_id, 64);
    assert.equal(body.search_variant, 'B');
    assert.equal(body.pickup_location_id, 3);
    assert.equal(body.pickup_date, ymdPlus(7));
    assert.equal(body.dropoff_date, ymdPlus(8));
    assert.equal(body.pickup_time, '10:00');
    assert.equal(body.vehicle_category_type_id, 0);
    assert.equal(body.is_over_25, true);
    assert.equal(body.promo_code, 'SAVE10');
    await page.waitForURL(atRoute(routes.booking));
    assert.ok(await bookingToken(page));
    const state = await storedState(page);
    assert.equal(state.bookingSearch.pickupLocationName, 'Gold Coast Airport');
    assert.equal(state.bookingSearch.activePromoCode, 'SAVE10');
    assert.ok(state.cars.length > 5);
    assert.deepEqual(state.selectedCar, {});
    assert.deepEqual(page.errors, []);
  });

  it('a slow search shows the overlay and a double click sends one request', async () => {
    const { page, f } = await home();
    let calls = 0;
    const held = deferred();
    const reached = deferred();
    await page.route('**/api/v1/search', async (route) => {
      calls += 1;
      reached.resolve();
      await held.promise;
      await route.continue();
    });
    await fillSearch(page);
    await f.submit.dblclick();
    await page.getByRole('status').filter({ hasText: messages.subSearching }).waitFor();
    await f.submit.click({ force: true }).catch(() => {});
    // The overlay can show before the request has reached the route: count once it has.
    await reached.promise;
    assert.equal(calls, 1);
    assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden');
    held.resolve();
    await page.waitForURL(atRoute(routes.booking));
    assert.equal(calls, 1);
    assert.deepEqual(page.errors, []);
  });

  it('a slow API: the lists say they are loading, and a submit waits for them instead of reporting them missing', async () => {
    // Locations and categories held: the selects say so, and LET'S GO waits (a search with half-loaded lists would send wrong ids).
    const lists = deferred();
    const page = await env.page();
    await page.route(/\/api\/v1\/(locations|vehicle-categories)/, async (route) => {
      await lists.promise;
      await route.continue();
    });
    await page.goto(env.url(routes.home));
    await islandsMounted(page);
    const f = searchFields(page);
    assert.deepEqual(await optionLabels(f.pickupLocation), [ownMessages.loading]);
    await f.submit.click();
    const waiting = page.getByRole('status').filter({ hasText: ownMessages.waitingForLists });
    await waiting.waitFor();
    assert.equal(await page.getByRole('alertdialog').count(), 0, 'no "missing details" for lists not yet loaded');
    lists.resolve();
    // The lists arrive; the held submit runs and now reports what is really missing.
    await page.getByRole('alertdialog', { name: messages.searchMissingTitle }).waitFor();
    assert.equal(await waiting.count(), 0);
    assert.equal((await optionLabels(f.pickupLocation)).includes(ownMessages.loading), false);
    await page.keyboard.press('Escape');

    // Hours held after choosing a branch and a date: the times say so, and LET'S GO searches once they come.
    const hours = deferred();
    await page.route('**/api/v1/operation-hours*', async (route) => {
      await hours.promise;
      await route.continue();
    });
    await f.pickupLocation.selectOption({ label: 'Brisbane Airport' });
    await pickDate(page, f.pickupDate, ymdPlus(7));
    await f.vehicleType.selectOption({ label: 'All Vehicles' });
    assert.deepEqual(await optionLabels(f.pickupTime), [ownMessages.loading]);
    await f.submit.click();
    await waiting.waitFor();
    assert.equal(await page.getByRole('alertdialog').count(), 0, 'no "select a time" for hours not yet loaded');
    hours.resolve();
    await page.waitForURL(atRoute(routes.booking));
    assert.deepEqual(withoutNetworkErrors(page.errors), []);
  });

  it("a failing search shows the server's title and message, hides the overlay and keeps every field", async () => {
    const { page, f } = await home();
    await page.route('**/api/v1/search', (route) =>
      route.fulfill({
        status: 500,
        json: { title: 'Search failed', message: 'Our booking system is busy. Please try again.' },
      }),
    );
    await fillSearch(page, { location: 'Sydney Airport', promo: 'SUV15', over25: false, category: 'SUVs' });
    const before = await typedValues(f);
    await f.submit.click();
    const dialog = page.getByRole('alertdialog', { name: 'Search failed' });
    await dialog.waitFor();
    assert.match(await dialog.textContent(), /Our booking system is busy\. Please try again\./);
    assert.equal(await page.getByRole('status').filter({ hasText: messages.subSearching }).count(), 0);
    await dialog.getByRole('button', { name: ownMessages.close }).first().click();
    await dialog.waitFor({ state: 'detached' });
    const afterValues = await typedValues(f);
    assert.deepEqual(afterValues, before);
    assert.equal(await f.over25.isChecked(), false);
    assert.equal(new URL(page.url()).pathname, '/');
    // Without a title the dialog is titled 'Error'; the form can be sent again.
    await page.unroute('**/api/v1/search');
    await page.route('**/api/v1/search', (route) =>
      route.fulfill({ status: 400, json: { message: 'Try another date.' } }),
    );
    await f.submit.click();
    await page.getByRole('alertdialog', { name: messages.errorTitleDefault, exact: true }).waitFor();
    assert.deepEqual(withoutNetworkErrors(page.errors), []);
  });

  it('a failure with no words from the server: the title Error and a plain message; a malformed answer is not "could not reach"; 429 shows the server\'s words; "Request a call" only when the API is down', async () => {
    const { page, f } = await home();
    await fillSearch(page, { location: 'Sydney Airport', category: 'SUVs' });
    /** @param {boolean} [down] the API is down (no answer, 5xx): the help line and "Request a call" show */
    const shows = async (respond, title, text, down = false) => {
      await page.unroute('**/api/v1/search');
      await page.route('**/api/v1/search', respond);
      await f.submit.click();
      const dialog = page.getByRole('alertdialog', { name: title, exact: true });
      await dialog.waitFor();
      const body = await dialog.locator('.chw-search__message').textContent();
      const offered = await dialog.getByRole('link', { name: ownMessages.requestACall }).count();
      await dialog.getByRole('button', { name: ownMessages.close }).first().click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(body.trim(), text);
      assert.equal(offered, down ? 1 : 0, `"Request a call" ${down ? '' : 'not '}offered for ${text}`);
    };
    await shows(
      (route) => route.fulfill({ status: 500, body: '' }),
      messages.errorTitleDefault,
      ownMessages.requestFailed,
      true,
    );
    await shows(
      (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
      messages.errorTitleDefault,
      ownMessages.requestFailed,
      true,
    );
    await shows(
      (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": {"availableVehicles": [' }),
      messages.errorTitleDefault,
      ownMessages.unreadableAnswer,
    );
    await shows(
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"nope": true}' }),
      messages.errorTitleDefault,
      messages.subSearchUnexpected,
    );
    await shows(
      (route) => route.abort('internetdisconnected'),
      messages.errorTitleDefault,
      ownMessages.unreachable,
      true,
    );
    // Over the rate limit: the server's own title and message, as for any search failure.
    await shows(
      (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '30' },
          json: {
            title: 'Too many requests',
            message: 'Too many requests from your connection. Please wait a minute and try again.',
          },
        }),
      'Too many requests',
      'Too many requests from your connection. Please wait a minute and try again.',
    );
    assert.doesNotMatch(JSON.stringify(page.errors), /Request failed \(/);
    assert.deepEqual(
      withoutNetworkErrors(page.errors).filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)),
      [],
    );
  });

  it('the search code loads on demand: when its chunk cannot load (offline, twice), the submit asks for a reload (not "could not reach the server"), keeps the fields, and the next submit searches', async () => {
    const { page, f } = await home();
    // The search call is fetched on the renter's first focus on the form (not at page load, to keep it light): offline, it never arrives.
    const chunk = '**/assets/chunks/submitSearch-*.js';
    let refused = 0;
    await page.route(chunk, (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await fillSearch(page, { location: 'Sydney Airport', category: 'SUVs' });
    const filled = await f.pickupDate.inputValue();
    await f.submit.click();
    // Our code did not arrive, the API may be fine: the words say a reload fixes it (src/lib/lazyOnce.ts).
    const alert = page.getByRole('alert').filter({ hasText: ownMessages.chunkFailedTitle });
    await alert.waitFor();
    await alert.getByText(ownMessages.chunkFailed).waitFor();
    await alert.getByRole('button', { name: ownMessages.reloadPage }).waitFor();
    assert.equal(await page.getByText(ownMessages.unreachable).count(), 0);
    assert.ok(refused >= 2, 'the search code was asked for, and once more');
    assert.equal(await f.pickupDate.inputValue(), filled);
    // Back online: the next submit loads it and searches.
    await page.unroute(chunk);
    await f.submit.click();
    await page.waitForURL(atRoute(routes.booking));
    assert.notEqual(await bookingToken(page), '');
    assert.deepEqual(
      withoutNetworkErrors(page.errors).filter((e) => !/ERR_INTERNET_DISCONNECTED|dynamically imported module/.test(e)),
      [],
    );
  });

  it('off the home page the fields are pre-filled from the stored search; a location page is axe clean', async () => {
    const { page, f } = await home();
    await fillSearch(page, { location: 'Logan', category: 'SUVs', returnIn: 10 });
    const g = await searchThenOpen(page, f, '/car-rental-locations/logan');
    await waitFor(
      async () => (await g.pickupTime.inputValue()) && (await g.returnTime.inputValue()),
      'pre-filled hours',
    );
    assert.equal(await g.pickupLocation.locator('option:checked').textContent(), 'Logan');
    assert.equal(await g.pickupDate.inputValue(), shortDisplay(ymdPlus(7)));
    assert.equal(await g.returnDate.inputValue(), shortDisplay(ymdPlus(10)));
    assert.equal(await g.vehicleType.locator('option:checked').textContent(), 'SUVs');
    assert.deepEqual(await axe(page), []);
    // Home always starts empty.
    await page.goto(env.url(routes.home));
    await islandsMounted(page);
    assert.equal(await searchFields(page).pickupDate.inputValue(), '');
    assert.deepEqual(page.errors, []);
  });

  it('390 px: one calendar month, no horizontal scrolling, axe clean', async () => {
    const { page, f } = await home({ width: 390, height: 844 });
    assert.equal(await hasHorizontalScroll(page), false);
    await f.pickupDate.click();
    const calendar = page.getByRole('dialog', { name: ownMessages.pickupDate, exact: true });
    await calendar.getByRole('grid').first().waitFor();
    assert.equal(await calendar.getByRole('grid').count(), 1);
    assert.equal(await hasHorizontalScroll(page), false);
    assert.deepEqual(await axe(page), []);
    await page.keyboard.press('Escape');
    await fillSearch(page);
    await f.submit.click();
    await page.waitForURL(atRoute(routes.booking));
    assert.deepEqual(page.errors, []);
  });
});

describe("location pages (the search island's location prop)", () => {
  it('a branch page pre-selects its branch, the return branch and the hours; axe clean', async () => {
    const { page, f } = await home({}, '/car-rental-locations/brisbane-airport');
    await waitFor(
      async () => (await f.pickupLocation.locator('option:checked').textContent()) === 'Brisbane Airport',
      "the page's branch",
    );
    assert.equal(await f.returnLocation.locator('option:checked').textContent(), 'Brisbane Airport');
    await pickDate(page, f.pickupDate, ymdPlus(7));
    await waitFor(async () => (await f.pickupTime.locator('option').count()) > 1, "Brisbane Airport's hours");
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(page.errors, []);
  });

  it("the page's branch replaces a search stored elsewhere (its dates stay), but not a branch the renter chose on this page", async () => {
    const { page, f } = await home();
    await fillSearch(page, { location: 'Logan', returnIn: 10 });
    const g = await searchThenOpen(page, f, '/car-rental-locations/sydney-airport');
    await waitFor(
      async () => (await g.pickupLocation.locator('option:checked').textContent()) === 'Sydney Airport',
      "the page's branch",
    );
    assert.equal(await g.returnLocation.locator('option:checked').textContent(), 'Sydney Airport');
    assert.equal(await g.pickupDate.inputValue(), shortDisplay(ymdPlus(7)));
    // The renter picks another branch here and searches; back on this page their choice stays.
    await g.pickupLocation.selectOption({ label: 'Logan' });
    await waitFor(async () => (await g.pickupTime.inputValue()) && (await g.returnTime.inputValue()), "Logan's hours");
    await g.submit.click();
    await page.waitForURL(atRoute(routes.booking));
    await page.goto(env.url('/car-rental-locations/sydney-airport'));
    await islandsMounted(page);
    const h = searchFields(page);
    await waitFor(async () => (await h.pickupTime.inputValue()) !== '', 'the stored hours');
    assert.equal(await h.pickupLocation.locator('option:checked').textContent(), 'Logan');
    // Another branch page still sets its own branch.
    await page.goto(env.url('/car-rental-locations/brisbane-airport'));
    await islandsMounted(page);
    await waitFor(
      async () =>
        (await searchFields(page).pickupLocation.locator('option:checked').textContent()) === 'Brisbane Airport',
      'Brisbane Airport',
    );
    assert.deepEqual(page.errors, []);
  });
});
