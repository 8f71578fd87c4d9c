/**
 * Every main screen state of the product, each reached the way a renter or staff member reaches
 * it, against the demo server: the one list the visual suite (test/visual/) photographs and the
 * hidden-element check (test/e2e/hidden.test.mjs) walks. A screen's `open` leaves the page settled
 * (islands mounted, nothing loading, no motion), so what is read or photographed is what a person
 * sees. Everything typed is fixed text, so two runs show the same pixels.
 */
import { seedBulkBookings } from '../../demo/db/seed.mjs';
import { islandsMounted, motionSettled } from './harness.mjs';
import { TEST_NOW } from '../clock.mjs';
import { messages, ownMessages } from './messages.mjs';
import { anotherBuyerBooks, seedBooking, staffToken } from './flows.mjs';
import { cardError, fillCard, fillDriver, label, payButton } from './checkout-helpers.mjs';
import { failCalls, fillSearch, searchToBooking, ymdPlus } from './renter-helpers.mjs';
import {
  MANAGE_REFERENCE,
  MANAGE_RENTER,
  atManagedBooking,
  bottomInView,
  managedBookingLink,
  managedScreen,
} from './manage-screens.mjs';
import { CHECKIN_SCREENS } from './checkin-screens.mjs';
import {
  openPage,
  searchToSubscriptionCarList,
  seedSubscription,
  subscriptionToCard,
} from './subscription-helpers.mjs';

/** @typedef {import('./harness.mjs').Env} Env */
/** @typedef {import('./harness.mjs').TestPage} TestPage */
/**
 * A screen: how to reach it, and (`varies`) the selectors of what on it depends on what the server
 * saw before it rather than on the screen (a booking's reference is its row number), which the
 * visual suite covers with a box.
 * @typedef {{ name: string, open: (env: Env, page: TestPage) => Promise<void>, varies?: string[] }} Screen
 */

const DAY_MS = 86_400_000;

/** A booking's reference, on /complete and /subscription-complete and in the survey beside it. */
const REFERENCE = ['.chw-complete__reference strong', '.chw-complete__frame'];

/** The driver typed on /checkout (fixed, so the screenshots do not change from run to run). */
const DRIVER = { first: 'Alex', last: 'Driver', email: 'alex.driver@example.com', mobile: '412345678' };

/**
 * Waits until the page is still: islands mounted, no busy region or loading overlay, fonts and
 * the images in view loaded, no finite animation running, the pointer out of the way.
 * @param {TestPage} page
 */
export async function settle(page) {
  await islandsMounted(page);
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-chw-island] [aria-busy="true"], .chw-loading-overlay--shown') &&
      // Every image in view has loaded; a lazy one below the fold is not fetched until scrolled to.
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        return image.complete || box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0;
      }),
  );
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await motionSettled(page);
}

/**
 * A quote link for the Kia Picanto (vehicle 1), pay now, with the first cover, at Brisbane Airport
 * `pickupIn` days from today for three days, shared at `total` (flows/quote/quoteLink.ts).
 * @param {string} path @param {number} pickupIn @param {number} total
 */
const quoteLink = (path, pickupIn, total) =>
  `${path}?chw_pickup=BNEA&chw_return=BNEA&chw_pickup_date=${ymdPlus(pickupIn)}&chw_pickup_time=10:00` +
  `&chw_return_date=${ymdPlus(pickupIn + 3)}&chw_return_time=10:00&chw_type=0&chw_car=1&chw_pay=N&chw_cover=1&chw_quote=${total}`;

/** @param {Env} env @param {TestPage} page */
async function atCheckout(env, page) {
  await seedBooking(env, page, { withLiability: true });
  await page.goto(env.url('/checkout'));
  await islandsMounted(page);
  await label(page, messages.firstNameField).waitFor();
}

/** @param {Env} env @param {TestPage} page */
/**
 * A host's brand tokens, written on :root before the widgets load (an init script: it runs
 * before the parser has made <html>, so it waits for that element).
 */
export function rebrand() {
  const apply = () => {
    const root = document.documentElement.style;
    root.setProperty('--chw-primary', '#6a1b9a');
    root.setProperty('--chw-text', '#3e2723');
    root.setProperty('--chw-surface', '#fff8e7');
    root.setProperty('--chw-radius', '0px');
    root.setProperty('--chw-font', 'Georgia, serif');
  };
  if (document.documentElement) apply();
  else {
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      observer.disconnect();
      apply();
    }).observe(document, { childList: true });
  }
}

