// @ts-check
/**
 * Schema migrations, applied in order inside one transaction each and recorded
 * in `schema_migrations`. Never edit a shipped migration: add a new one.
 */

/** @type {{version: number, name: string, sql: string}[]} */
export const migrations = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE locations (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  state TEXT NOT NULL,
  is_airport INTEGER NOT NULL DEFAULT 0,
  allows_subscription INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE location_dropoffs (
  location_id INTEGER NOT NULL REFERENCES locations(id),
  dropoff_id INTEGER NOT NULL REFERENCES locations(id),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (location_id, dropoff_id)
);
-- weekday: 0 Sunday … 6 Saturday; minutes after midnight
CREATE TABLE opening_hours (
  location_id INTEGER NOT NULL REFERENCES locations(id),
  weekday INTEGER NOT NULL,
  open_min INTEGER NOT NULL,
  close_min INTEGER NOT NULL,
  PRIMARY KEY (location_id, weekday)
);
CREATE TABLE vehicle_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  rcmid INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE vehicles (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sub_name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES vehicle_categories(id),
  seats INTEGER NOT NULL,
  large_bags INTEGER NOT NULL,
  small_bags INTEGER NOT NULL,
  manual INTEGER NOT NULL DEFAULT 0,
  features TEXT NOT NULL,
  min_age INTEGER NOT NULL DEFAULT 21,
  daily_rate REAL NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE fleet (
  vehicle_id INTEGER NOT NULL REFERENCES vehicles(id),
  location_id INTEGER NOT NULL REFERENCES locations(id),
  count INTEGER NOT NULL,
  PRIMARY KEY (vehicle_id, location_id)
);
CREATE TABLE promo_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  name TEXT NOT NULL,
  label TEXT NOT NULL,
  percent REAL NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  category_id INTEGER REFERENCES vehicle_categories(id)
);
CREATE TABLE liability_options (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  label TEXT NOT NULL,
  description TEXT NOT NULL,
  daily_rate REAL NOT NULL,
  exclude_extra_ids TEXT NOT NULL DEFAULT '[]',
  discount_rate REAL NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
-- charge: 'day' (daily_rate × days, capped at max_total when > 0) or 'rental' (once)
CREATE TABLE extras (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  icon TEXT NOT NULL DEFAULT '',
  label TEXT NOT NULL,
  rate REAL NOT NULL,
  charge TEXT NOT NULL DEFAULT 'day',
  max_total REAL NOT NULL DEFAULT 0,
  form_type INTEGER NOT NULL DEFAULT 0,
  increment INTEGER NOT NULL DEFAULT 1,
  max_qty INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);
-- applies_to: 'all', 'airport' (airport pickups), 'under25' (drivers under 25)
CREATE TABLE mandatory_fees (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  rate REAL NOT NULL,
  charge TEXT NOT NULL DEFAULT 'rental',
  applies_to TEXT NOT NULL DEFAULT 'all'
);
CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  grp TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE subscription_vehicles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL,
  features TEXT NOT NULL,
  lite_rate REAL NOT NULL,
  extra_rate REAL NOT NULL,
  max_rate REAL NOT NULL,
  fleet INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  password_hash TEXT,
  is_agent INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at INTEGER NOT NULL
);
CREATE TABLE note_options (
  id INTEGER PRIMARY KEY,
  description TEXT NOT NULL,
  requires_res_team INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  token_hash TEXT UNIQUE,
  status TEXT NOT NULL,
  reservation_no TEXT NOT NULL DEFAULT '',
  reservation_ref TEXT NOT NULL DEFAULT '',
  res_team_no TEXT NOT NULL DEFAULT '',
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  call_time TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  renter_age INTEGER,
  is_over_25 INTEGER NOT NULL DEFAULT 1,
  vehicle_id INTEGER,
  vehicle_type_code TEXT NOT NULL DEFAULT '',
  payment_type TEXT NOT NULL DEFAULT '',
  total_amount REAL NOT NULL DEFAULT 0,
  website TEXT NOT NULL DEFAULT '',
  note_id INTEGER REFERENCES note_options(id),
  user_id INTEGER REFERENCES users(id),
  transaction_dt TEXT NOT NULL,
  pickup_location_id INTEGER,
  pickup_location_name TEXT NOT NULL DEFAULT '',
  pickup_dt TEXT NOT NULL DEFAULT '',
  dropoff_location_id INTEGER,
  dropoff_location_name TEXT NOT NULL DEFAULT '',
  dropoff_dt TEXT NOT NULL DEFAULT '',
  promo_code TEXT NOT NULL DEFAULT '',
  total_rate REAL NOT NULL DEFAULT 0,
  total_rate_after_discount REAL NOT NULL DEFAULT 0,
  discount_amount REAL NOT NULL DEFAULT 0,
  insurance_amount REAL NOT NULL DEFAULT 0,
  extra_amount REAL NOT NULL DEFAULT 0,
  surcharge_amount REAL NOT NULL DEFAULT 0,
  hear_about_us TEXT NOT NULL DEFAULT '',
  stripe_customer_id TEXT NOT NULL DEFAULT '',
  stripe_id TEXT NOT NULL DEFAULT '',
  hold_expires INTEGER NOT NULL DEFAULT 0,
  -- JSON: the visitor's search, selection and customer details
  meta TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX bookings_tx ON bookings (transaction_dt, id);
CREATE INDEX bookings_status_tx ON bookings (status, transaction_dt);
CREATE INDEX bookings_type_tx ON bookings (type, transaction_dt);
CREATE INDEX bookings_user ON bookings (user_id, transaction_dt);
CREATE INDEX bookings_vehicle_code ON bookings (vehicle_type_code, transaction_dt);
CREATE INDEX bookings_note ON bookings (note_id, transaction_dt);
CREATE INDEX bookings_availability ON bookings (pickup_location_id, dropoff_dt, vehicle_id);
CREATE INDEX bookings_resno ON bookings (reservation_no);
CREATE INDEX bookings_first ON bookings (first_name);
CREATE INDEX bookings_last ON bookings (last_name);
CREATE INDEX bookings_email ON bookings (email);
CREATE INDEX bookings_total ON bookings (total_amount);
CREATE INDEX bookings_pickup ON bookings (pickup_dt);
CREATE INDEX bookings_dropoff ON bookings (dropoff_dt);
CREATE INDEX bookings_pickup_name ON bookings (pickup_location_name);
CREATE INDEX bookings_stripe ON bookings (stripe_id);
CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  commenter TEXT NOT NULL,
  comment TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX comments_booking ON comments (booking_id, id);
-- The fake payment provider's intents (payment 'pi_…' or setup 'seti_…').
CREATE TABLE intents (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  client_secret TEXT NOT NULL UNIQUE,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  amount REAL NOT NULL,
  status TEXT NOT NULL,
  last_error TEXT NOT NULL DEFAULT '',
  created INTEGER NOT NULL
);
CREATE INDEX intents_booking ON intents (booking_id);
`,
  },
  {
    version: 2,
    name: 'composite indexes for combined dashboard filters',
    sql: `
CREATE INDEX bookings_status_type_tx ON bookings (status, type, transaction_dt);
CREATE INDEX bookings_note_vehicle ON bookings (note_id, vehicle_type_code, transaction_dt);
`,
  },
  {
    version: 3,
    name: 'time zone per branch',
    sql: `
ALTER TABLE locations ADD COLUMN time_zone TEXT NOT NULL DEFAULT '';
UPDATE locations SET time_zone = CASE state
  WHEN 'QLD' THEN 'Australia/Brisbane' WHEN 'NSW' THEN 'Australia/Sydney' WHEN 'VIC' THEN 'Australia/Melbourne'
  WHEN 'SA' THEN 'Australia/Adelaide' WHEN 'WA' THEN 'Australia/Perth' ELSE '' END;
`,
  },
  {
    version: 4,
    name: 'booking sessions that expire, holds per client, voided intents',
    sql: `
-- epoch ms after which an open booking's token no longer works (0: never, e.g. seeded history)
ALTER TABLE bookings ADD COLUMN session_expires INTEGER NOT NULL DEFAULT 0;
-- the address of the client whose request holds the car (at most a few live holds each)
ALTER TABLE bookings ADD COLUMN client_addr TEXT NOT NULL DEFAULT '';
CREATE INDEX bookings_client_hold ON bookings (client_addr, hold_expires);
ALTER TABLE intents ADD COLUMN amount_refunded REAL NOT NULL DEFAULT 0;
ALTER TABLE intents ADD COLUMN canceled_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE intents ADD COLUMN cancellation_reason TEXT NOT NULL DEFAULT '';
`,
  },
  {
    version: 5,
    name: 'staff sessions that idle out, login throttle',
    sql: `
-- epoch ms after which a session that has made no call ends (30 minutes after its last call)
ALTER TABLE sessions ADD COLUMN idle_expires INTEGER NOT NULL DEFAULT 0;
-- failed sign-ins, kept 15 minutes: 5 for one email or 20 from one client address lock /login for a while
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  client_addr TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX login_failures_email ON login_failures (email, at);
CREATE INDEX login_failures_client ON login_failures (client_addr, at);
`,
  },
  {
    version: 6,
    name: 'campaign attribution of each booking and enquiry',
    sql: `
-- the visit's first touch as the client sent it with /search, /subscription/store or /request-call ('' when not sent)
ALTER TABLE bookings ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN utm_term TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN utm_content TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN gclid TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN fbclid TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN referrer_host TEXT NOT NULL DEFAULT '';
`,
  },
  {
    version: 7,
    name: 'booking search index, call-backs to make',
    sql: `
-- The dashboard's \`q\`: names (each between ^ and $, so a short name can match whole), email and phone
-- digits, indexed by trigrams for substring search. Contentless: the text lives in bookings, and these
-- triggers keep the index in step with every insert, update and delete.
CREATE VIRTUAL TABLE bookings_search USING fts5(names, email, phone, content='', contentless_delete=1, tokenize='trigram');
CREATE TRIGGER bookings_search_insert AFTER INSERT ON bookings BEGIN
  INSERT INTO bookings_search (rowid, names, email, phone)
  VALUES (new.id, '^' || new.first_name || '$ ^' || new.last_name || '$', new.email, new.phone);
END;
CREATE TRIGGER bookings_search_update AFTER UPDATE OF first_name, last_name, email, phone ON bookings BEGIN
  DELETE FROM bookings_search WHERE rowid = old.id;
  INSERT INTO bookings_search (rowid, names, email, phone)
  VALUES (new.id, '^' || new.first_name || '$ ^' || new.last_name || '$', new.email, new.phone);
END;
CREATE TRIGGER bookings_search_delete AFTER DELETE ON bookings BEGIN
  DELETE FROM bookings_search WHERE rowid = old.id;
END;
INSERT INTO bookings_search (rowid, names, email, phone)
  SELECT id, '^' || first_name || '$ ^' || last_name || '$', email, phone FROM bookings;
-- A call-back is owed for a phone booking or an enquiry from the moment it was asked for
-- (requested_dt, in the configured zone's wall-clock time) until it gets a note that counts as handled.
ALTER TABLE bookings ADD COLUMN requested_dt TEXT NOT NULL DEFAULT '';
UPDATE bookings SET requested_dt = transaction_dt WHERE type IN ('REQ_CALL', 'LONG_TERM');
UPDATE bookings SET requested_dt = COALESCE(json_extract(meta, '$.phone_booking.requested_at'), transaction_dt)
  WHERE type = 'BOOKING' AND status = 'R';
-- The open call-backs are found by note (none, or one not handled) among those with a request.
CREATE INDEX bookings_call_back ON bookings (note_id, requested_dt) WHERE requested_dt != '';
ALTER TABLE note_options ADD COLUMN handled INTEGER NOT NULL DEFAULT 0;
UPDATE note_options SET handled = 1 WHERE description IN
  ('Customer will call back', 'Quote sent by email', 'Not interested', 'Booked by Res Team', 'Duplicate enquiry');
`,
  },
  {
    version: 8,
    name: 'manage my booking: emails, links, sessions, refunds, renter changes',
    sql: `
-- Every email the server sends (the outbox at /demo/outbox); attachments as JSON [{filename, contentType, content}].
CREATE TABLE emails (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER REFERENCES bookings(id),
  kind TEXT NOT NULL,
  to_addr TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  attachments TEXT NOT NULL DEFAULT '[]',
  created INTEGER NOT NULL,
  smtp_status TEXT NOT NULL DEFAULT ''
);
CREATE INDEX emails_booking ON emails (booking_id, kind);
-- Single-use links (24 h) that open a booking; only the token's hash is kept.
CREATE TABLE manage_links (
  token_hash TEXT PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  created INTEGER NOT NULL,
  expires INTEGER NOT NULL,
  used_at INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX manage_links_booking ON manage_links (booking_id);
-- Manage sessions (60 min), each scoped to one booking.
CREATE TABLE manage_sessions (
  token_hash TEXT PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  expires INTEGER NOT NULL
);
-- Refunds of the fake provider, as Stripe lists them (GET /stripe-double/v1/refunds).
CREATE TABLE refunds (
  id TEXT PRIMARY KEY,
  intent_id TEXT NOT NULL REFERENCES intents(id),
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  amount REAL NOT NULL,
  reason TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX refunds_booking ON refunds (booking_id);
-- A renter's change that waits for a payment of the difference: one intent per change.
CREATE TABLE manage_changes (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  change_key TEXT NOT NULL,
  body TEXT NOT NULL,
  old_total REAL NOT NULL,
  new_total REAL NOT NULL,
  intent_id TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending',
  created INTEGER NOT NULL
);
CREATE INDEX manage_changes_booking ON manage_changes (booking_id, status);
`,
  },
  {
    version: 9,
    name: 'manage my booking guarded: one ledger, change holds, intents by purpose, exact find',
    sql: `
-- Every money movement of a booking, one row each, written in the same transaction as what caused it
-- (demo/api/ledger.mjs): amount is cash (+ captured, - refunded), held a card preauthorisation (+ made
-- or raised, - released), kept a late-cancellation fee kept (its cash stays in amount). SUM(amount)
-- equals the provider's captured minus refunded for the booking, always.
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  kind TEXT NOT NULL,
  amount REAL NOT NULL DEFAULT 0,
  held REAL NOT NULL DEFAULT 0,
  kept REAL NOT NULL DEFAULT 0,
  intent_id TEXT NOT NULL DEFAULT '',
  refund_id TEXT NOT NULL DEFAULT '',
  change_id INTEGER,
  note TEXT NOT NULL DEFAULT '',
  created INTEGER NOT NULL
);
CREATE INDEX ledger_booking ON ledger (booking_id, id);
INSERT INTO ledger (booking_id, kind, amount, intent_id, created)
  SELECT booking_id, 'payment', amount, id, created FROM intents WHERE kind = 'payment' AND status = 'succeeded';
INSERT INTO ledger (booking_id, kind, held, intent_id, created)
  SELECT booking_id, 'preauth', amount, id, created FROM intents WHERE kind = 'setup' AND status = 'succeeded';
INSERT INTO ledger (booking_id, kind, amount, intent_id, refund_id, note, created)
  SELECT booking_id, 'refund', -amount, intent_id, id, reason, created FROM refunds;
-- Refunds made before they were all recorded (an intent voided in full): one row for what is missing.
INSERT INTO ledger (booking_id, kind, amount, intent_id, note, created)
  SELECT i.booking_id, 'refund', -(i.amount_refunded - COALESCE((SELECT SUM(r.amount) FROM refunds r WHERE r.intent_id = i.id), 0)),
    i.id, 'voided', i.created FROM intents i
  WHERE i.kind = 'payment' AND i.amount_refunded > COALESCE((SELECT SUM(r.amount) FROM refunds r WHERE r.intent_id = i.id), 0) + 0.004;
-- What an intent is for: the booking's own payment, or a renter's change (manage_changes.id).
ALTER TABLE intents ADD COLUMN purpose TEXT NOT NULL DEFAULT 'booking';
ALTER TABLE intents ADD COLUMN change_id INTEGER;
-- A change waiting for its payment holds its car for the new span until hold_expires.
ALTER TABLE manage_changes ADD COLUMN amount REAL NOT NULL DEFAULT 0;
ALTER TABLE manage_changes ADD COLUMN vehicle_id INTEGER;
ALTER TABLE manage_changes ADD COLUMN location_id INTEGER;
ALTER TABLE manage_changes ADD COLUMN pickup_dt TEXT NOT NULL DEFAULT '';
ALTER TABLE manage_changes ADD COLUMN dropoff_dt TEXT NOT NULL DEFAULT '';
ALTER TABLE manage_changes ADD COLUMN hold_expires INTEGER NOT NULL DEFAULT 0;
CREATE INDEX manage_changes_hold ON manage_changes (location_id, vehicle_id, hold_expires) WHERE status = 'pending';
-- Find by the full reference too (reservation_no already has its index); both are stored upper-case.
CREATE INDEX bookings_resref ON bookings (reservation_ref);
CREATE INDEX manage_sessions_booking ON manage_sessions (booking_id);
`,
  },
  {
    version: 10,
    name: 'online check-in: drivers, licence photos, arrival, the signed agreement, the staff audit',
    sql: `
-- Every driver of a booking's check-in; main = 1 is the booking's own driver (one per booking).
CREATE TABLE checkin_drivers (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  main INTEGER NOT NULL DEFAULT 0,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  license_no TEXT NOT NULL DEFAULT '',
  license_state TEXT NOT NULL DEFAULT '',
  license_expiry TEXT NOT NULL DEFAULT '',
  created INTEGER NOT NULL,
  updated INTEGER NOT NULL
);
CREATE INDEX checkin_drivers_booking ON checkin_drivers (booking_id);
CREATE UNIQUE INDEX checkin_drivers_main ON checkin_drivers (booking_id) WHERE main = 1;
-- A licence photo: its bytes are a file of the photo store (file = its random name), never in the database.
CREATE TABLE checkin_photos (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  driver_id INTEGER NOT NULL REFERENCES checkin_drivers(id),
  side TEXT NOT NULL CHECK (side IN ('front', 'back')),
  file TEXT NOT NULL,
  type TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  review TEXT NOT NULL DEFAULT 'pending' CHECK (review IN ('pending', 'accepted', 'ask_again')),
  reason TEXT NOT NULL DEFAULT '',
  created INTEGER NOT NULL
);
CREATE UNIQUE INDEX checkin_photos_side ON checkin_photos (driver_id, side);
-- One row a booking: arrival, the agreement as signed (its exact text and version), the jobs' marks.
CREATE TABLE checkins (
  booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
  arrival_flight TEXT NOT NULL DEFAULT '',
  arrival_time TEXT NOT NULL DEFAULT '',
  arrival_note TEXT NOT NULL DEFAULT '',
  agreement_version TEXT NOT NULL DEFAULT '',
  agreement_text TEXT NOT NULL DEFAULT '',
  agreement_name TEXT NOT NULL DEFAULT '',
  agreement_address TEXT NOT NULL DEFAULT '',
  agreement_at INTEGER,
  reminder_sent INTEGER,
  purged INTEGER
);
-- Every staff view of a check-in document (a photo, the licence details), shown with the booking.
CREATE TABLE checkin_audit (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  staff TEXT NOT NULL,
  what TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX checkin_audit_booking ON checkin_audit (booking_id, id);
`,
  },
  {
    version: 11,
    name: "emails from the company: its branding, each email's sender, the calendar file's sequence",
    sql: `
-- The company's email branding as the WordPress plugin last sent it (POST /email-branding): one row;
-- without it the server's config (EMAIL_SENDER_NAME, …) and the site's defaults apply (mail/branding.mjs).
CREATE TABLE email_branding (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  sender_name TEXT NOT NULL,
  logo_url TEXT NOT NULL DEFAULT '',
  brand_colour TEXT NOT NULL,
  accent_colour TEXT NOT NULL,
  updated INTEGER NOT NULL
);
-- Who each stored email came from (the From display name and address when it was sent).
ALTER TABLE emails ADD COLUMN from_name TEXT NOT NULL DEFAULT '';
ALTER TABLE emails ADD COLUMN from_addr TEXT NOT NULL DEFAULT '';
-- The SEQUENCE of the booking's calendar file (RFC 5545): 0 as sold, raised by every change and by the
-- cancellation, so a calendar takes the newest file over the one it has.
ALTER TABLE bookings ADD COLUMN calendar_sequence INTEGER NOT NULL DEFAULT 0;
`,
  },
];
