/** Which meetings happen (C5) and who acts at them (C7, C9.1). */
import { AGENT_SEATS, LOCATIONS, type AgentSeat, type CardsState, type Location, type Meeting, type MeetingKind, type Seat, type TileHolder } from "./types.js";

/**
 * The meetings of a round from its face-up tiles (C5): kinds by who is where, in the order they are
 * resolved (C5.8: by the earliest agent player in this round's placing order).
 */
export function meetingsOf(
  state: Pick<CardsState, "players" | "roles">, placed: Readonly<Partial<Record<TileHolder, Location>>>, order: readonly AgentSeat[],
): Meeting[] {
  const rank = (s: AgentSeat) => (order.includes(s) ? order.indexOf(s) : order.length + AGENT_SEATS.indexOf(s));
  const out: Meeting[] = [];
  for (const location of LOCATIONS) {
    const agents = AGENT_SEATS.filter((s) => placed[s] === location).sort((a, b) => rank(a) - rank(b));
    const ambassador = placed.ambassador === location;
    const kind = kindOf(state, agents, ambassador);
    if (!kind) continue;
    const players = agents.filter((s) => state.roles[s] === "agent");
    const ambassadorPlayer: Seat[] = ambassador && state.players === 5 ? ["ambassador"] : [];
    out.push({ location, kind, agents, ambassador, actors: [...ambassadorPlayer, ...players] });
  }
  // C5.8: by the earliest agent player in placing order (every meeting that happens has one).
  return out.sort((a, b) => rank(a.agents[0]!) - rank(b.agents[0]!));
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
