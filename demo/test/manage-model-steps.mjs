// @ts-check
/**
 * The steps of the model-based test (manage-model.test.mjs): what a renter, an attacker holding
 * the renter's link and checkout token, a competitor and time can do to a paid booking, each a
 * fast-check command that acts through the public API and then checks every invariant
 * (manage-model-invariants.mjs). A step's `toString()` is what a shrunk sequence prints; a failure
 * adds the run's steps with the server's answers.
 */
import fc from 'fast-check';
import { addDays, checkout, noServerError, payInDouble } from './manage-model-renter.mjs';
import { Broken, SKIPPED, checkInvariants, doubleMoney } from './manage-model-invariants.mjs';

/** @typedef {import('./manage-model-invariants.mjs').Model} Model @typedef {import('./manage-model-renter.mjs').Renter} Renter */
/** @typedef {{ id: number, qty: number }[]} Extras */

/**
 * One step of a sequence: `act` does it, then every invariant is checked. `label` is what a shrunk
 * sequence prints; a failure adds this run's steps with what the server answered to each.
 * @implements {fc.AsyncCommand<Model, Renter>}
 */
export class Step {
  /**
   * @param {string} label
   * @param {(m: Model, r: Renter) => Promise<string>} act returns what happened, for the report
   * @param {(m: Readonly<Model>) => boolean} [when]
   */
  constructor(label, act, when = () => true) {
    this.label = label;
    this.act = act;
    this.when = when;
  }

  /** @param {Readonly<Model>} m */
  check(m) {
    return this.when(m);
  }

  /** @param {Model} m @param {Renter} r */
  async run(m, r) {
    try {
      let answer = '(threw)';
      try {
        answer = await this.act(m, r);
      } finally {
        m.log.push(`${this.label} → ${answer}`);
      }
      await checkInvariants(m, r);
    } catch (error) {
      throw explained(error, m);
    }
  }

  toString() {
    return this.label;
  }
}

/** Adds the run's steps, answers included, to a failure. @param {unknown} error @param {Model} m */
export function explained(error, m) {
  const log = `\n  the run, with the server's answers:\n${m.log.map((l, i) => `    ${i}. ${l}`).join('\n')}`;
  if (error instanceof Broken) {
    error.message += log;
    return error;
  }
  // Other errors (an assertion on the way) have their stack written already: a new one carries the run.
  return error instanceof Error ? new Error(`${error.name}: ${error.message}${log}`, { cause: error }) : error;
}

/**
 * A step's kind and the server's answer to it, without its numbers: `cancel → 200`,
 * `change N day(s) longer → 200 requires_payment`.
 * @param {string} line a line of a run's log
 */
export function reached(line) {
  const [label, answer = ''] = line.split(' → ');
  const kind = label.replace(/\(.*\)|\[.*\]|-?\d+/g, 'N');
  const said = answer
    .replace(/change \d+/g, 'change')
    .replace(/\$0\b/g, 'none')
    .replace(/\$[\d.]+/g, '$')
    .replace(/[\d.]+ h /g, '');
  return `${kind} → ${said}`;
}

/** `status code` of an answer, for the report. @param {{ status: number, body: any }} a */
const said = (a) => `${a.status}${a.body?.code ? ` ${a.body.code}` : ''}`;

/**
 * Quotes a change, then makes it at the quoted total (as the widget does); remembers a change that
 * waits for its payment, and with `pay` pays it in the double at once (the widget's card step).
 * @param {Model} m @param {Renter} r @param {Record<string, unknown>} request @param {boolean} pay
 */
async function change(m, r, request, pay) {
  const quote = await r.manage('/quote', request);
  if (quote.status !== 200) return `quote ${said(quote)}`;
  const made = await r.manage('/change', { ...request, expected_total: quote.body.data.new_total });
  const data = made.body?.data;
  if (made.status === 200 && data.change_id) m.changeIds.push(data.change_id);
  const paid = pay && data?.client_secret ? `, paid: ${said(await payInDouble(r.s, data.client_secret))}` : '';
  return `${said(made)}${data?.status ? ` ${data.status}` : ''}${data?.amount ? ` $${data.amount}` : ''}${paid}`;
}

/**
 * Steps that change the booking: `request` builds the change from a drawn value and the view;
 * each is drawn paid at once or left waiting for its payment.
 * @template T
 * @param {fc.Arbitrary<T>} values @param {(value: T) => string} what
 * @param {(value: T, view: import('../api/manage.mjs').BookingView) => Record<string, unknown>} request
 */
