import { todayYmd } from '../../lib/dates';
import { messages, ownMessages } from '../../messages';
import { DateField } from '../../ui/DateField';
import { Select, type SelectOption } from '../../ui/Select';
import { STATUSES, TYPES, type DashboardView } from './dashboardView';
import type { StaffOptions } from './useStaffOptions';
import type { DateErrors } from './validateDates';
import { TIME_SLOTS } from './timeSlots';

interface Props {
  view: DashboardView;
  errors: DateErrors;
  options: StaffOptions;
  dateFromId: string;
  dateToId: string;
  onChange: (patch: Partial<DashboardView>) => void;
  onClear: () => void;
}

const timeOptions: SelectOption[] = TIME_SLOTS.map((time) => ({ label: time, value: time }));
const statusOptions: SelectOption[] = STATUSES.map((code) => ({ label: `${messages.bookingStatusLabels[code]} (${code})`, value: code }));
const typeOptions: SelectOption[] = TYPES.map((type) => ({ label: ownMessages.bookingTypeLabels[type], value: type }));

/** The filter panel; every change applies at once (page 1, no sort). */
export function FilterPanel({ view, errors, options, dateFromId, dateToId, onChange, onClear }: Props) {
  const today = todayYmd();
  const errorText = [errors.from, errors.to].filter(Boolean).join(' ');
  return (
    <form className="chw-dashboard__filters" role="search" aria-labelledby="chw-dashboard-filters-heading" onSubmit={(event) => event.preventDefault()}>
      <h3 id="chw-dashboard-filters-heading" className="chw-dashboard__subheading">
        {ownMessages.filtersHeading}
      </h3>
      <div className="chw-dashboard__filter-grid">
        <div className="chw-dashboard__datetime">
          <DateField id={dateFromId} label={ownMessages.dateFrom} value={view.dateFrom} max={today} error={errors.from} onChange={(dateFrom) => onChange({ dateFrom })} />
          <Select id="chw-dashboard-time-from" label={ownMessages.timeFrom} options={timeOptions} value={view.timeFrom} onChange={(event) => onChange({ timeFrom: event.currentTarget.value })} />
        </div>
        <div className="chw-dashboard__datetime">
          <DateField
            id={dateToId}
            label={ownMessages.dateTo}
            value={view.dateTo}
            min={view.dateFrom || undefined}
            max={today}
            error={errors.to}
            onChange={(dateTo) => onChange({ dateTo })}
          />
          <Select id="chw-dashboard-time-to" label={ownMessages.timeTo} options={timeOptions} value={view.timeTo} onChange={(event) => onChange({ timeTo: event.currentTarget.value })} />
        </div>
        <Select
          id="chw-dashboard-agent"
          label={ownMessages.filterAgent}
          placeholder={ownMessages.anyOption}
          options={options.agents.map((agent) => ({ label: `${agent.FirstName} ${agent.LastName}`.trim(), value: String(agent.ID) }))}
          value={view.agent}
          onChange={(event) => onChange({ agent: event.currentTarget.value })}
        />
        <Select
          id="chw-dashboard-vehicle"
          label={ownMessages.filterVehicle}
          placeholder={ownMessages.anyOption}
          options={options.vehicleTypes.map((type) => ({ label: type.Name, value: type.Code }))}
          value={view.vehicle}
          onChange={(event) => onChange({ vehicle: event.currentTarget.value })}
        />
        <Select
          id="chw-dashboard-status"
          label={ownMessages.filterStatus}
          placeholder={ownMessages.anyOption}
          options={statusOptions}
          value={view.status}
          onChange={(event) => onChange({ status: event.currentTarget.value as DashboardView['status'] })}
        />
        <Select
          id="chw-dashboard-note"
          label={ownMessages.filterNote}
          placeholder={ownMessages.anyOption}
          options={options.notes.map((note) => ({ label: note.Description, value: String(note.ID) }))}
          value={view.note}
          onChange={(event) => onChange({ note: event.currentTarget.value })}
        />
        <Select
          id="chw-dashboard-type"
          label={ownMessages.filterType}
          placeholder={ownMessages.anyOption}
          options={typeOptions}
          value={view.type}
          onChange={(event) => onChange({ type: event.currentTarget.value as DashboardView['type'] })}
        />
        <div className="chw-dashboard__filter-actions">
          <button type="button" className="chw-button chw-button--secondary" onClick={onClear}>
            {ownMessages.clearFilters}
          </button>
        </div>
      </div>
      {/* The errors sit under their fields; this repeats them for screen readers as they appear. */}
      <p className="chw-visually-hidden" role="alert">
        {errorText}
      </p>
    </form>
  );
}
