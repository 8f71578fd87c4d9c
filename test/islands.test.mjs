/**
 * island.json is the one place an island's facts are written (docs/conventions.md "Islands own their facts"): the registry,
 * heights.css, the PHP island table, block.json files and the demo's pages are generated from it
 * by scripts/islands.mjs. These tests fail when a generated file is stale or an island.json is wrong.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, normalise, readIslands, ROOT, staleFiles, validate } from '../scripts/islands.mjs';
import { readSite } from '../scripts/site.mjs';
import { readRules } from '../scripts/rules.mjs';
import { processCss } from '../scripts/css.mjs';
import { CONNECTION_TABLE_PHP, staleApiFiles } from '../scripts/openapi.mjs';

test('no generated file is stale (run npm run generate)', () => {
  assert.deepEqual(staleFiles(), []);
});

test('no file generated from api/openapi.yaml is stale (run npm run generate)', async () => {
  assert.deepEqual(await staleApiFiles(), []);
});

test("a change to api/openapi.yaml makes the wire types, the server's copy and the plugin's call table stale", async () => {
  const root = mkdtempSync(join(tmpdir(), 'chw-openapi-'));
  try {
    for (const path of ['api', 'src/api/wire.generated.ts', 'demo/lib/openapi.generated.mjs', CONNECTION_TABLE_PHP])
      cpSync(join(ROOT, path), join(root, path), { recursive: true });
    assert.deepEqual(await staleApiFiles(root), []);
    const file = join(root, 'api/openapi.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^ {8}RowCount:$/m, '        RowTotal:'));
    assert.deepEqual((await staleApiFiles(root)).sort(), [
      'demo/lib/openapi.generated.mjs',
      'src/api/wire.generated.ts',
    ]);
    // A required field of a read-only call reaches the plugin's Test connection table.
    writeFileSync(file, text.replace(/^( {6}required: \[ID, Name), RCMID\]$/m, '$1]'));
    assert.ok((await staleApiFiles(root)).includes(CONNECTION_TABLE_PHP));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('x-read-only-check: every public GET is marked, and only a public GET may be', async () => {
  const root = mkdtempSync(join(tmpdir(), 'chw-openapi-'));
  try {
    cpSync(join(ROOT, 'api'), join(root, 'api'), { recursive: true });
    const file = join(root, 'api/openapi.yaml');
    const text = readFileSync(file, 'utf8');
    const unmarked = text.replace(/^ {6}x-read-only-check:\n {8}name: Countries\n/m, '');
    assert.notEqual(unmarked, text);
    writeFileSync(file, unmarked);
    await assert.rejects(staleApiFiles(root), /getCountries: a public GET needs x-read-only-check/);
    writeFileSync(
      file,
      text.replace(/^( {6}operationId: getAgents\n.*\n)/m, '$1      x-read-only-check:\n        name: Agents\n'),
    );
    await assert.rejects(staleApiFiles(root), /getAgents: only a GET that needs no sign-in/);
    writeFileSync(file, text.replace("'{getLocations.LocationCode}'", "'{getLocations.Code}'"));
    await assert.rejects(staleApiFiles(root), /is not a required field of getLocations/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('every island folder has an island.json and a block', () => {
  const names = readIslands().map(({ island }) => island.name);
  assert.equal(names.length, 14);
  const files = generate();
  for (const name of names) {
    assert.ok(files.has(`wp-plugin/blocks/${name}/block.json`), name);
    const block = JSON.parse(files.get(`wp-plugin/blocks/${name}/block.json`));
    assert.equal(block.apiVersion, 2);
    assert.equal(block.name, `carhire-widgets/${name}`);
    assert.ok(files.get('src/islands/registry.ts').includes(`() => import('./${name}/index')`), name);
    assert.ok(files.get('wp-plugin/includes/IslandTable.php').includes(`'chw_${name.replaceAll('-', '_')}'`), name);
  }
});

test('a change to an island.json makes its generated files stale', () => {
  const root = mkdtempSync(join(tmpdir(), 'chw-islands-'));
  try {
    // The island.json files and the generated files only.
    const wanted = (src) =>
      !/\.[a-z]+$/.test(src) || /(island\.json|registry\.ts|heights\.css|attributes\.generated\.ts)$/.test(src);
    cpSync(join(ROOT, 'src/islands'), join(root, 'src/islands'), { recursive: true, filter: wanted });
    for (const path of [
      'wp-plugin/includes',
      'wp-plugin/blocks',
      'demo/pages',
      'src/routes.generated.ts',
      'src/site.json',
      'src/config.generated.ts',
      'src/rules.json',
      'src/rules.generated.ts',
      'src/ruleLists.generated.ts',
      'demo/lib/rules.generated.mjs',
    ])
      cpSync(join(ROOT, path), join(root, path), { recursive: true });
    assert.deepEqual(staleFiles(root), []);
    const file = join(root, 'src/islands/enquiry/island.json');
    const island = JSON.parse(readFileSync(file, 'utf8'));
    island.heights.desktop += 16;
    writeFileSync(file, JSON.stringify(island));
    assert.deepEqual(staleFiles(root).sort(), [
      'demo/pages/islands.generated.mjs',
      'src/islands/heights.css',
      'wp-plugin/includes/IslandTable.php',
    ]);
    island.pages[0].path = '/call-me-back';
    writeFileSync(file, JSON.stringify(island));
    assert.ok(staleFiles(root).includes('src/routes.generated.ts'), "a route path reaches config.ts's defaults");
    island.title = 'Call me back';
    writeFileSync(file, JSON.stringify(island));
    assert.ok(staleFiles(root).includes('wp-plugin/blocks/enquiry/block.json'));
    island.attributes.type.enum.push('CALL_ME');
    writeFileSync(file, JSON.stringify(island));
    assert.ok(
      staleFiles(root).includes('src/islands/enquiry/attributes.generated.ts'),
      'an attribute rule reaches the bundle',
    );
    const siteFile = join(root, 'src/site.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8'));
    site.config.cookiePrefix.setting.default = 'acme';
    site.contentPages[0].path = '/rental-terms';
    writeFileSync(siteFile, JSON.stringify(site));
    assert.deepEqual(
      staleFiles(root)
        .filter((path) => /site|config|routes/i.test(path))
        .sort(),
      ['demo/pages/site.generated.mjs', 'src/routes.generated.ts', 'wp-plugin/includes/SiteTable.php'],
      'a setting default reaches the plugin, a content path the bundle, the plugin and the demo',
    );
    const rulesFile = join(root, 'src/rules.json');
    const rules = JSON.parse(readFileSync(rulesFile, 'utf8'));
    rules.rules.MIN_DRIVER_AGE.value = 18;
    writeFileSync(rulesFile, JSON.stringify(rules));
    assert.deepEqual(
      staleFiles(root)
        .filter((path) => /rules/i.test(path))
        .sort(),
      ['demo/lib/rules.generated.mjs', 'src/rules.generated.ts', 'wp-plugin/includes/RulesTable.php'],
      'a business limit reaches the bundle, the reference server and the plugin',
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a wrong island.json is refused with the reason', () => {
  const list = readIslands();
  const broken = structuredClone(list);
  broken[0].island.shortcode = 'chw_other';
  broken[1].island.pages[0].attributes = { colour: 'red' };
  assert.throws(() => validate(broken), /shortcode must be chw_search[\s\S]*unknown attribute colour/);
  const badValue = structuredClone(list);
  badValue[0].island.pages[2].attributes = { location: 'bnea!' };
  assert.throws(() => validate(badValue), /location="bnea!" is not allowed/);
  const twice = structuredClone(list);
  twice[3].island.order = twice[2].island.order;
  assert.throws(() => validate(twice), /checkout\/island\.json: order 3 is also liability-extras's/);
  // A length named after a rule of src/rules.json reads its value; a name that is no rule is refused.
  assert.equal(list[0].island.attributes.promoCode.maxLength, readRules(ROOT).rules.PROMO_CODE_MAX_LENGTH.value);
  const noRule = structuredClone(list);
  Object.assign(noRule[0].island.attributes.promoCode, { maxLength: 'PROMO_MAX' });
  assert.throws(() => validate(noRule), /promoCode\/maxLength "PROMO_MAX" is no number rule of src\/rules\.json/);
});

test('an island.json that breaks island.schema.json is refused with the file and the JSON path', () => {
  const list = readIslands();
  const broken = structuredClone(list);
  broken[0].island.heights.desktop = 412.5;
  broken[0].island.attributes.Promo_code = broken[0].island.attributes.promoCode;
  broken[1].island.order = 0;
  broken[1].island.pages = [];
  broken[2].island.attributes = { tag: { type: 'string', default: '', label: 'Tag', pattern: '([' } };
  assert.throws(
    () => validate(broken),
    (error) => {
      assert.ok(error instanceof Error);
      for (const line of [
        'src/islands/search/island.json: /heights/desktop must be integer',
        'src/islands/search/island.json: /attributes property name "Promo_code" must match pattern "^[a-z][A-Za-z]*$"',
        `src/islands/${list[1].folder}/island.json: /order must be >= 1`,
        `src/islands/${list[1].folder}/island.json: /pages must NOT have fewer than 1 items`,
        `src/islands/${list[2].folder}/island.json: /attributes/tag/pattern is not a regular expression`,
      ])
        assert.ok(error.message.includes(`\n- ${line}`), line);
      return true;
    },
  );
});

test('a site.json that breaks site.schema.json is refused with the JSON path', () => {
  const root = mkdtempSync(join(tmpdir(), 'chw-site-'));
  try {
    const site = JSON.parse(readFileSync(join(ROOT, 'src/site.json'), 'utf8'));
    site.config.cookiePrefix.setting.sanitize = 'slug';
    site.contentPages[0].path = '/terms/and-conditions';
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/site.json'), JSON.stringify(site));
    assert.throws(
      () => readSite(root),
      /\/config\/cookiePrefix\/setting\/sanitize must be one of url, [\s\S]*\/contentPages\/0\/path must match pattern/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('attribute values are trimmed, cased, cut and checked as the PHP side does', () => {
  const { attributes } = readIslands().find(({ island }) => island.name === 'search').island;
  assert.equal(normalise(attributes.variant, ' f '), 'F');
  assert.equal(normalise(attributes.variant, 'Z'), '');
  assert.equal(normalise(attributes.location, 'bnea'), 'BNEA');
  assert.equal(normalise(attributes.location, 'BNEA"><script>'), '');
  assert.equal(
    normalise(attributes.promoCode, '0123456789012345678901234567890123456789'),
    '01234567890123456789012345678901',
  );
  assert.equal(normalise(attributes.promoCode, "x'><script>"), '');
});

test('the generator normalises as the bundle does (the shared table of test/fixtures/attribute-cases.json)', async () => {
  /** @type {{ cases: Array<[rule: object, raw: string, kept: string]> }} */
  const table = JSON.parse(readFileSync(new URL('./fixtures/attribute-cases.json', import.meta.url), 'utf8'));
  for (const [rule, raw, kept] of table.cases) {
    const attr = /** @type {import('../scripts/islands.mjs').IslandAttribute} */ ({
      type: 'string',
      default: '',
      label: '',
      ...rule,
    });
    assert.equal(normalise(attr, raw), kept, JSON.stringify([rule, raw]));
  }
});

