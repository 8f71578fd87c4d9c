// @ts-check
/** The desk's booking list query: columns, the `q` search, filters and sort, for /bookings and /dashboard/export. */
import { badRequest } from '../../lib/http.mjs';
import { parseHm, parseYmd } from '../../lib/dates.mjs';
import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  DASHBOARD_SORT_KEYS,
  STAFF_SEARCH_MAX_LENGTH,
} from '../../lib/rules.generated.mjs';
import { DESK_STATUSES } from '../checkin/desk.mjs';

export const TYPES = BOOKING_TYPES;
export const STATUSES = BOOKING_STATUSES;

/** Public field → SQL column. The keys are also the CSV header and the sort whitelist source. */
export const COLUMNS = {
  ID: 'id',
  Type: 'type',
  ReservationNo: 'reservation_no',
  ResTeamNo: 'res_team_no',
  FirstName: 'first_name',
  LastName: 'last_name',
  Phone: 'phone',
  CallTime: 'call_time',
  VehicleTypeCode: 'vehicle_type_code',
  Email: 'email',
  RenterAge: 'renter_age',
  PaymentType: 'payment_type',
  TotalAmount: 'total_amount',
  Website: 'website',
  Status: 'status',
  Note: 'note_id',
  UserID: 'user_id',
  TransactionDateTime: 'transaction_dt',
  PickupLocationName: 'pickup_location_name',
  PickupDateTime: 'pickup_dt',
  DropoffLocationName: 'dropoff_location_name',
  DropoffDateTime: 'dropoff_dt',
  PromoCode: 'promo_code',
  TotalRate: 'total_rate',
  TotalRateAfterDiscount: 'total_rate_after_discount',
  DiscountAmount: 'discount_amount',
  InsuranceAmount: 'insurance_amount',
  ExtraAmount: 'extra_amount',
  SurchargeAmount: 'surcharge_amount',
  HearAboutUs: 'hear_about_us',
  StripeCustomerID: 'stripe_customer_id',
  StripeID: 'stripe_id',
  // Campaign attribution (demo/lib/attribution.mjs): optional in the company's API.
  UtmSource: 'utm_source',
  UtmMedium: 'utm_medium',
  UtmCampaign: 'utm_campaign',
  UtmTerm: 'utm_term',
  UtmContent: 'utm_content',
  Gclid: 'gclid',
  Fbclid: 'fbclid',
  ReferrerHost: 'referrer_host',
  // Our addition (the company's API may add it): when a phone booking or an enquiry asked for its call-back.
  RequestedDateTime: 'requested_dt',
};
/** BookingOrderBy of types.ts (src/rules.json). */
export const ORDER_BY = DASHBOARD_SORT_KEYS;

/** The public fields as SQL select list. */
export const SELECT_LIST = Object.entries(COLUMNS)
  .map(([k, col]) => `${col} AS ${k}`)
  .join(', ');

/** `yyyy-mm-dd HH:mm` (or just the date) → a SQL date-time bound. @param {string} text @param {string} name @param {boolean} end */
function filterDate(text, name, end) {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?$/.exec(text);
  if (!m || !parseYmd(m[1]) || (m[2] && parseHm(m[2]) === null))
    throw badRequest(`${name} must be a real date-time in the form yyyy-mm-dd HH:mm.`);
  // bounds are inclusive to the minute: date_to 23:59 covers the whole last minute
  return `${m[1]} ${m[2] || (end ? '23:59' : '00:00')}:${end ? '59' : '00'}`;
}

/** The longest `q` accepted (src/rules.json): a reservation number, a name, an email or a phone number fits. */
export const Q_MAX = STAFF_SEARCH_MAX_LENGTH;
/** Words of `q` searched (repeats counted once): a name, an email and a few more fit. */
export const Q_MAX_WORDS = 6;
/**
 * The most recent bookings (by id) a names/email/phone match looks at: a fragment common to nearly
 * every row ("e.com") costs as little as a rare one, and RowCount is at most this.
 */
export const Q_MAX_MATCHES = 1000;
/** `queue` values: `to_call` lists the call-backs not yet handled, oldest first. */
export const QUEUES = ['to_call'];

/** An FTS5 phrase: the text in double quotes, its own quotes doubled, so it is never query syntax. @param {string} text */
const phrase = (text) => `"${text.replace(/"/g, '""')}"`;

/**
 * The `q` search (its cost bounded: repeated words once, at most Q_MAX_WORDS, at most Q_MAX_MATCHES
 * rows from the index): a reservation number exactly or by its start; every word of it in the names or
 * the email (a word of 3 or more characters anywhere, a shorter one as a whole first or last name);
 * or, for a phone number, its digits (leading zeros dropped, so 0412 345 678 finds +61 412 345 678).
 * Names, email and phone go through the trigram index `bookings_search`; every value is a parameter.
 * @param {string} q trimmed, at most Q_MAX characters
 */
