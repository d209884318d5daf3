/**
 * Inkognito: The Card Game — its rules engine: pure, DOM-free, dependency-free.
 * See docs/cards.md for the public API; the rules contract is CARD-GAME.md (C1–C15).
 */
export { createGame, placingOrder, nextFirst } from "./setup.js";
export { applyAction, type ApplyResult } from "./referee.js";
export { actionShapeProblem } from "./guards.js";
export { fullStateProblem } from "./state-check.js";
export { viewFor } from "./view.js";
export { viewProblem } from "./view-shape.js";
import { providePublished } from "./published.js";
import { provideChecks } from "./checks.js";
// For the package's users, at once: cardsGame's view check and a finished game's record as it may be shown (the element loads them lazily).
providePublished();
provideChecks();
export { legalActions, waitingFor, waitingOn, combinations } from "./legal.js";
export { meetingsOf } from "./meetings.js";
export { allSets, legalSets, handOf, canonical, isCard } from "./sets.js";
export { combinationOf, partnersAllowed } from "./declaration.js";
export { tilesLeft } from "./tiles.js";
export {
  captionText, loadScenario, narrate, replay, scenarioActions,
  type Caption, type ReplayResult, type Scenario, type ScenarioFrame, type ScenarioStep,
} from "./scenario.js";
export {
  applyMatchAction, createMatch, nextGame, scoreBySeat, seatAfter, seatingOf, seatOfPlayer, withCurrent,
  type MatchApplyResult, type MatchGame, type MatchOptions, type MatchState,
} from "./match.js";
export { ERROR_CODES, Refusal, ruleError, type ErrorCode, type RuleError } from "./errors.js";
export { randomAction } from "./bots/random.js";
export { botFor, BOT_LEVELS, type CardsBotLevel as BotLevel, type CardsBotPolicy as BotPolicy } from "./bots/by-level.js";
export { whyCertain, type CertainFact } from "./why.js";
export { deduce, deduceUncached, type CardsDeduction, type DeclarationChance } from "./deduction.js";
export { cardsGame, CARDS_VERSION } from "./game.js";
export { makeRecord, replayRecord, verifyRecord } from "./records.js";
export { Rng, seedRng } from "../kernel/rng.js";
export type { Game, GameOutcome } from "../kernel/game.js";
export * from "./types.js";
export { CARDS_CODES } from "./record.js";
export {
  RECORD_CODES, RECORD_FORMAT, readRecord, type GameRecord, type RecordCode, type RecordError,
} from "../kernel/record.js";
