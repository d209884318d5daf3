/**
 * Information for the card game's bots, over the deal space of src/games/cards/deal-space.ts
 * (four seat masks of allowed (identity, code) pairs; every consistent deal equally likely).
 *
 * What a seat needs to win is its *goal*: for an agent, who its partner is and the combination
 * (C10.5); for the Ambassador player, the combination (C10.6). Its uncertainty is the entropy of
 * that goal over the consistent deals; an observation is worth the expected drop.
 */
import { comboOf, pairIn, setMask, withCode, withIdentity, type CardIx } from "../deal-space.js";

/** Per deal: the seat (0..3) of each identity, SEAT_OF[d * 4 + identity]. */
const SEAT_OF: Uint8Array = (() => {
  const out = new Uint8Array(576 * 4);
  for (let d = 0; d < 576; d++) for (let j = 0; j < 4; j++) out[d * 4 + (pairIn(d, j) >> 2)] = j;
  return out;
})();

const counts = new Float64Array(96);

/**
 * How many deals the masks allow and the entropy (bits) of the goal over them: the partner's
 * seat and the combination for an agent of identity `me` (0..3), the combination alone when `me`
 * is −1 (the Ambassador player, a spectator).
 */
export function tally(masks: readonly number[], me: number): { n: number; h: number } {
  const m0 = masks[0]!, m1 = masks[1]!, m2 = masks[2]!, m3 = masks[3]!;
  counts.fill(0);
  let n = 0;
  const partner = me < 0 ? -1 : me ^ 1;
  for (let d = 0; d < 576; d++) {
    const o = d * 4;
    if (!((m0 >>> pairIn(d, 0)) & (m1 >>> pairIn(d, 1)) & (m2 >>> pairIn(d, 2)) & (m3 >>> pairIn(d, 3)) & 1)) continue;
    n++;
    counts[(partner < 0 ? 0 : SEAT_OF[o + partner]! * 24) + comboOf(d)]!++;
  }
  let h = 0;
  if (n > 0) for (let k = 0; k < 96; k++) {
    const c = counts[k]!;
    if (c > 0) h -= (c / n) * Math.log2(c / n);
  }
  return { n, h };
}

const withMask = (masks: readonly number[], j: number, m: number): number[] => {
  const out = masks.slice();
  out[j] = out[j]! & m;
  return out;
};

/**
 * Expected goal entropy after seeing one black card of seat `j`: of the kind `kind`, or (kind
 * "either") of a kind the seat chooses, each with probability 1/2 (C6.5).
 */
export function afterBlackCard(masks: readonly number[], me: number, j: number, kind: "identity" | "code" | "either"): number {
  if (kind === "either") return (afterBlackCard(masks, me, j, "identity") + afterBlackCard(masks, me, j, "code")) / 2;
  const base = tally(masks, me).n;
  if (base === 0) return 0;
  let h = 0;
  for (let v = 0; v < 4; v++) {
    const t = tally(withMask(masks, j, kind === "identity" ? withIdentity(v) : withCode(v)), me);
    if (t.n > 0) h += (t.n / base) * t.h;
  }
  return h;
}

/** The 28 unordered pairs of seat colour's 8 coloured cards (4 identities, 4 codes). */
export const ALL_SETS: readonly (readonly [CardIx, CardIx])[] = (() => {
  const cards: CardIx[] = [0, 1, 2, 3].map((v) => ({ kind: "identity" as const, v }));
  for (let v = 0; v < 4; v++) cards.push({ kind: "code", v });
  const out: [CardIx, CardIx][] = [];
  for (let a = 0; a < 8; a++) for (let b = a + 1; b < 8; b++) out.push([cards[a]!, cards[b]!]);
  return out;
})();
const SET_MASKS = ALL_SETS.map(([a, b]) => setMask(a, b));

/**
 * Expected goal entropy after seat `j` gives the viewer a set, the giver choosing uniformly among
 * the 12 sets its pair allows (C6.2).
 */
export function afterSet(masks: readonly number[], me: number, j: number): number {
  const base = tally(masks, me).n;
  if (base === 0) return 0;
  let h = 0;
  for (const sm of SET_MASKS) {
    // P(this set) = Σ over deals of [set fits j's pair] / 12 / base; the deals it fits are exactly
    // those of the masks with j's mask narrowed by the set's.
    const t = tally(withMask(masks, j, sm), me);
    if (t.n > 0) h += (t.n / 12 / base) * t.h;
  }
  return h;
}

/** Number of set bits of a 16-bit mask. */
export function bits(m: number): number {
  m = m - ((m >>> 1) & 0x5555);
  m = (m & 0x3333) + ((m >>> 2) & 0x3333);
  m = (m + (m >>> 4)) & 0x0f0f;
  return (m + (m >>> 8)) & 0x1f;
}
