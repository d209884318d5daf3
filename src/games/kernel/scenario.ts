/**
 * What every game's scenarios share: captions in several languages, and reading a scenario from
 * JSON text or an object. A game's own scenario module adds its steps' marks and replays its
 * actions with its own referee.
 */

/** A text in several languages, by language tag (`en`, `de`, …); `en` is always present. */
export type Caption = { readonly en: string } & Readonly<Record<string, string>>;

/** The text in `lang` (or its base language, `de` for `de-CH`), else English. */
export function captionText(caption: string | Caption | undefined, lang = "en"): string {
  if (caption === undefined) return "";
  if (typeof caption === "string") return caption;
  const base = lang.split("-")[0]!.toLowerCase();
  return caption[lang] ?? caption[base] ?? caption.en;
}

/** True for an object of texts with an English one. */
export function isCaption(c: unknown): c is Caption {
  return typeof c === "object" && c !== null && !Array.isArray(c) && typeof (c as { en?: unknown }).en === "string" &&
    Object.values(c).every((v) => typeof v === "string");
}

/**
 * Reads a scenario (JSON text or an object): an object whose `actions`, if any, is a list and whose
 * `steps`, if any, is a non-empty list. Returns the scenario, or why it is not one.
 */
export function readScenario<S extends { actions?: unknown; steps?: unknown }>(input: string | S): { scenario: S } | { problem: string } {
  let scenario: unknown;
  try {
    scenario = typeof input === "string" ? JSON.parse(input) : input;
  } catch {
    return { problem: "The scenario is not valid JSON." };
  }
  if (typeof scenario !== "object" || scenario === null || Array.isArray(scenario)) return { problem: "A scenario is a JSON object." };
  const s = scenario as S;
  if (s.actions !== undefined && !Array.isArray(s.actions)) return { problem: "actions must be a list." };
  if (s.steps !== undefined && (!Array.isArray(s.steps) || s.steps.length === 0)) return { problem: "steps must be a non-empty list." };
  return { scenario: s };
}

/**
 * Applies actions in order with a game's reducer, stopping at the first refusal: the state reached,
 * how many were applied, and the refusal with the index of the refused action.
 */
export function applyInOrder<S, C extends string>(
  state: S,
  actions: readonly unknown[],
  apply: (state: S, action: unknown) => { ok: true; state: S } | { ok: false; error: { code: C; message: string } },
): { state: S; applied: number; error?: { code: C; message: string; index: number } } {
  for (let i = 0; i < actions.length; i++) {
    const r = apply(state, actions[i]);
    if (!r.ok) return { state, applied: i, error: { ...r.error, index: i } };
    state = r.state;
  }
  return { state, applied: actions.length };
}
