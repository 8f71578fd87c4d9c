/**
 * The renter's main journeys in Firefox ESR and WebKit, from a booking searched and chosen through
 * the API (the same seed as the Chromium suites, test/e2e/flows.mjs) to /complete: pay now and pay
 * later, each charged or preauthorised exactly the total the liability step showed (read in the
 * Stripe double's intents, not only on screen). A console error, a page error or an unhandled
 * rejection fails the journey (probe.js reports them).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINES, useEngineEnv } from './env.mjs';
import { openPage, seedBookingIn, seedSubscriptionIn } from './journeys.mjs';
import { bookingIdOf } from '../e2e/flows.mjs';
import { intentsOf } from '../kit/stripe.mjs';
import { messages, ownMessages } from '../e2e/messages.mjs';
import { routes } from '../routes.mjs';
import { DEMO_STAFF } from '../../demo/db/catalog-data.mjs';

/**
 * From the liability step of a seeded booking to /complete; returns the total shown and the booking id.
 * @param {import('./env.mjs').EngineEnv} env @param {import('./env.mjs').Driver} page @param {'N' | 'L'} paymentType
 */
async function bookAndPay(env, page, paymentType) {
  const { token } = await seedBookingIn(env, page, { paymentType, withLiability: true });
  await openPage(page, routes.liabilityExtra);
  await page.waitFor(
    () => {
      const button = /** @type {HTMLButtonElement | null} */ (document.querySelector('.chw-liability__proceed button'));
      return button && !button.disabled && document.querySelector('.chw-liability__total strong')?.textContent;
    },
    [],
    { what: 'the total' },
  );
  const total = await page.evaluate(() => document.querySelector('.chw-liability__total strong')?.textContent ?? '');
  await page.click('button', messages.proceedToCheckout);
  await page.waitFor(() => location.pathname.endsWith('/checkout'), [], { what: '/checkout' });
  await page.type(['field', messages.firstNameField], 'Alex');
  await page.type(['field', messages.lastNameField], 'Driver');
  await page.type(['field', messages.emailField], `alex.${page.engine}.${Date.now()}@example.com`);
  await page.type(['field', messages.contactField], '412345678');
  await page.type(['field', messages.birthdayField], '15/06/1990');
  await page.click('checkbox', new RegExp(messages.termsLink));
  await page.click('button', paymentType === 'N' ? messages.makePayment : messages.confirmCreditCard);
  await page.type(['field', 'Card number'], '4242424242424242');
  await page.type(['field', 'Expiry (MM / YY)'], '1230');
  await page.type(['field', 'CVC'], '123');
  // The double asks a postal code of a payment, not of a card saved for later.
  if (await page.exists('field', 'Postal code')) await page.type(['field', 'Postal code'], '4000');
  await page.click('button', paymentType === 'N' ? messages.payNowButton : messages.confirmPreauthorisation);
  await page.waitFor(() => location.pathname.endsWith('/complete'), [], { what: '/complete', timeout: 20_000 });
  await page.waitFor(() => document.querySelector('.chw-complete__reference strong')?.textContent, [], {
    what: 'the booking reference',
  });
  return { total, bookingId: bookingIdOf(/** @type {any} */ (env), token) };
}

/** $1,234.50 → 123450 (cents). @param {string} text */
const cents = (text) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

