import type { CountryGroup } from '../api/types';
import { bookingMessages } from '../messages/booking';
import type { SelectGroup } from '../ui/Select';

/** GET /countries groups as select groups: the first is Australia, the rest Outside Australia (spec §3). */
export function countryGroups(groups: CountryGroup[]): SelectGroup[] {
  const [first, ...rest] = groups;
  if (!first) return [];
  const toOptions = (group: CountryGroup) =>
    group.options.map((country) => ({ label: country.Name, value: country.Code }));
  const result: SelectGroup[] = [{ label: bookingMessages.australia, options: toOptions(first) }];
  const outside = rest.flatMap(toOptions);
  if (outside.length) result.push({ label: bookingMessages.outsideAustralia, options: outside });
  return result;
}
