// @ts-check
/**
 * One call of a conformance run and its verdict: the answer's status is the one expected, the
 * document declares it, its media type is the declared one and its JSON body validates against the
 * document (demo/lib/contract.mjs's compiled validators, the same ones the reference server uses).
 */
import { createContract, typeMatches } from '../../demo/lib/contract.mjs';

/**
 * A row of the run's table (`operation`: the document's operationId of the call, when it is one).
 * @typedef {{ name: string, expected: string, got: string, pass: boolean, operation?: string }} Row
 * @typedef {{ status: number, type: string, json: any, text: string, headers: Headers }} Answer
 */

/** @param {import('ajv').ErrorObject[] | null | undefined} errors */
const firstError = (errors) => {
  const error = (errors ?? [])[0];
  if (!error) return 'does not match';
  const place = error.instancePath || '(body)';
  return error.keyword === 'required'
    ? `${place}/${error.params.missingProperty} is missing`
    : `${place} ${error.message ?? 'does not match'}`;
};

/**
 * The calls of one run: each sent, checked against the document and written to `rows`.
 * @param {{ booking: string, rental: string, manage?: string }} bases the APIs' base URLs
 */
export function createChecker(bases) {
  const contract = createContract();
  /** @type {Row[]} */
  const rows = [];

  /**
   * Sends one call. `body` is sent as JSON (`text` or `bytes` as they are, with `headers`); `expect`
   * is the status it must answer, or the statuses of which it must answer one (a refusal the
   * document allows in more than one way), and `code` the error's code.
   * @param {{ name: string, api?: 'booking' | 'rental' | 'manage', method: string, path: string,
   *   query?: Record<string, string>, body?: unknown, text?: string, bytes?: Uint8Array<ArrayBuffer>,
   *   headers?: Record<string, string>, expect: number | number[], code?: string }} call
   * @returns {Promise<Answer | null>} the answer when the call passed, else null
   */
  async function call({ name, api = 'booking', method, path, query, body, text, bytes, headers = {}, expect, code }) {
    const base = bases[api];
    if (!base) throw new Error(`no ${api} API given`);
    const url = new URL(`${base.replace(/\/$/, '')}${path}`);
    // The document's operation of the call (the manage API is the booking API's), looked up once.
    const operation = contract.operation(api === 'rental' ? 'rental' : 'booking', method, pathOf(path));
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    const expects = Array.isArray(expect) ? expect : [expect];
    const expected = `${expects.join(' or ')}${code ? ` ${code}` : ''}`;
    /** @type {Answer} */
    let answer;
    try {
      const res = await fetch(url, {
        method,
        headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body: bytes ?? text ?? (body === undefined ? undefined : JSON.stringify(body)),
        redirect: 'manual',
      });
      const type = (res.headers.get('Content-Type') ?? '').split(';')[0].trim();
      const raw = await res.text();
      /** @type {any} */
      let json;
      if (type === 'application/json') {
        try {
          json = JSON.parse(raw);
        } catch {
          json = undefined;
        }
      }
      answer = { status: res.status, type, json, text: raw, headers: res.headers };
    } catch (error) {
      rows.push({
        name,
        operation: operation?.id,
        expected,
        got: `no answer (${/** @type {Error} */ (error).message})`,
        pass: false,
      });
      return null;
    }
    const problem = verdict(operation, method, pathOf(path), answer, expects, code);
    rows.push({
      name,
      operation: operation?.id,
      expected,
      got: `${answer.status}${answer.json?.code ? ` ${answer.json.code}` : ''}${problem ? `: ${problem}` : ''}`,
      pass: !problem,
    });
    return problem ? null : answer;
  }

  /**
   * What is wrong with an answer, or '' when nothing is.
   * @param {ReturnType<typeof contract.operation>} operation the call's, if the document has it
   * @param {string} method @param {string} path
   * @param {Answer} answer @param {number[]} expects @param {string} [code]
   */
  function verdict(operation, method, path, answer, expects, code) {
    if (!operation) return `${method} ${path} is not an operation of the document`;
    if (!expects.includes(answer.status)) return `expected ${expects.join(' or ')}`;
    const declared = operation.responses.get(answer.status);
    if (!declared) return `${operation.id}: the document declares no ${answer.status}`;
    if (!typeMatches(answer.type, declared.types))
      return `${operation.id}: type ${answer.type || 'none'}, not ${declared.types.join(' or ')}`;
    if (declared.json) {
      if (answer.json === undefined) return `${operation.id}: the body is not JSON`;
      if (!declared.json(answer.json)) return `${operation.id}: ${firstError(declared.json.errors)}`;
    }
    if (code && answer.json?.code !== code) return `code ${answer.json?.code ?? 'none'}, not ${code}`;
    return '';
  }

  /** A check that is no call (a guard's conclusion). @param {Row} row */
  const note = (row) => rows.push(row);

  return { call, note, rows, bases };
}

/** The document's path of a call's (its query dropped). @param {string} path */
const pathOf = (path) => path.split('?')[0];

/** @typedef {ReturnType<typeof createChecker>} Checker */
