// @ts-check
/**
 * The reference server obeys the API contract, api/openapi.yaml (its generated copy
 * openapi.generated.mjs): every request to an operation of the document is validated against it
 * before a handler runs (400 `{ title, message }` naming the field), and, where asked (`responses:
 * true`, the test harnesses), every answer is validated too: one that breaks the document becomes a
 * 500 "Contract broken" naming the operation and the field, so the suite that got it fails.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { OPENAPI } from './openapi.generated.mjs';

/** @typedef {import('ajv').ValidateFunction} ValidateFunction @typedef {import('ajv').ErrorObject} ErrorObject */
/** @typedef {Record<string, any>} Node a part of the document (its shape is OpenAPI's, checked by its lint) */

const DOCUMENT_ID = 'openapi.json';
const METHODS = ['get', 'post', 'patch'];
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** `a/b` → `a~1b`, a JSON pointer's segment. @param {string} segment */
const escape = (segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * An operation's validators.
 * @typedef {{ id: string, body?: { validate: ValidateFunction, schema: Node },
 *   query?: { validate: ValidateFunction, schema: Node },
 *   responses: Map<number, { json?: ValidateFunction, types: string[] }> }} Operation
 */

/** Whether a media type is one of the declared ones (`image/*` covers `image/png`). @param {string} type @param {string[]} declared */
export const typeMatches = (type, declared) =>
  declared.some((d) => d === type || (d.endsWith('/*') && type.startsWith(d.slice(0, -1))));

/**
 * A templated path (`/checkins/{bookingId}`) as a pattern of its segments, or null for a plain one.
 * @param {string} path
 */
function templateOf(path) {
  if (!path.includes('{')) return null;
  const source = path
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The document's part a `$ref` names (components only), or the node itself.
 * @param {Node} node @returns {Node}
 */
function resolve(node) {
  if (!node?.$ref) return node;
  const path = String(node.$ref).replace(/^#\//, '').split('/');
  /** @type {Node} */
  let at = OPENAPI;
  for (const segment of path) at = at[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  return resolve(at);
}

/** What a value of a JSON type must be, in the server's words (lib/http.mjs). */
const TYPE_WORDS = {
  integer: 'must be an integer',
  number: 'must be a number',
  boolean: 'must be true or false',
  string: 'must be a string',
  array: 'must be a list',
  object: 'must be an object',
};

/**
 * The schema a request's field has (its `$ref`s and `allOf` parts looked into), or undefined.
 * @param {Node} schema @param {string[]} parts the instance path's segments
 * @returns {Node | undefined}
 */
function schemaAt(schema, parts) {
  let at = resolve(schema);
  for (const part of parts) {
    const candidates = [at, ...(at.allOf ?? []).map(resolve)];
    const next = /^\d+$/.test(part)
      ? candidates.find((c) => c.items)?.items
      : candidates.find((c) => c.properties?.[part])?.properties[part];
    if (!next) return undefined;
    at = next.$ref && !next.title ? { ...resolve(next), title: undefined } : next;
  }
  return at;
}

/**
 * A field as a person reads it: its `title` in the document (the form's label, "Pick up location"),
 * else its place (`optional_fees[0].qty`); '' for the whole body.
 * @param {Node} schema the request's @param {string[]} parts
 */
function labelOf(schema, parts) {
  const title = schemaAt(schema, parts)?.title;
  return typeof title === 'string' ? title : joined(parts);
}

/** An instance path's segments as a place: `optional_fees[0].qty`. @param {string[]} parts */
const joined = (parts) =>
  parts.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : `${i ? '.' : ''}${part}`)).join('');

/** The segments of a failure's place (a missing field's name last). @param {ErrorObject} error */
function partsOf(error) {
  const parts = error.instancePath.split('/').slice(1);
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty));
  return parts;
}

/**
 * One sentence for the first failure (a missing field first), naming the field as the handlers do:
 * "Pick up location is required.", "pickup_location_id must be an integer.".
 * @param {Node} schema the request's schema @param {ErrorObject[]} errors
 */
