/**
 * An instant as the branch's wall clock reads it, the way Australians write it: "3 December 2026,
 * 9:15 am". Its own formatter, not lib/clockTime's plus a date: sharing that module with the
 * booking steps split it into a chunk of its own that the checkout's load budget pays for.
 */
export function wallTime(at: string, timeZone: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}
