/**
 * Where a movement may end (RULES.md §3.1), and whether a partial movement still can: the
 * end-of-movement checks, what blocks the end now (for the interface's guidance), and the bounded
 * search that keeps a step from leading where no ball left can end the movement legally.
 */
import { isRoute, isSpace, neighbours } from "./board.js";
import type { SpaceId } from "./board-types.js";
import type { ErrorCode } from "./errors.js";
import { BALL_RULES } from "./phantom.js";
import { figureOwner, type AgentSeat, type FigureId, type GameState, type Step } from "./types.js";

/** The part of a state movement reads: where the figures stand, the roll and the steps taken. */
export interface MovementState {
  readonly positions: GameState["positions"];
  readonly turn: { readonly roll: GameState["turn"]["roll"]; readonly steps: readonly Step[] };
}

/** Why this step breaks a rule of the balls (which ball, whose figure, which route), or null. Says nothing of where it ends. */
export function ballProblem(state: MovementState, seat: AgentSeat, ball: number, figure: FigureId, to: SpaceId): ErrorCode | null {
  const colour = state.turn.roll[ball];
  if (colour === undefined) return "BAD_BALL";
  if (state.turn.steps.some((s) => s.ball === ball)) return "BALL_USED";
  const from = Object.prototype.hasOwnProperty.call(state.positions, figure) ? state.positions[figure] : undefined;
  if (from === undefined) return "UNKNOWN_FIGURE";
  if (!isSpace(to)) return "UNKNOWN_SPACE";
  const who = whoProblem(seat, colour, figure);
  if (who) return who;
  if (!BALL_RULES[colour].routes.some((k) => isRoute(from, to, k))) return "NO_ROUTE";
  return null;
}

/** Whether the ball's colour may move this figure at all (whatever the space): its problem, or null. */
function whoProblem(seat: AgentSeat, colour: keyof typeof BALL_RULES, figure: FigureId): ErrorCode | null {
  const moves = BALL_RULES[colour].moves;
  const owner = figureOwner(figure);
  if (moves === "own" && owner !== seat) return "NOT_YOUR_FIGURE";
  if (moves === "opponent" && (owner === null || owner === seat)) return "NOT_OPPONENT_FIGURE";
  if (moves === "ambassador" && figure !== "ambassador") return "NOT_AMBASSADOR";
  return null;
}

/**
 * Whether some space could be a step of this figure with this ball (an unused ball of the roll
 * whose colour may move the figure): when not, no `to` makes `ballProblem` null, and callers
 * listing steps skip the figure's neighbours.
 */
export function mayMove(state: MovementState, seat: AgentSeat, ball: number, figure: FigureId): boolean {
  const colour = state.turn.roll[ball];
  if (colour === undefined || state.turn.steps.some((s) => s.ball === ball)) return false;
  return whoProblem(seat, colour, figure) === null;
}

function others(state: MovementState, seat: AgentSeat, figure: FigureId, at: SpaceId): boolean {
  for (const f in state.positions) {
    if (f !== figure && state.positions[f as FigureId] === at && figureOwner(f as FigureId) !== seat) return true;
  }
  return false;
}

/** Why a figure moved with purple or black may not stay on `at` when movement ends, or null. */
export function blockedEnd(state: MovementState, seat: AgentSeat, figure: FigureId, at: SpaceId): ErrorCode | null {
  if (!others(state, seat, figure, at)) return null;
  return figure === "ambassador" ? "BLACK_BLOCKED" : "PURPLE_BLOCKED";
}

/** What keeps the movement from ending now: the rule, and the figure it concerns. */
export interface EndBlock {
  readonly code: ErrorCode;
  readonly figure: FigureId;
}

/** The first end-of-movement problem, with the figures it concerns (those on the spaces where it lies). */
interface Problem extends EndBlock {
  readonly involved: () => FigureId[];
}

function on(state: MovementState, spaces: ReadonlySet<SpaceId>): FigureId[] {
  const out: FigureId[] = [];
  for (const f in state.positions) if (spaces.has(state.positions[f as FigureId]!)) out.push(f as FigureId);
  return out;
}

const ownSpace: SpaceId[] = [];
const ownFigure: FigureId[] = [];
const metOwners: AgentSeat[] = [];

