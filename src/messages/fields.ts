/**
 * The words of the calendar and the phone field, in a file of their own: each is loaded only when
 * the renter opens a calendar or reaches a phone field, never with the home page's first load.
 */
export const fieldMessages = {
  // The calendar (src/ui/calendar/): day names read out and its month controls
  calendarToday: 'today',
  calendarSelected: 'selected',
  calendarNav: 'Change month',
  calendarPreviousMonth: 'Previous month',
  calendarNextMonth: 'Next month',
  calendarMonth: 'Month',
  calendarYear: 'Year',
  // PhoneField (intl-tel-input's own English strings otherwise)
  phoneCountryButton: (dialCode: string, countryName: string) => `${dialCode} ${countryName}, change country`,
  phoneCountryDialog: 'Choose a country',
} as const;
