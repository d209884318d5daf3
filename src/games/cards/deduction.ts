/**
 * `deduce(view)`: what one seat of the card game can know, from its own view only (never the
 * referee's state: refused with NOT_A_VIEW). The exact probability of each agent seat's identity
 * and code, of each other agent seat being the viewer's partner, and of each combination and
 * declaration, over every deal of the black cards consistent with what the seat has seen:
 * - its own black cards (C2.4);
 * - every set shown to it — in an exchange (C6.1) or, as the 5-player Ambassador player, at a
 *   meeting with two agents (C6.9): exactly one of the two cards names the giver's true identity
 *   or code (C6.2);
 * - every black card shown to it or looked at (C6.5–C6.8): it names the seat's identity or code;
 * - at the end (C13.4), every black card.
 * All of these are lines of its clue sheet (`view.sheet`, C1.10). Every consistent deal is equally
 * likely (src/games/cards/deal-space.ts says why), so the probabilities are counts over the
 * consistent deals among the 576.
 */
import { AGENT_SEATS, IDENTITIES, PARTNER, type AgentSeat, type Card, type CardsView, type Code, type Identity, type Viewer } from "./types.js";
import { ANY, PERMS, comboOf, countDeals, pairIn, setMask, withCode, withIdentity, type CardIx } from "./deal-space.js";
import { assertCardsView } from "./view-check.js";

/** A declaration the viewer could make, with its chance of being right. */
export interface DeclarationChance {
  /** The partner to name (an agent viewer), or null (the Ambassador player, a spectator). */
  readonly partner: AgentSeat | null;
  /** The codes in the order F, B, Z, X (C1.7). */
  readonly combination: readonly Code[];
  /** The probability that it is right (C10.5, C10.6). */
  readonly p: number;
}

export interface CardsDeduction {
  readonly viewer: Viewer;
  /** How many of the 576 deals of the black cards are consistent with the view (0: it contradicts itself). */
  readonly deals: number;
  /** Per agent seat, the probability of each identity. */
  readonly identity: Readonly<Record<AgentSeat, Readonly<Record<Identity, number>>>>;
  /** Per agent seat, the probability of each code (keyed by the edition's code values). */
  readonly code: Readonly<Record<AgentSeat, Readonly<Record<Code, number>>>>;
  /** Per other agent seat, the probability that it is the viewer's partner (an agent viewer only; empty otherwise). */
  readonly partner: Readonly<Partial<Record<AgentSeat, number>>>;
  /** Every combination still possible with its probability, most likely first. */
  readonly combinations: readonly { readonly combination: readonly Code[]; readonly p: number }[];
  /**
   * Every declaration still possibly right, most likely first: for an agent viewer each (partner,
   * combination), for anyone else the combinations (partner null).
   */
  readonly declarations: readonly DeclarationChance[];
  /** Per agent seat (AGENT_SEATS order), the (identity, code) pairs still possible: bit 4 × identity + code. */
  readonly masks: readonly number[];
  /** The viewer's identity (index into IDENTITIES), or −1 for a viewer without one. */
  readonly me: number;
}

const ID_INDEX: Readonly<Record<Identity, number>> = { F: 0, B: 1, Z: 2, X: 3 };

/** A card of `view.codes`' edition as an index card, or null if it is no card of the edition. */
function cardIx(c: Card, codes: readonly Code[]): CardIx | null {
  if (typeof c === "number") {
    const v = codes.indexOf(c);
    return v < 0 ? null : { kind: "code", v };
  }
  const v = ID_INDEX[c];
  return v === undefined ? null : { kind: "identity", v };
}

const oneCardMask = (c: CardIx): number => (c.kind === "identity" ? withIdentity(c.v) : withCode(c.v));

/**
 * The viewer's knowledge as one mask per agent seat (AGENT_SEATS order), and its identity index.
 * Reads only `you.secret`, `sheet` and `reveal`.
 */
