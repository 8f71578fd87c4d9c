// @ts-check
/** The desk's lists: agents, notes and vehicle types for the filters, GET /bookings and its CSV export. */
import { Hono } from 'hono';
import Database from 'better-sqlite3';
import { badRequest } from '../../lib/http.mjs';
import { dateTime } from '../../lib/dates.mjs';
import { csvRow } from '../../lib/csv.mjs';
import { buildFilter, COLUMNS, SELECT_LIST } from './filter.mjs';

export const PER_PAGE = 20;

/** A row of the list's query: the columns of SELECT_LIST (each a TEXT, a number or NULL) and `_quote`. */
/** @typedef {Record<string, string | number | null> & { ID: number, Type: string, Status: string, _quote?: string | null }} DashboardSqlRow */

/**
 * The CSV's last column (optional in the company's API): the renter's own changes through Manage my
 * booking, each with its time, oldest first (the comments demo/api/manage.mjs writes).
 */
const RENTER_CHANGES = `(SELECT group_concat(created || ' ' || comment, ' | ') FROM (SELECT created, comment FROM comments
  WHERE comments.booking_id = bookings.id AND commenter = 'Renter (online)' ORDER BY id)) AS RenterChanges`;

/**
 * The CSV's money after the sale, read from the booking's ledger (demo/api/ledger.mjs), never worked
 * out again: net paid, refunded, the late fee kept and the card preauthorisation held now.
 */
const LEDGER_SUM = (/** @type {string} */ expr) =>
  `(SELECT printf('%.2f', COALESCE(SUM(${expr}), 0) / 100.0) FROM ledger WHERE ledger.booking_id = bookings.id)`;
const MONEY_COLUMNS = {
  Paid: LEDGER_SUM('CAST(round(amount * 100) AS INTEGER)'),
  Refunded: LEDGER_SUM('CASE WHEN amount < 0 THEN -CAST(round(amount * 100) AS INTEGER) END'),
  FeeKept: LEDGER_SUM('CAST(round(kept * 100) AS INTEGER)'),
  Preauthorised: LEDGER_SUM('CAST(round(held * 100) AS INTEGER)'),
};
const MONEY_SELECT = Object.entries(MONEY_COLUMNS)
  .map(([name, sql]) => `${sql} AS ${name}`)
  .join(', ');

/**
 * What a started booking with a car (S or SEL) needs beyond its row to be sent again as a quote
 * link (the desk's "Copy quote link"): its branches' ids, vehicle type, age bracket, car, cover and
 * extras, read in the same query as a JSON column `_quote` that toDashboard turns into `Quote`.
 */
const QUOTE_COLUMN = `CASE WHEN type = 'BOOKING' AND status IN ('S', 'SEL') AND vehicle_id IS NOT NULL
  THEN json_object('pickup', pickup_location_id, 'dropoff', dropoff_location_id, 'over25', is_over_25,
    'vehicle', vehicle_id, 'meta', json(meta)) END AS _quote`;

/**
 * The CSV's check-in column (optional in the company's API), the last of the row's own (before
 * RenterChanges): its `CheckinStatus`, '' where check-in does not apply.
 */
const CHECKIN_COLUMN = 'CheckinStatus';

/**
 * @param {{db: import('better-sqlite3').Database, dbFile: string, store: import('../store.mjs').Store,
 *   checkinStatus: () => import('../checkin/desk.mjs').CheckinDeskStatus | undefined}} deps
 */
