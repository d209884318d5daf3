/**
 * Grammar every language's texts use, from the browser's own data: lists ("A, B and C") through
 * `Intl.ListFormat` and plural forms through `Intl.PluralRules`, so no text glues words or picks a
 * plural by `n === 1`.
 */

/** Joins names as a list of the language: `listIn("de")(["Rot", "Blau", "Grün"])` → "Rot, Blau und Grün". */
export function listIn(lang: string, type: "conjunction" | "disjunction" | "unit" = "conjunction"): (items: readonly string[]) => string {
  // Made on first use: the first Intl object a page makes loads the browser's locale data, a long
  // pause on a slow phone, and the texts modules make theirs when they load, before the first paint.
  let format: Intl.ListFormat | undefined;
  return (items) => (format ??= new Intl.ListFormat(lang, { type, style: type === "unit" ? "short" : "long" })).format(items);
}

/** The plural categories a language may need (`other` always). */
export type PluralForms = { readonly other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * Picks the form of `n` by the language's plural rules; `#` in the form stands for the number:
 * `pluralIn("en")(2, { one: "# card", other: "# cards" })` → "2 cards".
 */
export function pluralIn(lang: string): (n: number, forms: PluralForms) => string {
  let rules: Intl.PluralRules | undefined; // made on first use, as in listIn
  return (n, forms) => (forms[(rules ??= new Intl.PluralRules(lang)).select(n)] ?? forms.other).replace(/#/g, String(n));
}
