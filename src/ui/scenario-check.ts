/**
 * A `scenario` URL read for the scenario mode (in its chunk): one that does not load is a
 * SCENARIO_NOT_FOUND ConfigError, one that is not JSON a SCENARIO_NOT_JSON one (./config-errors.ts).
 */
import { configError } from "./config-errors.js";
import { failureReason } from "./failure.js";
import type { Messages } from "./i18n/index.js";

/** The text of a scenario URL: a SCENARIO_NOT_FOUND error when it does not load. */
export async function fetchScenario(m: Messages, url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch (e) {
    throw configError(m, "SCENARIO_NOT_FOUND", url, failureReason(m, e));
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

