/**
 * The book-by-phone modal on /booking: its fields, the §5 rules,
 * the request sent, the thank-you view, closing after success, a failing
 * server, keyboard-only use, axe and the phone layout.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { axe, dataLayerOf, hasHorizontalScroll, hostEventsOf, useEnv } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { bookingToken, searchToBooking, waitFor, withoutNetworkErrors } from './renter-helpers.mjs';
import { routes } from '../routes.mjs';

const env = useEnv();

/**
 * Types a person into the phone-booking form (the mobile key by key, as typed) and ticks the terms.
 * @param {Awaited<ReturnType<typeof openModal>>} m the open form
 * @param {[string, string, string, string]} person first name, last name, email, mobile
 */
async function fillModal(m, [first, last, email, mobile]) {
  await m.firstName.fill(first);
  await m.lastName.fill(last);
  await m.email.fill(email);
  await m.mobile.pressSequentially(mobile);
  await m.terms.check();
}

async function openModal(options) {
  const page = await env.page(options);
  await searchToBooking(env, page, { category: 'Sedans' });
  const opener = page
    .getByRole('article', { name: 'Mazda 3 Sedan', exact: true })
    .getByRole('button', { name: new RegExp(messages.bookByPhone) });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: ownMessages.phoneBookingTitle });
  await dialog.waitFor();
  const field = (label) => dialog.getByLabel(label, { exact: true });
  return {
    page,
    opener,
    dialog,
    firstName: field(ownMessages.firstName),
    lastName: field(ownMessages.lastName),
    email: field(ownMessages.emailAddress),
    mobile: dialog.getByRole('textbox', { name: ownMessages.mobileNumber, exact: true }),
    terms: dialog.getByRole('checkbox', {
      name: `${ownMessages.phoneTermsBefore}${ownMessages.phoneTermsLink} ${ownMessages.opensInNewTab}`,
    }),
    submit: dialog.getByRole('button', { name: messages.phoneBookingSubmit, exact: true }),
  };
}

