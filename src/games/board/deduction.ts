/**
 * Deduction from one seat's view: which identities, builds and mission letters every agent seat can
 * still have, given the seat's own secret cards and every card set shown to it (and, for the
 * 5-player Ambassador seat, every set it saw shown through the Ambassador).
 *
 * Identities and builds are each dealt as a permutation over the agent seats (3 players: one of
 * each set aside), so there are at most 24 × 24 deals. Every deal is checked against every shown
 * set, so nothing is eliminated unless it is certain. What a shown set proves (RULES.md §3.3):
 * - at least one of its cards is true: a coloured card naming the answerer's identity or build,
 *   or a grey identity or build card (true by definition);
 * - a grey identity or build card shows its face, so it fixes that secret outright;
 * - a grey mission card is never true; it shows the answerer's mission letter, nothing else.
 * Nothing is ruled out from which cards an answerer chose, nor from the fallback to fewer cards;
 * those weigh in the probabilities (`weights`, `probabilities`, src/games/board/probabilities.ts).
 * Uses only a SeatView: never the referee's state.
 */
import {
  AGENT_SEATS, BUILDS, IDENTITIES, MISSION_LETTERS, PARTNER,
  type AgentSeat, type Build, type Identity, type MissionLetter,
} from "./types.js";
import { codesOf, dealWeights, forgetFactors, observationsOf, probabilitiesOf, type Probabilities } from "./probabilities.js";
import type { NotebookEntry, SeatView } from "./view.js";

/** One deal of identities and builds to the agent seats. */
export interface World {
  readonly identity: Readonly<Partial<Record<AgentSeat, Identity>>>;
  readonly build: Readonly<Partial<Record<AgentSeat, Build>>>;
}

export interface Deduction {
  /** Every deal of identities and builds consistent with what the seat has seen. */
  readonly worlds: readonly World[];
  /** Per agent seat: the identities still possible (the viewer's own: just its own). */
  readonly identities: Readonly<Partial<Record<AgentSeat, readonly Identity[]>>>;
  /** Per agent seat: the builds still possible. */
  readonly builds: Readonly<Partial<Record<AgentSeat, readonly Build[]>>>;
  /** Per agent seat: the mission letters still possible (a shown grey mission card fixes one). */
  readonly missions: Readonly<Partial<Record<AgentSeat, readonly MissionLetter[]>>>;
  /**
   * The other agent seats that may be the viewer's partner (empty for the Ambassador seat, and
   * in a 3-player game when the viewer is certainly alone).
   */
  readonly partnerCandidates: readonly AgentSeat[];
  /**
   * The posterior probability of each deal in `worlds` (same order, summing to 1): each weighted
   * by the likelihood of every answer the seat saw, the answerer choosing uniformly among its legal
   * answers (src/games/board/probabilities.ts).
   */
  readonly weights: readonly number[];
  /** Per seat P(identity), P(build), P(mission letter); P(partner); P(each mission row is ours). */
  readonly probabilities: Probabilities;
}

function arrangements<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of arrangements([...items.slice(0, i), ...items.slice(i + 1)], k - 1)) out.push([x, ...rest]);
  });
  return out;
}

/** Every deal to these agent seats (computed once per seating). */
const allWorlds = new Map<string, readonly World[]>();
export function worldsOf(agents: readonly AgentSeat[]): readonly World[] {
  const key = agents.join();
  let ws = allWorlds.get(key);
  if (!ws) {
    const builds = arrangements(BUILDS, agents.length).map((bs) => Object.fromEntries(agents.map((s, i) => [s, bs[i]])));
    const out: World[] = [];
    for (const ids of arrangements(IDENTITIES, agents.length)) {
      const identity = Object.fromEntries(agents.map((s, i) => [s, ids[i]]));
      for (const build of builds) out.push({ identity, build });
    }
    allWorlds.set(key, (ws = out));
  }
  return ws;
}

