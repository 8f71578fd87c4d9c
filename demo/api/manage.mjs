// @ts-check
/**
 * Manage my booking (an optional API addition, demo/README.md): the renter finds a paid booking by
 * reservation number + email (a link goes to the booking's address), trades the link's single-use
 * token (24 h) for a manage session (60 min, one booking), then views, cancels, changes dates and
 * extras, and updates flight and licence. Every change is re-quoted by the server, recorded as a
 * staff comment and emailed. Money moves through the provider: refunds, and one payment intent per
 * change that costs more.
 */
import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import {
  badRequest,
  changed,
  conflict,
  HttpError,
  int,
  readJson,
  reqInt,
  str,
  email as emailField,
} from '../lib/http.mjs';
import { dateTime, parseDateTime, wallClock, ymd, hm } from '../lib/dates.mjs';
import { randomToken, sha256 } from '../lib/ids.mjs';
import { cents, round2 } from '../lib/pricing.mjs';
import { changePending, parseMeta } from './store.mjs';
import { clientAddress, createAttemptLimiter } from '../lib/rateLimit.mjs';
import { isHttps, sessionCookie, sessionToken } from './manageSession.mjs';
import { readExtras } from './booking/extras.mjs';
import { readDriverDocuments } from './booking/customer.mjs';
import {
  money,
  wallText,
  zoneLabel,
  confirmationEmail,
  manageLinkEmail,
  cancellationEmail,
  changeEmail,
  bookingIcs,
} from '../mail/emails.mjs';
/** @typedef {import('./store.mjs').BookingRow} BookingRow @typedef {import('./store.mjs').LocationRow} LocationRow */
/** @typedef {import('./store.mjs').ExtraRow} ExtraRow @typedef {import('./store.mjs').LiabilityRow} LiabilityRow */
/** @typedef {import('./provider.mjs').Intent} Intent */
/**
 * A renter's change waiting for (or done with) its payment: a row of `manage_changes`.
 * @typedef {{ id: number, booking_id: number, change_key: string, body: string, old_total: number, new_total: number,
 *   amount: number, intent_id: string, status: string, hold_expires: number, created: number }} ChangeRow
 */

export const LINK_HOURS = 24;
export const SESSION_MINUTES = 60;
/**
 * Find tries allowed in FIND_WINDOW_MINUTES for one reservation number (or full reference) and for
 * one email, each from one client address: a renter mistyping stops here.
 */
export const FIND_MAX = 5;
/**
 * Find tries allowed for one key from all addresses together: a generous cap against a spread-out
 * guesser. A stranger who spends a renter's reservation number or email here does not lock the renter
 * out: the confirmation email's link needs no find, and a find with the full reference it prints
 * (`CHW-100378-ABCD`, unguessable) counts only against that reference.
 */
export const FIND_KEY_MAX = 50;
export const FIND_WINDOW_MINUTES = 60;
/** A change waiting for its payment holds its car, and blocks any other change or a cancel, this long. */
export const CHANGE_HOLD_MINUTES = 30;
/** The find's lookups: exact, on the stored (upper-case) values, each by its own index. */
export const FIND_SQL = {
  byNo: 'SELECT * FROM bookings WHERE reservation_no = ?',
  byRef: 'SELECT * FROM bookings WHERE reservation_ref = ?',
};
/** A full reference as printed in the emails: CHW-100378-ABCD. */
const FULL_REF = /^CHW-\d+-[A-Z0-9]{4}$/;
export const DEFAULT_CUTOFF_HOURS = 48;
export const DEFAULT_LATE_FEE = 50;
export const FIND_ANSWER = "If a booking matches, we've emailed a link to manage it.";
const STAFF_COMMENTER = 'Renter (online)';
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Street addresses and phone numbers of the demo branches (the catalogue has none). */
export const BRANCH_ADDRESSES = /** @type {Record<string, string>} */ ({
  BNEA: '11 The Circuit, Brisbane Airport QLD 4008',
  MELA: 'Departure Drive, Melbourne Airport VIC 3045',
  OOLA: 'Eastern Avenue, Bilinga QLD 4225',
  SYDA: 'Shiers Avenue, Mascot NSW 2020',
  LGN: '3954 Pacific Highway, Loganholme QLD 4129',
  MELC: '100 Franklin Street, Melbourne VIC 3000',
  GCC: '3120 Surfers Paradise Boulevard, Surfers Paradise QLD 4217',
  BNEC: '60 Albert Street, Brisbane City QLD 4000',
  SYDC: '300 Elizabeth Street, Sydney NSW 2000',
  CNSA: 'Airport Avenue, Aeroglen QLD 4870',
  ADLA: '1 James Schofield Drive, Adelaide Airport SA 5950',
  PERA: 'Horrie Miller Drive, Perth Airport WA 6105',
});

/**
 * The instant of a naive wall-clock date-time in a zone (DST-aware: the offset is read at the
 * instant itself, then checked once more across a change).
 * @param {Date} naive @param {string} zone
 */
export function zonedInstant(naive, zone) {
  const guess = naive.getTime();
  const offset = wallClock(guess, zone).getTime() - guess;
  let at = guess - offset;
  const again = wallClock(at, zone).getTime() - at;
  if (again !== offset) at = guess - again;
  return at;
}

/**
 * @typedef {{ code: string, name: string, address: string, time_zone: string, at: string, date: string, time: string,
 *   hours: { day: string, open: string, close: string }[] }} BranchView
 * @typedef {{ reservation_no: string, reservation_ref: string, status: string, payment_type: 'N' | 'L',
 *   pickup: BranchView, dropoff: BranchView, days: number,
 *   vehicle: { id: number, name: string, sub_name: string, image: string }, liability: { id: number, name: string } | null,
 *   extras: { id: number, name: string, qty: number, total: number }[],
 *   extra_options: { id: number, name: string, description: string, form_type: number, increment: number, max_qty: number }[],
 *   driver: { first_name: string, last_name: string }, email_masked: string, phone_masked: string,
 *   flight_no: string, license_no: string, license_state: string,
 *   totals: { type: string, name: string, total: number }[], total: number, paid: number, preauthorised: number,
 *   refunded: number, refundable_now: number, fee_kept: number,
 *   cancellation: { allowed: boolean, free_until: string, fee: number, refund: number, late_fee: number | null, reason: string, terms_fixed_at_sale: true },
 *   can_change: boolean, pending_change: null | { change_id: number, client_secret: string, amount: number, intent_status: string,
 *   request: Record<string, unknown>, expires_at: string } }} BookingView
 */

