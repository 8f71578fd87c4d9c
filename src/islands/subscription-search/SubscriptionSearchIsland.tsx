import { assertBrowserKeepsBookings, BlockedBrowserError } from '../../flows/blockedBrowser';
import { ApiDownHelp, apiDown } from '../../flows/ApiDownHelp';
import { reportSubscriptionStarted } from '../../lib/funnel';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { getLocations } from '../../api/booking';
import { ApiError } from '../../api/client';
import { storeSubscription } from '../../api/subscription';
import { keptAttribution } from '../../lib/attribution';
import type { Location, OperationHourSlot, PaymentFrequency } from '../../api/types';
import { branchToday, getConfig } from '../../config';
import { addDays, formatTime12 } from '../../lib/dates';
import { SUBSCRIPTION_MIN_DAYS_AHEAD } from '../../rules.generated';
import { setCookie, TOKEN_COOKIE_MINUTES } from '../../lib/cookies';
import { useRequest } from '../../lib/useRequest';
import { useSubmit } from '../../lib/useSubmit';
import { internationalNumber } from '../../lib/validation';
import { searchErrorMessage } from '../../flows/searchErrorMessage';
import { searchMessages } from '../../messages/search';
import { subscriptionMessages } from '../../messages/subscription';
import { runSearch } from '../../state/loadingOverlay';
import { saveSubscription, subscription } from '../../state/subscription';
import { saveSubscriptionLiability } from '../../state/subscriptionLiability';
import { saveSubscriptionVehicles } from '../../state/subscriptionVehicles';
import { Alert } from '../../ui/Alert';
import { DateField } from '../../ui/DateField';
import { Dialog } from '../../ui/Dialog';
import { PhoneField } from '../../ui/PhoneField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { LetsGoButton } from './LetsGoButton';
import { contactPhone, savedContact } from '../../flows/savedContact';
import { forgetDeepLink, hasDeepLink, noteDropped } from '../../lib/deepLinks';
import { parseSubscriptionLink } from './subscriptionLink';
import { useOperationHours } from './useOperationHours';
import { validateSubscriptionSearch, type SubscriptionSearchValues } from './validateSubscriptionSearch';
import './SubscriptionSearch.css';

/** One empty list until the locations come, so effects on it do not run at every render. */
const NO_LOCATIONS: Location[] = [];

const frequencyOptions = [
  { label: subscriptionMessages.subWeekly, value: 'weekly' },
  { label: subscriptionMessages.subFortnightly, value: 'fortnightly' },
];

type SubscriptionLink = ReturnType<typeof parseSubscriptionLink>;

/** The stored values, with a deep link's frequency over them (its branch once the list has it). */
function initialValues(link: SubscriptionLink | undefined): SubscriptionSearchValues {
  const saved = subscription.value;
  return {
    ...savedContact(),
    paymentFrequency: link?.frequency ?? saved.paymentFrequency ?? '',
    pickupLocation: saved.pickupLocation ?? '',
    // A stored date that is now too early is dropped rather than sent (checked again per branch once the list is in).
    pickupDate:
      saved.pickupDate && saved.pickupDate >= addDays(branchToday(), SUBSCRIPTION_MIN_DAYS_AHEAD)
        ? saved.pickupDate
        : '',
    pickupTime: saved.pickupTime ?? '',
  };
}

/** The time to show from new slots: the slot marked selected, else the chosen one while still open. */
function timeFromSlots(slots: OperationHourSlot[], chosen: string): string {
  const selected = slots.find((slot) => slot.selected && !slot.disabled);
  if (selected) return selected.time;
  return slots.some((slot) => slot.time === chosen && !slot.disabled) ? chosen : '';
}

interface ErrorDialog {
  title: string;
  lines: string[];
  /** The API is down or the browser cannot hold a booking: the help line and "Request a call". */
  help?: boolean;
}

