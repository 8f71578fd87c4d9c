/**
 * A form that starts empty on load (the search on home, spec §2) kept across the reload its Reload
 * button starts (ui/ReloadHelp: a code file did not arrive), in this tab's history entry
 * (`history.state`), which a reload keeps.
 */

/** Where keepForReload puts a form in this tab's history entry (`history.state`), which a reload keeps. */
const KEPT = 'chwKept';

/** Keeps `value` for the reload the Reload button starts: a form that starts empty on load takes it back. */
export const keepForReload = (value: object): void =>
  history.replaceState({ ...(history.state as object | null), [KEPT]: value }, '');

/** What keepForReload kept, read once (then forgotten): `undefined` when nothing was kept. */
export function keptForReload(): unknown {
  const state = history.state as Record<string, unknown> | null;
  const kept = state?.[KEPT];
  if (kept !== undefined) history.replaceState({ ...state, [KEPT]: undefined }, '');
  return kept;
}
