/**
 * Car subscription flow in Chromium against the reference server and
 * its Stripe double: search rules and errors, the 3-day rule, the car list and
 * its failures, checkout rules, two full journeys (with and without Premium
 * Liability Reduction) seen by staff as confirmed, the token guards, axe on
 * every page and dialog, and the 390 px layout.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useEnv,
  axe,
  hasHorizontalScroll,
  islandsMounted,
  cookieValue,
  dataLayerOf,
  motionSettled,
} from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { dayName, waitFor, ymdPlus } from './renter-helpers.mjs';
import {
  fillSubscriptionSearch,
  openPage,
  openSubscriptionCalendarAt,
  searchToSubscriptionCarList,
  waitForSubscriptionTimes,
} from './subscription-helpers.mjs';
import { formatMoney } from './text.mjs';
import { DEMO_STAFF } from '../../demo/db/catalog-data.mjs';
import { ISLAND_PAGES } from '../../demo/pages/islands.generated.mjs';
import { routes } from '../routes.mjs';

/** The checkout's one heading, the host page's (spec §2: Checkout; island.json). */
const CHECKOUT_HEADING = ISLAND_PAGES.find((p) => p.path === routes.subscriptionCheckout)?.heading ?? '';

const STORE = '**/rental-api/v1/subscription/store';
const SELECT = '**/rental-api/v1/subscription/select';

// Days count from the pinned today (TEST_NOW, test/clock.mjs) in Brisbane: the same day in Sydney, the zone used before a
// branch is chosen.
/** Dialogs fade in over 300 ms (spec §9); axe measures colours only once they are opaque: wait for the fade to end. */
const settle = motionSettled;