export function staffBookingRoutes({ db, dbFile, store, checkinStatus }) {
  const app = new Hono();
  /** Check-in, made after these routes (demo/app.mjs): there by the time a request comes. */
  const checkin = () => {
    const status = checkinStatus();
    if (!status) throw new Error('Check-in is not ready.');
    return status;
  };
  /** @param {Record<string, string>} query */
  const filterOf = (query) => buildFilter(query, (status) => checkin().where(status));
  const agents = db.prepare(
    'SELECT id AS ID, first_name AS FirstName, last_name AS LastName FROM users WHERE is_agent = 1 ORDER BY first_name, last_name',
  );
  app.get('/users/agents', (c) => c.json({ data: agents.all() }));
  const notes = db.prepare('SELECT id AS ID, description AS Description FROM note_options ORDER BY id');
  app.get('/cc-notes', (c) => c.json({ data: notes.all() }));
  const vehicleTypes = db.prepare('SELECT id AS ID, code AS Code, name AS Name FROM vehicles ORDER BY sort');
  app.get('/vehicle-types', (c) => c.json({ data: vehicleTypes.all() }));

  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const cache = new Map();
  /** @param {string} sql */
  const prepared = (sql) => {
    let s = cache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      if (cache.size > 200) cache.clear();
      cache.set(sql, s);
    }
    return s;
  };

  /**
   * A row of /bookings as the desk gets it: with its `CheckinStatus` (from `known`, the statuses of
   * the page's bookings with a check-in record), and with `Quote` (DashboardQuote of types.ts) for a
   * started booking with a car, so the desk can copy its quote link.
   * @param {Map<number, import('../checkin/state.mjs').DeskState | null>} known
   */
  const toDashboard =
    (known) =>
    (/** @type {DashboardSqlRow} */ { _quote, ...fields }) => {
      const row = {
        ...fields,
        CheckinStatus: checkin().statusIn({ id: fields.ID, type: fields.Type, status: fields.Status }, known),
      };
      if (!_quote) return row;
      const quote = JSON.parse(_quote);
      const meta = quote.meta ?? {};
      return {
        ...row,
        Quote: {
          PickupLocationCode: store.location(quote.pickup)?.code ?? '',
          DropoffLocationCode: store.location(quote.dropoff)?.code ?? '',
          VehicleCategoryID: meta.search?.category_id ?? 0,
          IsOver25: quote.over25 === 1,
          VehicleID: quote.vehicle,
          InsuranceID: meta.insurance_id ?? null,
          Extras: (meta.extras ?? []).map((/** @type {{ id: number, qty: number }} */ e) => ({ ID: e.id, Qty: e.qty })),
        },
      };
    };

  app.get('/bookings', (c) => {
    const query = c.req.query();
    const f = filterOf(query);
    const pageText = (query.page ?? '').trim() || '1';
    if (!/^\d{1,7}$/.test(pageText) || Number(pageText) < 1) throw badRequest('page must be a whole number from 1.');
    const page = Number(pageText);
    const total = /** @type {number} */ (prepared(`SELECT COUNT(*) FROM bookings ${f.where}`).pluck().get(f.params));
    const rows = /** @type {DashboardSqlRow[]} */ (
      prepared(
        `SELECT ${SELECT_LIST}, ${QUOTE_COLUMN} FROM bookings ${f.where} ORDER BY ${f.order} LIMIT @limit OFFSET @offset`,
      ).all({ ...f.params, limit: PER_PAGE, offset: (page - 1) * PER_PAGE })
    );
    const known = checkin().recorded(rows.map((row) => row.ID));
    return c.json({ data: rows.map(toDashboard(known)), PerPage: PER_PAGE, RowCount: total });
  });

  app.get('/dashboard/export', (c) => {
    const f = filterOf(c.req.query());
    const stamp = dateTime(store.nowAt())
      .replace(/[-: ]/g, '')
      .replace(/^(\d{8})(\d{6})$/, '$1_$2');
    const headers = {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bookings_export_${stamp}.csv"`,
      'Cache-Control': 'no-store',
    };
    // HEAD: the headers only, and no connection opened (its stream would never be read nor cancelled).
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    // Every booking's check-in status with a record, read now (a few: those whose renter started).
    const known = checkin().recorded();
    const at = (/** @type {string} */ name) => Object.keys(COLUMNS).indexOf(name);
    const [idAt, typeAt, statusAt] = [at('ID'), at('Type'), at('Status')];
    const own = Object.keys(COLUMNS).length;
    /** @param {unknown[]} cells */
    const withCheckin = (cells) => [
      ...cells.slice(0, own),
      checkin().statusIn(
        { id: Number(cells[idAt]), type: String(cells[typeAt]), status: String(cells[statusAt]) },
        known,
      ) ?? '',
      ...cells.slice(own),
    ];
    // A separate read-only connection, so the main one stays free while the stream is read. It is
    // closed at the end, when the stream is cancelled, when the client goes away, and on any error.
    const reader = new Database(dbFile, { readonly: true, fileMustExist: true });
    /** @type {IterableIterator<unknown[]> | undefined} */
    let iterator;
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      try {
        iterator?.return?.();
      } finally {
        reader.close();
      }
    };
    try {
      iterator = /** @type {IterableIterator<unknown[]>} */ (
        reader
          .prepare(
            `SELECT ${SELECT_LIST}, ${RENTER_CHANGES}, ${MONEY_SELECT} FROM bookings ${f.where} ORDER BY ${f.order}`,
          )
          .raw(true)
          .iterate(f.params)
      );
    } catch (error) {
      close();
      throw error;
    }
    const rows = iterator;
    c.req.raw.signal.addEventListener('abort', close, { once: true });
    const encoder = new TextEncoder();
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(
          encoder.encode(
            `\uFEFF${csvRow([...Object.keys(COLUMNS), CHECKIN_COLUMN, 'RenterChanges', ...Object.keys(MONEY_COLUMNS)])}`,
          ),
        );
      },
      pull(controller) {
        if (closed) return controller.close();
        let chunk = '';
        try {
          for (let i = 0; i < 500; i++) {
            const next = rows.next();
            if (next.done) {
              if (chunk) controller.enqueue(encoder.encode(chunk));
              close();
              controller.close();
              return;
            }
            chunk += csvRow(withCheckin(next.value));
          }
        } catch (error) {
          close();
          throw error;
        }
        controller.enqueue(encoder.encode(chunk));
      },
      cancel() {
        close();
      },
    });
    return new Response(stream, { headers });
  });

  return app;
}
