import { HEADER } from './facts.mjs';

/**
 * `src/islands/<name>/attributes.generated.ts`: an island's attribute rules for `parseAttributes`
 * (src/lib/parseAttributes.ts), in its own folder so its chunk carries only its own: the rules the
 * shortcode (Shortcodes.php) and the demo pages apply too, so the three never disagree. Only what parsing needs; labels and help stay in
 * island.json for the editor.
 * @param {import('./facts.mjs').IslandFacts} island
 */
export function attributesTs(island) {
  const entries = Object.entries(island.attributes).map(([name, attr]) => {
    const rule = {
      ...(attr.enum ? { enum: attr.enum } : {}),
      ...(attr.pattern ? { pattern: attr.pattern } : {}),
      ...(attr.maxLength ? { maxLength: attr.maxLength } : {}),
      ...(attr.case ? { case: attr.case } : {}),
    };
    return `  ${name}: ${JSON.stringify(rule)},`;
  });
  const body = entries.length ? `{\n${entries.join('\n')}\n}` : '{}';
  return `// ${HEADER}
import type { AttributeRules } from '../../lib/parseAttributes';

/** The ${island.name} island's attributes (island.json beside this file). */
export const attributes = ${body} as const satisfies AttributeRules;
`;
}
