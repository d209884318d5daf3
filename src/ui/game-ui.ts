/**
 * What the shell (`<inkognito-game>`, ./inkognito-game.ts) asks of a game's UI, so that its modes,
 * saves, network shell, narration, configuration errors and events serve any kernel `Game`
 * (../games/kernel/game.ts) and the game's own table view lives in the game's folder
 * (`./board/`, `./cards/`).
 *
 * A game's UI is a `GameUi`: its rules (the `Game` the tables referee, local or over the network),
 * how a local game of it starts, and the table view the shell renders into its shadow root. The
 * shell owns the table (`LocalTable`, or the network shell's `HostTable`/`GuestTable`), subscribes
 * to it and hands each view to the table view; the table view renders it and sends the player's
 * intents back through `TableShell.act`.
 */
import type { LitElement, PropertyValues, TemplateResult } from "lit";
import type { AnyGame, ActionOf, ViewOf } from "../games/kernel/game.js";
import type { ActResult } from "../net/table.js";
import type { Messages } from "./i18n/index.js";
import type { NarrationPart } from "./narration-part.js";
import type { NetworkShell } from "./network-shell.js";
import type { SeatNames } from "./names.js";
import type { InkognitoTurnDetail } from "./events.js";
import type { NewGameChoice } from "./controls/menu-pages.js";
import type { BoardGame, GameState } from "../games/board/index.js";
import type { LocalOwner, LocalStart } from "./local-start.js";
import type { NarrationHost } from "./scenario-mode.js";

/** The games `<inkognito-game game="…">` plays. */
export type GameKind = "board" | "cards";

/** The element's attributes a table view reads (the shell's own public properties). */
export interface ShellAttributes {
  readonly mode: string;
  readonly players: number;
  readonly seat: string;
  /** The language the texts are shown in (resolved: ./i18n/lang-controller.ts). */
  readonly textLang: string;
  readonly botSpeed: string;
  readonly noPrivacyScreen: boolean;
  scenario: string | null;
}

/** What the shell lends a game's table view. */
export interface TableShell<Action = unknown> {
  /** The element: the table view renders into its shadow root and drives its updates. */
  readonly element: LitElement & ShellAttributes;
  /** Sends an intent of a seat played at this screen to the table (the narration checks it first). */
  act(action: Action): ActResult;
  /** Names by seat: typed in a network table's lobby, else the element's `names`. */
  seatNames(): SeatNames | undefined;
  /** A new turn began: `inkognito-turn` (held until `inkognito-ready` while a start is under way). */
  turn(detail: InkognitoTurnDetail): void;
  /** The game ended: `inkognito-game-over`. */
  over(result: unknown): void;
  /** A solo or hot-seat table of this page (not a network table). */
  isLocal(): boolean;
  /** A local game someone has played in, not yet over (the game menu asks before leaving it). */
  inProgress(): boolean;
  /** The bots' level the element plays (an unknown one falls back, with one warning). */
  botLevel(): string;
  /** The seats played at this screen (the players' panels call the others bots). */
  humanSeats(): readonly string[];
  newGame(choice?: Partial<NewGameChoice>): void;
  restart(): void;
  /** A narrated scenario's steps and the tutorial's checks (a stand-in without a scenario). */
  readonly narration: NarrationPart;
  /** The network table's lobby and status line, while one is open. */
  readonly network: NetworkShell | null;
}

/** What the shell puts inside a table view's frame (it renders them; the table view places them). */
export interface TableFrame {
  /** A page script's change of options waiting for the player's answer ("Leave this game?"). */
  readonly pendingConfig: TemplateResult | typeof import("lit").nothing;
  /** A refused intent, shown a few seconds. */
  readonly problem: string;
}

/** A game's table view: what the shell renders while a game of that kind is on screen. */
export interface TableView<View = unknown> {
  /** The view shown now (the seat at this screen), if a game is on screen. */
  readonly view: View | undefined;
  /** The messages of the element's language the table is shown in. */
  readonly messages: Messages | undefined;
  /**
   * A table opened for `viewer`: everything shown before is forgotten, and the first view comes
   * next (`show(view, true)`). `privacy`: the hot-seat screen hides the table until the viewer
   * says they are in front of it. `first`: the table's first view, on screen (and `element.view`)
   * already while the shell announces the start, before `show` does its bookkeeping.
   */
  opened(viewer: string, privacy: boolean, first?: { view: View; messages: Messages }): void;
  /** A view from the table (`initial`: the first of a table). */
  show(view: View, initial: boolean, messages: Messages): void;
  /** No game on screen (a notice or a lobby instead). */
  clear(): void;
  /** The element's properties changed (before it renders). */
  willUpdate(changed: PropertyValues): void;
  /** This screen acted: keep the focus where play continues. */
  acted(): void;
  /** The table, with the shell's frame pieces in it. */
  render(frame: TableFrame): TemplateResult;
}

/** A game's UI, as the shell uses it. */
export interface GameUi<G extends AnyGame = AnyGame> {
  readonly kind: GameKind;
  /** The rules the tables referee (a local table, or a network table's host and guests). */
  readonly game: G;
  /** The table view for this element (one per element, made when the game is first shown). */
  createView(shell: TableShell<ActionOf<G>>): TableView<ViewOf<G>>;
}

/** The board game's UI: with how a local game of it starts (solo, hot-seat, a narrated scenario). */
export interface BoardUi extends GameUi<BoardGame> {
  /** How the element's local games start: the scenario mode and bots it loads, the save, the position. */
  localStart(owner: LocalOwner, narration: () => NarrationHost): LocalStart;
  /** A local game someone has played in (a new game discarding it asks first). */
  started(state: GameState): boolean;
  /** The maker of `element.record()` (a chunk of its own, loaded once a game is on screen). */
  records(): Promise<(state: GameState, names: SeatNames) => ReturnType<typeof import("../games/kernel/record.js").makeRecord>>;
}

/** The board game's UI (its table view, rules and local start), a chunk of its own: a card table never loads it. */
let boardModule: Promise<BoardUi> | undefined;
export function loadBoardUi(): Promise<BoardUi> {
  // Given once the chunk has prepared what the first render draws, in tasks after its evaluation (./board/board-ui.ts).
  return (boardModule ??= import("./board/board-ui.js").then((m) => m.prepared.then(() => m.boardUi), (e: unknown) => {
    boardModule = undefined;
    throw e;
  }));
}

/** The table view before a game's UI has loaded: nothing on screen. */
export const NO_TABLE_VIEW: TableView<never> = {
  view: undefined,
  messages: undefined,
  opened: () => {},
  show: () => {},
  clear: () => {},
  willUpdate: () => {},
  acted: () => {},
  render: () => { throw new Error("no table view"); },
};
