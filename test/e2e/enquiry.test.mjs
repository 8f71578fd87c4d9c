/**
 * Enquiry form in Chromium against the reference server: the request-a-call
 * and long-term rental pages, every §5 rule, the type sent, the submitting state,
 * success (fields cleared) and a failing server (fields kept), axe and 390 px.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, axe, hasHorizontalScroll, islandsMounted, dataLayerOf, hostEventsOf } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { deferred } from './deferred.mjs';
import { routes } from '../routes.mjs';
import { CALL_TIMES } from '../../demo/lib/rules.generated.mjs';

const REQUEST_CALL = '**/rental-api/v1/request-call';

describe('enquiry form', () => {
  const env = useEnv();

  async function open(path, options) {
    const page = await env.page(options);
    await page.goto(env.url(path));
    await islandsMounted(page);
    await page.getByRole('button', { name: messages.enquirySubmit }).waitFor();
    return page;
  }

  const fill = async (page, { name = 'Ann Lee', phone = '0412 345 678', email = 'ann@example.com' } = {}) => {
    await page.getByLabel(ownMessages.enquiryName, { exact: true }).fill(name);
    await page.getByLabel(ownMessages.enquiryPhone, { exact: true }).fill(phone);
    await page.getByLabel(ownMessages.enquiryEmail, { exact: true }).fill(email);
  };

  test('request-a-call: email focused, ten call times with the first as default, every rule, REQ_CALL sent, success clears', async () => {
    const page = await open(routes.requestACall);
    const email = page.getByLabel(ownMessages.enquiryEmail, { exact: true });
    assert.equal(await email.evaluate((node) => node === document.activeElement), true, 'email focused on load');

    const select = page.getByLabel(messages.enquiryCallTime);
    const options = await select.locator('option').allTextContents();
    assert.deepEqual(options, CALL_TIMES);
    assert.equal(options[0], '8am - 9am AEDT');
    assert.equal(options.at(-1), '5pm - 6pm');
    assert.equal(await select.inputValue(), '8am - 9am AEDT');

    await page.getByRole('button', { name: messages.enquirySubmit }).click();
    for (const text of [messages.enquiryNameRequired, messages.enquiryPhoneRequired, messages.enquiryEmailRequired]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    assert.equal(await page.getByLabel(ownMessages.enquiryName, { exact: true }).getAttribute('aria-invalid'), 'true');
    assert.deepEqual(await axe(page), [], 'axe with the errors showing');

    await fill(page, { email: 'ann@example' });
    await page.getByRole('button', { name: messages.enquirySubmit }).click();
    await page.getByText(messages.enquiryEmailInvalid, { exact: true }).waitFor();
    assert.equal(await page.getByText(messages.enquiryNameRequired, { exact: true }).count(), 0);

    await email.fill('ann@example.com');
    await select.selectOption('3pm - 4pm');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/rental-api/v1/request-call') && r.method() === 'POST'),
      page.getByRole('button', { name: messages.enquirySubmit }).click(),
    ]);
    assert.deepEqual(request.postDataJSON(), {
      name: 'Ann Lee',
      phone: '0412 345 678',
      email: 'ann@example.com',
      call_time: '3pm - 4pm',
      type: 'REQ_CALL',
    });
    await page.getByRole('status').filter({ hasText: messages.enquirySuccess }).waitFor();
    assert.equal(await page.getByLabel(ownMessages.enquiryName, { exact: true }).inputValue(), '');
    assert.equal(await email.inputValue(), '');
    assert.equal(await select.inputValue(), '8am - 9am AEDT');
    // The host page and the tag manager hear of the lead, without the renter's details.
    assert.deepEqual(
      (await hostEventsOf(page)).filter((e) => e.name === 'chw:enquiry_sent'),
      [{ name: 'chw:enquiry_sent', detail: { type: 'REQ_CALL' } }],
    );
    assert.deepEqual(
      (await dataLayerOf(page)).filter((e) => e.event === 'generate_lead'),
      [{ event: 'generate_lead', lead_source: 'request_call' }],
    );
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(page.errors, []);
  });

  test('long-term-car-rental sends LONG_TERM; 390 px without sideways scroll', async () => {
    const page = await open(routes.longTermCarRental, { width: 390, height: 844 });
    assert.equal(await hasHorizontalScroll(page), false);
    await fill(page);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/rental-api/v1/request-call')),
      page.getByRole('button', { name: messages.enquirySubmit }).click(),
    ]);
    const body = request.postDataJSON();
    assert.equal(body.type, 'LONG_TERM');
    assert.equal(body.call_time, '8am - 9am AEDT', 'the default call time is sent');
    await page.getByText(messages.enquirySuccess).waitFor();
    assert.equal(await hasHorizontalScroll(page), false);
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(page.errors, []);
  });

  test('submitting disables the button (one request for a double click); a failing server keeps the fields', async () => {
    const page = await open(routes.requestACall);
    let calls = 0;
    const held = deferred();
    await page.route(REQUEST_CALL, async (route) => {
      calls += 1;
      await held.promise;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server down' }),
      });
    });
    await fill(page);
    const button = page.getByRole('button', { name: /SUBMIT|Sending/ });
    await button.click();
    await page.waitForFunction(
      () => /** @type {HTMLButtonElement | null} */ (document.querySelector('.chw-enquiry__submit'))?.disabled === true,
    );
    await button.click({ force: true }).catch(() => {});
    await page.locator('form.chw-enquiry').evaluate((form) => /** @type {HTMLFormElement} */ (form).requestSubmit());
    held.resolve();
    await page.getByRole('alert').filter({ hasText: messages.enquiryFailed }).waitFor();
    assert.equal(calls, 1, 'no double submission');
    assert.equal(await page.getByLabel(ownMessages.enquiryName, { exact: true }).inputValue(), 'Ann Lee');
    assert.equal(await page.getByLabel(ownMessages.enquiryEmail, { exact: true }).inputValue(), 'ann@example.com');
    assert.equal(await page.getByRole('button', { name: messages.enquirySubmit }).isEnabled(), true, 'can retry');
    assert.deepEqual(await axe(page), []);
    // The browser logs the failed request itself (500); nothing else may be logged.
    assert.deepEqual(
      page.errors.filter((line) => !/status of 500/.test(line)),
      [],
    );
  });

  test('the shortcode prop decides the type over the path', async () => {
    const page = await env.page();
    // The placeholder as a WordPress shortcode with type="LONG_TERM" prints it, on the request-a-call path.
    await page.route('**/request-a-call', async (route) => {
      const response = await route.fetch();
      // The page's own placeholder (with or without props of its own) becomes the shortcode's.
      const html = (await response.text()).replace(
        /<div data-chw-island="enquiry"[^>]*>/,
        `<div data-chw-island="enquiry" data-chw-props='{"type":"LONG_TERM"}'>`,
      );
      assert.match(html, /data-chw-props='\{"type":"LONG_TERM"\}'/);
      await route.fulfill({ response, body: html });
    });
    await page.goto(env.url(routes.requestACall));
    await islandsMounted(page);
    await fill(page);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/rental-api/v1/request-call')),
      page.getByRole('button', { name: messages.enquirySubmit }).click(),
    ]);
    assert.equal(request.postDataJSON().type, 'LONG_TERM');
    await page.getByText(messages.enquirySuccess).waitFor();
    assert.deepEqual(page.errors, []);
  });
});