export function masksOf(view: CardsView): { masks: number[]; me: number; mine: number } {
  const masks = [ANY, ANY, ANY, ANY];
  const at = (s: AgentSeat) => AGENT_SEATS.indexOf(s);
  let me = -1;
  const secret = view.you?.secret ?? null;
  const mine = view.you && view.you.role !== "ambassador" && secret ? at(view.you.seat as AgentSeat) : -1;
  if (secret && mine >= 0) {
    me = ID_INDEX[secret.identity];
    masks[mine] = withIdentity(me) & withCode(view.codes.indexOf(secret.code));
  }
  for (const line of view.sheet) {
    const j = at(line.from);
    if (j < 0 || j === mine) continue;
    if (line.cards.length === 2) {
      const a = cardIx(line.cards[0]!, view.codes), b = cardIx(line.cards[1]!, view.codes);
      if (a && b) masks[j]! &= setMask(a, b);
    } else if (line.cards.length === 1) {
      const a = cardIx(line.cards[0]!, view.codes);
      if (a) masks[j]! &= oneCardMask(a);
    }
  }
  if (view.reveal) {
    for (const s of AGENT_SEATS) {
      const x = view.reveal.secrets[s];
      if (x) masks[at(s)]! &= withIdentity(ID_INDEX[x.identity]) & withCode(view.codes.indexOf(x.code));
    }
  }
  return { masks, me, mine };
}

const byView = new WeakMap<CardsView, CardsDeduction>();
const byKey = new Map<string, CardsDeduction>();

/** What the viewing seat knows, exactly, from its own view. Throws a Refusal NOT_A_VIEW for anything else. */
export function deduce(view: CardsView): CardsDeduction {
  const cached = byView.get(view);
  if (cached) return cached;
  assertCardsView(view);
  const { masks, me, mine } = masksOf(view);
  const key = `${view.viewer}|${me}|${view.codes.join()}|${masks.join()}`;
  let d = byKey.get(key);
  if (!d) {
    d = compute(view.viewer, view.codes, masks, me, mine);
    if (byKey.size >= 2000) byKey.clear();
    byKey.set(key, d);
  }
  byView.set(view, d);
  return d;
}

/**
 * Empties the deductions kept by what they read (up to 2,000): the card game's `forgetCaches`, which
 * a table calls when it closes so a page that plays game after game does not keep the last games'.
 * The deductions kept by view object go with their views.
 */
export function forgetDeductions(): void {
  byKey.clear();
}

/** `deduce` without its caches (the same answer, always worked out afresh): for the bench's worst case. */
export function deduceUncached(view: CardsView): CardsDeduction {
  assertCardsView(view);
  const { masks, me, mine } = masksOf(view);
  return compute(view.viewer, view.codes, masks, me, mine);
}

function compute(viewer: Viewer, codes: readonly Code[], masks: readonly number[], me: number, mySeat: number): CardsDeduction {
  const c = countDeals(masks);
  const n = c.count || 1;
  const identity = {} as Record<AgentSeat, Record<Identity, number>>;
  const code = {} as Record<AgentSeat, Record<Code, number>>;
  AGENT_SEATS.forEach((s, j) => {
    identity[s] = { F: c.identity[j * 4]! / n, B: c.identity[j * 4 + 1]! / n, Z: c.identity[j * 4 + 2]! / n, X: c.identity[j * 4 + 3]! / n };
    const byCode: Record<Code, number> = {};
    codes.forEach((v, k) => (byCode[v] = c.code[j * 4 + k]! / n));
    code[s] = byCode;
  });
  const partner: Partial<Record<AgentSeat, number>> = {};
  if (me >= 0) {
    const p = PARTNER[IDENTITIES[me]!];
    AGENT_SEATS.forEach((s, j) => { if (j !== mySeat) partner[s] = identity[s][p]; });
  }
  const comboCodes = (k: number) => [0, 1, 2, 3].map((i) => codes[PERMS[k * 4 + i]!]!);
  const combinations: { combination: Code[]; p: number }[] = [];
  for (let k = 0; k < 24; k++) if (c.combo[k]! > 0) combinations.push({ combination: comboCodes(k), p: c.combo[k]! / n });
  combinations.sort((x, y) => y.p - x.p);
  let declarations: DeclarationChance[];
  if (me >= 0) {
    const joint = new Float64Array(96);
    const pi = me ^ 1;
    for (let k = 0; k < c.count; k++) {
      const d = c.deals[k]!;
      let seat = 0;
      for (let j = 0; j < 4; j++) if (pairIn(d, j) >> 2 === pi) seat = j;
      joint[seat * 24 + comboOf(d)]!++;
    }
    declarations = [];
    for (let x = 0; x < 96; x++) {
      if (joint[x]! > 0) declarations.push({ partner: AGENT_SEATS[x / 24 | 0]!, combination: comboCodes(x % 24), p: joint[x]! / n });
    }
    declarations.sort((x, y) => y.p - x.p);
  } else {
    declarations = combinations.map((x) => ({ partner: null, combination: x.combination, p: x.p }));
  }
  return { viewer, deals: c.count, identity, code, partner, combinations, declarations, masks: masks.slice(), me };
}
