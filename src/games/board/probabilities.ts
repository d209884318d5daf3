/**
 * Exact probabilities from one seat's view (used by `deduce`). Every deal consistent with what the
 * seat has seen is weighted by the likelihood of the answers it saw, under the model "the answerer
 * chose uniformly among the answers that were legal for it then": the product, over the seat's
 * observations, of 1 / (number of legal answers in that deal), given the no-repeat history the
 * asker knows (`answerCounts`). An answer with fewer cards than the question asked (the fallback
 * ladder) also proves that the larger answers had run out in that deal, where the seat knows the
 * whole history (its own questions; not what the Ambassador seat overhears).
 *
 * Mission letters are a third permutation, dealt independently of identities and builds, and no
 * answer's likelihood depends on them: so the joint posterior is the deals' posterior times a
 * uniform choice of the unknown letters among the letters nobody has shown. Everything is exact.
 */
import { ALL_CARDS, answerSets } from "./answers.js";
import { MISSIONS, missionFor, teamOf } from "./missions.js";
import {
  AGENT_SEATS, BUILDS, IDENTITIES, MISSION_LETTERS, PARTNER,
  type AgentSeat, type AnswerLevel, type Build, type CardRef, type Identity, type MissionLetter, type QuestionKind, type Seat,
} from "./types.js";
import type { NotebookEntry, SeatView } from "./view.js";
import type { World } from "./deduction.js";

export interface Probabilities {
  /** Per agent seat: the probability of each identity (the viewer's own: 1 for its own). */
  readonly identity: Readonly<Partial<Record<AgentSeat, Readonly<Record<Identity, number>>>>>;
  /** Per agent seat: the probability of each build. */
  readonly build: Readonly<Partial<Record<AgentSeat, Readonly<Record<Build, number>>>>>;
  /** Per agent seat: the probability of each mission letter. */
  readonly mission: Readonly<Partial<Record<AgentSeat, Readonly<Record<MissionLetter, number>>>>>;
  /** Per other agent seat: the probability that it is the viewer's partner (none for the Ambassador seat). */
  readonly partner: Readonly<Partial<Record<AgentSeat, number>>>;
  /** 3 players: the probability that the viewer's partner is the arrested character (it plays alone). */
  readonly alone: number;
  /** Per row of MISSIONS (by index): the probability that it is the viewer's team's mission. */
  readonly missionRows: readonly number[];
}

/** One observation: a set shown by `seat` to `asker`, with the history the viewer knows. */
export interface Observation {
  readonly seat: AgentSeat;
  readonly entry: NotebookEntry;
  readonly asker: Seat;
  /** The sets this answerer showed this asker before (as far as the viewer knows), as card masks (`cardMask`). */
  readonly history: readonly number[];
  /** Does the viewer know every set this answerer showed this asker before (its own questions)? */
  readonly complete: boolean;
}

/** A card set as a bit mask over ALL_CARDS (bit i: ALL_CARDS[i]): sets compare as numbers. */
const CARD_BIT = new Map(ALL_CARDS.map((c, i) => [c, 1 << i]));
export function cardMask(cards: readonly CardRef[]): number {
  let m = 0;
  for (const c of cards) m |= CARD_BIT.get(c) ?? 0;
  return m;
}
const entryMask = new WeakMap<NotebookEntry, number>();
function maskOfEntry(e: NotebookEntry): number {
  let m = entryMask.get(e);
  if (m === undefined) entryMask.set(e, (m = cardMask(e.cards.map((c) => c.card))));
  return m;
}

/** Every answer the viewer saw, with the history before it (oldest first per answerer and asker). */
export function observationsOf(view: SeatView): Observation[] {
  const out: Observation[] = [];
  const nb = view.notebook;
  if (!nb) return out;
  for (const seat of view.agents) {
    const received = (nb.received?.[seat] ?? []).slice().sort((a, b) => a.seq - b.seq);
    const masks = received.map(maskOfEntry);
    received.forEach((entry, i) => out.push({ seat, entry, asker: view.viewer as Seat, complete: true, history: masks.slice(0, i) }));
    const observed = (nb.observed?.[seat] ?? []).slice().sort((a, b) => a.seq - b.seq);
    const byAsker = new Map<Seat | undefined, number[]>();
    for (const entry of observed) {
      let h = byAsker.get(entry.asker);
      if (!h) byAsker.set(entry.asker, (h = []));
      out.push({ seat, entry, asker: entry.asker!, complete: false, history: h.slice() });
      h.push(maskOfEntry(entry));
    }
  }
  return out;
}

