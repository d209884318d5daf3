/**
 * Why something could not start or load, as the player reads it: a reason from the messages, by
 * kind (a part that could not be downloaded, anything else). The error's own words (a browser's or a
 * library's English) go to the console only, never on screen.
 */
import type { Messages } from "./i18n/index.js";

/** Whether an error is a script or file that could not be downloaded (offline, a missing chunk). */
function isLoadFailure(e: unknown): boolean {
  const text = e instanceof Error ? `${e.name} ${e.message}` : String(e);
  return /ChunkLoadError|dynamically imported module|Importing a module script failed|Failed to fetch|NetworkError|Load failed/i.test(text);
}

/** The reason to show for `e` (from the messages), its own words logged. */
export function failureReason(m: Messages, e: unknown): string {
  console.warn("<inkognito-game>:", e);
  return isLoadFailure(e) ? m.failure.load : m.failure.internal;
}
