/** The simplest bot: a uniform choice among the legal actions of its view. For property tests. */
import { Refusal } from "../errors.js";
import { assertRng } from "../guards.js";
import { Rng } from "../../kernel/rng.js";
import type { Action, RngState } from "../types.js";
import type { SeatView } from "../view.js";

/**
 * A uniform choice among the view's legal actions (null when there are none). `rng` must be an
 * Rng (`new Rng(seedRng(seed))`); a seed string or anything else is refused (NOT_AN_RNG), as is
 * something without a `legal` list (NOT_A_VIEW).
 */
export function randomAction(view: Pick<SeatView, "legal">, rng: Rng): Action | null {
  if (typeof view !== "object" || view === null || !Array.isArray(view.legal)) throw new Refusal("NOT_A_VIEW");
  assertRng(rng);
  return view.legal.length === 0 ? null : rng.pick(view.legal);
}

export { Rng, type RngState };
