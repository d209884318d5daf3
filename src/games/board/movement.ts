/** Movement (RULES.md §3.1): rolling the Phantom, steps by ball, undo, and ending movement (its checks: ./movement-end.ts). */
import { neighbours } from "./board.js";
import type { SpaceId } from "./board-types.js";
import { refuse, type ErrorCode } from "./errors.js";
import { BALL_RULES, rollPhantom } from "./phantom.js";
import { ballProblem, blockedEnd, canEndAfter, endProblem, mayMove, movedTo } from "./movement-end.js";
import { emit, type Draft } from "./state.js";
import type { AgentSeat, FigureId, GameState } from "./types.js";

export { endBlock, endProblem, type EndBlock } from "./movement-end.js";

export function roll(d: Draft): void {
  let balls;
  if (d.fixedRolls.length > 0) {
    balls = d.fixedRolls[0]!.slice();
    d.fixedRolls = d.fixedRolls.slice(1);
  } else {
    const [drawn, rng] = rollPhantom(d.rng);
    balls = drawn;
    d.rng = rng;
  }
  d.turn = { ...d.turn, roll: balls, stage: "move" };
  emit(d, "rolled", { seat: d.turn.seat, balls });
}

/**
 * Why this step is not allowed now, or null. Shared by the referee and legalActions. A figure may
 * pass through any space (RULES.md §3.1 ruling; where a purple or black step may stay is checked
 * when movement ends, see endProblem and passingOnly), but no step is allowed after which the
 * movement could not end legally with the balls left (docs/rulings.md: DEAD_END).
 */
export function stepProblem(state: GameState, seat: AgentSeat, ball: number, figure: FigureId, to: SpaceId): ErrorCode | null {
  return ballProblem(state, seat, ball, figure, to) ?? (canEndAfter(state, seat, ball, figure, to) ? null : "DEAD_END");
}

/**
 * True when this step is allowed but its figure could not end there: it may only pass through
 * (a purple step onto another seat's figure or the Ambassador, a black step onto another seat's figure).
 */
export function passingOnly(state: GameState, seat: AgentSeat, ball: number, figure: FigureId, to: SpaceId): boolean {
  if (stepProblem(state, seat, ball, figure, to) !== null) return false;
  if (BALL_RULES[state.turn.roll[ball]!].moves === "own") return false;
  return blockedEnd(state, seat, figure, to) !== null;
}

export function move(d: Draft, seat: AgentSeat, ball: number, figure: FigureId, to: SpaceId): void {
  const problem = stepProblem(d, seat, ball, figure, to);
  if (problem) refuse(problem);
  const from = d.positions[figure]!;
  d.positions = movedTo(d.positions, figure, to);
  d.turn = { ...d.turn, steps: [...d.turn.steps, { ball, figure, from, to }] };
  emit(d, "moved", { seat, ball, colour: d.turn.roll[ball], figure, from, to });
}

export function undo(d: Draft, seat: AgentSeat): void {
  const last = d.turn.steps[d.turn.steps.length - 1];
  if (!last) refuse("NOTHING_TO_UNDO");
  d.positions = movedTo(d.positions, last.figure, last.from);
  d.turn = { ...d.turn, steps: d.turn.steps.slice(0, -1) };
  emit(d, "undone", { seat, ball: last.ball, figure: last.figure, from: last.to, to: last.from });
}

export function endMovement(d: Draft, seat: AgentSeat): void {
  const problem = endProblem(d, seat);
  if (problem) refuse(problem);
  d.turn = { ...d.turn, stage: "meet" };
  emit(d, "movementEnded", { seat });
}

/** Every space a figure could reach with one ball now (for legalActions and the interface). */
export function stepTargets(state: GameState, seat: AgentSeat, ball: number, figure: FigureId): SpaceId[] {
  const from = state.positions[figure];
  if (from === undefined || !mayMove(state, seat, ball, figure)) return [];
  return neighbours(from).filter((to) => stepProblem(state, seat, ball, figure, to) === null);
}
