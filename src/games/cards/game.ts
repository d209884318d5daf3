/**
 * The card game as the kernel's `Game`: what a table needs to referee it, built from the rules'
 * own functions.
 */
import type { Game } from "../kernel/game.js";
import { botFor, BOT_LEVELS } from "./bots/by-level.js";
import type { ErrorCode } from "./errors.js";
import { actionShapeProblem, stateProblem } from "./guards.js";
import { legalActions, waitingOn } from "./legal.js";
import { applyAction } from "./referee.js";
import { cardsRecording } from "./record.js";
import { createGame } from "./setup.js";
import type { CardsAction, CardsOptions, CardsState, CardsView, Seat } from "./types.js";
import { viewFor } from "./view.js";
import { viewProblem } from "./view-shape.js";

/** The card game's rules version: a table refuses a peer whose states and views are of another. */
export const CARDS_VERSION = 1;

export const cardsGame: Game<CardsState, CardsAction, CardsView, CardsOptions, Seat, ErrorCode> = {
  id: "cards",
  version: CARDS_VERSION,
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
  recording: cardsRecording,
  botLevels: BOT_LEVELS,
  botFor,
};