function firstProblem(state: MovementState, seat: AgentSeat): Problem | null {
  const steps = state.turn.steps;
  for (const step of steps) {
    if (BALL_RULES[state.turn.roll[step.ball]!].moves === "own") continue;
    const at = state.positions[step.figure]!;
    const code = blockedEnd(state, seat, step.figure, at);
    if (code) return { code, figure: step.figure, involved: () => on(state, new Set([at])) };
  }
  // (Scratch lists, not a Map and a Set: this runs for every step tried, and allocates nothing unless it finds a problem.)
  const pos = state.positions;
  let n = 0;
  for (const f in pos) {
    if (figureOwner(f as FigureId) !== seat) continue;
    const s = pos[f as FigureId]!;
    for (let i = 0; i < n; i++) {
      if (ownSpace[i] === s) return { code: "OWN_FIGURES_STACKED", figure: f as FigureId, involved: () => on(state, new Set([s])) };
    }
    ownSpace[n] = s;
    ownFigure[n] = f as FigureId;
    n++;
  }
  let m = 0;
  for (const f in pos) {
    const owner = figureOwner(f as FigureId);
    if (owner === null || owner === seat) continue;
    const at = pos[f as FigureId]!;
    let own: FigureId | undefined;
    for (let i = 0; i < n; i++) {
      if (ownSpace[i] === at) {
        own = ownFigure[i];
        break;
      }
    }
    if (own === undefined) continue;
    let seen = false;
    for (let i = 0; i < m; i++) if (metOwners[i] === owner) seen = true;
    if (seen) {
      const taken = ownSpace.slice(0, n);
      return {
        code: "DOUBLE_MEETING", figure: own,
        involved: () => {
          const spaces = new Set<SpaceId>();
          for (const g in state.positions) {
            const at = state.positions[g as FigureId]!;
            if (figureOwner(g as FigureId) === owner && taken.includes(at)) spaces.add(at);
          }
          return on(state, spaces);
        },
      };
    }
    metOwners[m++] = owner;
  }
  return null;
}

/**
 * The end-of-movement checks: a figure moved with purple or black ends on an empty space or on one
 * of the mover's figures (unless it is back where it stood when the turn began); no two own figures
 * on a space; at most one figure met per other seat. The first that fails, with its figure, or null.
 */
export function endBlock(state: MovementState, seat: AgentSeat): EndBlock | null {
  const p = firstProblem(state, seat);
  return p && { code: p.code, figure: p.figure };
}

export function endProblem(state: MovementState, seat: AgentSeat): ErrorCode | null {
  return firstProblem(state, seat)?.code ?? null;
}

/**
 * The positions with one figure moved: the same keys in the same order as a spread with a
 * computed key, but copied then assigned, which keeps V8's fast object (the computed key sends
 * the spread down a slow path that leaves every later read of the positions slower).
 */
export function movedTo(positions: GameState["positions"], figure: FigureId, to: SpaceId): GameState["positions"] {
  const out = { ...positions };
  out[figure] = to;
  return out;
}

/** The state after one step (only what movement reads). */
function stepped(state: MovementState, ball: number, figure: FigureId, to: SpaceId): MovementState {
  const from = state.positions[figure]!;
  return {
    positions: movedTo(state.positions, figure, to),
    turn: { roll: state.turn.roll, steps: [...state.turn.steps, { ball, figure, from, to }] },
  };
}

/**
 * Whether the movement can end legally, now or after further steps with the balls left: an exact
 * search, bounded by the three balls. A step's legality reads only its own figure's space and its
 * ball, so the steps of a completion may be taken in any order that keeps each figure's own; and a
 * problem lasts while none of the figures on its spaces moves (a figure joining a space never
 * removes one). So if any completion exists, one begins with a step of a figure the first problem
 * concerns: only those are tried.
 */
export function canEnd(state: MovementState, seat: AgentSeat): boolean {
  const problem = firstProblem(state, seat);
  if (problem === null) return true;
  let figures: FigureId[] | null = null;
  for (let ball = 0; ball < state.turn.roll.length; ball++) {
    if (state.turn.steps.some((s) => s.ball === ball)) continue;
    figures ??= problem.involved();
    for (const figure of figures) {
      if (!mayMove(state, seat, ball, figure)) continue;
      for (const to of neighbours(state.positions[figure]!)) {
        if (ballProblem(state, seat, ball, figure, to) === null && canEnd(stepped(state, ball, figure, to), seat)) return true;
      }
    }
  }
  return false;
}

