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
import { answerCounts } from "./answers.js";
import { MISSIONS, missionFor, teamOf } from "./missions.js";
import {
  BUILDS, IDENTITIES, MISSION_LETTERS, PARTNER,
  type AgentSeat, type AnswerLevel, type Build, type CardRef, type Identity, type MissionLetter, type Seat,
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
  readonly history: readonly (readonly CardRef[])[];
  /** Does the viewer know every set this answerer showed this asker before (its own questions)? */
  readonly complete: boolean;
}

/** Every answer the viewer saw, with the history before it (oldest first per answerer and asker). */
export function observationsOf(view: SeatView): Observation[] {
  const out: Observation[] = [];
  const nb = view.notebook;
  if (!nb) return out;
  for (const seat of view.agents) {
    const received = (nb.received?.[seat] ?? []).slice().sort((a, b) => a.seq - b.seq);
    received.forEach((entry, i) => out.push({
      seat, entry, asker: view.viewer as Seat, complete: true, history: received.slice(0, i).map((e) => e.cards.map((c) => c.card)),
    }));
    const observed = (nb.observed?.[seat] ?? []).slice().sort((a, b) => a.seq - b.seq);
    observed.forEach((entry, i) => out.push({
      seat, entry, asker: entry.asker!, complete: false,
      history: observed.slice(0, i).filter((e) => e.asker === entry.asker).map((e) => e.cards.map((c) => c.card)),
    }));
  }
  return out;
}

const ID = new Map(IDENTITIES.map((x, i) => [x, i]));
const BU = new Map(BUILDS.map((x, i) => [x, i]));

/** Likelihood factors of one observation per (identity, build) of its answerer: 16 numbers. */
function factors(o: Observation): Float64Array {
  const level = o.entry.cards.length as AnswerLevel;
  const counts = answerCounts(o.entry.kind, level, o.history);
  const f = new Float64Array(16);
  const higher: AnswerLevel[] = !o.complete ? [] : o.entry.via === "figure" ? ([3, 2] as AnswerLevel[]).filter((l) => l > level) : level < 2 ? [2] : [];
  const above = higher.map((l) => answerCounts(o.entry.kind, l, o.history));
  for (let k = 0; k < 16; k++) {
    // A fallback answer proves that no larger fresh answer was left in this deal.
    f[k] = counts[k]! > 0 && above.every((c) => c[k] === 0) ? 1 / counts[k]! : 0;
  }
  return f;
}

const factorCache = new WeakMap<Observation["entry"], Map<string, Float64Array>>();
function factorsOf(o: Observation): Float64Array {
  let m = factorCache.get(o.entry);
  if (!m) factorCache.set(o.entry, (m = new Map()));
  const k = `${o.complete}|${o.history.map((h) => h.join("+")).join(";")}`;
  let f = m.get(k);
  if (!f) m.set(k, (f = factors(o)));
  return f;
}

/** The posterior weight of each deal (summing to 1), parallel to `worlds`. */
export function dealWeights(worlds: readonly World[], observations: readonly Observation[]): number[] {
  const fs = observations.map(factorsOf);
  const w = worlds.map((world) => {
    let p = 1;
    for (let i = 0; i < observations.length; i++) {
      const s = observations[i]!.seat;
      p *= fs[i]![ID.get(world.identity[s]!)! * 4 + BU.get(world.build[s]!)!]!;
    }
    return p;
  });
  let total = 0;
  for (const x of w) total += x;
  // (A total of 0 cannot happen for a sound view: the true deal always has weight.)
  if (total <= 0) return worlds.map(() => 1 / Math.max(1, worlds.length));
  return w.map((x) => x / total);
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export function probabilitiesOf(
  view: SeatView, worlds: readonly World[], weights: readonly number[],
  letters: Readonly<Partial<Record<AgentSeat, readonly MissionLetter[]>>>,
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
  worlds.forEach((w, i) => {
    const p = weights[i]!;
    for (const s of view.agents) {
      identity[s]![w.identity[s]!] += p;
      build[s]![w.build[s]!] += p;
    }
  });
  const partner: Partial<Record<AgentSeat, number>> = {};
  const missionRows = MISSIONS.map(() => 0);
  let alone = 0;
  const me = view.you;
  if (me) {
    const myId = me.secret.identity;
    const team = teamOf(myId);
    const mineFirst = myId === "F" || myId === "Z";
    for (const s of view.agents) if (s !== me.seat) partner[s] = 0;
    worlds.forEach((w, i) => {
      const p = weights[i]!;
      const mate = view.agents.find((s) => s !== me.seat && w.identity[s] === PARTNER[myId]);
      if (!mate) {
        alone += p;
        return;
      }
      partner[mate]! += p;
      const ls = (letters[mate] ?? MISSION_LETTERS).filter((l) => l !== me.secret.mission);
      for (const l of ls) {
        const m = missionFor(team, mineFirst ? me.secret.mission : l, mineFirst ? l : me.secret.mission);
        if (m) missionRows[MISSIONS.indexOf(m)]! += p / ls.length;
      }
    });
  }
  return { identity, build, mission, partner, alone, missionRows };
}
