// @ts-check
/**
 * Manage my booking (an optional API addition, demo/README.md): the renter finds a paid booking by
 * reservation number or full reference + email (a link goes to the booking's address), trades the
 * link's single-use token (MANAGE_LINK_HOURS) for a session cookie (MANAGE_SESSION_MINUTES, one booking), then views, cancels,
 * changes dates and extras, and updates flight and licence. Every change is re-quoted by the server,
 * recorded as a staff comment and emailed; every money movement is a ledger row (../ledger.mjs).
 * One file a part under manage/: links and sessions, the view, the terms, changes, the booking's own
 * calls.
 */
import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { createManage } from './manage/index.mjs';
import { linkRoutes } from './manage/links.mjs';
import { changeRoutes } from './manage/changeRoutes.mjs';
import { bookingRoutes } from './manage/booking.mjs';
import { createCheckin } from './checkin/index.mjs';
import { checkinRoutes } from './checkin/routes.mjs';
import { checkinDeskRoutes, checkinDeskStatus } from './checkin/desk.mjs';
import { checkinJobs } from './checkin/jobs.mjs';

export { FIND_ANSWER, FIND_SQL } from './manage/links.mjs';
export { DEFAULT_CUTOFF_HOURS, DEFAULT_LATE_FEE, parseManageSettings } from './manage/policy.mjs';
export { zonedInstant, maskEmail, maskPhone } from './manage/view.mjs';
/** @typedef {import('./manage/view.mjs').BookingView} BookingView @typedef {import('./manage/view.mjs').BranchView} BranchView */

/**
 * The manage API (`app`, under /api/v1/manage) with online check-in in it (`/checkin`), the desk's
 * check-in calls (`desk`, under /api/v1/checkins), each booking's check-in status for the desk's list
 * (`deskStatus`) and check-in's scheduled job (`jobs`).
 * @param {import('./manage/context.mjs').ManageDeps & { photoDir: string }} deps
 */
export function manageRoutes(deps) {
  const { ctx, core } = createManage(deps);
  const checkin = createCheckin(ctx, core, { photoDir: deps.photoDir });
  const app = new Hono();
  // The session calls read the session cookie of the request they serve (manage/session.mjs).
  app.use('*', contextStorage());
  app.route('/', linkRoutes(ctx, core));
  app.route('/', bookingRoutes(ctx, core));
  app.route('/', changeRoutes(ctx, core));
  app.route('/checkin', checkinRoutes(checkin));
  return {
    app,
    onPaid: core.onPaid,
    describe: core.describe,
    desk: checkinDeskRoutes(checkin),
    deskStatus: checkinDeskStatus(checkin),
    jobs: checkinJobs(checkin),
  };
}
