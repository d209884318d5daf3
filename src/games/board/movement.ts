/** Movement (RULES.md §3.1): rolling the Phantom, steps by ball, undo, and the end-of-movement checks. */
import { isRoute, isSpace, neighbours } from "./board.js";
import type { SpaceId } from "./board-types.js";
import { refuse, type ErrorCode } from "./errors.js";
import { BALL_RULES, rollPhantom } from "./phantom.js";
import { emit, figuresOn, type Draft } from "./state.js";
import { figureOwner, type AgentSeat, type FigureId, type GameState } from "./types.js";

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

/** Why this step is not allowed now, or null. Shared by the referee and legalActions. */
export function stepProblem(state: GameState, seat: AgentSeat, ball: number, figure: FigureId, to: SpaceId): ErrorCode | null {
  const colour = state.turn.roll[ball];
  if (colour === undefined) return "BAD_BALL";
  if (state.turn.steps.some((s) => s.ball === ball)) return "BALL_USED";
  const from = Object.prototype.hasOwnProperty.call(state.positions, figure) ? state.positions[figure] : undefined;
  if (from === undefined) return "UNKNOWN_FIGURE";
  if (!isSpace(to)) return "UNKNOWN_SPACE";
  const rule = BALL_RULES[colour];
  const owner = figureOwner(figure);
  if (rule.moves === "own" && owner !== seat) return "NOT_YOUR_FIGURE";
  if (rule.moves === "opponent" && (owner === null || owner === seat)) return "NOT_OPPONENT_FIGURE";
  if (rule.moves === "ambassador" && figure !== "ambassador") return "NOT_AMBASSADOR";
  if (!rule.routes.some((k) => isRoute(from, to, k))) return "NO_ROUTE";
  // Where a purple or black step may land is an end-of-movement check (RULES.md §3.1 ruling):
  // a figure may pass through any space; see endProblem and passingOnly.
  return null;
}

/** Why a figure moved with purple or black may not stay on `at` when movement ends, or null. */
function blockedEnd(state: GameState, seat: AgentSeat, figure: FigureId, at: SpaceId): ErrorCode | null {
  const others = figuresOn(state, at).filter((f) => f !== figure && figureOwner(f) !== seat);
  if (others.length === 0) return null;
  return figure === "ambassador" ? "BLACK_BLOCKED" : "PURPLE_BLOCKED";
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
  d.positions = { ...d.positions, [figure]: to };
  d.turn = { ...d.turn, steps: [...d.turn.steps, { ball, figure, from, to }] };
  emit(d, "moved", { seat, ball, colour: d.turn.roll[ball], figure, from, to });
}

export function undo(d: Draft, seat: AgentSeat): void {
  const last = d.turn.steps[d.turn.steps.length - 1];
  if (!last) refuse("NOTHING_TO_UNDO");
  d.positions = { ...d.positions, [last.figure]: last.from };
  d.turn = { ...d.turn, steps: d.turn.steps.slice(0, -1) };
  emit(d, "undone", { seat, ball: last.ball, figure: last.figure, from: last.to, to: last.from });
}

/**
 * The end-of-movement checks: a figure moved with purple or black ends on an empty space or on one
 * of the mover's figures (unless it is back where it stood when the turn began); no two own figures
 * on a space; at most one figure met per other seat.
 */
export function endProblem(state: GameState, seat: AgentSeat): ErrorCode | null {
  const steps = state.turn.steps;
  for (const step of steps) {
    if (BALL_RULES[state.turn.roll[step.ball]!].moves === "own") continue;
    const at = state.positions[step.figure]!;
    const start = steps.find((s) => s.figure === step.figure)!.from;
    if (at === start) continue;
    const problem = blockedEnd(state, seat, step.figure, at);
    if (problem) return problem;
  }
  const ownSpaces = new Set<SpaceId>();
  for (const f in state.positions) {
    if (figureOwner(f as FigureId) !== seat) continue;
    const s = state.positions[f as FigureId]!;
    if (ownSpaces.has(s)) return "OWN_FIGURES_STACKED";
    ownSpaces.add(s);
  }
  const met = new Set<AgentSeat>();
  for (const f in state.positions) {
    const owner = figureOwner(f as FigureId);
    if (owner === null || owner === seat || !ownSpaces.has(state.positions[f as FigureId]!)) continue;
    if (met.has(owner)) return "DOUBLE_MEETING";
    met.add(owner);
  }
  return null;
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
  if (from === undefined) return [];
  return neighbours(from).filter((to) => stepProblem(state, seat, ball, figure, to) === null);
}
