/**
 * Captions of narrated scenarios and tutorials in the element's language. A caption is English text
 * (or an object of texts by language, `{ "en": …, "de": … }`, as a site's own scenario JSON may give).
 * The shipped scenarios and tutorials carry English only; their translations are in each language's
 * `captions` (`./de/captions.ts`, keyed by the English caption), so a translator sees the source
 * beside the translation, and every scenario, wherever it comes from, finds them.
 */
import type { Caption } from "../../games/kernel/scenario.js";
import { knownTag } from "./languages.js";
import { registeredLanguage } from "./registry.js";

/** The caption in `lang`: its own text in that language, else the language's translation of its English, else English. */
export function captionIn(caption: string | Caption | undefined, lang: string | null | undefined): string {
  if (caption === undefined) return "";
  const english = typeof caption === "string" ? caption : caption.en;
  const asked = (lang ?? "en").toLowerCase();
  if (typeof caption === "object") {
    const own = caption[lang ?? "en"] ?? caption[asked] ?? caption[asked.split("-")[0]!];
    if (own !== undefined) return own;
  }
  const tag = knownTag(lang);
  return tag && tag !== "en" ? registeredLanguage(tag)?.captions?.[english] ?? english : english;
}
