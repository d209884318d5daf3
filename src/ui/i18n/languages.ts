/**
 * The built-in languages other than English: each part is a file of its own (`./de/board.ts`, …),
 * loaded by `import()` when an element first shows that language (in the script-tag bundle a chunk
 * beside it), so a page in English downloads none of them and a page in German only the German parts
 * its game shows. A language a site registers itself is used as it is.
 */
import type { CardsMessages } from "./cards.js";
import type { Messages } from "./en.js";
import { registerMessages, registeredLanguage, tagOf, type Captions, type LanguageMessages } from "./registry.js";

export type Part = "board" | "cards" | "captions";
type Loaders = { board?: () => Promise<Messages>; cards?: () => Promise<CardsMessages>; captions?: () => Promise<Captions> };

/** Each language: its files (a part without one shows in English). */
const builtIn: Record<string, Loaders> = {
  de: {
    board: () => import("./de/board.js").then((m) => m.board),
    cards: () => import("./de/cards.js").then((m) => m.cards),
    captions: () => import("./de/captions.js").then((m) => m.captions),
  },
  it: {
    board: () => import("./it/board.js").then((m) => m.board),
    cards: () => import("./it/cards.js").then((m) => m.cards),
    captions: () => import("./it/captions.js").then((m) => m.captions),
  },
  fr: {
    board: () => import("./fr/board.js").then((m) => m.board),
    cards: () => import("./fr/cards.js").then((m) => m.cards),
    captions: () => import("./fr/captions.js").then((m) => m.captions),
  },
  es: {
    board: () => import("./es/board.js").then((m) => m.board),
    cards: () => import("./es/cards.js").then((m) => m.cards),
    captions: () => import("./es/captions.js").then((m) => m.captions),
  },
  da: {
    board: () => import("./da/board.js").then((m) => m.board),
    cards: () => import("./da/cards.js").then((m) => m.cards),
    captions: () => import("./da/captions.js").then((m) => m.captions),
  },
};

/** The languages that ship with the element (English first). */
export const BUILT_IN_LANGUAGES: readonly string[] = ["en", ...Object.keys(builtIn)];

/**
 * The catalogue a tag is shown in: the tag itself if known (registered or built in), else its
 * primary language (`de-CH` → `de`), else null (not known: English is shown).
 */
export function knownTag(lang: string | null | undefined): string | null {
  if (!lang) return null;
  const tag = tagOf(lang);
  const base = tag.split("-")[0]!;
  for (const t of [tag, base]) if (t === "en" || registeredLanguage(t) || builtIn[t]) return t;
  return null;
}

const loading = new Map<string, Promise<void>>();

/** Loads a built-in language's part unless it is registered already (a site's own texts win). */
export function loadPart(tag: string, part: Part): Promise<void> {
  const load = builtIn[tag]?.[part];
  if (tag === "en" || registeredLanguage(tag)?.[part] || !load) return Promise.resolve();
  const key = `${tag}/${part}`;
  let p = loading.get(key);
  if (!p) {
    p = (load() as Promise<LanguageMessages[Part]>).then(
      (texts) => {
        if (!registeredLanguage(tag)?.[part]) registerMessages(tag, { [part]: texts } as LanguageMessages);
      },
      (e: unknown) => {
        loading.delete(key); // a later showing tries again
        throw e;
      },
    );
    loading.set(key, p);
  }
  return p;
}

/** Whether a part of a language is ready to show (English always is). */
export function hasPart(tag: string, part: Part): boolean {
  return tag === "en" || !!registeredLanguage(tag)?.[part] || !builtIn[tag]?.[part];
}

const RTL = new Set(["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi"]);

/** The writing direction of a language: as registered, else from the tag (Intl.Locale text info). */
export function dirOf(tag: string): "ltr" | "rtl" {
  const given = registeredLanguage(tag)?.dir ?? registeredLanguage(tag.split("-")[0]!)?.dir;
  if (given) return given;
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
    const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
    if (direction === "rtl" || direction === "ltr") return direction;
  } catch {
    // not a well-formed tag: by the list below
  }
  return RTL.has(tag.split("-")[0]!) ? "rtl" : "ltr";
}