test('the bundle gets the attribute rules of each island from its island.json', async () => {
  const files = generate();
  for (const { island, folder } of readIslands()) {
    const generated = files.get(`src/islands/${folder}/attributes.generated.ts`) ?? '';
    for (const [name, attr] of Object.entries(island.attributes)) {
      assert.ok(generated.includes(`  ${name}: `), `${island.name}.${name}`);
      if (attr.pattern) assert.ok(generated.includes(JSON.stringify(attr.pattern)), `${island.name}.${name} pattern`);
    }
  }
});

test("the layout breakpoint is src/rules.json's, written once as (--chw-wide) / (--chw-narrow)", async () => {
  const id = join(ROOT, 'src/ui/Example.css');
  const rule = (media) => `@media ${media} { .chw-x { display: grid; } }`;
  const { css } = await processCss(`${rule('(--chw-wide)')}\n${rule('(--chw-narrow)')}`, id, { minified: false });
  const wide = readRules(ROOT).rules.WIDE_MIN_WIDTH.value;
  assert.match(
    css,
    new RegExp(`@media \\(min-width: ${wide}px\\)[\\s\\S]*@media \\(max-width: ${Number(wide) - 1}px\\)`),
  );
  await assert.rejects(processCss(rule(`(min-width: ${wide}px)`), id), /Write the layout breakpoint as \(--chw-wide\)/);
  await assert.rejects(processCss(rule('(--chw-tablet)'), id), /Unknown media --chw-tablet/);
});

test('a var() names a declared --chw-* token: a misspelt or made-up one fails the build', async () => {
  const id = join(ROOT, 'src/islands/example/Example.css');
  const sheet = (value) => `.chw-example { border: 1px solid ${value}; }`;
  // A fallback would hide the mistake on screen: the name must still be one theme.css declares.
  await assert.rejects(processCss(sheet('var(--chw-color-border, #ccc)'), id), /--chw-color-border is not a token/);
  await assert.rejects(processCss(sheet('var(--chw-bordr)'), id), /--chw-bordr is not a token/);
  const { css } = await processCss(sheet('var(--chw-border)'), id, { minified: false });
  assert.match(css, /border: 1px solid var\(--chw-border\)/);
});