for (const engine of ENGINES) {
  describe(`${engine}: journeys`, () => {
    const env = useEngineEnv();

    for (const [paymentType, what] of /** @type {const} */ ([
      ['N', 'pay now: charged the total shown'],
      ['L', 'pay later: the total shown preauthorised'],
    ])) {
      test(what, async () => {
        const page = await env.open(engine, { width: 1280, height: 900 });
        const { total, bookingId } = await bookAndPay(env, page, paymentType);
        const intents = await intentsOf(/** @type {any} */ (env), bookingId);
        assert.equal(intents.succeeded.length, 1);
        assert.equal(intents.succeeded[0].amount ?? intents.succeeded[0].metadata?.amount, cents(total));
        assert.deepEqual(env.errors(), []);
        await page.close();
      });
    }

    test('subscription: checkout and card to /subscription-complete, charged the total first payment shown', async () => {
      const page = await env.open(engine, { width: 1280, height: 900 });
      const { bookingId } = await seedSubscriptionIn(env, page, `sam.${engine}.${Date.now()}@example.com`);
      await openPage(page, routes.subscriptionCheckout);
      // The Cost Breakdown's heading total: the total first payment (spec §2), once calculated.
      const shown = () =>
        document.querySelector('.chw-cost:not([aria-busy]) .chw-cost__total .chw-cost__amount')?.textContent;
      await page.waitFor(shown, [], { what: 'the total first payment' });
      const total = (await page.evaluate(shown)) ?? '';
      assert.ok(cents(total) > 0, `a total first payment is shown: ${total}`);
      await page.type(['field', messages.subAddressField], '1 Queen Street, Brisbane');
      await page.type(['field', messages.subPostalField], '4000');
      await page.type(['field', messages.subLicenseNoField], 'QLD123456');
      await page.waitFor(() => document.querySelectorAll('optgroup option').length > 0, [], { what: 'the states' });
      await page.select(['field', messages.subLicenseState], /./);
      await page.type(['field', `${ownMessages.subNextOfKinPrefix}${messages.subRelativeName}`], 'Alex Lee');
      await page.type(['field', `${ownMessages.subNextOfKinPrefix}${messages.subRelativeNumber}`], '0400 111 222');
      await page.click('checkbox', /Terms and Conditions/);
      await page.click('button', ownMessages.subContinue);
      await page.type(['field', 'Card number'], '4242424242424242');
      await page.type(['field', 'Expiry (MM / YY)'], '1230');
      await page.type(['field', 'CVC'], '123');
      if (await page.exists('field', 'Postal code')) await page.type(['field', 'Postal code'], '4000');
      await page.click('.chw-card button[type="submit"]');
      await page.waitFor(() => location.pathname.endsWith('/subscription-complete'), [], {
        what: '/subscription-complete',
        timeout: 20_000,
      });
      const intents = await intentsOf(/** @type {any} */ (env), bookingId);
      assert.equal(intents.succeeded.length, 1);
      assert.equal(intents.succeeded[0].amount, cents(total), `charged ${total}`);
      assert.deepEqual(env.errors(), []);
      await page.close();
    });

    test('request a call: the form sent, its thank-you shown', async () => {
      const page = await env.open(engine, { width: 390, height: 844 });
      await openPage(page, routes.requestACall);
      await page.type(['field', ownMessages.enquiryName], 'Ann Lee');
      await page.type(['field', ownMessages.enquiryPhone], '0412 345 678');
      await page.type(['field', ownMessages.enquiryEmail], 'ann@example.com');
      await page.click('button', messages.enquirySubmit);
      await page.waitFor((text) => document.body.textContent?.includes(text), [messages.enquirySuccess], {
        what: 'the thank-you',
      });
      const called = env.server.db
        .prepare(`SELECT COUNT(*) FROM bookings WHERE email = 'ann@example.com'`)
        .pluck()
        .get();
      assert.ok(Number(called) >= 1, 'the request is stored');
      assert.deepEqual(env.errors(), []);
      await page.close();
    });

    test('staff: sign in, find a booking, save a note, export CSV, sign out', async () => {
      const page = await env.open(engine, { width: 1280, height: 900 });
      await openPage(page, routes.signIn);
      await page.type(['field', ownMessages.staffEmail], DEMO_STAFF.email);
      await page.type(['field', ownMessages.staffPassword], DEMO_STAFF.password);
      await page.click('button', messages.signInButton);
      const loaded = () => document.querySelector('.chw-dashboard__table-area[aria-busy="false"] .chw-dashboard__row');
      await page.waitFor(loaded, [], { what: 'the bookings', timeout: 15_000 });
      await page.type(['field', ownMessages.searchLabel], 'Mitchell');
      await page.waitFor(
        () => {
          const rows = [...document.querySelectorAll('.chw-dashboard__row')];
          return rows.length > 0 && rows.every((row) => /mitchell/i.test(row.textContent ?? ''));
        },
        [],
        // A search a typed letter at a time (WebDriver), each answered on a machine that may be busy: 20 s.
        { what: 'the rows found', timeout: 20_000 },
      );
      await page.click('button', /^(Add|Update) note for booking \d+$/);
      await page.select(['field', ownMessages.filterNote, '[role="dialog"]'], /^Called/);
      await page.click('button', ownMessages.save);
      await page.waitFor((text) => document.body.textContent?.includes(text), [ownMessages.noteSaved], {
        what: 'the note saved',
      });
      // The dialog fades out; a click meanwhile lands on it.
      await page.waitFor(() => !document.querySelector('[role="dialog"]'), [], { what: 'the dialog closed' });
      // Downloads are not saved under WebDriver: the export's Blob is read where the page makes its URL.
      await page.evaluate(() => {
        const make = URL.createObjectURL.bind(URL);
        URL.createObjectURL = (blob) => {
          /** @type {any} */ (window).__chwExport = blob;
          return make(blob);
        };
      });
      await page.click('button', messages.exportCsv);
      await page.waitFor(() => /** @type {any} */ (window).__chwExport, [], { what: 'the CSV' });
      const csv = await page.evaluate(() => /** @type {Blob} */ (/** @type {any} */ (window).__chwExport).text());
      assert.ok(csv.split('\n').length > 2, 'a header and rows');
      assert.match(csv, /mitchell/i);
      await page.click('button', messages.signOut);
      await page.waitFor(() => location.pathname.endsWith('/sign-in'), [], { what: '/sign-in' });
      assert.deepEqual(env.errors(), []);
      await page.close();
    });
  });
}
