/**
 * The strong bot: plays on the exact probabilities of `deduce` (src/games/board/probabilities.ts).
 * - Asks the question worth most: the one that leaves the least expected uncertainty about the
 *   answerer (2 × entropy of its identity + entropy of its build), computed over every pair the
 *   answerer may hold and every set it could show, each equally likely; plus the partner's mission
 *   letter while it is unknown. Through the Ambassador in a 5-player game it counts what the
 *   Ambassador seat learns too.
 * - Answers to keep the asker most uncertain: for each legal set, the asker's expected uncertainty
 *   about us afterwards, over what we believe the asker is (it rules its own identity and build
 *   out); the grey mission card stands in for a card when that keeps more open (it shows only our
 *   letter, which costs in proportion to how likely the asker is an opponent).
 * - Declares when the probability of winning now is high enough against the risk of waiting:
 *   the longer the game, the further a rival (a likely opponent who has been shown many sets) or
 *   the Ambassador seat has come, the less certainty it asks of itself.
 * - Moves and expels by search over sampled deals (src/games/board/bots/search.ts): the normal bot's
 *   best few candidates, each scored by its potential gain plus SEARCH_WEIGHT × its mean value in
 *   determinized rollouts, where blocking the other team's likely mission counts when it pays.
 * - 5 players, Ambassador seat: the normal policy, sealing the most probable deal.
 */
import { answerCounts } from "../answers.js";
import { deduce, type Deduction } from "../deduction.js";
import { assertRng, assertView } from "../guards.js";
import type { Rng } from "../../kernel/rng.js";
import { figureOwner, isAgentSeat, type Action, type AgentSeat, type AnswerLevel, type CardRef } from "../types.js";
import type { SeatView } from "../view.js";
import { chooseExpel, chooseMove, stepsOf } from "./agent-turn.js";
import { ambassadorTurn } from "./ambassador-seat.js";
import { chooseAnswer } from "./answering.js";
import { best, type Of } from "./board-sense.js";
import { declaration, handshakeReply } from "./declaring.js";
import { expectedAfter, legalFor, pairsOf, uncertainty } from "./information.js";
import { knowledge, potential, type Knowledge } from "./knowledge.js";
import { answerSets } from "../answers.js";
import { teamOf } from "../missions.js";
import { stopsWherePassingOnly, violations } from "./knowledge.js";
import { SEARCH, ballsLeft, positionsAfter, rolloutValue, sampleDeals, standing } from "./search.js";

/** How much a point of the search's win chance weighs against a step of the heuristic potential. */
const SEARCH_WEIGHT = 20;
/** Candidates tried by the search: the heuristic's best few (and ending the movement). */
const CANDIDATES = 5;

/**
 * A step of movement: the heuristic's best candidates (the normal bot's potential: mission,
 * meetings still worth having, the Ambassador's reach), each also tried by the search over
 * sampled deals; the best sum wins. Never a step that leaves an illegal end of movement.
 */
function strongMove(view: SeatView, k: Knowledge, d: Deduction, rng: Rng): Action {
  const legal = view.legal;
  const me = view.you!.seat;
  const end = legal.find((a): a is Of<"endMovement"> => a.type === "endMovement");
  const now = violations(me, view.positions);
  const here = potential(view, k);
  const clean = stepsOf(view)
    .filter((a) => violations(me, view.positions, a.figure, a.to) + (stopsWherePassingOnly(view, me, a) ? 1 : 0) <= now)
    .map((a) => ({ a: a as Action, gain: here - potential(view, k, a.figure, a.to), pos: positionsAfter(view, a.figure, a.to), balls: ballsLeft(view, a.ball) }));
  if (!clean.length || (now > 0 && !end)) return chooseMove(view, k, rng);
  clean.sort((x, y) => y.gain - x.gain);
  const candidates = clean.slice(0, CANDIDATES);
  if (end && now === 0) candidates.push({ a: end, gain: 0, pos: positionsAfter(view), balls: [] });
  if (candidates.length === 1) return candidates[0]!.a;
  const samples = sampleDeals(view, d, rng, SEARCH.deals);
  const team = teamOf(view.you!.secret.identity);
  const actor = view.seats.indexOf(me);
  return best(candidates, (c) => c.gain + SEARCH_WEIGHT * rolloutValue(view, samples, team, c.pos, actor, c.balls), rng).a;
}

