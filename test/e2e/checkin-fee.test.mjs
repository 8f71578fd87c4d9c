// @ts-check
/**
 * Online check-in's additional-driver fee in the browser (issue 46): at a branch that charges one,
 * the drivers step says so; a driver added is paid for as a change of the booking — on the manage
 * page through its own "Pay the difference", on check-in's own page through the card form there —
 * their details change for free, with the same rules as adding, and removing them refunds the fee.
 * Money is asserted in the Stripe double, not only on screen.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axe } from './harness.mjs';
import { ownMessages } from './messages.mjs';
import { manageJourneys } from './manage-helpers.mjs';
import { ymdPlus } from './renter-helpers.mjs';
import { checkinCalls, deskCheckin, feeBooking, freshLink, staffToken } from './checkin-helpers.mjs';
import { fillCard } from '../kit/card.mjs';
import { intentsOf, refundsOf } from '../kit/stripe.mjs';
import { ADDITIONAL_DRIVER_FEE } from '../../demo/db/catalog-data.mjs';

const m = manageJourneys();
const RATE = ADDITIONAL_DRIVER_FEE.branches.OOLA;
const money = (/** @type {number} */ n) => `$${n.toFixed(2)}`;
/** Three days at the branch's rate (within its limit). */
const FEE = RATE.daily * 3;
const MAIN = { birth_date: '1980-01-01', license_no: 'QLD1234567', license_state: 'QLD', license_expiry: '2030-01-31' };
let day = 40;

/**
 * A booking at Gold Coast Airport with its main driver checked in over the API, the server's clock
 * three days before its pick up; `work` runs, then the clock goes back.
 * @param {'N' | 'L'} paymentType
 * @param {(b: Awaited<ReturnType<typeof feeBooking>>) => Promise<void>} work
 */
async function atGoldCoast(paymentType, work) {
  const start = m.env.server.clock.now();
  const b = await feeBooking(m.env, { start: (day += 4), email: `fee${day}@example.com`, paymentType });
  m.env.server.clock.set(Date.parse(`${ymdPlus(b.start)}T10:00:00+10:00`) - 3 * 86_400_000);
  try {
    await (
      await checkinCalls(m.env, b)
    )('/driver', MAIN);
    await work(b);
  } finally {
    m.env.server.clock.set(start);
  }
}

/** Opens the drivers step of the check-in on the page. @param {import('playwright-core').Page} page */
async function driversStep(page) {
  await page.getByRole('button', { name: ownMessages.checkinContinue }).click();
  await page.getByRole('button', { name: new RegExp(`^${ownMessages.checkinStepDrivers}`) }).click();
  await page.locator('#chw-checkin-step-heading', { hasText: ownMessages.checkinStepDrivers }).waitFor();
}

/** Adds Sam Lee in the drivers step. @param {import('playwright-core').Page} page */
async function addSam(page) {
  await page.getByRole('button', { name: ownMessages.checkinAddDriver }).click();
  await page.locator('#chw-checkin-other-firstName').fill('Sam');
  await page.locator('#chw-checkin-other-lastName').fill('Lee');
  await page.locator('#chw-checkin-other-birthDate').fill('02/03/1992');
  await page.locator('#chw-checkin-other-licenseNo').fill('NSW7654321');
  await page.locator('#chw-checkin-other-licenseState option[value="NSW"]').waitFor({ state: 'attached' });
  await page.locator('#chw-checkin-other-licenseState').selectOption('NSW');
  await page.locator('#chw-checkin-other-expiry').fill('30/06/2031');
  await page.getByRole('button', { name: ownMessages.checkinSaveDriver }).click();
  await page.getByText(ownMessages.checkinDriverAdded('Sam Lee')).waitFor();
}

/** The fee's quote as the step shows it. @param {import('playwright-core').Page} page */
const feePanel = (page) => page.getByRole('region', { name: ownMessages.checkinFeeHeading });