/** Subscription search (spec §2 /car-subscription). */
export function SubscriptionSearchIsland() {
  useSignals();
  const id = useId();
  // A deep link (`chw_pickup`, `chw_frequency`; ./subscriptionLink.ts) fills those two fields.
  const [link] = useState(() =>
    hasDeepLink(window.location.search) ? parseSubscriptionLink(window.location.search) : undefined,
  );
  const [values, setValues] = useState(() => initialValues(link));
  const { data: locationList, failed: locationsFailed } = useRequest('subscription-locations', (signal) =>
    getLocations({ allowsSubscription: true }, signal),
  );
  const locations = Array.isArray(locationList) ? locationList : NO_LOCATIONS;
  // Once the branches are in (or could not load), a linked branch that is one of them is chosen (adjusted
  // while rendering, as below); one that is not is noted on the console as each malformed value is,
  // never shown as an error on arrival.
  const linkSettled = Boolean(link) && (Boolean(locationList) || locationsFailed);
  const unknownBranch = link?.pickup && !locations.some((location) => location.LocationCode === link.pickup);
  const [linkChecked, setLinkChecked] = useState(false);
  if (linkSettled && !linkChecked) {
    setLinkChecked(true);
    if (link?.pickup && !unknownBranch) setValues({ ...values, pickupLocation: link.pickup });
  }
  useEffect(() => {
    if (!link || !linkSettled) return;
    const dropped = unknownBranch ? [{ param: 'chw_pickup', value: link.pickup ?? '', reason: 'no such branch' }] : [];
    [...link.dropped, ...dropped].forEach(noteDropped);
    forgetDeepLink();
  }, [link, linkSettled, unknownBranch]);
  const [dialog, setDialog] = useState<ErrorDialog | null>(null);
  const { busy, run } = useSubmit();
  const { slots, failed: hoursFailed } = useOperationHours(values.pickupDate, values.pickupLocation);
  // Spec §9: 3 days ahead of the chosen branch's today (the configured zone until one is chosen).
  const branchZone = locations.find((location) => location.LocationCode === values.pickupLocation)?.TimeZone;
  const minDate = addDays(branchToday(branchZone), SUBSCRIPTION_MIN_DAYS_AHEAD);
  // Adjusted while rendering (React's pattern for state that follows a changed value), not in an
  // effect: a date before the branch's minimum goes; new slots bring the slot marked selected, else
  // keep the chosen time while it is still offered.
  const [settled, setSettled] = useState<{ minDate: string; slots: OperationHourSlot[] } | null>(null);
  if (settled?.minDate !== minDate || settled.slots !== slots) {
    setSettled({ minDate, slots });
    const dropDate = settled?.minDate !== minDate && values.pickupDate !== '' && values.pickupDate < minDate;
    const next = dropDate ? { ...values, pickupDate: '', pickupTime: '' } : values;
    const pickupTime =
      settled?.slots !== slots && slots.length > 0 ? timeFromSlots(slots, next.pickupTime) : next.pickupTime;
    if (next !== values || pickupTime !== values.pickupTime) setValues({ ...next, pickupTime });
  }

  const set = <K extends keyof SubscriptionSearchValues>(key: K, value: SubscriptionSearchValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => {
      const failed = validateSubscriptionSearch(values);
      if (failed.length) {
        setDialog({ title: subscriptionMessages.subCheckDetails, lines: failed });
        return;
      }
      return search();
    });
  };

  /** Busy until a failure is shown; a search that went through leaves the page. */
  const search = (): Promise<boolean> => {
    const pickupLocationName =
      locations.find((location) => location.LocationCode === values.pickupLocation)?.LocationName ?? '';
    const form = { ...values, pickupLocationName, paymentFrequency: values.paymentFrequency as PaymentFrequency };
    saveSubscription(form);
    /** Stores the search and goes on to the cars; a failure comes back as the dialog's words. */
    const send = async (): Promise<ErrorDialog | undefined> => {
      try {
        assertBrowserKeepsBookings();
        const result = await storeSubscription({
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          mobile_number: internationalNumber(values.mobileCountryCode, values.mobileNumber),
          email: values.email.trim(),
          payment_frequency: form.paymentFrequency,
          pickup_location_id: values.pickupLocation,
          pickup_date: values.pickupDate,
          pickup_time: values.pickupTime,
          ...keptAttribution(),
        });
        if (!result || !Array.isArray(result.availableVehicles) || !result.subscription_token) {
          throw new ApiError({ kind: 'unexpected', message: subscriptionMessages.subSearchUnexpected });
        }
        saveSubscriptionVehicles(result.availableVehicles);
        saveSubscriptionLiability({ amount: Number(result.premium_insurance_amount) || 0, hasInsurance: false });
        setCookie('subscription_token', result.subscription_token, TOKEN_COOKIE_MINUTES);
        reportSubscriptionStarted(values.pickupLocation, form.paymentFrequency);
        window.location.assign(getConfig().routes.subscriptionCarList);
        return undefined;
      } catch (error) {
        const title = (error as { title?: unknown }).title;
        return {
          title: typeof title === 'string' && title ? title : searchMessages.errorTitleDefault,
          lines: [searchErrorMessage(error)],
          help: apiDown(error) || error instanceof BlockedBrowserError,
        };
      }
    };
    return new Promise<boolean>((settle) => {
      const failed = (failure: ErrorDialog) => {
        setDialog(failure);
        settle(false);
      };
      void runSearch(subscriptionMessages.subSearching, send, failed).then((failure) => failure || settle(true));
    });
  };

  /** A text or date field's id, value and change handler, for one of the contact values or the date. */
  const text = (key: 'firstName' | 'lastName' | 'email' | 'pickupDate') => ({
    id: `${id}-${key}`,
    value: values[key],
    onChange: (value: string) => set(key, value),
    required: true,
  });
  /** A select's id, value and change handler, for one of the search's choices. */
  const choice = <K extends 'paymentFrequency' | 'pickupLocation' | 'pickupTime'>(key: K) => ({
    id: `${id}-${key}`,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      set(key, event.currentTarget.value as SubscriptionSearchValues[K]),
    required: true,
  });
  const timeOptions = slots.map((slot) => ({
    label: formatTime12(slot.time),
    value: slot.time,
    disabled: slot.disabled,
  }));
  const locationOptions = locations.map((location) => ({ label: location.LocationName, value: location.LocationCode }));

  return (
    <form className="chw-sub-search" noValidate aria-label={subscriptionMessages.subSearchForm} onSubmit={onSubmit}>
      {(locationsFailed || hoursFailed) && <Alert tone="warning">{searchMessages.searchOptionsFailed}</Alert>}
      <div className="chw-form-grid chw-sub-search__grid">
        <TextField {...text('firstName')} label={subscriptionMessages.subFirstName} autoComplete="given-name" />
        <TextField {...text('lastName')} label={subscriptionMessages.subLastName} autoComplete="family-name" />
        <TextField {...text('email')} label={subscriptionMessages.subEmail} type="email" autoComplete="email" />
        <PhoneField
          id={`${id}-phone`}
          label={subscriptionMessages.subContactNumber}
          {...contactPhone(values, set)}
          required
        />
        <Select
          {...choice('paymentFrequency')}
          label={subscriptionMessages.subPaymentFrequency}
          placeholder={subscriptionMessages.subFrequencyPlaceholder}
          options={frequencyOptions}
        />
        <Select
          {...choice('pickupLocation')}
          label={subscriptionMessages.subPickupLocation}
          placeholder={subscriptionMessages.subLocationPlaceholder}
          options={locationOptions}
        />
        <DateField
          {...text('pickupDate')}
          label={subscriptionMessages.subPickupDate}
          min={minDate}
          display="long"
          placeholder={subscriptionMessages.subDatePlaceholder}
        />
        <Select
          {...choice('pickupTime')}
          label={subscriptionMessages.subPickupTime}
          placeholder={subscriptionMessages.subTimePlaceholder}
          options={timeOptions}
        />
      </div>
      <LetsGoButton disabled={busy} />
      <Dialog open={dialog !== null} title={dialog?.title ?? ''} role="alertdialog" onClose={() => setDialog(null)}>
        <ul className="chw-sub-search__errors">
          {dialog?.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {dialog?.help && <ApiDownHelp />}
      </Dialog>
    </form>
  );
}
