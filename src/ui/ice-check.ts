/**
 * The `ice-servers` attribute checked before a network table opens (in the network chunk): a JSON
 * array of RTCIceServer objects, else a BAD_ICE_SERVERS ConfigError (./config-errors.ts).
 */
import { configError, type ConfigError } from "./config-errors.js";
import type { Messages } from "./i18n/index.js";

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