test("on the manage page: the fee is paid in the page's Pay the difference; a change of details is free; removing refunds", async () => {
  await atGoldCoast('N', async (b) => {
    const page = await m.open(await freshLink(m.env, b));
    await driversStep(page);
    await page.getByText(ownMessages.checkinFeeNote(money(RATE.daily), money(RATE.max_total), money(FEE), 3)).waitFor();
    await addSam(page);
    const panel = feePanel(page);
    await panel.getByText(ownMessages.checkinFeeDue(1, money(FEE))).waitFor();
    await panel.getByText(ownMessages.manageDifferenceMore(money(FEE))).waitFor();
    assert.deepEqual(await axe(page), []);
    await panel.getByRole('button', { name: ownMessages.checkinFeeContinue }).click();

    // One card form: the page's own, which says what the change is for.
    await page.getByRole('heading', { name: ownMessages.managePayDifference }).waitFor();
    await panel.getByText(ownMessages.checkinFeePayAbove).waitFor();
    assert.equal(await page.locator('.chw-card').count(), 1);
    assert.ok((await page.locator('.chw-manage-pay').innerText()).includes('Additional driver fee'));
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: ownMessages.managePayButton(money(FEE)) }).click();
    await page.getByText(ownMessages.manageChangeDone).waitFor();
    // Check-in hears of it: the fee is paid and the step is done.
    await feePanel(page).waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: `${ownMessages.checkinStepDrivers} ${ownMessages.checkinStepDone}`, exact: true })
      .waitFor();
    const { payment } = await intentsOf(m.env, b.booking_id);
    assert.deepEqual(
      payment
        .filter((i) => i.status === 'succeeded')
        .map((i) => i.amount)
        .sort((x, y) => x - y),
      [Math.round(FEE * 100), Math.round(b.amount * 100)].sort((x, y) => x - y),
      'the booking and the fee, each charged once',
    );

    // Changing Sam's details: the same form and rules, his number typed again; nothing is charged.
    await page.getByRole('button', { name: ownMessages.checkinEditDriver('Sam Lee') }).click();
    const prefix = `#chw-checkin-driver-${(await deskCheckin(m.env, await staffToken(m.env), b.booking_id)).drivers[1].id}`;
    await page.waitForFunction((id) => document.activeElement?.id === id, `${prefix.slice(1)}-firstName`);
    assert.equal(await page.locator(`${prefix}-lastName`).inputValue(), 'Lee');
    await page.locator(`${prefix}-lastName`).fill('Lee-Smith');
    await page.locator(`${prefix}-expiry`).fill('01/01/2020');
    await page.getByRole('button', { name: ownMessages.checkinSaveDriver }).click();
    await page.locator(`${prefix}-licenseNo-error`).waitFor();
    assert.equal(
      await page.locator(`${prefix}-expiry-error`).count(),
      1,
      'an expired licence is refused as when adding',
    );
    await page.locator(`${prefix}-licenseNo`).fill('NSW7654321');
    await page.locator(`${prefix}-expiry`).fill('30/06/2031');
    assert.deepEqual(await axe(page), []);
    await page.getByRole('button', { name: ownMessages.checkinSaveDriver }).click();
    await page.getByText(ownMessages.checkinDriverSaved('Sam Lee-Smith')).waitFor();
    const desk = await deskCheckin(m.env, await staffToken(m.env), b.booking_id);
    assert.deepEqual([desk.drivers[1].last_name, desk.drivers[1].license_no], ['Lee-Smith', 'NSW7654321']);
    assert.equal((await intentsOf(m.env, b.booking_id)).payment.length, 2, 'no charge for a change of details');

    // Removing him before pick up refunds the fee; the page shows the booking as it now is.
    await page.getByText(ownMessages.checkinFeeRefundOnRemove(money(FEE))).waitFor();
    await page.getByRole('button', { name: ownMessages.checkinRemoveDriver('Sam Lee-Smith') }).click();
    await page.getByText(ownMessages.checkinDriverRemovedRefund('Sam Lee-Smith', money(FEE))).waitFor();
    assert.deepEqual(
      (await refundsOf(m.env, b.booking_id)).map((r) => r.amount),
      [Math.round(FEE * 100)],
    );
    assert.deepEqual(page.errors, []);
  });
});

test("on check-in's own page: the fee is paid with the card form there, once", async () => {
  await atGoldCoast('N', async (b) => {
    const page = await m.open(await freshLink(m.env, b), 390);
    await page.goto(m.env.url('/manage-booking/check-in'));
    await driversStep(page);
    await addSam(page);
    await feePanel(page).getByRole('button', { name: ownMessages.checkinFeeContinue }).click();
    await page.getByRole('heading', { name: ownMessages.managePayDifference }).waitFor();
    assert.deepEqual(await axe(page), []);
    await fillCard(page, '4242424242424242');
    const pay = page.getByRole('button', { name: ownMessages.managePayButton(money(FEE)) });
    await pay.dblclick();
    await page.getByText(ownMessages.checkinFeeDone).waitFor();
    const { payment } = await intentsOf(m.env, b.booking_id);
    assert.equal(payment.filter((i) => i.status === 'succeeded' && i.amount === Math.round(FEE * 100)).length, 1);
    const desk = await deskCheckin(m.env, await staffToken(m.env), b.booking_id);
    assert.equal(desk.steps.drivers, true);
    assert.equal(desk.driver_fee.paid, 1);
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(page.errors, []);
  });
});
