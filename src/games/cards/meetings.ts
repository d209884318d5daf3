/** Which meetings happen (C5) and who acts at them (C7, C9.1). */
import { AGENT_SEATS, LOCATIONS, type AgentSeat, type CardsState, type Location, type Meeting, type MeetingKind, type Seat, type TileHolder } from "./types.js";

/**
 * The meetings of a round from its face-up tiles (C5): kinds by who is where, in the order they are
 * resolved (C5.8: by the earliest agent player in this round's placing order).
 */
export function meetingsOf(
  state: Pick<CardsState, "players" | "roles">, placed: Readonly<Partial<Record<TileHolder, Location>>>, order: readonly AgentSeat[],
): Meeting[] {
  const out: Meeting[] = [];
  const ranks: number[] = [];
  for (const location of LOCATIONS) {
    const agents: AgentSeat[] = [];
    for (const s of AGENT_SEATS) if (placed[s] === location) insertByRank(agents, s, order);
    if (agents.length === 0) continue; // C5.6: no agent there, no meeting
    const ambassador = placed.ambassador === location;
    const kind = kindOf(state, agents, ambassador);
    if (!kind) continue;
    const actors: Seat[] = ambassador && state.players === 5 ? ["ambassador"] : [];
    for (const s of agents) if (state.roles[s] === "agent") actors.push(s);
    // C5.8: by the earliest agent player in placing order (every meeting that happens has one).
    const rank = rankOf(agents[0]!, order);
    let i = out.length;
    for (; i > 0 && ranks[i - 1]! > rank; i--) {
      out[i] = out[i - 1]!;
      ranks[i] = ranks[i - 1]!;
    }
    out[i] = { location, kind, agents, ambassador, actors };
    ranks[i] = rank;
  }
  return out;
}

/** A seat's place in this round's order: agent players by placing order, then blind seats by seat order. */
function rankOf(s: AgentSeat, order: readonly AgentSeat[]): number {
  const i = order.indexOf(s);
  return i >= 0 ? i : order.length + AGENT_SEATS.indexOf(s);
}

/** Inserts `s` into `agents`, kept in rank order (after those of equal rank, as a stable sort would). */
function insertByRank(agents: AgentSeat[], s: AgentSeat, order: readonly AgentSeat[]): void {
  const rank = rankOf(s, order);
  let i = agents.length;
  for (; i > 0 && rankOf(agents[i - 1]!, order) > rank; i--) agents[i] = agents[i - 1]!;
  agents[i] = s;
}

/** The kind of meeting at a location, or null where nothing happens (C5.2–C5.6). */
function kindOf(state: Pick<CardsState, "players" | "roles">, agents: readonly AgentSeat[], ambassador: boolean): MeetingKind | null {
  const players = agents.filter((s) => state.roles[s] === "agent").length;
  if (agents.length === 2 && !ambassador) {
    if (players === 2) return "exchange"; // C5.2
    if (players === 1) return "blind"; // C5.3
    return null; // C5.6 (ruling): two blind seats alone together
  }
  if (agents.length === 1 && ambassador) return players === 1 ? "ambassador" : null; // C5.4; C5.6 a blind seat with the Ambassador
  if (agents.length === 2 && ambassador && state.players === 5) return "ambassadorTwo"; // C5.5
  return null; // C5.6
}