function searchClause(q) {
  /** @type {string[]} */
  const or = [];
  /** @type {Record<string, string>} */
  const params = {};
  const reservation = q.toUpperCase();
  if (/^[A-Z0-9-]{1,40}$/.test(reservation)) {
    or.push('(reservation_no >= @q_res AND reservation_no < @q_res_end)');
    params.q_res = reservation;
    params.q_res_end = `${reservation}\uffff`;
  }
  /** @type {string[]} */
  const match = [];
  /** @type {string[]} */
  const emails = [];
  const seen = new Set();
  const words = q
    .replace(/[\^$]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()))
    .slice(0, Q_MAX_WORDS)
    .map((word) => {
      // An email's domain is common to thousands (example.com): the index looks up the part up to
      // the @, and the whole of it is then checked on those few rows.
      const at = word.indexOf('@');
      if (at >= 2) {
        emails.push(word);
        return `email: ${phrase(word.slice(0, at + 1))}`;
      }
      return `{names email}: ${phrase(word.length >= 3 ? word : `^${word}$`)}`;
    });
  if (words.length) match.push(`(${words.join(' AND ')})`);
  const digits = /^[\d\s()+.-]+$/.test(q) ? q.replace(/\D/g, '').replace(/^0+/, '') : '';
  if (digits.length >= 3) match.push(`phone: ${phrase(digits)}`);
  if (match.length) {
    // Bounded: the index stops after the newest Q_MAX_MATCHES, however common the words.
    or.push(
      `id IN (SELECT rowid FROM bookings_search WHERE bookings_search MATCH @q_match ORDER BY rowid DESC LIMIT ${Q_MAX_MATCHES})`,
    );
    params.q_match = match.join(' OR ');
  }
  // A word with an @ is no reservation number or phone: the names/email match is the only one left.
  const sql = or.length ? `(${or.join(' OR ')})` : '0';
  const like = emails.map((word, i) => {
    params[`q_email${i}`] = `%${word.replace(/[\\%_]/g, '\\$&')}%`;
    return ` AND email LIKE @q_email${i} ESCAPE '\\'`;
  });
  return { sql: `(${sql}${like.join('')})`, params };
}

/**
 * Builds the WHERE / ORDER BY of /bookings and /dashboard/export from the query. `checkinWhere`
 * gives the condition of the `checkin` filter (checkin/desk.mjs: the status is worked out of each
 * booking's check-in record, not a column).
 * @param {Record<string, string>} query
 * @param {(status: import('../checkin/state.mjs').DeskState) => { sql: string, params: Record<string, string> }} [checkinWhere]
 */
export function buildFilter(query, checkinWhere) {
  /** @type {string[]} */
  const where = [];
  /** @type {Record<string, string | number>} */
  const params = {};
  const v = (/** @type {string} */ k) => (query[k] ?? '').trim();
  if (v('type')) {
    if (!TYPES.includes(v('type'))) throw badRequest(`type must be one of ${TYPES.join(', ')}.`);
    where.push('type = @type');
    params.type = v('type');
  }
  if (v('status')) {
    if (!STATUSES.includes(v('status'))) throw badRequest(`status must be one of ${STATUSES.join(', ')}.`);
    where.push('status = @status');
    params.status = v('status');
  }
  let from = '';
  if (v('date_from')) {
    from = filterDate(v('date_from'), 'date_from', false);
    where.push('transaction_dt >= @from');
    params.from = from;
  }
  if (v('date_to')) {
    const to = filterDate(v('date_to'), 'date_to', true);
    if (from && to < from) throw badRequest('date_to cannot be before date_from.');
    where.push('transaction_dt <= @to');
    params.to = to;
  }
  if (v('agent')) {
    if (!/^\d+$/.test(v('agent'))) throw badRequest('agent must be an agent ID.');
    where.push('user_id = @agent');
    params.agent = Number(v('agent'));
  }
  if (v('note')) {
    if (!/^\d+$/.test(v('note'))) throw badRequest('note must be a note ID.');
    where.push('note_id = @note');
    params.note = Number(v('note'));
  }
  if (v('vehicle')) {
    if (v('vehicle').length > 20) throw badRequest('vehicle must be a vehicle type code.');
    where.push('vehicle_type_code = @vehicle');
    params.vehicle = v('vehicle');
  }
  const checkin = /** @type {import('../checkin/state.mjs').DeskState} */ (v('checkin'));
  if (checkin) {
    if (!DESK_STATUSES.includes(checkin)) throw badRequest(`checkin must be one of ${DESK_STATUSES.join(', ')}.`);
    if (!checkinWhere) throw new Error('The check-in filter needs check-in (checkinWhere).');
    const condition = checkinWhere(checkin);
    where.push(condition.sql);
    Object.assign(params, condition.params);
  }
  const q = v('q');
  if (q.length > Q_MAX) throw badRequest(`q may not be longer than ${Q_MAX} characters.`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(q)) throw badRequest('q may not contain control characters.');
  if (q) {
    const search = searchClause(q);
    where.push(search.sql);
    Object.assign(params, search.params);
  }
  const queue = v('queue');
  if (queue && !QUEUES.includes(queue)) throw badRequest(`queue must be one of ${QUEUES.join(', ')}.`);
  if (queue) {
    where.push(
      `requested_dt != '' AND (note_id IS NULL OR note_id NOT IN (SELECT id FROM note_options WHERE handled = 1))`,
    );
  }
  let order = queue ? 'requested_dt ASC, id ASC' : 'transaction_dt DESC, id DESC';
  const orderBy = v('order_by');
  const dir = v('order_direction').toLowerCase();
  if (dir && dir !== 'asc' && dir !== 'desc') throw badRequest('order_direction must be asc or desc.');
  if (orderBy) {
    if (!ORDER_BY.includes(orderBy)) throw badRequest(`order_by must be one of ${ORDER_BY.join(', ')}.`);
    const col = /** @type {Record<string, string>} */ (COLUMNS)[orderBy];
    const d = dir === 'asc' ? 'ASC' : 'DESC';
    order = col === 'id' ? `id ${d}` : `${col} ${d}, id ${d}`;
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params, order };
}
