/**
 * The easy bot: the normal bot's plans with human-like slips. It plays legally and plausibly, but
 * now and then takes a step that does not help, asks a question it did not need, shows a set
 * without thinking (never its grey identity or build card to an opponent), forgets to weigh how
 * likely each deal is, and declares a little early or a little late.
 */
import { deduce } from "../deduction.js";
import { assertRng, assertView } from "../guards.js";
import type { Rng } from "../../kernel/rng.js";
import type { Action } from "../types.js";
import type { SeatView } from "../view.js";
import { stopsWherePassingOnly, violations } from "./knowledge.js";
import { chooseBotAction } from "./sensible.js";

/** How often (in 100) each kind of slip happens. */
const SLIPS = { move: 30, ask: 35, answer: 50 } as const;

export function easyBot(view: SeatView, rng: Rng): Action | null {
  assertView(view);
  assertRng(rng);
  const plan = chooseBotAction(view, rng);
  if (!plan || !view.you) return plan;
  const legal = view.legal;
  const roll = rng.int(100);
  switch (plan.type) {
    case "move": {
      if (roll >= SLIPS.move) return plan;
      // A step that does not break the end of movement (so it never needs undo).
      const now = violations(view.you.seat, view.positions);
      const steps = legal.filter((a): a is Extract<Action, { type: "move" }> =>
        a.type === "move" && violations(view.you!.seat, view.positions, a.figure, a.to) <= now
        && !stopsWherePassingOnly(view, view.you!.seat, a));
      return steps.length ? rng.pick(steps) : plan;
    }
    case "ask": {
      if (roll >= SLIPS.ask) return plan;
      return rng.pick(legal.filter((a) => a.type === "ask"));
    }
    case "answer": {
      const p = view.turn.pending;
      const asker = p?.kind === "answer" ? p.question.asker : undefined;
      const partnerAsks = asker !== undefined && deduce(view).partnerCandidates.length === 1 && deduce(view).partnerCandidates[0] === asker;
      if (roll >= SLIPS.answer || partnerAsks) return plan;
      const careless = legal.filter((a) => a.type === "answer" && !a.cards.includes("grey-identity") && !a.cards.includes("grey-build"));
      return careless.length ? rng.pick(careless) : plan;
    }
    case "declare": case "declareAlone":
      // Sometimes loses its nerve and waits one more turn.
      return roll < 20 ? legal.find((a) => a.type === "endTurn") ?? plan : plan;
    default:
      return plan;
  }
}
