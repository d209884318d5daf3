/**
 * The Inkognito rules engine: pure, DOM-free, dependency-free.
 * See docs/engine.md for the public API.
 */
export { createGame, type GameOptions } from "./setup.js";
export { applyAction, actionShapeProblem, type ApplyResult } from "./referee.js";
export { viewFor, type SeatView, type ViewEvent, type Notebook, type NotebookEntry } from "./view.js";
export { legalActions, waitingFor } from "./legal.js";
export {
  captionText, loadScenario, matchesExpectation, narrate, replay, scenarioActions,
  type Caption, type Expectation, type Highlight, type Scenario, type ScenarioFrame, type ScenarioStep, type ReplayResult,
} from "./scenario.js";
export { TUTORIAL } from "./tutorial.js";
export { ERROR_CODES, Refusal, ruleError, type ErrorCode, type RuleError } from "./errors.js";
export {
  ALL_CARDS, answerCounts, answerProblem, answerLevel, legalAnswers, cardKind, isTrue, type AnswerContext,
} from "./answers.js";
export { MISSIONS, missionFor, teamOf, conditionHolds, type Mission, type Condition, type Team } from "./missions.js";
export { PHANTOM_BALLS, BALL_RULES, BALLS, rollPhantom } from "./phantom.js";
export { passingOnly, stepTargets } from "./movement.js";
export { type EndBlock } from "./movement-end.js";
export { meetingsOf, type Meeting } from "./state.js";
export {
  VENICE, EMBASSY, ALL_SPACES, neighbours, isRoute, numberedSpace, startSpaces, space,
} from "./board.js";
export { Rng, seedRng } from "../kernel/rng.js";
export { randomAction } from "./bots/random.js";
export * from "./types.js";
export type { BoardData, Space, SpaceKind, RouteKind } from "./board-types.js";
export { chooseBotAction, distance } from "./bots/sensible.js";
export { botFor, BOT_LEVELS, type BotLevel, type BotPolicy } from "./bots/levels.js";
export { deduce, forgetDeductions, type Deduction, type World } from "./deduction.js";
export { type Probabilities } from "./probabilities.js";
export { explain, type Explanation, type Reason } from "./why.js";
export { conditionNow, type ConditionNow } from "./mission-now.js";
export { boardGame, BOARD_VERSION, type BoardGame } from "./game.js";
import { provideChecks } from "./checks.js";
// For the engine's users, at once: boardGame's view check (the element loads it lazily).
provideChecks();
export { makeRecord, replayRecord, verifyRecord } from "./records.js";
export type { Game, GameOutcome } from "../kernel/game.js";
export { BOARD_CODES } from "./record.js";
export {
  RECORD_CODES, RECORD_FORMAT, readRecord, type GameRecord, type RecordCode, type RecordError,
} from "../kernel/record.js";
