import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupAlias from '@rollup/plugin-alias';
import { chromeLauncher } from '@web/test-runner-chrome';
import { cssToModule } from './scripts/css.mjs';
import { preactAliases } from './rollup.config.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium.mjs';

/**
 * Unit and component tests in Debian's Chromium, running the runtime we ship
 * (react → preact/compat). Tests live next to the code as `*.test.ts(x)`;
 * the time zone comes from TZ (CI runs the date tests in two zones).
 */
const alias = fromRollup(rollupAlias);

/**
 * `.css` imports become modules that inject the (unminified) rules.
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
const cssPlugin = {
  name: 'chw-css',
  resolveMimeType(context) {
    if (context.path.endsWith('.css')) return 'js';
  },
  async transform(context) {
    if (!context.path.endsWith('.css')) return;
    // A .css file's body is text.
    const module = await cssToModule(
      /** @type {string} */ (context.body),
      fileURLToPath(new URL(`.${context.path}`, import.meta.url)),
      { minified: false },
    );
    return {
      body: module.replace(/^import injectStyle from .*$/m, "import injectStyle from '/test/unit/injectStyle.js';"),
    };
  },
};

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  nodeResolve: { browser: true, exportConditions: ['browser', 'development'] },
  // One page at a time: a page in a background tab gets no animation frames, and the Dialog's
  // fade-in waits for one (src/ui/Dialog.test.tsx timed out whenever its file ran in the background).
  concurrency: 1,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 10_000 } },
  // Coverage of src/ is reported (a summary line and .tmp/coverage/lcov-report); no threshold to game.
  coverage: true,
  coverageConfig: {
    report: true,
    reportDir: '.tmp/coverage',
    include: ['src/**'],
    exclude: ['**/*.test.*', 'test/**', 'node_modules/**'],
  },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        // Test pages run side by side in tabs: keep background tabs' timers and
        // animation frames running, or a test waiting on one times out.
        args: [
          ...CHROMIUM_ARGS,
          '--disable-background-timer-throttling',
          '--disable-renderer-backgrounding',
          '--disable-backgrounding-occluded-windows',
        ],
      },
    }),
  ],
  plugins: [
    alias({ entries: preactAliases }),
    cssPlugin,
    esbuildPlugin({
      ts: true,
      tsx: true,
      // `jsx` only turns on the loader for .jsx files (it was 'automatic', which was read as true); the
      // automatic JSX runtime comes from tsconfig.json's "jsx": "react-jsx".
      jsx: true,
      // JSON imports as modules (the shared test tables in test/fixtures/).
      json: true,
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
};
