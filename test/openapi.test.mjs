/**
 * api/openapi.yaml is the API contract (docs/conventions.md "API"): it must lint clean, name every
 * call the widgets make, and agree with the limits of src/rules.json that it repeats. Its generated
 * files are checked for staleness by test/islands.test.mjs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT, lintApi, readDocument, ROOT } from '../scripts/openapi.mjs';
import { readRules } from '../scripts/rules.mjs';

/** @typedef {{ enum?: unknown[], maxLength?: number, properties?: Record<string, Schema>, allOf?: Schema[] }} Schema */

const document = await readDocument();
const schemas = /** @type {Record<string, Schema>} */ (document.components.schemas);
const { rules } = readRules(ROOT);

/** A property of a schema, looking into `allOf` parts. @param {Schema} schema @param {string} name @returns {Schema} */
function property(schema, name) {
  const found = [schema, ...(schema.allOf ?? [])].map((part) => part.properties?.[name]).find(Boolean);
  assert.ok(found, `no property ${name}`);
  return found;
}

test('the document lints clean under Redocly recommended-strict', async () => {
  assert.deepEqual(await lintApi(), []);
});

test('a broken document is reported by the lint', async () => {
  const root = mkdtempSync(join(tmpdir(), 'chw-openapi-'));
  try {
    cpSync(join(ROOT, 'api'), join(root, 'api'), { recursive: true });
    const file = join(root, DOCUMENT);
    const text = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      text
        .replace("$ref: '#/components/schemas/Car'", "$ref: '#/components/schemas/Vehicle'")
        .replace(
          /^ {4}get:\n {6}tags: \[catalogue\]\n {6}operationId: getLocations\n/m,
          '    get:\n      tags: [catalogue]\n',
        ),
    );
    const problems = await lintApi(root);
    assert.ok(
      problems.some((line) => line.startsWith('error no-unresolved-refs:')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((line) => line.startsWith('error operation-operationId:')),
      problems.join('\n'),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('every call in src/api/ is an operation of the document', () => {
  const calls = new Set();
  for (const name of readdirSync(join(ROOT, 'src/api')).filter((file) => /^[a-z]\w*\.ts$/i.test(file))) {
    if (name.includes('.test.') || name.includes('.generated.')) continue;
    const source = readFileSync(join(ROOT, 'src/api', name), 'utf8');
    for (const [, method, path] of source.matchAll(/\.(get|post|patch)\(\s*(?:[\w{}]+,\s*)?'(\/[a-z/-]+)'/g))
      calls.add(`${method} ${path}`);
    for (const [, path] of source.matchAll(/\bpost\('(\/manage\/[a-z/-]+)'/g)) calls.add(`post ${path}`);
  }
  assert.ok(calls.size >= 35, `found only ${calls.size} calls: ${[...calls].join(', ')}`);
  const missing = [...calls].filter((call) => {
    const [method, path] = call.split(' ');
    return !document.paths[path]?.[method];
  });
  assert.deepEqual(missing, []);
});

test("the document's lists and lengths are src/rules.json's", () => {
  assert.deepEqual(schemas.BookingStatus.enum, rules.BOOKING_STATUSES.value);
  assert.deepEqual(schemas.BookingType.enum, rules.BOOKING_TYPES.value);
  assert.deepEqual(schemas.BookingOrderBy.enum, rules.DASHBOARD_SORT_KEYS.value);
  assert.equal(property(schemas.SearchRequest, 'promo_code').maxLength, rules.PROMO_CODE_MAX_LENGTH.value);
  for (const name of ['SaveCustomerRequest', 'ManageDetailsRequest']) {
    assert.equal(property(schemas[name], 'flight_no').maxLength, rules.FLIGHT_NUMBER_MAX_LENGTH.value, name);
    assert.equal(property(schemas[name], 'license_no').maxLength, rules.LICENSE_NO_MAX_LENGTH.value, name);
    assert.equal(property(schemas[name], 'license_state').maxLength, rules.LICENSE_STATE_MAX_LENGTH.value, name);
  }
  assert.equal(property(schemas.BookingFilters, 'q').maxLength, rules.STAFF_SEARCH_MAX_LENGTH.value);
});

test('one casing per API: the booking API says formType/Increment, Manage my booking form_type/increment', () => {
  assert.deepEqual(
    Object.keys(schemas.Extra.properties ?? {}).filter((key) => /form|incr/i.test(key)),
    ['formType', 'Increment'],
  );
  assert.deepEqual(
    Object.keys(schemas.ManageExtraOption.properties ?? {}).filter((key) => /form|incr/i.test(key)),
    ['form_type', 'increment'],
  );
});
