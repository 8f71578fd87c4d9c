/**
 * Staff sign-in (/sign-in) in Chromium against the reference server: the §5
 * login rules, the §8 failure alert, the auth cookie on success, the redirect
 * when already signed in, no double submit, axe.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe, hasHorizontalScroll, islandsMounted, useEnv } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { deferred } from './deferred.mjs';
import { DEMO_STAFF } from '../../demo/db/catalog-data.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

const authCookie = async (page) => (await page.context().cookies()).find((cookie) => cookie.name === 'chw_auth_token');

async function openSignIn(options) {
  const page = await env.page(options);
  await page.goto(env.url(routes.signIn));
  await islandsMounted(page);
  await page.getByRole('heading', { name: messages.signInHeading }).waitFor();
  return page;
}

test('the form: heading, labelled fields, SIGN IN; axe clean at 1280 and 390 px', async () => {
  for (const width of [1280, 390]) {
    const page = await openSignIn({ width });
    assert.equal(
      await page.getByRole('heading', { name: messages.signInHeading }).textContent(),
      'PLEASE SIGN IN TO CONTINUE',
    );
    await page.getByLabel(ownMessages.staffEmail).waitFor();
    await page.getByLabel(ownMessages.staffPassword).waitFor();
    assert.equal(await page.getByRole('button', { name: messages.signInButton }).textContent(), 'SIGN IN');
    assert.deepEqual(await axe(page), []);
    assert.equal(await hasHorizontalScroll(page), false);
    assert.deepEqual(page.errors, []);
  }
});

test('each field shows its own §5 message, tied to the field; axe clean with errors', async () => {
  const page = await openSignIn();
  const email = page.getByLabel(ownMessages.staffEmail);
  const password = page.getByLabel(ownMessages.staffPassword);
  const submit = page.getByRole('button', { name: messages.signInButton });

  await submit.click();
  await page.getByText(messages.loginEmailRequired).waitFor();
  await page.getByText(messages.loginPasswordRequired).waitFor();
  assert.equal(await email.getAttribute('aria-invalid'), 'true');
  assert.equal(
    await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent(),
    messages.loginEmailRequired,
  );
  assert.equal(
    await page.locator(`#${await password.getAttribute('aria-describedby')}`).textContent(),
    messages.loginPasswordRequired,
  );
  assert.equal(
    await page.evaluate(() => document.activeElement?.id),
    await email.getAttribute('id'),
    'focus goes to the first invalid field',
  );
  assert.deepEqual(await axe(page), []);

  await email.fill('not-an-email');
  await submit.click();
  await page.getByText(messages.loginEmailInvalid).waitFor();
  assert.equal(await page.getByText(messages.loginEmailRequired).count(), 0);

  await email.fill(DEMO_STAFF.email);
  await submit.click();
  await page.getByText(messages.loginPasswordRequired).waitFor();
  assert.equal(await page.getByText(messages.loginEmailInvalid).count(), 0);
  assert.equal(await email.getAttribute('aria-invalid'), null);
  assert.equal(await authCookie(page), undefined);
  assert.deepEqual(page.errors, []);
});

test('wrong credentials: the alert "Invalid email or password." and no cookie', async () => {
  const page = await openSignIn();
  await page.getByLabel(ownMessages.staffEmail).fill(DEMO_STAFF.email);
  await page.getByLabel(ownMessages.staffPassword).fill('wrong-password');
  await page.getByRole('button', { name: messages.signInButton }).click();
  const alert = page.getByRole('alert').filter({ hasText: messages.loginFailed });
  await alert.waitFor();
  assert.equal(await alert.textContent(), 'Invalid email or password.');
  assert.equal(await authCookie(page), undefined);
  assert.equal(new URL(page.url()).pathname, routes.signIn);
  // The typed email stays; the button works again.
  assert.equal(await page.getByLabel(ownMessages.staffEmail).inputValue(), DEMO_STAFF.email);
  assert.equal(await page.getByRole('button', { name: messages.signInButton }).isEnabled(), true);
  assert.deepEqual(await axe(page), []);
  // The browser logs the 401 response; nothing else may fail.
  assert.deepEqual(
    page.errors.filter((e) => !/401/.test(e)),
    [],
  );
});

test('an answer that came but cannot be used (not JSON, no envelope): "could not read", not "could not reach"', async () => {
  const page = await openSignIn();
  await page.getByLabel(ownMessages.staffEmail).fill(DEMO_STAFF.email);
  await page.getByLabel(ownMessages.staffPassword).fill(DEMO_STAFF.password);
  for (const body of ['<html>not json</html>', '{"Token": "t", "TokenTTL": 5}']) {
    await page.unroute('**/api/v1/login');
    await page.route('**/api/v1/login', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.getByRole('button', { name: messages.signInButton }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal(await alert.textContent(), ownMessages.unreadableAnswer, body);
    assert.equal(await authCookie(page), undefined);
    assert.equal(await page.getByRole('button', { name: messages.signInButton }).isEnabled(), true);
  }
  assert.deepEqual(page.errors, []);
});

