// @ts-check
/**
 * Manage my booking, model-based: random sequences of what a renter (or an attacker with the
 * renter's link and checkout token) can do after a sale — change longer, shorter, later, extras;
 * pay, confirm, abandon or replay a change; post any of the booking's intents to /payment; cancel;
 * the clock crossing the cut-off; a competitor wanting the same car — with the money, stock and
 * terms invariants of manage-model-invariants.mjs checked after every step. fast-check's `fc.commands`
 * generates the sequences and shrinks a failing one to its fewest steps, printed by each command's
 * `toString()`.
 *
 * One server for the file, one booking per run, each on days of its own (manage-model-renter.mjs).
 * `CHW_MODEL_RUNS` (default 200) sets the runs, `CHW_MODEL_SEED` the seed (pinned, so CI runs the
 * same sequences every time), `CHW_MODEL_SKIP` a comma list of invariants not to check (or `ledger`
 * for the ledger's parts): a diagnostic, to see what else fails behind a first broken invariant.
 */
import { test } from 'node:test';
import fc from 'fast-check';
import { serverForTests } from './helpers.mjs';
import { newRenter } from './manage-model-renter.mjs';
import { CUTOFF_HOURS, INVARIANTS, LATE_FEE, SKIPPED, checkInvariants } from './manage-model-invariants.mjs';
import { commands, explained, reached, sales } from './manage-model-steps.mjs';

const RUNS = Number(process.env.CHW_MODEL_RUNS || 200);
const SEED = Number(process.env.CHW_MODEL_SEED || 4242);
const MAX_STEPS = 12;

const s = serverForTests({
  rateLimitPerMin: 0,
  maxHoldsPerClient: 0,
  manage: { cutoffHours: CUTOFF_HOURS, lateFee: LATE_FEE },
});

/** @typedef {import('./manage-model-invariants.mjs').Model} Model */

test(
  `Manage my booking holds money, terms and stock over random sequences (${RUNS} runs, ≤ ${MAX_STEPS} steps)`,
  { timeout: 20 * 60_000 },
  async (t) => {
    let runs = 0;
    let checked = 0;
    /** How often each kind of step got each answer: shows the runs reached the states that matter. */
    const answers = new Map();
    await fc.assert(
      fc.asyncProperty(sales, fc.commands(commands, { maxCommands: MAX_STEPS, size: 'max' }), async (sale, steps) => {
        runs++;
        const renter = await newRenter(s, { ...sale, serial: runs });
        const view = await renter.view();
        /** @type {Model} */
        const model = {
          sale: {
            paymentType: sale.paymentType,
            freeUntil: Date.parse(view.cancellation.free_until),
            pickup: view.pickup.date,
            dropoff: view.dropoff.date,
          },
          cancelled: null,
          changeIds: [],
          sawCancelled: false,
          tokenAnswer: null,
          checked: 0,
          log: [
            `sale: ${sale.paymentType === 'N' ? 'pay now' : 'pay later'} ${view.pickup.date} 10:00 to ${view.dropoff.date}, cut-off ${view.cancellation.free_until}, total $${view.total}, paid $${view.paid}, preauthorised $${view.preauthorised}`,
          ],
        };
        try {
          await checkInvariants(model, renter).catch((error) => Promise.reject(explained(error, model)));
          await fc.asyncModelRun(() => ({ model, real: renter }), steps);
        } finally {
          checked += model.checked;
          for (const line of model.log.slice(1)) {
            const key = reached(line);
            answers.set(key, (answers.get(key) ?? 0) + 1);
          }
        }
      }),
      { numRuns: RUNS, seed: SEED, includeErrorInReport: true },
    );
    t.diagnostic(
      `model: ${RUNS} runs, ≤${MAX_STEPS} steps, ${checked} steps checked, invariants: ${INVARIANTS.filter((n) => !SKIPPED.has(n)).join(', ')}${SKIPPED.size ? ` (skipped: ${[...SKIPPED].join(', ')})` : ''}`,
    );
    t.diagnostic(
      `answers: ${[...answers]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => `${key} ×${n}`)
        .join(', ')}`,
    );
  },
);