/** What a clean movement's next step is checked against, per positions object (never changed in place) and steps. */
interface Now {
  readonly steps: readonly Step[];
  readonly seat: AgentSeat;
  /** Whether the movement could end as it stands. */
  readonly clean: boolean;
  /** The figures on each taken space. */
  readonly at: Map<SpaceId, FigureId[]>;
  /** How many figures of each other seat the mover's figures meet (at most 1 each when clean). */
  readonly met: Map<AgentSeat, number>;
}
/**
 * The last position worked out (one entry, not a WeakMap: the checks of a step list come in runs on
 * one state, and a WeakMap lookup per step tried cost more than the check it saved).
 */
let known: { readonly positions: object; readonly now: Now } | null = null;
function now(state: MovementState, seat: AgentSeat): Now {
  const k = known !== null && known.positions === state.positions ? known.now : null;
  if (k && k.steps === state.turn.steps && k.seat === seat) return k;
  const at = new Map<SpaceId, FigureId[]>();
  for (const f in state.positions) {
    const s = state.positions[f as FigureId]!;
    const list = at.get(s);
    if (list) list.push(f as FigureId);
    else at.set(s, [f as FigureId]);
  }
  const met = new Map<AgentSeat, number>();
  for (const list of at.values()) {
    if (list.length < 2 || !list.some((f) => figureOwner(f) === seat)) continue;
    for (const f of list) {
      const o = figureOwner(f);
      if (o !== null && o !== seat) met.set(o, (met.get(o) ?? 0) + 1);
    }
  }
  const n: Now = { steps: state.turn.steps, seat, clean: endProblem(state, seat) === null, at, met };
  known = { positions: state.positions, now: n };
  return n;
}

const count = (list: readonly FigureId[] | undefined, seat: AgentSeat) => list ? list.filter((f) => figureOwner(f) === seat).length : 0;

/**
 * Whether the movement, able to end as it stands (`k.clean`), can still end right after this step:
 * only the step's figure and the spaces it leaves and joins can change, so only they are checked.
 */
function cleanAfter(state: MovementState, k: Now, figure: FigureId, to: SpaceId): boolean {
  const seat = k.seat;
  const from = state.positions[figure]!;
  const there = k.at.get(to);
  const owner = figureOwner(figure);
  if (!there) return true;
  // A figure moved with purple or black (earlier, or with this step), wherever it ends — back where it began too: no other seat's figure with it.
  for (const step of state.turn.steps) {
    if (step.figure === figure || state.positions[step.figure] !== to || figureOwner(step.figure) === seat) continue;
    if (owner !== seat) return false;
  }
  if (owner !== seat && there.some((f) => figureOwner(f) !== seat)) return false;
  if (owner === seat) {
    if (count(there, seat) > 0) return false;
    // Meetings at the space left end; those at the space joined begin.
    const left = k.at.get(from)!;
    for (const f of there) {
      const o = figureOwner(f);
      if (o === null) continue;
      const m = (k.met.get(o) ?? 0) - count(left, o) + count(there, o);
      if (m > 1) return false;
    }
  } else if (owner !== null && count(there, seat) > 0) {
    const wasMet = count(k.at.get(from), seat) > 0 ? 1 : 0;
    if ((k.met.get(owner) ?? 0) - wasMet + 1 > 1) return false;
  }
  return true;
}

/**
 * Whether the movement could still end legally after this step (which breaks no rule of the balls).
 * Quick when the movement could end as it stands (only what the step changes is checked); otherwise,
 * or when the step leaves a problem, the search of `canEnd`.
 */
export function canEndAfter(state: MovementState, seat: AgentSeat, ball: number, figure: FigureId, to: SpaceId): boolean {
  const k = now(state, seat);
  if (k.clean && cleanAfter(state, k, figure, to)) return true;
  return canEnd(stepped(state, ball, figure, to), seat);
}
