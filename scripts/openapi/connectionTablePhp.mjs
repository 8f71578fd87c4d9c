// @ts-check
/**
 * The plugin's "Test connection" table (issue 45 item 5): the read-only calls a site's WordPress
 * server makes to check the company's API, written from the operations of api/openapi.yaml marked
 * `x-read-only-check` (scripts/openapi.mjs writes it as wp-plugin/includes/ConnectionTable.php).
 *
 * A mark is `{ name, query?, setting? }`: `name` is the call's name on the settings screen; `query`
 * the parameters to send, each a literal or `{today}` (the site's date) or `{<operationId>.<Field>}`
 * (that field of the first entry of an earlier checked call's `data`); `setting` a plugin setting whose
 * URL the widgets call instead when it is set. Every public GET (no `security`) must carry a mark, or
 * `x-read-only-check: false`, so a new one is not missed; a marked call must be a public GET.
 */
import { phpArrayMethod, phpClassFile, phpConst, phpTr } from '../islands/php.mjs';

export const CONNECTION_TABLE_PHP = 'wp-plugin/includes/ConnectionTable.php';

/** The extension that marks an operation. */
export const MARK = 'x-read-only-check';

/**
 * @typedef {{ name: string, query?: Record<string, string>, setting?: string }} Mark
 * @typedef {{ server: 'booking' | 'rental', method: 'GET', path: string, query: Record<string, string>,
 *   setting: string, status: number, type: string, data: 'list' | 'object', fields: string[] }} Check
 * @typedef {Record<string, any>} Node a part of the document
 */

/**
 * The node a local `$ref` points at (or the node itself).
 * @param {Node} document @param {Node | undefined} node
 * @returns {Node | undefined}
 */
function resolve(document, node) {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops++) {
    const ref = /** @type {string} */ (current.$ref);
    if (!ref.startsWith('#/')) throw new Error(`${MARK}: only local references are followed (${ref})`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((/** @type {Node | undefined} */ at, key) => at?.[key], document);
  }
  return current;
}

/**
 * The read-only calls, in the document's order: operationId → what to send and what to expect.
 * Throws, naming the operation, on a mark that cannot be checked from PHP.
 * @param {Node} document the bundled document (scripts/openapi.mjs readDocument)
 * @returns {Array<{ id: string, mark: Mark, check: Check }>}
 */
export function readOnlyChecks(document) {
  const problems = [];
  /** @type {Array<{ id: string, mark: Mark, check: Check }>} */
  const checks = [];
  for (const [path, item] of Object.entries(/** @type {Record<string, Node>} */ (document.paths))) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(method)) continue;
      const id = String(operation.operationId);
      const secured = (operation.security ?? document.security ?? []).length > 0;
      /** @type {Mark | false | undefined} */
      const mark = operation[MARK];
      if (mark === undefined || mark === false) {
        if (mark === undefined && method === 'get' && !secured)
          problems.push(`${id}: a public GET needs ${MARK} (or ${MARK}: false)`);
        continue;
      }
      if (method !== 'get' || secured) {
        problems.push(`${id}: only a GET that needs no sign-in can be a read-only check`);
        continue;
      }
      if (typeof mark !== 'object' || typeof mark.name !== 'string' || !mark.name) {
        problems.push(`${id}: ${MARK} needs a name`);
        continue;
      }
      const [status, answer] =
        Object.entries(/** @type {Record<string, Node>} */ (operation.responses)).find(([code]) =>
          /^2\d\d$/.test(code),
        ) ?? [];
      const content = resolve(document, answer)?.content ?? {};
      const type = Object.keys(content)[0];
      const envelope = resolve(document, content[type]?.schema);
      const data = resolve(document, envelope?.properties?.data);
      if (!status || type !== 'application/json' || !envelope?.required?.includes('data') || !data) {
        problems.push(`${id}: its success answer is not JSON with a required data`);
        continue;
      }
      const entry = data.type === 'array' ? resolve(document, data.items) : data;
      const fields = /** @type {string[]} */ (entry?.required ?? []);
      const known = /** @type {Node[]} */ ([...(item.parameters ?? []), ...(operation.parameters ?? [])]).map(
        (parameter) => resolve(document, parameter)?.name,
      );
      for (const [name, value] of Object.entries(mark.query ?? {})) {
        if (!known.includes(name)) problems.push(`${id}: ${name} is not a parameter of the call`);
        const ref = /^\{(\w+)\.(\w+)\}$/.exec(value);
        if (ref) {
          const earlier = checks.find((c) => c.id === ref[1]);
          if (!earlier) problems.push(`${id}: ${value} names no earlier read-only check`);
          else if (earlier.check.data !== 'list' || !earlier.check.fields.includes(ref[2]))
            problems.push(`${id}: ${value} is not a required field of ${ref[1]}'s list`);
        } else if (/[{}]/.test(value) && value !== '{today}') problems.push(`${id}: ${value} is no known sample`);
      }
      checks.push({
        id,
        mark,
        check: {
          server: (item.servers?.[0]?.url ?? '').includes('{rentalHost}') ? 'rental' : 'booking',
          method: 'GET',
          path,
          query: mark.query ?? {},
          setting: mark.setting ?? '',
          status: Number(status),
          type,
          data: data.type === 'array' ? 'list' : 'object',
          fields,
        },
      });
    }
  }
  if (problems.length) throw new Error(`${MARK} in the document:\n  ${problems.join('\n  ')}`);
  return checks;
}

/**
 * wp-plugin/includes/ConnectionTable.php.
 * @param {Node} document @param {string} header how the file is generated
 */
export function connectionTablePhp(document, header) {
  const checks = readOnlyChecks(document);
  return phpClassFile({
    summary: 'The read-only calls of "Test connection".',
    header,
    doc: [
      `The company's API calls that change nothing and need no sign-in (the operations marked ${MARK}),`,
      'which ConnectionCheck sends from this server and checks against the contract.',
    ],
    name: 'ConnectionTable',
    members: [
      phpConst(
        [
          'The calls, in order: operationId => the call and its expected answer. `server` is `booking`',
          '(the booking API URL) or `rental` ({rental host}/{API root}/v1); a `query` value is sent as it',
          "is, or `{today}` (the site's date) or `{<operationId>.<Field>}` (that field of the first entry",
          "of an earlier call's list); `setting` names a setting whose URL replaces the call's when set;",
          '`data` is `list` or `object`, and `fields` the fields each entry (or the object) must have.',
          '',
          '@var array<string, array{server: string, method: string, path: string, query: array<string, string>, setting: string, status: int, type: string, data: string, fields: string[]}>',
        ],
        'CALLS',
        Object.fromEntries(checks.map(({ id, check }) => [id, check])),
      ),
      phpArrayMethod({
        doc: ["Each call's name on the settings screen: operationId => name."],
        returns: 'array<string, string>',
        name: 'names',
        pairs: checks.map(({ id, mark }) => [id, phpTr(mark.name)]),
      }),
    ],
  });
}
