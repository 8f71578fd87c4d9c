import { reportLead } from '../../lib/leads';
import { useRef, useState } from 'react';
import type { Car } from '../../api/types';
import { phoneBooking } from '../../api/bookingSteps';
import { ApiError } from '../../api/client';
import { cars, saveCars } from '../../state/cars';
import { getConfig } from '../../config';
import { getCookie, removeCookie } from '../../lib/cookies';
import { useSubmit } from '../../lib/useSubmit';
import { internationalNumber } from '../../lib/validation';
import { sharedMessages } from '../../messages/shared';
import { bookingMessages } from '../../messages/booking';
import { vehicleMessages } from '../../messages/vehicles';
import { Dialog } from '../../ui/Dialog';
import { PhoneBookingFields } from './PhoneBookingFields';
import type { FormErrors } from '../../flows/contactRules';
import { validatePhoneBooking, type PhoneBookingForm } from './validatePhoneBooking';

/** spec §9: home 500 ms after the thank-you is closed. */
export const RETURN_HOME_DELAY_MS = 500;
/** spec §9: default phone country au (dial 61). */
const DEFAULT_DIAL_CODE = '61';

/** The car as the list shows one that has sold out. */
const markSoldOut = (car: Car): Car => ({ ...car, status: false, unavailable_reason: 'sold_out' });

const emptyForm = (): PhoneBookingForm => ({ firstName: '', lastName: '', email: '', mobile: '', terms: false });

/**
 * The book-by-phone modal (spec §2, §4, §5): the form, then the thank-you (or, when the car sold
 * out meanwhile, 'Vehicle Unavailable' and back to the list, where the car is now marked sold out).
 * Closing after a request was sent drops the booking token and goes home,
 * since that booking now belongs to the call centre. Open while `car` is set.
 */
export function PhoneBookingDialog({ car, onClose }: { car: Car | null; onClose: () => void }) {
  const [form, setForm] = useState(emptyForm);
  const [dialCode, setDialCode] = useState(DEFAULT_DIAL_CODE);
  const [errors, setErrors] = useState<FormErrors<PhoneBookingForm>>({});
  const [status, setStatus] = useState<'form' | 'failed' | 'sent' | 'soldOut'>('form');
  const { busy: sending, run } = useSubmit();
  const firstField = useRef<HTMLInputElement>(null);
  // The last car stays named while the dialog fades out (state from the previous render, not a ref read in render).
  const [lastCar, setLastCar] = useState<Car | null>(car);
  if (car && car !== lastCar) setLastCar(car);

  const close = () => {
    // The answer decides what closing means (stay, or go home): wait for it.
    if (sending) return;
    if (status === 'sent') {
      removeCookie('booking_token');
      window.setTimeout(() => window.location.assign(getConfig().routes.home), RETURN_HOME_DELAY_MS);
    } else if (status === 'failed' || status === 'soldOut') {
      // What was typed stays; the failure message is for the attempt that failed.
      setStatus('form');
    }
    onClose();
  };

  const submit = () =>
    run(() => {
      const target = car ?? lastCar;
      if (!target) return;
      const found = validatePhoneBooking(form);
      setErrors(found);
      if (Object.keys(found).length) return;
      return send(target);
    });

  const send = async (target: Car) => {
    // The failure message is for the attempt that failed: hidden while the next one is on its way.
    setStatus('form');
    try {
      await phoneBooking({
        booking_token: getCookie('booking_token'),
        vehicle_id: target.id,
        first_name: form.firstName.trim(),
        last_name: form.lastName.trim(),
        email: form.email.trim(),
        mobile_number: internationalNumber(dialCode, form.mobile),
      });
      setStatus('sent');
      reportLead({ source: 'phone_booking', vehicleId: target.id });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'sold_out') {
        // Sold while the renter was typing: the list behind says so, and the other cars stay to choose from.
        saveCars(cars.value.map((item) => (item.id === target.id ? markSoldOut(item) : item)));
        setStatus('soldOut');
      } else setStatus('failed');
    }
  };

  const sent = status === 'sent';
  const soldOut = status === 'soldOut';
  return (
    <Dialog
      open={car !== null}
      title={
        sent
          ? bookingMessages.thankYou
          : soldOut
            ? vehicleMessages.vehicleUnavailable
            : vehicleMessages.phoneBookingTitle
      }
      onClose={close}
      initialFocus={sent ? undefined : firstField}
      size="medium"
      footer={
        sent || soldOut ? (
          <button type="button" className="chw-button" onClick={close}>
            {soldOut ? vehicleMessages.chooseAnotherCar : sharedMessages.close}
          </button>
        ) : (
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus out of the dialog.
          <button
            type="submit"
            form="chw-phone-booking-form"
            className="chw-button chw-phone-booking__submit"
            aria-disabled={sending || undefined}
          >
            {vehicleMessages.phoneBookingSubmit}
          </button>
        )
      }
    >
      {sent ? (
        <div className="chw-phone-booking__thanks" role="status">
          <p>{bookingMessages.phoneBookingCallBack}</p>
          <p>{bookingMessages.callCentreHours}</p>
        </div>
      ) : soldOut ? (
        <div className="chw-phone-booking__sold-out" role="alert">
          <p className="chw-phone-booking__car">{(car ?? lastCar)?.name ?? ''}</p>
          <p>{vehicleMessages.phoneBookingSoldOut}</p>
        </div>
      ) : (
        <PhoneBookingFields
          formId="chw-phone-booking-form"
          firstField={firstField}
          carName={(car ?? lastCar)?.name ?? ''}
          form={form}
          errors={errors}
          failed={status === 'failed'}
          onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
          onDialCodeChange={setDialCode}
          onSubmit={() => void submit()}
        />
      )}
    </Dialog>
  );
}