const ID = new Map(IDENTITIES.map((x, i) => [x, i]));
const BU = new Map(BUILDS.map((x, i) => [x, i]));

/**
 * The candidate sets of a question's kind and level before the no-repeat rules (`answerSets` with
 * no history), each as a card mask with `cover`: bit 4 × i + b set when one of its cards is true
 * for (IDENTITIES[i], BUILDS[b]).
 */
const candidates = new Map<string, { readonly mask: number; readonly cover: number }[]>();
function candidatesOf(kind: QuestionKind, level: AnswerLevel) {
  const key = `${kind}${level}`;
  let list = candidates.get(key);
  if (!list) {
    list = answerSets(kind, level, []).map((cards) => {
      let cover = 0;
      for (let k = 0; k < 16; k++) {
        const i = IDENTITIES[k >> 2], b = BUILDS[k & 3];
        if (cards.some((x) => x === "grey-identity" || x === "grey-build" || x === i || x === b)) cover |= 1 << k;
      }
      return { mask: cardMask(cards), cover };
    });
    candidates.set(key, list);
  }
  return list;
}

/**
 * `answerCounts` (src/games/board/answers.ts) on card masks, for the full hand: how many legal answers
 * each (identity, build) has, given the history as masks. The same integers, without strings:
 * a repeated 3-card set is an equal mask, a pair seen together is contained in an earlier mask.
 */
export function countsOfMasks(kind: QuestionKind, level: AnswerLevel, history: readonly number[]): Int32Array {
  const out = new Int32Array(16);
  for (const c of candidatesOf(kind, level)) {
    let repeated = false;
    if (level === 3) {
      for (const h of history) if (h === c.mask) { repeated = true; break; }
    } else if (level === 2) {
      for (const h of history) if ((h & c.mask) === c.mask) { repeated = true; break; }
    }
    if (repeated) continue;
    for (let k = 0, cover = c.cover; cover; k++, cover >>>= 1) if (cover & 1) out[k]!++;
  }
  return out;
}

/**
 * Likelihood factors of one observation per (identity, build) of its answerer: 16 numbers. They
 * read only the question's kind, the answer's size, the way it was asked, whether the history is
 * complete and the history's masks, so they are kept per those (the same few recur all game long;
 * bounded: the table is emptied at 4,096). Callers never write to them.
 */
const factorCache = new Map<string, Float64Array>();
function factors(o: Observation): Float64Array {
  const key = `${o.entry.kind}${o.entry.cards.length}${o.entry.via}${o.complete ? 1 : 0}:${o.history.join()}`;
  let f = factorCache.get(key);
  if (!f) {
    if (factorCache.size >= 4096) factorCache.clear();
    factorCache.set(key, (f = computeFactors(o)));
  }
  return f;
}

/** Empties the factors kept by `factors` (for tests that compare with a cold computation). */
export function forgetFactors(): void {
  factorCache.clear();
}

function computeFactors(o: Observation): Float64Array {
  const level = o.entry.cards.length as AnswerLevel;
  const counts = countsOfMasks(o.entry.kind, level, o.history);
  const f = new Float64Array(16);
  const higher: AnswerLevel[] = !o.complete ? [] : o.entry.via === "figure" ? ([3, 2] as AnswerLevel[]).filter((l) => l > level) : level < 2 ? [2] : [];
  const above = higher.map((l) => countsOfMasks(o.entry.kind, l, o.history));
  for (let k = 0; k < 16; k++) {
    // A fallback answer proves that no larger fresh answer was left in this deal.
    f[k] = counts[k]! > 0 && above.every((c) => c[k] === 0) ? 1 / counts[k]! : 0;
  }
  return f;
}

/** Per deal: the (identity, build) pair of each agent seat as 4 × i + b, by AGENT_SEATS index (255: not dealt). */
const pairCodes = new WeakMap<World, Uint8Array>();
export function pairCodeOf(w: World): Uint8Array {
  let c = pairCodes.get(w);
  if (!c) {
    c = new Uint8Array(AGENT_SEATS.length).fill(255);
    AGENT_SEATS.forEach((s, j) => {
      const i = w.identity[s], b = w.build[s];
      if (i !== undefined && b !== undefined) c![j] = ID.get(i)! * 4 + BU.get(b)!;
    });
    pairCodes.set(w, c);
  }
  return c;
}

