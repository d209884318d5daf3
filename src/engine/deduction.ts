/**
 * Deduction from one seat's view: which identities and builds every agent seat can still have,
 * given the seat's own secret and every card set shown to it (or, for the 5-player Ambassador
 * seat, seen through the Ambassador). Worlds are enumerated exhaustively (at most 24 × 24 deals of
 * identities and builds), so nothing is eliminated unless it is certain. Uses only a SeatView.
 */
import { PARTNER, AGENT_SEATS, BUILDS, IDENTITIES, type AgentSeat, type Build, type Identity, type MissionLetter, MISSION_LETTERS } from "./types.js";
import type { NotebookEntry, SeatView } from "./view.js";

export interface World {
  readonly identity: Readonly<Partial<Record<AgentSeat, Identity>>>;
  readonly build: Readonly<Partial<Record<AgentSeat, Build>>>;
}

export interface Deduction {
  /** Every deal of identities and builds consistent with what the seat has seen. */
  readonly worlds: readonly World[];
  readonly identities: Readonly<Partial<Record<AgentSeat, readonly Identity[]>>>;
  readonly builds: Readonly<Partial<Record<AgentSeat, readonly Build[]>>>;
  /** Mission letters still possible per seat (a shown grey mission card fixes one). */
  readonly missions: Readonly<Partial<Record<AgentSeat, readonly MissionLetter[]>>>;
  /** Seats that may be the viewer's partner (agent seats only). */
  readonly partnerCandidates: readonly AgentSeat[];
}

function arrangements<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of arrangements([...items.slice(0, i), ...items.slice(i + 1)], k - 1)) out.push([x, ...rest]);
  });
  return out;
}

interface Seen {
  readonly seat: AgentSeat;
  readonly entry: NotebookEntry;
}

function fits(world: World, seen: readonly Seen[]): boolean {
  for (const { seat, entry } of seen) {
    const id = world.identity[seat], b = world.build[seat];
    let someTrue = false;
    for (const c of entry.cards) {
      if (c.card === "grey-identity") {
        if (c.face !== id) return false;
        someTrue = true;
      } else if (c.card === "grey-build") {
        if (c.face !== b) return false;
        someTrue = true;
      } else if (c.card !== "grey-mission" && (c.card === id || c.card === b)) someTrue = true;
    }
    if (!someTrue) return false;
  }
  return true;
}

const cache = new Map<string, Deduction>();

/** What the viewing seat can be certain of. */
export function deduce(view: SeatView): Deduction {
  const nb = view.notebook;
  const seen: Seen[] = [];
  for (const source of [nb?.received ?? {}, nb?.observed ?? {}]) {
    for (const seat of AGENT_SEATS) for (const entry of source[seat] ?? []) seen.push({ seat, entry });
  }
  const key = `${view.viewer}|${view.you ? JSON.stringify(view.you.secret) : ""}|${view.agents.join()}|${seen.map((s) => `${s.seat}:${s.entry.cards.map((c) => `${c.card}=${c.face}`).join()}`).join(";")}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const agents = view.agents;
  const me = view.you;
  const worlds: World[] = [];
  const idOptions = arrangements(IDENTITIES, agents.length);
  const buildOptions = arrangements(BUILDS, agents.length);
  for (const ids of idOptions) {
    if (me && ids[agents.indexOf(me.seat)] !== me.secret.identity) continue;
    const identity = Object.fromEntries(agents.map((s, i) => [s, ids[i]])) as Record<AgentSeat, Identity>;
    for (const bs of buildOptions) {
      if (me && bs[agents.indexOf(me.seat)] !== me.secret.build) continue;
      const world: World = { identity, build: Object.fromEntries(agents.map((s, i) => [s, bs[i]])) as Record<AgentSeat, Build> };
      if (fits(world, seen)) worlds.push(world);
    }
  }
  const identities: Partial<Record<AgentSeat, Identity[]>> = {};
  const builds: Partial<Record<AgentSeat, Build[]>> = {};
  for (const s of agents) {
    identities[s] = IDENTITIES.filter((i) => worlds.some((w) => w.identity[s] === i));
    builds[s] = BUILDS.filter((b) => worlds.some((w) => w.build[s] === b));
  }
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
  const result: Deduction = { worlds, identities, builds, missions, partnerCandidates };
  if (cache.size > 500) cache.clear();
  cache.set(key, result);
  return result;
}
