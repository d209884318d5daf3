/**
 * Grammar helpers for the message catalogues: plural forms through `Intl.PluralRules` and lists
 * through `Intl.ListFormat`, so no catalogue glues words by hand.
 */

/** The forms of a word by plural category; `other` is required, the rest fall back to it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of a word for the count `n` in language `lang` ("1 carta", "2 carte"). */
export function plural(lang: string, n: number, forms: PluralForms): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return forms[rules.select(n)] ?? forms.other;
}

const listFormats = new Map<string, Intl.ListFormat>();

/** Items joined as the language writes a list ("a, b e c"); `or` for a disjunction. */
export function list(lang: string, items: readonly string[], type: "conjunction" | "disjunction" = "conjunction"): string {
  const key = `${lang}|${type}`;
  let format = listFormats.get(key);
  if (!format) listFormats.set(key, (format = new Intl.ListFormat(lang, { style: "long", type })));
  return format.format(items);
}
