import { assertRng, assertView } from "../guards.js";
import type { Rng } from "../rng.js";
import type { Action } from "../types.js";
import type { SeatView } from "../view.js";
import { chooseBotAction } from "./sensible.js";

export function strongBot(view: SeatView, rng: Rng): Action | null {
  assertView(view);
  assertRng(rng);
  return chooseBotAction(view, rng);
}
