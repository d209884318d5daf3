/**
 * Whether a mission condition holds on the board now, as one seat can tell: the condition is
 * evaluated in every deal of identities and builds still consistent with what the seat has seen
 * (`deduce`), so the answer is "met" or "not met" only when it is certain, and "unknown" when it
 * depends on cards the seat has not seen. Uses only a SeatView.
 */
import { deduce } from "./deduction.js";
import { conditionHolds, type Condition, type Team } from "./missions.js";
import { PARTNER, type AgentSeat, type GameState, type Secret } from "./types.js";
import type { SeatView } from "./view.js";

export type ConditionNow = "met" | "not-met" | "unknown";

/**
 * `partner`: the seat the viewer is about to name; only deals where that seat is the viewer's
 * partner are counted (the declaration wins only then anyway).
 */
export function conditionNow(view: SeatView, team: Team, condition: Condition, partner?: AgentSeat): ConditionNow {
  let met = false, unmet = false;
  const mine = view.you?.secret.identity;
  for (const w of deduce(view).worlds) {
    if (partner && mine && w.identity[partner] !== PARTNER[mine]) continue;
    const secrets: Partial<Record<AgentSeat, Secret>> = {};
    for (const s of view.agents) {
      const identity = w.identity[s], build = w.build[s];
      if (identity && build) secrets[s] = { identity, build, mission: "A" };
    }
    const state = { players: view.players, agents: view.agents, positions: view.positions, secrets } as unknown as GameState;
    if (conditionHolds(state, team, condition)) met = true;
    else unmet = true;
    if (met && unmet) return "unknown";
  }
  return met ? "met" : unmet ? "not-met" : "unknown";
}
