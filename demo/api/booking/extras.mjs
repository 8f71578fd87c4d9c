// @ts-check
/** Reads a list of extras `[{id, qty}]` (/calculate's optional_fees, Manage my booking's extras). */
import { badRequest, reqInt } from '../../lib/http.mjs';
/** @typedef {import('../store.mjs').ExtraRow} ExtraRow */

/**
 * The extras asked for, checked against the catalogue (known, at most max_qty, in steps of
 * increment), a repeated id counting once (the last), none of qty 0, by id.
 * @param {unknown} raw the body's list @param {import('../store.mjs').Store} store @param {string} field its name, for messages
 * @returns {{ id: number, qty: number }[]}
 */
export function readExtras(raw, store, field) {
  const malformed = () => badRequest(`${field} must be a list of {id, qty}.`);
  if (!Array.isArray(raw)) throw malformed();
  const extrasById = new Map(/** @type {ExtraRow[]} */ (store.q.extras.all()).map((e) => [e.id, e]));
  /** @type {Map<number, number>} */
  const chosen = new Map();
  for (const item of raw) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw malformed();
    const id = reqInt(item, 'id', { min: 1, label: `${field} id` });
    const qty = reqInt(item, 'qty', { min: 0, max: 99, label: `${field} qty` });
    const extra = extrasById.get(id);
    if (!extra) throw badRequest(`Unknown extra ${id}.`);
    if (qty > extra.max_qty) throw badRequest(`You can add at most ${extra.max_qty} × ${extra.name}.`);
    if (qty % extra.increment !== 0) throw badRequest(`${extra.name} changes in steps of ${extra.increment}.`);
    chosen.set(id, qty);
  }
  return [...chosen]
    .filter(([, qty]) => qty > 0)
    .sort(([a], [b]) => a - b)
    .map(([id, qty]) => ({ id, qty }));
}
