// @ts-check
/** Public catalogue calls: locations, categories, opening hours, countries. */
import { Hono } from 'hono';
import { badRequest, notFound } from '../lib/http.mjs';
import { minutesOfDay, minutesToHm, parseHm, parseYmd, startOfDay } from '../lib/dates.mjs';

/** A branch as the location lists give it. @typedef {{ id: number, code: string, name: string, time_zone: string }} PlaceRow */

export const DEFAULT_HOURS = { open_min: 8 * 60, close_min: 17 * 60 };
export const DEFAULT_SELECTED = '10:00';

/**
 * 30-minute slots of a day at a location: slots of days before the branch's
 * today, and of today up to the branch's current time, are disabled.
 * @param {{open_min: number, close_min: number} | undefined} hours
 * @param {Date} date naive midnight @param {string | null} wanted
 * @param {Date} now the wall-clock time at the branch (naive, see `wallClock`)
 */
export function slotsFor(hours, date, wanted, now) {
  if (!hours) return [];
  const today = startOfDay(now);
  const nowMin = minutesOfDay(now);
  const past = date < today;
  const isToday = date.getTime() === today.getTime();
  const slots = [];
  for (let m = hours.open_min; m <= hours.close_min; m += 30) {
    slots.push({ time: minutesToHm(m), selected: false, disabled: past || (isToday && m <= nowMin) });
  }
  const pick =
    slots.find((s) => s.time === wanted && !s.disabled) ||
    slots.find((s) => s.time === DEFAULT_SELECTED && !s.disabled) ||
    slots.find((s) => !s.disabled);
  if (pick) pick.selected = true;
  return slots;
}

/** @param {{db: import('better-sqlite3').Database, store: import('./store.mjs').Store}} deps */
export function catalogRoutes({ db, store }) {
  const app = new Hono();
  const locations = db.prepare('SELECT id, code, name, time_zone FROM locations ORDER BY sort');
  const subLocations = db.prepare(
    'SELECT id, code, name, time_zone FROM locations WHERE allows_subscription = 1 ORDER BY sort',
  );
  const dropoffs =
    db.prepare(`SELECT l.id, l.code, l.name, l.time_zone FROM location_dropoffs d JOIN locations l ON l.id = d.dropoff_id
    WHERE d.location_id = ? ORDER BY d.sort`);

  app.get('/locations', (c) => {
    const sub = c.req.query('allows_subscription');
    if (sub !== undefined && !['0', '1', 'true', 'false', ''].includes(sub))
      throw badRequest('allows_subscription must be 1 or 0.');
    const rows = /** @type {PlaceRow[]} */ ((sub === '1' || sub === 'true' ? subLocations : locations).all());
    return c.json({
      data: rows.map((l) => ({
        ID: l.id,
        LocationCode: l.code,
        LocationName: l.name,
        TimeZone: store.zoneOf(l),
        DropOffLocations: /** @type {PlaceRow[]} */ (dropoffs.all(l.id)).map((d) => ({
          ID: d.id,
          LocationCode: d.code,
          LocationName: d.name,
          TimeZone: store.zoneOf(d),
        })),
      })),
    });
  });

  const categories = db.prepare('SELECT id, name, rcmid FROM vehicle_categories ORDER BY sort');
  app.get('/vehicle-type-categories', (c) =>
    c.json({
      data: [
        { ID: 0, Name: 'All Vehicles', RCMID: 0 },
        .../** @type {{ id: number, name: string, rcmid: number }[]} */ (categories.all()).map((r) => ({
          ID: r.id,
          Name: r.name,
          RCMID: r.rcmid,
        })),
      ],
    }),
  );

  app.get('/operation-hours', (c) => {
    const { date, location_code: code, time } = c.req.query();
    const loc = code ? store.locationByCode(code) : undefined;
    if (code && !loc) throw notFound(`Unknown location code ${code}.`);
    const now = store.nowAt(loc);
    let day = startOfDay(now);
    if (date) {
      const d = parseYmd(date);
      if (!d) throw badRequest('date must be a real date in the form yyyy-mm-dd.');
      day = d;
    }
    if (time && parseHm(time) === null) throw badRequest('time must be in the form HH:mm.');
    const hours = loc
      ? /** @type {{ open_min: number, close_min: number } | undefined} */ (store.q.hours.get(loc.id, day.getUTCDay()))
      : DEFAULT_HOURS;
    return c.json({ data: slotsFor(hours, day, time || null, now) });
  });

  const countries = db.prepare('SELECT id, code, name, grp FROM countries ORDER BY sort');
  app.get('/countries', (c) => {
    /** @type {Map<string, {ID: number, Code: string, Name: string}[]>} */
    const groups = new Map();
    for (const r of /** @type {{ id: number, code: string, name: string, grp: string }[]} */ (countries.all())) {
      if (!groups.has(r.grp)) groups.set(r.grp, []);
      groups.get(r.grp)?.push({ ID: r.id, Code: r.code, Name: r.name });
    }
    return c.json({ data: [...groups].map(([label, options]) => ({ label, options })) });
  });

  return app;
}
