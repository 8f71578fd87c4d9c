// @ts-check
/**
 * The client of demo/bench.mjs's find part, in a worker thread. The bench's server answers on the
 * main thread: a client sharing its event loop would count, in each answer's time, work the server
 * does after answering (the find mails its link then), and would send its scheduled calls only
 * when a blocked server let it. From here it sees what a client in another process sees.
 * workerData is a FindBenchPlan; the thread posts one FindBenchTimes and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

/**
 * @typedef {{ url: string, kinds: { name: string, bodies: Record<string, string>[] }[], clients: number, findEveryMs: number, loadMs: number, locationsEveryMs: number, probeFinds: number,
 *   probeSearch: string }} FindBenchPlan
 * `kinds`: the timed finds, one body each; /locations is called every `locationsEveryMs` for `loadMs`
 * alone, then while `clients` clients each find every `findEveryMs`; then `probeFinds` finds at once and `probeSearch` (a
 * /search body) right behind them.
 * @typedef {{ kinds: { name: string, times: number[] }[], locationsAlone: number[], locationsLoaded: number[],
 *   loadStatuses: number[], loadDoneMs: number, searchMs: number, probeStatuses: number[], probeMs: number }} FindBenchTimes
 */

const plan = /** @type {FindBenchPlan} */ (workerData);
if (!parentPort) throw new Error('demo/bench-find.mjs runs as a worker of demo/bench.mjs');
const json = { 'Content-Type': 'application/json' };
const sleep = (/** @type {number} */ n) => new Promise((resolve) => setTimeout(resolve, n));
const PAUSE_MS = 10;

/** Status and time of one call; the body is read in full. @param {string} path @param {RequestInit} [init] */
async function call(path, init) {
  const start = performance.now();
  const res = await fetch(plan.url + path, init);
  await res.arrayBuffer();
  return { status: res.status, elapsed: performance.now() - start };
}
/** @param {string} path @param {RequestInit} [init] */
async function timed(path, init) {
  const { status, elapsed } = await call(path, init);
  if (status !== 200) throw new Error(`${path} → ${status}`);
  return elapsed;
}
/** @param {Record<string, string>} body */
const find = (body) => ({ method: 'POST', headers: json, body: JSON.stringify(body) });
// A script's enumeration: numbers in order (CHW100001…, each once), an email of its own each time.
let guessNo = 0;
const guess = () => find({ reservation_no: `CHW${100_000 + ++guessNo}`, email: `guess${guessNo}@bench.invalid` });

const kinds = [];
for (const { name, bodies } of plan.kinds) {
  await timed('/api/v1/manage/find', guess()); // warm-up
  const times = [];
  for (const body of bodies) {
    // each on an idle server, not behind the work the one before left (a match mails its link after answering)
    await sleep(PAUSE_MS);
    times.push(await timed('/api/v1/manage/find', find(body)));
  }
  kinds.push({ name, times });
}

/**
 * /locations every `locationsEveryMs` for `loadMs`, while `clients` clients each find every `findEveryMs`.
 * Calls go out on a fixed schedule whatever the answers do; each /locations is timed from when it was due.
 * @param {number} clients
 */
async function locationsWhile(clients) {
  /** @type {{ at: number, locations: boolean }[]} */
  const schedule = [];
  for (let client = 0; client < clients; client++)
    for (let at = (client * plan.findEveryMs) / clients; at < plan.loadMs; at += plan.findEveryMs)
      schedule.push({ at, locations: false });
  for (let at = plan.locationsEveryMs / 2; at < plan.loadMs; at += plan.locationsEveryMs)
    schedule.push({ at, locations: true });
  schedule.sort((a, b) => a.at - b.at);
  /** @type {Promise<number>[]} */
  const finds = [];
  /** @type {Promise<number>[]} */
  const locations = [];
  const start = performance.now();
  for (const { at, locations: isLocations } of schedule) {
    const due = start + at;
    if (due > performance.now()) await sleep(due - performance.now());
    if (isLocations) locations.push(timed('/api/v1/locations').then(() => performance.now() - due));
    else finds.push(call('/api/v1/manage/find', guess()).then((r) => r.status));
  }
  return { times: await Promise.all(locations), statuses: await Promise.all(finds), doneMs: performance.now() - start };
}
await timed('/api/v1/locations'); // warm-up
const alone = await locationsWhile(0);
const loaded = await locationsWhile(plan.clients);

const probeStart = performance.now();
const probe = Array.from({ length: plan.probeFinds }, () => call('/api/v1/manage/find', guess()));
const searchMs = await timed('/api/v1/search', { method: 'POST', headers: json, body: plan.probeSearch });
const probeStatuses = (await Promise.all(probe)).map((r) => r.status);
const probeMs = performance.now() - probeStart;

/** @type {FindBenchTimes} */
const times = {
  kinds,
  locationsAlone: alone.times,
  locationsLoaded: loaded.times,
  loadStatuses: loaded.statuses,
  loadDoneMs: loaded.doneMs,
  searchMs,
  probeStatuses,
  probeMs,
};
parentPort.postMessage(times);
