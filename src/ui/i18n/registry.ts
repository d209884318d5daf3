/**
 * The languages the element knows: the ones sites register (`registerMessages`) and the built-in
 * ones once their files have loaded (./languages.ts). A language has up to three parts, each complete
 * (typed against the English): the board game's texts, the card game's texts, and the captions of the
 * shipped scenarios and tutorials (keyed by their English text). English is built in (./en.ts,
 * ./cards.ts; captions are their own English).
 */
import type { Messages } from "./en.js";
import type { CardsMessages } from "./cards.js";
import type { ReplayMessages } from "./replay.js";

/** Scenario and tutorial captions of one language, keyed by the English caption. */
export type Captions = Readonly<Record<string, string>>;

/** One language's texts: each part is optional, and complete when given. */
export interface LanguageMessages {
  /** The board game's texts (`<inkognito-game>`): every key of the English `Messages`. */
  board?: Messages;
  /** The card game's texts (`game="cards"`): every key of the English `CardsMessages`. */
  cards?: CardsMessages;
  /** The replay viewer's texts (`<inkognito-game replay>`): every key of the English `ReplayMessages`. */
  replay?: ReplayMessages;
  /** Captions of the scenarios and tutorials, by English caption; a missing one shows in English. */
  captions?: Captions;
  /** Writing direction; by default from the language tag (`Intl.Locale`'s text info). */
  dir?: "ltr" | "rtl";
}

const registered: Record<string, LanguageMessages> = {};
const listeners = new Set<(lang: string) => void>();

/** The tag as the registry keys it: lower case (`de-CH` → `de-ch`). */
export const tagOf = (lang: string): string => lang.trim().toLowerCase();

/** Adds or overrides (part by part) a language; elements showing it re-render at once. */
export function registerMessages(lang: string, messages: LanguageMessages): void {
  const tag = tagOf(lang);
  registered[tag] = { ...registered[tag], ...messages };
  for (const listener of listeners) listener(tag);
}

/** The texts registered for a tag (exactly that tag). */
export function registeredLanguage(tag: string): LanguageMessages | undefined {
  return registered[tag];
}

/** Called with the tag whenever a language is registered; returns the unsubscription. */
export function onRegistered(listener: (lang: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
