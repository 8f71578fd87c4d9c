// @ts-check
/**
 * Manage my booking's SQL, prepared once per database.
 */

/** The find's lookups: exact, on the stored (upper-case) values, each by its own index. */
export const FIND_SQL = {
  byNo: 'SELECT * FROM bookings WHERE reservation_no = ?',
  byRef: 'SELECT * FROM bookings WHERE reservation_ref = ?',
};

/** @param {import('better-sqlite3').Database} db */
export function createQueries(db) {
  return {
    byNo: db.prepare(FIND_SQL.byNo),
    byFullRef: db.prepare(FIND_SQL.byRef),
    insertLink: db.prepare('INSERT INTO manage_links (token_hash, booking_id, created, expires) VALUES (?, ?, ?, ?)'),
    link: db.prepare('SELECT * FROM manage_links WHERE token_hash = ?'),
    useLink: db.prepare('UPDATE manage_links SET used_at = ? WHERE token_hash = ? AND used_at = 0'),
    insertSession: db.prepare('INSERT INTO manage_sessions (token_hash, booking_id, expires) VALUES (?, ?, ?)'),
    session: db.prepare('SELECT * FROM manage_sessions WHERE token_hash = ?'),
    sentKind: db.prepare('SELECT 1 FROM emails WHERE booking_id = ? AND kind = ?').pluck(),
    setMeta: db.prepare('UPDATE bookings SET meta = ? WHERE id = ?'),
    cancel: db.prepare("UPDATE bookings SET status = 'X', hold_expires = 0, meta = ? WHERE id = ?"),
    // The calendar file's SEQUENCE, raised with every change and the cancellation (mail/ics.mjs).
    raiseCalendar: db.prepare('UPDATE bookings SET calendar_sequence = calendar_sequence + 1 WHERE id = ?'),
    applyChange:
      db.prepare(`UPDATE bookings SET pickup_dt = @pickup_dt, dropoff_dt = @dropoff_dt, vehicle_id = @vehicle_id,
      vehicle_type_code = @code, meta = @meta, total_rate = @total_rate, total_rate_after_discount = @total_rate_after_discount,
      discount_amount = @discount_amount, insurance_amount = @insurance_amount, extra_amount = @extra_amount,
      surcharge_amount = @surcharge_amount, total_amount = @total_amount WHERE id = @id`),
    comment: db.prepare('INSERT INTO comments (booking_id, commenter, comment, created) VALUES (?, ?, ?, ?)'),
    // What a refund may come from: the booking's own payment and the payments of changes that were made,
    // newest first (never a change still waiting, which has its own way back).
    settledPayments: db.prepare(`SELECT i.* FROM intents i LEFT JOIN manage_changes m ON m.id = i.change_id
      WHERE i.booking_id = ? AND i.kind = 'payment' AND i.status = 'succeeded' AND i.amount_refunded < i.amount
      AND (i.purpose = 'booking' OR m.status = 'done') ORDER BY i.created DESC, i.rowid DESC`),
    setups: db.prepare(
      "SELECT * FROM intents WHERE booking_id = ? AND kind = 'setup' AND status = 'succeeded' ORDER BY created DESC",
    ),
    // Intents still awaiting a card that belong to no change waiting for it (left over: voided on cancel).
    strayAwaiting: db.prepare(`SELECT i.* FROM intents i LEFT JOIN manage_changes m ON m.id = i.change_id
      WHERE i.booking_id = ? AND i.status IN ('requires_payment_method', 'requires_confirmation', 'requires_action')
      AND (m.id IS NULL OR m.status != 'pending')`),
    pending: db.prepare("SELECT * FROM manage_changes WHERE booking_id = ? AND status = 'pending' ORDER BY id DESC"),
    change: db.prepare('SELECT * FROM manage_changes WHERE id = ?'),
    insertChange:
      db.prepare(`INSERT INTO manage_changes (booking_id, change_key, body, old_total, new_total, amount, vehicle_id,
      location_id, pickup_dt, dropoff_dt, hold_expires, created)
      VALUES (@booking_id, @change_key, @body, @old_total, @new_total, @amount, @vehicle_id, @location_id, @pickup_dt,
      @dropoff_dt, @hold_expires, @created)`),
    setChangeIntent: db.prepare('UPDATE manage_changes SET intent_id = ? WHERE id = ?'),
    setChange: db.prepare('UPDATE manage_changes SET status = ? WHERE id = ?'),
    countries: db.prepare('SELECT 1 FROM countries WHERE code = ?').pluck(),
  };
}

/** @typedef {ReturnType<typeof createQueries>} ManageQueries */