const changes = (values, what, request) =>
  fc
    .tuple(values, fc.boolean())
    .map(
      ([value, pay]) =>
        new Step(`${what(value)}${pay ? ' and pay it' : ''}`, async (m, r) =>
          change(m, r, request(value, await r.view()), pay),
        ),
    );

/** The change the view shows waiting, else the newest the model made. @param {Model} m @param {Renter} r */
async function currentChange(m, r) {
  const view = await r.view();
  return view.pending_change?.change_id ?? m.changeIds.at(-1) ?? 0;
}

const days = fc.constantFrom(1, 2, 3, 5);
/** Paying, confirming or abandoning a change waits until the run has made one. @param {Readonly<Model>} m */
const madeAChange = (m) => m.changeIds.length > 0;

/**
 * Every kind of step with its weight: the steps that move money or time come up more often, so
 * that the few sequences of three or four steps which break an invariant are drawn in 200 runs.
 * @type {[number, fc.Arbitrary<Step>][]}
 */
const weighted = [
  [
    3,
    changes(
      days,
      (n) => `change ${n} day(s) longer`,
      (n, view) => ({ dropoff_date: addDays(view.dropoff.date, n) }),
    ),
  ],
  [
    2,
    changes(
      days,
      (n) => `change ${n} day(s) shorter`,
      (n, view) => {
        const earliest = addDays(view.pickup.date, 1);
        const to = addDays(view.dropoff.date, -n);
        return { dropoff_date: to < earliest ? earliest : to };
      },
    ),
  ],
  [
    3,
    changes(
      fc.constantFrom(-1, 1, 7, 30),
      (n) => `move the trip ${n} day(s)`,
      (n, view) => ({ pickup_date: addDays(view.pickup.date, n), dropoff_date: addDays(view.dropoff.date, n) }),
    ),
  ],
  [
    1,
    changes(
      fc.constantFrom(
        /** @type {Extras} */ ([]),
        [{ id: 1, qty: 1 }],
        [{ id: 3, qty: 2 }],
        [
          { id: 1, qty: 1 },
          { id: 3, qty: 3 },
        ],
      ),
      (extras) => `change extras to ${JSON.stringify(extras)}`,
      (extras) => ({ extras }),
    ),
  ],
  [
    3,
    fc.constant(
      new Step(
        'pay the pending change in the double',
        async (_m, r) => {
          const pending = (await r.view()).pending_change;
          if (!pending) return 'none pending';
          return `${said(noServerError('confirm', await payInDouble(r.s, pending.client_secret)))} for change ${pending.change_id}`;
        },
        madeAChange,
      ),
    ),
  ],
  [
    2,
    fc.constant(
      new Step(
        'confirm the change',
        async (m, r) => {
          const id = await currentChange(m, r);
          return `change ${id}: ${said(await r.manage('/change/confirm', { change_id: id }))}`;
        },
        madeAChange,
      ),
    ),
  ],
  [
    1,
    fc.constant(
      new Step(
        'abandon the change',
        async (m, r) => {
          const id = await currentChange(m, r);
          return `change ${id}: ${said(await r.manage('/change/abandon', { change_id: id }))}`;
        },
        madeAChange,
      ),
    ),
  ],
  [
    1,
    fc.record({ change: fc.nat({ max: 7 }), intent: fc.nat({ max: 7 }) }).map(
      (pick) =>
        new Step(
          `replay an old intent to /change/confirm (change #${pick.change}, intent #${pick.intent})`,
          async (m, r) => {
            const intents = r.intents().filter((i) => i.kind === 'payment');
            const changeId = m.changeIds[pick.change % m.changeIds.length];
            const intent = intents[pick.intent % intents.length];
            // A server that took the intent from the body would be fooled by any used one.
            const a = await r.manage('/change/confirm', {
              change_id: changeId,
              payment_intent: intent?.id,
              intent_id: intent?.id,
              stripe_id: intent?.id,
            });
            return `change ${changeId} with ${intent?.change_id ? `change ${intent.change_id}'s` : "the booking's"} intent: ${said(a)}`;
          },
          (m) => m.changeIds.length > 0,
        ),
    ),
  ],
  [
    2,
    fc.nat({ max: 7 }).map(
      (pick) =>
        new Step(`post intent #${pick} to /payment with the checkout token`, async (m, r) => {
          const intents = r.intents();
          const intent = intents[pick % intents.length];
          const a = noServerError(
            '/payment',
            await r.s.api('POST', '/api/v1/payment', { stripe_id: intent.id, booking_token: r.token }),
          );
          m.tokenAnswer = { call: 'payment', status: a.status, code: a.body?.code ?? '', afterCancel: m.sawCancelled };
          return `${intent.change_id ? `change ${intent.change_id}'s` : "the booking's"} ${intent.kind} intent (${intent.status}): ${said(a)}`;
        }),
    ),
  ],
  [
    2,
    fc.constant(
      new Step('cancel', async (m, r) => {
        const view = await r.view();
        const paidBefore = doubleMoney(r).net;
        const at = r.s.clock.now();
        const a = await r.manage('/cancel', { expected_refund: view.cancellation.refund });
        if (a.status === 200)
          m.cancelled = {
            at,
            pickupAt: Date.parse(view.pickup.at),
            paidBefore,
            fee: a.body.data.fee,
            refund: a.body.data.refund,
          };
        return a.status === 200 ? `200: refund $${a.body.data.refund}, fee $${a.body.data.fee}` : said(a);
      }),
    ),
  ],
  [
    3,
    fc.constantFrom(1, 4, 24, 30, 49).map(
      (hours) =>
        new Step(`move the clock ${hours} h on`, async (m, r) => {
          r.s.clock.advance(hours * 3_600_000);
          const left = (m.sale.freeUntil - r.s.clock.now()) / 3_600_000;
          return left > 0
            ? `${left.toFixed(1)} h before the cut-off as sold`
            : `${(-left).toFixed(1)} h past the cut-off as sold`;
        }),
    ),
  ],
  [
    1,
    fc.record({ period: fc.constantFrom('same', 'after', 'as sold'), pays: fc.boolean() }).map(
      ({ period, pays }) =>
        new Step(`a competitor ${pays ? 'books' : 'selects'} the car for the ${period} days`, async (m, r) => {
          const row = r.row();
          const [pickup, dropoff] =
            period === 'same'
              ? [row.pickup_dt.slice(0, 10), row.dropoff_dt.slice(0, 10)]
              : period === 'after'
                ? [row.dropoff_dt.slice(0, 10), addDays(row.dropoff_dt.slice(0, 10), 2)]
                : [m.sale.pickup, m.sale.dropoff];
          const done = await checkout(r.s, {
            pickup,
            dropoff,
            paymentType: 'N',
            email: 'rival@example.com',
            pay: pays,
          });
          return `${done.step} ${said(done.last)}`;
        }),
    ),
  ],
  [
    1,
    fc.constantFrom('select', 'phone-booking').map(
      (call) =>
        new Step(
          `/${call} with the booking's checkout token`,
          async (m, r) => {
            const body =
              call === 'select'
                ? { vehicle_id: r.row().vehicle_id, payment_type: r.paymentType, booking_token: r.token }
                : {
                    booking_token: r.token,
                    vehicle_id: r.row().vehicle_id,
                    first_name: 'Olivia',
                    last_name: 'Nguyen',
                    email: r.email,
                    mobile_number: '61412345678',
                  };
            const a = noServerError(call, await r.s.api('POST', `/api/v1/${call}`, body));
            m.tokenAnswer = { call, status: a.status, code: a.body?.code ?? '', afterCancel: m.sawCancelled };
            return said(a);
          },
          // Only cancelled-final reads its answer; without that check it would only derail the run.
          () => !SKIPPED.has('cancelled-final'),
        ),
    ),
  ],
];
/** fast-check draws each step evenly from this list: a kind appears as often as its weight. */
export const commands = weighted.flatMap(([weight, arbitrary]) => Array.from({ length: weight }, () => arbitrary));

/** The sale a run starts from. */
export const sales = fc.record({
  paymentType: fc.constantFrom(/** @type {const} */ ('N'), /** @type {const} */ ('L')),
  // Pick up at 10:00, 1 to 5 days after the run's 07:00: 27 h (inside the cut-off at the sale), 51 h (3 h before it)…
  leadDays: fc.constantFrom(1, 2, 3, 5),
  days: fc.integer({ min: 1, max: 4 }),
  insuranceId: fc.constantFrom(1, 2),
  extras: fc.constantFrom(/** @type {Extras} */ ([]), [{ id: 1, qty: 1 }]),
});
