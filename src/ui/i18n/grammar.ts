/**
 * Grammar every language's texts use, from the browser's own data: lists ("A, B and C") through
 * `Intl.ListFormat` and plural forms through `Intl.PluralRules`, so no text glues words or picks a
 * plural by `n === 1`.
 */

/** Joins names as a list of the language: `listIn("de")(["Rot", "Blau", "Grün"])` → "Rot, Blau und Grün". */
export function listIn(lang: string, type: "conjunction" | "disjunction" | "unit" = "conjunction"): (items: readonly string[]) => string {
  const format = new Intl.ListFormat(lang, { type, style: type === "unit" ? "short" : "long" });
  return (items) => format.format(items);
}

/** The plural categories a language may need (`other` always). */
export type PluralForms = { readonly other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * Picks the form of `n` by the language's plural rules; `#` in the form stands for the number:
 * `pluralIn("en")(2, { one: "# card", other: "# cards" })` → "2 cards".
 */
export function pluralIn(lang: string): (n: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(lang);
  return (n, forms) => (forms[rules.select(n)] ?? forms.other).replace(/#/g, String(n));
}
