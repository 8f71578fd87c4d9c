import { useEffect, useState } from 'react';
import type { ManageChangeRequest, ManagedBooking } from '../../api/manage';
import { branchToday } from '../../config';
import { addDays, formatTime12 } from '../../lib/dates';
import { useLatest } from '../../lib/useLatest';
import { manageMessages } from '../../messages/manage';
import { sharedMessages } from '../../messages/shared';
import { useTimeSlots } from '../../flows/search/useTimeSlots';
import { DateField } from '../../ui/DateField';
import { Select, type SelectOption } from '../../ui/Select';

const timeOptions = (slots: { time: string; disabled: boolean }[]): SelectOption[] =>
  slots.map((slot) => ({ value: slot.time, label: formatTime12(slot.time), disabled: slot.disabled }));

/** One end of the rental: the search form's calendar and its branch's slots for the chosen day. */
function DateTime(props: {
  id: string;
  labels: [string, string];
  date: string;
  onDate: (value: string) => void;
  min: string;
  range: [string, string];
  hours: { loading: boolean; slots: { time: string; disabled: boolean }[] };
  time: string;
  onTime: (value: string) => void;
}) {
  return (
    <>
      <DateField
        id={`${props.id}-date`}
        label={props.labels[0]}
        value={props.date}
        onChange={props.onDate}
        min={props.min}
        display="short"
        rangeStart={props.range[0]}
        rangeEnd={props.range[1]}
      />
      <Select
        id={`${props.id}-time`}
        label={props.labels[1]}
        placeholder={props.hours.loading ? sharedMessages.loading : manageMessages.manageSelectTime}
        options={timeOptions(props.hours.slots)}
        value={props.time}
        onChange={(event) => props.onTime(event.currentTarget.value)}
      />
    </>
  );
}

/**
 * New dates and times with the search form's own controls: the calendar (no day before today at
 * the pickup branch) and each branch's opening-hour slots for the chosen day. The server applies
 * the search's rules again (hours, past slots, 90 days, stock, age) when it re-quotes.
 */
export function useDatesRequest(booking: ManagedBooking) {
  const [pickupDate, setPickupDate] = useState(booking.pickup.date);
  const [pickupTime, setPickupTime] = useState(booking.pickup.time);
  const [returnDate, setReturnDate] = useState(booking.dropoff.date);
  const [returnTime, setReturnTime] = useState(booking.dropoff.time);
  const pickupHours = useTimeSlots(setPickupTime);
  const returnHours = useTimeSlots(setReturnTime);
  const { load: loadPickup } = pickupHours;
  const { load: loadReturn } = returnHours;
  // The time shown is kept when the branch is still open then on the new day (the search form's way).
  const keepPickup = useLatest(pickupTime);
  const keepReturn = useLatest(returnTime);
  useEffect(
    () => loadPickup(booking.pickup.code, pickupDate, keepPickup.current),
    [loadPickup, booking.pickup.code, pickupDate, keepPickup],
  );
  useEffect(
    () => loadReturn(booking.dropoff.code, returnDate, keepReturn.current),
    [loadReturn, booking.dropoff.code, returnDate, keepReturn],
  );
  const today = branchToday(booking.pickup.time_zone);

  const changePickupDate = (value: string) => {
    setPickupDate(value);
    if (value && (!returnDate || returnDate <= value)) setReturnDate(addDays(value, 1));
  };
  const complete = pickupDate && pickupTime && returnDate && returnTime;
  const request: ManageChangeRequest | null = complete
    ? { pickup_date: pickupDate, pickup_time: pickupTime, dropoff_date: returnDate, dropoff_time: returnTime }
    : null;
  const editor = (
    <fieldset className="chw-manage-dates">
      <legend>{manageMessages.manageDatesLegend}</legend>
      <DateTime
        id="chw-manage-pickup"
        labels={[manageMessages.managePickupDate, manageMessages.managePickupTime]}
        date={pickupDate}
        onDate={changePickupDate}
        min={today}
        range={[pickupDate, returnDate]}
        hours={pickupHours}
        time={pickupTime}
        onTime={setPickupTime}
      />
      <DateTime
        id="chw-manage-return"
        labels={[manageMessages.manageReturnDate, manageMessages.manageReturnTime]}
        date={returnDate}
        onDate={setReturnDate}
        min={pickupDate || today}
        range={[pickupDate, returnDate]}
        hours={returnHours}
        time={returnTime}
        onTime={setReturnTime}
      />
    </fieldset>
  );
  return { request, editor };
}
