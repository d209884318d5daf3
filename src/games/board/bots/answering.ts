/** How an agent bot answers a question: everything to its partner, as little as it can to anyone else. */
import { deduce } from "../deduction.js";
import type { Rng } from "../../kernel/rng.js";
import { BUILDS, IDENTITIES, PARTNER, isAgentSeat, type Action, type Build, type CardRef, type Identity } from "../types.js";
import type { SeatView } from "../view.js";
import { best, type Of } from "./board-sense.js";

// ---------------------------------------------------------------------------------------------
// Answering

export const isGrey = (c: CardRef) => c === "grey-identity" || c === "grey-build" || c === "grey-mission";

/**
 * The (identity, build) pairs, as bits 0–15, that a shown set leaves possible for its answerer
 * (at least one card true; a grey identity or build card shows its face).
 */
export function pairsLeft(set: readonly CardRef[], secret: { identity: Identity; build: Build }): number {
  let mask = 0;
  IDENTITIES.forEach((i, x) => BUILDS.forEach((b, y) => {
    const fits = set.every((c) => (c !== "grey-identity" || i === secret.identity) && (c !== "grey-build" || b === secret.build)) &&
      set.some((c) => c === "grey-identity" || c === "grey-build" || c === i || c === b);
    if (fits) mask |= 1 << (x * 4 + y);
  }));
  return mask;
}

export function bits(n: number): number {
  let c = 0;
  for (; n; n &= n - 1) c++;
  return c;
}

export function chooseAnswer(view: SeatView, answers: readonly Of<"answer">[], rng: Rng): Action {
  const me = view.you!;
  const p = view.turn.pending;
  const asker = p?.kind === "answer" ? p.question.asker : undefined;
  const history = view.answerPrompt?.history ?? [];
  // What the asker may be (from our own deduction): it rules its own identity and build out
  // for us when it reads our cards (as bits: the pairs it can still think we have).
  const askerSees: number[] = [];
  if (isAgentSeat(asker)) {
    const d = deduce(view);
    const ids = d.identities[asker] ?? [];
    // (5 players: not through the Ambassador, whose player sees the cards too.)
    const overheard = view.players === 5 && p?.kind === "answer" && p.question.via === "ambassador";
    if (ids.length === 1 && ids[0] === PARTNER[me.secret.identity] && !overheard) {
      // Our partner asks: tell it everything we may (who we are, our true figure, our letter).
      return best(answers, (a) => a.cards.filter(isGrey).length + (a.cards.includes("grey-mission") ? 0.5 : 0), rng);
    }
    const seen = new Set<string>();
    for (const w of d.worlds) {
      const ai = w.identity[asker]!, ab = w.build[asker]!;
      if (seen.has(`${ai}/${ab}`)) continue;
      seen.add(`${ai}/${ab}`);
      let mask = 0;
      IDENTITIES.forEach((i, x) => BUILDS.forEach((b, y) => {
        if ((i !== ai || i === me.secret.identity) && (b !== ab || b === me.secret.build)) mask |= 1 << (x * 4 + y);
      }));
      askerSees.push(mask);
    }
  }
  if (!askerSees.length) askerSees.push(0xffff);
  const before = history.reduce((m, set) => m & pairsLeft(set, me.secret), 0xffff);
  return best(answers, (a) => {
    const left = before & pairsLeft(a.cards, me.secret);
    let open = 0;
    for (const m of askerSees) open += bits(left & m);
    // Fewer true cards break ties: a true card shown again and again gives itself away.
    const truths = a.cards.filter((c) => c === me.secret.identity || c === me.secret.build || c === "grey-identity" || c === "grey-build").length;
    return open / askerSees.length - (a.cards.includes("grey-mission") ? 3 : 0) - 0.1 * truths;
  }, rng);
}