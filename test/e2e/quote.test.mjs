/**
 * The resumable quote: "Share this quote" on the booking steps gives a link holding the search,
 * car, payment type, cover and extras and nothing personal; opened in another browser it searches
 * again, chooses everything again and lands on the same step with a fresh total, says in one line
 * when the price changed, offers the other cars when the car is gone, and says when it can no
 * longer be opened (with a search prefilled from it). The desk copies a started booking's link.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, hostEventsOf, islandsMounted, useEnv, atRoute } from './harness.mjs';
import { bookingIdOf, openSeeded, seedBooking, staffToken } from './flows.mjs';
import { ownMessages } from './messages.mjs';
import { searchFields, searchToBooking, waitFor, ymdPlus, openQuoteLink } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };
/** Every parameter a quote link may hold: the search's, the choices' and the shared total. */
const QUOTE_PARAMS = new Set([
  'chw_pickup',
  'chw_return',
  'chw_pickup_date',
  'chw_pickup_time',
  'chw_return_date',
  'chw_return_time',
  'chw_type',
  'chw_promo',
  'chw_over25',
  'chw_car',
  'chw_pay',
  'chw_cover',
  'chw_extras',
  'chw_quote',
]);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const totalOf = (page) => page.locator('.chw-booking-details__item--total dd').innerText();
const bookingCount = () =>
  /** @type {number} */ (env.server.db.prepare(`SELECT COUNT(*) FROM bookings WHERE type = 'BOOKING'`).pluck().get());
/** The newest booking row (the one a quote link's search made). */
const newestBooking = () =>
  /** @type {{ status: string, vehicle_id: number, payment_type: string, meta: string }} */ (
    env.server.db.prepare(`SELECT * FROM bookings ORDER BY id DESC LIMIT 1`).get()
  );
const eventsNamed = async (page, name) => (await hostEventsOf(page)).filter((event) => event.name === name);

/** Opens the share dialog on `page` and reads its link. */
async function shareLink(page) {
  await page.getByRole('button', { name: ownMessages.shareQuote }).click();
  const dialog = page.getByRole('dialog', { name: ownMessages.shareQuote });
  const link = await dialog.getByLabel(ownMessages.linkLabel).inputValue();
  return { dialog, link };
}

/**
 * The header total of a step once it shows the calculation the page stored (`persist:chw`): until
 * /calculate answers the header shows the car's price, and the hold line can appear before the total.
 */
async function storedTotalOf(page) {
  await page.waitForFunction(() => {
    const root = JSON.parse(localStorage.getItem('persist:chw') ?? '{}');
    const stored = root.slices?.calculation?.totals?.find((entry) => entry.type === 'total')?.total;
    const shown = document.querySelector('.chw-booking-details__item--total dd')?.textContent ?? '';
    return stored !== undefined && Math.round(stored * 100) === Math.round(Number(shown.replace(/[^\d.-]/g, '')) * 100);
  });
  return totalOf(page);
}

/** Waits for the /calculate a change on /liability-extra sends. */
const recalculated = (page, change) =>
  Promise.all([page.waitForResponse((response) => response.url().endsWith('/calculate')), change()]);