async function atCardStep(env, page) {
  await atCheckout(env, page);
  await fillDriver(page, DRIVER);
  await page.getByRole('button', { name: messages.makePayment }).click();
  await page.getByLabel('Card number').waitFor();
  await cardScrolledIntoView(page);
}

/**
 * The card section scrolls itself to the top 600 ms after it appears (CardPayment's scrollDelayMs,
 * on both checkouts): wait until it has (or cannot, at the foot of the page), so the screen is
 * framed alike on every run however loaded the machine.
 * @param {TestPage} page
 */
async function cardScrolledIntoView(page) {
  await page.waitForFunction(() => {
    const card = document.querySelector('.chw-card');
    if (!card) return false;
    const top = card.getBoundingClientRect().top - parseFloat(getComputedStyle(card).scrollMarginTop || '0');
    const atFoot = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    return Math.abs(top) < 1 || (atFoot && top > 0);
  });
}

/**
 * The card step after two declined cards: "We'll call you to finish this booking" is offered.
 * @param {Env} env @param {TestPage} page
 */
async function atPhoneOffer(env, page) {
  await atCardStep(env, page);
  await fillCard(page, '4000000000000002');
  for (let attempt = 0; attempt < 2; attempt += 1) await payButton(page).click();
  await page.getByRole('button', { name: ownMessages.byPhoneInstead }).waitFor();
}

/**
 * Leaves out of `page.errors` the failed requests a screen provokes on purpose (the browser logs
 * them); anything else still fails the shot.
 * @param {TestPage} page @param {RegExp} expected
 */
const expectErrors = async (page, expected) => {
  // The browser logs a failed request a moment after the page has shown its answer: wait (5 s at
  // most) for that line, so it cannot land after the filter and fail the shot.
  if (!page.errors.some((error) => expected.test(error)))
    await page
      .waitForEvent('console', {
        predicate: (message) => message.type() === 'error' && expected.test(message.text()),
        timeout: 5000,
      })
      .catch(() => undefined);
  page.errors = page.errors.filter((error) => !expected.test(error));
};

/** The servers prepared by prepareScreens. */
const prepared = new WeakSet();

/**
 * Prepares a fresh server for the screens, before any is opened: the desk's fixed bookings, forty
 * bulk bookings from a fixed seed made before TEST_NOW (their IDs follow the demo's own seed, so
 * they are the same on every run).
 * @param {Env} env
 */
export function prepareScreens(env) {
  seedBulkBookings(env.server.db, 40, { now: Date.parse(TEST_NOW) - 2 * DAY_MS });
  prepared.add(env.server);
}

/**
 * The dashboard as staff open it, showing the fixed bookings of prepareScreens: its date filter
 * leaves out what the other screens booked (at TEST_NOW, in an order that depends on which screens
 * ran), so every run shows the same rows. `query`: another URL query (a search, the "To call" view).
 * @param {Env} env @param {TestPage} page @param {string} [query]
 */
async function atDashboard(env, page, query = `?date_to=${dayBefore()}`) {
  if (!prepared.has(env.server)) throw new Error('Call prepareScreens(env) after startEnv().');
  await page.context().addCookies([{ name: 'chw_auth_token', value: await staffToken(env), url: env.url('/') }]);
  await page.goto(env.url(`/dashboard${query}`));
  await islandsMounted(page);
  await page.locator('.chw-dashboard__table-area[aria-busy="false"]').waitFor();
}

const dayBefore = () => new Date(Date.parse(TEST_NOW) - DAY_MS).toISOString().slice(0, 10);

/** Scrolls the dashboard's search box to the top, so the shot shows the rows it found. @param {TestPage} page */
async function toSearchBox(page) {
  await page.locator('.chw-dashboard__search').evaluate((box) => box.scrollIntoView({ block: 'start' }));
}

/** The first row's button whose name starts with `prefix` (the note and comments buttons). @param {TestPage} page @param {string} prefix */
const rowButton = (page, prefix) =>
  page
    .locator('.chw-dashboard__row')
    .first()
    .getByRole('button', { name: new RegExp(`^${prefix}`) });