describe('car subscription', () => {
  const env = useEnv();

  test('search: every rule in one dialog, the image button, axe on page and dialog, 390 px', async () => {
    const page = await env.page({ width: 390, height: 844 });
    await openPage(env, page, routes.carSubscription);
    const go = page.getByRole('button', { name: messages.subLetsGo });
    await go.waitFor();
    assert.equal(await go.locator('svg').count(), 1, 'an image button');
    assert.deepEqual(await page.getByLabel(ownMessages.subPaymentFrequency).locator('option').allTextContents(), [
      messages.subFrequencyPlaceholder,
      messages.subWeekly,
      messages.subFortnightly,
    ]);
    assert.equal(await page.getByLabel(ownMessages.subPickupDate, { exact: true }).getAttribute('readonly'), '');
    assert.deepEqual(await axe(page), []);
    assert.equal(await hasHorizontalScroll(page), false);

    // A slot marked selected is chosen on load (spec §7); empty it to see the time rule.
    const time = page.getByLabel(ownMessages.subPickupTime);
    await waitForSubscriptionTimes(page);
    await time.selectOption('');
    await go.click();
    const dialog = page.getByRole('alertdialog', { name: ownMessages.subCheckDetails });
    await dialog.waitFor();
    assert.deepEqual(await dialog.locator('li').allTextContents(), [
      messages.subFirstNameRequired,
      messages.subLastNameRequired,
      messages.subPhoneRequired,
      messages.subEmailRequired,
      messages.subFrequencyRequired,
      messages.subLocationRequired,
      messages.subDateRequired,
      messages.subTimeRequired,
    ]);
    await settle(page);
    assert.deepEqual(await axe(page), [], 'axe with the dialog open');
    await dialog.getByRole('button', { name: ownMessages.close }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel(ownMessages.subEmail, { exact: true }).fill('sam@example');
    await go.click();
    await dialog.waitFor();
    const lines = await dialog.locator('li').allTextContents();
    assert.ok(lines.includes(messages.subEmailInvalid));
    assert.ok(!lines.includes(messages.subEmailRequired));
    assert.deepEqual(page.errors, []);
  });

  test('the pickup date: days before today + 3 are disabled, today + 3 is selectable and shown dd/mm/yyyy', async () => {
    const page = await env.page();
    await openPage(env, page, routes.carSubscription);
    const min = ymdPlus(3);
    const day = await openSubscriptionCalendarAt(page, min);
    assert.equal(await day.isDisabled(), false);
    let checked = 0;
    for (const early of [ymdPlus(0), ymdPlus(1), ymdPlus(2)]) {
      const button = page.getByRole('button', { name: dayName(early) });
      if (await button.count()) {
        assert.equal(await button.first().isDisabled(), true, `${early} is disabled`);
        checked += 1;
      }
    }
    if (checked === 0) {
      // Today + 3 opens a new month: the earlier days are in a month the calendar will not go back to.
      assert.equal(await page.getByRole('button', { name: ownMessages.calendarPreviousMonth }).isDisabled(), true);
    }
    assert.deepEqual(await axe(page), [], 'axe with the calendar open');
    await day.click();
    const [y, m, d] = min.split('-');
    assert.equal(await page.getByLabel(ownMessages.subPickupDate, { exact: true }).inputValue(), `${d}/${m}/${y}`);
    assert.deepEqual(page.errors, []);
  });

  test('search failures: server message, no message, unexpected answer and network error, each in a dialog after 300 ms', async () => {
    const page = await env.page();
    await openPage(env, page, routes.carSubscription);
    await fillSubscriptionSearch(page, { email: 'fail@example.com' });
    const go = page.getByRole('button', { name: messages.subLetsGo });
    const cases = [
      [{ status: 500, body: { title: 'Sorry', message: 'No cars at this time.' } }, 'No cars at this time.', 'Sorry'],
      [{ status: 500, body: {} }, messages.subSearchFailed, messages.errorTitleDefault],
      [
        { status: 200, body: { data: { availableVehicles: [] } } },
        messages.subSearchUnexpected,
        messages.errorTitleDefault,
      ],
      [null, messages.subSearchFallback, messages.errorTitleDefault],
    ];
    for (const [answer, text, title] of cases) {
      let answeredAt = 0;
      await page.route(STORE, async (route) => {
        assert.equal(
          await page.getByText(messages.subSearching).isVisible(),
          true,
          'the overlay shows while searching',
        );
        answeredAt = Date.now();
        if (!answer) return route.abort('connectionrefused');
        return route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: JSON.stringify(answer.body),
        });
      });
      await go.click();
      const dialog = page.getByRole('alertdialog', { name: title });
      await dialog.waitFor();
      assert.ok(Date.now() - answeredAt >= 280, 'opened after the 300 ms delay');
      assert.equal((await dialog.locator('li').allTextContents())[0], text);
      assert.equal(await page.getByText(messages.subSearching).count(), 0, 'overlay gone');
      await settle(page);
      assert.deepEqual(await axe(page), []);
      await dialog.getByRole('button', { name: ownMessages.close }).first().click();
      await dialog.waitFor({ state: 'hidden' });
      await page.unroute(STORE);
      assert.equal(await cookieValue(page, 'chw_subscription_token'), undefined);
    }
    assert.equal(
      await page.getByLabel(ownMessages.subFirstName, { exact: true }).inputValue(),
      'Sam',
      'nothing typed is lost',
    );
    assert.deepEqual(
      page.errors.filter((line) => !/status of 500|ERR_CONNECTION_REFUSED|Failed to fetch/.test(line)),
      [],
    );
  });

  test('token guards: the car list and checkout go to /car-subscription, complete without a reservation goes home', async () => {
    const page = await env.page();
    await page.goto(env.url(routes.subscriptionCarList));
    await page.waitForURL('**/car-subscription');
    await page.goto(env.url(routes.subscriptionCheckout));
    await page.waitForURL('**/car-subscription');
    await page.goto(env.url(routes.subscriptionComplete));
    await page.waitForURL((url) => url.pathname === routes.home);
    assert.deepEqual(page.errors, []);
  });

  test('car list: packages, liability, select failures clear the selection; axe on dialogs; 390 px', async () => {
    const page = await env.page({ width: 390, height: 844 });
    await searchToSubscriptionCarList(env, page, 'list@example.com', 'fortnightly');
    assert.ok(await cookieValue(page, 'chw_subscription_token'), 'token cookie set');
    const card = page.locator('article.chw-sub-vehicles__card').first();
    for (const name of [messages.subPackageLite, messages.subPackageExtra, messages.subPackageMax]) {
      await card.getByRole('heading', { name }).waitFor();
    }
    assert.match(await card.innerText(), /\$[\d,]+\.\d\d\/fortnight/);
    assert.equal(await card.getByText(messages.subKmAllowance, { exact: false }).count(), 3);
    assert.match(
      await page.getByLabel(/^Add \$[\d,.]+\/fortnight on your car subscription$/).getAttribute('type'),
      /checkbox/,
    );
    const src = await card.locator('img').getAttribute('src');
    assert.match(src, /^(http:\/\/|\/)/, 'protocol-less images get the page protocol');
    assert.deepEqual(await axe(page), []);
    assert.equal(await hasHorizontalScroll(page), false);

    await page.getByRole('button', { name: messages.subViewDetails }).click();
    const details = page.getByRole('dialog', { name: messages.subLiabilityTitle });
    await details.waitFor();
    await details.getByText(ownMessages.subLiabilityDetails).waitFor();
    await settle(page);
    assert.deepEqual(await axe(page), [], 'axe with View Details open');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    for (const [body, text] of [
      [{ message: 'That car has just been taken.' }, 'That car has just been taken.'],
      [{}, messages.subSelectFailed],
    ]) {
      await page.route(SELECT, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(body) }),
      );
      await card.getByRole('button', { name: /^Select Lite/ }).click();
      const dialog = page.getByRole('alertdialog', { name: messages.subSelectTitle });
      await dialog.waitFor();
      await dialog.getByText(text).waitFor();
      await settle(page);
      assert.deepEqual(await axe(page), []);
      await dialog.getByRole('button', { name: ownMessages.close }).first().click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.getByRole('button', { name: /^Selected / }).count(), 0, 'selection cleared');
      assert.match(page.url(), /subscription-car-list$/);
      await page.unroute(SELECT);
    }
    assert.deepEqual(
      page.errors.filter((line) => !/status of 500/.test(line)),
      [],
    );
  });

  /** Search → car → checkout → card → complete; returns the first-payment total shown. */
  async function journey(page, { email, liability }) {
    await searchToSubscriptionCarList(env, page, email, 'weekly');
    const card = page
      .locator('article.chw-sub-vehicles__card')
      .filter({ has: page.getByRole('button', { name: /^Select Lite/ }) })
      .first();
    if (liability) await page.getByLabel(/^Add \$[\d,.]+\/week on your car subscription$/).check();
    const [selectRequest] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/subscription/select')),
      card.getByRole('button', { name: /^Select Extra/ }).click(),
    ]);
    assert.equal(selectRequest.postDataJSON().subscription_type, 'extra');
    await page.waitForURL('**/subscription-checkout');
    const calc = await page.waitForResponse((r) => r.url().includes('/subscription/calculate'));
    assert.equal(JSON.parse(calc.request().postData()).has_insurance, liability);
    const totals = (await calc.json()).data.results.totals;
    await islandsMounted(page);
    await page.getByRole('heading', { name: CHECKOUT_HEADING, exact: true }).waitFor();
    const first = totals.find((t) => t.type === 'total_first_payment_amount').total;
    await page.getByText(formatMoney(first), { exact: true }).first().waitFor();
    assert.equal(
      await page.getByLabel(/on your car subscription$/).isChecked(),
      liability,
      'the liability box again, as chosen',
    );
    assert.equal(totals.find((t) => t.type === 'first_insurance_amount').total > 0, liability);

    // Booking Details panel.
    const details = page.getByRole('region', { name: messages.subBookingDetails });
    assert.match(
      await details.innerText(),
      /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) - \d\d:\d\d (AM|PM)/,
    );

    // Prefilled from the search; the rest typed.
    assert.equal(await page.getByLabel(messages.subFirstNameField, { exact: true }).inputValue(), 'Sam');
    await page.getByLabel(messages.subAddressField, { exact: true }).fill('1 Queen Street, Brisbane');
    await page.getByLabel(messages.subPostalField, { exact: true }).fill('4000');
    await page.getByLabel(messages.subLicenseNoField, { exact: true }).fill('QLD123456');
    const state = page.getByLabel(messages.subLicenseState);
    await page.waitForFunction(() => document.querySelectorAll('optgroup').length > 0);
    await state.selectOption(await state.locator('optgroup option').first().getAttribute('value'));
    await page
      .getByLabel(`${ownMessages.subNextOfKinPrefix}${messages.subRelativeName}`, { exact: true })
      .fill('Alex Taylor');
    await page
      .getByLabel(`${ownMessages.subNextOfKinPrefix}${messages.subRelativeNumber}`, { exact: true })
      .fill('0400 111 222');
    await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    const [customer] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/subscription/customer')),
      page.getByRole('button', { name: ownMessages.subContinue }).click(),
    ]);
    const sent = customer.postDataJSON();
    assert.equal(sent.address, '1 Queen Street, Brisbane', 'the real address is sent');
    assert.equal(sent.postal_id, '4000', 'the real postal code is sent');
    assert.equal(sent.mobile_number, '61412345678');
    assert.equal(sent.terms_conditions, true);

    await page.getByRole('heading', { name: messages.enterCardDetails }).waitFor();
    // Less personal data in storage: the licence number is never written to local storage (the form's session draft keeps it for this tab).
    const local = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    assert.doesNotMatch(local, /QLD123456/);
    assert.match(
      local,
      new RegExp(email.replace(/[.]/g, '\\.')),
      'the personal details are stored, with their 24-hour stamp',
    );
    assert.ok(
      JSON.parse(await page.evaluate(() => localStorage.getItem('persist:chw'))).personal?.subscription?.at > 0,
    );
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    if (await page.getByLabel('Postal code').count()) await page.getByLabel('Postal code').fill('4000');
    assert.equal(
      await page.getByRole('button', { name: ownMessages.subContinue }).count(),
      0,
      'the save button is hidden once saved',
    );
    assert.deepEqual(await axe(page), [], 'axe on checkout with the card section');
    const [payment] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/subscription/payment')),
      page.getByRole('button', { name: messages.payNowButton, exact: true }).click(),
    ]);
    assert.match(payment.postDataJSON().stripe_id, /^(pi|seti)_/);
    await page.waitForURL('**/subscription-complete');
    await page.getByRole('heading', { name: messages.bookingProcessing }).waitFor();
    // The token goes in the effect right after the screen renders.
    await waitFor(
      async () => (await cookieValue(page, 'chw_subscription_token')) === undefined,
      'the token cookie to be removed',
    );
    const events = (await dataLayerOf(page)).map((e) => [
      e.event ?? (e.ecommerce === null ? 'clear' : undefined),
      e.currency ?? e.ecommerce?.currency,
      e.value ?? e.ecommerce?.value,
    ]);
    assert.deepEqual(
      events.map(([event, currency]) => [event, currency]),
      [
        ['bookingComplete', 'AUD'],
        // GA4: the previous e-commerce object cleared before the purchase.
        ['clear', undefined],
        ['purchase', 'AUD'],
        // A completed subscription is also a lead for the team (campaign attribution included).
        ['generate_lead', undefined],
      ],
    );
    assert.equal(events[2][2], first, 'purchase value is the first payment');
    const lead = /** @type {Record<string, unknown> | undefined} */ ((await dataLayerOf(page)).at(-1));
    assert.equal(lead?.lead_source, 'subscription');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:chw') ?? '{}'));
    assert.deepEqual(stored.slices?.subscription ?? {}, {}, 'subscription state cleared');
    assert.deepEqual(await axe(page), []);
    return first;
  }

  test('two journeys to complete, with and without Premium Liability Reduction; staff see both confirmed', async () => {
    const plain = await env.page();
    const withoutTotal = await journey(plain, { email: 'plain@example.com', liability: false });
    assert.deepEqual(plain.errors, []);

    const covered = await env.page();
    const withTotal = await journey(covered, { email: 'covered@example.com', liability: true });
    assert.deepEqual(covered.errors, []);
    assert.ok(withTotal > withoutTotal, `premium liability raises the first payment (${withTotal} > ${withoutTotal})`);

    const login = await fetch(env.url('/api/v1/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_STAFF),
    });
    const { Token } = (await login.json()).data;
    const list = await fetch(env.url('/api/v1/bookings?type=SUBSCRIPTION&order_by=ID&order_direction=desc'), {
      headers: { authorization: `Bearer ${Token}` },
    });
    const rows = (await list.json()).data;
    for (const email of ['plain@example.com', 'covered@example.com']) {
      const row = rows.find((r) => r.Email === email);
      assert.ok(row, `${email} listed`);
      assert.equal(row.Status, 'C');
      assert.equal(row.Type, 'SUBSCRIPTION');
    }
  });

  test('checkout: each field shows its first failing rule; toggling the liability recalculates; 390 px', async () => {
    const page = await env.page({ width: 390, height: 844 });
    await searchToSubscriptionCarList(env, page, 'rules@example.com', 'weekly');
    await page
      .locator('article.chw-sub-vehicles__card')
      .getByRole('button', { name: /^Select Max/ })
      .first()
      .click();
    await page.waitForURL('**/subscription-checkout');
    await islandsMounted(page);
    await page.getByRole('heading', { name: CHECKOUT_HEADING, exact: true }).waitFor();
    // One heading for the step: the page's, not the page title and the island's own again.
    const top = page.locator('h1, h2');
    assert.deepEqual(
      (await top.allTextContents()).filter((text) => /checkout/i.test(text)),
      [CHECKOUT_HEADING],
      'exactly one h1/h2 names the checkout',
    );

    for (const label of [
      messages.subFirstNameField,
      messages.subLastNameField,
      messages.subEmailField,
      messages.subContactField,
    ]) {
      await page.getByLabel(label, { exact: true }).fill('');
    }
    await page.getByRole('button', { name: ownMessages.subContinue }).click();
    for (const text of [
      messages.subCheckoutFirstName,
      messages.subCheckoutLastName,
      messages.subCheckoutEmail,
      messages.subCheckoutContact,
      messages.subCheckoutAddress,
      messages.subCheckoutPostal,
      messages.subCheckoutLicenseNo,
      messages.subCheckoutRelativeName,
      messages.subCheckoutRelativeNumber,
      messages.termsRequired,
    ]) {
      // (PhoneField's own error has no role=alert: matched by text.)
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    assert.equal(
      await page.getByLabel(messages.subFirstNameField, { exact: true }).evaluate((n) => n === document.activeElement),
      true,
      'first error focused',
    );
    assert.deepEqual(await axe(page), [], 'axe with every error showing');
    assert.equal(await hasHorizontalScroll(page), false);

    await page.getByLabel(messages.subEmailField, { exact: true }).fill('rules@');
    const phone = page.getByLabel(messages.subContactField, { exact: true });
    // A trunk 0, spaces or +61 are normalised (the rule applies to the number as sent); these are not numbers.
    for (const bad of ['12345', '4123a5678', '1234567890123456']) {
      await phone.fill(bad);
      await page.getByRole('button', { name: ownMessages.subContinue }).click();
      await page.getByText(messages.subCheckoutContactInvalid, { exact: true }).waitFor();
    }
    await page.getByRole('alert').filter({ hasText: messages.subCheckoutEmailInvalid }).waitFor();
    await phone.fill('0412 345 678');
    await page.getByRole('button', { name: ownMessages.subContinue }).click();
    assert.equal(await page.getByText(messages.subCheckoutContactInvalid).count(), 0);

    // Liability toggle → a recalculation with the new choice and new totals on screen.
    const box = page.getByLabel(/on your car subscription$/);
    const [on] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/subscription/calculate')),
      box.check(),
    ]);
    assert.equal(JSON.parse(on.request().postData()).has_insurance, true);
    const firstOn = (await on.json()).data.results.totals.find((t) => t.type === 'total_first_payment_amount').total;
    await page.getByText(formatMoney(firstOn), { exact: true }).first().waitFor();
    const [off] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/subscription/calculate')),
      box.uncheck(),
    ]);
    assert.equal(JSON.parse(off.request().postData()).has_insurance, false);
    const firstOff = (await off.json()).data.results.totals.find((t) => t.type === 'total_first_payment_amount').total;
    assert.ok(firstOn > firstOff);
    await page.getByText(formatMoney(firstOff), { exact: true }).first().waitFor();

    // A failing customer save keeps everything and says so.
    await page.getByLabel(messages.subFirstNameField, { exact: true }).fill('Sam');
    await page.getByLabel(messages.subLastNameField, { exact: true }).fill('Taylor');
    await page.getByLabel(messages.subEmailField, { exact: true }).fill('rules@example.com');
    await page.getByLabel(messages.subAddressField, { exact: true }).fill('2 King St');
    await page.getByLabel(messages.subPostalField, { exact: true }).fill('2000');
    await page.getByLabel(messages.subLicenseNoField, { exact: true }).fill('NSW1');
    await page.getByLabel(`${ownMessages.subNextOfKinPrefix}${messages.subRelativeName}`, { exact: true }).fill('Jo');
    await page
      .getByLabel(`${ownMessages.subNextOfKinPrefix}${messages.subRelativeNumber}`, { exact: true })
      .fill('0400111222');
    await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await page.route('**/api/v1/subscription/customer', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: ownMessages.subContinue }).click();
    await page.getByRole('alert').filter({ hasText: messages.subCustomerFailed }).waitFor();
    assert.equal(await page.getByLabel(messages.subAddressField, { exact: true }).inputValue(), '2 King St');
    assert.equal(await hasHorizontalScroll(page), false);
    assert.deepEqual(
      page.errors.filter((line) => !/status of 500/.test(line)),
      [],
    );
  });
});