test('a quote shared on /liability-extra opens elsewhere with the same car, cover, extras and total', async () => {
  const { page, seeded } = await openSeeded(env, routes.liabilityExtra, { withLiability: true }, CLIPBOARD);
  const cover = seeded.insuranceOptions[1];
  const extra = seeded.extras.find((item) => item.formType === 0);
  await recalculated(page, () => page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(cover.name)}`) }).check());
  const withCover = await storedTotalOf(page);
  await recalculated(page, () => page.getByRole('checkbox', { name: extra.name }).check());
  // The /calculate answer arrives before the header shows it: read the total once it has the extra.
  await waitFor(async () => (await totalOf(page)) !== withCover, 'the header total with the extra');
  const total = await storedTotalOf(page);

  const { dialog, link } = await shareLink(page);
  const url = new URL(link);
  assert.equal(url.pathname, routes.liabilityExtra);
  assert.deepEqual(
    [...url.searchParams.keys()].filter((key) => !QUOTE_PARAMS.has(key)),
    [],
    'nothing but the quote in the link',
  );
  assert.equal(url.searchParams.get('chw_car'), String(seeded.car.id));
  assert.equal(url.searchParams.get('chw_pay'), 'N');
  assert.equal(url.searchParams.get('chw_cover'), String(cover.id));
  assert.equal(url.searchParams.get('chw_extras'), `${extra.id}x1`);
  assert.equal(url.searchParams.get('chw_pickup_date'), seeded.pickupDate);
  assert.deepEqual(await axe(page, '.chw-dialog'), []);

  await dialog.getByRole('button', { name: ownMessages.copyLink }).click();
  await dialog.getByText(ownMessages.copied).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  const mail = await dialog.getByRole('link', { name: ownMessages.emailLink }).getAttribute('href');
  assert.ok(mail.startsWith('mailto:?subject='), mail);
  assert.ok(decodeURIComponent(mail).includes(link), 'the email holds the link');
  assert.deepEqual(
    (await eventsNamed(page, 'chw:quote_shared')).map((event) => event.detail),
    [{ step: 2, method: 'copy' }],
  );

  const bookingsBefore = bookingCount();
  const other = await openQuoteLink(env, link);
  assert.equal(new URL(other.url()).pathname, routes.liabilityExtra);
  assert.equal(new URL(other.url()).search, '', 'the link leaves the address');
  assert.equal(await storedTotalOf(other), total);
  assert.ok(await other.getByRole('radio', { name: new RegExp(`^${escapeRegExp(cover.name)}`) }).isChecked());
  assert.ok(await other.getByRole('checkbox', { name: extra.name }).isChecked());
  assert.equal(await other.getByText(/The price has changed/).count(), 0);
  assert.deepEqual(
    (await eventsNamed(other, 'chw:quote_opened')).map((event) => event.detail),
    [{ step: 2, vehicleId: seeded.car.id, paymentType: 'N', available: true, priceChanged: false }],
  );
  // One new booking, holding the same car with the same cover and extras.
  assert.equal(bookingCount(), bookingsBefore + 1);
  const made = newestBooking();
  assert.equal(made.status, 'SEL');
  assert.equal(made.vehicle_id, seeded.car.id);
  assert.equal(made.payment_type, 'N');
  const meta = JSON.parse(made.meta);
  assert.equal(meta.insurance_id, cover.id);
  assert.deepEqual(meta.extras, [{ id: extra.id, qty: 1 }]);
  assert.deepEqual(other.errors, []);
  assert.deepEqual(page.errors, []);
});

test('opened where it was made, the link changes nothing', async () => {
  const { page } = await openSeeded(env, routes.checkout, { withLiability: true, paymentType: 'L' });
  const { link } = await shareLink(page);
  assert.equal(new URL(link).pathname, routes.checkout);
  assert.equal(new URL(link).searchParams.get('chw_pay'), 'L');
  const bookingsBefore = bookingCount();
  await page.goto(link);
  await islandsMounted(page);
  await page.locator('.chw-booking-layout').waitFor();
  assert.equal(bookingCount(), bookingsBefore, 'no second search');
  assert.equal(new URL(page.url()).search, '');
  assert.deepEqual(await eventsNamed(page, 'chw:quote_opened'), []);
});

test('a changed price is said in one line beside the total', async () => {
  const { page, seeded } = await openSeeded(env, routes.checkout, { withLiability: true });
  await page.locator('.chw-cost').waitFor();
  const was = await totalOf(page);
  const { link } = await shareLink(page);
  const rate = env.server.db.prepare('UPDATE vehicles SET daily_rate = daily_rate + @by WHERE id = @id');
  rate.run({ by: 7, id: seeded.car.id });
  try {
    const other = await openQuoteLink(env, link);
    assert.equal(new URL(other.url()).pathname, routes.checkout);
    const now = await totalOf(other);
    assert.notEqual(now, was);
    const words = ownMessages.priceChanged(was, now);
    // Shown at once, and announced: its status region gets the words after the next paint.
    await other.getByText(words, { exact: true }).and(other.locator(':not([role])')).waitFor();
    const announced = other.getByRole('status').filter({ hasText: words });
    await announced.waitFor({ state: 'attached' });
    assert.equal(await announced.count(), 1, `"${words}" is announced once`);
    assert.deepEqual(
      (await eventsNamed(other, 'chw:quote_opened')).map((event) => event.detail.priceChanged),
      [true],
    );
    await other.locator('.chw-cost').waitFor();
    assert.deepEqual(await axe(other, '.chw-booking-layout'), []);
  } finally {
    rate.run({ by: -7, id: seeded.car.id });
  }
});

test('a car that is gone: the other cars for those dates, cheapest first, with the cover kept', async () => {
  // The one Prado at Brisbane City, held by the renter who shares the quote.
  const prado = /** @type {number} */ (
    env.server.db.prepare(`SELECT id FROM vehicles WHERE name LIKE '%Prado%'`).pluck().get()
  );
  const { page, seeded } = await openSeeded(env, routes.checkout, {
    location: 'Brisbane City',
    vehicleId: prado,
    withLiability: true,
  });
  const { link } = await shareLink(page);
  const bookingsBefore = bookingCount();

  const other = await openQuoteLink(env, link);
  await other.getByText(ownMessages.carGone).waitFor();
  const list = other.getByRole('region', { name: ownMessages.otherCars });
  await list.waitFor();
  assert.equal(bookingCount(), bookingsBefore + 1, "the other cars come from the quote's own search");
  const prices = await list
    .locator('.chw-booking-layout__alternative-price')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent.replace(/[^\d.]/g, ''))));
  assert.ok(prices.length > 1, 'other cars offered');
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
    'cheapest first',
  );
  assert.deepEqual(
    (await eventsNamed(other, 'chw:quote_opened')).map((event) => event.detail.available),
    [false],
  );
  assert.deepEqual(await axe(other, '.chw-booking-layout'), []);
  await list.getByRole('button').first().click();
  await other.waitForURL(atRoute(routes.liabilityExtra));
  await islandsMounted(other);
  const cover = seeded.insuranceOptions[0];
  await waitFor(
    () => other.getByRole('radio', { name: new RegExp(`^${escapeRegExp(cover.name)}`) }).isChecked(),
    'the quote’s cover, kept',
  );
  assert.notEqual(newestBooking().vehicle_id, prado);
});

test('a quote whose date has passed says so, with a search prefilled from it', async () => {
  const { page } = await openSeeded(env, routes.liabilityExtra);
  const { link } = await shareLink(page);
  const stale = new URL(link);
  stale.searchParams.set('chw_pickup_date', ymdPlus(-1));

  const bookingsBefore = bookingCount();
  const other = await openQuoteLink(env, stale.href);
  const alert = other.getByRole('alert');
  await alert.waitFor();
  assert.equal(await alert.innerText(), `${ownMessages.cannotOpen} ${ownMessages.datesPassed}`);
  assert.equal(bookingCount(), bookingsBefore, 'no search for a past date');
  assert.equal(new URL(other.url()).pathname, routes.liabilityExtra, 'not sent home without a word');
  assert.deepEqual(await axe(other, 'main'), []);
  const again = other.getByRole('link', { name: ownMessages.searchAgain });
  const target = new URL(await again.getAttribute('href'));
  assert.equal(target.pathname, '/');
  assert.equal(target.searchParams.get('chw_pickup'), 'BNEA');
  assert.equal(target.searchParams.get('chw_car'), null);
  await again.click();
  await other.waitForURL((url) => url.pathname === routes.home);
  await islandsMounted(other);
  const f = searchFields(other);
  await waitFor(async () => (await f.pickupLocation.inputValue()) !== '', 'the prefilled branch');
  assert.equal(
    await f.pickupLocation.evaluate(
      (select) => /** @type {HTMLSelectElement} */ (select).selectedOptions[0].textContent,
    ),
    'Brisbane Airport',
  );
});

test('on /booking the share control waits for a chosen car, and the link lands there', async () => {
  const { page, seeded } = await openSeeded(env, routes.booking);
  const { link } = await shareLink(page);
  assert.equal(new URL(link).pathname, routes.booking);
  const other = await openQuoteLink(env, link);
  assert.equal(new URL(other.url()).pathname, routes.booking);
  const details = other.getByRole('region', { name: ownMessages.bookingDetails });
  await details.getByText(seeded.car.name).first().waitFor();
  assert.ok((await other.locator('.chw-car').count()) > 1, 'the cars of the search');
  assert.equal(await totalOf(other), await totalOf(page));

  // A fresh search has no car yet: no share control until one is chosen.
  const fresh = await env.page();
  await searchToBooking(env, fresh);
  await fresh.locator('.chw-car').first().waitFor();
  assert.equal(await fresh.getByRole('button', { name: ownMessages.shareQuote }).count(), 0);
});

test('the desk copies a started booking’s quote link, which opens /liability-extra with its car', async () => {
  const renter = await env.page();
  const seeded = await seedBooking(env, renter, { withLiability: true, paymentType: 'L' });
  const id = bookingIdOf(env, seeded.token);
  // The renter priced the cover (so the booking's total is the quote's).
  await renter.goto(env.url(routes.liabilityExtra));
  await islandsMounted(renter);
  const total = await storedTotalOf(renter);

  const staff = await env.page(CLIPBOARD);
  await staff.context().addCookies([{ name: 'chw_auth_token', value: await staffToken(env), url: env.url('/') }]);
  await staff.goto(env.url(`${routes.dashboard}?order_by=ID&order_direction=desc`));
  await islandsMounted(staff);
  await staff.locator('.chw-dashboard__table-area[aria-busy="false"]').waitFor();
  await staff.getByRole('button', { name: ownMessages.showDetails(id), exact: true }).click();
  const detail = staff.getByRole('region', { name: ownMessages.bookingDetailsOf(id) });
  await detail.getByRole('button', { name: ownMessages.copyQuoteLink }).click();
  await detail.getByText(ownMessages.quoteLinkCopied(id)).waitFor();
  const link = await staff.evaluate(() => navigator.clipboard.readText());
  assert.equal(new URL(link).pathname, routes.liabilityExtra);
  assert.equal(new URL(link).searchParams.get('chw_car'), String(seeded.car.id));
  assert.equal(new URL(link).searchParams.get('chw_cover'), String(seeded.liability.id));
  assert.deepEqual(await axe(staff, '.chw-dashboard__detail'), []);

  const other = await openQuoteLink(env, link);
  assert.equal(new URL(other.url()).pathname, routes.liabilityExtra);
  assert.equal(await totalOf(other), total);
  assert.equal(await other.getByText(/The price has changed/).count(), 0);

  // A confirmed booking, a quote request or an enquiry has no quote link.
  const rows = await (
    await fetch(env.url('/api/v1/bookings?order_by=ID&order_direction=desc'), {
      headers: { authorization: `Bearer ${await staffToken(env)}` },
    })
  ).json();
  const started = (row) => ['S', 'SEL'].includes(row.Status) && row.Type === 'BOOKING';
  assert.ok(
    rows.data.some((row) => row.ID === id && row.Quote),
    'the started booking has its quote link',
  );
  assert.ok(
    rows.data.some((row) => !started(row)),
    'the page holds other rows to check',
  );
  assert.deepEqual(
    rows.data.filter((row) => row.Quote && !started(row)).map((row) => row.ID),
    [],
    'no quote link on any other row',
  );
});
