/**
 * The engines suite's environment: the demo server (as test/e2e/harness.mjs starts it) behind a
 * small proxy that puts probe.js first in every page's <head> and collects what it reports, and
 * one driver per engine with the same few verbs:
 *
 * - Firefox ESR through WebDriver BiDi with puppeteer-core (`/usr/bin/firefox-esr`);
 * - WebKit (WebKitGTK's MiniBrowser, the engine of Safari) through W3C WebDriver with
 *   selenium-webdriver against WebKitWebDriver, under its own Xvfb display.
 *
 *   const env = useEngineEnv();              // started in before(), closed in after()
 *   const page = await env.open('webkit', { width: 390 });
 *   await page.goto('/'); await page.click('button', 'LET\'S GO');
 *   assert.deepEqual(env.errors(), []);
 *
 * Everything started here is stopped by `close()` (or by the driver's own `close()`).
 */
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { Transform } from 'node:stream';
import { mkdtemp, readFile, rm, mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/app.mjs';
import { TEST_NOW } from '../clock.mjs';
import { startedForSuite } from '../suite.mjs';
import { poll } from '../kit/poll.mjs';
import { freePort } from '../kit/ports.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The engines the suite drives: Chromium has its own suites (test/e2e, test/visual). */
export const ENGINES = /** @type {const} */ (['firefox', 'webkit']);
/** @typedef {typeof ENGINES[number]} Engine */

const probeSource = await readFile(new URL('probe.js', import.meta.url), 'utf8');

/**
 * How a test names an element: a role (button, link, checkbox, radio, heading, field, dialog) or a
 * CSS selector, and the accessible name (exact string or RegExp; omitted: the first visible one).
 * @typedef {[role: string, name?: string | RegExp, within?: string]} Target
 */

/** @param {string | RegExp | undefined} name */
const wireName = (name) => (name instanceof RegExp ? { re: name.source, flags: name.flags } : name);

/**
 * @typedef {{
 *   engine: Engine,
 *   goto(path: string): Promise<void>,
 *   url(): Promise<string>,
 *   evaluate<T>(fn: (...args: any[]) => T, ...args: any[]): Promise<Awaited<T>>,
 *   waitFor(fn: (...args: any[]) => unknown, args?: any[], options?: { timeout?: number, what?: string }): Promise<void>,
 *   exists(...target: Target): Promise<boolean>,
 *   click(...target: Target): Promise<void>,
 *   type(target: Target, text: string): Promise<void>,
 *   clearAndType(target: Target, text: string): Promise<void>,
 *   select(target: Target, optionLabel: string | RegExp): Promise<void>,
 *   upload(target: Target, file: string): Promise<void>,
 *   keys(...keys: string[]): Promise<void>,
 *   setSize(width: number, height: number): Promise<void>,
 *   screenshot(file: string, options?: { fullPage?: boolean }): Promise<void>,
 *   close(): Promise<void>,
 * }} Driver
 */

/** Keys by W3C WebDriver name: selenium's codepoints and puppeteer's names. */
const KEYS = {
  ArrowLeft: ['\uE012', 'ArrowLeft'],
  ArrowUp: ['\uE013', 'ArrowUp'],
  ArrowRight: ['\uE014', 'ArrowRight'],
  ArrowDown: ['\uE015', 'ArrowDown'],
  Enter: ['\uE007', 'Enter'],
  Escape: ['\uE00C', 'Escape'],
  Tab: ['\uE004', 'Tab'],
  End: ['\uE010', 'End'],
  Backspace: ['\uE003', 'Backspace'],
};

/**
 * The slow phone's network (the bench's profile, test/e2e/load-metrics.mjs `throttle`): 400 ms
 * from a request to its answer, 400 kbit/s each way. Its 4× CPU has no counterpart in these
 * drivers; the network is the proxy's to slow down.
 */
export const SLOW_NETWORK = { latency: 400, kbits: 400 };

/**
 * One direction of a link of `kbits` shared by every request on it: each piece that passes goes
 * on when the link would have carried it (after what went before it, on any request).
 * @param {number} kbits
 */
function sharedLink(kbits) {
  const bytesPerMs = kbits / 8;
  let free = 0;
  return () =>
    new Transform({
      transform(chunk, _encoding, done) {
        const start = Math.max(Date.now(), free);
        free = start + chunk.length / bytesPerMs;
        setTimeout(() => done(null, chunk), free - Date.now());
      },
    });
}

/**
 * Starts the demo on a free port with a fresh database, behind the probe proxy; with `network`
 * (e.g. SLOW_NETWORK), every request through it waits `latency` ms and every body, up and down,
 * goes at `kbits`.
 * @param {{ server?: Parameters<typeof startServer>[0], network?: { latency: number, kbits: number } }} [options]
 */
export async function startEngineEnv(options = {}) {
  const assetsDir = resolve(
    process.env.CHW_ASSETS_DIR || fileURLToPath(new URL('../../wp-plugin/assets', import.meta.url)),
  );
  if (!existsSync(join(assetsDir, 'manifest.json'))) {
    throw new Error(`The bundle is not built in ${assetsDir}: run \`npm run build\` first.`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'chw-engines-'));
  /** @type {Array<{ kind: string, text: string, page: string }>} */
  const logs = [];
  /** @type {Set<(path: string) => number | undefined>} */
  const failures = new Set();
  let upstream = '';
  const { network } = options;
  const down = network ? sharedLink(network.kbits) : null;
  const up = network ? sharedLink(network.kbits) : null;
  const proxy = createServer(async (req, res) => {
    const path = req.url ?? '/';
    if (path === '/__engines/probe.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(probeSource.replace("'__CHW_INSTANT__'", String(server.clock.now())));
      return;
    }
    if (path === '/__engines/log') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          logs.push(JSON.parse(body));
        } catch {
          logs.push({ kind: 'probe', text: body, page: '' });
        }
        res.writeHead(204).end();
      });
      return;
    }
    if (path === '/__engines/blank') {
      // A page of the demo's origin that runs none of its code: where seeds are written.
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
      res.end('<!doctype html><title>blank</title>');
      return;
    }
    for (const fail of failures) {
      const status = fail(path);
      if (status) {
        res.writeHead(status, { 'content-type': 'text/plain' }).end('failed by the test');
        return;
      }
    }
    if (network) await new Promise((done) => setTimeout(done, network.latency));
    // Pages come plain (the probe goes into them); the bundle as the server compresses it, as a phone gets it.
    const encoding = path.startsWith('/assets/') ? req.headers['accept-encoding'] : 'identity';
    const forward = request(
      `${upstream}${path}`,
      { method: req.method, headers: { ...req.headers, 'accept-encoding': encoding } },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          (down ? answer.pipe(down()) : answer).pipe(res);
          return;
        }
        const parts = /** @type {Buffer[]} */ ([]);
        answer.on('data', (chunk) => parts.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(parts)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, '<head$1><script src="/__engines/probe.js"></script>');
          const headers = { ...answer.headers };
          delete headers['content-length'];
          res.writeHead(answer.statusCode ?? 502, headers);
          if (!down) res.end(html);
          else down().end(html).pipe(res);
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    (up ? req.pipe(up()) : req).pipe(forward);
  });
  await new Promise((done) => proxy.listen(0, '127.0.0.1', () => done(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (proxy.address());
  const publicUrl = `http://127.0.0.1:${address.port}`;
  const server = await startServer({
    rateLimitPerMin: 0,
    port: 0,
    host: '127.0.0.1',
    dbFile: join(dir, 'engines.sqlite'),
    silent: true,
    assetsDir,
    now: TEST_NOW,
    maxHoldsPerClient: 0,
    publicUrl,
    csp: 'strict',
    ...options.server,
  }).catch(async (error) => {
    proxy.close();
    throw error;
  });
  upstream = server.url.replace(/\/$/, '');
  /** @type {Driver[]} */
  const drivers = [];
  let seen = 0;
  return {
    server,
    dir,
    /** Absolute URL of `path` as the browser sees it (through the proxy). @param {string} [path] */
    url: (path = '/') => new URL(path, publicUrl).href,
    now: () => server.clock.now(),
    /**
     * What the pages reported since the last call (console errors, page errors, unhandled rejections).
     * @returns {string[]}
     */
    errors() {
      const fresh = logs.slice(seen);
      seen = logs.length;
      return fresh.map((log) => `${log.kind} on ${log.page}: ${log.text}`);
    },
    /**
     * Answers every request whose path `matches` with `status` until the returned function is called.
     * @param {(path: string) => boolean} matches @param {number} [status]
     */
    fail(matches, status = 500) {
      const rule = (/** @type {string} */ path) => (matches(path) ? status : undefined);
      failures.add(rule);
      return () => failures.delete(rule);
    },
    /**
     * A fresh browser of `engine` (its own profile: fresh cookies and storage) at this size.
     * @param {Engine} engine @param {{ width?: number, height?: number }} [size]
     */
    async open(engine, { width = 1280, height = 900 } = {}) {
      const driver =
        engine === 'firefox'
          ? await openFirefox(publicUrl, width, height)
          : await openWebKit(publicUrl, width, height, dir);
      drivers.push(driver);
      return driver;
    },
    async close() {
      for (const driver of drivers) await driver.close().catch(() => {});
      await server.close();
      await new Promise((done) => proxy.close(() => done(undefined)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof startEngineEnv>>} EngineEnv */

/**
 * The suite's engine env, started before its tests and closed after them (test/suite.mjs).
 * @param {Parameters<typeof startEngineEnv>[0]} [options]
 * @returns {EngineEnv}
 */
export function useEngineEnv(options) {
  return startedForSuite(() => startEngineEnv(options));
}

/**
 * Waits (10 s at most) until `target` is on the page, then finds it with the engine's own `find`.
 * @template E @param {Driver} driver @param {Target} target @param {(target: Target) => Promise<E>} find
 */
async function present(driver, target, find) {
  await poll(() => driver.exists(...target), { what: `${target[0]} ${String(target[1] ?? '')}` });
  return find(target);
}

/** Finds a target in the page (probe.js's `__chwFind`), as source for an evaluate. */
const FIND = 'return window.__chwFind(arguments[0], arguments[1], arguments[2]);';

/**
 * @param {string} base @param {number} width @param {number} height
 * @returns {Promise<Driver>}
 */
async function openFirefox(base, width, height) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width, height },
    extraPrefsFirefox: { 'intl.accept_languages': 'en-AU', 'network.proxy.type': 0 },
    env: { ...process.env, TZ: 'Australia/Brisbane' },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  /** @param {Target} target */
  const find = async ([role, name, within]) => {
    const handle = await page.evaluateHandle(
      (role, name, within) => /** @type {any} */ (window).__chwFind(role, name, within),
      role,
      wireName(name),
      within,
    );
    const element = handle.asElement();
    if (!element) throw new Error(`firefox: no ${role} ${String(name ?? '')}`);
    return /** @type {import('puppeteer-core').ElementHandle<HTMLElement>} */ (element);
  };
  /** @type {Driver} */
  const driver = {
    engine: 'firefox',
    async goto(path) {
      await page.goto(new URL(path, base).href, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    async waitFor(fn, args = [], options = {}) {
      // As a boolean: an element returned as such does not come back over BiDi.
      await poll(() => page.evaluate(`Boolean((${fn.toString()}).apply(null, ${JSON.stringify(args)}))`), options);
    },
    exists: async (role, name, within) =>
      page.evaluate(
        (role, name, within) => !!(/** @type {any} */ (window).__chwFind(role, name, within)),
        role,
        wireName(name),
        within,
      ),
    click: async (...target) => (await present(driver, target, find)).click(),
    type: async (target, text) => (await present(driver, target, find)).type(text),
    async clearAndType(target, text) {
      const element = await find(target);
      await element.click({ count: 3 });
      await page.keyboard.press('Backspace');
      await element.type(text);
    },
    async select(target, optionLabel) {
      const element = await present(driver, target, find);
      const value = await element.evaluate(
        (select, label) =>
          [.../** @type {HTMLSelectElement} */ (/** @type {unknown} */ (select)).options].find((o) =>
            typeof label === 'string' ? o.label === label : new RegExp(label.re, label.flags).test(o.label),
          )?.value,
        wireName(optionLabel),
      );
      if (value === undefined) throw new Error(`firefox: no option ${String(optionLabel)}`);
      await element.select(value);
    },
    // A file input given a file from disk, as the system's picker hands it over (BiDi input.setFiles).
    upload: async (target, file) =>
      /** @type {import('puppeteer-core').ElementHandle<HTMLInputElement>} */ (
        /** @type {unknown} */ (await present(driver, target, find))
      ).uploadFile(file),
    async keys(...keys) {
      for (const key of keys) await page.keyboard.press(/** @type {any} */ (KEYS[key]?.[1] ?? key));
    },
    async setSize(w, h) {
      await page.setViewport({ width: w, height: h });
    },
    async screenshot(file, { fullPage = true } = {}) {
      await page.screenshot({ path: /** @type {`${string}.png`} */ (file), fullPage });
    },
    close: () => browser.close(),
  };
  return driver;
}

/**
 * Starts Xvfb on a display it chooses (-displayfd) and returns it with its process.
 * @returns {Promise<{ display: string, process: import('node:child_process').ChildProcess }>}
 */
async function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const display = await new Promise((done, fail) => {
    let text = '';
    const fd = /** @type {import('node:stream').Readable} */ (xvfb.stdio[3]);
    fd.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) done(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => fail(new Error(`Xvfb exited (${code})`)));
    setTimeout(() => fail(new Error('Xvfb did not start')), 10_000);
  });
  return { display, process: xvfb };
}

/** @param {import('node:child_process').ChildProcess} child */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  // Its own process group (spawned detached): MiniBrowser and WebKit's helper processes go with it.
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), name);
    } catch {
      child.kill(name);
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

/**
 * @param {string} base @param {number} width @param {number} height @param {string} dir
 * @returns {Promise<Driver>}
 */
async function openWebKit(base, width, height, dir) {
  const { Builder } = await import('selenium-webdriver');
  const xvfb = await startXvfb();
  // MiniBrowser's toolbar keeps the window at 447 px or more unless GTK shrinks it.
  const config = join(dir, `xdg-${Date.now()}`);
  await mkdir(join(config, 'gtk-3.0'), { recursive: true });
  await writeFile(
    join(config, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n',
  );
  const port = await freePort();
  const webdriver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: config,
      TZ: 'Australia/Brisbane',
      LANG: 'en_AU.UTF-8',
    },
  });
  const stopAll = async () => {
    await stop(webdriver);
    await stop(xvfb.process);
  };
  let session;
  try {
    await poll(
      () =>
        fetch(`http://127.0.0.1:${port}/status`)
          .then((r) => r.ok)
          .catch(() => false),
      { what: 'WebKitWebDriver' },
    );
    session = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await session.manage().setTimeouts({ script: 20_000, pageLoad: 30_000 });
  } catch (error) {
    await stopAll();
    throw error;
  }
  const web = session;
  /** @param {Target} target */
  const find = async ([role, name, within]) => {
    const element = await web.executeScript(FIND, role, wireName(name), within);
    if (!element) throw new Error(`webkit: no ${role} ${String(name ?? '')}`);
    return /** @type {import('selenium-webdriver').WebElement} */ (element);
  };
  /** @type {Driver} */
  const driver = {
    engine: 'webkit',
    async goto(path) {
      await web.get(new URL(path, base).href);
    },
    url: () => web.getCurrentUrl(),
    evaluate: (fn, ...args) =>
      web.executeScript(`return (${fn.toString()}).apply(null, arguments);`, ...args).then((value) =>
        // An async function's promise: selenium waits only for executeAsyncScript.
        value && typeof value === 'object' && 'then' in value ? value : value,
      ),
    async waitFor(fn, args = [], options = {}) {
      await poll(
        () =>
          web.executeScript(`return !!(${fn.toString()}).apply(null, arguments);`, ...args).catch((error) => {
            // The page went on to another one while the script ran (WebKitWebDriver: "Callback was not
            // called before the unload event", NoSuchFrameError): not yet, ask the next page.
            if (error?.name === 'NoSuchFrameError' || /unload event/.test(String(error?.message))) return false;
            throw error;
          }),
        options,
      );
    },
    exists: async (role, name, within) =>
      Boolean(
        await web.executeScript(
          `return !!window.__chwFind && !!window.__chwFind(arguments[0], arguments[1], arguments[2]);`,
          role,
          wireName(name),
          within,
        ),
      ),
    click: async (...target) => (await present(driver, target, find)).click(),
    type: async (target, text) => (await present(driver, target, find)).sendKeys(text),
    async clearAndType(target, text) {
      // element.clear() sends no input event here: select to the end and delete, as a person would.
      const element = await find(target);
      const length = String(await element.getAttribute('value')).length;
      await element.sendKeys(KEYS.End[0], ...Array.from({ length }, () => KEYS.Backspace[0]), text);
    },
    async select(target, optionLabel) {
      const element = await present(driver, target, find);
      const option = await web.executeScript(
        `return [...arguments[0].options].find((o) => typeof arguments[1] === 'string' ? o.label === arguments[1] : new RegExp(arguments[1].re, arguments[1].flags).test(o.label));`,
        element,
        wireName(optionLabel),
      );
      if (!option) throw new Error(`webkit: no option ${String(optionLabel)}`);
      await /** @type {import('selenium-webdriver').WebElement} */ (option).click();
    },
    // A file input given a file from disk: WebDriver's Element Send Keys with its path.
    upload: async (target, file) => (await present(driver, target, find)).sendKeys(file),
    async keys(...keys) {
      const actions = web.actions({ async: true });
      for (const key of keys) {
        const code = KEYS[key]?.[0] ?? key;
        actions.keyDown(code).keyUp(code);
      }
      await actions.perform();
    },
    async setSize(w, h) {
      // Resizing is asynchronous here: set the window, read the viewport, correct once or twice.
      let outerW = w;
      let outerH = h;
      for (let i = 0; i < 4; i += 1) {
        await web.manage().window().setRect({ width: outerW, height: outerH });
        await new Promise((done) => setTimeout(done, 400));
        const [innerW, innerH] = /** @type {[number, number]} */ (
          await web.executeScript('return [innerWidth, innerHeight];')
        );
        if (innerW === w && Math.abs(innerH - h) <= 2) return;
        outerW += w - innerW;
        outerH += h - innerH;
      }
    },
    async screenshot(file, { fullPage = true } = {}) {
      const [innerW, innerH] = /** @type {[number, number]} */ (
        await web.executeScript('return [innerWidth, innerHeight];')
      );
      if (fullPage) {
        const full = Number(await web.executeScript('return document.documentElement.scrollHeight;'));
        if (full > innerH) await driver.setSize(innerW, full);
      }
      await writeFile(file, Buffer.from(await web.takeScreenshot(), 'base64'));
      if (fullPage) await driver.setSize(innerW, innerH);
    },
    async close() {
      // A frozen page never answers quit: stop the processes after 5 s either way.
      await Promise.race([web.quit().catch(() => {}), new Promise((done) => setTimeout(done, 5000))]);
      await stopAll();
    },
  };
  await driver.setSize(width, height);
  return driver;
}
