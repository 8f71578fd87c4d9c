// @ts-check
/** Call-centre staff calls, one file per resource under staff/: sessions, booking lists and export, notes and comments. */
import { Hono } from 'hono';
import { STAFF_PATHS, staffSessions } from './staff/session.mjs';
import { staffBookingRoutes } from './staff/bookings.mjs';
import { staffNoteRoutes } from './staff/notes.mjs';

/**
 * The staff routes and their guard: `auth` (a valid bearer token) is for the caller to put in front of
 * every path of STAFF_PATHS, before the contract's checks (app.mjs), so a call without a live session is
 * 401 whatever its body.
 * `checkinStatus` gives the bookings list each row's check-in status (checkin/desk.mjs).
 * @param {{db: import('better-sqlite3').Database, dbFile: string, tokenTtlMinutes: number,
 *   store: import('./store.mjs').Store, checkinStatus: () => import('./checkin/desk.mjs').CheckinDeskStatus | undefined}} deps
 */
export function staffRoutes({ db, dbFile, tokenTtlMinutes, store, checkinStatus }) {
  const sessions = staffSessions({ db, tokenTtlMinutes, store });
  /** @type {Hono<import('./staff/session.mjs').StaffEnv>} */
  const app = new Hono();
  app.route('/', sessions.app);
  app.route('/', staffBookingRoutes({ db, dbFile, store, checkinStatus }));
  app.route('/', staffNoteRoutes({ db, store }));
  return { app, auth: sessions.auth, paths: STAFF_PATHS };
}
