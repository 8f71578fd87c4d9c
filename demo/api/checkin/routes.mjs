// @ts-check
/**
 * Online check-in, the renter's calls (under /api/v1/manage/checkin, in the manage session): the
 * state, the main driver, more drivers, licence photos (raw bytes, checked by signature), the
 * arrival and the signed agreement. Each step is saved as it is sent, so a renter can stop and
 * come back; every step answers the whole state.
 */
import { Hono } from 'hono';
import { badRequest, conflict, HttpError, notFound, readJson, str } from '../../lib/http.mjs';
import { ageOn, dateField, parseDateTime, parseHm, ymd } from '../../lib/dates.mjs';
import { clientAddress } from '../../lib/rateLimit.mjs';
import {
  CHECKIN_DRIVERS_MAX,
  CHECKIN_NOTE_MAX_LENGTH,
  CHECKIN_PHOTO_MAX_BYTES,
  FLIGHT_NUMBER_MAX_LENGTH,
  MIN_DRIVER_AGE,
  PERSON_NAME_MAX_LENGTH,
  YOUNG_DRIVER_AGE,
} from '../../lib/rules.generated.mjs';
import { readDriverDocuments } from '../booking/customer.mjs';
import { changePending, parseMeta } from '../store.mjs';
import { photoType } from './images.mjs';

/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('./state.mjs').DriverRow} DriverRow */
/** @typedef {import('./index.mjs').CheckinCore} CheckinCore */

/** The path of the photo upload: the one API call whose body is not JSON (app.mjs lets it through). */
export const PHOTO_PATH = '/api/v1/manage/checkin/photo';

/**
 * A licence's details as the checkout reads them (its rules, src/rules.json), and an expiry that
 * covers the return date (the return branch's date). @param {Record<string, unknown>} body
 * @param {(code: string) => boolean} isCountry @param {BookingRow} booking
 */
function readLicence(body, isCountry, booking) {
  const { licenseNo, licenseState } = readDriverDocuments(body, isCountry);
  if (!licenseNo) throw badRequest("Driver's License Number is required.");
  const expiry = dateField(body, 'license_expiry', 'Licence expiry date');
  const returnDate = ymd(parseDateTime(booking.dropoff_dt));
  if (expiry.text < returnDate)
    throw badRequest(`Licence expiry date: the licence must still be valid on the return date, ${returnDate}.`);
  return { licenseNo, licenseState, expiry: expiry.text };
}

