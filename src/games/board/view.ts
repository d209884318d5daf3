/**
 * `viewFor(state, viewer)`: everything a seat may know and nothing more (RULES.md §6).
 * A spectator sees public information only; after the game ends, everyone sees everything.
 */
import { ALL_CARDS, type AnswerContext } from "./answers.js";
import { Refusal } from "./errors.js";
import { assertState } from "./guards.js";
import { legalActions } from "./legal.js";
import { answerContext } from "./meetings.js";
import { endBlock, type EndBlock } from "./movement-end.js";
import { seatLog, notebookOf } from "./seat-log.js";
import { activeMeetings, type Meeting } from "./state.js";
import type {
  Action, AgentSeat, Ball, CardRef, FigureId, GameEvent, GameState, Pending, QuestionKind, Result, Seal, Secret, Seat, ShownCard,
  SpaceId, Stage, Viewer,
} from "./types.js";

/** An event as a viewer sees it: public data, plus the private part addressed to that viewer. */
export interface ViewEvent {
  readonly seq: number;
  readonly turn: number;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly mine?: Readonly<Record<string, unknown>>;
  /** After the game: every private part. */
  readonly private?: GameEvent["private"];
}

/** One line of the notebook: a set of cards seen or shown in a Question. */
export interface NotebookEntry {
  readonly seq: number;
  readonly turn: number;
  readonly kind: QuestionKind;
  readonly via: "figure" | "ambassador";
  readonly cards: readonly ShownCard[];
  /** For "observed" entries (5-player Ambassador seat): who asked. */
  readonly asker?: Seat;
}

export interface Notebook {
  /** Cards shown to this seat, per seat that showed them. */
  readonly received: Readonly<Partial<Record<AgentSeat, readonly NotebookEntry[]>>>;
  /** Cards this seat showed, per seat that saw them. */
  readonly given: Readonly<Partial<Record<Seat, readonly NotebookEntry[]>>>;
  /** 5 players, Ambassador seat: cards it saw shown through the Ambassador to others. */
  readonly observed: Readonly<Partial<Record<AgentSeat, readonly NotebookEntry[]>>>;
  /** The player's own marks. */
  readonly marks: Readonly<Record<string, string>>;
}

export interface SeatView {
  readonly viewer: Viewer;
  readonly players: 3 | 4 | 5;
  readonly seats: readonly Seat[];
  readonly agents: readonly AgentSeat[];
  readonly turn: {
    readonly seat: Seat;
    readonly number: number;
    readonly stage: Stage;
    readonly roll: readonly Ball[];
    readonly usedBalls: readonly number[];
    readonly ambassadorSteps: number;
    readonly pending: Pending | null;
    /** While an agent moves: what keeps its movement from ending now (the rule and its figure), or null. Public, like every step. */
    readonly endBlock: EndBlock | null;
  };
  readonly positions: Readonly<Partial<Record<FigureId, SpaceId>>>;
  readonly meetings: readonly Meeting[];
  /** The viewer's own secret cards and hand (agent seats). */
  readonly you: { readonly seat: AgentSeat; readonly secret: Secret; readonly hand: readonly CardRef[] } | null;
  /** The question this viewer must answer now, with what it needs to choose. */
  readonly answerPrompt: AnswerContext | null;
  readonly notebook: Notebook | null;
  readonly sealed: boolean;
  /** The Ambassador seat's own seal. */
  readonly seal: Seal | null;
  readonly log: readonly ViewEvent[];
  readonly result: Result | null;
  /** After the game: every secret, the set-aside cards and the seed. */
  readonly reveal: {
    readonly secrets: Readonly<Partial<Record<AgentSeat, Secret>>>;
    readonly setAside: Secret | null;
    readonly seed: string;
    readonly seal: Seal | null;
  } | null;
  /** What this viewer may do now. */
  readonly legal: readonly Action[];
}


const NO_MARKS: Readonly<Record<string, string>> = Object.freeze({});
/** A seat's `you`, the same object for the same secret (a host compares each view with the last it sent). */
const yous = new WeakMap<Secret, NonNullable<SeatView["you"]>>();
function youOf(seat: AgentSeat, secret: Secret): NonNullable<SeatView["you"]> {
  let you = yous.get(secret);
  if (you?.seat !== seat) yous.set(secret, (you = { seat, secret, hand: ALL_CARDS }));
  return you;
}

/**
 * What `viewer` ("spectator" or one of the state's seats) may see of the referee's state.
 * Throws a Refusal: NOT_A_STATE if given anything but a GameState (a view, say), UNKNOWN_SEAT
 * for a viewer that is neither "spectator" nor a seat at this table.
 */
export function viewFor(state: GameState, viewer: Viewer): SeatView {
  assertState(state);
  if (viewer !== "spectator" && !state.seats.includes(viewer)) throw new Refusal("UNKNOWN_SEAT");
  const over = state.result !== null;
  const seated = viewer !== "spectator" && state.seats.includes(viewer);
  const agent = seated && viewer !== "ambassador" ? (viewer as AgentSeat) : null;
  const lines = seatLog(state.log, viewer, over);
  const p = state.turn.pending;
  const answerPrompt = p?.kind === "answer" && p.question.answerer === viewer ? answerContext(state, p.question) : null;
  const secret = agent ? state.secrets[agent] : undefined;
  return {
    viewer,
    players: state.players,
    seats: state.seats,
    agents: state.agents,
    turn: {
      seat: state.turn.seat,
      number: state.turn.number,
      stage: state.turn.stage,
      roll: state.turn.roll,
      usedBalls: state.turn.steps.map((s) => s.ball),
      ambassadorSteps: state.turn.ambassadorSteps,
      pending: p,
      endBlock: state.turn.stage === "move" ? endBlock(state, state.turn.seat as AgentSeat) : null,
    },
    positions: state.positions,
    meetings: activeMeetings(state),
    you: agent && secret ? youOf(agent, secret) : null,
    answerPrompt,
    notebook: seated ? notebookOf(lines, state.notes[viewer as Seat] ?? NO_MARKS) : null,
    sealed: state.seal !== null,
    seal: viewer === "ambassador" || over ? state.seal : null,
    log: lines.log,
    result: state.result,
    reveal: over ? { secrets: state.secrets, setAside: state.setAside, seed: state.seed, seal: state.seal } : null,
    legal: legalActions(state, viewer),
  };
}
