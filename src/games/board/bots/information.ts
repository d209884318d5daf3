/**
 * Information for the strong bot: what a seat's (identity, build) is worth knowing, and how much an
 * answer would teach its asker, under the engine's likelihood model (each legal answer equally
 * likely, src/games/board/probabilities.ts).
 */
import { answerSets } from "../answers.js";
import type { Deduction } from "../deduction.js";
import { BUILDS, IDENTITIES, type AgentSeat, type AnswerLevel, type CardRef, type QuestionKind } from "../types.js";

/** A distribution over the 16 (identity, build) pairs: index 4 × identity + build. */
export type Pairs = Float64Array;

const ID = new Map(IDENTITIES.map((x, i) => [x as string, i]));
const BU = new Map(BUILDS.map((x, i) => [x as string, i]));

/** The posterior over one seat's (identity, build), from the joint deduction. */
export function pairsOf(d: Deduction, seat: AgentSeat): Pairs {
  const p = new Float64Array(16);
  d.worlds.forEach((w, i) => (p[ID.get(w.identity[seat]!)! * 4 + BU.get(w.build[seat]!)!]! += d.weights[i]!));
  return p;
}

const log2 = (x: number) => (x > 0 ? Math.log2(x) : 0);

/** Uncertainty of a pair distribution: 2 × H(identity) + H(build), in bits (identity counts double). */
export function uncertainty(p: Pairs): number {
  let total = 0;
  for (let k = 0; k < 16; k++) total += p[k]!;
  if (total <= 0) return 0;
  let h = 0;
  for (let i = 0; i < 4; i++) {
    const x = (p[4 * i]! + p[4 * i + 1]! + p[4 * i + 2]! + p[4 * i + 3]!) / total;
    h -= 2 * x * log2(x);
  }
  for (let b = 0; b < 4; b++) {
    const x = (p[b]! + p[4 + b]! + p[8 + b]! + p[12 + b]!) / total;
    h -= x * log2(x);
  }
  return h;
}

/** Which pairs a card set is a legal answer for (at least one true card; a grey card shows its face). */
export function legalFor(set: readonly CardRef[], faces?: { identity?: string; build?: string }): Uint8Array {
  const ok = new Uint8Array(16);
  for (let i = 0; i < 4; i++) {
    for (let b = 0; b < 4; b++) {
      const id = IDENTITIES[i]!, bu = BUILDS[b]!;
      if (faces?.identity !== undefined && set.includes("grey-identity") && faces.identity !== id) continue;
      if (faces?.build !== undefined && set.includes("grey-build") && faces.build !== bu) continue;
      ok[4 * i + b] = set.some((c) => c === "grey-identity" || c === "grey-build" || c === id || c === bu) ? 1 : 0;
    }
  }
  return ok;
}

/**
 * Expected uncertainty left about the answerer after a question (lower: the question is worth
 * more). Each pair answers uniformly among its legal sets; grey identity and build cards show the
 * answerer's face, so they separate pairs as the face does.
 */
export function expectedAfter(prior: Pairs, kind: QuestionKind, level: AnswerLevel, history: readonly (readonly CardRef[])[]): number {
  const sets = answerSets(kind, level, history);
  // Group by what the asker reads: the set and, for grey cards, the face (which depends on the pair).
  const outcomes = new Map<string, Float64Array>();
  const counts = new Float64Array(16);
  const legal = sets.map((s) => legalFor(s));
  for (const ok of legal) for (let k = 0; k < 16; k++) counts[k]! += ok[k]!;
  sets.forEach((s, j) => {
    const ok = legal[j]!;
    for (let k = 0; k < 16; k++) {
      if (!ok[k] || !prior[k] || !counts[k]) continue;
      const face = `${s.includes("grey-identity") ? k >> 2 : "-"}${s.includes("grey-build") ? k & 3 : "-"}`;
      const key = `${s.join("+")}|${face}`;
      let post = outcomes.get(key);
      if (!post) outcomes.set(key, (post = new Float64Array(16)));
      post[k]! += prior[k]! / counts[k]!;
    }
  });
  let total = 0;
  for (let k = 0; k < 16; k++) total += prior[k]!;
  let after = 0;
  for (const post of outcomes.values()) {
    let mass = 0;
    for (let k = 0; k < 16; k++) mass += post[k]!;
    after += (mass / (total || 1)) * uncertainty(post);
  }
  return after;
}
