// @ts-check
/**
 * The conformance run (scripts/conformance.mjs, issue 45 item 4) can fail: against a reference
 * server with /select's sold-out check turned off it fails and names that guard, and only it; a
 * read-only run makes no call but the document's marked GETs (x-read-only-check) and searches. (The passing run against the reference server
 * is its own suite in `npm test`, `conformance`.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { formatResult, runAgainstReference } from '../scripts/conformance.mjs';
import { readOnlyChecks } from '../scripts/openapi/connectionTablePhp.mjs';
import { OPENAPI } from '../demo/lib/openapi.generated.mjs';

test('a reference server without the sold-out check fails the run, naming that guard', async () => {
  const result = await runAgainstReference({ server: { skipSoldOutCheck: true } });
  const failed = result.rows.filter((row) => !row.pass);
  assert.deepEqual(
    failed.map((row) => [row.name, row.expected]),
    [['guard: sold out (select)', '409 sold_out']],
  );
  assert.match(failed[0].got, /^200/);
  assert.equal(result.failed, 1);
  const printed = formatResult(result);
  assert.match(printed, /guard: sold out \(select\)\s+\| 409 sold_out\s+\| 200.*\| NO$/m);
  assert.match(printed, new RegExp(`\\n${result.passed} passed, 1 failed$`));
});

test('a read-only run makes only GETs and searches, and passes on the reference server', async () => {
  const result = await runAgainstReference({ readOnly: true });
  assert.equal(result.failed, 0, formatResult(result));
  const names = result.rows.map((row) => row.name);
  assert.deepEqual(
    names.filter((name) => /select|save-customer|phone booking|staff|manage|subscription|request-call/.test(name)),
    [],
  );
  assert.ok(names.includes('search') && names.includes('guard: rate limit'), names.join(', '));
  // Its GETs are the document's marked calls, the ones the plugin's Test connection sends.
  assert.deepEqual(
    names.slice(0, names.indexOf('search')),
    readOnlyChecks(OPENAPI).map((call) => call.mark.name),
  );
  assert.deepEqual(names.slice(0, 5), [
    'Locations',
    'Vehicle categories',
    'Opening hours',
    'Countries',
    'Search variant',
  ]);
});

test('the fault is a test-only option: the server that reads the environment never sets it', () => {
  const server = readFileSync(new URL('../demo/server.mjs', import.meta.url), 'utf8');
  assert.equal(server.includes('skipSoldOutCheck'), false);
});
