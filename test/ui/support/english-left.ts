/**
 * The English a translation must not leave on screen: every text of the English messages (strings,
 * and the fixed words of each function's sentence). Not English left over: proper names (the
 * characters, the locations, the game's title), the few words these languages share with English
 * (KEPT, when the translation keeps them), and a word the language writes in another case
 * ("orange" for "Orange"). A text copied over untranslated is caught.
 */
const HOLE = "\u0001";
const NAMES = new Set(["character", "characterShort", "location", "title"]);
const KEPT = new Set(["OK", "Tutorial", "Normal", "Start", "Hand", "Partner", "Bot", "bot", "Inkognito", "Pause", "Menu", "Assistant"]);

function add(out: Set<string>, text: string) {
  const t = text.trim().replace(/^[\s:;,.·–—()"“”„«»]+|[\s:;,.·–—()"“”„«»]+$/g, "");
  if (/[A-Za-z]{3,}/.test(t)) out.add(t);
}

function walk(english: unknown, translated: unknown, out: Set<string>, key = ""): void {
  if (NAMES.has(key)) return;
  if (typeof english === "string") {
    const same = english === translated;
    const otherCase = !same && typeof translated === "string" && english.toLowerCase() === translated.toLowerCase();
    if (!otherCase && !(same && KEPT.has(english))) add(out, english);
  } else if (typeof english === "function") {
    // The sentence's fixed words, around its holes.
    const args = Array.from({ length: Math.max(english.length, 4) }, () => HOLE);
    let e = "";
    try {
      e = String((english as (...a: unknown[]) => unknown)(...args));
    } catch {
      return;
    }
    for (const piece of e.split(HOLE)) add(out, piece);
  } else if (Array.isArray(english)) {
    english.forEach((v, i) => walk(v, (translated as unknown[] | undefined)?.[i], out, key));
  } else if (typeof english === "object" && english !== null) {
    for (const k in english) walk((english as Record<string, unknown>)[k], (translated as Record<string, unknown> | undefined)?.[k], out, k);
  }
}

/**
 * Words a language shares with English and writes the same (not English left over there): French and
 * Danish say "mission" and "orange" as English does ("Mission accomplie !", "Mission fuldført!"), French "code", German "Name" ("Dein Name").
 */
const SHARED: Readonly<Record<string, readonly string[]>> = {
  de: ["Name"],
  fr: ["Mission", "Code", "orange"],
  da: ["Mission", "orange"],
};

/** The English phrases of `english` that `translated` changes, longest first (words `lang` shares with English aside). */
export function englishPhrases(english: object, translated: object, lang = ""): string[] {
  const out = new Set<string>();
  walk(english, translated, out);
  for (const word of SHARED[lang] ?? []) out.delete(word);
  return [...out].sort((a, b) => b.length - a.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The phrases found in `text` as whole words (case-sensitive). */
export function englishIn(text: string, phrases: readonly string[]): string[] {
  return phrases.filter((p) => new RegExp(`${/^\w/.test(p) ? "\\b" : ""}${escape(p)}${/\w$/.test(p) ? "\\b" : ""}`).test(text));
}
