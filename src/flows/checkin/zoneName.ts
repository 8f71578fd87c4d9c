/**
 * A zone as people read it at an instant, e.g. "Brisbane (AEST)": the city of its IANA name and the
 * short name Intl gives it in Australian English (a zone with summer time changes it).
 */
export function zoneName(timeZone: string, at: string): string {
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  try {
    const short = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')?.value;
    return short ? `${city} (${short})` : city;
  } catch {
    return city;
  }
}
