/**
 * The small shapes a card view is made of (./view-shape.ts, ./view-events.ts), on the kernel's
 * shape combinators (kernel/shape.ts): seats, cards, locations, black cards, meetings, a
 * declaration. Each says where a value went wrong, or gives null. None throws.
 */
import { arr, bool, int, nullable, obj, oneOf, where, type Shape } from "../kernel/shape.js";
import { actionShapeProblem, claimsOf, isCode } from "./guards.js";
import { AGENT_SEATS, LOCATIONS, isIdentity } from "./types.js";

/** Both shapes: the first's problem, else the second's (a check that reads what the first made sure of). */
export const both = (first: Shape, next: Shape): Shape => (x, path) => first(x, path) ?? next(x, path);

export const SEATS = [...AGENT_SEATS, "ambassador"] as const;
export const seat = oneOf(SEATS);
export const agent = oneOf(AGENT_SEATS);
export const location = oneOf(LOCATIONS);
/** A round's or an event's number: a game is over long before. */
export const count = int(0, 1e9);
/** A coloured card (C1.3, C1.4): an identity's letter or a code's number. */
export const card = where((c) => isIdentity(c) || isCode(c), "a card");
/** Four codes (C1.7: the combination's length, and the game's codes). */
export const fourCodes = arr(where(isCode, "a code"), 4, { min: 4 });
/** A seat's black cards (C1.6): its true identity and its true code. */
export const secret = obj({ identity: where(isIdentity, "an identity"), code: where(isCode, "a code") });
export const role = oneOf(["agent", "blind", "ambassador"]);
export const reason = oneOf(["right-declaration", "wrong-declaration", "ambassador-right", "ambassador-wrong", "round-limit"]);
export const winners = arr(seat, 5);

export const meeting = obj({
  location,
  kind: oneOf(["exchange", "blind", "ambassador", "ambassadorTwo"]),
  agents: arr(agent, 2),
  ambassador: bool,
  actors: arr(seat, 3),
});

/** A declarer's "who is who" (C10.1), as an action's (guards.ts `claimsOf`). */
export const claims = where((c) => claimsOf(c) !== null, "a declarer's \"who is who\"");

/** A declaration as the referee judged it (C10): its combination four codes (C1.7). */
export const declaration = obj({ declarer: seat, partner: nullable(agent), combination: fourCodes, claims: nullable(claims), right: bool });

/** An action as the referee checks one from the network (guards.ts `actionShapeProblem`). */
export const action: Shape = (x, path) => {
  const p = actionShapeProblem(x);
  return p ? `${path}: ${p.message}` : null;
};
