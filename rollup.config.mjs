import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjsPlugin from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replacePlugin from '@rollup/plugin-replace';
import terserPlugin from '@rollup/plugin-terser';
import typescriptPlugin from '@rollup/plugin-typescript';
import { chwCss } from './scripts/css.mjs';

// These four plugins' types say `export default` in packages without "type": "module", so under NodeNext
// TypeScript reads the default import as a CommonJS namespace (rollup/plugins#1329, still open as #2024).
// Node loads their ES builds, whose default export is the plugin itself: the casts only say so.
const commonjs = /** @type {typeof commonjsPlugin.default} */ (/** @type {unknown} */ (commonjsPlugin));
const replace = /** @type {typeof replacePlugin.default} */ (/** @type {unknown} */ (replacePlugin));
const terser = /** @type {typeof terserPlugin.default} */ (/** @type {unknown} */ (terserPlugin));
const typescript = /** @type {typeof typescriptPlugin.default} */ (/** @type {unknown} */ (typescriptPlugin));

/**
 * The widget bundle. `npm run build` ships the Preact build (react → preact/compat)
 * into wp-plugin/assets/; `npm run build:react` (CHW_RUNTIME=react) builds the
 * same code with real React into dist-react/.
 */
const useReact = process.env.CHW_RUNTIME === 'react';
// CHW_OUT_DIR lets parallel work build elsewhere without touching the shipped folder.
const outDir = process.env.CHW_OUT_DIR || (useReact ? 'dist-react' : 'wp-plugin/assets');
/** @param {string} path */
const local = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Aliases of the shipped runtime (docs/testing.md "Machine facts": signals-react → signals, runtime → no-op). */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^@preact\/signals-react\/runtime$/, replacement: local('./src/runtime/useSignalsNoop.ts') },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
];

/**
 * Writes chw-events.d.ts beside the bundle: the host events' names and details
 * (src/lib/hostEvents.ts) as declarations for the site's own scripts.
 * @returns {import('rollup').Plugin}
 */
function hostEventTypes() {
  return {
    name: 'chw-host-event-types',
    async generateBundle() {
      const { readFile } = await import('node:fs/promises');
      const ts = (await import('typescript')).default;
      const source = await readFile(local('./src/lib/hostEvents.ts'), 'utf8');
      const { outputText } = ts.transpileDeclaration(source, { compilerOptions: { strict: true } });
      this.emitFile({ type: 'asset', fileName: 'chw-events.d.ts', source: outputText });
    },
  };
}

/** The style sheets chwCss wrote: {shared, islands: {name: [files]}}. */
/** @type {import('./scripts/css.mjs').Sheets} */
let sheets = { shared: null, islands: {} };

/**
 * Writes manifest.json: the entry, every JS file, the modules to preload (`preload`:
 * after the entry, on every island page; `islands.<name>.js`: the island's own), the
 * style sheets (`css`: the shared sheet every page with an island links;
 * `islands.<name>.css`: the island's own sheets, linked only where the island is),
 * and a version hash.
 * @returns {import('rollup').Plugin}
 */
