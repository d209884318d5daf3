/**
 * The built-in languages other than English: each part is a file of its own (`./de/board.ts`, …),
 * loaded by `import()` when an element first shows that language (in the script-tag bundle a chunk
 * beside it), so a page in English downloads none of them and a page in German only the German parts
 * its game shows. The board game's texts come in two files, as the English do (./en.ts, ./en-later.ts):
 * `<lang>/board.ts` with what a solo game's first paint shows, `<lang>/board-later.ts` with what only
 * parts loaded on demand show, loaded when the English later texts are (the first such part) or at
 * once if they are already. A language a site registers itself is used as it is.
 */
import type { CardsMessages } from "./cards.js";
import type { FirstPaintMessages, Messages } from "./en.js";
import type { LaterMessages } from "./en-later.js";
import type { ReplayMessages } from "./replay.js";
import { registerMessages, registeredLanguage, tagOf, type Captions, type LanguageMessages } from "./registry.js";

export type Part = "board" | "cards" | "captions" | "replay";
type Loaders = {
  board?: () => Promise<FirstPaintMessages>;
  boardLater?: () => Promise<LaterMessages>;
  cards?: () => Promise<CardsMessages>;
  captions?: () => Promise<Captions>;
  replay?: () => Promise<ReplayMessages>;
};

/** Each language: its files (a part without one shows in English). */
const builtIn: Record<string, Loaders> = {
  de: {
    board: () => import("./de/board.js").then((m) => m.board),
    boardLater: () => import("./de/board-later.js").then((m) => m.boardLater),
    cards: () => import("./de/cards.js").then((m) => m.cards),
    captions: () => import("./de/captions.js").then((m) => m.captions),
    replay: () => import("./de/replay.js").then((m) => m.replay),
  },
  it: {
    board: () => import("./it/board.js").then((m) => m.board),
    boardLater: () => import("./it/board-later.js").then((m) => m.boardLater),
    cards: () => import("./it/cards.js").then((m) => m.cards),
    captions: () => import("./it/captions.js").then((m) => m.captions),
    replay: () => import("./it/replay.js").then((m) => m.replay),
  },
  fr: {
    board: () => import("./fr/board.js").then((m) => m.board),
    boardLater: () => import("./fr/board-later.js").then((m) => m.boardLater),
    cards: () => import("./fr/cards.js").then((m) => m.cards),
    captions: () => import("./fr/captions.js").then((m) => m.captions),
    replay: () => import("./fr/replay.js").then((m) => m.replay),
  },
  es: {
    board: () => import("./es/board.js").then((m) => m.board),
    boardLater: () => import("./es/board-later.js").then((m) => m.boardLater),
    cards: () => import("./es/cards.js").then((m) => m.cards),
    captions: () => import("./es/captions.js").then((m) => m.captions),
    replay: () => import("./es/replay.js").then((m) => m.replay),
  },
  da: {
    board: () => import("./da/board.js").then((m) => m.board),
    boardLater: () => import("./da/board-later.js").then((m) => m.boardLater),
    cards: () => import("./da/cards.js").then((m) => m.cards),
    captions: () => import("./da/captions.js").then((m) => m.captions),
    replay: () => import("./da/replay.js").then((m) => m.replay),
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

/** The board texts registered from a built-in first-paint file only (their later part not yet loaded). */
const firstPaintOnly = new WeakSet<object>();
/** Whether the English later texts have loaded (./en-later.ts): a part that shows them is here. */
let laterWanted = false;

/** Whether a language's board texts are a built-in first-paint file without its later part. */
export function isFirstPaintOnly(texts: object | undefined): boolean {
  return !!texts && firstPaintOnly.has(texts);
}

/**
 * Called when the English later texts load (./en-later.ts, with the first part loaded on demand):
 * every built-in language shown so far loads its later texts now; each element showing one
 * re-renders when they are in (a language registered re-renders its elements).
 */
export function laterTextsWanted(): Promise<void> {
  laterWanted = true;
  return laterTexts();
}

/** Loads the later texts of every built-in language whose first-paint texts are in. */
export function laterTexts(): Promise<void> {
  const tags = BUILT_IN_LANGUAGES.filter((tag) => isFirstPaintOnly(registeredLanguage(tag)?.board));
  return Promise.all(tags.map((tag) => loadBoard(tag, true).catch(() => undefined))).then(() => undefined);
}

/** The board texts of a built-in language: its first-paint file, and its later file with it when `later`. */
function loadBoard(tag: string, later: boolean): Promise<void> {
  const files = builtIn[tag]!;
  const key = `${tag}/board${later ? "+later" : ""}`;
  let p = loading.get(key);
  if (!p) {
    const shown = registeredLanguage(tag)?.board;
    const first: Promise<FirstPaintMessages> = isFirstPaintOnly(shown) ? Promise.resolve(shown as FirstPaintMessages) : files.board!();
    p = Promise.all([first, later ? files.boardLater!() : null]).then(
      ([texts, rest]) => {
        const now = registeredLanguage(tag)?.board;
        if (now && !isFirstPaintOnly(now)) return; // a site's own texts (or the whole language) are in already
        const board = (rest ? { ...texts, ...rest } : texts) as Messages;
        if (!rest) firstPaintOnly.add(board);
        registerMessages(tag, { board });
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

/** Loads a built-in language's part unless it is registered already (a site's own texts win). */
export function loadPart(tag: string, part: Part): Promise<void> {
  if (hasPart(tag, part)) return Promise.resolve();
  if (part === "board") return loadBoard(tag, laterWanted);
  const load = builtIn[tag]?.[part];
  if (!load) return Promise.resolve();
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

/** Whether a part of a language is ready to show (English always is; the board's later texts once wanted). */
export function hasPart(tag: string, part: Part): boolean {
  if (tag === "en" || !builtIn[tag]?.[part]) return true;
  const texts = registeredLanguage(tag)?.[part];
  return !!texts && !(part === "board" && laterWanted && isFirstPaintOnly(texts));
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