test('success: one login call, the auth cookie for TokenTTL minutes on path /, then /dashboard', async () => {
  const page = await openSignIn();
  let logins = 0;
  let ttl = 0;
  // Hold the login answer until a second and a third submit (requestSubmit, Enter) have been tried
  // after the click, so both land while the first call is pending.
  const held = deferred();
  await page.route('**/api/v1/login', async (route) => {
    logins += 1;
    const response = await route.fetch();
    ttl = (await response.json()).data.TokenTTL;
    await held.promise;
    await route.fulfill({ response });
  });
  await page.getByLabel(ownMessages.staffEmail).fill(DEMO_STAFF.email);
  await page.getByLabel(ownMessages.staffPassword).fill(DEMO_STAFF.password);
  const submit = page.getByRole('button', { name: messages.signInButton });
  const started = Date.now() / 1000;
  await submit.click();
  await page
    .locator('form')
    .evaluate((form) => /** @type {HTMLFormElement} */ (form).requestSubmit())
    .catch(() => {});
  await page.keyboard.press('Enter').catch(() => {});
  held.resolve();
  await page.waitForURL((url) => url.pathname === routes.dashboard);
  assert.equal(logins, 1, 'no double submit');
  const cookie = await authCookie(page);
  assert.ok(cookie && cookie.value.length > 10);
  assert.equal(cookie.path, '/');
  assert.ok(ttl > 0);
  assert.ok(
    Math.abs(cookie.expires - (started + ttl * 60)) < 30,
    `cookie lifetime ${cookie.expires - started}s ≈ TokenTTL ${ttl} min`,
  );
  assert.deepEqual(page.errors, []);
});

test('already signed in (cookie present): straight to the dashboard', async () => {
  const page = await env.page();
  await page.context().addCookies([{ name: 'chw_auth_token', value: 'some-token-value-123', url: env.url('/') }]);
  await page.route('**/api/v1/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[],"PerPage":20,"RowCount":0}' }),
  );
  await page.goto(env.url(routes.signIn));
  await page.waitForURL((url) => url.pathname === routes.dashboard);
  assert.deepEqual(page.errors, []);
});

test('after 5 failures for one email the server locks it: the alert shows its wait, and the right password waits too', async () => {
  const email = DEMO_STAFF.email;
  for (let i = 0; i < 5; i += 1) {
    const response = await fetch(env.url('/api/v1/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: `guess-${i}` }),
    });
    assert.ok([401, 429].includes(response.status));
  }
  const page = await openSignIn();
  await page.getByLabel(ownMessages.staffEmail).fill(email);
  await page.getByLabel(ownMessages.staffPassword).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: messages.signInButton }).click();
  const alert = page.getByRole('alert').filter({ hasText: /Too many failed sign-in attempts/ });
  await alert.waitFor();
  assert.match(await alert.textContent(), /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
  assert.equal(await authCookie(page), undefined);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(
    page.errors.filter((e) => !/429/.test(e)),
    [],
  );
  // Later tests sign in as this user: let the lock lapse on the server's clock.
  env.server.clock.advance(16 * 60_000);
});
