/**
 * Step 1, /booking: the booking layout (guard, progress, details
 * header, phone accordion, Modify search), the car cards and their prices,
 * promo and unavailable badges, the empty list, and choosing a price.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { axe, hasHorizontalScroll, islandsMounted, useEnv, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { searchFields, searchToBooking, storedState, waitFor, withoutNetworkErrors } from './renter-helpers.mjs';
import { escapeRegExp, formatMoney } from './text.mjs';
import { routes } from '../routes.mjs';
import { assertSentAway } from './flows.mjs';

const env = useEnv();

const card = (page, name) => page.getByRole('article', { name, exact: true });

describe('/booking', () => {
  it('without a booking token goes home', async () => {
    await assertSentAway(env, routes.booking, routes.home);
  });

  it('shows the progress bar and the booking details with the day count; axe clean', async () => {
    const page = await env.page();
    await searchToBooking(env, page, { location: 'Brisbane Airport', returnIn: 10 });
    const progress = page.getByRole('navigation', { name: ownMessages.bookingProgress });
    assert.equal(await progress.locator('[aria-current="step"]').textContent(), `1${ownMessages.bookingSteps[0]}`);
    const details = page.getByRole('region', { name: ownMessages.bookingDetails });
    const text = await details.textContent();
    assert.match(text, /Brisbane Airport/);
    assert.match(text, new RegExp(`\\(${ownMessages.days(3)}\\)`));
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(page.errors, []);
  });

  it('headings go in order (axe heading-order) after a search and in the book-by-phone modal', async () => {
    const page = await env.page();
    await searchToBooking(env, page, { location: 'Brisbane Airport', returnIn: 10 });
    await card(page, 'Toyota Corolla').waitFor();
    assert.deepEqual(await axe(page, undefined, { rules: ['heading-order'] }), []);
    assert.equal(
      await card(page, 'Toyota Corolla').getByRole('heading', { level: 2, name: 'Toyota Corolla' }).count(),
      1,
    );
    await card(page, 'Toyota Corolla')
      .getByRole('button', { name: new RegExp(messages.bookByPhone) })
      .click();
    await page.getByRole('dialog', { name: ownMessages.phoneBookingTitle }).waitFor();
    assert.deepEqual(await axe(page, undefined, { rules: ['heading-order'] }), []);
    assert.deepEqual(await axe(page, '.chw-dialog', { rules: ['heading-order'] }), []);
    assert.deepEqual(page.errors, []);
  });

  it('car cards: image, name, sub name, seats, bags, transmission, features, both prices with the daily price and the saving', async () => {
    const page = await env.page();
    await searchToBooking(env, page, { location: 'Brisbane Airport', returnIn: 10, category: 'Small Cars' });
    const { cars } = await storedState(page);
    const i30 = cars.find((c) => c.name === 'Hyundai i30');
    const corolla = cars.find((c) => c.name === 'Toyota Corolla');
    assert.equal(i30.numberOfDays, 3);
    const c = card(page, 'Hyundai i30');
    const text = await c.textContent();
    assert.match(text, /or similar \| Small Manual/);
    for (const line of [ownMessages.seats(5), ownMessages.largeBags(1), ownMessages.smallBags(2), ownMessages.manual])
      assert.ok(text.includes(line), line);
    assert.ok((await card(page, 'Toyota Corolla').textContent()).includes(ownMessages.automatic));
    assert.equal(await c.locator('img').getAttribute('src'), i30.image);
    const payLater = c.getByRole('button', { name: new RegExp(`^${messages.payLater}`) });
    const payNow = c.getByRole('button', { name: new RegExp(`^${messages.payNow}`) });
    assert.match(
      await payLater.textContent(),
      new RegExp(
        `${escapeRegExp(formatMoney(i30.payLaterAmount))}${escapeRegExp(formatMoney(i30.payLaterAmount / 3))}${escapeRegExp(ownMessages.perDay)}`,
      ),
    );
    assert.match(
      await payNow.textContent(),
      new RegExp(`${escapeRegExp(formatMoney(i30.payNowAmount))}${escapeRegExp(formatMoney(i30.payNowAmount / 3))}`),
    );
    assert.ok(text.includes(messages.payNowToSave(formatMoney(i30.payLaterAmount - i30.payNowAmount))));
    assert.ok(corolla.payLaterAmount > corolla.payNowAmount);
    // Features: a disclosure with the server's list, sanitised.
    const features = c.getByRole('button', { name: new RegExp(`^i?${ownMessages.features}`) });
    assert.equal(await features.getAttribute('aria-expanded'), 'false');
    await features.click();
    assert.equal(await features.getAttribute('aria-expanded'), 'true');
    await waitFor(async () => (await c.locator('.chw-car-features__panel li').count()) > 0, 'the features list');
    assert.ok((await c.locator('.chw-car-features__panel li').allTextContents()).includes('Cruise control'));
    await page.keyboard.press('Escape');
    assert.equal(await features.getAttribute('aria-expanded'), 'false');
    assert.ok(await c.getByRole('button', { name: new RegExp(messages.bookByPhone) }).isVisible());
    assert.deepEqual(page.errors, []);
  });

  it('a one-day rental shows no daily price', async () => {
    const page = await env.page();
    await searchToBooking(env, page, { category: 'Small Cars' });
    const text = await card(page, 'Toyota Yaris')
      .getByRole('button', { name: new RegExp(`^${messages.payNow}`) })
      .textContent();
    assert.ok(!text.includes(ownMessages.perDay));
    assert.deepEqual(page.errors, []);
  });

  it('an applied promo shows its badge; one that was not applied shows the warning banner', async () => {
    const page = await env.page();
    await searchToBooking(env, page, { category: 'Sedans', promo: 'SAVE10' });
    assert.match(await card(page, 'Mazda 3 Sedan').textContent(), /10% OFF/);
    assert.equal(await page.getByRole('alert').filter({ hasText: 'promo code' }).count(), 0);
    await searchToBooking(env, page, { category: 'Sedans', promo: 'OLD2020' });
    const banner = page.getByRole('alert').filter({ hasText: ownMessages.promoNotApplied('OLD2020') });
    assert.equal(await banner.count(), 1);
    assert.doesNotMatch(await card(page, 'Mazda 3 Sedan').textContent(), /OFF/);
    assert.deepEqual(page.errors, []);
  });

  it('unavailable cars: Vehicle Unavailable with Sold Out, or Drivers 25+ only for a driver under 25', async () => {
    const page = await env.page();
    // The seed has no Tesla at Logan.
    await searchToBooking(env, page, { location: 'Logan', category: 'Premium & Electric' });
    const tesla = card(page, 'Tesla Model 3');
    assert.ok((await tesla.textContent()).includes(messages.vehicleUnavailable));
    assert.ok((await tesla.textContent()).includes(messages.soldOut));
    assert.equal(await tesla.getByRole('button', { name: new RegExp(messages.payNow) }).count(), 0);
    assert.ok(!(await card(page, 'BMW 320i').textContent()).includes(messages.vehicleUnavailable));
    await searchToBooking(env, page, { location: 'Brisbane Airport', category: 'Premium & Electric', over25: false });
    const bmw = card(page, 'BMW 320i');
    assert.ok((await bmw.textContent()).includes(messages.drivers25Only));
    assert.ok((await bmw.textContent()).includes(messages.vehicleUnavailable));
    const badge = bmw.getByText(messages.drivers25Only, { exact: true });
    assert.equal(await badge.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(179, 38, 30)');
    assert.deepEqual(page.errors, []);
  });

  it('an empty list says so and links back to the search', async () => {
    const page = await env.page();
    await page.route('**/api/v1/search', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.availableVehicles = [];
      await route.fulfill({ response, json: body });
    });
    await searchToBooking(env, page);
    await page.getByText(ownMessages.noCars).waitFor();
    assert.equal(await page.getByRole('link', { name: ownMessages.changeSearch }).getAttribute('href'), '/');
    assert.deepEqual(page.errors, []);
  });

  it('choosing PAY NOW stores the car with payment type N, POSTs /select and lands on /liability-extra with the options stored', async () => {
    const page = await env.page();
    await searchToBooking(env, page, { category: 'SUVs', returnIn: 10 });
    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/select'));
    await card(page, 'Mitsubishi ASX')
      .getByRole('button', { name: new RegExp(`^${messages.payNow}`) })
      .click();
    const body = (await request).postDataJSON();
    assert.equal(body.vehicle_id, 7);
    assert.equal(body.payment_type, 'N');
    assert.ok(body.booking_token);
    await page.waitForURL(atRoute(routes.liabilityExtra));
    const state = await storedState(page);
    assert.equal(state.selectedCar.name, 'Mitsubishi ASX');
    assert.equal(state.selectedCar.paymentType, 'N');
    assert.ok(state.selectOptions.extras.length > 0);
    assert.ok(state.selectOptions.insuranceOptions.length > 0);
    assert.deepEqual(state.selectedLiability.extras, []);
    assert.deepEqual(page.errors, []);
  });

  it('choosing PAY LATER stores payment type L', async () => {
    const page = await env.page();
    await searchToBooking(env, page, { category: 'Sedans' });
    await card(page, 'Mazda 3 Sedan')
      .getByRole('button', { name: new RegExp(`^${messages.payLater}`) })
      .click();
    await page.waitForURL(atRoute(routes.liabilityExtra));
    assert.equal((await storedState(page)).selectedCar.paymentType, 'L');
    assert.deepEqual(page.errors, []);
  });

  it('a failed select shows its alert, then goes home', async () => {
    const page = await env.page();
    await searchToBooking(env, page, { category: 'Sedans' });
    await page.route('**/api/v1/select', (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
    await card(page, 'Mazda 3 Sedan')
      .getByRole('button', { name: new RegExp(`^${messages.payNow}`) })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(messages.selectFailed).waitFor();
    assert.equal(await dialog.getByText(ownMessages.tooManyRequests).count(), 0);
    await dialog.getByRole('button', { name: ownMessages.close }).last().click();
    await page.waitForURL((url) => url.pathname === routes.home);
    assert.deepEqual(withoutNetworkErrors(page.errors), []);
  });

  it("a select over the rate limit (429): the catalogue's words, and a line saying to wait", async () => {
    const page = await env.page();
    await searchToBooking(env, page, { category: 'Sedans' });
    await page.route('**/api/v1/select', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '42' },
        json: {
          title: 'Too many requests',
          message: 'Too many requests from your connection. Please wait a minute and try again.',
        },
      }),
    );
    await card(page, 'Mazda 3 Sedan')
      .getByRole('button', { name: new RegExp(`^${messages.payNow}`) })
      .click();
    const dialog = page.getByRole('alertdialog', { name: messages.errorTitleDefault });
    await dialog.getByText(messages.selectFailed).waitFor();
    await dialog.getByText(ownMessages.tooManyRequests).waitFor();
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(
      withoutNetworkErrors(page.errors).filter((e) => !/429/.test(e)),
      [],
    );
  });

  it('Modify search opens the search form pre-filled from the stored search', async () => {
    const page = await env.page();
    await searchToBooking(env, page, { location: 'Gold Coast Airport', category: 'SUVs' });
    const toggle = page.getByRole('button', { name: ownMessages.modifySearch });
    await toggle.click();
    const f = searchFields(page);
    await waitFor(async () => (await f.pickupTime.inputValue()) !== '', 'the pre-filled form');
    assert.equal(await f.pickupLocation.locator('option:checked').textContent(), 'Gold Coast Airport');
    assert.equal(await f.vehicleType.locator('option:checked').textContent(), 'SUVs');
    await f.vehicleType.selectOption({ label: 'Sedans' });
    // The new search reloads /booking itself: wait for that page load, not just the URL (already /booking).
    const reloaded = page.waitForEvent('load');
    await f.submit.click();
    await reloaded;
    await waitFor(
      async () =>
        (await page.getByRole('article').count()) > 0 &&
        (await storedState(page)).bookingSearch.vehicleCategoryType === 2,
      'the new search',
    );
    assert.deepEqual(page.errors, []);
  });

  it('on a slow API, Modify search shows the stored places and times while the lists load', async () => {
    const page = await env.page();
    await searchToBooking(env, page, { location: 'Brisbane Airport' });
    const stored = (await storedState(page)).bookingSearch;
    /** @type {() => void} */
    let release = () => {};
    const held = new Promise((resolve) => (release = () => resolve(undefined)));
    let asked = 0;
    await page.route('**/api/v1/locations**', async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: ownMessages.modifySearch }).click();
    const f = searchFields(page);
    await f.pickupLocation.waitFor();
    await waitFor(async () => asked > 0, 'the lists asked for');
    /** @param {import('playwright-core').Locator} select */
    const chosen = (select) =>
      select.evaluate((node) => (node instanceof HTMLSelectElement ? (node.selectedOptions[0]?.text ?? '') : ''));
    const shown = async () => ({
      pickup: await chosen(f.pickupLocation),
      pickupTime: await f.pickupTime.inputValue(),
      return: await chosen(f.returnLocation),
      returnTime: await f.returnTime.inputValue(),
    });
    const expected = {
      pickup: 'Brisbane Airport',
      pickupTime: stored.pickupTime,
      return: 'Brisbane Airport',
      returnTime: stored.dropOffTime,
    };
    assert.deepEqual(await shown(), expected, 'before the lists come');
    release();
    await waitFor(async () => (await f.pickupTime.locator('option').count()) > 2, 'the hours');
    assert.deepEqual(await shown(), expected, 'after');
    assert.deepEqual(page.errors, []);
  });

  it('390 px: details fold into an accordion, no horizontal scrolling, axe clean', async () => {
    const page = await env.page({ width: 390, height: 844 });
    await searchToBooking(env, page, { returnIn: 10 });
    await islandsMounted(page);
    const toggle = page.getByRole('button', { name: new RegExp(`^${ownMessages.bookingDetails}`) });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByText('Brisbane Airport').first().isVisible(), false);
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.equal(
      await page
        .getByRole('region', { name: ownMessages.bookingDetails })
        .getByText('Brisbane Airport')
        .first()
        .isVisible(),
      true,
    );
    assert.equal(await hasHorizontalScroll(page), false);
    assert.deepEqual(await axe(page), []);
    await page.screenshot({ path: '.tmp/booking-390.png', fullPage: true });
    assert.deepEqual(page.errors, []);
  });
});
