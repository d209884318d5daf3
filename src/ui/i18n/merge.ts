/**
 * A language's texts over the English ones: a key the language lacks (a site's catalogue typed
 * loosely, or written against an older English) shows in English, with one console warning per
 * language and part naming the keys missing. English keys added later (./en-later.ts, when a part
 * loads) show through by prototype.
 */
const warned = new Set<string>();

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The missing keys of `texts` against `english`, one level of nested records deep (`error.GAME_OVER`). */
export function missingKeys(english: object, texts: object): string[] {
  const missing: string[] = [];
  const en = english as Record<string, unknown>, t = texts as Record<string, unknown>;
  for (const key in en) {
    if (!Object.prototype.hasOwnProperty.call(t, key)) missing.push(key);
    else if (isRecord(en[key]) && isRecord(t[key])) for (const sub in en[key]) if (!(sub in t[key])) missing.push(`${key}.${sub}`);
  }
  return missing;
}

const memo = new WeakMap<object, { size: number; merged: object }>();

/**
 * `texts` over `english` (nested records too), warning once about what is missing; `quiet` for texts
 * known to lack a part for a moment (a built-in language's later texts, still loading).
 */
export function overEnglish<T extends object>(english: T, texts: T, lang: string, part: string, quiet = false): T {
  const size = Object.keys(english).length;
  const known = memo.get(texts);
  if (known && known.size === size) return known.merged as T;
  const missing = missingKeys(english, texts);
  const merged = Object.create(english) as Record<string, unknown>;
  for (const [key, value] of Object.entries(texts)) {
    const en = (english as Record<string, unknown>)[key];
    merged[key] = isRecord(value) && isRecord(en) && missingKeys(en, value).length ? Object.assign(Object.create(en), value) : value;
  }
  const fresh = quiet ? [] : missing.filter((k) => !warned.has(`${lang}/${part}/${k}`));
  if (fresh.length) {
    for (const k of fresh) warned.add(`${lang}/${part}/${k}`);
    console.warn(`<inkognito-game>: the ${part} texts of lang="${lang}" lack ${fresh.join(", ")}: shown in English.`);
  }
  memo.set(texts, { size, merged });
  return merged as T;
}
