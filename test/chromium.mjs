/**
 * The one home of how every suite starts Debian's Chromium (docs/testing.md "Machine facts"): as root it
 * needs --no-sandbox, and without the rest it keeps trying to reach the internet.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Launches headless Chromium with these arguments (playwright-core, loaded here only: the unit-test
 * runner's config reads the arguments and drives Chromium its own way). playwright-core turns the
 * back-forward cache off; `backForwardCache: true` keeps it on, as phones and desktop browsers
 * have it, for the suites about pages restored from it.
 * @param {{ backForwardCache?: boolean }} [options]
 */
export async function launchBrowser({ backForwardCache = false } = {}) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : [],
  });
}