/**
 * Opens a page that shows the search form, once its button is there.
 * @param {string} path @returns {Screen['open']}
 */
const searchFormAt = (path) => async (env, page) => {
  await page.goto(env.url(path));
  await page.getByRole('button', { name: messages.searchButton }).waitFor();
};

/** @type {Screen[]} */
/** The renter of the Manage my booking screens (fixed, so the screenshots do not change). */
export const SCREENS = [
  { name: 'home', open: searchFormAt('/') },
  {
    name: 'home-calendar',
    open: async (env, page) => {
      await page.goto(env.url('/'));
      await islandsMounted(page);
      await page.locator('.chw-datefield__button').first().click();
      await page.locator('.chw-datefield__popover [role="grid"]').first().waitFor();
    },
  },
  {
    name: 'search-api-down',
    open: async (env, page) => {
      await page.goto(env.url('/'));
      await fillSearch(page, { location: 'Sydney Airport' });
      await page.route('**/api/v1/search', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: messages.searchButton }).click();
      await page.getByRole('alertdialog').getByRole('link', { name: ownMessages.requestACall }).waitFor();
      await expectErrors(page, /ERR_INTERNET_DISCONNECTED/);
    },
  },
  { name: 'location-page', open: searchFormAt('/car-rental-locations/brisbane-airport') },
  {
    name: 'booking',
    open: async (env, page) => {
      await searchToBooking(env, page, { category: 'Sedans' });
      await page.getByRole('article').first().waitFor();
    },
  },
  {
    name: 'booking-phone-dialog',
    open: async (env, page) => {
      await searchToBooking(env, page, { category: 'Sedans' });
      await page
        .getByRole('article', { name: 'Mazda 3 Sedan', exact: true })
        .getByRole('button', { name: new RegExp(messages.bookByPhone) })
        .click();
      await page.getByRole('dialog', { name: ownMessages.phoneBookingTitle }).waitFor();
    },
  },
  {
    name: 'liability-extras',
    open: async (env, page) => {
      await seedBooking(env, page);
      await page.goto(env.url('/liability-extra'));
      await islandsMounted(page);
      await page.getByRole('button', { name: new RegExp(messages.proceedToCheckout) }).waitFor();
    },
  },
  {
    // Baby Seat at its maximum (the reason beside +), then a change the server refuses: the message
    // and the server's reason beside the extra, no total (a total the server refused is never shown).
    name: 'liability-extras-refused',
    open: async (env, page) => {
      await seedBooking(env, page, { withLiability: true });
      await page.goto(env.url('/liability-extra'));
      await islandsMounted(page);
      const plus = page.getByRole('button', { name: ownMessages.increaseQuantity('Baby Seat') });
      for (let i = 0; i < 3; i += 1) await plus.click();
      await page.getByText(ownMessages.maxQuantityReached(3), { exact: true }).waitFor();
      await failCalls(page, '/calculate', 400, { title: 'Bad request', message: 'Extras are not available today.' });
      await page.getByRole('checkbox', { name: 'Roadside Assistance Plus' }).check();
      await page.locator('.chw-extra').getByRole('alert').waitFor();
      // The 400 is the point of this screen, not a fault of the page.
      await expectErrors(page, /status of 400/);
    },
  },
  { name: 'checkout', open: atCheckout },
  {
    name: 'checkout-errors',
    open: async (env, page) => {
      await atCheckout(env, page);
      await page.getByRole('button', { name: messages.makePayment }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  { name: 'checkout-card', open: atCardStep },
  {
    // A host's re-brand (tokens on :root, set through the CSSOM as a host script could under
    // style-src 'self') reaches inside the card form: its radius, font, text and field colours.
    name: 'checkout-card-rebranded',
    open: async (env, page) => {
      await page.addInitScript(rebrand);
      await atCardStep(env, page);
    },
  },
  {
    name: 'checkout-declined',
    open: async (env, page) => {
      await atCardStep(env, page);
      await fillCard(page, '4000000000000002');
      await payButton(page).click();
      await cardError(page).filter({ hasText: 'Your card was declined.' }).waitFor();
    },
  },
  { name: 'checkout-phone-offer', open: atPhoneOffer },
  {
    name: 'checkout-phone-sent',
    open: async (env, page) => {
      await atPhoneOffer(env, page);
      await page.getByRole('button', { name: ownMessages.byPhoneInstead }).click();
      await page.getByText(ownMessages.phoneBookingCallBack).waitFor();
    },
  },
  {
    name: 'liability-extras-sold-out',
    open: async (env, page) => {
      // The last Prado of Brisbane City, on a date of each width's own (the other width sold it).
      const pickupIn = page.viewportSize()?.width === 390 ? 26 : 30;
      const seeded = await seedBooking(env, page, {
        withLiability: true,
        location: 'Brisbane City',
        vehicleId: 10,
        pickupIn,
      });
      await page.goto(env.url('/liability-extra'));
      await islandsMounted(page);
      await page.getByRole('radio').first().waitFor();
      env.server.clock.advance(31 * 60_000);
      await anotherBuyerBooks(env, seeded);
      await page.getByRole('button', { name: ownMessages.increaseQuantity('Baby Seat') }).click();
      const alternatives = page.getByRole('region', { name: ownMessages.soldOutAlternatives });
      await alternatives.getByRole('button').first().waitFor();
      // The problem was put in view (useReveal) while its alternatives were still coming, so where the
      // page stood varied with timing: shoot it with the problem at the top of the settled page.
      await page.evaluate(() => {
        document.activeElement?.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -24);
      });
      await expectErrors(page, /status of 409/);
    },
  },
  {
    name: 'complete',
    varies: REFERENCE,
    open: async (env, page) => {
      await atCardStep(env, page);
      await fillCard(page, '4242424242424242');
      await payButton(page).click();
      await page.waitForURL(/\/complete/);
      await page.locator('.chw-complete__reference strong').waitFor();
    },
  },
  {
    name: 'subscription-search',
    open: async (env, page) => {
      await openPage(env, page, '/car-subscription');
      await page.getByRole('button', { name: messages.subLetsGo }).waitFor();
    },
  },
  {
    name: 'subscription-cars',
    open: async (env, page) => searchToSubscriptionCarList(env, page, 'sam.taylor@example.com', 'weekly'),
  },
  {
    name: 'subscription-checkout',
    open: async (env, page) => {
      await seedSubscription(env, page, 'sam.lee@example.com');
      await openPage(env, page, '/subscription-checkout');
      await page.getByRole('button', { name: ownMessages.subContinue }).waitFor();
    },
  },
  {
    name: 'subscription-card',
    open: async (env, page) => {
      await seedSubscription(env, page, 'sam.lee@example.com');
      await subscriptionToCard(env, page);
      await cardScrolledIntoView(page);
    },
  },
  {
    name: 'subscription-complete',
    varies: REFERENCE,
    open: async (env, page) => {
      await seedSubscription(env, page, 'sam.lee@example.com');
      await subscriptionToCard(env, page);
      await fillCard(page, '4242424242424242');
      await payButton(page).click();
      await page.waitForURL(/\/subscription-complete/);
      await page.getByRole('heading', { name: messages.bookingProcessing }).waitFor();
    },
  },
  {
    name: 'enquiry',
    open: async (env, page) => {
      await openPage(env, page, '/request-a-call');
      await page.getByRole('button', { name: messages.enquirySubmit }).waitFor();
    },
  },
  {
    name: 'sign-in',
    open: async (env, page) => {
      await openPage(env, page, '/sign-in');
      await page.getByRole('button', { name: messages.signInButton }).waitFor();
    },
  },
  { name: 'dashboard', open: (env, page) => atDashboard(env, page) },
  {
    name: 'dashboard-detail',
    open: async (env, page) => {
      await atDashboard(env, page);
      const toggle = page.locator('.chw-dashboard__row').first().locator('button[aria-expanded]').first();
      await toggle.click();
      await page
        .getByRole('region', { name: /^Booking \d+$/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'dashboard-search',
    open: async (env, page) => {
      await atDashboard(env, page, `?date_to=${dayBefore()}&q=son`);
      await toSearchBox(page);
    },
  },
  {
    // The seeded call-backs still waiting at TEST_NOW (08:00 in Sydney); what other screens send later is left out.
    name: 'dashboard-to-call',
    open: async (env, page) => {
      await atDashboard(env, page, `?date_to=${TEST_NOW.slice(0, 10)}&time_to=07:30&queue=to_call`);
      await toSearchBox(page);
    },
  },
  {
    name: 'dashboard-note',
    open: async (env, page) => {
      await atDashboard(env, page);
      await rowButton(page, `(${ownMessages.noteButtonAdd}|${ownMessages.noteButtonUpdate})`).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'dashboard-comments',
    open: async (env, page) => {
      await atDashboard(env, page);
      await rowButton(page, ownMessages.commentsButton).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  // The resumable quote (last, so the cars it holds change no screen before it).
  {
    name: 'liability-extras-share-quote',
    open: async (env, page) => {
      await seedBooking(env, page, { withLiability: true, pickupIn: 12 });
      await page.goto(env.url('/liability-extra'));
      await islandsMounted(page);
      await page.getByRole('button', { name: ownMessages.shareQuote }).click();
      await page.getByRole('dialog', { name: ownMessages.shareQuote }).waitFor();
    },
    // The link holds the test server's port.
    varies: ['.chw-share-quote input'],
  },
  {
    name: 'liability-extras-quote-changed',
    open: async (env, page) => {
      await page.goto(env.url(quoteLink('/liability-extra', 14, 1)));
      await islandsMounted(page);
      // Announced once painted: the status region has the words.
      await page
        .getByRole('status')
        .filter({ hasText: /^The price has changed since this quote was made/ })
        .waitFor({ state: 'attached' });
    },
  },
  {
    name: 'quote-cannot-open',
    open: async (env, page) => {
      await page.goto(env.url(quoteLink('/checkout', -1, 1)));
      await islandsMounted(page);
      await page.getByRole('link', { name: ownMessages.searchAgain }).waitFor();
    },
  },
  {
    name: 'manage-find',
    open: async (env, page) => {
      await page.goto(env.url('/manage-booking'));
      await islandsMounted(page);
      await page.getByLabel(ownMessages.manageReservationNo).fill('CHW100001');
      await page.getByLabel(ownMessages.manageEmail).fill(MANAGE_RENTER);
      await page.getByRole('button', { name: ownMessages.manageFindSubmit }).click();
      await page.locator('.chw-manage__answer').waitFor();
      // Without a session the page's first call (/manage/booking) answers 401: how it knows to ask.
      await expectErrors(page, /status of 401/);
    },
  },
  { name: 'manage-booking', varies: MANAGE_REFERENCE, open: atManagedBooking },
  managedScreen('manage-cancel', ownMessages.manageCancel, async (page) => {
    await page.getByRole('alertdialog', { name: ownMessages.manageCancelTitle }).waitFor();
  }),
  managedScreen('manage-change-extras', ownMessages.manageChangeExtras, async (page) => {
    await page.getByLabel('GPS Navigation').check();
    await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
    await page.locator('.chw-manage-quote').getByRole('button', { name: ownMessages.manageConfirmChange }).waitFor();
    await bottomInView(page.locator('.chw-manage-quote'));
  }),
  {
    name: 'manage-link-invalid',
    open: async (env, page) => {
      await page.goto(env.url('/manage-booking?chw_manage=no-such-link'));
      await islandsMounted(page);
      await page.getByRole('heading', { name: ownMessages.manageLinkInvalid }).waitFor();
      await expectErrors(page, /status of 404/);
    },
  },
  managedScreen('manage-change-dates', ownMessages.manageChangeDates, async (page) => {
    await bottomInView(page.getByRole('button', { name: ownMessages.manageCheckPrice }));
  }),
  managedScreen('manage-update-details', ownMessages.manageUpdateDetails, async (page) => {
    // The licence states come from /countries: the list is filled before the shot.
    await page.waitForFunction(() => document.querySelectorAll('#chw-manage-license-state option').length > 1);
    await bottomInView(page.getByRole('button', { name: ownMessages.manageSaveDetails }));
  }),
  {
    name: 'manage-link-used',
    open: async (env, page) => {
      const link = await managedBookingLink(env);
      // The renter opened it once already (another device): the session is taken through the API.
      const used = await fetch(env.url('/api/v1/manage/session'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link_token: new URL(link).searchParams.get('chw_manage') }),
      });
      if (!used.ok) throw new Error(`manage session: ${used.status}`);
      await page.goto(link);
      await islandsMounted(page);
      await page.getByRole('button', { name: ownMessages.manageLinkNew }).waitFor();
      await expectErrors(page, /status of 410/);
    },
  },
  ...CHECKIN_SCREENS,
];
