/**
 * The sensible bot: a BotPolicy that plays legally and with a purpose, from its own SeatView only
 * (never the referee's state).
 *
 * - Knowledge: `deduce(view)` gives every deal still possible; with the mission letters still
 *   possible for the partner, each (deal, letter) is a *case* the bot weighs equally.
 * - Movement: greedy, one ball at a time, scoring each legal step by how much it brings the mission
 *   condition closer across the cases and how much closer it brings a meeting with seats it has
 *   not identified yet (the Ambassador counts: through it one may ask anyone; not in 5-player
 *   games, where its player would see the answer). It never makes a step that would leave an
 *   illegal end of movement, so it never needs "undo".
 * - Meetings: asks identity while a seat's identity is open, then build, then (for its partner)
 *   identity again to learn the mission letter; when nothing is left to learn it takes the extra
 *   step instead. Expels to the space that suits the same score.
 * - Answers: to a seat it knows is its partner it shows its grey cards (identity, build, mission);
 *   to anyone else the legal set that leaves that asker the most (identity, build) pairs open.
 *   (Grey identity and build cards show the secret itself: never to anyone else while coloured
 *   cards will do.)
 * - Declares only when every case it thinks possible wins, accepting less certainty as the game
 *   drags on (so every game ends); shakes hands only with a seat that may be its partner.
 * - 5 players, Ambassador seat: steps toward seats it has not identified, asks what it does not
 *   know, and seals once its deduction is certain (or late in the game, its best guess).
 * It never emotes, notes or undoes.
 */
import { deduce } from "../deduction.js";
import { assertRng, assertView } from "../guards.js";
import type { Rng } from "../../kernel/rng.js";
import type { Action } from "../types.js";
import type { SeatView } from "../view.js";
import { chooseMeeting, chooseExpel, chooseMove } from "./agent-turn.js";
import { ambassadorTurn } from "./ambassador-seat.js";
import { chooseAnswer } from "./answering.js";
import { type Of } from "./board-sense.js";
import { declaration, handshakeReply } from "./declaring.js";
import { knowledge } from "./knowledge.js";

export { distance } from "./board-sense.js";

// ---------------------------------------------------------------------------------------------

/**
 * The sensible ("normal") bot's choice, from its own view only; null when it has nothing to do.
 * `rng` is an Rng (`new Rng(seedRng(seed))`), used for ties only: the same view and the same Rng
 * state give the same choice. Throws a Refusal: NOT_A_VIEW for anything but a SeatView (the
 * referee's state, say), NOT_AN_RNG for a seed string or anything else that is not an Rng.
 */
export function chooseBotAction(view: SeatView, rng: Rng): Action | null {
  assertView(view);
  assertRng(rng);
  const legal = view.legal;
  if (view.viewer === "ambassador") return ambassadorTurn(view, rng);
  if (legal.length === 0) return null;
  const me = view.you;
  const of = <T extends Action["type"]>(t: T) => legal.filter((a): a is Of<T> => a.type === t);
  if (!me) return rng.pick(legal);

  const answers = of("answer");
  if (answers.length) return chooseAnswer(view, answers, rng);

  const d = deduce(view);
  const handshakes = of("handshake");
  if (handshakes.length) return handshakeReply(view, handshakes, d);
  if (d.worlds.length === 0) {
    // Cannot happen with a sound deduction; play on without a plan rather than fail.
    const safe = legal.filter((a) => a.type !== "undo" && a.type !== "declare" && a.type !== "declareAlone");
    return rng.pick(safe.length ? safe : legal);
  }
  const k = knowledge(view, d);

  const expels = of("expel");
  if (expels.length) return chooseExpel(view, k, expels, rng);
  const roll = of("roll")[0];
  if (roll) return roll;
  if (view.turn.stage === "move") return chooseMove(view, k, rng);

  if (view.turn.stage === "meet") {
    const declare = declaration(view, k);
    if (declare) return declare;
    const meeting = chooseMeeting(view, k, rng);
    if (meeting) return meeting;
    const end = of("endTurn")[0];
    if (end) return end;
  }
  const safe = legal.filter((a) => a.type !== "undo" && a.type !== "declare" && a.type !== "declareAlone");
  return rng.pick(safe.length ? safe : legal);
}
