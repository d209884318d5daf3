/** The simplest bot: a uniform choice among the legal actions of its view. For property tests. */
import { Rng } from "../rng.js";
import type { Action, RngState } from "../types.js";
import type { SeatView } from "../view.js";

export function randomAction(view: Pick<SeatView, "legal">, rng: Rng): Action | null {
  return view.legal.length === 0 ? null : rng.pick(view.legal);
}

export { Rng, type RngState };
