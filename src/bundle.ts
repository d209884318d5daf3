/**
 * The script-tag bundle's entry (`dist/bundle/inkognito-game.min.js`): registers `<inkognito-game>`
 * and exports the element, the local table and the rules engine's core (what a game needs: set-up,
 * referee, views, legal actions, the board, seeded RNG). What a plain solo game does not need at
 * first is in chunks beside this file, loaded by relative `import()` when wanted: the network code
 * (host and guest tables, PeerJS, the lobby and its QR encoder) when a table is hosted or joined, or
 * by `loadNetwork()`; the scenario mode and tutorial when `scenario` is set; the bots (the normal one
 * when a bot is first to act); the deduction assistant; the whole engine (scenarios, tutorial,
 * `deduce`, `explain`, `conditionNow`, `chooseBotAction`, `botFor`) by `loadEngine()`.
 */
import { defineInkognitoElements } from "./ui/define.js";
import { useBotWorker } from "./ui/bot-levels.js";

export { InkognitoGame, type GameMode } from "./ui/inkognito-game.js";
export type * from "./ui/events.js";
export { defineInkognitoElements } from "./ui/define.js";
/** Adds or overrides a language for both games (typed: every key of the English texts); see docs/element.md. */
export { registerMessages, type LanguageMessages, type Captions } from "./ui/i18n/registry.js";
export type { Messages } from "./ui/i18n/en.js";
export type { CardsMessages } from "./ui/i18n/cards.js";
export { LocalTable, type BotPolicy, type TableStore } from "./net/local-table.js";
export type { Table, TableChange, ActResult } from "./net/table.js";
export type { PeerOptions } from "./net/peer-options.js";
export type * from "./games/board/index.js";
// The engine's core, which the element itself uses (so it costs the bundle nothing).
export { createGame } from "./games/board/setup.js";
export { applyAction, actionShapeProblem } from "./games/board/referee.js";
export { viewFor } from "./games/board/view.js";
export { legalActions, waitingFor } from "./games/board/legal.js";
export { ERROR_CODES, Refusal, ruleError } from "./games/board/errors.js";
export { ALL_CARDS, answerCounts, answerProblem, answerLevel, legalAnswers, cardKind, isTrue } from "./games/board/answers.js";
export { MISSIONS, missionFor, teamOf, conditionHolds } from "./games/board/missions.js";
export { PHANTOM_BALLS, BALL_RULES, BALLS, rollPhantom } from "./games/board/phantom.js";
export { passingOnly, stepTargets } from "./games/board/movement.js";
export { meetingsOf } from "./games/board/state.js";
export { VENICE, EMBASSY, ALL_SPACES, neighbours, isRoute, numberedSpace, startSpaces, space } from "./games/board/board.js";
export { Rng, seedRng } from "./games/kernel/rng.js";
export { randomAction } from "./games/board/bots/random.js";
export * from "./games/board/types.js";

/**
 * Loads the whole rules engine (the same API as `inkognito-game/engine`: with scenarios, the
 * tutorial, `deduce`, `explain`, `botFor` and `BOT_LEVELS`) from the chunks beside the bundle.
 */
export function loadEngine(): Promise<typeof import("./games/board/index.js")> {
  return import("./games/board/index.js");
}

/** Loads the network code (HostTable, GuestTable, Peer, verifyFairness, protocol) from the chunk beside the bundle. */
export function loadNetwork(): Promise<typeof import("./ui/network.js")> {
  return import("./ui/network.js");
}

// The strong bot thinks in a worker: its file lies beside this one.
useBotWorker(new URL("./inkognito-bot-worker.min.js", import.meta.url));
defineInkognitoElements();