describe('book by phone', () => {
  it('shows the fields, +61 by default, the note, the terms link in a new tab and the consent text; axe clean', async () => {
    const m = await openModal();
    for (const field of [m.firstName, m.lastName, m.email, m.mobile, m.terms]) assert.equal(await field.count(), 1);
    const text = await m.dialog.textContent();
    assert.ok(text.includes(messages.australianMobileOnly));
    assert.ok(text.includes(ownMessages.marketingConsent));
    const link = m.dialog.getByRole('link', { name: new RegExp(ownMessages.phoneTermsLink) });
    assert.equal(await link.getAttribute('href'), routes.terms);
    assert.equal(await link.getAttribute('target'), '_blank');
    await waitFor(() => m.dialog.locator('.iti').count(), 'the country selector');
    assert.match(await m.dialog.locator('.iti').textContent(), /\+61/);
    // Focus starts inside the dialog.
    assert.equal(await m.firstName.evaluate((el) => el === document.activeElement), true);
    assert.deepEqual(await axe(m.page), []);
    assert.deepEqual(m.page.errors, []);
  });

  it("applies the §5 rules with the spec's messages", async () => {
    const m = await openModal();
    await m.submit.click();
    const text = async () => m.dialog.textContent();
    for (const message of [
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.emailRequired,
      ownMessages.mobileNumberRequired,
      messages.phoneTermsRequired,
    ]) {
      assert.ok((await text()).includes(message), message);
    }
    // The first field that needs attention takes focus.
    await waitFor(() => m.firstName.evaluate((el) => el === document.activeElement), 'focus on the first error');
    assert.equal(await m.firstName.getAttribute('aria-invalid'), 'true');
    await m.email.fill('not-an-email');
    await m.submit.click();
    assert.ok((await text()).includes(messages.emailInvalid));
    // Wait for the submit's move to the first field to correct before typing elsewhere: the test
    // typed while it was pending, and the digits went into First Name (the mobile stayed empty).
    await waitFor(() => m.firstName.evaluate((el) => el === document.activeElement), 'focus back on the first error');
    // Digits only: non-digits and leading zeros are stripped as typed.
    await m.mobile.pressSequentially('0412 345-678');
    assert.equal(await m.mobile.inputValue(), '412345678');
    assert.deepEqual(m.page.errors, []);
  });

  it('sends the request, thanks with the call-back and the hours; closing drops the token and goes home', async () => {
    const m = await openModal();
    await fillModal(m, ['Alex', 'Driver', 'alex@example.com', '0412345678']);
    const request = m.page.waitForRequest((r) => r.url().endsWith('/api/v1/phone-booking'));
    await m.submit.click();
    const body = (await request).postDataJSON();
    assert.deepEqual(
      { ...body, booking_token: Boolean(body.booking_token) },
      {
        booking_token: true,
        vehicle_id: 5,
        first_name: 'Alex',
        last_name: 'Driver',
        email: 'alex@example.com',
        mobile_number: '61412345678',
      },
    );
    const thanks = m.page.getByRole('dialog', { name: messages.thankYou });
    await thanks.waitFor();
    assert.ok((await thanks.textContent()).includes(ownMessages.phoneBookingCallBack));
    assert.ok((await thanks.textContent()).includes(ownMessages.callCentreHours));
    // The host page and the tag manager hear of the request: the car, nothing of the renter.
    assert.deepEqual(
      (await hostEventsOf(m.page)).filter((e) => e.name === 'chw:phone_booking_requested'),
      [{ name: 'chw:phone_booking_requested', detail: { vehicleId: 5 } }],
    );
    assert.deepEqual(
      (await dataLayerOf(m.page)).filter((e) => e.event === 'generate_lead'),
      [{ event: 'generate_lead', lead_source: 'phone_booking', vehicle_id: 5 }],
    );
    assert.deepEqual(await axe(m.page), []);
    assert.ok(await bookingToken(m.page));
    await thanks.getByRole('button', { name: ownMessages.close }).last().click();
    await m.page.waitForURL((url) => url.pathname === routes.home);
    assert.equal(await bookingToken(m.page), '');
    assert.deepEqual(m.page.errors, []);
  });

  it('a failing request shows the failure message and keeps every field', async () => {
    const m = await openModal();
    await m.page.route('**/api/v1/phone-booking', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await m.firstName.fill('Sam');
    await m.lastName.fill('Lee');
    await m.email.fill('sam@example.com');
    await m.mobile.pressSequentially('412345678');
    await m.terms.check();
    await m.submit.click();
    await m.dialog.getByRole('alert').filter({ hasText: messages.phoneBookingFailed }).waitFor();
    assert.deepEqual(
      [
        await m.firstName.inputValue(),
        await m.lastName.inputValue(),
        await m.email.inputValue(),
        await m.mobile.inputValue(),
        await m.terms.isChecked(),
      ],
      ['Sam', 'Lee', 'sam@example.com', '412345678', true],
    );
    // Closing a failed request keeps the booking: no redirect, token kept.
    await m.page.keyboard.press('Escape');
    await m.dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(m.page.url()).pathname, routes.booking);
    assert.ok(await bookingToken(m.page));
    assert.deepEqual(withoutNetworkErrors(m.page.errors), []);
  });

  it('a car sold while the form was open: the sold-out message and the other cars, not a thank-you', async () => {
    const m = await openModal();
    // Another renter takes every Mazda 3 Sedan of this branch for these dates (paid bookings).
    const db = env.server.db;
    const mine = /** @type {{ id: number, loc: number }} */ (
      db.prepare('SELECT id, pickup_location_id AS loc FROM bookings ORDER BY id DESC LIMIT 1').get()
    );
    const fleet = /** @type {number} */ (
      db.prepare('SELECT count FROM fleet WHERE vehicle_id = 5 AND location_id = ?').pluck().get(mine.loc)
    );
    const sell = db.prepare(`INSERT INTO bookings (type, status, vehicle_id, pickup_location_id, pickup_dt, dropoff_dt,
      transaction_dt) SELECT 'BOOKING', 'C', 5, pickup_location_id, pickup_dt, dropoff_dt, transaction_dt FROM bookings WHERE id = ?`);
    const sold = [];
    for (let i = 0; i < fleet; i += 1) sold.push(Number(sell.run(mine.id).lastInsertRowid));
    // The other tests book this car on these dates: the sale is undone at the end.
    after(() => db.prepare(`DELETE FROM bookings WHERE id IN (${sold.join(',')})`).run());
    await fillModal(m, ['Kim', 'Tran', 'kim@example.com', '412345678']);
    const answer = m.page.waitForResponse((r) => r.url().endsWith('/api/v1/phone-booking'));
    await m.submit.click();
    assert.equal((await answer).status(), 409);
    const soldOut = m.page.getByRole('dialog', { name: messages.vehicleUnavailable });
    await soldOut.getByRole('alert').filter({ hasText: ownMessages.phoneBookingSoldOut }).waitFor();
    assert.equal(await m.page.getByRole('dialog', { name: messages.thankYou }).count(), 0);
    assert.deepEqual(await axe(m.page), []);
    await soldOut.getByRole('button', { name: ownMessages.chooseAnotherCar }).click();
    await soldOut.waitFor({ state: 'detached' });
    // The list stays, the car now marked sold out; the booking is kept for another car.
    const card = m.page.getByRole('article', { name: 'Mazda 3 Sedan', exact: true });
    assert.ok((await card.textContent()).includes(messages.soldOut));
    assert.ok((await m.page.getByRole('article').count()) > 1);
    assert.equal(new URL(m.page.url()).pathname, routes.booking);
    assert.ok(await bookingToken(m.page));
    assert.equal(db.prepare('SELECT status FROM bookings WHERE id = ?').pluck().get(mine.id), 'S');
    assert.deepEqual(withoutNetworkErrors(m.page.errors), []);
  });

  it('works by keyboard only: Tab through the fields, Space ticks the terms, Enter submits, Escape closes and focus returns', async () => {
    const m = await openModal();
    const k = m.page.keyboard;
    await k.type('Jo');
    await k.press('Tab');
    await k.type('Smith');
    await k.press('Tab');
    await k.type('jo@example.com');
    // Tab to the mobile input (past the country button).
    for (let i = 0; i < 4 && !(await m.mobile.evaluate((el) => el === document.activeElement)); i += 1)
      await k.press('Tab');
    assert.equal(await m.mobile.evaluate((el) => el === document.activeElement), true);
    await k.type('412345678');
    await k.press('Tab');
    assert.equal(await m.terms.evaluate((el) => el === document.activeElement), true);
    await k.press('Space');
    assert.equal(await m.terms.isChecked(), true);
    // Enter in a text field submits the form.
    await m.email.focus();
    await k.press('Enter');
    const thanks = m.page.getByRole('dialog', { name: messages.thankYou });
    await thanks.waitFor();
    // A keyboard user presses Escape once the dialog has taken the focus (it moves there as it opens).
    await thanks.evaluate(
      (el) =>
        new Promise((done) => {
          const check = () => (el.contains(document.activeElement) ? done(undefined) : requestAnimationFrame(check));
          check();
        }),
    );
    await k.press('Escape');
    await m.page.waitForURL((url) => url.pathname === routes.home);
    assert.deepEqual(m.page.errors, []);
  });

  it('Escape closes the form and focus returns to BOOK BY PHONE; Tab stays inside the dialog', async () => {
    const m = await openModal();
    for (let i = 0; i < 15; i += 1) {
      await m.page.keyboard.press('Tab');
      assert.equal(await m.page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), true);
    }
    await m.page.keyboard.press('Escape');
    await m.dialog.waitFor({ state: 'detached' });
    assert.equal(await m.opener.evaluate((el) => el === document.activeElement), true);
    assert.deepEqual(m.page.errors, []);
  });

  it('390 px: the modal fits without horizontal scrolling; axe clean', async () => {
    const m = await openModal({ width: 390, height: 844 });
    assert.equal(await hasHorizontalScroll(m.page), false);
    assert.deepEqual(await axe(m.page), []);
    await m.page.screenshot({ path: '.tmp/phone-390.png' });
    assert.deepEqual(m.page.errors, []);
  });
});
