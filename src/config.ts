import { setCookiePrefix } from './lib/cookies';
import { isRecord } from './lib/isRecord';
import { sameShape } from './lib/sameShape';
import { isTimeZone, todayYmd } from './lib/dates';
import { configDefaults, type ConfigValues } from './config.generated';
import { contentRoutes, islandRoutes, type Routes } from './routes.generated';
import { E164_PATTERN } from './rules.generated';

/**
 * The page's `#chw-config` script, parsed once at the boundary into a typed value
 * with defaults (docs/conventions.md "Config keys"). Broken JSON gives the defaults and a
 * console warning; unknown keys are ignored; wrong-typed values fall back.
 */

export type { Routes };

/** The page's config: the keys of src/site.json and the route URLs. */
export interface Config extends ConfigValues {
  routes: Routes;
}

/** The island pages' paths come from each island.json, the content pages' from src/site.json. */
export const defaultRoutes: Routes = { ...islandRoutes, ...contentRoutes };

export const defaultConfig: Config = { ...configDefaults, routes: defaultRoutes };

/** Parses the config JSON text; never throws. */
export function parseConfig(text: string | null | undefined): Config {
  if (!text || !text.trim()) return defaultConfig;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    // Reported with any other non-object below.
  }
  if (!isRecord(raw)) {
    console.warn('[chw] #chw-config is not a JSON object; using defaults.');
    return defaultConfig;
  }
  const config = sameShape(defaultConfig, raw) ?? defaultConfig;
  config.routes = sameShape(defaultRoutes, raw.routes) ?? defaultRoutes;
  if (!isTimeZone(config.timeZone)) {
    console.warn(
      `[chw] #chw-config timeZone "${config.timeZone}" is not a known IANA zone; using ${defaultConfig.timeZone}.`,
    );
    config.timeZone = defaultConfig.timeZone;
  }
  // E.164 after dropping what people type between digits; anything else shows no help line.
  const phone = config.supportPhone.replace(/[\s().-]/g, '');
  config.supportPhone = new RegExp(E164_PATTERN).test(phone) ? phone : '';
  if (!config.supportPhone && phone) console.warn(`[chw] #chw-config supportPhone "${phone}" is not an E.164 number.`);
  return config;
}

let current: Config = defaultConfig;

/** Reads `#chw-config` from the document (called once by main.ts). */
export function loadConfig(doc: Document = document): Config {
  setConfig(parseConfig(doc.getElementById('chw-config')?.textContent));
  return current;
}

/** The page's config (defaults until `loadConfig` ran). */
export function getConfig(): Config {
  return current;
}

/** A branch's zone when it is known and valid, else the configured zone. */
export function zoneOrDefault(timeZone?: string | null): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : current.timeZone;
}

/** Today's `yyyy-mm-dd` at a branch (its `TimeZone`), or in the configured zone. */
export function branchToday(timeZone?: string | null): string {
  return todayYmd(zoneOrDefault(timeZone));
}

/** Replaces the config (loadConfig; tests). */
export function setConfig(config: Config): void {
  current = config;
  // lib/ reads no config (docs/architecture.md "Layers in src/"): the cookie helpers are told the prefix here.
  setCookiePrefix(config.cookiePrefix);
}
