/**
 * The kernel every game shares: the `Game` contract, the seeded RNG, typed refusals and what
 * scenarios have in common. Pure, DOM-free, dependency-free.
 */
export type { ActionOf, AnyGame, BotPolicyOf, CodeOf, Game, GameOutcome, GameStateBase, GameViewBase, OptionsOf, SeatOf, StateOf, ViewOf, ViewerOf } from "./game.js";
export { Refusal, refusalsFor, type ApplyResult, type RuleError } from "./refusal.js";
export { Rng, nextUint32, seedRng, type RngState } from "./rng.js";
export { arr, bool, either, int, nullable, obj, oneOf, record, str, variant, where, type Shape } from "./shape.js";
export { applyInOrder, captionText, isCaption, readScenario, type Caption } from "./scenario.js";
export {
  MAX_RECORD_ACTIONS, MAX_RECORD_CHARS, RECORD_CODES, RECORD_FORMAT, actionCodec, jsonProblem, makeRecord, readRecord,
  replayRecord, verifyRecord, type CodecTable, type GameRecord, type History, type RecordCode, type RecordError,
  type Recording, type Replayed,
} from "./record.js";