export function describeErrors(schema, errors) {
  const error = errors.find((e) => e.keyword === 'required') ?? errors[0];
  const field = labelOf(schema, partsOf(error));
  if (error.keyword === 'required') return `${field} is required.`;
  const invalid = /** @type {Node} */ (error.parentSchema ?? {})['x-invalid'];
  const type = String(error.params.type ?? '').split(',')[0];
  const what =
    typeof invalid === 'string'
      ? invalid
      : error.keyword === 'type' && type in TYPE_WORDS
        ? TYPE_WORDS[/** @type {keyof typeof TYPE_WORDS} */ (type)]
        : error.keyword === 'enum'
          ? `must be one of: ${/** @type {unknown[]} */ (error.params.allowedValues).map(String).join(', ')}`
          : error.keyword === 'maxLength'
            ? `may not exceed ${error.params.limit} characters`
            : error.message;
  return field ? `${field} ${what}.` : `The request body ${what}.`;
}

/**
 * The validators of every operation of the document, by `METHOD base-relative-path`, per API
 * (`booking`: the site's `/api/v1`; `rental`: paths with servers of their own, the rental host).
 */
export function createContract() {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false, verbose: true });
  ajv.addSchema(OPENAPI, DOCUMENT_ID);
  /** @param {string} pointer */
  const compile = (pointer) => ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
  /** @type {Map<string, Operation>} */
  const operations = new Map();
  /** @type {{ api: string, method: string, pattern: RegExp, entry: Operation }[]} */
  const templated = [];
  for (const [path, item] of Object.entries(/** @type {Record<string, Node>} */ (OPENAPI.paths))) {
    const api = item.servers ? 'rental' : 'booking';
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const base = `/paths/${escape(path)}/${method}`;
      /** @type {Operation} */
      const entry = { id: operation.operationId, responses: new Map() };
      const body = resolve(operation.requestBody);
      if (body?.content?.['application/json']) {
        const schema = body.content['application/json'].schema;
        entry.body = {
          schema,
          validate: operation.requestBody.$ref
            ? compile(`${operation.requestBody.$ref.slice(1)}/content/application~1json/schema`)
            : compile(`${base}/requestBody/content/application~1json/schema`),
        };
      }
      const query = queryOf(operation);
      if (query) entry.query = { schema: query.described, validate: ajv.compile(query.schema) };
      for (const [status, answer] of Object.entries(/** @type {Record<string, Node>} */ (operation.responses))) {
        const content = resolve(answer).content ?? {};
        const types = Object.keys(content);
        const pointer = answer.$ref
          ? `${answer.$ref.slice(1)}/content/application~1json/schema`
          : `${base}/responses/${status}/content/application~1json/schema`;
        entry.responses.set(Number(status), {
          types,
          json: content['application/json'] ? compile(pointer) : undefined,
        });
      }
      operations.set(`${api} ${method.toUpperCase()} ${path}`, entry);
      const pattern = templateOf(path);
      if (pattern) templated.push({ api, method: method.toUpperCase(), pattern, entry });
    }
  }
  /**
   * The operation of a request: its path as written, else the templated path it fits.
   * @param {'booking' | 'rental'} api @param {string} method @param {string} path
   */
  const operation = (api, method, path) => {
    const verb = method === 'HEAD' ? 'GET' : method;
    return (
      operations.get(`${api} ${verb} ${path}`) ??
      templated.find((t) => t.api === api && t.method === verb && t.pattern.test(path))?.entry
    );
  };
  return { operation, operations };
}

/**
 * One JSON schema of an operation's query parameters (strings, as they come): an exploded object
 * parameter (the list's filters) gives its properties, the others their own schema.
 * @param {Node} operation
 */
