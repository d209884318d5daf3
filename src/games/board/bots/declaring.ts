/** When an agent bot declares: the share of the cases in which declaring now wins, against its nerve. */
import { numberedSpace } from "../board.js";
import type { Deduction, World } from "../deduction.js";
import { conditionHolds, teamOf } from "../missions.js";
import { ESCAPE_SPACE, figureId, type Action, type AgentSeat, type GameState } from "../types.js";
import type { SeatView } from "../view.js";
import { positionIndex, type Of } from "./board-sense.js";
import { pseudoState, type Knowledge } from "./knowledge.js";
import { raceNerve } from "./race.js";

// ---------------------------------------------------------------------------------------------
// Declaring

/** The answer to a declarer's handshake: shake hands only with a seat that may be this seat's partner. */
export function handshakeReply(view: SeatView, handshakes: readonly Of<"handshake">[], d: Deduction): Action {
  const p = view.turn.pending;
  const ok = p?.kind === "handshake" && d.partnerCandidates.includes(p.declarer);
  return handshakes.find((a) => a.accept === ok) ?? handshakes[0]!;
}

/** The share of the cases in which declaring now (naming `partner`, or alone) wins. */
export function winShares(view: SeatView, k: Knowledge): Map<AgentSeat | undefined, number> {
  const out = new Map<AgentSeat | undefined, number>();
  if (k.total === 0) return out;
  const me = view.you!;
  const myTrue = figureId(me.seat, me.secret.build);
  const escape = numberedSpace(ESCAPE_SPACE[me.secret.identity]);
  const team = teamOf(me.secret.identity);
  const states = new Map<World, GameState>();
  for (const c of k.cases) {
    let state = states.get(c.world);
    if (!state) states.set(c.world, (state = pseudoState(view, c.world)));
    const holds = c.condition ? conditionHolds(state, team, c.condition) : view.positions[myTrue] === escape;
    if (holds) out.set(c.partner, (out.get(c.partner) ?? 0) + c.weight / k.total);
  }
  return out;
}

/** How sure a seat must be to declare: certain at first, less as the game drags on, anything at last. */
export function nerve(view: SeatView): number {
  const round = view.turn.number / view.players;
  return round < 12 ? 1 : round < 20 ? 0.75 : round < 28 ? 0.5 : round < 36 ? 0.3 : round < 50 ? 0.05 : 0;
}

/** The share of the cases whose goal is reached on the board now: at least every win share. */
export function reached(view: SeatView, k: Knowledge): number {
  const at = positionIndex(view.positions);
  let sum = 0;
  for (const g of k.goals) {
    const t = g.space >= 0 ? g.space : at[g.figure]!;
    if (t >= 0 && g.movers.some((m) => at[m] === t)) sum += g.weight;
  }
  return sum;
}

export function declaration(view: SeatView, k: Knowledge, hurry = 1): Action | null {
  // 5 players: the race against the Ambassador seat hurries the declaration (src/games/board/bots/race.ts);
  // `hurry` is the caller's own reason to accept less certainty (the strong bot's rivals).
  const threshold = Math.min(nerve(view), raceNerve(view), hurry);
  if (threshold > 0 && reached(view, k) + 1e-9 < threshold) return null;
  const shares = winShares(view, k);
  let choice: AgentSeat | undefined | null = null;
  let top = -1;
  for (const [partner, share] of shares) if (share > top) { top = share; choice = partner; }
  if (threshold === 0 && top <= 0) {
    // The game has gone on long enough: name the likeliest partner whatever the board says.
    for (const [partner, share] of k.partnerShare) if (share > top) { top = share; choice = partner; }
    top = 1;
  }
  if (choice === null || top <= 0 || top + 1e-9 < threshold) return null;
  if (choice === undefined) return view.legal.find((a) => a.type === "declareAlone") ?? null;
  return view.legal.find((a) => a.type === "declare" && a.partner === choice) ?? null;
}