// @ts-check
/**
 * The API reference (issue 45 item 5) at /demo/api-docs: api/openapi.yaml (its generated copy)
 * rendered on the server as plain HTML — the operations by tag with their parameters, bodies,
 * answers and guards, then the guard rules and every schema. No script and no asset but the demo's
 * own style sheet, so it reads offline and under the strict CSP.
 */
import { OPENAPI } from '../lib/openapi.generated.mjs';
import { esc } from './content.mjs';

/** @typedef {Record<string, any>} Node a part of the document */

const METHODS = ['get', 'post', 'patch'];

/** The name a `$ref` points at (`#/components/schemas/Car` → `Car`). @param {string} ref */
const refName = (ref) => ref.split('/').at(-1) ?? ref;

/** The part of the document a component `$ref` names. @param {Node} node @returns {Node} */
function resolve(node) {
  if (!node?.$ref) return node;
  let at = /** @type {Node} */ (OPENAPI);
  for (const segment of String(node.$ref).replace(/^#\//, '').split('/')) at = at[segment];
  return resolve(at);
}

/** A schema's type in a few words, its named schemas linked. @param {Node | undefined} schema @returns {string} */
function typeOf(schema) {
  if (!schema) return '';
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return `<a href="#schema-${esc(name)}">${esc(name)}</a>`;
  }
  if (schema.enum) return schema.enum.map((/** @type {unknown} */ v) => `<code>${esc(String(v))}</code>`).join(' | ');
  if (schema.oneOf || schema.anyOf) return (schema.oneOf ?? schema.anyOf).map(typeOf).join(' or ');
  if (schema.allOf) return schema.allOf.map(typeOf).join(' and ');
  if (schema.type === 'array') return `list of ${typeOf(schema.items)}`;
  if (schema.type === 'object' && schema.properties)
    return `{ ${Object.entries(/** @type {Record<string, Node>} */ (schema.properties))
      .map(([name, property]) => `${esc(name)}: ${typeOf(property)}`)
      .join(', ')} }`;
  const type = [schema.type ?? 'any'].flat().join(' or ');
  return esc(schema.contentMediaType ? `bytes (${schema.contentMediaType})` : type);
}

/** A table of rows (cells are HTML). @param {string[]} head @param {string[][]} rows */
const table = (head, rows) =>
  rows.length
    ? `<table><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`
    : '';

/** An object schema's properties (its `allOf` parts' too). @param {Node} schema @returns {string[][]} */
function propertyRows(schema) {
  const parts = [schema, ...(schema.allOf ?? []).map(resolve)];
  return parts.flatMap((part) =>
    Object.entries(/** @type {Record<string, Node>} */ (part.properties ?? {})).map(([name, property]) => [
      `<code>${esc(name)}</code>`,
      typeOf(property),
      (part.required ?? []).includes(name) ? 'yes' : '',
      esc(property.title ? `${property.title}. ${property.description ?? ''}` : (property.description ?? '')),
    ]),
  );
}

/** One operation. @param {string} path @param {string} method @param {Node} item @param {Node} op */
function operation(path, method, item, op) {
  const server = item.servers ? 'the rental host, <code>{rentalHost}/{apiRoot}/v1</code>' : 'the booking API';
  const parameters = /** @type {Node[]} */ (op.parameters ?? []).map(resolve);
  const body = resolve(op.requestBody);
  const bodies = Object.entries(/** @type {Record<string, Node>} */ (body?.content ?? {})).map(
    ([type, media]) => `<code>${esc(type)}</code>: ${typeOf(media.schema)}`,
  );
  /** @type {string[]} */
  const security = (op.security ?? []).flatMap((/** @type {Node} */ s) => Object.keys(s));
  const answers = Object.entries(/** @type {Record<string, Node>} */ (op.responses)).map(([status, answer]) => {
    const resolved = resolve(answer);
    const types = Object.entries(/** @type {Record<string, Node>} */ (resolved.content ?? {}));
    return [
      `<code>${esc(status)}</code>`,
      esc(resolved.description ?? ''),
      types.map(([type, media]) => `<code>${esc(type)}</code> ${typeOf(media.schema)}`).join('<br>'),
    ];
  });
  return `<section class="api-op" id="op-${esc(op.operationId)}">
<h3><code>${method.toUpperCase()} ${esc(path)}</code> <small>${esc(op.operationId)}</small></h3>
<p>${esc(op.summary ?? '')}</p>${op.description ? `<p>${esc(op.description)}</p>` : ''}
<p>On ${server}.${security.length ? ` Auth: ${security.map((s) => `<code>${esc(s)}</code>`).join(', ')}.` : ''}${
    op['x-guards']?.length
      ? ` Guards: ${op['x-guards'].map((/** @type {string} */ g) => `<a href="#guard-${esc(g)}">${esc(g)}</a>`).join(', ')}.`
      : ''
  }${
    // x-read-only-check: one of the calls the WordPress plugin's "Test connection" sends.
    op['x-read-only-check']?.name
      ? ` Checked by the WordPress plugin's Test connection as “${esc(op['x-read-only-check'].name)}”.`
      : ''
  }</p>
${table(
  ['parameter', 'in', 'type', 'required', 'description'],
  parameters.map((p) => [
    `<code>${esc(p.name)}</code>`,
    esc(p.in),
    typeOf(p.schema),
    p.required ? 'yes' : '',
    esc(p.description ?? ''),
  ]),
)}
${bodies.length ? `<p>Body: ${bodies.join('; ')}.</p>` : ''}
${table(['answer', 'meaning', 'body'], answers)}
</section>`;
}

/** The page's body. */
function render() {
  /** @type {Map<string, string[]>} */
  const byTag = new Map(OPENAPI.tags.map((/** @type {Node} */ t) => [t.name, []]));
  for (const [path, item] of Object.entries(/** @type {Record<string, Node>} */ (OPENAPI.paths)))
    for (const method of METHODS)
      if (item[method]) byTag.get(item[method].tags?.[0] ?? '')?.push(operation(path, method, item, item[method]));
  const tags = /** @type {Node[]} */ (OPENAPI.tags);
  const guards = Object.entries(/** @type {Record<string, string>} */ (OPENAPI.info['x-guards']));
  const schemas = Object.entries(/** @type {Record<string, Node>} */ (OPENAPI.components.schemas));
  return `<div class="api-docs">
<p>${esc(OPENAPI.info.title)} ${esc(OPENAPI.info.version)}, OpenAPI ${esc(OPENAPI.openapi)}: rendered from <code>api/openapi.yaml</code>.</p>
<nav aria-label="API sections"><ul>${tags.map((t) => `<li><a href="#tag-${esc(t.name)}">${esc(t.name)}</a></li>`).join('')}<li><a href="#guards">Guards</a></li><li><a href="#schemas">Schemas</a></li></ul></nav>
${tags
  .map(
    (t) =>
      `<section id="tag-${esc(t.name)}"><h2>${esc(t.name)}</h2><p>${esc(t.description ?? '')}</p>${(byTag.get(t.name) ?? []).join('\n')}</section>`,
  )
  .join('\n')}
<section id="guards"><h2>Guards</h2><dl>${guards
    .map(([name, text]) => `<dt id="guard-${esc(name)}"><code>${esc(name)}</code></dt><dd>${esc(text)}</dd>`)
    .join('')}</dl></section>
<section id="schemas"><h2>Schemas</h2>${schemas
    .map(
      ([name, schema]) =>
        `<section class="api-schema" id="schema-${esc(name)}"><h3><code>${esc(name)}</code></h3>${
          schema.description ? `<p>${esc(schema.description)}</p>` : ''
        }${schema.properties || schema.allOf ? table(['field', 'type', 'required', 'description'], propertyRows(schema)) : `<p>${typeOf(schema)}</p>`}</section>`,
    )
    .join('\n')}</section>
</div>`;
}

/** @type {string | null} */
let cached = null;
/** The page's body, rendered once (the document is fixed while the server runs). */
export const apiDocsBody = () => (cached ??= render());
