/**
 * `legalActions(state, seat)`: every game action the seat may take now, built from the same
 * checks the referee applies. The free actions (emote, note, the Ambassador's seal) are always
 * open to a seated player and are not enumerated.
 */
import { ambassadorTargets } from "./ambassador.js";
import { legalAnswers } from "./answers.js";
import { assertState } from "./guards.js";
import { answerContext, expelTargets, extraStepTargets } from "./meetings.js";
import { endProblem, stepTargets } from "./movement.js";
import { activeMeetings } from "./state.js";
import type { Action, AgentSeat, FigureId, GameState, Seat, Viewer } from "./types.js";

/**
 * The seat the game waits for now: the answerer of a pending question, the asker choosing where
 * to expel, the partner named in a declaration (handshake), the Ambassador seat choosing its
 * question's kind, or else the active seat; null once the game is over. Works on the referee's
 * state and on any seat's view alike (both carry `turn` and `result`). A driver loop asks it whose
 * view to build and whose bot (or player) to ask next.
 */
export function waitingFor(state: GameState): Seat | null {
  if (state.result) return null;
  const p = state.turn.pending;
  if (!p) return state.turn.seat;
  switch (p.kind) {
    case "answer": return p.question.answerer;
    case "expel": return p.by;
    case "handshake": return p.partner;
    case "ambassadorQuestion": return "ambassador";
  }
}

/**
 * Every game action `seat` may take now (empty for a spectator, a seat not at the table, or a
 * finished game). Throws a Refusal NOT_A_STATE if given anything but the referee's GameState.
 */
export function legalActions(state: GameState, seat: Viewer): Action[] {
  assertState(state);
  if (state.result || seat === "spectator" || !state.seats.includes(seat)) return [];
  const t = state.turn;
  const p = t.pending;
  if (p) {
    switch (p.kind) {
      case "answer":
        if (seat !== p.question.answerer) return [];
        return legalAnswers(answerContext(state, p.question)).map((cards) => ({ type: "answer", seat, cards }));
      case "expel":
        if (seat !== p.by) return [];
        return expelTargets(state, p.figure).map((to) => ({ type: "expel", seat, to }));
      case "handshake":
        if (seat !== p.partner) return [];
        return [{ type: "handshake", seat, accept: true }, { type: "handshake", seat, accept: false }];
      case "ambassadorQuestion":
        if (seat !== "ambassador") return [];
        return [{ type: "ambassadorAsk", seat, kind: "identity" }, { type: "ambassadorAsk", seat, kind: "build" }];
    }
  }
  if (seat !== t.seat) return [];
  if (seat === "ambassador") {
    const out: Action[] = ambassadorTargets(state).map((to) => ({ type: "ambassadorStep", seat, to }));
    if (t.ambassadorSteps >= 1) out.push({ type: "endTurn", seat });
    return out;
  }
  const agent = seat as AgentSeat;
  switch (t.stage) {
    case "roll":
      return [{ type: "roll", seat }];
    case "move": {
      const out: Action[] = [];
      t.roll.forEach((_, ball) => {
        if (t.steps.some((s) => s.ball === ball)) return;
        for (const f in state.positions) {
          for (const to of stepTargets(state, agent, ball, f as FigureId)) out.push({ type: "move", seat, ball, figure: f as FigureId, to });
        }
      });
      if (t.steps.length > 0) out.push({ type: "undo", seat });
      if (endProblem(state, agent) === null) out.push({ type: "endMovement", seat });
      return out;
    }
    case "meet": {
      const out: Action[] = [];
      const meetings = activeMeetings(state);
      for (const m of meetings) {
        for (const kind of ["identity", "build"] as const) {
          if (m.met === "ambassador") {
            for (const target of state.agents) if (target !== agent) out.push({ type: "ask", seat, own: m.own, met: m.met, kind, target });
          } else {
            out.push({ type: "ask", seat, own: m.own, met: m.met, kind });
          }
        }
        for (const to of extraStepTargets(state, m.own)) out.push({ type: "extraStep", seat, own: m.own, met: m.met, to });
      }
      if (meetings.length === 0) out.push({ type: "endTurn", seat });
      for (const partner of state.agents) if (partner !== agent) out.push({ type: "declare", seat, partner });
      if (state.players === 3) out.push({ type: "declareAlone", seat });
      return out;
    }
    default:
      return [];
  }
}
