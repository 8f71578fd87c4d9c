// @ts-check
/** Call-centre staff calls, one file per resource under staff/: sessions, booking lists and export, notes and comments. */
import { Hono } from 'hono';
import { STAFF_PATHS, staffSessions } from './staff/session.mjs';
import { staffBookingRoutes } from './staff/bookings.mjs';
import { staffNoteRoutes } from './staff/notes.mjs';

/**
 * @param {{db: import('better-sqlite3').Database, dbFile: string, tokenTtlMinutes: number,
 *   store: import('./store.mjs').Store}} deps
 */
export function staffRoutes({ db, dbFile, tokenTtlMinutes, store }) {
  const sessions = staffSessions({ db, tokenTtlMinutes, store });
  /** @type {Hono<import('./staff/session.mjs').StaffEnv>} */
  const app = new Hono();
  // Every staff call but /login needs a valid bearer token; each one keeps the session from idling out.
  for (const path of STAFF_PATHS) app.use(path, sessions.auth);
  app.route('/', sessions.app);
  app.route('/', staffBookingRoutes({ db, dbFile, store }));
  app.route('/', staffNoteRoutes({ db, store }));
  return app;
}