function manifest() {
  return {
    name: 'chw-manifest',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => name.endsWith('.js'))
        .sort();
      const entry = files.find((name) => bundle[name].type === 'chunk' && bundle[name].isEntry);
      const css = sheets.shared ? [sheets.shared] : [];
      /** @type {Record<string, { css: string[], js?: string[], first?: string[] }>} */
      const islands = Object.fromEntries(Object.entries(sheets.islands).map(([name, list]) => [name, { css: list }]));
      // modulepreload lists (the slow-phone load budget): `preload`, what every island page needs after the entry (the
      // mounter, the runtime, the shared state); `islands.<name>.js`, the island's own chunks (its
      // chunk, everything that chunk imports statically, what its index.ts imports dynamically for
      // its first paint, e.g. the sanitiser, and its prefetch.ts; `first` of them what prefetch.ts
      // needs). A page preloads them all at once, `first` first.
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      /** @param {string} id */
      const chunkOf = (id) => chunks.find((chunk) => chunk.moduleIds.includes(id))?.fileName;
      // A chunk's `imports` name only chunks.
      /** @param {string} name */
      const chunkNamed = (name) => /** @type {import('rollup').OutputChunk} */ (bundle[name]);
      /** @param {Array<string | undefined>} start */
      const closure = (start) => {
        /** @type {Set<string>} */
        const seen = new Set();
        /** @param {string | undefined} name */
        const visit = (name) => {
          if (!name || seen.has(name) || !bundle[name]) return;
          seen.add(name);
          for (const next of chunkNamed(name).imports) visit(next);
        };
        for (const name of start) visit(name);
        return seen;
      };
      // The chunk that holds the mounter (its own, or the shared 'state' chunk it is put in).
      const mounter = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => /[\\/]src[\\/]runtime[\\/]mountIslands\.tsx$/.test(id)),
      );
      const preload = [...closure([...chunkNamed(entry).imports, mounter?.fileName])]
        .filter((name) => name !== entry)
        .sort();
      for (const id of this.getModuleIds()) {
        const match = /[\\/]src[\\/]islands[\\/]([^\\/]+)[\\/](?:index|prefetch)\.ts$/.exec(id);
        if (!match) continue;
        const info = this.getModuleInfo(id);
        const start = [chunkOf(id), ...(info?.dynamicallyImportedIds ?? []).map(chunkOf)];
        const own = [...closure(start)].filter((name) => name !== entry && !preload.includes(name)).sort();
        const island = islands[match[1]] ?? { css: [] };
        islands[match[1]] = { ...island, js: [...new Set([...(island.js ?? []), ...own])].sort() };
        // `first`: what the island's prefetch.ts needs (its chunk and the API client), to be fetched
        // before anything else, so its API calls start as early as they can.
        if (id.endsWith('prefetch.ts'))
          islands[match[1]].first = [...closure([chunkOf(id)])].filter((name) => name !== entry).sort();
      }
      const hash = createHash('sha256');
      for (const name of [...files, ...css, ...Object.values(sheets.islands).flat()]) hash.update(name);
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify({ version: hash.digest('hex').slice(0, 12), entry, files, preload, css, islands, runtime: useReact ? 'react' : 'preact' }, null, 2)}\n`,
      });
    },
  };
}

/** What src/runtime/reactDefault.ts gives react-day-picker as its default `React`. */
const DAY_PICKER_REACT = new Set(['createElement', 'useEffect', 'useRef']);
const dayPicker = /[\\/]node_modules[\\/]react-day-picker[\\/]/;

/**
 * react-day-picker reads React through its default export (`React.createElement`): in the Preact build
 * its `react` is src/runtime/reactDefault.ts, so preact/compat's default object (every export of
 * compat) is not bundled (1.3 KB gzip off the first chunk of every page). A version that reads
 * another member through `React.` fails the build instead of the calendar.
 * @returns {import('rollup').Plugin}
 */
function reactDefaultForDayPicker() {
  return {
    name: 'chw-react-default',
    resolveId(source, importer) {
      if (source === 'react' && importer && dayPicker.test(importer)) return local('./src/runtime/reactDefault.ts');
      return null;
    },
    transform(code, id) {
      if (!dayPicker.test(id)) return null;
      for (const [, member] of code.matchAll(/\bReact\.(\w+)/g))
        if (!DAY_PICKER_REACT.has(member))
          this.error(`react-day-picker reads React.${member}: add it to src/runtime/reactDefault.ts`);
      return null;
    },
  };
}

/** @type {import('rollup').RollupOptions} */
export default {
  input: 'src/main.ts',
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: 'main-[hash].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // Hex, not base64: each file name in an import compresses to fewer bits under gzip.
    hashCharacters: 'hex',
    // Fewer, larger shared chunks: over HTTP/1.1 a browser fetches six files at a time, so
    // each further small file can cost a round trip however early it is preloaded, and every file
    // pays its own gzip overhead. The persistence helper, the search's slice, the mounter's small UI
    // parts and the islands' common helpers (lazyOnce, useRequest, afterNextPaint, useOutsidePress,
    // and so compat) load on every island page anyway, and so does the API client. The slices only the booking
    // steps or the subscription pages read have a chunk each ('steps', 'state-subscription'),
    // so the home page (its 28 KB budget in docs/conventions.md) does not download them; each slice is still one
    // module in one chunk, so all islands of a page share one copy.
    manualChunks: (id) => {
      const path = id.replace(/\\/g, '/');
      // The entry's own imports and what every island's prefetch.ts needs before any UI code: the
      // config (and its date helpers), the API client, and the small pure helpers they and the
      // prefetches share (isRecord, sameShape, Web Storage, a placeholder's props), and the words for
      // the client's failures (flows/apiErrorText: its own file cost the home page 0.2 KB). All in the one
      // 'client' chunk, which imports no other: the entry runs, and the first API calls start, as
      // soon as it arrives, never after the larger 'state' chunk (the slow-phone load budget).
      if (
        /\/src\/lib\/(dates|isRecord|sameShape|webStorage|parseAttributes|lazyOnce)\.ts$|\/src\/islands\/placeholderProps\.ts$|\/src\/api\/(client|prefetch|booking)\.ts$|\/src\/flows\/apiErrorText\.ts$/.test(
          path,
        )
      )
        return 'client';
      // The submit-once hook and the reveal (scroll and focus) it uses: every form's pair, one file
      // rather than two on the home page and each step (a gzip frame and an import saved on each).
      if (/\/src\/lib\/use(Submit|Reveal)\.ts$/.test(path)) return 'useSubmit';
      // What the search island's prefetch.ts needs (it reads the placeholder's variant): one file, fetched first.
      if (/\/src\/islands\/search\/prefetch\.ts$|\/src\/flows\/search\/searchVariant\.ts$/.test(path))
        return 'search-start';
      if (/\/src\/state\/subscription[A-Za-z]*\.ts$/.test(path)) return 'state-subscription';
      // Old stored state's migrations load only for a browser that holds such state.
      if (path.endsWith('/src/state/persistMigrations.ts')) return 'state-migrations';
      if (
        /\/src\/state\/(bookingHold|bookingProblem|pendingPayment|reservation|booking|cars|selectedCar|selectOptions|selectedLiability|calculation|quote)\.ts$|\/src\/lib\/(fingerprint|intentId)\.ts$|\/src\/api\/bookingSteps\.ts$/.test(
          path,
        )
      )
        return 'steps';
      if (
        /\/src\/state\/[^/]+\.ts$|\/src\/lib\/(useRequest|useLatest|afterNextPaint)\.ts$|\/src\/ui\/useOutsidePress\.ts$|\/src\/ui\/(Skeleton|Spinner|Alert|FieldError|HelpLine|ReloadHelp)\.tsx$|\/src\/lib\/phoneDisplay\.ts$|\/src\/messages\/help\.ts$|\/src\/flows\/LoadingOverlay\.tsx$|\/src\/islands\/types\.ts$|\/src\/runtime\/[^/]+\.tsx?$|\/node_modules\/clsx\/|\/node_modules\/preact\/compat\/client\.mjs$/.test(
          path,
        )
      )
        return 'state';
      // Small modules the booking steps share (each under 1.3 KB gzip), with the booking steps' slices
      // above: one file instead of a dozen requests and gzip frames (each further file on a step page
      // cost the slow phone about one 400 ms round trip on a busy HTTP/1.1 connection). Nothing here is
      // in the home page's first load or its search.
      if (
        /\/src\/lib\/(leads|longDates|money|sessionDraft|validation|fieldErrors|useRetryWhenOnline|funnel|rentalDays)\.ts$|\/src\/ui\/(TextField|RetryWhenOnline|DisclosureButton)\.tsx$|\/src\/messages\/(booking|fields)\.ts$|\/src\/flows\/(useHoldRenewal|useReloadWhenRestored|prefetchCalculation|registerBookingPayment|chooseCar|knownContact|renterNameRules|validateBirthday|ApiDownHelp)\.tsx?$/.test(
          path,
        )
      )
        return 'steps';
      return undefined;
    },
    sourcemap: false,
  },
  // Start from an empty folder so stale chunks never ship.
  plugins: [
    {
      name: 'chw-clean',
      async buildStart() {
        const { rm } = await import('node:fs/promises');
        await rm(outDir, { recursive: true, force: true });
      },
    },
    ...(useReact ? [] : [reactDefaultForDayPicker(), alias({ entries: preactAliases })]),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    typescript({
      tsconfig: './tsconfig.json',
      noEmit: false,
      outDir,
      declaration: false,
      sourceMap: false,
      include: ['src/**/*.ts', 'src/**/*.tsx'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    }),
    chwCss({
      onSheets: (result) => {
        sheets = result;
      },
    }),
    terser({ format: { comments: false }, compress: { passes: 2 } }),
    hostEventTypes(),
    manifest(),
  ],
};
