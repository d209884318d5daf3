/**
 * The card game as the kernel's `Game`: what a table needs to referee it, built from the rules'
 * own functions.
 */
import type { Game } from "../kernel/game.js";
import * as records from "../kernel/record.js";
import { botFor, BOT_LEVELS } from "./bots/by-level.js";
import type { ErrorCode } from "./errors.js";
import { actionShapeProblem, stateProblem } from "./guards.js";
import { legalActions, waitingOn } from "./legal.js";
import { applyAction } from "./referee.js";
import { cardsRecording } from "./record.js";
import { createGame } from "./setup.js";
import { forgetDeductions } from "./deduction.js";
import type { CardsAction, CardsOptions, CardsState, CardsView, Seat } from "./types.js";
import { viewFor } from "./view.js";
import { viewProblem } from "./view-shape.js";
import { CARDS_COUNTS, cardsDealProblems, cardsSeatsFor, cardsSeedProblem, cardsSetupFor } from "./fairness.js";

/** The card game's rules version: a table refuses a peer whose states and views are of another. */
export const CARDS_VERSION = 1;

export const cardsGame: Game<CardsState, CardsAction, CardsView, CardsOptions, Seat, ErrorCode> = {
  id: "cards",
  version: CARDS_VERSION,
  setupFor: cardsSetupFor,
  playerCounts: CARDS_COUNTS,
  seatsFor: cardsSeatsFor,
  dealProblems: cardsDealProblems,
  createGame,
  applyAction,
  viewFor,
  waitingOn,
  legalActions,
  seats: (state) => state.seats,
  outcome: (state) => (state.result ? { winners: state.result.winners, reason: state.result.reason } : null),
  actionProblem: actionShapeProblem,
  viewProblem,
  isState: (value): value is CardsState => stateProblem(value) === null,
  seedProblem: cardsSeedProblem,
  recording: cardsRecording,
  botLevels: BOT_LEVELS,
  botFor,
  // The deductions kept by what they read (the bots' and the clue sheet's); the bots keep nothing else across calls.
  forgetCaches: forgetDeductions,
};

/** The card game's type, for a table of it (`Table<CardsGame>`). */
export type CardsGame = typeof cardsGame;
/**
 * The record of a game from its state (docs/cards.md, "Records"), with the seats' names by seat.
 * Replayed before it is given, so it always verifies; or a refusal (RECORD_UNAVAILABLE for a state
 * from before records). Never throws.
 */
export const makeRecord = (state: unknown, names: Readonly<Partial<Record<Seat, string>>> = {}) => records.makeRecord(cardsGame, state, names);
/** Reads and replays a record (JSON text or an object): the record and the state it reaches, or a typed refusal. Never throws. */
export const verifyRecord = <S = CardsState>(input: unknown) => records.verifyRecord<S>(cardsGame, input);
/** Reads and replays a record: its first state, its actions and the state reached (to step through it), or a typed refusal. Never throws. */
export const replayRecord = (input: unknown) => records.replayRecord<CardsState, CardsAction>(cardsGame, input);