/** o****@example.com @param {string} address */
export const maskEmail = (address) => {
  const [user, domain] = address.split('@');
  if (!domain) return '';
  return `${user.slice(0, 1)}${'*'.repeat(Math.max(3, user.length - 1))}@${domain}`;
};
/** +61 *** *** 678 @param {string} phone */
export const maskPhone = (phone) => (phone ? `+${phone.slice(0, 2)} *** *** ${phone.slice(-3)}` : '');

/**
 * @param {{ db: import('better-sqlite3').Database, store: import('./store.mjs').Store,
 *   provider: import('./provider.mjs').Provider, outbox: import('../mail/outbox.mjs').Outbox,
 *   totalsFor: (booking: BookingRow, meta: import('./store.mjs').Selection) => { totals: { type: string, name: string, total: number }[], amounts: Record<string, number> & { total_amount: number } },
 *   readTrip: (body: Record<string, unknown>) => { pickup: Date, dropoff: Date, days: number },
 *   publicOrigin: () => string, corsOrigins: string[], cutoffHours?: number, lateFee?: number | null,
 *   defer?: (task: () => void) => void, logErrors?: boolean }} deps `defer`: runs work after the answer
 *   has gone (default setImmediate), e.g. building and sending a find's email
 */
export function manageRoutes(deps) {
  const { db, store, provider, outbox, totalsFor, readTrip, publicOrigin } = deps;
  const cutoffHours = deps.cutoffHours ?? DEFAULT_CUTOFF_HOURS;
  const lateFee = deps.lateFee === undefined ? DEFAULT_LATE_FEE : deps.lateFee;
  const allowedOrigins = new Set(deps.corsOrigins.map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean));
  const clock = store.clock;
  const ledger = provider.ledger;
  const defer = deps.defer ?? ((/** @type {() => void} */ task) => void setImmediate(task));

  const q = {
    byNo: db.prepare(FIND_SQL.byNo),
    byFullRef: db.prepare(FIND_SQL.byRef),
    insertLink: db.prepare('INSERT INTO manage_links (token_hash, booking_id, created, expires) VALUES (?, ?, ?, ?)'),
    link: db.prepare('SELECT * FROM manage_links WHERE token_hash = ?'),
    useLink: db.prepare('UPDATE manage_links SET used_at = ? WHERE token_hash = ? AND used_at = 0'),
    insertSession: db.prepare('INSERT INTO manage_sessions (token_hash, booking_id, expires) VALUES (?, ?, ?)'),
    session: db.prepare('SELECT * FROM manage_sessions WHERE token_hash = ?'),
    sentKind: db.prepare('SELECT 1 FROM emails WHERE booking_id = ? AND kind = ?').pluck(),
    setMeta: db.prepare('UPDATE bookings SET meta = ? WHERE id = ?'),
    cancel: db.prepare("UPDATE bookings SET status = 'X', hold_expires = 0, meta = ? WHERE id = ?"),
    applyChange:
      db.prepare(`UPDATE bookings SET pickup_dt = @pickup_dt, dropoff_dt = @dropoff_dt, vehicle_id = @vehicle_id,
      vehicle_type_code = @code, meta = @meta, total_rate = @total_rate, total_rate_after_discount = @total_rate_after_discount,
      discount_amount = @discount_amount, insurance_amount = @insurance_amount, extra_amount = @extra_amount,
      surcharge_amount = @surcharge_amount, total_amount = @total_amount WHERE id = @id`),
    comment: db.prepare('INSERT INTO comments (booking_id, commenter, comment, created) VALUES (?, ?, ?, ?)'),
    // What a refund may come from: the booking's own payment and the payments of changes that were made,
    // newest first (never a change still waiting, which has its own way back).
    settledPayments: db.prepare(`SELECT i.* FROM intents i LEFT JOIN manage_changes m ON m.id = i.change_id
      WHERE i.booking_id = ? AND i.kind = 'payment' AND i.status = 'succeeded' AND i.amount_refunded < i.amount
      AND (i.purpose = 'booking' OR m.status = 'done') ORDER BY i.created DESC, i.rowid DESC`),
    setups: db.prepare(
      "SELECT * FROM intents WHERE booking_id = ? AND kind = 'setup' AND status = 'succeeded' ORDER BY created DESC",
    ),
    // Intents still awaiting a card that belong to no change waiting for it (left over: voided on cancel).
    strayAwaiting: db.prepare(`SELECT i.* FROM intents i LEFT JOIN manage_changes m ON m.id = i.change_id
      WHERE i.booking_id = ? AND i.status IN ('requires_payment_method', 'requires_confirmation', 'requires_action')
      AND (m.id IS NULL OR m.status != 'pending')`),
    pending: db.prepare("SELECT * FROM manage_changes WHERE booking_id = ? AND status = 'pending' ORDER BY id DESC"),
    change: db.prepare('SELECT * FROM manage_changes WHERE id = ?'),
    insertChange:
      db.prepare(`INSERT INTO manage_changes (booking_id, change_key, body, old_total, new_total, amount, vehicle_id,
      location_id, pickup_dt, dropoff_dt, hold_expires, created)
      VALUES (@booking_id, @change_key, @body, @old_total, @new_total, @amount, @vehicle_id, @location_id, @pickup_dt,
      @dropoff_dt, @hold_expires, @created)`),
    setChangeIntent: db.prepare('UPDATE manage_changes SET intent_id = ? WHERE id = ?'),
    setChange: db.prepare('UPDATE manage_changes SET status = ? WHERE id = ?'),
    countries: db.prepare('SELECT 1 FROM countries WHERE code = ?').pluck(),
  };

  // --- limits of /manage/find and /manage/link (besides the per-client limit of app.mjs) ---
  const attempts = createAttemptLimiter({ windowMs: FIND_WINDOW_MINUTES * 60_000, now: clock.now });

  /**
   * The site's "Manage my booking" page: the widget sends its `routes.manageBooking`; it is used only
   * when its origin is the site's (PUBLIC_URL or CORS_ORIGINS), so no one can have a link mailed to
   * another host. Without one: the demo site's own page.
   * @param {unknown} value
   */
  function pageUrl(value) {
    if (typeof value === 'string' && value) {
      try {
        const url = new URL(value);
        if (/^https?:$/.test(url.protocol) && (url.origin === publicOrigin() || allowedOrigins.has(url.origin))) {
          url.search = '';
          url.hash = '';
          return url.toString();
        }
      } catch {
        /* not a URL: the default */
      }
    }
    return `${publicOrigin()}/manage-booking`;
  }

  /** @param {BookingRow} booking */
  const managePage = (booking) => /** @type {string} */ (parseMeta(booking.meta).manage_url || pageUrl(''));

  /** A new single-use link for a booking. @param {BookingRow} booking */
  function newLink(booking) {
    const token = randomToken();
    q.insertLink.run(sha256(token), booking.id, clock.now(), clock.now() + LINK_HOURS * 3_600_000);
    const url = new URL(managePage(booking));
    url.searchParams.set('chw_manage', token);
    return url.toString();
  }

  /** @param {BookingRow} booking */
  const branchOf = (booking, /** @type {'pickup' | 'dropoff'} */ which) => {
    const loc = /** @type {LocationRow} */ (
      store.location(which === 'pickup' ? booking.pickup_location_id : booking.dropoff_location_id)
    );
    const naive = parseDateTime(which === 'pickup' ? booking.pickup_dt : booking.dropoff_dt);
    const zone = store.zoneOf(loc);
    /** @type {BranchView['hours']} */
    const hours = [];
    for (const day of [1, 2, 3, 4, 5, 6, 0]) {
      const h = /** @type {{ open_min: number, close_min: number } | undefined} */ (store.q.hours.get(loc.id, day));
      if (h)
        hours.push({
          day: WEEKDAY_NAMES[day],
          open: hm(new Date(h.open_min * 60_000)),
          close: hm(new Date(h.close_min * 60_000)),
        });
    }
    return {
      id: loc.id,
      code: loc.code,
      name: loc.name,
      address: BRANCH_ADDRESSES[loc.code] ?? '',
      time_zone: zone,
      at: new Date(zonedInstant(naive, zone)).toISOString(),
      date: ymd(naive),
      time: hm(naive),
      hours,
    };
  };

  /** Money of a booking, read from its ledger. @param {BookingRow} booking */
  function moneyOf(booking) {
    const t = ledger.totals(booking.id);
    return { paid: t.paid, refunded: t.refunded, preauthorised: t.held, kept: t.kept };
  }

  /**
   * The cancellation terms of the booking as sold: the cut-off and fee of the day it was paid, from
   * its pickup then (kept in its meta by onPaid). A change never improves them: free cancellation ends
   * at the sale's cut-off, or earlier when the new pickup is sooner. A booking paid before terms were
   * kept takes the server's settings and its current pickup.
   * @param {BookingRow} booking
   */
  function termsOf(booking) {
    const pickupAt = Date.parse(branchOf(booking, 'pickup').at);
    const sold = /** @type {{ free_until: string, cutoff_hours: number, late_fee: number | null } | undefined} */ (
      parseMeta(booking.meta).terms
    );
    const hours = sold?.cutoff_hours ?? cutoffHours;
    const fee = sold ? sold.late_fee : lateFee;
    const freeUntil = Math.min(sold ? Date.parse(sold.free_until) : Infinity, pickupAt - hours * 3_600_000);
    return { pickupAt, freeUntil, cutoffHours: hours, lateFee: fee };
  }

  /** The terms to keep with a booking at its sale. @param {BookingRow} booking */
  function saleTerms(booking) {
    const pickupAt = Date.parse(branchOf(booking, 'pickup').at);
    return {
      pickup_at: new Date(pickupAt).toISOString(),
      free_until: new Date(pickupAt - cutoffHours * 3_600_000).toISOString(),
      cutoff_hours: cutoffHours,
      late_fee: lateFee,
      sold_at: new Date(clock.now()).toISOString(),
    };
  }

  /** What cancelling now would do. @param {BookingRow} booking @param {number} paid */
  function cancellation(booking, paid) {
    const terms = termsOf(booking);
    const now = clock.now();
    const base = {
      free_until: new Date(terms.freeUntil).toISOString(),
      late_fee: terms.lateFee,
      terms_fixed_at_sale: /** @type {const} */ (true),
    };
    if (booking.status !== 'C')
      return { ...base, allowed: false, fee: 0, refund: 0, reason: 'This booking has already been cancelled.' };
    if (now >= terms.pickupAt)
      return {
        ...base,
        allowed: false,
        fee: 0,
        refund: 0,
        reason: 'The pick up time has passed, so this booking can no longer be cancelled online.',
      };
    if (now < terms.freeUntil) return { ...base, allowed: true, fee: 0, refund: paid, reason: '' };
    if (terms.lateFee === null || booking.payment_type === 'L') {
      return {
        ...base,
        allowed: false,
        fee: 0,
        refund: 0,
        reason: `Free cancellation ended ${terms.cutoffHours} hours before pick up. To cancel now, please call us.`,
      };
    }
    const fee = Math.min(terms.lateFee, paid);
    return { ...base, allowed: true, fee, refund: round2(paid - fee), reason: '' };
  }

  /**
   * What a change does to the cancellation terms, said before the renter commits ('' when nothing).
   * @param {BookingRow} before @param {BookingRow} after
   */
  function termsNote(before, after) {
    const was = termsOf(before);
    const will = termsOf(after);
    const zone = branchOf(before, 'pickup').time_zone;
    const when = (/** @type {number} */ at) => `${wallText(at, zone, { year: false })} (${zoneLabel(zone)})`;
    if (clock.now() >= was.freeUntil) {
      const rest =
        was.lateFee === null || before.payment_type === 'L'
          ? 'to cancel after it, please call us.'
          : `cancelling after it keeps the ${money(was.lateFee)} late cancellation fee.`;
      return `Free cancellation ended ${when(was.freeUntil)}. Changing your booking does not change that: ${rest}`;
    }
    if (will.freeUntil < was.freeUntil)
      return `With the new dates, free cancellation ends ${when(will.freeUntil)}, ${will.cutoffHours} hours before the new pick up.`;
    return `Free cancellation still ends ${when(was.freeUntil)}: new dates never move it later.`;
  }

  /** The booking as the renter sees it. @param {BookingRow} booking @returns {BookingView} */
  function describe(booking) {
    const meta = parseMeta(booking.meta);
    const vehicle = /** @type {import('./store.mjs').VehicleRow} */ (store.vehicle(booking.vehicle_id));
    const liability = meta.insurance_id
      ? /** @type {LiabilityRow | undefined} */ (store.q.liability.get(meta.insurance_id))
      : undefined;
    const { totals } = totalsFor(booking, meta);
    const extrasRows = /** @type {ExtraRow[]} */ (store.q.extras.all());
    const extras = totals
      .filter((t) => t.type === 'optional')
      .map((t) => {
        const entry = /** @type {{ id: number, name: string, total: number, quantity: number }} */ (
          /** @type {unknown} */ (t)
        );
        return { id: entry.id, name: entry.name, qty: entry.quantity, total: entry.total };
      });
    const pickup = branchOf(booking, 'pickup');
    const dropoff = branchOf(booking, 'dropoff');
    const days = totals.find((t) => t.type === 'daily_rate');
    const { paid, refunded, preauthorised, kept } = moneyOf(booking);
    const cancel = cancellation(booking, paid);
    const customer = meta.customer ?? {};
    const pending = /** @type {ChangeRow[]} */ (q.pending.all(booking.id))[0];
    const pendingIntent = pending ? provider.get(pending.intent_id) : undefined;
    return {
      reservation_no: booking.reservation_no,
      reservation_ref: booking.reservation_ref,
      status: booking.status,
      payment_type: /** @type {'N' | 'L'} */ (booking.payment_type),
      pickup,
      dropoff,
      days: Number(/** @type {{ quantity?: number }} */ (days ?? {}).quantity ?? 1),
      vehicle: {
        id: vehicle.id,
        name: vehicle.name,
        sub_name: vehicle.sub_name,
        image: `${publicOrigin()}/demo-assets/vehicles/${vehicle.slug}.svg`,
      },
      liability: liability ? { id: liability.id, name: liability.name } : null,
      extras,
      extra_options: extrasRows.map((e) => ({
        id: e.id,
        name: e.name,
        description: e.description,
        form_type: e.form_type,
        increment: e.increment,
        max_qty: e.max_qty,
      })),
      driver: { first_name: booking.first_name, last_name: booking.last_name },
      email_masked: maskEmail(booking.email),
      phone_masked: maskPhone(booking.phone),
      flight_no: customer.flight_no ?? '',
      license_no: customer.license_no ?? '',
      license_state: customer.license_state ?? '',
      totals,
      total: booking.total_amount,
      paid,
      preauthorised,
      refunded,
      fee_kept: kept,
      refundable_now: cancel.allowed ? cancel.refund : 0,
      cancellation: cancel,
      can_change: booking.status === 'C' && clock.now() < Date.parse(pickup.at),
      pending_change:
        pending && pendingIntent
          ? {
              change_id: pending.id,
              client_secret: pendingIntent.client_secret,
              amount: pendingIntent.amount,
              intent_status: pendingIntent.status,
              request: JSON.parse(pending.body),
              expires_at: new Date(pending.hold_expires).toISOString(),
            }
          : null,
    };
  }

  /** @param {number} id */
  const bookingById = (id) => /** @type {BookingRow} */ (store.q.bookingById.get(id));

  /** A staff comment for a renter's action. @param {BookingRow} booking @param {string} text */
  const comment = (booking, text) => q.comment.run(booking.id, STAFF_COMMENTER, text, dateTime(store.nowAt()));

  /** Sends the confirmation once per booking (POST /payment may be repeated). @param {number} bookingId @param {unknown} manageUrl */
  function onPaid(bookingId, manageUrl) {
    const booking = bookingById(bookingId);
    if (!booking || booking.type !== 'BOOKING' || booking.status !== 'C' || q.sentKind.get(bookingId, 'confirmation'))
      return;
    const meta = parseMeta(booking.meta);
    meta.manage_url = pageUrl(manageUrl);
    meta.terms ??= saleTerms(booking);
    q.setMeta.run(JSON.stringify(meta), booking.id);
    const fresh = bookingById(bookingId);
    const link = newLink(fresh);
    outbox.send({
      to: fresh.email,
      bookingId,
      kind: 'confirmation',
      ...confirmationEmail(describe(fresh), link, meta.manage_url, clock.now()),
    });
  }

  /** Emails a new manage link to the booking's own address. @param {BookingRow} booking @param {string} kind */
  function mailLink(booking, kind = 'manage_link') {
    outbox.send({
      to: booking.email,
      bookingId: booking.id,
      kind,
      ...manageLinkEmail(describe(booking), newLink(booking)),
    });
  }

  /**
   * The booking of the request's manage session (its `chw_manage` cookie, manageSession.mjs), or
   * 401. A token in the body is never read: only the cookie the server set, which no script can see
   * (the routes still pass their body; it is not looked at).
   * @type {(body?: Record<string, unknown>) => BookingRow}
   */
  const sessionBooking = () => {
    const token = sessionToken();
    const row = token
      ? /** @type {{ booking_id: number, expires: number } | undefined} */ (q.session.get(sha256(token)))
      : undefined;
    if (!row || row.expires <= clock.now())
      throw new HttpError(401, {
        message: 'Your session to manage this booking has ended. Please ask for a new link.',
        title: 'Session ended',
        code: 'manage_expired',
      });
    return bookingById(row.booking_id);
  };

  /**
   * Refunds `amount` from the booking's settled payments, newest first; each refund writes its
   * refund object and ledger row (provider.refund).
   * @param {BookingRow} booking @param {number} amount @param {string} reason @returns {number} refunded
   */
  function refund(booking, amount, reason) {
    let left = cents(amount);
    for (const intent of /** @type {Intent[]} */ (q.settledPayments.all(booking.id))) {
      if (left <= 0) break;
      const done = provider.refund(intent, left / 100, reason);
      if (done) left -= cents(done.amount);
    }
    return round2(amount - left / 100);
  }

  /**
   * Settles the booking's changes waiting for payment whose hold has ended: a change that was paid is
   * made if it still can be at its price, else its payment is refunded in full; an unpaid one is
   * dropped (its intent cancelled). Changes whose hold still runs are left as they are.
   * @param {BookingRow} booking @returns {BookingRow} the booking as it is now
   */
  function settle(booking) {
    let after = booking;
    for (const row of /** @type {ChangeRow[]} */ (q.pending.all(booking.id))) {
      const intent = provider.get(row.intent_id);
      if (row.hold_expires > clock.now() && intent && intent.status !== 'canceled') continue;
      if (intent && intent.status === 'succeeded' && intent.amount_refunded === 0) {
        after = finish(after, row, intent).booking;
        continue;
      }
      if (intent) provider.voidIntent(intent, 'change_lapsed');
      q.setChange.run('lapsed', row.id);
    }
    return after === booking ? booking : bookingById(booking.id);
  }

  /** The change still waiting for its payment, after settling. @param {BookingRow} booking */
  const pendingOf = (booking) => /** @type {ChangeRow | undefined} */ (q.pending.all(booking.id)[0]);

  /**
   * Makes a paid change, or, when it can no longer be made at its price (its hold ended and the car
   * went, or prices moved), refunds its payment in full.
   * @param {BookingRow} booking @param {ChangeRow} row @param {Intent} intent
   * @returns {{ booking: BookingRow, view?: BookingView, refusal?: HttpError }}
   */
  function finish(booking, row, intent) {
    const p = quote(booking, JSON.parse(row.body));
    if (!p.available || cents(p.new_total) !== cents(row.new_total)) {
      provider.voidIntent(intent, 'change_not_possible');
      q.setChange.run('refunded', row.id);
      comment(booking, `Renter's change could not be made; its payment of ${money(intent.amount)} was refunded`);
      return {
        booking,
        refusal: new HttpError(409, {
          message: `Sorry, the new dates are no longer available at that price. Your payment of ${money(intent.amount)} has been refunded in full and your booking is as it was.`,
          title: 'Change not possible',
          code: p.available ? 'changed' : 'sold_out',
        }),
      };
    }
    q.setChange.run('done', row.id);
    const view = apply(booking, p, { paid: intent.amount });
    return { booking: bookingById(booking.id), view };
  }

  /**
   * Reads and prices a change request: new dates/times and/or extras (and, when the car is gone, an alternative).
   * @param {BookingRow} booking @param {Record<string, unknown>} body
   */
  function quote(booking, body) {
    if (booking.status !== 'C')
      throw conflict('This booking has been cancelled and can no longer be changed.', 'Booking cancelled');
    const pickup = branchOf(booking, 'pickup');
    if (clock.now() >= Date.parse(pickup.at))
      throw new HttpError(409, {
        message: 'The pick up time has passed, so this booking can no longer be changed online.',
        title: 'Too late to change',
        code: 'not_allowed',
      });
    const meta = parseMeta(booking.meta);
    const trip = readTrip({
      pickup_location_id: booking.pickup_location_id,
      dropoff_location_id: booking.dropoff_location_id,
      pickup_date: body.pickup_date ?? pickup.date,
      pickup_time: body.pickup_time ?? pickup.time,
      dropoff_date: body.dropoff_date ?? ymd(parseDateTime(booking.dropoff_dt)),
      dropoff_time: body.dropoff_time ?? hm(parseDateTime(booking.dropoff_dt)),
    });
    const extras = body.extras === undefined ? (meta.extras ?? []) : readExtras(body.extras, store, 'extras');
    const vehicleId = int(body, 'vehicle_id', { required: false, min: 1, label: 'vehicle_id' }) ?? booking.vehicle_id;
    const vehicle = store.vehicle(vehicleId);
    if (!vehicle) throw badRequest(`Unknown vehicle ${vehicleId}.`);
    if (!booking.is_over_25 && vehicle.min_age >= 25)
      throw conflict('This vehicle is only available to drivers aged 25 and over.', 'Drivers 25+ only');
    const from = dateTime(trip.pickup);
    const to = dateTime(trip.dropoff);
    const next = { ...booking, pickup_dt: from, dropoff_dt: to, vehicle_id: vehicle.id };
    const nextMeta = { ...meta, extras };
    const { totals, amounts } = totalsFor(next, nextMeta);
    const available = store.available(vehicle.id, booking.pickup_location_id ?? 0, from, to, booking.id) > 0;
    const newTotal = amounts.total_amount;
    const difference = round2(newTotal - booking.total_amount);
    const alternatives = available
      ? []
      : /** @type {import('./store.mjs').VehicleRow[]} */ (db.prepare('SELECT * FROM vehicles ORDER BY sort').all())
          .filter((v) => v.id !== vehicle.id && (booking.is_over_25 || v.min_age < 25))
          .filter((v) => store.available(v.id, booking.pickup_location_id ?? 0, from, to, booking.id) > 0)
          .slice(0, 4)
          .map((v) => ({
            id: v.id,
            name: v.name,
            sub_name: v.sub_name,
            image: `${publicOrigin()}/demo-assets/vehicles/${v.slug}.svg`,
            total: totalsFor({ ...next, vehicle_id: v.id }, nextMeta).amounts.total_amount,
          }));
    const request = {
      pickup_date: ymd(trip.pickup),
      pickup_time: hm(trip.pickup),
      dropoff_date: ymd(trip.dropoff),
      dropoff_time: hm(trip.dropoff),
      extras,
      vehicle_id: vehicle.id,
    };
    const same =
      from === booking.pickup_dt &&
      to === booking.dropoff_dt &&
      vehicle.id === booking.vehicle_id &&
      JSON.stringify(extras) === JSON.stringify(meta.extras ?? []);
    return {
      request,
      totals,
      amounts,
      next,
      nextMeta,
      vehicle,
      available,
      alternatives,
      old_total: booking.total_amount,
      new_total: newTotal,
      difference,
      same,
      terms_note: same ? '' : termsNote(booking, next),
    };
  }

  /**
   * Words for a change, for the staff comment: what changed, then the money that moved for it (from
   * the ledger's movements of this change, never the quote's difference).
   * @param {BookingRow} before @param {BookingRow} after @param {string} moneyWords
   */
  function changeWords(before, after, moneyWords) {
    const parts = [];
    const span = (/** @type {BookingRow} */ b) => {
      const p = parseDateTime(b.pickup_dt);
      const d = parseDateTime(b.dropoff_dt);
      const fmt = (/** @type {Date} */ x) =>
        `${x.getUTCDate()} ${x.toLocaleString('en-AU', { month: 'short', timeZone: 'UTC' })} ${hm(x)}`;
      return `${fmt(p)}–${fmt(d)}`;
    };
    if (before.pickup_dt !== after.pickup_dt || before.dropoff_dt !== after.dropoff_dt)
      parts.push(`Renter changed dates: ${span(before)} → ${span(after)}`);
    const ex = (/** @type {BookingRow} */ b) => {
      const list = parseMeta(b.meta).extras ?? [];
      const names = new Map(/** @type {ExtraRow[]} */ (store.q.extras.all()).map((e) => [e.id, e.name]));
      return list.length
        ? list.map((/** @type {{id: number, qty: number}} */ e) => `${names.get(e.id)} × ${e.qty}`).join(', ')
        : 'none';
    };
    if (ex(before) !== ex(after)) parts.push(`Renter changed extras: ${ex(before)} → ${ex(after)}`);
    if (before.vehicle_id !== after.vehicle_id)
      parts.push(
        `Renter changed car: ${store.vehicle(before.vehicle_id)?.name} → ${store.vehicle(after.vehicle_id)?.name}`,
      );
    return `${parts.join('; ')}; ${moneyWords}`;
  }

  /**
   * Writes a priced change and tells staff and the renter what moved: `paid` (a change payment
   * captured), `refunded` (a cheaper pay-now change), or for pay later the preauthorisation now held.
   * @param {BookingRow} booking @param {ReturnType<typeof quote>} priced @param {{ paid?: number, refunded?: number }} moved
   */
  function apply(booking, priced, moved) {
    q.applyChange.run({
      id: booking.id,
      pickup_dt: priced.next.pickup_dt,
      dropoff_dt: priced.next.dropoff_dt,
      vehicle_id: priced.vehicle.id,
      code: priced.vehicle.code,
      meta: JSON.stringify(priced.nextMeta),
      ...priced.amounts,
    });
    const after = bookingById(booking.id);
    const view = describe(after);
    const totalWords = `total ${money(booking.total_amount)} → ${money(after.total_amount)}`;
    const moneyWords =
      booking.payment_type === 'L'
        ? `${totalWords}, card preauthorised for ${money(view.preauthorised)}`
        : moved.paid
          ? `${totalWords}, ${money(moved.paid)} paid`
          : moved.refunded
            ? `${totalWords}, ${money(moved.refunded)} refunded`
            : `${totalWords}, nothing paid or refunded`;
    comment(after, changeWords(booking, after, moneyWords));
    const moneyText =
      booking.payment_type === 'L'
        ? `Your new total is ${money(after.total_amount)}, payable at the counter. Your card is preauthorised for ${money(view.preauthorised)}.`
        : moved.paid
          ? `We have charged the difference of ${money(moved.paid)} to your card.`
          : moved.refunded
            ? `We have refunded ${money(moved.refunded)} to your card.`
            : 'The total is unchanged.';
    outbox.send({
      to: after.email,
      bookingId: after.id,
      kind: 'change',
      ...changeEmail(view, `Your booking has been changed. ${moneyText}`, managePage(after), clock.now()),
    });
    return view;
  }

  const app = new Hono();
  // sessionBooking reads the session cookie of the request it serves (manageSession.mjs).
  app.use('*', contextStorage());

  app.post('/find', async (c) => {
    const body = await readJson(c);
    const key = str(body, 'reservation_no', { max: 40, label: 'Reservation number' }).replace(/\s+/g, '').toUpperCase();
    const address = emailField(body, 'email');
    const client = clientAddress(c);
    const fullRef = FULL_REF.test(key);
    const what = fullRef ? `ref\u0000${key}` : `no\u0000${key}`;
    const who = `email\u0000${address}`;
    const tried = attempts.tryAll([
      { key: `${what}\u0000${client}`, max: FIND_MAX },
      { key: `${who}\u0000${client}`, max: FIND_MAX },
      { key: what, max: FIND_KEY_MAX },
      // The full reference is its own key: a stranger spending the renter's email cannot stop it.
      ...(fullRef ? [] : [{ key: who, max: FIND_KEY_MAX }]),
    ]);
    if (!tried.ok) {
      return c.json(
        {
          title: 'Too many requests',
          message:
            'Too many requests for this booking. Please use the link in your confirmation email, or wait and try again.',
        },
        429,
        { 'Retry-After': String(tried.retryAfter) },
      );
    }
    // One index probe and a comparison, the same for a match and a miss; the email is built and sent
    // after the answer has gone, so a match takes no longer to answer.
    const row = /** @type {BookingRow | undefined} */ ((fullRef ? q.byFullRef : q.byNo).get(key));
    const match =
      row && row.type === 'BOOKING' && (row.status === 'C' || row.status === 'X') && row.email.toLowerCase() === address
        ? row.id
        : 0;
    if (match) {
      const manageUrl = body.manage_url;
      defer(() =>
        quietly('find', () => {
          const booking = bookingById(match);
          if (manageUrl !== undefined && !parseMeta(booking.meta).manage_url) {
            const meta = parseMeta(booking.meta);
            meta.manage_url = pageUrl(manageUrl);
            q.setMeta.run(JSON.stringify(meta), booking.id);
          }
          mailLink(bookingById(booking.id));
        }),
      );
    }
    return c.json({ data: { message: FIND_ANSWER } });
  });

  /** Runs deferred work, logging (never throwing) a failure. @param {string} what @param {() => void} task */
  function quietly(what, task) {
    try {
      task();
    } catch (error) {
      if (deps.logErrors !== false) console.error(`[demo server] manage ${what}:`, error);
    }
  }

  // A used or expired link asks for a new one: it goes to the booking's own address.
  app.post('/link', async (c) => {
    const body = await readJson(c);
    const token = str(body, 'link_token', { max: 100, label: 'link_token' });
    const link = /** @type {{ booking_id: number } | undefined} */ (q.link.get(sha256(token)));
    if (link && attempts.tryAll([{ key: `link\u0000${link.booking_id}`, max: FIND_MAX }]).ok) {
      const id = link.booking_id;
      defer(() =>
        quietly('link', () => {
          const booking = bookingById(id);
          if (booking.status === 'C' || booking.status === 'X') mailLink(booking);
        }),
      );
    }
    return c.json({ data: { message: FIND_ANSWER } });
  });

  app.post('/session', async (c) => {
    const body = await readJson(c);
    const token = str(body, 'link_token', { max: 100, label: 'link_token' });
    const session = db
      .transaction(() => {
        const hash = sha256(token);
        const link = /** @type {{ booking_id: number, expires: number, used_at: number } | undefined} */ (
          q.link.get(hash)
        );
        if (!link)
          throw new HttpError(404, {
            message: 'This link is not valid. Please ask for a new one.',
            title: 'Link not valid',
            code: 'link_invalid',
          });
        if (link.used_at)
          throw new HttpError(410, {
            message: 'This link has already been used. Please ask for a new one.',
            title: 'Link already used',
            code: 'link_used',
          });
        if (link.expires <= clock.now())
          throw new HttpError(410, {
            message: 'This link has expired. Please ask for a new one.',
            title: 'Link expired',
            code: 'link_expired',
          });
        q.useLink.run(clock.now(), hash);
        const manageToken = randomToken();
        const expires = clock.now() + SESSION_MINUTES * 60_000;
        q.insertSession.run(sha256(manageToken), link.booking_id, expires);
        return { token: manageToken, expires_at: new Date(expires).toISOString() };
      })
      .immediate();
    // The token goes only into the HttpOnly cookie: the body says until when, never what.
    c.header('Set-Cookie', sessionCookie(session.token, { maxAgeSeconds: SESSION_MINUTES * 60, secure: isHttps(c) }));
    return c.json({ data: { expires_at: session.expires_at } });
  });

  // "Sign out of this booking": the session ends on the server (its row deleted), and the cookie
  // goes. 200 without a session too: signing out twice, or after the hour, is no error.
  const endSession = db.prepare('DELETE FROM manage_sessions WHERE token_hash = ?');
  app.post('/signout', (c) => {
    const token = sessionToken();
    if (token) endSession.run(sha256(token));
    c.header('Set-Cookie', sessionCookie('', { maxAgeSeconds: 0, secure: isHttps(c) }));
    return c.json({ data: { signed_out: true } });
  });

  /**
   * A session's booking inside an immediate transaction, its lapsed changes settled first.
   * @template T @param {Record<string, unknown>} body @param {(booking: BookingRow) => T} work @returns {T}
   */
  const withBooking = (body, work) => db.transaction(() => work(settle(sessionBooking(body)))).immediate();

  app.post('/booking', async (c) => {
    const body = await readJson(c);
    return c.json({ data: withBooking(body, describe) });
  });

  app.post('/calendar', async (c) => {
    const body = await readJson(c);
    const booking = withBooking(body, (b) => b);
    return c.body(bookingIcs(describe(booking), managePage(booking), clock.now()), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="booking-${booking.reservation_no}.ics"`,
    });
  });

  app.post('/cancel', async (c) => {
    const body = await readJson(c);
    const expected = body.expected_refund;
    const result = withBooking(body, (booking) => {
      if (pendingOf(booking)) throw changePending();
      const { paid } = moneyOf(booking);
      const terms = cancellation(booking, paid);
      if (!terms.allowed)
        throw new HttpError(409, { message: terms.reason, title: 'Cannot cancel online', code: 'not_allowed' });
      if (typeof expected === 'number' && cents(expected) !== cents(terms.refund))
        throw changed(`The refund is now ${money(terms.refund)}. Please check and confirm again.`, 'Refund changed');
      let refunded = 0;
      if (booking.payment_type === 'N') {
        refunded = refund(booking, terms.refund, 'requested_by_customer');
        if (cents(refunded) !== cents(terms.refund)) throw new Error(`refunded ${refunded} of ${terms.refund}`);
        if (terms.fee > 0)
          ledger.add({ bookingId: booking.id, kind: 'fee_kept', kept: terms.fee, note: 'late_cancellation' });
      }
      // Pay later: the saved card is released (its preauthorisation with it). Nothing paid is voided here:
      // the refund above is all the money that goes back, and the fee stays.
      for (const setup of /** @type {Intent[]} */ (q.setups.all(booking.id)))
        provider.voidIntent(setup, 'requested_by_customer');
      for (const stray of /** @type {Intent[]} */ (q.strayAwaiting.all(booking.id)))
        provider.voidIntent(stray, 'requested_by_customer');
      const meta = {
        ...parseMeta(booking.meta),
        cancelled: { at: dateTime(store.nowAt()), refund: refunded, fee: terms.fee },
      };
      q.cancel.run(JSON.stringify(meta), booking.id);
      const after = bookingById(booking.id);
      const { refunded: totalRefunded, kept } = moneyOf(after);
      comment(
        after,
        booking.payment_type === 'N'
          ? `Renter cancelled online: refund ${money(refunded)}${kept ? `, fee ${money(kept)} kept` : ''} (refunded in all ${money(totalRefunded)})`
          : 'Renter cancelled online: card preauthorisation released, nothing charged',
      );
      const view = describe(after);
      outbox.send({
        to: after.email,
        bookingId: after.id,
        kind: 'cancellation',
        ...cancellationEmail(view, { refund: refunded, fee: kept }),
      });
      return { booking: view, refund: refunded, fee: kept, currency: 'AUD' };
    });
    return c.json({ data: result });
  });

  app.post('/quote', async (c) => {
    const body = await readJson(c);
    const p = withBooking(body, (booking) => {
      const priced = quote(booking, body);
      return { ...priced, cancellation: cancellation({ ...priced.next, meta: booking.meta }, moneyOf(booking).paid) };
    });
    return c.json({
      data: {
        request: p.request,
        totals: p.totals,
        old_total: p.old_total,
        new_total: p.new_total,
        difference: p.difference,
        available: p.available,
        alternatives: p.alternatives,
        unchanged: p.same,
        cancellation: p.cancellation,
        terms_note: p.terms_note,
      },
    });
  });

  /** The answer of a change waiting for its payment. @param {ChangeRow} row @param {Intent} intent */
  const awaitingPayment = (row, intent) => ({
    status: /** @type {const} */ ('requires_payment'),
    change_id: row.id,
    client_secret: intent.client_secret,
    amount: intent.amount,
    intent_status: intent.status,
    expires_at: new Date(row.hold_expires).toISOString(),
  });

  app.post('/change', async (c) => {
    const body = await readJson(c);
    const expected = body.expected_total;
    if (typeof expected !== 'number') throw badRequest('expected_total (the new total the renter saw) is required.');
    const result = withBooking(body, (booking) => {
      const p = quote(booking, body);
      const key = sha256(JSON.stringify(p.request));
      // One change at a time: the same change again (a reload, a second tab, a double click) gets its
      // own intent back; any other waits until that one is paid and confirmed, or dropped.
      const waiting = pendingOf(booking);
      if (waiting) {
        const intent = provider.get(waiting.intent_id);
        if (waiting.change_key === key && intent) return awaitingPayment(waiting, intent);
        throw changePending();
      }
      if (p.same) throw badRequest('Nothing has changed.');
      if (!p.available)
        throw new HttpError(409, {
          message:
            'Sorry, your car is not available for the new dates. Please choose another car or keep your booking as it is.',
          title: 'Sold out',
          code: 'sold_out',
        });
      if (cents(expected) !== cents(p.new_total))
        throw changed(
          `The new total is now ${money(p.new_total)}. Please check it and confirm again.`,
          'Price changed',
        );
      if (booking.payment_type === 'L') {
        // Pay later: the preauthorisation must cover the new total (raised on the saved card; never lowered).
        const setup = /** @type {Intent | undefined} */ (q.setups.all(booking.id)[0]);
        if (setup) provider.raiseHold(setup, p.new_total, null);
        return { status: 'done', booking: apply(booking, p, {}), difference: p.difference, refund: 0 };
      }
      if (p.difference <= 0) {
        const refunded = p.difference < 0 ? refund(booking, -p.difference, 'booking_changed') : 0;
        return { status: 'done', booking: apply(booking, p, { refunded }), difference: p.difference, refund: refunded };
      }
      // Pay now and dearer: one intent for this change, and the car held for the new span meanwhile.
      const id = Number(
        q.insertChange.run({
          booking_id: booking.id,
          change_key: key,
          body: JSON.stringify(p.request),
          old_total: p.old_total,
          new_total: p.new_total,
          amount: p.difference,
          vehicle_id: p.vehicle.id,
          location_id: booking.pickup_location_id,
          pickup_dt: p.next.pickup_dt,
          dropoff_dt: p.next.dropoff_dt,
          hold_expires: clock.now() + CHANGE_HOLD_MINUTES * 60_000,
          created: clock.now(),
        }).lastInsertRowid,
      );
      const intent = provider.changeIntent(booking.id, p.difference);
      provider.forChange(intent.id, id);
      q.setChangeIntent.run(intent.id, id);
      return awaitingPayment(/** @type {ChangeRow} */ (q.change.get(id)), intent);
    });
    return c.json({ data: result });
  });

  /** The session booking's change of a request, or 400. @param {BookingRow} booking @param {Record<string, unknown>} body */
  function ownChange(booking, body) {
    const changeId = reqInt(body, 'change_id', { min: 1, label: 'change_id' });
    const row = /** @type {ChangeRow | undefined} */ (q.change.get(changeId));
    if (!row || row.booking_id !== booking.id) throw badRequest('This change does not belong to this booking.');
    return row;
  }

  app.post('/change/confirm', async (c) => {
    const body = await readJson(c);
    reqInt(body, 'change_id', { min: 1, label: 'change_id' });
    /** @type {HttpError | undefined} */
    let refusal;
    const result = withBooking(body, (booking) => {
      const row = ownChange(booking, body);
      // Made already (by this call before, or when its hold ended after it was paid): nothing more moves.
      if (row.status === 'done') return { status: 'done', booking: describe(booking), difference: 0, refund: 0 };
      const intent = provider.get(row.intent_id);
      if (row.status !== 'pending' || !intent || intent.status === 'canceled')
        throw changed(
          'This change was replaced or stopped. Please check your booking and try again.',
          'Change stopped',
        );
      // Only this change's own payment makes it: succeeded, never refunded, of the change's amount.
      if (intent.purpose !== 'change' || intent.change_id !== row.id || intent.booking_id !== booking.id)
        throw badRequest('This payment does not belong to this change.');
      if (intent.status !== 'succeeded')
        throw new HttpError(402, {
          message: 'The payment has not been completed. Please check your card details and try again.',
          title: 'Payment not completed',
        });
      if (intent.amount_refunded > 0 || cents(intent.amount) !== cents(row.amount))
        throw changed(
          'This change was replaced or stopped. Please check your booking and try again.',
          'Change stopped',
        );
      const done = finish(booking, row, intent);
      // The refund of a change that could not be made is committed before the 409 goes out.
      if (done.refusal) {
        refusal = done.refusal;
        return null;
      }
      return { status: 'done', booking: done.view, difference: row.amount, refund: 0 };
    });
    if (refusal) throw refusal;
    return c.json({ data: result });
  });

  // Drops a change waiting for its payment: its intent cancelled, or refunded in full if it was paid.
  app.post('/change/abandon', async (c) => {
    const body = await readJson(c);
    reqInt(body, 'change_id', { min: 1, label: 'change_id' });
    const result = withBooking(body, (booking) => {
      const row = ownChange(booking, body);
      if (row.status === 'pending') {
        const intent = provider.get(row.intent_id);
        const done = intent ? provider.voidIntent(intent, 'change_abandoned') : 'none';
        q.setChange.run('abandoned', row.id);
        comment(
          booking,
          done === 'refunded'
            ? `Renter dropped a change; its payment of ${money(row.amount)} was refunded`
            : 'Renter dropped a change before paying for it',
        );
      }
      return { booking: describe(bookingById(booking.id)) };
    });
    return c.json({ data: result });
  });

  app.post('/details', async (c) => {
    const body = await readJson(c);
    // The checkout's rules, read by the checkout's own reader (booking/customer.mjs).
    const { flight, licenseNo, licenseState } = readDriverDocuments(body, (code) => Boolean(q.countries.get(code)));
    const view = withBooking(body, (booking) => {
      if (booking.status !== 'C')
        throw conflict('This booking has been cancelled and can no longer be changed.', 'Booking cancelled');
      // One change at a time: details wait while a change waits for its payment (409 change_pending).
      if (pendingOf(booking)) throw changePending();
      const meta = parseMeta(booking.meta);
      const before = meta.customer ?? {};
      meta.customer = { ...before, flight_no: flight, license_no: licenseNo, license_state: licenseState };
      q.setMeta.run(JSON.stringify(meta), booking.id);
      const changedFields = [
        before.flight_no !== flight && `flight ${before.flight_no || '—'} → ${flight || '—'}`,
        (before.license_no !== licenseNo || before.license_state !== licenseState) && 'licence number/state',
      ].filter(Boolean);
      if (changedFields.length) comment(booking, `Renter updated details: ${changedFields.join(', ')}`);
      return describe(bookingById(booking.id));
    });
    return c.json({ data: view });
  });

  // Staff (a bearer token: '/manage/resend' is one of staff.mjs STAFF_PATHS): a new link to the booking's address.
  app.post('/resend', async (c) => {
    const body = await readJson(c);
    const bookingId = reqInt(body, 'booking_id', { min: 1, label: 'booking_id' });
    const booking = bookingById(bookingId);
    if (!booking || booking.type !== 'BOOKING' || !['C', 'X'].includes(booking.status))
      throw badRequest('Only a paid booking has a manage link.');
    mailLink(booking);
    comment(booking, 'Manage link emailed to the renter by staff');
    return c.json({ data: { message: `A new link was emailed to ${maskEmail(booking.email)}.` } });
  });

  return { app, onPaid, describe, zoneLabel, wallText };
}

/**
 * The server's cancellation settings: MANAGE_CANCEL_CUTOFF_HOURS (default 48: free cancellation
 * until that many hours before pick up, in the branch's zone) and MANAGE_LATE_CANCEL_FEE (default
 * 50: the fee kept from a pay-now refund after the cut-off; `none`: no online cancellation then).
 * @param {Record<string, string | undefined>} env
 */
export function parseManageSettings(env) {
  const hours = env.MANAGE_CANCEL_CUTOFF_HOURS;
  const fee = env.MANAGE_LATE_CANCEL_FEE;
  const cutoffHours = hours === undefined || hours === '' ? DEFAULT_CUTOFF_HOURS : Number(hours);
  if (!Number.isFinite(cutoffHours) || cutoffHours < 0)
    throw new Error(`MANAGE_CANCEL_CUTOFF_HOURS must be a number of hours ≥ 0 (got "${hours}").`);
  const lateFee = fee === undefined || fee === '' ? DEFAULT_LATE_FEE : fee === 'none' ? null : Number(fee);
  if (lateFee !== null && (!Number.isFinite(lateFee) || lateFee < 0))
    throw new Error(`MANAGE_LATE_CANCEL_FEE must be an amount ≥ 0 or "none" (got "${fee}").`);
  return { cutoffHours, lateFee };
}
