/**
 * The call-centre dashboard's test setup, shared by its suites (dashboard*.test.mjs): the demo
 * with a staff token, a signed-in page on /dashboard, and readers of the table.
 */
import assert from 'node:assert/strict';
import { cookieValue, islandsMounted, useEnv } from './harness.mjs';
import { messages, ownMessages } from './messages.mjs';
import { staffToken } from './flows.mjs';

/** The bookings table's field labels. */
export const label = ownMessages.bookingFieldLabels;
/** @param {import('playwright-core').Page} page */
export const authToken = (page) => cookieValue(page, 'chw_auth_token');
export const statusText = (code) => `${messages.bookingStatusLabels[code]} (${code})`;

/** Waits until the table is not loading. */
export async function settled(page) {
  await page.locator('.chw-dashboard__table-area[aria-busy="false"]').waitFor();
}

/** Each row's text of one field (combined cells show a field on a line of its own; '—' when the row has none). */
export const cells = (page, field) =>
  page
    .locator('.chw-dashboard__row')
    .evaluateAll(
      (rows, name) => rows.map((row) => row.querySelector(`[data-field="${name}"]`)?.textContent ?? '—'),
      field,
    );
export const ids = async (page) => (await cells(page, 'ID')).map(Number);
export const rangeText = (page) => page.locator('.chw-dashboard__range').textContent();
export const search = (page) => new URL(page.url()).searchParams;

/** The table's fit: sideways scroll inside its wrapper, and the headers whose box leaves the wrapper's visible box. */
export const tableFit = (page) =>
  page.getByRole('region', { name: ownMessages.bookingsTable }).evaluate((wrap) => {
    const box = wrap.getBoundingClientRect();
    const clipped = [...wrap.querySelectorAll('thead th')]
      .filter((th) => {
        const r = th.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5;
      })
      .map((th) => th.textContent);
    return { scroll: wrap.scrollWidth - wrap.clientWidth, clipped, headers: wrap.querySelectorAll('thead th').length };
  });

/** Parses RFC 4180 CSV text. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') ((cell += '"'), i++);
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (row.push(cell), (cell = ''));
    else if (c === '\n') (row.push(cell), rows.push(row), (row = []), (cell = ''));
    else if (c !== '\r') cell += c;
  }
  if (cell || row.length) (row.push(cell), rows.push(row));
  return rows;
}

/**
 * The suite's demo (started in `before`, closed in `after`) with the staff's token (`staff.token`,
 * set once it has started), and what the tests do with them.
 */
export function useDashboard() {
  const staff = { token: '' };
  const env = useEnv(undefined, async (started) => {
    staff.token = await staffToken(started);
  });

  /** The API as the server answers it (to compare the UI with). */
  async function api(path) {
    const response = await fetch(env.url(`/api/v1${path}`), { headers: { authorization: `Bearer ${staff.token}` } });
    assert.equal(response.status, 200, `${path} → ${response.status}`);
    return response.json();
  }

  /** A fresh staff token (a test that signs out must not revoke the suite's shared one). */
  function newToken() {
    return staffToken(env);
  }

  /** A signed-in page on the dashboard (with `query`), rows loaded. */
  async function openDashboard(query = '', { width = 1280, height = 900, as = staff.token } = {}) {
    const page = await env.page({ width, height });
    await page.context().addCookies([{ name: 'chw_auth_token', value: as, url: env.url('/') }]);
    await page.goto(env.url(`/dashboard${query}`));
    await islandsMounted(page);
    await settled(page);
    return page;
  }

  return { env, staff, api, newToken, openDashboard };
}
