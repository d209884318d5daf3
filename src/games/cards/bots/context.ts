/**
 * What every card-game bot reads from its seat's view before deciding: who it is, what it knows
 * (the deduction's masks), how uncertain its goal is, and what it has shown each other seat (so it
 * can judge what they know of it). Built from the view only.
 */
import { deduce, type CardsDeduction, type DeclarationChance } from "../deduction.js";
import { ANY, countDeals, setMask, withCode, withIdentity, type CardIx } from "../deal-space.js";
import { AGENT_SEATS, type AgentSeat, type Card, type CardsAction, type CardsView, type Seat } from "../types.js";
import { bits, tally } from "./information.js";

export type Of<T extends CardsAction["type"]> = Extract<CardsAction, { type: T }>;

export interface Ctx {
  readonly view: CardsView;
  readonly d: CardsDeduction;
  /** The bot's seat. */
  readonly seat: Seat;
  /** Its index among the agent seats, or −1 (the Ambassador player). */
  readonly j: number;
  /** Its identity index (−1: the Ambassador player). */
  readonly me: number;
  /** Its own pair (4 × identity + code), or −1. */
  readonly pair: number;
  /** The entropy (bits) of its goal now. */
  readonly h: number;
  /** Per seat, the mask of its own pairs it has shown that seat (sets and black cards), as that seat can read it. */
  readonly shownTo: Readonly<Partial<Record<Seat, number>>>;
  /** [agent seat index × 16 + pair]: the probability that the seat holds that pair. */
  readonly pairs: Float64Array;
}

const ID_INDEX: Readonly<Record<string, number>> = { F: 0, B: 1, Z: 2, X: 3 };

export function cardIx(c: Card, codes: readonly number[]): CardIx {
  return typeof c === "number" ? { kind: "code", v: codes.indexOf(c) } : { kind: "identity", v: ID_INDEX[c]! };
}

export function cardsMask(cards: readonly Card[], codes: readonly number[]): number {
  if (cards.length === 2) return setMask(cardIx(cards[0]!, codes), cardIx(cards[1]!, codes));
  const c = cardIx(cards[0]!, codes);
  return c.kind === "identity" ? withIdentity(c.v) : withCode(c.v);
}

/**
 * The bot's context. `forget` (0..1): the share of its clue sheet's lines about others that it
 * has forgotten (an easy bot's human slip); which ones depends only on the line, so the same view
 * always gives the same memory.
 */
export function contextOf(view: CardsView, forget = 0): Ctx {
  const d = deduce(forget > 0 ? { ...view, sheet: view.sheet.filter((l) => l.from === view.you?.seat || !forgotten(l.seq, forget)) } : view);
  const seat = view.you!.seat;
  const j = AGENT_SEATS.indexOf(seat as AgentSeat);
  const secret = view.you!.secret;
  const pair = secret && j >= 0 ? d.me * 4 + view.codes.indexOf(secret.code) : -1;
  const shownTo: Partial<Record<Seat, number>> = {};
  for (const line of view.sheet) {
    if (line.from !== seat) continue;
    const m = cardsMask(line.cards, view.codes);
    shownTo[line.to] = (shownTo[line.to] ?? ANY) & m;
    // 5 players: a black card shown in answer is seen by the Ambassador player too (C6.8).
    if (line.via === "question" && view.players === 5) shownTo.ambassador = (shownTo.ambassador ?? ANY) & m;
  }
  const c = countDeals(d.masks);
  const pairs = c.pair.map((x) => x / (c.count || 1));
  return { view, d, seat, j, me: d.me, pair, h: tally(d.masks, d.me).h, shownTo, pairs };
}

/** The legal declaration matching a declaration chance, if the view lists one. */
export function declarationAction(ctx: Ctx, chance: DeclarationChance): Of<"declare"> | null {
  const want = chance.combination.join();
  for (const a of ctx.view.legal) {
    if (a.type !== "declare") continue;
    if ((a.partner ?? null) !== chance.partner) continue;
    if (a.combination.join() === want) return a;
  }
  return null;
}

/**
 * The best declaration the seat may make now (one of its legal actions) and its chance of being
 * right, or null when it may not declare.
 */
export function bestDeclaration(ctx: Ctx): { action: Of<"declare">; p: number } | null {
  if (!ctx.view.legal.some((a) => a.type === "declare")) return null;
  for (const chance of ctx.d.declarations) {
    const action = declarationAction(ctx, chance);
    if (action) return { action, p: chance.p };
  }
  return null;
}

/** The best declaration's chance naming `partner` (an agent viewer), or the best combination's (partner null). */
export function chanceWith(ctx: Ctx, partner: AgentSeat | null): number {
  for (const c of ctx.d.declarations) if (c.partner === partner) return c.p;
  return 0;
}

/** The probability that a seat is on the other team (an agent viewer; 1 for the Ambassador player). */
export function opponentChance(ctx: Ctx, s: Seat): number {
  if (s === "ambassador" || ctx.me < 0) return 1;
  if (s === ctx.seat) return 0;
  return 1 - (ctx.d.partner[s as AgentSeat] ?? 0);
}

/**
 * The bits about the bot's own pair a seat would learn from being shown `extra` (a set's or a
 * black card's mask) on top of what the bot showed it before; averaged over what the bot believes
 * that seat's own pair is (it rules its own identity and code out of the bot's).
 */
export function bitsGiven(ctx: Ctx, to: Seat, extra: number): number {
  const shown = ctx.shownTo[to] ?? ANY;
  const k = AGENT_SEATS.indexOf(to as AgentSeat);
  if (k < 0) return learned(ANY, shown, extra);
  let total = 0, weight = 0;
  for (let p = 0; p < 16; p++) {
    const w = ctx.pairs[k * 16 + p]!;
    if (w <= 0) continue;
    total += w * learned(ANY & ~withIdentity(p >> 2) & ~withCode(p & 3), shown, extra);
    weight += w;
  }
  return weight > 0 ? total / weight : 0;
}

function learned(own: number, shown: number, extra: number): number {
  const before = bits(own & shown), after = bits(own & shown & extra);
  return before > 0 && after > 0 ? Math.log2(before) - Math.log2(after) : 0;
}

/** Is the clue-sheet line `seq` forgotten, with a share `forget` of lines forgotten? (A fixed hash of the line.) */
function forgotten(seq: number, forget: number): boolean {
  const h = Math.imul(seq + 0x9e37, 0x85ebca6b) >>> 0;
  return (h % 1000) / 1000 < forget;
}