/** The pair codes of every deal to these agent seats (`codesOf`), computed once per seating. */
const allCodes = new Map<string, Uint8Array>();
function codesOfSeating(agents: readonly AgentSeat[]): Uint8Array {
  const key = agents.join();
  let c = allCodes.get(key);
  if (!c) allCodes.set(key, (c = codesOf(worldsOf(agents))));
  return c;
}

/** Could `seat` have shown these cards in this deal? */
export function fits(world: World, seat: AgentSeat, entry: NotebookEntry): boolean {
  const id = world.identity[seat], b = world.build[seat];
  let someTrue = false;
  for (const c of entry.cards) {
    if (c.card === "grey-identity") {
      if (c.face !== id) return false;
      someTrue = true;
    } else if (c.card === "grey-build") {
      if (c.face !== b) return false;
      someTrue = true;
    } else if (c.card !== "grey-mission" && (c.card === id || c.card === b)) {
      someTrue = true;
    }
  }
  return someTrue;
}

/**
 * The (identity, build) pairs of `seat` for which it could have shown these cards: bit 4 × i + b
 * for (IDENTITIES[i], BUILDS[b]), the same test as `fits` (which reads only the answerer's pair).
 */
const fitCache = new WeakMap<NotebookEntry, number>();
export function fitMask(entry: NotebookEntry): number {
  let m = fitCache.get(entry);
  if (m === undefined) {
    m = 0;
    for (let k = 0; k < 16; k++) {
      const w = { identity: { red: IDENTITIES[k >> 2] }, build: { red: BUILDS[k & 3] } };
      if (fits(w, "red", entry)) m |= 1 << k;
    }
    fitCache.set(entry, m);
  }
  return m;
}

/**
 * Deductions by what they read, the most recently used last: a few turns' worth for every seat
 * (`BY_KEY_MAX`), so a long session (game after game in one page) keeps a bounded number of them
 * and of what the bots build on them (`known` in bots/knowledge.ts is a WeakMap on these).
 */
const byKey = new Map<string, Deduction>();
/** Per notebook entry (views share them along a game): its part of the cache key, made once. */
const entryKeys = new WeakMap<NotebookEntry, string>();
function entryKey(entry: NotebookEntry, tag: "r" | "o", seat: AgentSeat): string {
  let key = entryKeys.get(entry);
  if (key === undefined || key.charCodeAt(0) !== tag.charCodeAt(0) || !key.startsWith(seat, 1)) {
    const cards = entry.cards.map((c) => `${c.card}=${c.face}`).join();
    // Everything the weights read: the order (seq), the question's kind, the way it was asked
    // and, overheard, who asked (the no-repeat history is per asker).
    key = `${tag}${seat}#${entry.seq}.${entry.kind}.${entry.via}.${entry.asker ?? ""}:${cards}`;
    entryKeys.set(entry, key);
  }
  return key;
}
const BY_KEY_MAX = 96;
const byView = new WeakMap<SeatView, Deduction>();

/** Empties every cache of deductions and likelihood factors (tests compare warm and cold results). */
export function forgetDeductions(): void {
  byKey.clear();
  forgetFactors();
}

