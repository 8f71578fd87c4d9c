// @ts-check
/**
 * Manage my booking's parts, put together once: the view, the terms, links and sessions, changes,
 * and `withBooking`, which every session call runs its work in.
 */
import { createContext } from './context.mjs';
import { createViewParts, createDescribe } from './view.mjs';
import { createPolicy } from './policy.mjs';
import { createLinks } from './links.mjs';
import { createChanges } from './changes.mjs';
import { createCommit } from './commit.mjs';
/** @typedef {import('../store.mjs').BookingRow} BookingRow */

/** @param {import('./context.mjs').ManageDeps} deps */
export function createManage(deps) {
  const ctx = createContext(deps);
  const parts = createViewParts(ctx);
  const policy = createPolicy(ctx, parts);
  const describe = createDescribe(ctx, parts, policy);
  const links = createLinks(ctx, { ...parts, ...policy, describe });
  const changes = createChanges(ctx, { ...parts, ...policy, describe, ...links });
  const { commit } = createCommit(ctx, changes);
  /**
   * A session's booking inside an immediate transaction, its lapsed changes settled first.
   * @template T @param {Record<string, unknown>} body @param {(booking: BookingRow) => T} work @returns {T}
   */
  const withBooking = (body, work) =>
    ctx.db.transaction(() => work(changes.settle(links.sessionBooking(body)))).immediate();
  const core = { ...parts, ...policy, describe, ...links, ...changes, commit, withBooking };
  return { ctx, core };
}

/** @typedef {ReturnType<typeof createManage>['core']} ManageCore */