/** The pair codes of these deals, 4 bytes a deal (AGENT_SEATS order): `pairCodeOf`, flat. */
export function codesOf(worlds: readonly World[]): Uint8Array {
  const out = new Uint8Array(worlds.length * AGENT_SEATS.length);
  worlds.forEach((w, j) => out.set(pairCodeOf(w), j * AGENT_SEATS.length));
  return out;
}
const A = AGENT_SEATS.length;

/**
 * The posterior weight of each deal (summing to 1), parallel to `worlds`. Each observation's 16
 * factors are computed once, then every deal multiplies the factors of its answerers' pairs
 * (in the observations' order, so the result is the same to the last bit as deal by deal).
 */
export function dealWeights(worlds: readonly World[], observations: readonly Observation[], codes = codesOf(worlds)): number[] {
  const fs = observations.map(factors);
  const at = observations.map((o) => AGENT_SEATS.indexOf(o.seat));
  const w: number[] = new Array(worlds.length);
  let total = 0;
  for (let j = 0; j < worlds.length; j++) {
    let p = 1;
    for (let i = 0; i < fs.length; i++) p *= fs[i]![codes[j * A + at[i]!]!] ?? 0;
    w[j] = p;
    total += p;
  }
  // (A total of 0 cannot happen for a sound view: the true deal always has weight.)
  if (total <= 0) return worlds.map(() => 1 / Math.max(1, worlds.length));
  return w.map((x) => x / total);
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export function probabilitiesOf(
  view: SeatView, worlds: readonly World[], weights: readonly number[],
  letters: Readonly<Partial<Record<AgentSeat, readonly MissionLetter[]>>>, codes = codesOf(worlds),
): Probabilities {
  const identity: Partial<Record<AgentSeat, Record<Identity, number>>> = {};
  const build: Partial<Record<AgentSeat, Record<Build, number>>> = {};
  const mission: Partial<Record<AgentSeat, Record<MissionLetter, number>>> = {};
  for (const s of view.agents) {
    identity[s] = zeros(IDENTITIES);
    build[s] = zeros(BUILDS);
    mission[s] = zeros(MISSION_LETTERS);
    const ls = letters[s] ?? MISSION_LETTERS;
    for (const l of ls) mission[s]![l] = 1 / ls.length;
  }
  const at = view.agents.map((s) => AGENT_SEATS.indexOf(s));
  const idOf = view.agents.map((s) => identity[s]!), buOf = view.agents.map((s) => build[s]!);
  for (let j = 0; j < worlds.length; j++) {
    const p = weights[j]!;
    for (let a = 0; a < at.length; a++) {
      const c = codes[j * A + at[a]!]!;
      idOf[a]![IDENTITIES[c >> 2]!] += p;
      buOf[a]![BUILDS[c & 3]!] += p;
    }
  }
  const partner: Partial<Record<AgentSeat, number>> = {};
  const missionRows = MISSIONS.map(() => 0);
  let alone = 0;
  const me = view.you;
  if (me) {
    const myId = me.secret.identity;
    const team = teamOf(myId);
    const mineFirst = myId === "F" || myId === "Z";
    const mateId = IDENTITIES.indexOf(PARTNER[myId]);
    for (const s of view.agents) if (s !== me.seat) partner[s] = 0;
    // Per seat that may be the partner: the mission row of each letter it may hold (-1: none).
    const rowsOf = view.agents.map((s) => {
      const ls = (letters[s] ?? MISSION_LETTERS).filter((l) => l !== me.secret.mission);
      return ls.map((l) => {
        const m = missionFor(team, mineFirst ? me.secret.mission : l, mineFirst ? l : me.secret.mission);
        return m ? MISSIONS.indexOf(m) : -1;
      });
    });
    for (let j = 0; j < worlds.length; j++) {
      const p = weights[j]!;
      let mate = -1;
      for (let a = 0; a < at.length; a++) if (view.agents[a] !== me.seat && codes[j * A + at[a]!]! >> 2 === mateId) { mate = a; break; }
      if (mate < 0) {
        alone += p;
        continue;
      }
      partner[view.agents[mate]!]! += p;
      const rows = rowsOf[mate]!;
      for (const r of rows) if (r >= 0) missionRows[r]! += p / rows.length;
    }
  }
  return { identity, build, mission, partner, alone, missionRows };
}
