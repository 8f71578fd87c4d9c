/**
 * Manage my booking's seeds and reads, shared by the Chromium journeys (manage-booking.test.mjs)
 * and the engines suite (test/engines/manage.test.mjs): a booking paid through the API, the link
 * its email carries (the readers are test/kit's, re-exported here for the journeys that import them).
 */
import { before, after } from 'node:test';
import { bookAndPay } from '../kit/booking.mjs';
import { lastManageLink, outboxOf } from '../kit/outbox.mjs';
import { refundsOf } from '../kit/stripe.mjs';
import { dayName, ymdPlus } from './renter-helpers.mjs';
import { startEnv } from './harness.mjs';
import { ownMessages } from './messages.mjs';

export { lastManageLink, outboxOf, refundsOf };

/** @typedef {import('../kit/api.mjs').ApiEnv} ApiEnv */

/**
 * A paid (N) or preauthorised (L) Toyota Corolla at Brisbane Airport (or the branch `pickupId`)
 * from `start` days ahead for three days, and the manage link its confirmation email carries.
 * @param {ApiEnv} env
 * @param {{ start: number, email: string, paymentType?: 'N' | 'L', extras?: { id: number, qty: number }[],
 *   pickupId?: number }} o
 */
export async function managedBooking(env, { start, email, paymentType = 'N', extras = [], pickupId = 1 }) {
  const paid = await bookAndPay(env, {
    pickupId,
    dropoffId: pickupId,
    pickupDate: ymdPlus(start),
    dropoffDate: ymdPlus(start + 3),
    vehicleId: 3,
    email,
    paymentType,
    extras,
  });
  return { ...paid, link: await lastManageLink(env, paid.booking_id) };
}

/**
 * Picks `ymd` in the manage date editor's `field` calendar by the day's name (two months show at
 * 1280 px, so a day's number alone can be in both).
 * @param {import('playwright-core').Page} page @param {string} field @param {string} ymd
 */
export async function pickManageDay(page, field, ymd) {
  await page.getByRole('textbox', { name: field }).click();
  await page.getByRole('button', { name: dayName(ymd) }).click();
}

/**
 * Opens the date editor, moves the return to `ymd`, then CHECK THE NEW PRICE; resolves with the
 * quote's answer. @param {import('playwright-core').Page} page @param {string} ymd
 */
export async function quoteNewReturn(page, ymd) {
  await page.getByRole('button', { name: ownMessages.manageChangeDates }).click();
  await pickManageDay(page, ownMessages.manageReturnDate, ymd);
  const answered = page.waitForResponse((response) => response.url().endsWith('/manage/quote'));
  await page.getByRole('button', { name: ownMessages.manageCheckPrice }).click();
  return (await (await answered).json()).data;
}

/**
 * A file of manage journeys: its own demo (started before, closed after), bookings on their own
 * dates (`first` days ahead, then every `every` days) with their emailed links, and pages opened
 * from those links. `lastStart()` is the last booking's pick-up day offset, `nextStart()` the next's.
 * @param {{ first?: number, every?: number }} [o]
 */
export function manageJourneys({ first = 10, every = 4 } = {}) {
  /** @type {import('./harness.mjs').Env} */
  let env;
  before(async () => {
    env = await startEnv();
  });
  after(async () => {
    await env?.close();
  });
  let slot = 0;

  /** Opens the emailed link in a fresh browser; resolves when the booking shows. @param {string} link */
  async function open(link, width = 1280) {
    const page = await env.page({ width });
    await page.goto(link);
    await page.getByRole('heading', { name: ownMessages.manageHeading, exact: true }).waitFor();
    return page;
  }

  return {
    get env() {
      return env;
    },
    lastStart: () => first + every * (slot - 1),
    nextStart: () => first + every * slot,
    /**
     * A paid (N) or preauthorised (L) booking at Brisbane Airport, its own dates, and its emailed link.
     * @param {{ paymentType?: 'N' | 'L', extras?: { id: number, qty: number }[] }} [o]
     */
    booking: (o = {}) =>
      managedBooking(env, { start: first + every * slot, email: `manage${slot++}@example.com`, ...o }),
    outbox: () => outboxOf(env),
    lastLink: (/** @type {number} */ bookingId) => lastManageLink(env, bookingId),
    refundsOf: (/** @type {number} */ bookingId) => refundsOf(env, bookingId),
    open,
    /**
     * Runs `work` on the last booking's page opened 47 hours before its pick up (past the 48-hour
     * cut-off), from a new link asked for then (the confirmation's has expired by then); the
     * server's clock goes back after. @param {{ reservation_no: string, email: string, booking_id: number }} b
     * @param {(page: Awaited<ReturnType<typeof open>>) => Promise<void>} work
     */
    async openLate(b, work) {
      const pickup = Date.parse(`${ymdPlus(first + every * (slot - 1))}T10:00:00+10:00`);
      const start = env.server.clock.now();
      env.server.clock.set(pickup - 47 * 3_600_000);
      try {
        await fetch(env.url('/api/v1/manage/find'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reservation_no: b.reservation_no, email: b.email }),
        });
        await work(await open(await lastManageLink(env, b.booking_id)));
      } finally {
        env.server.clock.set(start);
      }
    },
  };
}
