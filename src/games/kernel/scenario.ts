/**
 * What every game's scenarios share: captions in several languages, and reading a scenario from
 * JSON text or an object. A game's own scenario module adds its steps' marks and replays its
 * actions with its own referee.
 */

/** A text in several languages, by language tag (`en`, `de`, …); `en` is always present. */
export type Caption = { readonly en: string } & Readonly<Record<string, string>>;

/** The text in `lang` (or its base language, `de` for `de-CH`), else English; "" for anything that is not a caption (never throws). */
export function captionText(caption: string | Caption | undefined, lang = "en"): string {
  if (typeof caption === "string") return caption;
  if (typeof caption !== "object" || caption === null) return "";
  const text = (k: string): string | undefined => {
    const t = Object.prototype.hasOwnProperty.call(caption, k) ? (caption as Record<string, unknown>)[k] : undefined;
    return typeof t === "string" ? t : undefined;
  };
  const base = String(lang).split("-")[0]!.toLowerCase();
  return text(String(lang)) ?? text(base) ?? text("en") ?? "";
}

/** True for an object of texts with an English one. */
export function isCaption(c: unknown): c is Caption {
  return typeof c === "object" && c !== null && !Array.isArray(c) && typeof (c as { en?: unknown }).en === "string" &&
    Object.values(c).every((v) => typeof v === "string");
}

/** True for what a scenario may give as its title or description: a text, or texts by language with an English one. */
export function isTitle(t: unknown): t is string | Caption {
  return typeof t === "string" || isCaption(t);
}

/**
 * Why `x` is not a scenario object, or null: an object whose `title` and `description`, if any, are
 * a text or a caption, whose `actions`, if any, is a list, and whose `steps`, if any, is a non-empty
 * list of objects (a sparse list's holes are not steps). Never throws.
 */
export function scenarioProblem(x: unknown): string | null {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return "A scenario is a JSON object.";
  const s = x as { title?: unknown; description?: unknown; actions?: unknown; steps?: unknown };
  for (const k of ["title", "description"] as const) {
    if (s[k] !== undefined && !isTitle(s[k])) return `${k} must be a text or an object of texts with an English one (en).`;
  }
  if (s.actions !== undefined && !Array.isArray(s.actions)) return "actions must be a list.";
  const steps = s.steps;
  if (steps === undefined) return null;
  if (!Array.isArray(steps) || steps.length === 0) return "steps must be a non-empty list.";
  for (let i = 0; i < steps.length; i++) {
    const step: unknown = steps[i];
    if (typeof step !== "object" || step === null || Array.isArray(step)) return `Scenario step ${i + 1}: a step is an object.`;
    const actions = (step as { actions?: unknown }).actions;
    if (actions !== undefined && !Array.isArray(actions)) return `Scenario step ${i + 1}: actions must be a list.`;
  }
  return null;
}

/**
 * Reads a scenario (JSON text or an object) and checks it with `scenarioProblem`. Returns the
 * scenario, or why it is not one. Never throws.
 */
export function readScenario<S extends { actions?: unknown; steps?: unknown }>(input: string | S): { scenario: S } | { problem: string } {
  let scenario: unknown;
  try {
    scenario = typeof input === "string" ? JSON.parse(input) : input;
  } catch {
    return { problem: "The scenario is not valid JSON." };
  }
  try {
    const problem = scenarioProblem(scenario);
    return problem ? { problem } : { scenario: scenario as S };
  } catch {
    // A getter that throws, a proxy: not a scenario.
    return { problem: "A scenario is a JSON object." };
  }
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
