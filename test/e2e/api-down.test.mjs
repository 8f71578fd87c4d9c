/**
 * When the booking API cannot be reached (no answer, or a 5xx), the renter is never left at a
 * dead end: a GET is quietly tried once more; a step that still fails shows the spec's words
 * with the help line and, on the search and /booking, "Request a call" (the enquiry form with the
 * contact details already typed); and when the connection comes back the step tries again by
 * itself and says so.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, islandsMounted, motionSettled, useEnv } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { seedBooking } from './flows.mjs';
import { fillSearch, withoutNetworkErrors } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

const HELP_LINE = `${ownMessages.helpLine} (07) 3000 0000`;
const offlineErrors = (/** @type {string[]} */ errors) =>
  withoutNetworkErrors(errors).filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e));

/**
 * Follows "Request a call" and returns what the enquiry form shows.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} dialog
 */
async function requestACall(page, dialog) {
  const link = dialog.getByRole('link', { name: ownMessages.requestACall });
  assert.match((await link.getAttribute('href')) ?? '', /\/request-a-call#chw-contact$/);
  await link.click();
  await page.waitForURL((url) => url.pathname === routes.requestACall);
  await islandsMounted(page);
  const field = (/** @type {string} */ name) => page.getByLabel(name, { exact: true }).inputValue();
  const shown = {
    name: await field(ownMessages.enquiryName),
    phone: await field(ownMessages.enquiryPhone),
    email: await field(ownMessages.enquiryEmail),
  };
  assert.equal(new URL(page.url()).hash, '', 'the marker leaves the address once used');
  return shown;
}

/**
 * On /booking, chooses the first car while /select answers `answer`; returns the select-failure dialog.
 * @param {import('playwright-core').Page} page
 * @param {Parameters<import('playwright-core').Route['fulfill']>[0]} answer
 */
async function chooseCarAnswered(page, answer) {
  await page.goto(env.url(routes.booking));
  await islandsMounted(page);
  await page.route('**/api/v1/select', (route) => route.fulfill(answer));
  await page
    .getByRole('button', { name: new RegExp(`^${messages.payNow}`) })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(messages.selectFailed, { exact: true }).waitFor();
  return dialog;
}

test('a GET that fails once (503) is tried again quietly: the search form loads its branches, no error', async () => {
  const page = await env.page();
  let asked = 0;
  await page.route('**/api/v1/locations', (route) => {
    asked += 1;
    return asked === 1 ? route.fulfill({ status: 503, json: { message: 'Restarting' } }) : route.continue();
  });
  await page.goto(env.url(routes.home));
  await fillSearch(page, { location: 'Sydney Airport' });
  assert.equal(asked, 2);
  assert.equal(await page.getByRole('alertdialog').count(), 0);
  assert.deepEqual(withoutNetworkErrors(page.errors), []);
});

test('the search gets no answer: the spec words, the help line and "Request a call" filled in with the details typed at checkout', async () => {
  const page = await env.page();
  // Earlier in this tab the renter typed their details at checkout (the draft kept in this tab).
  await page.addInitScript(() =>
    sessionStorage.setItem(
      'chw:draft:checkout',
      JSON.stringify({
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann.lee@example.com',
        mobile: '0412 345 678',
        dialCode: '61',
      }),
    ),
  );
  await page.goto(env.url(routes.home));
  await fillSearch(page, { location: 'Sydney Airport' });
  await page.route('**/api/v1/search', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: messages.searchButton }).click();
  const dialog = page.getByRole('alertdialog', { name: messages.errorTitleDefault, exact: true });
  await dialog.getByText(ownMessages.unreachable, { exact: true }).waitFor();
  assert.equal((await dialog.locator('.chw-help-line').textContent())?.replace(/\s+/g, ' ').trim(), HELP_LINE);
  await motionSettled(page);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(await requestACall(page, dialog), {
    name: 'Ann Lee',
    phone: '+61412345678',
    email: 'ann.lee@example.com',
  });
  // The renter sends it as it is: the call centre gets the request.
  await page.getByRole('button', { name: messages.enquirySubmit }).click();
  await page.getByRole('status').filter({ hasText: messages.enquirySuccess }).waitFor();
  assert.deepEqual(offlineErrors(page.errors), []);
});

test('/booking: choosing a car gets a 502: the spec words with the help line, and "Request a call" filled in from the search', async () => {
  const page = await env.page();
  await seedBooking(env, page);
  // What the search kept of the renter's contact (its personal fields).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('chw-e2e-contact')) return;
    sessionStorage.setItem('chw-e2e-contact', '1');
    const root = JSON.parse(localStorage.getItem('persist:chw') ?? '{}');
    Object.assign(root.slices.bookingSearch, {
      firstName: 'Sam',
      email: 'sam@example.com',
      mobileNumber: '0498 765 432',
      mobileCountryCode: '61',
    });
    localStorage.setItem('persist:chw', JSON.stringify(root));
  });
  const dialog = await chooseCarAnswered(page, { status: 502, contentType: 'text/html', body: '' });
  assert.equal((await dialog.locator('.chw-help-line').textContent())?.replace(/\s+/g, ' ').trim(), HELP_LINE);
  await motionSettled(page);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(await requestACall(page, dialog), { name: 'Sam', phone: '+61498765432', email: 'sam@example.com' });
  assert.deepEqual(withoutNetworkErrors(page.errors), []);
});

test('a refusal that is not an outage (429) offers no "Request a call"', async () => {
  const page = await env.page();
  await seedBooking(env, page);
  const dialog = await chooseCarAnswered(page, { status: 429, json: { message: 'Slow down' } });
  assert.equal(await dialog.getByRole('link', { name: ownMessages.requestACall }).count(), 0);
});

test('/checkout loads while offline: back online, the step tries again by itself and says so', async () => {
  const page = await env.page();
  await seedBooking(env, page, { withLiability: true });
  let calculations = 0;
  await page.route('**/api/v1/calculate', (route) => {
    calculations += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto(env.url(routes.checkout));
  await page.getByText(messages.checkoutLoadFailed, { exact: true }).waitFor();
  const status = page.locator('.chw-booking-layout [role="status"].chw-help-line');
  assert.equal(await status.textContent(), '', 'the live region waits, empty');
  const failedCalls = calculations;
  await page.unroute('**/api/v1/calculate');
  const context = page.context();
  await context.setOffline(true);
  await context.setOffline(false);
  await page.getByLabel(messages.firstNameField, { exact: true }).waitFor();
  assert.equal(await status.textContent(), ownMessages.backOnline);
  assert.equal(await page.getByText(messages.checkoutLoadFailed, { exact: true }).count(), 0);
  assert.ok(failedCalls >= 1);
  await motionSettled(page);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(offlineErrors(page.errors), []);
});