/** Where to expel a met figure: the heuristic's best few places and the search's verdict on them. */
function strongExpel(view: SeatView, k: Knowledge, d: Deduction, expels: readonly Of<"expel">[], rng: Rng): Action {
  const p = view.turn.pending;
  const figure = p?.kind === "expel" ? p.figure : undefined;
  if (!figure || expels.length === 1) return chooseExpel(view, k, expels, rng);
  const scored = expels.map((a) => ({ a, gain: -potential(view, k, figure, a.to) })).sort((x, y) => y.gain - x.gain);
  const samples = sampleDeals(view, d, rng, SEARCH.deals);
  const team = teamOf(view.you!.secret.identity);
  const actor = view.seats.indexOf(view.you!.seat);
  // The heuristic's best, and the places that leave the other team farthest from its goal (quick
  // sort over the same samples); each tried by the search.
  const rest = scored.slice(CANDIDATES).map((c) => ({ ...c, s: standing(samples, team, positionsAfter(view, figure, c.a.to)) }));
  rest.sort((x, y) => y.s - x.s);
  const tried = [...scored.slice(0, CANDIDATES), ...rest.slice(0, 3)]
    .map((c) => ({ ...c, v: rolloutValue(view, samples, team, positionsAfter(view, figure, c.a.to), actor, []) }));
  return best(tried, (c) => c.gain + SEARCH_WEIGHT * c.v, rng).a;
}

const cardsOf = (entries: readonly { cards: readonly { card: CardRef }[] }[] | undefined) => (entries ?? []).map((e) => e.cards.map((c) => c.card));

/** How much asking `seat` this kind of question is worth (bits of expected uncertainty removed, plus the letter). */
function askWorth(view: SeatView, d: Deduction, a: Of<"ask">): number {
  const seat = a.target ?? figureOwner(a.met);
  if (!seat) return 0;
  const prior = pairsOf(d, seat);
  const history = cardsOf(view.notebook?.received?.[seat]);
  const viaAmbassador = a.met === "ambassador";
  let level: AnswerLevel = viaAmbassador ? 2 : 3;
  if (level === 3 && !answerSets(a.kind, 3, history).length) level = 2;
  let worth = uncertainty(prior) - expectedAfter(prior, a.kind, level, history);
  // 5 players: the Ambassador seat sees what is shown through the Ambassador.
  if (viaAmbassador && view.players === 5) worth *= 0.5;
  const partner = d.probabilities.partner[seat] ?? 0;
  if (a.kind === "identity" && (d.missions[seat]?.length ?? 4) > 1) worth += 1.5 * partner;
  return worth;
}

function strongMeeting(view: SeatView, k: Knowledge, d: Deduction, rng: Rng): Action | null {
  const asks = view.legal.filter((a): a is Of<"ask"> => a.type === "ask");
  const steps = view.legal.filter((a): a is Of<"extraStep"> => a.type === "extraStep");
  if (!asks.length && !steps.length) return null;
  const worth = new Map(asks.map((a) => [a, askWorth(view, d, a)]));
  const ask = asks.length ? best(asks, (a) => worth.get(a)!, rng) : null;
  if (ask && (worth.get(ask)! > 0.05 || !steps.length)) return ask;
  return best(steps, (a) => -potential(view, k, a.own, a.to), rng);
}

