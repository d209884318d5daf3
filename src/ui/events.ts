/**
 * The element's public events, their details, and their place in TypeScript's event maps, so
 * `el.addEventListener("inkognito-turn", (e) => e.detail.seat)` is typed (as Shoelace does).
 * Every other event of the table's parts is internal and stops at the element.
 */
import type { ErrorCode, Result, Seat } from "../games/board/index.js";
import type { ConfigErrorCode } from "./config-errors.js";

/** `inkognito-game-start`: a game starts or resumes (at a card table too: its first view; 2 players only there). */
export interface InkognitoGameStartDetail {
  readonly players: 2 | 3 | 4 | 5;
  readonly seats: readonly Seat[];
  /** The seats people play at this screen (the rest are bots or, over the network, other people). */
  readonly humans: readonly Seat[];
  /** True when a saved or running game was taken up again. */
  readonly resumed: boolean;
}

/** `inkognito-turn`: a new turn begins (at a card table: a new round, `seat` its first player). */
export interface InkognitoTurnDetail {
  readonly seat: Seat;
  readonly number: number;
}

/** `inkognito-game-over`: the game ends. */
export interface InkognitoGameOverDetail {
  readonly result: Result;
}

/**
 * `inkognito-error`: an intent was refused (nothing changed), or a configuration cannot be played
 * (a ConfigErrorCode: ./config-errors.ts, docs/element.md).
 */
export interface InkognitoErrorDetail {
  readonly code: ErrorCode | ConfigErrorCode | (string & {});
  readonly message: string;
}

/** `inkognito-ready`: the table can be played (a board, or a network table's lobby, is on screen). */
export interface InkognitoReadyDetail {
  readonly mode: "solo" | "hotseat" | "host" | "join" | "replay";
  /** What is on screen: the board of a game, the lobby of a network table before its start, or a replay (`replay`). */
  readonly showing: "game" | "lobby" | "replay";
}

/** `inkognito-step`: a narrated scenario shows a step (counted from 0). */
export interface InkognitoStepDetail {
  readonly index: number;
  readonly count: number;
  /** The step's caption in the element's language. */
  readonly caption: string;
}

/** The options `inkognito-change-deferred` compares. */
export interface InkognitoOptions {
  readonly players: 3 | 4 | 5;
  readonly seat: Seat | "spectator";
  readonly seed: string | null;
}

/**
 * `inkognito-change-deferred`: a page changed `players`, `seat` or `seed` while a game is in progress;
 * the element keeps the game (and shows its options in the attributes again) and asks the player.
 */
export interface InkognitoChangeDeferredDetail {
  /** What the page asked for (applied if the player agrees). */
  readonly requested: InkognitoOptions;
  /** What the element shows now (its attributes say so again). */
  readonly current: InkognitoOptions;
  readonly reason: "game-in-progress";
}

/** The element's public events and their types. */
export interface InkognitoGameEventMap {
  "inkognito-game-start": CustomEvent<InkognitoGameStartDetail>;
  "inkognito-turn": CustomEvent<InkognitoTurnDetail>;
  "inkognito-game-over": CustomEvent<InkognitoGameOverDetail>;
  "inkognito-error": CustomEvent<InkognitoErrorDetail>;
  "inkognito-ready": CustomEvent<InkognitoReadyDetail>;
  "inkognito-step": CustomEvent<InkognitoStepDetail>;
  "inkognito-change-deferred": CustomEvent<InkognitoChangeDeferredDetail>;
}

/** The public events' names: they bubble and cross shadow roots up to `document`. */
export const PUBLIC_EVENTS = [
  "inkognito-game-start", "inkognito-turn", "inkognito-game-over", "inkognito-error", "inkognito-ready", "inkognito-step",
  "inkognito-change-deferred",
] as const satisfies readonly (keyof InkognitoGameEventMap)[];

/**
 * The events the table's parts send to the element (a ball, figure or space chosen, a dialog
 * opened, the lobby's choices…). They are internal: the element stops them at its shadow root.
 */
export const INTERNAL_EVENTS = [
  "inkognito-ball-select", "inkognito-figure-select", "inkognito-space-select", "inkognito-cancel",
  "inkognito-open-declare", "inkognito-open-seal", "inkognito-close-dialog", "inkognito-extra-step",
  "inkognito-new-game", "inkognito-show-log", "inkognito-highlight", "inkognito-tab", "inkognito-modal",
  "inkognito-step-go", "inkognito-play-on", "inkognito-replay",
  "inkognito-menu-new-game", "inkognito-menu-restart", "inkognito-show-result", "inkognito-reveal-done",
  "inkognito-start", "inkognito-lobby-ready", "inkognito-hand-to-bot", "inkognito-sit", "inkognito-rename", "inkognito-players",
  "inkognito-assistant",
] as const;

declare global {
  // Both maps are the element's public events, written once (InkognitoGameEventMap).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends InkognitoGameEventMap {}
  /** `el.addEventListener("inkognito-turn", …)` on an element (and `onX` typings built on it) knows the detail. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends InkognitoGameEventMap {}
}
