// @ts-check
/** What the desk writes on a booking: its note (PATCH /booking-status), its agent (PATCH /booking-agent), comments. */
import { Hono } from 'hono';
import { badRequest, notFound, readJson, reqInt, str, int } from '../../lib/http.mjs';
import { dateTime } from '../../lib/dates.mjs';
import { SELECT_LIST } from './filter.mjs';
/** @typedef {import('../store.mjs').NoteRow} NoteRow */

/**
 * @param {{db: import('better-sqlite3').Database, store: import('../store.mjs').Store}} deps
 */
export function staffNoteRoutes({ db, store }) {
  /** @type {Hono<import('./session.mjs').StaffEnv>} */
  const app = new Hono();
  const bookingRow = db.prepare(`SELECT ${SELECT_LIST} FROM bookings WHERE id = ?`);
  const noteById = db.prepare('SELECT * FROM note_options WHERE id = ?');
  const setNote = db.prepare('UPDATE bookings SET note_id = ?, res_team_no = ? WHERE id = ?');
  // A handled note that ends a phone booking's request (all but "Booked by Res Team") frees its car.
  const releasePhoneHold = db.prepare(`UPDATE bookings SET hold_expires = 0 WHERE id = ? AND status = 'R'`);
  /** @param {number} id */
  const mustBooking = (id) => {
    const row = bookingRow.get(id);
    if (!row) throw notFound(`Booking ${id} not found.`);
    return row;
  };

  app.patch('/booking-status', async (c) => {
    const body = await readJson(c);
    const bookingId = reqInt(body, 'booking_id', { min: 1, label: 'booking_id' });
    const noteId = reqInt(body, 'note_id', { min: 1, label: 'Note' });
    const resTeamNo = str(body, 'rest_team_no', { required: false, max: 40, label: 'Res Team No' });
    const note = /** @type {NoteRow | undefined} */ (noteById.get(noteId));
    if (!note) throw badRequest('Please select a note');
    if (note.requires_res_team && !resTeamNo) throw badRequest('Please enter Res Team No');
    mustBooking(bookingId);
    db.transaction(() => {
      setNote.run(noteId, resTeamNo, bookingId);
      if (note.handled && !note.requires_res_team) releasePhoneHold.run(bookingId);
    })();
    return c.json({ data: bookingRow.get(bookingId) });
  });

  const agentById = db.prepare('SELECT id FROM users WHERE id = ? AND is_agent = 1');
  const setAgent = db.prepare('UPDATE bookings SET user_id = ? WHERE id = ?');
  app.patch('/booking-agent', async (c) => {
    const body = await readJson(c);
    const bookingId = reqInt(body, 'booking_id', { min: 1, label: 'booking_id' });
    const agentId = int(body, 'agent_id', { min: 0, nullable: true, label: 'agent_id' });
    if (agentId && !agentById.get(agentId)) throw badRequest(`Unknown agent ${agentId}.`);
    mustBooking(bookingId);
    setAgent.run(agentId || null, bookingId);
    return c.json({ data: bookingRow.get(bookingId) });
  });

  const commentCols =
    'id AS ID, booking_id AS BookingID, commenter AS Commenter, comment AS Comment, created AS DateCreated';
  const comments = db.prepare(`SELECT ${commentCols} FROM comments WHERE booking_id = ? ORDER BY id`);
  const commentById = db.prepare(`SELECT ${commentCols} FROM comments WHERE id = ?`);
  const insertComment = db.prepare(
    'INSERT INTO comments (booking_id, commenter, comment, created) VALUES (?, ?, ?, ?)',
  );
  app.get('/comments', (c) => {
    const raw = c.req.query('booking_id') ?? '';
    if (!/^\d{1,12}$/.test(raw) || Number(raw) < 1) throw badRequest('booking_id must be a booking ID.');
    mustBooking(Number(raw));
    return c.json({ data: comments.all(Number(raw)) });
  });
  app.post('/comments', async (c) => {
    const body = await readJson(c);
    const bookingId = reqInt(body, 'booking_id', { min: 1, label: 'booking_id' });
    if (typeof body.comment === 'string' && !body.comment.trim()) throw badRequest('Please enter a comment');
    const text = str(body, 'comment', { max: 2000, label: 'Comment' });
    mustBooking(bookingId);
    const user = c.get('user');
    const { lastInsertRowid } = insertComment.run(
      bookingId,
      `${user.first_name} ${user.last_name}`,
      text,
      dateTime(store.nowAt()),
    );
    return c.json({ data: { data: commentById.get(lastInsertRowid) } }, 201);
  });

  return app;
}
