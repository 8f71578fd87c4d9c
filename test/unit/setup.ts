/**
 * Imported first by every component test: an unexpected `console.error` fails
 * the test it happened in. A test that expects one says so with
 * `expectConsoleError(/pattern/)`.
 */
const seen: unknown[][] = [];
const expected: RegExp[] = [];
const original = console.error.bind(console);

console.error = (...args: unknown[]) => {
  seen.push(args);
  original(...args);
};

/** Allows one console.error whose text matches `pattern` in the current test. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/**
 * The check run after each test: throws when a console.error call was not
 * announced with `expectConsoleError`. Exported so its own test can prove it bites.
 */
export function assertNoUnexpectedConsoleErrors(calls: unknown[][], allowed: RegExp[]): void {
  const remaining = [...allowed];
  const unexpected = calls.filter((args) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    const index = remaining.findIndex((pattern) => pattern.test(text));
    if (index === -1) return true;
    remaining.splice(index, 1);
    return false;
  });
  if (unexpected.length) {
    throw new Error(`Unexpected console.error: ${unexpected.map((args) => args.map(String).join(' ')).join(' | ')}`);
  }
}

afterEach(() => {
  const calls = seen.splice(0);
  const allowed = expected.splice(0);
  assertNoUnexpectedConsoleErrors(calls, allowed);
});

/** A promise with its resolve/reject exposed, to control timing in tests. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Waits until `check` returns a truthy value (polling each 10 ms), or fails after `timeout`. */
export async function waitUntil<T>(check: () => T, message = 'condition', timeout = 3000): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
