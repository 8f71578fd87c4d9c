import { memo } from 'react';
import { staffMessages } from '../../messages/staff';
import { DateField } from '../../ui/DateField';
import { Select, type SelectOption } from '../../ui/Select';
import { CHECKIN_STATUS_LABELS, fullName, statusText } from './bookingFields';
import { CHECKIN_STATUSES, sameFilters, STATUSES, TYPES, type DashboardView } from './dashboardView';
import type { StaffOptions } from './useStaffOptions';
import type { DateErrors } from './validateDates';
import { TIME_SLOTS } from './timeSlots';

interface Props {
  view: DashboardView;
  /** The configured zone's today (yyyy-mm-dd): the latest date either field takes. */
  today: string;
  errors: DateErrors;
  options: StaffOptions;
  onChange: (patch: Partial<DashboardView>) => void;
  onClear: () => void;
}

/** The date field of either end of the range (the screen focuses the first one in error). */
export const dateFieldId = (end: keyof DateErrors) => `chw-dashboard-date-${end}`;

/** The range's two ends, each a date and a time (the "to" date offers none before the "from"). */
const ENDS = [
  {
    end: 'from',
    date: 'dateFrom',
    time: 'timeFrom',
    dateLabel: staffMessages.dateFrom,
    timeLabel: staffMessages.timeFrom,
  },
  { end: 'to', date: 'dateTo', time: 'timeTo', dateLabel: staffMessages.dateTo, timeLabel: staffMessages.timeTo },
] as const;

const timeOptions: SelectOption[] = TIME_SLOTS.map((time) => ({ label: time, value: time }));
const statusOptions: SelectOption[] = STATUSES.map((code) => ({ label: statusText(code), value: code }));
const checkinOptions: SelectOption[] = CHECKIN_STATUSES.map((status) => ({
  label: CHECKIN_STATUS_LABELS[status],
  value: status,
}));
const typeOptions: SelectOption[] = TYPES.map((type) => ({
  label: staffMessages.bookingTypeLabels[type],
  value: type,
}));

/**
 * Props alike for the panel: the same filters and date errors (by value), the rest the same
 * (today is a string). A sort or a page change then leaves the panel (two time lists of 48, the
 * option lists, two date fields) as it is, instead of rendering it again before the next paint
 * (INP).
 */
function samePanel(before: Props, after: Props): boolean {
  return (Object.keys(after) as (keyof Props)[]).every((key) =>
    key === 'view'
      ? sameFilters(before.view, after.view)
      : key === 'errors'
        ? before.errors.from === after.errors.from && before.errors.to === after.errors.to
        : before[key] === after[key],
  );
}

/** The filter panel; every change applies at once (page 1, no sort). */
export const FilterPanel = memo(function FilterPanel({ view, today, errors, options, onChange, onClear }: Props) {
  const errorText = [errors.from, errors.to].filter(Boolean).join(' ');
  // Values come from these option lists (or the URL parser), so each is one the view allows.
  const selects: {
    key: 'agent' | 'vehicle' | 'status' | 'checkin' | 'note' | 'type';
    label: string;
    options: SelectOption[];
  }[] = [
    {
      key: 'agent',
      label: staffMessages.filterAgent,
      options: options.agents.map((agent) => ({ label: fullName(agent), value: String(agent.ID) })),
    },
    {
      key: 'vehicle',
      label: staffMessages.filterVehicle,
      options: options.vehicleTypes.map((type) => ({ label: type.Name, value: type.Code })),
    },
    { key: 'status', label: staffMessages.filterStatus, options: statusOptions },
    { key: 'checkin', label: staffMessages.bookingFieldLabels.CheckinStatus, options: checkinOptions },
    {
      key: 'note',
      label: staffMessages.filterNote,
      options: options.notes.map((note) => ({ label: note.Description, value: String(note.ID) })),
    },
    { key: 'type', label: staffMessages.filterType, options: typeOptions },
  ];
  return (
    <form
      className="chw-dashboard__filters"
      role="search"
      aria-labelledby="chw-dashboard-filters-heading"
      onSubmit={(event) => event.preventDefault()}
    >
      <h3 id="chw-dashboard-filters-heading" className="chw-dashboard__subheading">
        {staffMessages.filtersHeading}
      </h3>
      <div className="chw-dashboard__filter-grid">
        {ENDS.map(({ end, date, time, dateLabel, timeLabel }) => (
          <div key={end} className="chw-dashboard__datetime">
            <DateField
              id={dateFieldId(end)}
              label={dateLabel}
              value={view[date]}
              min={end === 'to' ? view.dateFrom || undefined : undefined}
              max={today}
              error={errors[end]}
              onChange={(value) => onChange({ [date]: value })}
            />
            <Select
              id={`chw-dashboard-time-${end}`}
              label={timeLabel}
              options={timeOptions}
              value={view[time]}
              onChange={(event) => onChange({ [time]: event.currentTarget.value })}
            />
          </div>
        ))}
        {selects.map(({ key, label, options: list }) => (
          <Select
            key={key}
            id={`chw-dashboard-${key}`}
            label={label}
            placeholder={staffMessages.anyOption}
            options={list}
            value={view[key]}
            onChange={(event) => onChange({ [key]: event.currentTarget.value })}
          />
        ))}
        <div className="chw-dashboard__filter-actions">
          <button type="button" className="chw-button chw-button--secondary" onClick={onClear}>
            {staffMessages.clearFilters}
          </button>
        </div>
      </div>
      {/* The errors sit under their fields; this repeats them for screen readers as they appear. */}
      <p className="chw-visually-hidden" role="alert">
        {errorText}
      </p>
    </form>
  );
}, samePanel);
