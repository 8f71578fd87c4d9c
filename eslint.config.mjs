// ESLint (flat config): typescript-eslint's type-aware rules on the bundle, the React hooks
// rules, and the layer boundaries of docs/architecture.md as import restrictions that fail when broken.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * A `no-restricted-imports` rule from regular expressions over the import string. Regexes, not
 * globs: a glob negation such as `!../api/types` cannot re-include a path under an excluded
 * folder, and one pattern must hold at every depth (`../state` from ui/, `../../state` from
 * ui/calendar/).
 * @param {string} message
 * @param {...string} regexes
 * @returns {import('eslint').Linter.RuleEntry}
 */
const forbid = (message, ...regexes) => ['error', { patterns: regexes.map((regex) => ({ regex, message })) }];

/** Test files: outside the layer rules (see below). */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * Any number of `../` and then one of these top-level folders of src/.
 * @param {...string} names
 */
const folders = (...names) => `^(?:\\.\\./)+(?:${names.join('|')})(?:/|$)`;
/** api/ except its type leaf (types.ts holds only types: every layer may name them). */
const apiButTypes = '^(?:\\.\\./)+api/(?!types$)';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'wp-plugin/assets/',
      'wp-plugin/vendor/',
      'tools/vendor/',
      'dist/',
      'dist-react/',
      '.tmp/',
      'demo/data/',
      'scripts/.bench-*',
    ],
  },
  js.configs.recommended,
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    files: ['src/**/*.{ts,tsx}', 'test/unit/**/*.ts'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // @open-wc/semantic-dom-diff declares chai's `equal` as returning a Promise (for `.dom.equal`),
    // so every synchronous `expect(x).to.equal(y)` looks like a floating promise in a test file.
    // Real asynchronous work in tests is awaited (mocha fails on a rejected returned promise).
    files: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  // Layers point one way: lib → api, state → ui → flows → islands (docs/architecture.md, Layers).
  // config.ts and messages/ are leaves every layer above lib may read. The rules hold for the
  // shipped code: a test may import across layers to set up what it checks, so *.test.* files
  // are left out of them.
  {
    files: ['src/lib/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': forbid(
        'lib imports nothing of ours (docs/architecture.md, Layers); its tests may use test/ helpers.',
        '^\\.\\./(?!\\.\\./test/)',
      ),
    },
  },
  {
    files: ['src/messages/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': forbid(
        'A message catalogue is a leaf: it imports nothing (docs/architecture.md, Layers).',
        '.',
      ),
    },
  },
  {
    files: ['src/api/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': forbid(
        'api imports only lib and config: no words for the renter, which flows/apiErrorText.ts gives (docs/architecture.md, Layers).',
        folders('messages', 'state', 'ui', 'payments', 'flows', 'islands', 'runtime'),
      ),
    },
  },
  {
    files: ['src/state/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': forbid(
        "state imports only lib, config, the message catalogues and api's types (docs/architecture.md, Layers).",
        folders('ui', 'payments', 'flows', 'islands', 'runtime'),
        apiButTypes,
      ),
    },
  },
  {
    files: ['src/ui/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': forbid(
        'ui is presentational: no state, api calls, payments, flows or islands (docs/architecture.md, Layers).',
        folders('state', 'payments', 'flows', 'islands', 'runtime'),
        apiButTypes,
      ),
    },
  },
  {
    files: ['src/payments/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': forbid(
        'payments wraps Stripe for flows and islands; it imports no flows or islands.',
        folders('flows', 'islands', 'runtime'),
      ),
    },
  },
  {
    // no-restricted-imports sees only static imports: a lazy import() of an island from below
    // the islands layer is the same dependency.
    files: ['src/lib/**', 'src/api/**', 'src/state/**', 'src/ui/**', 'src/payments/**', 'src/flows/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+islands\\//]',
          message: 'Only islands (and the registry) load islands (docs/architecture.md, Layers).',
        },
      ],
    },
  },
  {
    // GA4 e-commerce objects are pushed only through src/lib/dataLayer.ts (`pushEcommerce`,
    // `pushPurchase`), which clears the previous object first as GA4 asks.
    files: ['src/islands/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name="ecommerce"]',
          message: 'Push e-commerce events through pushEcommerce/pushPurchase in src/lib/dataLayer.ts.',
        },
      ],
    },
  },
  {
    files: ['src/flows/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': forbid(
        'flows are shared by islands; they import nothing of islands/ or runtime/ (docs/architecture.md, Layers).',
        folders('islands', 'runtime'),
      ),
    },
  },
  {
    files: ['src/islands/*/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': forbid(
        'An island never imports another island: share through flows/ or ui/ (docs/architecture.md, Layers).',
        '^\\.\\./(?!\\.\\.)[^/]+/',
      ),
    },
  },
);
