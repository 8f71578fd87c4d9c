/** Dashboard time slots (spec §9): every 30 minutes 00:00 … 23:30, plus 23:59. */
export const TIME_SLOTS: readonly string[] = [
  ...Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
  '23:59',
];

export const DEFAULT_TIME_FROM = '00:00';
export const DEFAULT_TIME_TO = '23:30';
