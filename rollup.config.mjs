import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { chwCss } from './scripts/css.mjs';

/**
 * The widget bundle. `npm run build` ships the Preact build (react → preact/compat)
 * into wp-plugin/assets/; `npm run build:react` (CHW_RUNTIME=react) builds the
 * same code with real React into dist-react/.
 */
const useReact = process.env.CHW_RUNTIME === 'react';
// CHW_OUT_DIR lets parallel work build elsewhere without touching the shipped folder.
const outDir = process.env.CHW_OUT_DIR || (useReact ? 'dist-react' : 'wp-plugin/assets');
const local = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Aliases of the shipped runtime (toolchain.md: signals-react → signals, runtime → no-op). */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^@preact\/signals-react\/runtime$/, replacement: local('./src/runtime/useSignalsNoop.ts') },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
];

/** The style sheets chwCss wrote: {shared, islands: {name: [files]}}. */
let sheets = { shared: null, islands: {} };

/**
 * Writes manifest.json: the entry, every JS file, the style sheets (`css`: the
 * shared sheet every page with an island links; `islands.<name>.css`: the
 * island's own sheets, linked only where the island is), and a version hash.
 */
function manifest() {
  return {
    name: 'chw-manifest',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => name.endsWith('.js')).sort();
      const entry = files.find((name) => bundle[name].type === 'chunk' && bundle[name].isEntry);
      const css = sheets.shared ? [sheets.shared] : [];
      const islands = Object.fromEntries(Object.entries(sheets.islands).map(([name, list]) => [name, { css: list }]));
      const hash = createHash('sha256');
      for (const name of [...files, ...css, ...Object.values(sheets.islands).flat()]) hash.update(name);
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify({ version: hash.digest('hex').slice(0, 12), entry, files, css, islands, runtime: useReact ? 'react' : 'preact' }, null, 2)}\n`,
      });
    },
  };
}

export default {
  input: 'src/main.ts',
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: 'main-[hash].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
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
    ...(useReact ? [] : [alias({ entries: preactAliases })]),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    typescript({ tsconfig: './tsconfig.json', noEmit: false, outDir, declaration: false, sourceMap: false, include: ['src/**/*.ts', 'src/**/*.tsx'], exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx'] }),
    chwCss({ onSheets: (result) => { sheets = result; } }),
    terser({ format: { comments: false }, compress: { passes: 2 } }),
    manifest(),
  ],
};
