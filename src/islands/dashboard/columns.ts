import type { BookingOrderBy } from '../../api/types';
import type { TextField } from './bookingFields';
import { staffMessages } from '../../messages/staff';

type Field = TextField;

/** One line of a combined cell: its fields side by side, with an optional label before them. */
export interface Line {
  fields: Field[];
  label?: string;
  /** Left out of the cell where the table is narrow (the detail row still shows it). */
  wideOnly?: boolean;
  /** Between its fields (default ' · '). */
  separator?: string;
  /** The label is for screen readers only (the header names the line). */
  labelHidden?: boolean;
}

export interface Column {
  key: string;
  label: string;
  lines: Line[];
  /** The fields its header sorts by, each with its own button (named by the field's label). */
  sorts: BookingOrderBy[];
  /** The header's names of lines it cannot sort by, after its buttons. */
  unsorted?: string[];
  /** At desk widths each line keeps to one line, cut short with … (its title holds it whole). */
  clip?: boolean;
  numeric?: boolean;
}

const label = staffMessages.bookingFieldLabels;

/**
 * The table's data columns: related fields share a cell, so every column fits a 1024 px screen with no
 * sideways scroll. Every sortable field keeps its sort (a header may hold several); the detail row
 * shows every field.
 */
export const COLUMNS: Column[] = [
  {
    key: 'booking',
    label: staffMessages.columnBooking,
    lines: [{ fields: ['ID', 'Type'] }, { fields: ['ReservationNo'] }, { fields: ['TransactionDateTime'] }],
    sorts: ['ID', 'ReservationNo', 'TransactionDateTime'],
  },
  {
    key: 'customer',
    label: staffMessages.columnCustomer,
    clip: true,
    lines: [{ fields: ['FirstName', 'LastName'], separator: ' ' }, { fields: ['Email'] }, { fields: ['Phone'] }],
    sorts: ['FirstName', 'LastName', 'Email'],
  },
  {
    key: 'trip',
    label: staffMessages.columnTrip,
    clip: true,
    lines: [
      { fields: ['VehicleTypeCode'], wideOnly: true },
      // Unlabelled (the header says Pick-up; the return line is labelled): one line at desk widths.
      { fields: ['PickupLocationName', 'PickupDateTime'], separator: ', ' },
      {
        fields: ['DropoffLocationName', 'DropoffDateTime'],
        label: label.DropoffDateTime,
        separator: ', ',
        wideOnly: true,
      },
      // A request for a call has no trip: when to call is its "when" (and the customer cell stays 3 lines).
      { fields: ['CallTime'], label: staffMessages.bookingFieldLabels.CallTime },
    ],
    sorts: ['VehicleTypeCode', 'PickupLocationName', 'PickupDateTime', 'DropoffDateTime'],
  },
  {
    // The booking's status and, under it, its online check-in (an optional addition: a row without it
    // shows no second line): a column of its own would push the table past a 1024 px screen.
    key: 'status',
    label: label.Status,
    lines: [{ fields: ['Status'] }, { fields: ['CheckinStatus'], label: label.CheckinStatus, labelHidden: true }],
    sorts: ['Status'],
    // Worked out by the server from each check-in, so not sortable.
    unsorted: [label.CheckinStatus],
  },
  {
    key: 'total',
    label: label.TotalAmount,
    lines: [{ fields: ['TotalAmount'] }],
    sorts: ['TotalAmount'],
    numeric: true,
  },
];

/** Details toggle + data columns + notes and comments, agent (+ the waiting time in the "To call" view). */
export const columnCount = (toCall: boolean): number => COLUMNS.length + 3 + (toCall ? 1 : 0);
