import { staffMessages } from '../../messages/staff';
import type { DashboardView } from './dashboardView';

export interface DateErrors {
  from?: string;
  to?: string;
}

/**
 * Spec §5 dashboard and export date filters: neither date may be in the future
 * and the to-date (with its time) cannot be before the from-date (with its time).
 */
export function validateDates(
  view: Pick<DashboardView, 'dateFrom' | 'timeFrom' | 'dateTo' | 'timeTo'>,
  today: string,
): DateErrors {
  const errors: DateErrors = {};
  if (view.dateFrom && view.dateFrom > today) errors.from = staffMessages.dateInFuture;
  if (view.dateTo && view.dateTo > today) errors.to = staffMessages.dateInFuture;
  else if (view.dateFrom && view.dateTo && `${view.dateTo} ${view.timeTo}` < `${view.dateFrom} ${view.timeFrom}`) {
    errors.to = staffMessages.dateToBeforeFrom;
  }
  return errors;
}
