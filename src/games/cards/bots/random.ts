/**
 * The random bot: a legal action from the seat's view, drawn with a seeded Rng. It declares only
 * now and then (1 time in 20 when it has anything else to do), so its games last a while.
 */
import type { Rng } from "../../kernel/rng.js";
import { assertRng, assertView } from "../guards.js";
import type { CardsAction, CardsView } from "../types.js";

export function randomAction(view: CardsView, rng: Rng): CardsAction | null {
  assertView(view);
  assertRng(rng);
  const legal = view.legal;
  if (legal.length === 0) return null;
  const others = legal.filter((a) => a.type !== "declare");
  if (others.length > 0 && (others.length === legal.length || rng.int(20) !== 0)) return rng.pick(others);
  return rng.pick(legal);
}