function strongAnswer(view: SeatView, answers: readonly Of<"answer">[], rng: Rng): Action {
  const me = view.you!;
  const prompt = view.answerPrompt;
  const p = view.turn.pending;
  const asker = p?.kind === "answer" ? p.question.asker : undefined;
  const d = deduce(view);
  const overheard = view.players === 5 && p?.kind === "answer" && p.question.via === "ambassador";
  const partnerP = isAgentSeat(asker) ? d.probabilities.partner[asker] ?? 0 : 0;
  // Our partner asks: tell it everything we may (the normal bot's answer).
  if (isAgentSeat(asker) && partnerP > 0.999 && !overheard) return chooseAnswer(view, answers, rng);
  if (!prompt) return chooseAnswer(view, answers, rng);
  const faces = { identity: me.secret.identity as string, build: me.secret.build as string };
  // What the asker can think of us now: the pairs every earlier set leaves, all equally likely.
  const prior = new Float64Array(16).fill(1);
  for (const h of prompt.history) {
    const ok = legalFor(h, faces);
    for (let k = 0; k < 16; k++) if (!ok[k]) prior[k] = 0;
  }
  const counts = answerCounts(prompt.kind, prompt.level, prompt.history);
  // What we believe the asker is: it rules its own identity and build out.
  const hypotheses: { p: number; i: number; b: number }[] = [];
  if (isAgentSeat(asker)) {
    const ap = pairsOf(d, asker);
    for (let k = 0; k < 16; k++) if (ap[k]! > 0.02) hypotheses.push({ p: ap[k]!, i: k >> 2, b: k & 3 });
  }
  if (!hypotheses.length) hypotheses.push({ p: 1, i: -1, b: -1 });
  return best(answers, (a) => {
    const ok = legalFor(a.cards, faces);
    let score = 0;
    for (const h of hypotheses) {
      const post = new Float64Array(16);
      for (let k = 0; k < 16; k++) {
        if (!ok[k] || !counts[k] || (k >> 2) === h.i || (k & 3) === h.b) continue;
        post[k] = prior[k]! / counts[k]!;
      }
      score += h.p * uncertainty(post);
    }
    if (a.cards.includes("grey-mission")) score -= 1.2 * (1 - partnerP) - 0.5 * partnerP;
    return score;
  }, rng);
}

/** The most sets any likely opponent has been shown (public in count): how close a rival may be. */
function rivalHurry(view: SeatView, d: Deduction): number {
  const shown = new Map<string, number>();
  for (const e of view.log) {
    if (e.type !== "answered") continue;
    const asker = (e.data as { asker?: string }).asker!;
    shown.set(asker, (shown.get(asker) ?? 0) + 1);
  }
  let most = 0;
  for (const [seat, n] of shown) {
    if (seat === view.viewer || !isAgentSeat(seat)) continue;
    if ((d.probabilities.partner[seat as AgentSeat] ?? 0) > 0.5) continue;
    most = Math.max(most, n);
  }
  return most >= 9 ? 0.6 : most >= 6 ? 0.8 : 1;
}

export function strongBot(view: SeatView, rng: Rng): Action | null {
  assertView(view);
  assertRng(rng);
  if (view.viewer === "ambassador") return ambassadorTurn(view, rng);
  const legal = view.legal;
  if (legal.length === 0) return null;
  const me = view.you;
  if (!me) return rng.pick(legal);
  const of = <T extends Action["type"]>(t: T) => legal.filter((a): a is Of<T> => a.type === t);
  const answers = of("answer");
  if (answers.length) return strongAnswer(view, answers, rng);
  const d = deduce(view);
  const handshakes = of("handshake");
  if (handshakes.length) return handshakeReply(view, handshakes, d);
  const safe = legal.filter((a) => a.type !== "undo" && a.type !== "declare" && a.type !== "declareAlone");
  if (d.worlds.length === 0) return rng.pick(safe.length ? safe : legal);
  const k = knowledge(view, d);
  const expels = of("expel");
  if (expels.length) return strongExpel(view, k, d, expels, rng);
  const roll = of("roll")[0];
  if (roll) return roll;
  if (view.turn.stage === "move") return strongMove(view, k, d, rng);
  if (view.turn.stage === "meet") {
    const declare = declaration(view, k, rivalHurry(view, d));
    if (declare) return declare;
    const meeting = strongMeeting(view, k, d, rng);
    if (meeting) return meeting;
    const end = of("endTurn")[0];
    if (end) return end;
  }
  return rng.pick(safe.length ? safe : legal);
}
