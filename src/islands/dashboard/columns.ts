import type { BookingOrderBy, DashboardBooking } from '../../api/types';
import { staffMessages } from '../../messages.staff';

export interface Column {
  key: keyof DashboardBooking;
  label: string;
  sort?: BookingOrderBy;
  numeric?: boolean;
}

const label = staffMessages.bookingFieldLabels;

/** The table's data columns (the detail row shows every field). */
export const COLUMNS: Column[] = [
  { key: 'ID', label: label.ID, sort: 'ID', numeric: true },
  { key: 'Type', label: label.Type },
  { key: 'ReservationNo', label: label.ReservationNo, sort: 'ReservationNo' },
  { key: 'TransactionDateTime', label: label.TransactionDateTime, sort: 'TransactionDateTime' },
  { key: 'FirstName', label: label.FirstName, sort: 'FirstName' },
  { key: 'LastName', label: label.LastName, sort: 'LastName' },
  { key: 'Email', label: label.Email, sort: 'Email' },
  { key: 'Phone', label: label.Phone },
  { key: 'VehicleTypeCode', label: label.VehicleTypeCode, sort: 'VehicleTypeCode' },
  { key: 'PickupLocationName', label: label.PickupLocationName, sort: 'PickupLocationName' },
  { key: 'PickupDateTime', label: label.PickupDateTime, sort: 'PickupDateTime' },
  { key: 'DropoffDateTime', label: label.DropoffDateTime, sort: 'DropoffDateTime' },
  { key: 'Status', label: label.Status, sort: 'Status' },
  { key: 'TotalAmount', label: label.TotalAmount, sort: 'TotalAmount', numeric: true },
];

/** Details toggle + data columns + note, agent and comments. */
export const COLUMN_COUNT = COLUMNS.length + 4;
