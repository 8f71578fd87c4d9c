import { HEADER } from './facts.mjs';

/**
 * `src/islands/heights.css`: the placeholder heights (wide, and narrow below src/rules.json's
 * WIDE_MIN_WIDTH: `(--chw-narrow)`, written in by scripts/css.mjs), in the shared sheet.
 * @param {import('./facts.mjs').IslandEntry[]} list
 */
export function heightsCss(list) {
  const rule = (name, px) => `:where([data-chw-island='${name}']) { --chw-min-height: ${px}px; }`;
  return `/* ${HEADER} */
/* Placeholder heights reserved before each island mounts, so the page does not shift.
   Weak on purpose (:where): a theme may change a height. theme.css applies --chw-min-height. */
${list.map(({ island }) => rule(island.name, island.heights.desktop)).join('\n')}
@media (--chw-narrow) {
${list
  .filter(({ island }) => island.heights.narrow !== island.heights.desktop)
  .map(({ island }) => `  ${rule(island.name, island.heights.narrow)}`)
  .join('\n')}
}
`;
}
