/**
 * The instant every suite's clocks start at, unless a test moves them: the demo API tests, the e2e
 * and visual suites (server and pages) and the WordPress suites. Tuesday 1 December 2026, 7:00 am
 * in Brisbane (8:00 in Sydney and Melbourne), before any branch's 10:00 slot. One value, so a slot
 * or a date asserted in one suite means the same in every other.
 */
export const TEST_NOW = '2026-12-01T07:00:00+10:00';
