/** Picks the messages of a language; missing keys fall back to English. */
import { ERROR_CODES } from "../../games/board/errors.js";
import type { ErrorCode } from "../../games/board/index.js";
import { en, type Messages } from "./en.js";

const catalogs: Record<string, Partial<Messages>> = { en };

export function registerMessages(lang: string, messages: Partial<Messages>): void {
  catalogs[lang] = messages;
}

/** Whether a language has texts of its own (its tag or its primary subtag, e.g. `en-GB` → `en`). */
export function hasMessages(lang: string | null | undefined): boolean {
  const tag = (lang ?? "en").toLowerCase();
  return !!(catalogs[tag] ?? catalogs[tag.split("-")[0]!]);
}

export function messagesFor(lang: string | null | undefined): Messages {
  const tag = (lang ?? "en").toLowerCase();
  const found = catalogs[tag] ?? catalogs[tag.split("-")[0]!];
  // English underneath by prototype, so texts added to `en` later (./en-later.ts) show through.
  return found && found !== en ? (Object.assign(Object.create(en), found) as Messages) : en;
}

/** A refusal's sentence in the element's language. */
export function errorText(m: Messages, code: ErrorCode): string {
  return m.error[code] ?? ERROR_CODES[code];
}

export type { Messages };
