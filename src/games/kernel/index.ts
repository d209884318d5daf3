/**
 * The kernel every game shares: the `Game` contract, the seeded RNG, typed refusals and what
 * scenarios have in common. Pure, DOM-free, dependency-free.
 */
export type { ActionOf, AnyGame, BotPolicyOf, CodeOf, Game, GameOutcome, GameStateBase, OptionsOf, SeatOf, StateOf, ViewOf, ViewerOf } from "./game.js";
export { Refusal, refusalsFor, type ApplyResult, type RuleError } from "./refusal.js";
export { Rng, nextUint32, seedRng, type RngState } from "./rng.js";
export { arr, bool, either, int, nullable, obj, oneOf, record, str, variant, where, type Shape } from "./shape.js";
export { applyInOrder, captionText, isCaption, readScenario, type Caption } from "./scenario.js";
