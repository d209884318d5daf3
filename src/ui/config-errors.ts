/**
 * What `<inkognito-game>` does with a configuration it cannot play: a `players` count that is not 3,
 * 4 or 5, a scenario URL that does not load or is not a scenario, an `ice-servers` value that is not
 * a JSON array of RTCIceServer objects. Each is a ConfigError with a stable `code` (documented in
 * docs/element.md): the element shows its sentence, fires `inkognito-error` with that code and
 * rejects `element.ready` with it, and starts nothing (no save is read or written). A `bots` level or
 * `lang` it does not know falls back (normal bots, English) with one console warning.
 */
import type { Messages } from "./i18n/index.js";

/** The stable codes of configuration errors. */
export const CONFIG_ERROR_CODES = ["BAD_PLAYERS", "SCENARIO_NOT_FOUND", "SCENARIO_NOT_JSON", "SCENARIO_INVALID", "BAD_ICE_SERVERS"] as const;
export type ConfigErrorCode = (typeof CONFIG_ERROR_CODES)[number];

/** A configuration the element cannot play: `code` (stable), `message` (in the element's language). */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
  constructor(readonly code: ConfigErrorCode, message: string) {
    super(message);
  }
}

const shown = (value: unknown) => String(value).slice(0, 80);

/** A configuration error in the element's language (`value`: what the site gave; `detail`: e.g. the HTTP status). */
export function configError(m: Messages, code: ConfigErrorCode, value: unknown, detail = ""): ConfigError {
  return new ConfigError(code, m.configError[code](shown(value)).replace("{status}", detail));
}

/** `players` as given: 3, 4 or 5, else a BAD_PLAYERS error. */
export function checkPlayers(m: Messages, players: unknown): ConfigError | null {
  return players === 3 || players === 4 || players === 5 ? null : configError(m, "BAD_PLAYERS", players);
}

const isText = (x: unknown): x is string => typeof x === "string" && x.length > 0;

/** One RTCIceServer: `urls` a URL or a non-empty list of them, `username`/`credential` text when present. */
function isIceServer(x: unknown): boolean {
  if (!x || typeof x !== "object" || Array.isArray(x)) return false;
  const s = x as Record<string, unknown>;
  const urls = Array.isArray(s.urls) ? s.urls.length > 0 && s.urls.every(isText) : isText(s.urls);
  return urls && (s.username === undefined || typeof s.username === "string") && (s.credential === undefined || typeof s.credential === "string");
}

/** `ice-servers` as given: absent, or a JSON array of RTCIceServer objects; else a BAD_ICE_SERVERS error. */
export function checkIceServers(m: Messages, text: string | null): ConfigError | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return configError(m, "BAD_ICE_SERVERS", text);
  }
  return Array.isArray(parsed) && parsed.length <= 32 && parsed.every(isIceServer) ? null : configError(m, "BAD_ICE_SERVERS", text);
}

/** The text of a scenario URL: a SCENARIO_NOT_FOUND error when it does not load. */
export async function fetchScenario(m: Messages, url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch (e) {
    throw configError(m, "SCENARIO_NOT_FOUND", url, e instanceof Error ? e.message : String(e));
  }
  if (!res.ok) throw configError(m, "SCENARIO_NOT_FOUND", url, `HTTP ${res.status}`);
  return res.text();
}

/** A scenario's JSON parsed: a SCENARIO_NOT_JSON error when it is not JSON. */
export function parseScenario(m: Messages, source: string, json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    throw configError(m, "SCENARIO_NOT_JSON", source);
  }
}

const warned = new Set<string>();
/** One console warning per message and page (an unknown `bots` level or `lang`). */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
