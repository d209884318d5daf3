/**
 * The board game as the kernel's `Game`: what a table needs to referee it, built from the engine's
 * own functions. The table (src/net/) reaches the rules through this object only.
 */
import type { Game } from "../kernel/game.js";
import type { BotPolicyOf } from "../kernel/game.js";
import { lazyViewCheck } from "../kernel/lazy-check.js";
import { BOT_LEVELS, type BotLevel } from "./bots/level-names.js";
import { Refusal } from "./errors.js";
import type { ErrorCode } from "./errors.js";
import { stateProblem } from "./guards.js";
import { legalActions, waitingFor } from "./legal.js";
import { actionShapeProblem, applyAction } from "./referee.js";
import { boardRecording } from "./record.js";
import { createGame, seedDealProblem, type GameOptions } from "./setup.js";
import type { Action, GameState, Seat } from "./types.js";
import { viewFor, type SeatView } from "./view.js";
import { boardDealProblems, boardSetupFor } from "./fairness.js";
import { BOARD_COUNTS, boardLegacySave, boardSeatsFor } from "./table-seats.js";

import { BOARD_VERSION } from "./version.js";

export { BOARD_VERSION };

/**
 * The bots' policies, provided by ./bots/levels.ts when that module loads (the engine's entry and the
 * bots' worker load it): the rules object does not import the bots, so a page that only referees
 * (the element's first paint, whose bots come in chunks of their own) does not carry their code.
 */
let policies: ((level: BotLevel) => BotPolicyOf<SeatView, Action>) | null = null;
let forgetBotCaches: (() => void) | null = null;

/** Called by ./bots/levels.ts: the board game's bots, by level, and how to empty the caches they and the deduction keep. */
export function provideBoardBots(botFor: (level: BotLevel) => BotPolicyOf<SeatView, Action>, forget: () => void): void {
  policies = botFor;
  forgetBotCaches = forget;
}

/**
 * The full view check (./view-shape.ts), provided by ./checks.ts when that module loads (the engine's
 * entry, the network chunk, `boardGame.loadChecks()`): a solo game's first paint checks no view, so
 * it does not carry that code; until it has loaded every view is refused.
 */
export const boardViewCheck = lazyViewCheck("board game", () => import("./checks.js").then((m) => m.provideChecks()));

/** Why a view is refused before the check has loaded: every view is, so nothing unchecked passes. */
export const BOARD_CHECK_NOT_LOADED = boardViewCheck.notLoaded;

export const boardGame: Game<GameState, Action, SeatView, GameOptions, Seat, ErrorCode> = {
  id: "board",
  version: BOARD_VERSION,
  setupFor: boardSetupFor,
  playerCounts: BOARD_COUNTS,
  seatsFor: boardSeatsFor,
  legacySave: boardLegacySave,
  dealProblems: boardDealProblems,
  seedShownAtEnd: true,
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
  viewProblem: boardViewCheck.viewProblem,
  loadChecks: boardViewCheck.loadChecks,
  isState: (value): value is GameState => stateProblem(value) === null,
  seedProblem: seedDealProblem,
  recording: boardRecording,
  botLevels: BOT_LEVELS,
  // The caches are the deduction's and the bots' (loaded with them): nothing to forget before.
  forgetCaches: () => forgetBotCaches?.(),
  botFor: (level) => {
    if (!policies) throw new Refusal("UNKNOWN_LEVEL", "The board game's bots are not loaded here: import them (inkognito-game/engine's botFor, or src/games/board/bots/levels.ts).");
    return policies(level as BotLevel);
  },
};

/** The board game's type, for a table of it (`Table<BoardGame>`). */
export type BoardGame = typeof boardGame;
