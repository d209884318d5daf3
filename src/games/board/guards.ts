/**
 * Typed refusals for the engine's callers: a view where a state is expected, a state where a view
 * is expected, a seed where an Rng is expected. Each throws a Refusal (or returns one), never a
 * TypeError from deep inside a rule.
 */
import { Refusal, ruleError, type RuleError } from "./errors.js";
import { Rng } from "../kernel/rng.js";
import type { GameState } from "./types.js";
import type { SeatView } from "./view.js";

/** Why `x` is not a referee's GameState (a SeatView has no secrets and no RNG), or null. */
export function stateProblem(x: unknown): RuleError | null {
  const s = x as Partial<GameState> | null;
  const ok = typeof s === "object" && s !== null && s.version === 1 && Array.isArray(s.seats) && Array.isArray(s.agents) &&
    typeof s.secrets === "object" && s.secrets !== null && typeof s.turn === "object" && s.turn !== null &&
    typeof s.rng === "object" && s.rng !== null && Array.isArray(s.log) && typeof s.positions === "object";
  return ok ? null : ruleError("NOT_A_STATE");
}

export function assertState(x: unknown): asserts x is GameState {
  const p = stateProblem(x);
  if (p) throw new Refusal(p.code, p.message);
}

/** Throws NOT_A_VIEW unless `x` is a seat's view (it has `viewer` and `legal`). */
export function assertView(x: unknown): asserts x is SeatView {
  const v = x as Partial<SeatView> | null;
  if (typeof v !== "object" || v === null || typeof v.viewer !== "string" || !Array.isArray(v.legal) || !v.turn) {
    throw new Refusal("NOT_A_VIEW");
  }
}

/** Throws NOT_AN_RNG unless `x` is an Rng (anything with the Rng's int and pick methods). */
export function assertRng(x: unknown): asserts x is Rng {
  if (x instanceof Rng) return;
  const r = x as Partial<Rng> | null;
  if (typeof r !== "object" || r === null || typeof r.int !== "function" || typeof r.pick !== "function") throw new Refusal("NOT_AN_RNG");
}
