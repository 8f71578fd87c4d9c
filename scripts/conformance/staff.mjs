// @ts-check
/**
 * The staff desk's journey of a conformance run (`--staff`, never in a read-only run: signing in is
 * a POST): sign in, the lists (bookings, export, notes, agents, vehicle types), then on the run's
 * booking (the one it paid for or manages, else the first listed) a note, an agent, a comment, a
 * new manage link emailed to the renter, and its online check-in as the desk sees it (the details,
 * a licence photo, Accept on it, the audit list); sign out.
 */

/** @typedef {import('./check.mjs').Checker} Checker */
/** @typedef {import('./journeys.mjs').JourneyOptions} JourneyOptions */

/**
 * @param {Checker} check @param {JourneyOptions} o
 * @param {{ bookingId?: number, reservationNo?: string }} run the booking the run paid for or
 *   manages (its id, or its reservation number to find it by), if any
 */
export async function staffJourney(check, o, run) {
  if (!o.staff || o.readOnly) return;
  const login = await check.call({ name: 'staff login', method: 'POST', path: '/login', body: o.staff, expect: 200 });
  if (!login) return;
  const call = staffCalls(check, { Authorization: `Bearer ${login.json.data.Token}` });
  const page = await call('staff bookings', 'GET', '/bookings', { query: { page: '1' } });
  await call('staff export', 'GET', '/dashboard/export');
  const notes = await call('staff notes', 'GET', '/cc-notes');
  const agents = await call('staff agents', 'GET', '/users/agents');
  await call('staff vehicle types', 'GET', '/vehicle-types');
  const mine = run.bookingId ?? (run.reservationNo ? await findBooking(call, run.reservationNo) : undefined);
  /** @type {number | undefined} */
  const id = mine ?? page?.json.data[0]?.ID;
  if (id !== undefined) {
    // A Res Team No too, which the note that needs one requires and the others ignore.
    const note = { booking_id: id, note_id: notes?.json.data[0]?.ID ?? 1, rest_team_no: 'CONFORMANCE' };
    await call('staff note', 'PATCH', '/booking-status', { body: note });
    const agent = { booking_id: id, agent_id: agents?.json.data[0]?.ID ?? 0 };
    await call('staff agent', 'PATCH', '/booking-agent', { body: agent });
    const comment = { booking_id: id, comment: 'Conformance run: checked.' };
    await call('staff comment', 'POST', '/comments', { body: comment, expect: 201 });
    await call('staff comments', 'GET', '/comments', { query: { booking_id: String(id) } });
  }
  if (mine !== undefined) {
    if (check.bases.manage)
      await call('staff resend manage link', 'POST', '/manage/resend', { api: 'manage', body: { booking_id: mine } });
    await deskCheckin(call, mine);
  }
  await call('staff logout', 'POST', '/logout');
}

/**
 * The desk's calls, with its bearer, each expected to answer 200 unless `more` says otherwise.
 * @param {Checker} check @param {Record<string, string>} headers
 */
function staffCalls(check, headers) {
  /**
   * @param {string} name @param {string} method @param {string} path
   * @param {{ api?: 'booking' | 'manage', query?: Record<string, string>, body?: unknown, expect?: number }} [more]
   */
  return (name, method, path, more = {}) => check.call({ name, method, path, headers, expect: 200, ...more });
}
/** @typedef {ReturnType<typeof staffCalls>} StaffCall */

/**
 * The id of the booking with `reservationNo`, by the desk's search.
 * @param {StaffCall} call @param {string} reservationNo
 * @returns {Promise<number | undefined>}
 */
async function findBooking(call, reservationNo) {
  const found = await call('staff bookings (the managed booking)', 'GET', '/bookings', {
    query: { page: '1', q: reservationNo },
  });
  return found?.json.data.find((/** @type {{ ReservationNo: string }} */ row) => row.ReservationNo === reservationNo)
    ?.ID;
}

/**
 * A booking's check-in at the desk: the details, then (when the renter uploaded one) the main
 * driver's front photo and Accept on it, then the audit list those views wrote to.
 * @param {StaffCall} call @param {number} bookingId
 */
async function deskCheckin(call, bookingId) {
  const desk = await call('desk check-in', 'GET', `/checkins/${bookingId}`);
  /** @type {number | undefined} */
  const photoId = desk?.json.data.drivers[0]?.photos.front?.id;
  if (photoId !== undefined) {
    await call('desk check-in photo', 'GET', `/checkins/photo/${photoId}`);
    await call('desk check-in review', 'POST', '/checkins/review', { body: { photo_id: photoId, decision: 'accept' } });
  }
  await call('desk check-in audit', 'GET', `/checkins/audit/${bookingId}`);
}
