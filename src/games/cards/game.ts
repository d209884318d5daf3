/**
 * The card game as the kernel's `Game`: what a table needs to referee it, built from the rules'
 * own functions.
 */
import type { BotPolicyOf, Game } from "../kernel/game.js";
import { lazyViewCheck } from "../kernel/lazy-check.js";
import type { History } from "../kernel/record.js";
import { BOT_LEVELS } from "./bots/level-names.js";
import { Refusal } from "./errors.js";
import type { ErrorCode } from "./errors.js";
import { actionShapeProblem } from "./guards.js";
import { fullStateProblem } from "./state-check.js";
import { legalActions, waitingOn } from "./legal.js";
import { applyAction } from "./referee.js";
import { cardsRecording } from "./record.js";
import { createGame } from "./setup.js";
import { seatAfter } from "./match.js";
import { forgetDeductions } from "./deduction.js";
import type { CardsAction, CardsOptions, CardsState, CardsView, Seat } from "./types.js";
import { viewFor } from "./view.js";
import { CARDS_COUNTS, cardsDealProblems, cardsSeatsFor, cardsSeedProblem, cardsSetupFor } from "./fairness.js";

/** The card game's rules version: a table refuses a peer whose states and views are of another. */
export const CARDS_VERSION = 1;

/**
 * The bots' policies, provided by ./bots/by-level.ts when that module loads (the package's `/cards`
 * entry, the bots' worker and a table's bots load it): the rules object does not import the bots, so
 * a card table's first paint does not carry their code (its bots load when one is first to act).
 */
let policies: ((level: string) => BotPolicyOf<CardsView, CardsAction>) | null = null;

/** Called by ./bots/by-level.ts: the card game's bots, by level. */
export function provideCardsBots(botFor: (level: string) => BotPolicyOf<CardsView, CardsAction>): void {
  policies = botFor;
}

/**
 * The full view check (./view-shape.ts), provided by ./checks.ts when that module loads (the
 * package's `/cards` entry, the network chunk, `cardsGame.loadChecks()`): a solo card table's first
 * paint checks no view, so it does not carry that code.
 */
export const cardsViewCheck = lazyViewCheck("card game", () => import("./checks.js").then((m) => m.provideChecks()));

/**
 * What a finished game's record may show (./published.ts), provided by that module when it loads
 * (the records' code, ./records.ts; the network chunk; the package's `/cards` entry), so a card
 * table's first paint does not carry it. Until then a finished game's record cannot be made (the
 * kernel's `makeRecord` refuses it: RECORD_DOES_NOT_REPLAY), never made with the seed in it.
 */
let publish: ((state: CardsState, history: History) => History | null) | null = null;

/** Called by ./published.ts: the history a record of a finished game may show. */
export function provideCardsPublished(f: (state: CardsState, history: History) => History | null): void {
  publish = f;
}

/** Why a view is refused before the check has loaded: every view is, so nothing unchecked passes. */
export const CHECK_NOT_LOADED = cardsViewCheck.notLoaded;

export const cardsGame: Game<CardsState, CardsAction, CardsView, CardsOptions, Seat, ErrorCode> = {
  id: "cards",
  version: CARDS_VERSION,
  setupFor: cardsSetupFor,
  playerCounts: CARDS_COUNTS,
  seatsFor: cardsSeatsFor,
  dealProblems: cardsDealProblems,
  seedShownAtEnd: false,
  createGame,
  applyAction,
  viewFor,
  waitingOn,
  legalActions,
  seats: (state) => state.seats,
  outcome: (state) => (state.result ? { winners: state.result.winners, reason: state.result.reason } : null),
  actionProblem: actionShapeProblem,
  viewProblem: cardsViewCheck.viewProblem,
  loadChecks: cardsViewCheck.loadChecks,
  // The thorough check (./state-check.ts: every field, and the replay of the state's own history), as for a save.
  isState: (value): value is CardsState => fullStateProblem(value) === null,
  seedProblem: cardsSeedProblem,
  recording: { ...cardsRecording, published: (state, history) => (publish ? publish(state, history) : null) },
  botLevels: BOT_LEVELS,
  botFor: (level) => {
    if (!policies) throw new Refusal("UNKNOWN_LEVEL", "The card game's bots are not loaded here: import them (inkognito-game/cards's botFor, or src/games/cards/bots/by-level.ts).");
    return policies(level);
  },
  // The deductions kept by what they read (the bots' and the clue sheet's); the bots keep nothing else across calls.
  forgetCaches: forgetDeductions,
  // C12.5: in 5-player matches the Ambassador role passes to the left after each game.
  seatAfter: (players, seat, game) => seatAfter(players, seat, game) as Seat,
};

/** The card game's type, for a table of it (`Table<CardsGame>`). */
export type CardsGame = typeof cardsGame;
