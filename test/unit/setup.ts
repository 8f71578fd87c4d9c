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

afterEach(() => {
  const unexpected = seen.filter((args) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    const index = expected.findIndex((pattern) => pattern.test(text));
    if (index === -1) return true;
    expected.splice(index, 1);
    return false;
  });
  seen.length = 0;
  expected.length = 0;
  if (unexpected.length) {
    throw new Error(`Unexpected console.error: ${unexpected.map((args) => args.map(String).join(' ')).join(' | ')}`);
  }
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
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
