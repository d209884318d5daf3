/** Picks the messages of a language; missing keys fall back to English. */
import type { ErrorCode } from "../../games/board/index.js";
import { en, type Messages } from "./en.js";
import { isFirstPaintOnly, knownTag } from "./languages.js";
import { overEnglish } from "./merge.js";
import { registeredLanguage } from "./registry.js";

export { registerMessages, type LanguageMessages, type Captions } from "./registry.js";

/** The board game's texts in a language (a tag such as `de` or `de-CH`), English where it has none. */
export function messagesFor(lang: string | null | undefined): Messages {
  const tag = knownTag(lang);
  const found = tag ? registeredLanguage(tag)?.board : undefined;
  return found && found !== en ? overEnglish(en, found, tag!, "board", isFirstPaintOnly(found)) : en;
}

/** Whether a language has texts of its own (its tag or its primary subtag, e.g. `en-GB` → `en`). */
export function hasMessages(lang: string | null | undefined): boolean {
  return knownTag(lang) !== null;
}

/** A refusal's sentence in the element's language (English where a site's catalogue lacks it). */
export function errorText(m: Messages, code: ErrorCode): string {
  return m.error[code] ?? en.error[code] ?? code;
}

export type { Messages };
