// @ts-check
/** Public catalogue calls: locations, categories, opening hours, countries. */
import { Hono } from 'hono';
import { badRequest, notFound } from '../lib/http.mjs';
import { minutesToHm, parseHm, parseYmd, startOfToday, ymd } from '../lib/dates.mjs';

export const DEFAULT_HOURS = { open_min: 8 * 60, close_min: 17 * 60 };
export const DEFAULT_SELECTED = '10:00';

/**
 * 30-minute slots of a day at a location.
 * @param {{open_min: number, close_min: number} | undefined} hours
 * @param {Date} date local midnight @param {string | null} wanted
 * @param {Date} [now]
 */
export function slotsFor(hours, date, wanted, now = new Date()) {
  if (!hours) return [];
  const today = startOfToday(now);
  const nowMin = now.getHours() * 60 + now.getMinutes();
  const past = date < today;
  const isToday = date.getTime() === today.getTime();
  const slots = [];
  for (let m = hours.open_min; m <= hours.close_min; m += 30) {
    slots.push({ time: minutesToHm(m), selected: false, disabled: past || (isToday && m <= nowMin) });
  }
  const pick = slots.find((s) => s.time === wanted && !s.disabled)
    || slots.find((s) => s.time === DEFAULT_SELECTED && !s.disabled)
    || slots.find((s) => !s.disabled);
  if (pick) pick.selected = true;
  return slots;
}

/** @param {{db: import('better-sqlite3').Database, store: import('./store.mjs').Store}} deps */
export function catalogRoutes({ db, store }) {
  const app = new Hono();
  const locations = db.prepare('SELECT id, code, name FROM locations ORDER BY sort');
  const subLocations = db.prepare('SELECT id, code, name FROM locations WHERE allows_subscription = 1 ORDER BY sort');
  const dropoffs = db.prepare(`SELECT l.id, l.code, l.name FROM location_dropoffs d JOIN locations l ON l.id = d.dropoff_id
    WHERE d.location_id = ? ORDER BY d.sort`);

  app.get('/locations', (c) => {
    const sub = c.req.query('allows_subscription');
    if (sub !== undefined && !['0', '1', 'true', 'false', ''].includes(sub)) throw badRequest('allows_subscription must be 1 or 0.');
    const rows = /** @type {any[]} */ ((sub === '1' || sub === 'true' ? subLocations : locations).all());
    return c.json({
      data: rows.map((l) => ({
        ID: l.id,
        LocationCode: l.code,
        LocationName: l.name,
        DropOffLocations: /** @type {any[]} */ (dropoffs.all(l.id)).map((d) => ({ ID: d.id, LocationCode: d.code, LocationName: d.name })),
      })),
    });
  });

  const categories = db.prepare('SELECT id, name, rcmid FROM vehicle_categories ORDER BY sort');
  app.get('/vehicle-type-categories', (c) =>
    c.json({
      data: [{ ID: 0, Name: 'All Vehicles', RCMID: 0 }, ...(/** @type {any[]} */ (categories.all())).map((r) => ({ ID: r.id, Name: r.name, RCMID: r.rcmid }))],
    }));

  app.get('/operation-hours', (c) => {
    const { date, location_code: code, time } = c.req.query();
    let day = startOfToday();
    if (date) {
      const d = parseYmd(date);
      if (!d) throw badRequest('date must be a real date in the form yyyy-mm-dd.');
      day = d;
    }
    if (time && parseHm(time) === null) throw badRequest('time must be in the form HH:mm.');
    let hours = DEFAULT_HOURS;
    if (code) {
      const loc = store.locationByCode(code);
      if (!loc) throw notFound(`Unknown location code ${code}.`);
      hours = /** @type {any} */ (store.q.hours.get(loc.id, day.getDay()));
    }
    return c.json({ data: slotsFor(hours, day, time || null) });
  });

  const countries = db.prepare('SELECT id, code, name, grp FROM countries ORDER BY sort');
  app.get('/countries', (c) => {
    /** @type {Map<string, {ID: number, Code: string, Name: string}[]>} */
    const groups = new Map();
    for (const r of /** @type {any[]} */ (countries.all())) {
      if (!groups.has(r.grp)) groups.set(r.grp, []);
      groups.get(r.grp)?.push({ ID: r.id, Code: r.code, Name: r.name });
    }
    return c.json({ data: [...groups].map(([label, options]) => ({ label, options })) });
  });

  return app;
}

/** Today as yyyy-mm-dd (exported for tests). */
export const todayYmd = () => ymd(new Date());
