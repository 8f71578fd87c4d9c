// @ts-check
/**
 * Seeds the catalogue, staff and a few hundred historic bookings, and can add
 * bulk bookings for the bench. Deterministic (a seeded PRNG) apart from dates,
 * which are relative to "now" at seeding time.
 */
import * as data from './catalog-data.mjs';
import { hashPasswordSync, randomId } from '../lib/ids.mjs';
import { addDays, dateTime, parseDateTime, wallClock } from '../lib/dates.mjs';
import { CALL_TIMES } from '../lib/rules.generated.mjs';
import { DEMO_STAFF } from './catalog-data.mjs';

/** @typedef {import('better-sqlite3').Database} DB */

/** mulberry32 PRNG. @param {number} seed */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** @param {number} lo @param {number} hi inclusive */
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/**
 * Seeds an empty database.
 * @param {DB} db
 * @param {{staffPassword?: string, historicBookings?: number, now?: number}} [opts] `now`: the server clock's instant
 */
export function seedDatabase(db, opts = {}) {
  const { staffPassword = DEMO_STAFF.password, historicBookings = 320, now = Date.now() } = opts;
  db.transaction(() => {
    const loc =
      db.prepare(`INSERT INTO locations (id, code, name, state, is_airport, allows_subscription, sort, time_zone)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const hours = db.prepare(
      'INSERT INTO opening_hours (location_id, weekday, open_min, close_min) VALUES (?, ?, ?, ?)',
    );
    for (const [id, code, name, state, airport, sub] of data.LOCATIONS) {
      loc.run(
        id,
        code,
        name,
        state,
        airport,
        sub,
        id,
        /** @type {Record<string, string>} */ (data.STATE_TIME_ZONES)[/** @type {string} */ (state)] ?? '',
      );
      for (let wd = 0; wd < 7; wd++) {
        const [open, close] = data.hoursFor(/** @type {number} */ (airport), wd);
        hours.run(id, wd, open, close);
      }
    }
    const drop = db.prepare('INSERT INTO location_dropoffs (location_id, dropoff_id, sort) VALUES (?, ?, ?)');
    for (const [from, list] of Object.entries(data.DROPOFFS)) list.forEach((to, i) => drop.run(Number(from), to, i));

    const cat = db.prepare('INSERT INTO vehicle_categories (id, name, rcmid, sort) VALUES (?, ?, ?, ?)');
    for (const [id, name, rcmid] of data.CATEGORIES) cat.run(id, name, rcmid, id);

    const veh =
      db.prepare(`INSERT INTO vehicles (id, code, name, sub_name, slug, description, category_id, seats, large_bags,
      small_bags, manual, features, min_age, daily_rate, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const fleet = db.prepare('INSERT INTO fleet (vehicle_id, location_id, count) VALUES (?, ?, ?)');
    for (const v of data.VEHICLES) {
      const [id, code, name, sub, slug, category, seats, large, small, manual, features, minAge, rate] = v;
      const description = `${name} ${sub.replace('or similar | ', '(or similar): ')}. ${seats} seats, ${large} large and ${small} small bags.`;
      veh.run(
        id,
        code,
        name,
        sub,
        slug,
        description,
        category,
        seats,
        large,
        small,
        manual,
        features,
        minAge,
        rate,
        id,
      );
      for (const [lid] of data.LOCATIONS) {
        const exception = data.FLEET_EXCEPTIONS.find(([ev, el]) => ev === id && el === lid);
        fleet.run(id, lid, exception ? exception[2] : data.defaultFleet(id, /** @type {number} */ (lid)));
      }
    }
    const promo = db.prepare(
      'INSERT INTO promo_codes (code, name, label, percent, valid_from, valid_to, category_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const p of data.PROMOS) promo.run(...p);
    const liab = db.prepare(
      'INSERT INTO liability_options (id, name, label, description, daily_rate, exclude_extra_ids, discount_rate, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const [id, name, label, desc, rate, excl, disc] of data.LIABILITIES)
      liab.run(id, name, label, desc, rate, JSON.stringify(excl), disc, id);
    const extra =
      db.prepare(`INSERT INTO extras (id, name, description, icon, label, rate, charge, max_total, form_type, increment, max_qty, sort)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const e of data.EXTRAS) extra.run(...e, e[0]);
    const fee = db.prepare('INSERT INTO mandatory_fees (id, name, rate, charge, applies_to) VALUES (?, ?, ?, ?, ?)');
    for (const f of data.MANDATORY_FEES) fee.run(...f);
    const country = db.prepare('INSERT INTO countries (id, code, name, grp, sort) VALUES (?, ?, ?, ?, ?)');
    data.COUNTRIES.forEach(([code, name, grp], i) => country.run(i + 1, code, name, grp, i));
    const sv =
      db.prepare(`INSERT INTO subscription_vehicles (id, name, slug, description, features, lite_rate, extra_rate, max_rate, fleet, sort)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const s of data.SUBSCRIPTION_VEHICLES) sv.run(...s, s[0]);
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(
      'premium_insurance_weekly',
      String(data.PREMIUM_INSURANCE_WEEKLY),
    );
    const user = db.prepare(
      'INSERT INTO users (id, email, first_name, last_name, password_hash, is_agent) VALUES (?, ?, ?, ?, ?, 1)',
    );
    for (const [id, email, first, last] of data.USERS)
      user.run(id, email, first, last, hashPasswordSync(staffPassword));
    const note = db.prepare(
      'INSERT INTO note_options (id, description, requires_res_team, handled) VALUES (?, ?, ?, ?)',
    );
    for (const n of data.NOTES) note.run(...n);

    insertHistoricBookings(db, historicBookings, 20240601, now);
  })();
}

const INSERT_BOOKING = `INSERT INTO bookings (type, status, reservation_no, reservation_ref, res_team_no, first_name, last_name, phone,
  call_time, email, renter_age, is_over_25, vehicle_id, vehicle_type_code, payment_type, total_amount, website, note_id, user_id,
  transaction_dt, pickup_location_id, pickup_location_name, pickup_dt, dropoff_location_id, dropoff_location_name, dropoff_dt,
  promo_code, total_rate, total_rate_after_discount, discount_amount, insurance_amount, extra_amount, surcharge_amount,
  hear_about_us, stripe_customer_id, stripe_id)
  VALUES (@type, @status, @reservation_no, @reservation_ref, @res_team_no, @first_name, @last_name, @phone, @call_time, @email,
  @renter_age, @is_over_25, @vehicle_id, @vehicle_type_code, @payment_type, @total_amount, @website, @note_id, @user_id,
  @transaction_dt, @pickup_location_id, @pickup_location_name, @pickup_dt, @dropoff_location_id, @dropoff_location_name,
  @dropoff_dt, @promo_code, @total_rate, @total_rate_after_discount, @discount_amount, @insurance_amount, @extra_amount,
  @surcharge_amount, @hear_about_us, @stripe_customer_id, @stripe_id)`;

const round2 = (/** @type {number} */ n) => Math.round(n * 100) / 100;

/**
 * Builds one synthetic booking row.
 * @param {ReturnType<typeof prng>} r @param {Date} now @param {number} spanDays @param {number} maxPickupAhead
 */
function syntheticBooking(r, now, spanDays, maxPickupAhead) {
  const roll = r.next();
  const type = roll < 0.7 ? 'BOOKING' : roll < 0.8 ? 'SUBSCRIPTION' : roll < 0.92 ? 'REQ_CALL' : 'LONG_TERM';
  const tx = new Date(now.getTime() - r.int(0, spanDays * 24 * 60) * 60_000);
  const first = r.pick(data.FIRST_NAMES);
  const last = r.pick(data.LAST_NAMES);
  const email = `${first}.${last}${r.int(1, 99)}@example.com`.toLowerCase().replace(/'/g, '');
  const phone = `614${r.int(10000000, 99999999)}`;
  /** @type {Record<string, any>} */
  const row = {
    type,
    status: 'Q',
    reservation_no: '',
    reservation_ref: '',
    res_team_no: '',
    first_name: first,
    last_name: last,
    phone,
    call_time: '',
    email,
    renter_age: null,
    is_over_25: 1,
    vehicle_id: null,
    vehicle_type_code: '',
    payment_type: '',
    total_amount: 0,
    website: 'carhirewidgets.demo',
    note_id: null,
    user_id: null,
    transaction_dt: dateTime(tx),
    pickup_location_id: null,
    pickup_location_name: '',
    pickup_dt: '',
    dropoff_location_id: null,
    dropoff_location_name: '',
    dropoff_dt: '',
    promo_code: '',
    total_rate: 0,
    total_rate_after_discount: 0,
    discount_amount: 0,
    insurance_amount: 0,
    extra_amount: 0,
    surcharge_amount: 0,
    hear_about_us: r.pick(data.HEAR_ABOUT),
    stripe_customer_id: '',
    stripe_id: '',
  };
  if (type === 'REQ_CALL' || type === 'LONG_TERM') {
    row.call_time = r.pick(CALL_TIMES);
  } else {
    const location = r.pick(data.LOCATIONS);
    const vehicle = r.pick(data.VEHICLES);
    const pickup = addDays(tx, r.int(1, maxPickupAhead));
    pickup.setUTCHours(r.int(8, 16), r.pick([0, 30]), 0, 0);
    const days = type === 'SUBSCRIPTION' ? 28 : r.int(1, 14);
    const dropoff = addDays(pickup, days);
    const dropIds = /** @type {Record<number, number[]>} */ (data.DROPOFFS)[/** @type {number} */ (location[0])];
    const dropLoc = data.LOCATIONS.find((l) => l[0] === r.pick(dropIds)) || location;
    const rate = /** @type {number} */ (vehicle[12]);
    const totalRate = round2(rate * days);
    const promo = r.next() < 0.15 ? 'SAVE10' : '';
    const discount = promo ? round2(totalRate * 0.1) : 0;
    const insurance = round2(r.pick([0, 25, 39]) * days);
    const extras = round2(r.pick([0, 0, 10, 12, 24]) * days);
    const surcharge = location[4] ? 30 : 0;
    const age = r.int(21, 70);
    const statusRoll = r.next();
    const status =
      type === 'SUBSCRIPTION'
        ? statusRoll < 0.4
          ? 'S'
          : statusRoll < 0.6
            ? 'SEL'
            : 'C'
        : statusRoll < 0.35
          ? 'S'
          : statusRoll < 0.55
            ? 'SEL'
            : statusRoll < 0.9
              ? 'C'
              : 'R';
    Object.assign(row, {
      status,
      renter_age: age,
      is_over_25: age >= 25 ? 1 : 0,
      vehicle_id: vehicle[0],
      vehicle_type_code: vehicle[1],
      payment_type: type === 'SUBSCRIPTION' ? 'N' : r.pick(['N', 'L']),
      pickup_location_id: location[0],
      pickup_location_name: type === 'SUBSCRIPTION' ? location[2] : location[2],
      pickup_dt: dateTime(pickup),
      dropoff_location_id: dropLoc[0],
      dropoff_location_name: dropLoc[2],
      dropoff_dt: dateTime(dropoff),
      promo_code: promo,
      total_rate: totalRate,
      total_rate_after_discount: round2(totalRate - discount),
      discount_amount: discount,
      insurance_amount: insurance,
      extra_amount: extras,
      surcharge_amount: surcharge,
      total_amount: round2(totalRate - discount + insurance + extras + surcharge),
    });
    if (status === 'S') {
      row.first_name = r.next() < 0.5 ? first : '';
      row.last_name = '';
      row.phone = '';
      row.email = row.first_name ? email : '';
    }
    if (status === 'C') {
      row.stripe_id = `${row.payment_type === 'L' ? 'seti' : 'pi'}_${randomIdFrom(r, 24)}`;
      row.stripe_customer_id = `cus_${randomIdFrom(r, 14)}`;
    }
  }
  if (r.next() < 0.45) row.user_id = r.int(1, data.USERS.length);
  if (r.next() < 0.3) {
    row.note_id = r.int(1, data.NOTES.length);
    if (row.note_id === 6) row.res_team_no = `RT${r.int(10000, 99999)}`;
  }
  return row;
}

/** @param {ReturnType<typeof prng>} r @param {number} n */
function randomIdFrom(r, n) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[r.int(0, alphabet.length - 1)];
  return s;
}

/** @param {DB} db @param {number} id */
function assignReservation(db, id) {
  return db
    .prepare('UPDATE bookings SET reservation_no = ?, reservation_ref = ? WHERE id = ?')
    .run(reservationNo(id), reservationRef(id), id);
}

/** Reservation number shown to staff. @param {number} id */
export const reservationNo = (id) => `CHW${String(100000 + id)}`;
/** Reference shown to the customer. @param {number} id */
export const reservationRef = (id) => `CHW-${String(100000 + id)}-${randomId(4).toUpperCase()}`;

/**
 * Inserts `n` historic bookings over the past 90 days, with comments.
 * @param {DB} db @param {number} n @param {number} seed @param {number} instant the clock's now
 */
function insertHistoricBookings(db, n, seed, instant) {
  const r = prng(seed);
  const now = wallClock(instant);
  const insert = db.prepare(INSERT_BOOKING);
  const comment = db.prepare('INSERT INTO comments (booking_id, commenter, comment, created) VALUES (?, ?, ?, ?)');
  const rows = Array.from({ length: n }, () => syntheticBooking(r, now, 90, 30));
  rows.sort((a, b) => a.transaction_dt.localeCompare(b.transaction_dt));
  for (const row of rows) {
    const { lastInsertRowid } = insert.run(row);
    const id = Number(lastInsertRowid);
    if (row.status === 'C' || row.status === 'R') assignReservation(db, id);
    const count = r.next() < 0.45 ? r.int(1, 3) : 0;
    for (let i = 0; i < count; i++) {
      const user = r.pick(data.USERS);
      const created = new Date(parseDateTime(row.transaction_dt).getTime() + r.int(5, 60 * 48) * 60_000);
      comment.run(id, `${user[2]} ${user[3]}`, r.pick(data.COMMENTS), dateTime(created > now ? now : created));
    }
  }
  settleCallBacks(db, now);
}

/** Days after which a seeded call-back has been handled. */
const HANDLED_AFTER_DAYS = 3;

/**
 * The call-backs of seeded history: each phone booking (status R) and enquiry was asked for at its
 * transaction time, and those older than a few days carry a note that counts as handled, as on a
 * desk that keeps up; the recent ones wait on the "To call" list.
 * @param {DB} db @param {Date} now the wall-clock now of the seed
 */
function settleCallBacks(db, now) {
  db.prepare(
    `UPDATE bookings SET requested_dt = transaction_dt WHERE requested_dt = ''
      AND (type IN ('REQ_CALL', 'LONG_TERM') OR (type = 'BOOKING' AND status = 'R'))`,
  ).run();
  const handled = data.NOTES.filter((note) => note[3]);
  const open = /** @type {number[]} */ (
    db
      .prepare(
        `SELECT id FROM bookings WHERE requested_dt != '' AND requested_dt < ?
          AND (note_id IS NULL OR note_id IN (SELECT id FROM note_options WHERE handled = 0))`,
      )
      .pluck()
      .all(dateTime(addDays(now, -HANDLED_AFTER_DAYS)))
  );
  const setNote = db.prepare('UPDATE bookings SET note_id = ?, res_team_no = ? WHERE id = ?');
  db.transaction(() => {
    for (const id of open) {
      const [note, , needsResTeam] = handled[id % handled.length];
      setNote.run(note, needsResTeam ? `RT${10000 + id}` : '', id);
    }
  })();
}

/**
 * Adds `n` synthetic bookings spread over the past year (bench data). Pickups are
 * at most 14 days after each transaction.
 * @param {DB} db @param {number} n @param {{seed?: number, now?: number}} [opts]
 * @returns {number} rows inserted
 */
export function seedBulkBookings(db, n, opts = {}) {
  const r = prng(opts.seed ?? 4242);
  const now = wallClock(opts.now ?? Date.now());
  const insert = db.prepare(INSERT_BOOKING);
  // The renter's reference (CHW-100378-ABCD) from a stream of its own, so the rows stay as they were.
  const refs = prng((opts.seed ?? 4242) + 1);
  const setRes = db.prepare(
    "UPDATE bookings SET reservation_no = 'CHW' || (100000 + id), reservation_ref = 'CHW-' || (100000 + id) || '-' || ? WHERE id = ?",
  );
  const batch = db.transaction((/** @type {number} */ count) => {
    for (let i = 0; i < count; i++) {
      const row = syntheticBooking(r, now, 365, 14);
      const { lastInsertRowid } = insert.run(row);
      if (row.status === 'C' || row.status === 'R') setRes.run(randomIdFrom(refs, 4).toUpperCase(), lastInsertRowid);
    }
  });
  // Insert without the secondary indexes, then rebuild them (a sorted build is far faster than
  // 100k random index updates); a big page cache keeps the rebuild in memory.
  const cache = db.pragma('cache_size', { simple: true });
  db.pragma('cache_size = -262144');
  const indexes = /** @type {{name: string, sql: string}[]} */ (
    db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'bookings' AND sql IS NOT NULL")
      .all()
  );
  try {
    db.transaction(() => {
      for (const ix of indexes) db.exec(`DROP INDEX ${ix.name}`);
    })();
    for (let done = 0; done < n; done += 25_000) batch(Math.min(25_000, n - done));
  } finally {
    db.transaction(() => {
      for (const ix of indexes) db.exec(ix.sql);
    })();
    db.pragma(`cache_size = ${cache}`);
  }
  settleCallBacks(db, now);
  db.exec('ANALYZE');
  db.pragma('wal_checkpoint(TRUNCATE)');
  return n;
}
