import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HEADER, ISLANDS_DIR, ROOT } from './facts.mjs';

/**
 * `src/islands/registry.ts`: name → lazy import of `./<name>/index` (the mounter's registry), and
 * the islands with a `prefetch.ts`.
 * @param {import('./facts.mjs').IslandEntry[]} list
 */
export function registryTs(list) {
  const key = (name) => (/^[a-z]+$/.test(name) ? name : `'${name}'`);
  const lines = list.map(({ island }) => `  ${key(island.name)}: () => import('./${island.name}/index'),`);
  // Islands with a prefetch.ts: the entry starts their first API calls beside their chunk.
  const early = list.filter(({ folder }) => existsSync(join(ROOT, ISLANDS_DIR, folder, 'prefetch.ts')));
  const prefetchLines = early.map(
    ({ island, folder }) => `  ${key(island.name)}: () => import('./${folder}/prefetch'),`,
  );
  return `// ${HEADER}
import type { IslandLoader } from './types';
// The placeholder heights (island.json "heights"), in the shared sheet every island page links.
import './heights.css';

/**
 * The one island registry: name → lazy module (one chunk per island, loaded only where its
 * placeholder is). The mounter never names an island. To change how islands load (e.g.
 * modulepreload from the manifest), change the template in scripts/islands.mjs.
 */
export const islands: Record<string, IslandLoader> = {
${lines.join('\n')}
};

/**
 * Islands whose first API calls need no rendering (\`./<name>/prefetch.ts\` exports \`start(placeholder)\`,
 * given the island's placeholder for its props): the entry starts them while the island's chunk
 * downloads, and the component takes the answers (src/api/prefetch.ts).
 */
export const prefetch: Record<string, () => Promise<{ start(placeholder: HTMLElement): void }>> = {
${prefetchLines.join('\n')}
};
`;
}