function queryOf(operation) {
  const parameters = /** @type {Node[]} */ (operation.parameters ?? []).map(resolve).filter((p) => p.in === 'query');
  if (!parameters.length) return null;
  /** @type {Record<string, Node>} */
  const properties = {};
  /** @type {Record<string, Node>} the same, as the document has them (for labels) */
  const described = {};
  /** @type {string[]} */
  const required = [];
  for (const parameter of parameters) {
    const schema = resolve(parameter.schema);
    if (schema.type === 'object' && parameter.explode !== false) {
      for (const [name, property] of Object.entries(/** @type {Record<string, Node>} */ (schema.properties))) {
        properties[name] = { $ref: `${DOCUMENT_ID}#${pointerOf(parameter.schema)}/properties/${escape(name)}` };
        described[name] = property;
      }
    } else {
      properties[parameter.name] = parameter.schema.$ref
        ? { $ref: `${DOCUMENT_ID}${parameter.schema.$ref}` }
        : parameter.schema;
      described[parameter.name] = parameter.schema;
      if (parameter.required) required.push(parameter.name);
    }
  }
  return { schema: { type: 'object', properties, required }, described: { type: 'object', properties: described } };
}

/** The pointer of a `$ref`ed schema. @param {Node} schema */
const pointerOf = (schema) => String(schema.$ref).slice(1);

/**
 * The request's JSON body as an object, or undefined when it is not one (empty, not UTF-8, not
 * JSON, not an object): the handler's own reader then answers as it always has.
 * @param {import('hono').Context} c
 */
async function bodyOf(c) {
  try {
    const value = JSON.parse(UTF8.decode(await c.req.arrayBuffer()));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof TypeError) return undefined;
    throw error;
  }
}

/**
 * The middleware of one API base (`/api/v1` or `/rental-api/v1`): requests validated before the
 * handler; with `responses`, answers validated after it.
 * @param {ReturnType<typeof createContract>} contract
 * @param {{ base: string, api: 'booking' | 'rental', responses: boolean }} options
 * @returns {import('hono').MiddlewareHandler}
 */
export function obeyContract(contract, { base, api, responses }) {
  return async (c, next) => {
    const path = c.req.path.slice(base.length);
    const operation = contract.operation(api, c.req.method, path);
    if (!operation) return next();
    const { query, body } = operation;
    if (query && !query.validate(c.req.query()))
      return refuse(c, describeErrors(query.schema, query.validate.errors ?? []));
    // Only a JSON body is read here; a binary one (a licence photo) is the handler's to read.
    if (body && c.req.method !== 'GET') {
      const value = await bodyOf(c);
      if (value !== undefined && !body.validate(value))
        return refuse(c, describeErrors(body.schema, body.validate.errors ?? []));
    }
    await next();
    if (responses && c.req.method !== 'HEAD') await checkAnswer(c, operation);
  };
}

/** 400 in the contract's error shape. @param {import('hono').Context} c @param {string} message */
const refuse = (c, message) => c.json({ title: 'Invalid request', message }, 400);

/**
 * Replaces an answer that breaks the document with a 500 naming what broke.
 * @param {import('hono').Context} c @param {Operation} operation
 */
async function checkAnswer(c, operation) {
  const status = c.res.status;
  const declared = operation.responses.get(status);
  /** @param {string} problem */
  const broken = (problem) => {
    const message = `${operation.id} answered ${status}: ${problem}`;
    console.error(`[demo server] contract broken: ${message}`);
    c.res = Response.json({ title: 'Contract broken', message }, { status: 500 });
  };
  if (!declared) return broken('the document declares no such answer.');
  const type = (c.res.headers.get('Content-Type') ?? '').split(';')[0].trim();
  if (!typeMatches(type, declared.types))
    return broken(`its type is ${type || 'none'}, not ${declared.types.join(' or ') || 'none'}.`);
  if (!declared.json) return;
  const body = await c.res.clone().json();
  if (!declared.json(body)) {
    const error = (declared.json.errors ?? [])[0];
    const field = error ? joined(partsOf(error)) : '';
    const what = error?.keyword === 'required' ? 'is missing' : (error?.message ?? 'does not match');
    broken(`${field || 'the body'} ${what} (${error?.schemaPath ?? ''}).`);
  }
}
