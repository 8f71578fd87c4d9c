import type { Checkin } from '../../api/checkin';
import { branchToday } from '../../config';

/** Today in the pickup branch's zone (yyyy-mm-dd): the day the birth-date rules count from. */
export const checkinToday = (checkin: Checkin): string => branchToday(checkin.time_zone);
