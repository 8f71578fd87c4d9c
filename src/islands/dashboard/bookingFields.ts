import type { Agent, CheckinDeskStatus, DashboardBooking, NoteOption, VehicleType } from '../../api/types';
import { ymdToDisplay } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { staffMessages } from '../../messages/staff';

export interface Lookups {
  agents: Agent[];
  notes: NoteOption[];
  /** The vehicle types: a vehicle is shown by its name, its code where the list lacks it. */
  vehicleTypes?: VehicleType[];
}

/** Every field of a dashboard booking, in the order the detail row lists them. */
export const BOOKING_FIELDS = Object.keys(
  staffMessages.bookingFieldLabels,
) as (keyof typeof staffMessages.bookingFieldLabels)[];

const MONEY = new Set<keyof DashboardBooking>([
  'TotalAmount',
  'TotalRate',
  'TotalRateAfterDiscount',
  'DiscountAmount',
  'InsuranceAmount',
  'ExtraAmount',
  'SurchargeAmount',
]);
const DATE_TIMES = new Set<keyof DashboardBooking>([
  'TransactionDateTime',
  'PickupDateTime',
  'DropoffDateTime',
  'RequestedDateTime',
]);

export const EMPTY = '—';

/** `yyyy-mm-dd HH:mm[:ss]` → `dd/mm/yyyy HH:mm`; other text as is. */
export function formatDateTime(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(text ?? '');
  const date = match && ymdToDisplay(match[1]);
  return date ? `${date} ${match[2]}` : text;
}

/** An agent's first and last name. */
export const fullName = (agent: Agent): string => `${agent.FirstName} ${agent.LastName}`.trim();

export const agentName = (agents: Agent[], id: number | null): string => {
  const agent = id === null ? undefined : agents.find((item) => item.ID === id);
  return agent ? fullName(agent) : id === null ? '' : `#${id}`;
};

export const noteText = (notes: NoteOption[], id: number | null): string => {
  const note = id === null ? undefined : notes.find((item) => item.ID === id);
  return note ? note.Description : id === null ? '' : `#${id}`;
};

/** The status labels: the spec's, and X (cancelled by the renter online, an optional addition). */
export const STATUS_LABELS: Record<string, string> = {
  ...staffMessages.bookingStatusLabels,
  X: staffMessages.bookingStatusRenterCancelled,
};

/** The check-in statuses' words: every status has its label and every label is a status (else a type error). */
export const CHECKIN_STATUS_LABELS: Record<CheckinDeskStatus, string> &
  Record<Exclude<keyof typeof staffMessages.deskCheckinStatusLabels, CheckinDeskStatus>, never> =
  staffMessages.deskCheckinStatusLabels;

export const statusText = (status: string): string =>
  status in STATUS_LABELS ? `${STATUS_LABELS[status]} (${status})` : status;

/** The fields shown as text: all but `Quote`, which the detail row offers as a link to copy. */
export type TextField = Exclude<keyof DashboardBooking, 'Quote'>;

/** A field's value as display text ('—' when empty); always plain text, never markup. */
export function formatField(row: DashboardBooking, key: TextField, lookups: Lookups): string {
  const value = row[key];
  let text: string;
  if (value === null || value === undefined || value === '') text = '';
  else if (MONEY.has(key)) text = formatMoney(Number(value));
  else if (DATE_TIMES.has(key)) text = formatDateTime(String(value));
  else if (key === 'Status') text = statusText(String(value));
  else if (key === 'CheckinStatus') text = CHECKIN_STATUS_LABELS[value as CheckinDeskStatus] ?? String(value);
  else if (key === 'Type') text = staffMessages.bookingTypeLabels[value as DashboardBooking['Type']] ?? String(value);
  else if (key === 'PaymentType') text = staffMessages.paymentTypeLabels[value as 'N' | 'L'] ?? String(value);
  else if (key === 'Note') text = noteText(lookups.notes, row.Note);
  else if (key === 'UserID') text = agentName(lookups.agents, row.UserID);
  else if (key === 'VehicleTypeCode' && lookups.vehicleTypes)
    text = lookups.vehicleTypes.find((type) => type.Code === value)?.Name ?? String(value);
  else text = String(value);
  return text || EMPTY;
}