/** What the viewing seat can be certain of, from its own view. */
export function deduce(view: SeatView): Deduction {
  const cached = byView.get(view);
  if (cached) return cached;
  const agents = view.agents;
  const me = view.you;
  const nb = view.notebook;
  const seen: { seat: AgentSeat; entry: NotebookEntry; key: string }[] = [];
  for (let t = 0; t < 2; t++) {
    const source = t === 0 ? nb?.received : nb?.observed;
    if (!source) continue;
    for (const seat of AGENT_SEATS) {
      const list = source[seat];
      if (list) for (const entry of list) seen.push({ seat, entry, key: entryKey(entry, t === 0 ? "r" : "o", seat) });
    }
  }
  const secretKey = me ? `${me.seat}:${me.secret.identity}/${me.secret.build}/${me.secret.mission}` : String(view.viewer);
  // The player count is part of the key: a 4- and a 5-player game have the same agent seats, but
  // what is built on a deduction (a bot's plans) differs between them.
  const fullKey = `${view.players}|${agents.join()}|${secretKey}|${seen.map((s) => s.key).sort().join(";")}`;
  const hit = byKey.get(fullKey);
  if (hit) {
    byKey.delete(fullKey);
    byKey.set(fullKey, hit);
    byView.set(view, hit);
    return hit;
  }

  const all = worldsOf(agents);
  // Every constraint reads one seat's (identity, build): fold them into 16 allowed pairs per seat.
  const allowed = new Array<number>(AGENT_SEATS.length).fill(0xffff);
  for (const { seat, entry } of seen) {
    const j = AGENT_SEATS.indexOf(seat);
    if (agents.includes(seat)) allowed[j]! &= fitMask(entry);
    else allowed.fill(0);
  }
  if (me) allowed[AGENT_SEATS.indexOf(me.seat)]! &= 1 << (IDENTITIES.indexOf(me.secret.identity) * 4 + BUILDS.indexOf(me.secret.build));
  const at = agents.map((s) => AGENT_SEATS.indexOf(s));
  const allCodes = codesOfSeating(agents), A = AGENT_SEATS.length;
  const worlds: World[] = [];
  // The kept deals' pair codes, copied byte by byte (no view objects), and per seat the identities
  // (bits 0–3) and builds (bits 4–7) seen in them.
  const buffer = new Uint8Array(all.length * A);
  const seenBits = new Array<number>(A).fill(0);
  let n = 0;
  for (let i = 0; i < all.length; i++) {
    let ok = true;
    for (const j of at) if (!((allowed[j]! >>> allCodes[i * A + j]!) & 1)) { ok = false; break; }
    if (!ok) continue;
    worlds.push(all[i]!);
    for (let j = 0; j < A; j++) buffer[n * A + j] = allCodes[i * A + j]!;
    for (const j of at) {
      const c = allCodes[i * A + j]!;
      seenBits[j]! |= (1 << (c >> 2)) | (16 << (c & 3));
    }
    n++;
  }
  const codes = buffer.subarray(0, n * A);

  const identities: Partial<Record<AgentSeat, Identity[]>> = {};
  const builds: Partial<Record<AgentSeat, Build[]>> = {};
  agents.forEach((s, a) => {
    const bits = seenBits[at[a]!]!;
    identities[s] = IDENTITIES.filter((_, i) => (bits >> i) & 1);
    builds[s] = BUILDS.filter((_, b) => (bits >> (4 + b)) & 1);
  });
  // Mission letters are dealt as a third permutation, independent of the other two.
  const knownLetter: Partial<Record<AgentSeat, MissionLetter>> = {};
  if (me) knownLetter[me.seat] = me.secret.mission;
  for (const { seat, entry } of seen) {
    for (const c of entry.cards) if (c.card === "grey-mission") knownLetter[seat] = c.face as MissionLetter;
  }
  const taken = new Set(Object.values(knownLetter));
  const missions: Partial<Record<AgentSeat, MissionLetter[]>> = {};
  for (const s of agents) missions[s] = knownLetter[s] ? [knownLetter[s]!] : MISSION_LETTERS.filter((l) => !taken.has(l));
  const partnerCandidates = me
    ? agents.filter((s) => s !== me.seat && identities[s]!.includes(PARTNER[me.secret.identity]))
    : [];

  const weights = dealWeights(worlds, observationsOf(view), codes);
  const probabilities = probabilitiesOf(view, worlds, weights, missions, codes);
  const result: Deduction = { worlds, identities, builds, missions, partnerCandidates, weights, probabilities };
  if (byKey.size >= BY_KEY_MAX) byKey.delete(byKey.keys().next().value!);
  byKey.set(fullKey, result);
  byView.set(view, result);
  return result;
}
