/**
 * Typed refusals for what deduction and the bots are given: a seat's view of the card game (never
 * the referee's state, which holds every secret) and an Rng (never a seed string).
 */
import { Refusal } from "./errors.js";
import { Rng } from "../kernel/rng.js";
import type { CardsView } from "./types.js";

/** Why `x` is not a seat's view of the card game, or null. A referee's state (it has secrets and the RNG) is not one. */
export function notAView(x: unknown): string | null {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return "not an object";
  const v = x as Partial<CardsView> & { secrets?: unknown; rng?: unknown };
  if (v.secrets !== undefined || v.rng !== undefined) return "a referee's state, not a view";
  if (v.game !== "cards") return "not the card game";
  if (typeof v.viewer !== "string" || !Array.isArray(v.legal) || !Array.isArray(v.sheet) || !Array.isArray(v.seats)) return "no viewer, seats, sheet or legal actions";
  if (typeof v.round !== "object" || v.round === null || !Array.isArray(v.codes) || v.codes.length !== 4) return "no round or codes";
  return null;
}

/** Throws a Refusal NOT_A_VIEW unless `x` is a seat's view of the card game. */
export function assertCardsView(x: unknown): asserts x is CardsView {
  const why = notAView(x);
  if (why) throw new Refusal("NOT_A_VIEW", `Deduction and bots take a seat's view (viewFor(state, seat)), not this: ${why}.`);
}

/** Throws a Refusal NOT_AN_RNG unless `x` is an Rng (anything with the Rng's int and pick methods). */
export function assertCardsRng(x: unknown): asserts x is Rng {
  if (x instanceof Rng) return;
  const r = x as Partial<Rng> | null;
  if (typeof r !== "object" || r === null || typeof r.int !== "function" || typeof r.pick !== "function") {
    throw new Refusal("NOT_AN_RNG");
  }
}
