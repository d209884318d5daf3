/**
 * The card game's space of deals, by index: the 4 black identity cards and the 4 black code cards
 * are each dealt as a permutation over the 4 agent seats (C2.4), so there are 24 × 24 = 576 deals.
 * Everything a seat can learn during the game constrains one agent seat's (identity, code) pair:
 * a set shown to it (exactly one of its two cards is true, C6.2), a black card shown or looked at
 * (C6.5–C6.7), its own black cards. So a seat's knowledge folds into one 16-bit mask per agent
 * seat (bit 4 × identity + code) and the consistent deals are counted by enumerating the 576
 * deals against four masks: a few microseconds.
 *
 * Every consistent deal is equally likely: the deal is uniform, and under the model "a giver
 * chooses uniformly among its legal sets, a named seat uniformly between its two black cards",
 * every observation has the same likelihood in every deal that allows it (a giver always has
 * 12 − k legal sets for a receiver who has had k of its sets since the last reset, whatever the
 * deal; a black card is shown with probability 1/2 in every deal). So the exact posterior is the
 * uniform distribution over the consistent deals.
 *
 * Indices: identity 0..3 = F, B, Z, X (teams F + B against Z + X: partner = identity ^ 1);
 * code 0..3 = the edition's codes in order; seat 0..3 = the agent seats in seat order.
 */

/** The 24 permutations of 0..3, each as 4 numbers: PERMS[p * 4 + seat] is what `seat` gets. */
export const PERMS: Uint8Array = (() => {
  const out: number[] = [];
  for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) for (let c = 0; c < 4; c++) for (let d = 0; d < 4; d++) {
    if (new Set([a, b, c, d]).size === 4) out.push(a, b, c, d);
  }
  return Uint8Array.from(out);
})();

/** Per deal d = 24 × identityPerm + codePerm: the pair (4 × identity + code) of each seat. */
const PAIRS: Uint8Array = (() => {
  const out = new Uint8Array(576 * 4);
  for (let pi = 0; pi < 24; pi++) for (let pc = 0; pc < 24; pc++) {
    const d = pi * 24 + pc;
    for (let j = 0; j < 4; j++) out[d * 4 + j] = PERMS[pi * 4 + j]! * 4 + PERMS[pc * 4 + j]!;
  }
  return out;
})();

/** Per deal: the index (0..23, into PERMS) of its combination, the codes in the order F, B, Z, X (C1.7). */
const COMBO: Uint8Array = (() => {
  const out = new Uint8Array(576);
  for (let d = 0; d < 576; d++) {
    const codes = [0, 0, 0, 0];
    for (let j = 0; j < 4; j++) codes[PAIRS[d * 4 + j]! >> 2] = PAIRS[d * 4 + j]! & 3;
    out[d] = permIndex(codes);
  }
  return out;
})();

/** The index into PERMS of a permutation of 0..3 (−1 if it is not one). */
export function permIndex(p: readonly number[]): number {
  for (let i = 0; i < 24; i++) {
    if (PERMS[i * 4] === p[0] && PERMS[i * 4 + 1] === p[1] && PERMS[i * 4 + 2] === p[2] && PERMS[i * 4 + 3] === p[3]) return i;
  }
  return -1;
}

/** All 16 pairs allowed. */
export const ANY = 0xffff;

/** The pairs where the identity is `i`. */
export const withIdentity = (i: number): number => 0xf << (4 * i);
/** The pairs where the code is `c`. */
export const withCode = (c: number): number => 0x1111 << c;

/** A coloured card by index: an identity (0..3) or a code (0..3). */
export interface CardIx {
  readonly kind: "identity" | "code";
  readonly v: number;
}

const cardMask = (c: CardIx): number => (c.kind === "identity" ? withIdentity(c.v) : withCode(c.v));

/** The pairs for which exactly one of the two cards of a set is true (C6.2). */
export function setMask(a: CardIx, b: CardIx): number {
  return (cardMask(a) ^ cardMask(b)) & ANY;
}

/** The consistent deals of four seat masks, and what they give. */
export interface DealCount {
  /** How many deals are consistent (0: the observations contradict each other). */
  readonly count: number;
  /** The consistent deals (indices 0..575). */
  readonly deals: Uint16Array;
  /** [seat * 4 + identity]: in how many consistent deals the seat has that identity. */
  readonly identity: Float64Array;
  /** [seat * 4 + code]: in how many consistent deals the seat has that code. */
  readonly code: Float64Array;
  /** [seat * 16 + pair]: in how many consistent deals the seat has that (identity, code) pair. */
  readonly pair: Float64Array;
  /** [combination]: in how many consistent deals the combination is PERMS[combination]. */
  readonly combo: Float64Array;
}

/** Counts the deals allowed by four seat masks (masks[j]: the pairs seat j may hold). */
export function countDeals(masks: readonly number[]): DealCount {
  const m0 = masks[0]!, m1 = masks[1]!, m2 = masks[2]!, m3 = masks[3]!;
  const kept = new Uint16Array(576);
  let n = 0;
  for (let d = 0; d < 576; d++) {
    const o = d * 4;
    if ((m0 >>> PAIRS[o]!) & (m1 >>> PAIRS[o + 1]!) & (m2 >>> PAIRS[o + 2]!) & (m3 >>> PAIRS[o + 3]!) & 1) kept[n++] = d;
  }
  const identity = new Float64Array(16), code = new Float64Array(16), pair = new Float64Array(64), combo = new Float64Array(24);
  for (let k = 0; k < n; k++) {
    const d = kept[k]!;
    for (let j = 0; j < 4; j++) {
      const p = PAIRS[d * 4 + j]!;
      identity[j * 4 + (p >> 2)]!++;
      code[j * 4 + (p & 3)]!++;
      pair[j * 16 + p]!++;
    }
    combo[COMBO[d]!]!++;
  }
  return { count: n, deals: kept.slice(0, n), identity, code, pair, combo };
}

/** The pair (4 × identity + code) of `seat` in deal `d`. */
export const pairIn = (d: number, seat: number): number => PAIRS[d * 4 + seat]!;
/** The combination (index into PERMS) of deal `d`. */
export const comboOf = (d: number): number => COMBO[d]!;
/** The seat (0..3) holding identity `i` in deal `d`. */
export function seatWithIdentity(d: number, i: number): number {
  for (let j = 0; j < 4; j++) if (PAIRS[d * 4 + j]! >> 2 === i) return j;
  return -1;
}
