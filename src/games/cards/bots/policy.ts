/**
 * The card game's bot policy, one for every level (its `Style`, src/games/cards/bots/style.ts),
 * every seat kind (an agent player, whether its partner is a player or a blind seat; the 5-player
 * Ambassador player) and every player count. It decides from the seat's view only, and always
 * returns one of `view.legal` (null when there is none).
 * - Placing (C4): the location worth most (src/games/cards/bots/placing.ts).
 * - At an exchange or a meeting with the Ambassador player (C6.1, C6.9): declares when its best
 *   declaration is likely enough (C10), else gives a set: careful levels the set that teaches the
 *   receiver least if a likely opponent, most if a likely partner; careless ones any set.
 * - Alone with the Ambassador (C6.5): declares, or asks the seat whose black card is worth most
 *   (for a blind seat, also which card, C6.6).
 * - At a blind meeting (C6.7): declares, or looks at the card worth most.
 * - Named in a question (C6.5): careful levels show the black card that teaches least (to a likely
 *   opponent and, in 5 players, to the Ambassador player who sees it too, C6.8); careless ones any.
 * - The Ambassador player at his meetings: declares or passes.
 */
import type { Rng } from "../../kernel/rng.js";
import { AGENT_SEATS, type AgentSeat, type CardsAction, type CardsView, type Location } from "../types.js";
import { assertCardsRng, assertCardsView } from "../view-check.js";
import { bestDeclaration, bitsGiven, cardsMask, contextOf, opponentChance, type Ctx, type Of } from "./context.js";
import { afterBlackCard } from "./information.js";
import { blackCardMask, placeValues, setCost } from "./placing.js";
import type { Style } from "./style.js";

/** The best of some options by score (highest), ties broken by the Rng. */
function best<T>(items: readonly T[], score: (x: T) => number, rng: Rng): T {
  let top = -Infinity;
  let pool: T[] = [];
  for (const x of items) {
    const s = score(x);
    if (s > top + 1e-9) { top = s; pool = [x]; } else if (s > top - 1e-9) pool.push(x);
  }
  return pool.length === 1 ? pool[0]! : rng.pick(pool);
}

const ofType = <T extends CardsAction["type"]>(legal: readonly CardsAction[], t: T): Of<T>[] =>
  legal.filter((a): a is Of<T> => a.type === t);

export function decide(style: Style, view: CardsView, rng: Rng): CardsAction | null {
  assertCardsView(view);
  assertCardsRng(rng);
  const legal = view.legal;
  if (legal.length === 0 || !view.you) return null;
  if (legal.length === 1) return legal[0]!;
  // The Ambassador player's slips are fewer: he has only his tile and his declaration to get right.
  // What it forgets (easy): the agents' clue sheets are long, the Ambassador player's short.
  const memory = view.you.seat === "ambassador" ? 0 : style.forget;
  const slip = style.slip > 0 && rng.int(1000) < (view.you.seat === "ambassador" ? style.slip / 3 : style.slip) * 1000;

  const places = ofType(legal, "place");
  if (places.length) {
    if (slip) return rng.pick(places);
    const ctx = contextOf(view, memory);
    const values = placeValues(ctx, style, places.map((a) => a.location as Location));
    return best(places.map((a, i) => ({ a, v: values[i]! })), (x) => x.v, rng).a;
  }

  const answers = ofType(legal, "answer");
  if (answers.length) {
    if (!style.careful || slip) return rng.pick(answers);
    const ctx = contextOf(view, memory);
    const asker = view.round.question?.asker;
    return best(answers, (a) => -answerCost(ctx, style, a.card, asker), rng);
  }

  const ctx = contextOf(view, memory);
  const decl = bestDeclaration(ctx);
  if (decl) {
    const at = (ctx.seat === "ambassador" ? style.ambassadorAt(ctx) : style.declareAt(ctx));
    // Easy: now and then declares a little early (human nerves), or misses its chance.
    if (style.level === "easy" && slip && ctx.seat !== "ambassador") {
      if (decl.p >= 0.5 && rng.int(8) === 0) return decl.action;
    } else if (decl.p >= at) return decl.action;
  }

  const gives = ofType(legal, "give");
  if (gives.length) {
    if (!style.careful || slip) return rng.pick(gives);
    const meeting = view.round.meetings[view.round.current];
    const to = meeting?.kind === "ambassadorTwo" ? "ambassador" : (meeting?.agents.find((s) => s !== ctx.seat) ?? null);
    if (!to) return rng.pick(gives);
    return best(gives, (a) => -setCost(ctx, style, to, cardsMask(a.cards, view.codes)), rng);
  }

  const asks = ofType(legal, "ask");
  if (asks.length) {
    if (slip) return rng.pick(asks);
    return best(asks, (a) => askValue(ctx, a), rng);
  }

  const looks = ofType(legal, "look");
  if (looks.length) {
    if (slip) return rng.pick(looks);
    const meeting = view.round.meetings[view.round.current];
    const blind = meeting?.agents.find((s) => view.roles[s] === "blind");
    if (!blind) return rng.pick(looks);
    const k = AGENT_SEATS.indexOf(blind);
    return best(looks, (a) => -afterBlackCard(ctx.d.masks, ctx.me, k, a.card), rng);
  }

  // Only a pass (and declarations it does not want) are left.
  return legal.find((a) => a.type === "pass") ?? rng.pick(legal);
}

/** What a question to a seat is worth: the expected drop of the goal's entropy. */
function askValue(ctx: Ctx, a: Of<"ask">): number {
  const k = AGENT_SEATS.indexOf(a.target);
  return ctx.h - afterBlackCard(ctx.d.masks, ctx.me, k, a.card ?? "either");
}

/** What showing a black card to the asker costs (and, in 5 players, to the Ambassador player who sees it). */
function answerCost(ctx: Ctx, style: Style, kind: "identity" | "code", asker: AgentSeat | undefined): number {
  const m = blackCardMask(ctx, kind);
  let cost = 0;
  if (asker) {
    const q = opponentChance(ctx, asker);
    const b = bitsGiven(ctx, asker, m);
    cost += style.deny * q * b - style.help * (1 - q) * b;
  }
  if (ctx.view.players === 5) cost += style.denyAmbassadorAnswers * bitsGiven(ctx, "ambassador", m);
  return cost;
}