/** @param {CheckinCore} core */
export function checkinRoutes(core) {
  const { ctx, q, withOpenCheckin, stateOf, photos } = core;
  const { store, clock } = ctx;
  const isCountry = (/** @type {string} */ code) => Boolean(ctx.q.countries.get(code));
  const app = new Hono();

  app.post('/', async (c) => {
    const body = await readJson(c);
    return c.json({ data: core.withBooking(body, (booking) => stateOf(booking)) });
  });

  // The main driver: the booking's own; the name is the booking's, the birth date must match it.
  app.post('/driver', async (c) => {
    const body = await readJson(c);
    const data = withOpenCheckin(body, (booking) => {
      const meta = parseMeta(booking.meta);
      const birth = dateField(body, 'birth_date', 'Birth date');
      if (body.driver_id === undefined || body.driver_id === null) {
        const { licenseNo, licenseState, expiry } = readLicence(body, isCountry, booking);
        if (birth.text !== meta.customer?.birthday)
          throw badRequest("Birth date: it must match the main driver's birth date on the booking.");
        const row = {
          booking_id: booking.id,
          main: 1,
          first_name: booking.first_name,
          last_name: booking.last_name,
          birth_date: birth.text,
          license_no: licenseNo,
          license_state: licenseState,
          license_expiry: expiry,
          now: clock.now(),
        };
        const main = /** @type {DriverRow | undefined} */ (q.mainDriver.get(booking.id));
        if (main) q.updateDriver.run({ ...row, id: main.id });
        else q.insertDriver.run(row);
        return stateOf(booking);
      }
      // Another driver: new (driver_id 0) or one of this booking's own.
      const id = Number(body.driver_id);
      if (!Number.isInteger(id) || id < 0)
        throw badRequest('driver_id must be a driver of this booking, or 0 for a new one.');
      const existing = id ? /** @type {DriverRow | undefined} */ (q.driver.get(id, booking.id)) : undefined;
      if (id && (!existing || existing.main === 1))
        throw notFound('There is no such additional driver on this booking.');
      const first = str(body, 'first_name', { max: PERSON_NAME_MAX_LENGTH, label: 'First name' });
      const last = str(body, 'last_name', { max: PERSON_NAME_MAX_LENGTH, label: 'Last name' });
      const { licenseNo, licenseState, expiry } = readLicence(body, isCountry, booking);
      const age = ageOn(birth.date, parseDateTime(booking.pickup_dt));
      if (age < MIN_DRIVER_AGE)
        throw badRequest(`Birth date: every driver must be at least ${MIN_DRIVER_AGE} years old at pick up.`);
      if (age < YOUNG_DRIVER_AGE && (store.vehicle(booking.vehicle_id)?.min_age ?? 0) >= YOUNG_DRIVER_AGE)
        throw conflict(`This car is for drivers ${YOUNG_DRIVER_AGE} and over only.`, 'Drivers 25+ only');
      const row = {
        booking_id: booking.id,
        main: 0,
        first_name: first,
        last_name: last,
        birth_date: birth.text,
        license_no: licenseNo,
        license_state: licenseState,
        license_expiry: expiry,
        now: clock.now(),
      };
      if (existing) q.updateDriver.run({ ...row, id: existing.id });
      else {
        if (q.drivers.all(booking.id).length >= CHECKIN_DRIVERS_MAX)
          throw conflict(`A booking can have at most ${CHECKIN_DRIVERS_MAX} drivers.`, 'Too many drivers');
        if (!q.mainDriver.get(booking.id)) throw conflict('Please add the main driver first.', 'Main driver first');
        // A driver the fee is owed for waits while another change waits for its payment (one at a time).
        if (ctx.driverFee.feeOf(booking, parseMeta(booking.meta), 1) && core.manage.pendingOf(booking))
          throw changePending();
        q.insertDriver.run(row);
      }
      return stateOf(booking);
    });
    return c.json({ data });
  });

  // A driver removed, with their photos. Where the booking pays the additional-driver fee for more
  // drivers than are left, the fee of the one removed goes back through a change of its own (a
  // refund, or a lower total for pay later), in the same transaction; while another change waits
  // for its payment, nothing is removed (409 change_pending).
  app.post('/driver/remove', async (c) => {
    const body = await readJson(c);
    /** @type {string[]} */
    const files = [];
    const data = withOpenCheckin(body, (booking) => {
      const driver = /** @type {DriverRow | undefined} */ (q.driver.get(Number(body.driver_id), booking.id));
      if (!driver || driver.main === 1) throw notFound('There is no such additional driver on this booking.');
      if (core.manage.pendingOf(booking)) throw changePending();
      for (const photo of /** @type {import('./state.mjs').PhotoRow[]} */ (q.photosOfDriver.all(driver.id))) {
        q.deletePhoto.run(photo.id);
        files.push(photo.file);
      }
      q.deleteDriver.run(driver.id);
      const meta = parseMeta(booking.meta);
      const need = ctx.driverFee.needed(booking, meta);
      if (need >= ctx.driverFee.paidOf(meta)) return { ...stateOf(booking), refund: 0 };
      const done = core.manage.commit(booking, { added_drivers: need }, null);
      return { ...stateOf(core.manage.bookingById(booking.id)), refund: 'refund' in done ? done.refund : 0 };
    });
    // The files go once the rows are gone for good (a refused removal keeps both).
    for (const file of files) photos.remove(file);
    return c.json({ data });
  });

  // A licence photo: the raw bytes (any Content-Type: it is never trusted), ?driver_id=&side=front|back.
  app.post('/photo', async (c) => {
    const driverId = Number(c.req.query('driver_id'));
    const side = c.req.query('side');
    if (side !== 'front' && side !== 'back') throw badRequest('side must be front or back.');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > CHECKIN_PHOTO_MAX_BYTES) throw tooLarge();
    if (!bytes.length) throw badRequest('The photo is empty.');
    const type = photoType(bytes);
    if (!type)
      throw new HttpError(415, {
        title: 'Not a photo',
        message: 'Please upload a photo of your licence as a JPEG, PNG or WebP image.',
        code: 'not_an_image',
      });
    const data = withOpenCheckin({}, (booking) => {
      const driver = /** @type {DriverRow | undefined} */ (q.driver.get(driverId, booking.id));
      if (!driver) throw notFound('There is no such driver on this booking.');
      const before = /** @type {import('./state.mjs').PhotoRow | undefined} */ (q.photoOf.get(driver.id, side));
      const file = photos.put(bytes);
      try {
        if (before) q.deletePhoto.run(before.id);
        q.insertPhoto.run({
          booking_id: booking.id,
          driver_id: driver.id,
          side,
          file,
          type,
          bytes: bytes.length,
          now: clock.now(),
        });
      } catch (error) {
        photos.remove(file);
        throw error;
      }
      if (before) photos.remove(before.file);
      return stateOf(booking);
    });
    return c.json({ data });
  });

  app.post('/arrival', async (c) => {
    const body = await readJson(c);
    const flight = str(body, 'flight_no', { required: false, max: FLIGHT_NUMBER_MAX_LENGTH, label: 'Flight number' });
    const time = str(body, 'arrival_time', { max: 5, label: 'Expected arrival time' });
    const note = str(body, 'note', { required: false, max: CHECKIN_NOTE_MAX_LENGTH, label: 'Note' });
    const minutes = parseHm(time);
    if (minutes === null) throw badRequest('Expected arrival time must be a time in the form HH:mm (24 hour).');
    const data = withOpenCheckin(body, (booking) => {
      const pickup = parseDateTime(booking.pickup_dt);
      const hours = /** @type {{ open_min: number, close_min: number } | undefined} */ (
        store.q.hours.get(booking.pickup_location_id, pickup.getUTCDay())
      );
      if (!hours || minutes < hours.open_min || minutes > hours.close_min)
        throw badRequest(
          'Expected arrival time: please choose a time within the branch opening hours on your pick-up day.',
        );
      q.arrival.run({ booking_id: booking.id, flight, time, note });
      return stateOf(booking);
    });
    return c.json({ data });
  });

  app.post('/agreement', async (c) => {
    const body = await readJson(c);
    const name = str(body, 'name', { max: 2 * PERSON_NAME_MAX_LENGTH + 1, label: 'Full name' });
    const version = str(body, 'version', { max: 64, label: 'version' });
    const address = clientAddress(c);
    const data = withOpenCheckin(body, (booking) => {
      const { agreement } = core.agreementFor(booking);
      const signed = /** @type {import('./state.mjs').CheckinRow} */ (q.checkin.get(booking.id));
      if (version !== agreement.version)
        throw new HttpError(409, {
          title: 'Agreement changed',
          message: 'The agreement has changed since you opened it. Please read it again and sign.',
          code: 'agreement_changed',
        });
      const expected = `${booking.first_name} ${booking.last_name}`;
      const norm = (/** @type {string} */ s) => s.trim().replace(/\s+/g, ' ').toLowerCase();
      if (norm(name) !== norm(expected))
        throw badRequest(`Full name: please type the main driver's full name, ${expected}, to sign.`);
      if (signed.agreement_at && signed.agreement_version === version) return stateOf(booking);
      q.sign.run({
        booking_id: booking.id,
        version,
        text: agreement.text,
        name: name.trim(),
        address,
        now: clock.now(),
      });
      core.sendReceipt(booking);
      return stateOf(booking);
    });
    return c.json({ data });
  });

  return app;
}

/** 413 with the words a renter reads. */
export const tooLarge = () =>
  new HttpError(413, {
    title: 'Too large',
    message: `The photo is larger than ${CHECKIN_PHOTO_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
    code: 'too_large',
  });
