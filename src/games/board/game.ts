/**
 * The board game as the kernel's `Game`: what a table needs to referee it, built from the engine's
 * own functions. The table (src/net/) reaches the rules through this object only.
 */
import type { Game } from "../kernel/game.js";
import { botFor, BOT_LEVELS, type BotLevel } from "./bots/levels.js";
import type { ErrorCode } from "./errors.js";
import { stateProblem } from "./guards.js";
import { legalActions, waitingFor } from "./legal.js";
import { actionShapeProblem, applyAction } from "./referee.js";
import { createGame, type GameOptions } from "./setup.js";
import type { Action, GameState, Seat } from "./types.js";
import { viewFor, type SeatView } from "./view.js";

/** The board game's rules version: a table refuses a peer whose states and views are of another. */
export const BOARD_VERSION = 1;

/** A seat's view's shape, as a guest checks what its host sent (why it is not one, or null). */
export function boardViewProblem(v: unknown): string | null {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return "not an object";
  const x = v as Record<string, unknown>;
  if (typeof x.viewer !== "string") return "no viewer";
  if (!Array.isArray(x.seats) || !Array.isArray(x.legal) || !Array.isArray(x.log)) return "no seats, log or legal actions";
  if (typeof x.turn !== "object" || x.turn === null) return "no turn";
  return null;
}

export const boardGame: Game<GameState, Action, SeatView, GameOptions, Seat, ErrorCode> = {
  id: "board",
  version: BOARD_VERSION,
  createGame,
  applyAction,
  viewFor,
  waitingOn: (state) => {
    const seat = waitingFor(state);
    return seat === null ? [] : [seat];
  },
  legalActions,
  seats: (state) => state.seats,
  outcome: (state) => (state.result ? { winners: state.result.winners, reason: state.result.reason } : null),
  actionProblem: actionShapeProblem,
  viewProblem: boardViewProblem,
  isState: (value): value is GameState => stateProblem(value) === null,
  botLevels: BOT_LEVELS,
  botFor: (level) => botFor(level as BotLevel),
};

/** The board game's type, for a table of it (`Table<BoardGame>`). */
export type BoardGame = typeof boardGame;
