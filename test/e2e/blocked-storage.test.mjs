/**
 * Browsers that refuse what a booking needs. Local storage refused (its methods throw, or reading
 * `window.localStorage` itself throws): the journey goes on in this tab's session storage, and
 * /booking shows the cars the server found, never "No cars are available". Every site storage
 * refused, or cookie writes ignored: the search says so at once, keeps every typed value and stays
 * on the page (no search is sent). The same for the subscription search.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, useEnv, atRoute } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { fillSearch, searchFields } from './renter-helpers.mjs';
import { fillSubscriptionSearch, openPage } from './subscription-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

/** Init scripts that break the browser the way private modes and locked-down browsers do. */
const BREAK = {
  /** localStorage's methods throw (a SecurityError or QuotaExceededError on every call). */
  localMethods: () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const broken = { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse, key: refuse, length: 0 };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => broken });
  },
  /** Reading window.localStorage itself throws. */
  localGetter: () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  },
  /** Both storages refused. */
  allStorage: () => {
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
  },
  /** Cookie writes ignored (cookies blocked for the site); reads give nothing new. */
  cookies: () => {
    const descriptor = /** @type {PropertyDescriptor} */ (
      Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
    );
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return descriptor.get?.call(this);
      },
      set() {},
    });
  },
};

for (const [name, script] of /** @type {const} */ ([
  ['its methods throw', BREAK.localMethods],
  ['reading it throws', BREAK.localGetter],
])) {
  test(`local storage refused (${name}): the search lands on /booking with the cars, and the booking goes on`, async () => {
    const page = await env.page();
    await page.addInitScript(script);
    // How many cars the server answered with (read as the answer passes: the page then navigates).
    let found = 0;
    await page.route('**/api/v1/search', async (route) => {
      const response = await route.fetch();
      found = (await response.json()).data.availableVehicles.filter((/** @type {any} */ v) => v.status).length;
      await route.fulfill({ response });
    });
    await page.goto(env.url(routes.home));
    await islandsMounted(page);
    const f = await fillSearch(page, { category: 'Sedans' });
    await f.submit.click();
    await page.waitForURL(atRoute(routes.booking));
    assert.ok(found > 0);
    await page.getByRole('article').first().waitFor();
    assert.equal(await page.getByText(ownMessages.noCars).count(), 0, 'never "No cars are available"');
    assert.ok((await page.getByRole('article').count()) >= found);
    // Choose a car: the next step knows it.
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: new RegExp(`^${messages.payNow}`) })
      .click();
    await page.waitForURL(atRoute(routes.liabilityExtra));
    await page.getByRole('button', { name: new RegExp(messages.proceedToCheckout) }).waitFor();
    assert.deepEqual(page.errors, []);
  });
}

/**
 * Fills the home search in a broken browser, submits, and checks the plain message, the kept
 * values, the page and that no search was sent.
 * @param {() => void} script @param {string} message
 */
async function refusedOnHome(script, message) {
  const page = await env.page();
  await page.addInitScript(script);
  let searches = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/search')) searches += 1;
  });
  await page.goto(env.url(routes.home));
  await islandsMounted(page);
  const f = await fillSearch(page, { location: 'Gold Coast Airport', promo: 'SAVE10' });
  const before = {
    pickup: await f.pickupLocation.inputValue(),
    date: await f.pickupDate.inputValue(),
    time: await f.pickupTime.inputValue(),
    promo: await f.promo.inputValue(),
  };
  await f.submit.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(message).waitFor();
  // A browser that cannot hold a booking online can still book by phone.
  await dialog.getByRole('link', { name: ownMessages.requestACall }).waitFor();
  assert.deepEqual(await axe(page), []);
  assert.equal(new URL(page.url()).pathname, '/', 'stays on the form');
  assert.equal(searches, 0, 'no search sent');
  await dialog.getByRole('button', { name: ownMessages.close }).first().click();
  const after = searchFields(page);
  assert.deepEqual(
    {
      pickup: await after.pickupLocation.inputValue(),
      date: await after.pickupDate.inputValue(),
      time: await after.pickupTime.inputValue(),
      promo: await after.promo.inputValue(),
    },
    before,
    'every typed value kept',
  );
  assert.deepEqual(page.errors, []);
}

test('every site storage refused: the search says what to allow and keeps the form', async () => {
  await refusedOnHome(BREAK.allStorage, ownMessages.storageBlocked);
});

test('cookies blocked: the search says so at once and keeps the form', async () => {
  await refusedOnHome(BREAK.cookies, ownMessages.cookiesBlocked);
});

test('cookies blocked: the subscription search says so and keeps the form', async () => {
  const page = await env.page();
  await page.addInitScript(BREAK.cookies);
  await openPage(env, page, routes.carSubscription);
  await fillSubscriptionSearch(page, { email: 'no.cookies@example.com' });
  await page.getByRole('button', { name: messages.subLetsGo }).click();
  await page.getByRole('alertdialog').getByText(ownMessages.cookiesBlocked).waitFor();
  await page.getByRole('alertdialog').getByRole('link', { name: ownMessages.requestACall }).waitFor();
  assert.equal(new URL(page.url()).pathname, routes.carSubscription);
  assert.equal(await page.getByLabel(ownMessages.subEmail, { exact: true }).inputValue(), 'no.cookies@example.com');
  assert.deepEqual(page.errors, []);
});
