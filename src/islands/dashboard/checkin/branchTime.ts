/**
 * An instant as the branch's wall clock reads it, the way the desk's table writes its times
 * ("01/12/2026 07:00"). The dashboard's own, not the renter's check-in formatter: sharing that
 * module split it out of the check-in island into a chunk (a round trip) of its own.
 */
export function branchTime(at: string, timeZone: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const parts = new Intl.DateTimeFormat('en-AU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A zone as the desk reads it: the city of its IANA name ("Australia/Brisbane" → "Brisbane"). */
export const zoneCity = (timeZone: string): string => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
