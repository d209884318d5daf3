/**
 * `<inkognito-game>`: the whole table in one element. Solo against bots by default, hot-seat on
 * one shared screen, or a reviewer's scenario. It renders the view of one seat and sends that
 * seat's intents to its Table; it decides no rule.
 */
import { provide } from "@lit/context";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { property, state } from "lit/decorators.js";
import { styleProps } from "./style-props.js";
import { createGame } from "../engine/setup.js";
import type { Action, BotLevel, GameState, Scenario, Seat, SeatView, Viewer } from "../engine/index.js";
import type { Narration, NarrationHost } from "./scenario-mode.js";
import { BOT_LEVELS, botPolicy } from "./bot-levels.js";
import type { GuestTable } from "../net/guest-table.js";
import type { HostTable } from "../net/host-table.js";
import { LocalTable, readSaved, type BotPolicy, type TableStore } from "../net/local-table.js";
import type { PeerOptions } from "../net/peer-options.js";
import type { ActResult, Table } from "../net/table.js";
import { invitedTable, inviteLink } from "./invite.js";
import { guestStatus, hostStatus } from "./net-status.js";
import { announcement } from "./controls/announce.js";
import { deepActiveElement, mayTakeFocus } from "./focus.js";
import { revealFor } from "./controls/reveal.js";
import { guidance } from "./controls/guidance.js";
import { BOT_DELAY, type BotSpeed, type NewGameChoice } from "./controls/game-menu.js";
import { NO_SELECTION, actionForSpace, boardOffer, type Selection } from "./controls/selection.js";
import { dialogStyles, type DialogKind } from "./controls/dialog-styles.js";
import { gameContext, type GameContext } from "./context.js";
import { INTERNAL_EVENTS, type InkognitoGameEventMap, type InkognitoReadyDetail } from "./events.js";
import { errorText, messagesFor, type Messages } from "./i18n/index.js";
import { SEAT_LETTER, base, tokens, seatStyles } from "./theme.js";
import { NO_REFS, type BoardRefs } from "./panels/board-refs.js";
import { seatName, type SeatNames } from "./names.js";
import { wantPart } from "./parts-on-demand.js";

export type GameMode = "solo" | "hotseat" | "host" | "join";

/** Zoom of the Zoom button, and the most a pinch may zoom. */
const ZOOM_BUTTON = 2.6;
const ZOOM_MAX = 4;

/** The network code (tables, PeerJS, lobby), loaded the first time a table is hosted or joined. */
type NetworkModule = typeof import("./network.js");
let networkModule: Promise<NetworkModule> | undefined;
const loadNetwork = () => (networkModule ??= import("./network.js"));

/** The scenario mode (narration, tutorial, steps bar), loaded the first time a `scenario` is set. */
type ScenarioModule = typeof import("./scenario-mode.js");
let scenarioModule: Promise<ScenarioModule> | undefined;
const loadScenarioMode = () => (scenarioModule ??= import("./scenario-mode.js"));

/** What the shell asks of the narration; a game without a scenario has none (this stands in). */
type NarrationPart = Pick<Narration, "active" | "guide" | "render" | "marks" | "ui" | "check" | "played" | "wantsStep"
  | "cached" | "clear" | "restart" | "takeStart" | "stepAsked" | "resumed" | "shown">;
const NO_NARRATION: NarrationPart = {
  active: false,
  guide: (offer) => offer,
  render: () => nothing,
  marks: () => ({ spaces: [], figures: [] }),
  ui: () => {},
  check: () => null,
  played: () => {},
  wantsStep: () => false,
  cached: () => null,
  clear: () => {},
  restart: () => {},
  takeStart: () => null,
  stepAsked: () => false,
  resumed: async () => {},
  shown: () => {},
};

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

function localStore(key: string): TableStore | undefined {
  try {
    const ls = globalThis.localStorage;
    if (!ls) return undefined;
    return { load: () => ls.getItem(key), save: (d) => ls.setItem(key, d), clear: () => ls.removeItem(key) };
  } catch {
    return undefined;
  }
}

/**
 * @summary The Inkognito table: board, Phantom, meetings, hand, passport, notebook and log.
 *
 * @fires inkognito-game-start - A game starts or resumes. detail: `{ players, seats, humans, resumed }`.
 * @fires inkognito-turn - A new turn begins. detail: `{ seat, number }`.
 * @fires inkognito-game-over - The game ends. detail: `{ result }` (winners, reason).
 * @fires inkognito-error - An intent was refused. detail: `{ code, message }`.
 * @fires inkognito-step - A narrated scenario shows a step. detail: `{ index, count, caption }`.
 * @fires inkognito-ready - The table can be played: its board, or a network table's lobby, is on screen (after each start). detail: `{ mode, showing }`. `element.ready` resolves the first time.
 *
 * @csspart table - The whole table.
 * @csspart turn-bar - The bar on top.
 * @csspart board - The board area.
 * @csspart side - The side panel (bottom sheet on narrow screens).
 * @csspart privacy - The hot-seat privacy screen.
 * @csspart bar - The turn bar's bar.
 * @csspart action - Each action button of the turn bar.
 * @csspart guide - The line of guidance under the turn bar (what to do now).
 * @csspart meeting - Each meeting card.
 * @csspart tabs - The side panel's tab list.
 * @csspart panel - The open tab's panel.
 * @csspart hand - The hand (secret and coloured cards).
 * @csspart passport - The passport (mission table or its cover).
 * @csspart notebook - The notebook.
 * @csspart log - The list of log events.
 * @csspart emotes - The mannerism buttons.
 * @csspart picker - The answer picker.
 * @csspart show - The answer picker's Show button.
 * @csspart dialog - Each dialog (declaration, handshake, Ambassador Question, seal).
 * @csspart end - The end screen.
 * @csspart steps - A narrated scenario's caption and controls.
 * @csspart caption - A narrated scenario's caption.
 * @csspart lobby - The lobby of a network table (invite link, QR code, seats), before its game starts.
 * @csspart reveal - The answer reveal (the shown cards, or the count of cards shown to another seat).
 * @csspart menu-button - The game menu's button (top right of the table).
 * @csspart menu - The game menu (new game, restart, rules, result).
 * @csspart guide - The line of guidance under the turn bar.
 *
 * @cssprop --inkognito-lagoon - Lagoon colour.
 * @cssprop --inkognito-lagoon-deep - Deep water: the table's background and the dialogs' veil.
 * @cssprop --inkognito-island - Island colour.
 * @cssprop --inkognito-island-edge - The islands' beach and coast line.
 * @cssprop --inkognito-space - The board's spaces.
 * @cssprop --inkognito-land-route - Land route colour.
 * @cssprop --inkognito-water-route - Water route colour.
 * @cssprop --inkognito-red - Red seat colour.
 * @cssprop --inkognito-yellow - Yellow seat colour.
 * @cssprop --inkognito-green - Green seat colour.
 * @cssprop --inkognito-blue - Blue seat colour.
 * @cssprop --inkognito-ambassador - The Ambassador's colour.
 * @cssprop --inkognito-gilt - Gilt accents.
 * @cssprop --inkognito-mark - What a narrated scenario's step points at on the board.
 * @cssprop --inkognito-parchment - Parchment (cards, dialogs).
 * @cssprop --inkognito-ink - Text on parchment.
 * @cssprop --inkognito-grey-card - The grey secret cards.
 * @cssprop --inkognito-panel - Panel background.
 * @cssprop --inkognito-panel-text - Text on the panels.
 * @cssprop --inkognito-muted - Secondary text (hints, captions).
 * @cssprop --inkognito-focus - The keyboard focus ring.
 * @cssprop --inkognito-highlight - Highlights: selectable figures, target spaces, the chosen ball.
 * @cssprop --inkognito-radius - Corner radius of the table, panels and dialogs.
 * @cssprop --inkognito-font - Text font.
 * @cssprop --inkognito-font-display - Display font (titles).
 */
export class InkognitoGame extends LitElement {
  /** `solo` (against bots), `hotseat` (one shared screen); `host` and `join` are for tables over the network. */
  @property({ reflect: true }) mode: GameMode = "solo";
  /** 3, 4 or 5 players. */
  @property({ type: Number, reflect: true }) players: 3 | 4 | 5 = 4;
  /**
   * The colour the solo player takes (`red`, `yellow`, `green`, `blue`, or `ambassador` with 5
   * players); `spectator` watches bots play every seat.
   */
  @property({ reflect: true }) seat: Seat | "spectator" = "red";
  /** Seed of the deal and the Phantom; random when absent. */
  @property({ reflect: true }) seed: string | null = null;
  /**
   * A scenario: a URL to a scenario JSON file, the JSON itself, or `tutorial` (the guided first game).
   * Starts the game from that position; a narrated one shows its steps.
   */
  @property() scenario: string | null = null;
  /** A narrated scenario (one with `steps`): the step shown, 0 for the first. Reflected as the steps go by. */
  @property({ type: Number, reflect: true }) step: number | null = null;
  /** Language of the texts (`en` by default). */
  @property({ reflect: true }) override lang = "en";
  /** How well the bots play: `easy`, `normal` (default) or `strong`. An unknown level plays `normal`. */
  @property({ reflect: true }) bots: BotLevel = "normal";
  /**
   * The deduction assistant: the notebook shows the chances of every identity and build beside the
   * player's marks, with "why" for certainties. `on`, `off`, or absent: on for solo and hot-seat.
   */
  @property({ reflect: true }) assistant: "on" | "off" | null = null;
  /**
   * How fast bots play: `slow`, `normal` (a round of three bots in a few seconds, every move
   * visible) or `fast`. The game menu changes it.
   */
  @property({ reflect: true, attribute: "bot-speed" }) botSpeed: BotSpeed = "normal";
  /** Milliseconds a bot waits before each action; overrides `bot-speed` when set. */
  @property({ type: Number, attribute: "bot-delay" }) botDelay: number | null = null;
  /**
   * Names the saved game. Without it each element saves under a key of its own: the page's path
   * and the element's place among the page's `<inkognito-game>` elements (with its mode and
   * scenario), so two elements on one page never share a save.
   */
  @property({ attribute: "game-id" }) gameId = "";
  /** Network tables: the table id to join (`join`), or to host under (`host`, default: a fresh unguessable id). */
  @property({ attribute: "table" }) tableId: string | null = null;
  /** Network tables: the player's name shown in the lobby. */
  @property() name = "";
  /**
   * Solo and hot-seat: the players' names, comma-separated in seat order (red, yellow, green, blue,
   * ambassador), e.g. `names="Anna,Ben,,Dora"`; texts then say "Anna (Red)". Network tables take
   * the names typed in the lobby instead.
   */
  @property() names = "";
  /** PeerJS signalling server host (default: the public PeerJS cloud). */
  @property({ attribute: "peer-host" }) peerHost: string | null = null;
  /** PeerJS signalling server port. */
  @property({ type: Number, attribute: "peer-port" }) peerPort: number | null = null;
  /** PeerJS signalling server path. */
  @property({ attribute: "peer-path" }) peerPath: string | null = null;
  /** PeerJS over TLS (`true`/`false`; default true for the cloud, false when `peer-host` is set). */
  @property({ attribute: "peer-secure" }) peerSecure: string | null = null;
  /** PeerJS API key. */
  @property({ attribute: "peer-key" }) peerKey: string | null = null;
  /** ICE servers as JSON (`[{"urls":"stun:…"}]`); `[]` for local candidates only. */
  @property({ attribute: "ice-servers" }) iceServers: string | null = null;
  /** `relay`: connect only through the TURN servers of `ice-servers` (never directly); `all` (default) tries direct paths first. */
  @property({ attribute: "ice-transport-policy" }) iceTransportPolicy: string | null = null;
  /** Hot-seat without the screen between seats (rule demos where everyone may see everything). */
  @property({ type: Boolean, attribute: "no-privacy-screen" }) noPrivacyScreen = false;

  @provide({ context: gameContext })
  @state()
  protected game?: GameContext;

  @state() private selection: Selection = NO_SELECTION;
  @state() private dialog: DialogKind = null;
  @state() private privacyCleared: Viewer | null = null;
  @state() private notice = "";
  @state() private live = "";
  @state() private problem = "";
  /** Dialogs open now (declaration, handshake, seal, end screen); the rest of the table is inert meanwhile. */
  @state() private modals: ReadonlySet<EventTarget> = new Set();
  /** How far the board is zoomed inside its viewport on narrow screens (1: the whole board). */
  @state() private zoom = 1;
  /** Touch points on the board's viewport, for pinch-zoom. */
  private pointers = new Map<number, { x: number; y: number }>();
  private pinch: { distance: number; zoom: number } | null = null;
  /** What a log line under the pointer or focus names, ringed on the board. */
  @state() private marked: BoardRefs = NO_REFS;
  /** Per viewer, the last answer it acknowledged (answers up to `revealFloor` were there when the game opened). */
  @state() private revealAcked: Partial<Record<Viewer, number>> = {};
  private revealFloor = -1;

  private table?: Table;
  /** A narrated scenario's steps, the tutorial's checks, and whether the player plays on (once a scenario is set). */
  private narration: NarrationPart = NO_NARRATION;
  /** The narration's own: the scenario mode, once loaded. */
  private scenarioMode?: { module: ScenarioModule; narration: Narration };
  private narrationHost(): NarrationHost {
    return {
      element: this,
      currentState: () => (this.table instanceof LocalTable ? this.table.current : null),
      remount: () => void this.start(false),
      clearSaved: () => localStore(this.storageKey())?.clear(),
      fire: (type, detail) => this.fire(type, detail),
    };
  }
  /** A start is under way whose table has not yet been shown as playable. */
  private readyPending = false;
  private resolveReady!: (detail: InkognitoReadyDetail) => void;
  /**
   * Resolves the first time the table can be played: a game's board (or the hot-seat screen), or a
   * network table's lobby, is rendered. The `inkognito-ready` event fires then, and after each
   * later start.
   */
  readonly ready: Promise<InkognitoReadyDetail> = new Promise((r) => (this.resolveReady = r));
  /** The network code, once loaded. */
  private net?: NetworkModule;
  private unsubscribe?: () => void;
  private lastTurn = -1;
  private lastSeq = -1;
  private starting = 0;
  /** The next configuration change starts a fresh game (the player chose it in the menu or confirmed it). */
  private freshNext = false;
  /** Properties being set from the resumed game: not a change of configuration. */
  private syncing = false;
  /** A page script changed players/seat/seed while a game is in progress: asked before discarding it. */
  @state() private pendingConfig: { players: 3 | 4 | 5; seat: Seat | "spectator"; seed: string | null } | null = null;

  static override styles = [
    tokens,
    base,
    seatStyles,
    dialogStyles,
    css`
      .top { display: grid; grid-template-columns: minmax(0, 1fr) auto; }
      .scrim.confirm { z-index: 36; }
      /*
       * Layout: the table is a size container (for its container queries), so it has no width of
       * its own; the strut gives the element one (at least 18rem, ideally 60rem) in flex, grid and
       * inline-block boxes. A flex item grows into the row; a height the page sets is filled, the
       * board scaling to fit it (wide) or the table scrolling inside it (narrow).
       */
      :host { display: block; flex: 1 1 auto; color: var(--inkognito-panel-text); }
      :host([hidden]) { display: none; }
      .strut { display: flex; flex-wrap: wrap; height: 0; overflow: hidden; visibility: hidden; }
      .strut i { flex: none; width: 21rem; }
      .strut i:first-child { width: 18rem; }
      .table {
        position: relative; container-type: inline-size; overflow: hidden; min-height: 20rem; height: 100%; box-sizing: border-box;
        display: flex; flex-direction: column;
        background: radial-gradient(120% 100% at 30% 0%, #163a4c, var(--inkognito-lagoon-deep));
        border-radius: var(--inkognito-radius); border: 1px solid color-mix(in srgb, var(--inkognito-gilt) 40%, transparent);
      }
      .main { display: grid; grid-template-columns: minmax(0, 1fr); flex: 1 1 auto; min-height: 0; overflow: auto; }
      .board-wrap { position: relative; min-width: 0; padding: 0.5rem; }
      inkognito-board { display: block; width: 100%; }
      inkognito-phantom { position: absolute; z-index: 2; left: 1.2%; top: 1.2%; width: clamp(7rem, 22%, 11rem); }
      .side { display: grid; align-content: start; gap: 0.75rem; padding: 0.75rem; min-width: 0;
        background: color-mix(in srgb, var(--inkognito-panel) 92%, transparent); border-top: 1px solid #ffffff1a; }
      .zoom { display: none; font: 600 0.85rem var(--inkognito-font);
        min-height: 2.5rem; padding: 0.4rem 0.8rem; border-radius: 999px; border: 1px solid var(--inkognito-gilt);
        background: color-mix(in srgb, var(--inkognito-panel) 88%, transparent); color: var(--inkognito-panel-text); cursor: pointer; }
      .board-scroll { min-width: 0; }
      @container (max-width: 40rem) {
        /* Phone: the Phantom and the zoom button share a row above the board; the board zooms and pans
           inside a viewport of fixed size, so the page never grows and nothing covers the board. */
        .board-wrap { display: grid; grid-template-columns: auto 1fr; align-items: end; gap: 0.25rem 0.5rem; }
        inkognito-phantom { position: static; width: 9.5rem; grid-row: 1; grid-column: 1; }
        .zoom { display: block; grid-row: 1; grid-column: 2; justify-self: end; }
        .board-scroll { grid-row: 2; grid-column: 1 / -1; width: 100%; aspect-ratio: 1064 / 723; overflow: hidden;
          border-radius: 14px; touch-action: pan-x pan-y; }
        .zoomed .board-scroll { overflow: auto; overscroll-behavior: contain; touch-action: none; }
      }
      @container (min-width: 40.0625rem) {
        inkognito-board.zoomed { width: 100% !important; }
      }
      @container (min-width: 56rem) {
        .main { grid-template-columns: minmax(0, 1fr) minmax(19rem, 24rem); grid-template-rows: minmax(0, 1fr); overflow: hidden; }
        .board-scroll { height: 100%; }
        inkognito-board { max-height: 100%; }
        .side { border-top: none; border-left: 1px solid #ffffff1a; max-height: 100%; overflow: auto; }
      }
      .answer { position: absolute; inset: 0; z-index: 15; display: grid; place-items: center; padding: 1rem;
        background: color-mix(in srgb, var(--inkognito-lagoon-deep) 70%, transparent); }
      .answer > * { width: min(34rem, 100%); max-height: 100%; overflow: auto; }
      @container (max-width: 40rem) { .answer { align-items: start; padding: 0.5rem; } }
      .privacy { position: absolute; inset: 0; z-index: 30; min-height: 20rem; display: grid; place-items: center; text-align: center;
        background: linear-gradient(160deg, #10202b, #060d12); cursor: pointer; }
      .privacy button { font: 700 1.3rem var(--inkognito-font-display); color: var(--inkognito-panel-text); background: none;
        border: 2px solid var(--inkognito-gilt); border-radius: var(--inkognito-radius); padding: 1.5rem 2rem; cursor: pointer; }
      .privacy .chip { display: inline-grid; place-items: center; width: 3rem; height: 3rem; border-radius: 50%; margin: 0 auto 0.75rem;
        font-weight: 800; font-size: 1.3rem; border: 3px solid var(--inkognito-gilt); }
      .privacy small { display: block; font: 400 0.95rem var(--inkognito-font); color: var(--inkognito-muted); margin-top: 0.5rem; }
      .toast { position: absolute; left: 50%; bottom: 1rem; transform: translateX(-50%); z-index: 40; max-width: calc(100% - 2rem);
        background: #5b1a17; color: #fff; padding: 0.6rem 1rem; border-radius: 999px; box-shadow: 0 6px 20px #0008; }
      .notice { padding: 2rem; text-align: center; }
      .netstatus { display: flex; flex-wrap: wrap; gap: 0.3rem 0.8rem; align-items: center; padding: 0.25rem 0.9rem;
        font-size: 0.8rem; color: var(--inkognito-muted); background: #0003; }
      .presence { display: inline-flex; align-items: center; gap: 0.25rem; }
      .presence .dot { width: 0.6rem; height: 0.6rem; border-radius: 50%; border: 2px solid; background: transparent; }
      .presence .dot.on { background: #3fbf6a; }
      .presence .dot.wait { background: #e0a526; }
      .presence button { font: 600 0.75rem var(--inkognito-font); padding: 0.1rem 0.5rem; border-radius: 999px; cursor: pointer;
        border: 1px solid var(--inkognito-gilt); background: transparent; color: var(--inkognito-panel-text); }
    `,
  ];

  /** The parts' own events (a space chosen, a dialog opened, the lobby's choices) stop at the element. */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    for (const type of INTERNAL_EVENTS) root.addEventListener(type, (e) => e.stopPropagation());
    return root;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.table) void this.start(false);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("lang") && this.game) this.game = { ...this.game, messages: messagesFor(this.lang) };
    if (changed.has("names") && this.game) this.game = { ...this.game, names: this.seatNames() };
    const config = ["mode", "players", "seat", "seed", "scenario", "gameId", "tableId", "peerHost", "peerPort", "peerPath"] as const;
    const options = ["players", "seat", "seed"] as const;
    if (this.syncing) {
      this.syncing = false;
    } else if (this.isConnected && this.hasUpdated && config.some((k) => changed.has(k))) {
      const onlyOptions = config.every((k) => !changed.has(k) || (options as readonly string[]).includes(k));
      if (this.freshNext || !onlyOptions || !this.isLocal()) {
        void this.start(this.freshNext);
      } else if (this.inProgress()) {
        // A new game with other options would discard this one: ask first, and keep the running game's options meanwhile.
        this.pendingConfig = { players: this.players, seat: this.seat, seed: this.seed };
        for (const k of options) if (changed.has(k)) (this as Record<string, unknown>)[k] = changed.get(k);
      } else {
        void this.start(true);
      }
      this.freshNext = false;
    }
    if ((changed.has("botDelay") || changed.has("botSpeed") || changed.has("bots")) && this.table && this.hasUpdated && !this.syncing) void this.start(false);
    if (changed.has("step") && this.hasUpdated && this.narration.wantsStep(this.step)) void this.start(false);
    // The assistant setting travels with the game context to the notebook.
    const assist = this.assistant === "on" || (this.assistant !== "off" && (this.mode === "solo" || this.mode === "hotseat"));
    if (this.game && this.game.assist !== assist) this.game = { ...this.game, assist };
  }

  /**
   * Starts a new game, discarding the saved one (the same options, or those given). Programs call
   * it; players use the game menu, which asks first.
   */
  newGame(options: Partial<NewGameChoice> = {}): void {
    const next = { players: options.players ?? this.players, seat: options.seat ?? this.seat, botSpeed: options.botSpeed ?? this.botSpeed };
    if (next.players === this.players && next.seat === this.seat && next.botSpeed === this.botSpeed) {
      void this.start(true);
      return;
    }
    this.freshNext = true;
    Object.assign(this, next);
  }

  /** Starts the game in progress again from its first position (the same deal and rolls). */
  restart(): void {
    const seed = this.table instanceof LocalTable ? this.table.current.seed : null;
    void this.start(true, this.scenario ? null : seed);
  }

  private isLocal(): boolean {
    return (this.mode === "solo" || this.mode === "hotseat") && !invitedTable();
  }

  /** A local game someone has played in, not yet over. */
  private inProgress(): boolean {
    const t = this.table;
    if (!(t instanceof LocalTable) || t.current.result) return false;
    return t.current.log.some((e) => e.type === "rolled");
  }

  private botWait(): number {
    return this.botDelay ?? BOT_DELAY[this.botSpeed] ?? BOT_DELAY.normal;
  }

  /** The view shown now: what the seat at this screen may know, and `legal`, what it may do. */
  get view(): SeatView | undefined {
    return this.game?.view;
  }

  /**
   * Sends an intent for a seat played at this screen, as the components do. Local tables answer at
   * once; over the network this returns `{ ok: true }` when sent (use `send` to await the answer).
   */
  submit(action: Action): ActResult {
    return this.act(action);
  }

  private stop() {
    this.unsubscribe?.();
    this.table?.dispose();
    this.table = undefined;
  }

  /**
   * The name the saves of this element go by: `game-id`, or else the page's path and this
   * element's place among the `<inkognito-game>` elements of its document (or shadow root).
   */
  private saveName(): string {
    if (this.gameId) return this.gameId;
    const root = this.getRootNode() as Document | ShadowRoot;
    const place = root.querySelectorAll ? [...root.querySelectorAll(this.localName)].indexOf(this) : 0;
    return `auto:${globalThis.location?.pathname ?? ""}:${Math.max(place, 0)}`;
  }

  /**
   * One saved game per element and mode (and scenario): the game the player chose last is the one
   * a reload brings back, whatever options the page sets.
   */
  private storageKey(): string {
    return `inkognito:v2:${this.saveName()}:${this.mode}:${hash(this.scenario ?? "")}`;
  }

  /**
   * Where games were saved before v2: one slot per option set, and every element without `game-id`
   * under "default" (the page's first element takes such a save over, so no game is lost).
   */
  private legacyKey(): string | null {
    const id = this.gameId || (this.saveName().endsWith(":0") ? "default" : null);
    if (!id) return null;
    return `inkognito:v1:${id}:${this.mode}:${this.players}:${this.seat}:${this.seed ?? ""}:${hash(this.scenario ?? "")}`;
  }

  private async initialState(seed: string | null = this.seed): Promise<GameState> {
    if (this.scenario && this.scenarioMode) {
      const { module, narration } = this.scenarioMode;
      const text = this.scenario.trim();
      const json = narration.cached(text) ?? await module.scenarioJson(text);
      const scenario = JSON.parse(json) as Scenario;
      return narration.load(text, json, scenario) ?? module.loadScenario(scenario);
    }
    this.narration.clear();
    return createGame({ players: this.players, ...(seed ? { seed } : {}) });
  }

  private async start(fresh: boolean, seed: string | null = this.seed): Promise<void> {
    const run = ++this.starting;
    this.stop();
    this.readyPending = true;
    const m = messagesFor(this.lang);
    // A page opened from an invite link joins that table, whatever mode the page set.
    const mode = invitedTable() && this.mode !== "hotseat" ? "join" : this.mode;
    if (mode === "host" || mode === "join") {
      let net: NetworkModule;
      try {
        net = await loadNetwork();
      } catch (e) {
        networkModule = undefined;
        if (run === this.starting) this.notice = `The game could not start: ${(e as Error).message}`;
        return;
      }
      if (run === this.starting) this.startNetwork(net, mode, m);
      return;
    }
    let bots: { bot: BotPolicy } | { loadBot: () => Promise<BotPolicy> };
    try {
      // The scenario mode and the bots are chunks of their own, loaded when wanted: the normal bot by
      // the table when a bot is first to act (so it never holds up the first paint); the easy and
      // strong ones before the game starts.
      if (this.scenario && !this.scenarioMode) {
        const module = await loadScenarioMode();
        this.scenarioMode ??= { module, narration: new module.Narration(this.narrationHost()) };
        this.narration = this.scenarioMode.narration;
      }
      const level = this.botLevel();
      // (the normal one once the page is idle, so never while the board first paints)
      const idle = () => new Promise<void>((r) => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => r(), { timeout: 500 }) : setTimeout(r, 50)));
      bots = level === "normal" ? { loadBot: () => idle().then(() => botPolicy(level)) } : { bot: await botPolicy(level) };
    } catch (e) {
      scenarioModule = undefined;
      if (run === this.starting) this.notice = `The game could not start: ${(e as Error).message}`;
      return;
    }
    if (run !== this.starting) return;
    const store = localStore(this.storageKey());
    if (fresh) store?.clear();
    if (fresh) this.narration.restart();
    let saved = store ? readSaved(store) : null;
    const legacyKey = this.legacyKey();
    const legacy = legacyKey ? localStore(legacyKey) : undefined;
    if (!saved && !fresh && legacy) {
      const raw = legacy.load();
      saved = readSaved(legacy);
      legacy.clear();
      if (saved && raw) store?.save(raw);
    }
    let state: GameState;
    try {
      state = this.narration.takeStart() ?? (saved && !fresh && !this.narration.stepAsked() ? saved.state : await this.initialState(seed));
      if (saved && !fresh && state === saved.state) await this.narration.resumed(() => this.initialState(seed));
    } catch (e) {
      if (run === this.starting) this.notice = `The game could not start: ${(e as Error).message}`;
      return;
    }
    if (run !== this.starting) return;
    this.notice = "";
    const narrating = this.narration.active;
    const resumed = !!saved && !fresh && state === saved.state && !narrating;
    const humans: Seat[] = resumed ? saved!.humans.slice() : this.mode === "hotseat" || narrating
      ? state.seats.slice()
      : this.seat === "spectator" ? [] : [state.seats.includes(this.seat) ? this.seat : state.seats[0]!];
    // The resumed game's options become the element's (without starting anything).
    const seat: Seat | "spectator" = this.mode === "hotseat" ? this.seat : humans[0] ?? "spectator";
    if (!this.scenario && (state.players !== this.players || seat !== this.seat)) {
      this.syncing = true;
      this.players = state.players;
      this.seat = seat;
      void this.updateComplete.then(() => (this.syncing = false));
    }
    this.pendingConfig = null;
    const table = new LocalTable({ state, humans, ...bots, botDelay: this.botWait(), store: narrating ? undefined : store });
    this.table = table;
    this.network = null;
    this.unsubscribe = table.subscribe(({ view }) => view && this.show(view));
    this.selection = NO_SELECTION;
    this.dialog = null;
    this.privacyCleared = this.mode === "hotseat" && !narrating ? null : table.viewer;
    this.lastTurn = -1;
    this.lastSeq = -1;
    const view = table.view();
    this.game = { view, messages: m, act: (a) => this.act(a) };
    this.show(view, true);
    this.fire("inkognito-game-start", { players: state.players, seats: state.seats, humans, resumed: !!saved && !fresh });
    this.narration.shown();
  }

  private peerOptions(): PeerOptions {
    let ice: RTCIceServer[] | undefined;
    try {
      ice = this.iceServers ? (JSON.parse(this.iceServers) as RTCIceServer[]) : undefined;
    } catch {
      ice = undefined;
    }
    return {
      ...(this.peerHost ? { host: this.peerHost, secure: this.peerSecure === "true" } : {}),
      ...(this.peerPort ? { port: this.peerPort } : {}),
      ...(this.peerPath ? { path: this.peerPath } : {}),
      ...(this.peerSecure && !this.peerHost ? { secure: this.peerSecure !== "false" } : {}),
      ...(this.peerKey ? { key: this.peerKey } : {}),
      ...(ice ? { iceServers: ice } : {}),
      ...(this.iceTransportPolicy === "relay" || this.iceTransportPolicy === "all" ? { iceTransportPolicy: this.iceTransportPolicy } : {}),
    };
  }

  private botLevel(): BotLevel {
    return (BOT_LEVELS as readonly string[]).includes(this.bots) ? this.bots : "normal";
  }

  private startNetwork(net: NetworkModule, mode: "host" | "join", m: Messages) {
    this.net = net;
    const opened = net.openTable({
      mode, tableId: this.tableId, players: this.players, seat: this.seat, name: this.name || m.lobbyNoName,
      peer: this.peerOptions(), botDelay: this.botWait(), bots: this.botLevel(), gameId: this.saveName(), store: localStore,
    });
    if (typeof opened === "string") {
      this.notice = opened;
      return;
    }
    this.notice = "";
    this.table = opened;
    this.privacyCleared = opened.viewer;
    this.lastTurn = -1;
    this.lastSeq = -1;
    this.unsubscribe = opened.subscribe(({ view }) => {
      if (view && !this.game) {
        this.game = { view, messages: m, act: (a) => this.act(a) };
        this.show(view, true);
        this.fire("inkognito-game-start", { players: view.players, seats: view.seats, humans: (opened.humanSeats as readonly Viewer[]).filter((s): s is Seat => s !== "spectator"), resumed: view.log.length > 2 });
      } else if (view) this.show(view);
      else this.requestUpdate();
      this.network = this.networkState();
    });
    this.network = this.networkState();
    const view = opened.view();
    this.game = view ? { view, messages: m, act: (a) => this.act(a) } : undefined;
    if (view) this.show(view, true);
  }

  @state() private network: { lobby: ReturnType<NonNullable<Table["lobby"]>> | null; status: string; fair: string } | null = null;

  private networkState() {
    const t = this.table;
    const m = this.game?.messages ?? messagesFor(this.lang);
    if (this.isHost(t)) {
      return { lobby: t.lobby(), status: hostStatus(t, m), fair: "" };
    }
    if (this.isGuest(t)) {
      const fair = t.fairness ? (t.fairness.ok ? m.fairOk : m.fairBad(t.fairness.problems.join("; "))) : "";
      const status = guestStatus(t, m);
      return { lobby: t.lobby(), status: t.lastError && !t.impostor ? `${status} ${t.lastError.message}` : status, fair };
    }
    return null;
  }

  private isHost(t: Table | undefined): t is HostTable {
    return !!this.net && t instanceof this.net.HostTable;
  }

  private isGuest(t: Table | undefined): t is GuestTable {
    return !!this.net && t instanceof this.net.GuestTable;
  }

  /** Sends an intent and waits for the referee's answer (over the network it comes later). */
  async send(action: Action): Promise<ActResult> {
    if (!this.table) return { ok: false, error: { code: "GAME_OVER", message: "No game." } };
    const r = await this.table.act(action);
    if (!r.ok) this.refused(r.error);
    return r;
  }

  private refused(error: { code: string; message: string }) {
    this.problem = errorText(this.game?.messages ?? messagesFor(this.lang), error.code as never) ?? error.message;
    this.fire("inkognito-error", error);
    setTimeout(() => (this.problem = ""), 3500);
  }

  private act(action: Action): ActResult {
    if (!this.table) return { ok: false, error: { code: "GAME_OVER", message: "No game." } };
    const check = this.narration.check(action);
    if (check) return check;
    if (this.matches(":focus-within")) void this.keepFocus();
    const r = this.table.act(action);
    if (r instanceof Promise) {
      void r.then((x) => !x.ok && this.refused(x.error));
      return { ok: true };
    }
    if (!r.ok) this.refused(r.error);
    return r;
  }

  private show(view: SeatView, initial = false) {
    const m = this.game?.messages ?? messagesFor(this.lang);
    const events = view.log.filter((e) => e.seq > this.lastSeq);
    if (!initial) this.live = events.map((e) => announcement(m, e, view.viewer, this.seatNames())).filter(Boolean).join(" ");
    this.lastSeq = view.log.length ? view.log[view.log.length - 1]!.seq : -1;
    if (initial) {
      this.revealFloor = this.lastSeq;
      this.revealAcked = {};
    }
    if (view.turn.number !== this.lastTurn) {
      this.lastTurn = view.turn.number;
      this.selection = NO_SELECTION;
      this.fire("inkognito-turn", { seat: view.turn.seat, number: view.turn.number });
    }
    if (view.turn.stage !== "move" && this.selection.ball !== null) this.selection = NO_SELECTION;
    if (this.selection.extraStep && !view.legal.some((a) => a.type === "extraStep")) this.selection = NO_SELECTION;
    if (view.result && events.some((e) => e.type === "gameOver")) this.fire("inkognito-game-over", { result: view.result });
    this.game = { view, messages: m, act: (a) => this.act(a), names: this.seatNames() };
    if (!initial) this.narration.played(view);
  }

  /** Names by seat: typed in a network table's lobby (bots and open seats have none), else from `names`. */
  private seatNames(): SeatNames | undefined {
    const seats = this.table?.lobby?.()?.seats;
    if (!seats) {
      const given = this.names.split(",").map((x) => x.trim().slice(0, 32));
      const order: Seat[] = ["red", "yellow", "green", "blue", "ambassador"];
      return Object.fromEntries(order.map((seat, i) => [seat, given[i] ?? ""]).filter(([, n]) => n));
    }
    const names: Partial<Record<Seat, string>> = {};
    const unnamed = (this.game?.messages ?? messagesFor(this.lang)).lobbyNoName;
    for (const s of seats) if ((s.kind === "human" || s.kind === "host") && s.name && s.name !== unnamed) names[s.seat] = s.name;
    return names;
  }

  private fire<K extends keyof InkognitoGameEventMap>(type: K, detail: InkognitoGameEventMap[K]["detail"]) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** After this screen acted: if the focused control went away, focus the next sensible one. */
  private async keepFocus() {
    await this.settled();
    const active = deepActiveElement();
    if (!active || active === document.body) this.focusNext();
  }

  /** This element and the components it renders have rendered. */
  private async settled() {
    await this.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
    await this.updateComplete;
  }

  /**
   * Where play continues: the open dialog if any; else the first question of a Meeting on this
   * seat's turn, the turn bar's main action, any turn bar action, the open side-panel tab.
   */
  private focusNext() {
    const root = this.shadowRoot!;
    const view = this.game?.view;
    if (!view) return;
    const inner = (tag: string, sel: string) => root.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>(sel) ?? null;
    const dialog = root.querySelector(".privacy button") as HTMLElement | null
      ?? inner("inkognito-answer-picker", ".pick")
      ?? inner("inkognito-prompts", ".dialog button")
      ?? inner("inkognito-end-screen", ".dialog button");
    const mine = view.viewer === view.turn.seat;
    const target = dialog
      ?? (mine && view.turn.stage === "meet" ? inner("inkognito-meetings", "button:not([disabled])") : null)
      ?? inner("inkognito-turn-bar", "button.primary")
      ?? inner("inkognito-turn-bar", "button")
      ?? inner("inkognito-side-panel", '[role="tab"][aria-selected="true"]');
    target?.focus();
  }

  private onModal(e: CustomEvent<{ open: boolean }>) {
    e.stopPropagation();
    const next = new Set(this.modals);
    if (e.detail.open) next.add(e.target!);
    else next.delete(e.target!);
    if (this.modals.size === 0 && next.size > 0) this.opener = this.inside(deepActiveElement()) as HTMLElement | null;
    const closed = this.modals.size > 0 && next.size === 0;
    this.modals = next;
    if (closed && mayTakeFocus(this)) void this.settled().then(() => {
      const active = deepActiveElement();
      if (active && active !== document.body) return;
      // Back to the control that opened the dialog (Cancel), or on to where play continues.
      const opener = this.opener;
      this.opener = null;
      if (opener?.isConnected && !(opener as HTMLButtonElement).disabled) opener.focus();
      if (!opener || deepActiveElement() !== opener) this.focusNext();
    });
  }

  private opener: HTMLElement | null = null;

  /** The element if it renders inside this table (through shadow roots), else null. */
  private inside(el: Element | null): Element | null {
    for (let root = el?.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) {
      if (root.host === this) return el;
    }
    return null;
  }

  private clearPrivacy(viewer: Viewer) {
    this.privacyCleared = viewer;
    void this.settled().then(() => this.focusNext());
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // The hot-seat screen and the answer picker are dialogs too: they take focus when they appear.
    const privacy = this.shadowRoot!.querySelector<HTMLElement>(".privacy button");
    if (privacy && !this.shadowRoot!.activeElement && mayTakeFocus(this)) privacy.focus();
    this.signalReady();
  }

  /** Fires `inkognito-ready` (and resolves `ready`) once a start's table is on screen. */
  private signalReady(): void {
    if (!this.readyPending || this.notice) return;
    // A host's lobby is ready once it shows the invite link (with its key's fingerprint).
    const inviting = !this.isHost(this.table) || !!this.table.fingerprint;
    const showing = this.game ? "game" : this.network?.lobby && inviting ? "lobby" : null;
    if (!showing) return;
    this.readyPending = false;
    const run = this.starting;
    // Ready once the parts on screen (board, lobby, panels) have rendered too.
    const parts = [...this.renderRoot.querySelectorAll("*")].filter((e): e is Element & { updateComplete: Promise<unknown> } => "updateComplete" in e);
    void Promise.all(parts.map((e) => e.updateComplete)).then(() => {
      if (run !== this.starting || !this.isConnected) return;
      const detail: InkognitoReadyDetail = { mode: this.table instanceof LocalTable ? (this.mode === "hotseat" ? "hotseat" : "solo") : this.isHost(this.table) ? "host" : "join", showing };
      this.resolveReady(detail);
      this.fire("inkognito-ready", detail);
    });
  }

  private onBall(e: CustomEvent<{ index: number }>) {
    const ball = e.detail.index;
    this.selection = { ball: this.selection.ball === ball ? null : ball, figure: this.selection.figure, extraStep: null };
    const offer = boardOffer(this.game!.view, this.selection);
    if (this.selection.figure && !offer.selectableFigures.includes(this.selection.figure)) {
      this.selection = { ...this.selection, figure: null };
    }
  }

  private onFigure(e: CustomEvent<{ figure: Selection["figure"] }>) {
    const f = e.detail.figure;
    this.selection = { ...this.selection, figure: this.selection.figure === f ? null : f, extraStep: null };
  }

  private onSpace(e: CustomEvent<{ space: string }>) {
    const view = this.game!.view;
    const action = actionForSpace(view, this.selection, e.detail.space);
    if (action && this.act(action).ok) {
      this.selection = action.type === "move" ? { ball: null, figure: action.figure, extraStep: null } : NO_SELECTION;
      if (action.type === "move" && !boardOffer(this.game!.view, this.selection).targets.length) this.selection = NO_SELECTION;
    }
  }

  /**
   * Zooms the board inside its fixed viewport, keeping the board point under `focus` (client
   * coordinates; default the viewport's centre) where it is.
   */
  private setZoom(zoom: number, focus?: { x: number; y: number }) {
    const next = Math.min(ZOOM_MAX, Math.max(1, zoom));
    const box = this.renderRoot.querySelector<HTMLElement>(".board-scroll");
    if (!box || next === this.zoom) {
      this.zoom = next;
      return;
    }
    const r = box.getBoundingClientRect();
    const fx = (focus?.x ?? r.left + r.width / 2) - r.left, fy = (focus?.y ?? r.top + r.height / 2) - r.top;
    const ratio = next / this.zoom;
    const left = (box.scrollLeft + fx) * ratio - fx, top = (box.scrollTop + fy) * ratio - fy;
    this.zoom = next;
    void this.updateComplete.then(() => box.scrollTo({ left, top }));
  }

  private onPointerDown(e: PointerEvent) {
    if (e.pointerType !== "touch") return;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      this.pinch = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y) || 1, zoom: this.zoom };
    }
  }

  private onPinchMove(e: PointerEvent) {
    if (!this.pointers.has(e.pointerId)) return;
    const was = this.pointers.get(e.pointerId)!;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 1 && this.zoom > 1) {
      // One finger pans the zoomed board (the viewport's touch-action is none while zoomed).
      (e.currentTarget as HTMLElement).scrollBy(was.x - e.clientX, was.y - e.clientY);
      return;
    }
    if (!this.pinch || this.pointers.size !== 2) return;
    const [a, b] = [...this.pointers.values()];
    const d = Math.hypot(a!.x - b!.x, a!.y - b!.y);
    this.setZoom(this.pinch.zoom * (d / this.pinch.distance), { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 });
  }

  private onPointerUp(e: PointerEvent) {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
    if (this.zoom < 1.08 && !this.pinch) this.zoom = 1;
  }

  /** During a network game: the connection, every seat's presence, and (host) handing an absent seat to a bot. */
  private renderNetStatus(m: Messages, inert: boolean) {
    const net = this.network!;
    const host = this.isHost(this.table) ? this.table : null;
    // The host sees each guest seat's link (heartbeat.ts): a seat is handed to a bot once it is gone.
    const links = host?.links();
    return html`<div class="netstatus" role="status" ?inert=${inert}>
      <span>${net.status} ${net.fair}</span>
      ${(net.lobby?.seats ?? []).map((s) => html`<span class="presence" title=${`${seatName(m, s.seat, this.seatNames())}: ${s.connected ? m.lobbyConnected : m.lobbyAway}`}>
        <span class="dot seat-ring seat-${s.seat} ${s.connected ? (links?.get(s.seat as Seat) === "reconnecting" ? "wait" : "on") : ""}"></span>${SEAT_LETTER[s.seat]}
        ${host && s.kind === "human" && links?.get(s.seat as Seat) === "gone" && !this.game?.view.result
          ? html`<button @click=${() => host.handToBot(s.seat as Seat)}>${m.lobbyHandToBot}</button>` : nothing}
      </span>`)}
    </div>`;
  }

  private showLog() {
    const panel = this.renderRoot.querySelector("inkognito-side-panel") as (HTMLElement & { tab: string }) | null;
    if (panel) panel.tab = "log";
    panel?.scrollIntoView?.({ block: "nearest" });
  }

  private renderMenu(view: SeatView, m: Messages) {
    const kind = this.scenario ? "scenario" : this.isLocal() ? this.mode as "solo" | "hotseat" : "network";
    return html`<inkognito-game-menu exportparts="menu-button, menu" .messages=${m} .mode=${kind}
      .players=${this.players} .seat=${this.seat} .botSpeed=${this.botSpeed}
      ?inProgress=${this.inProgress()} ?over=${!!view.result}></inkognito-game-menu>`;
  }

  /** A page script changed the options while a game is in progress: ask before discarding it. */
  private renderPendingConfig(m: Messages) {
    const p = this.pendingConfig;
    if (!p) return nothing;
    const apply = () => {
      this.pendingConfig = null;
      this.freshNext = true;
      Object.assign(this, p);
    };
    return html`<div class="scrim confirm"><div class="dialog" part="dialog" role="dialog" aria-modal="true" aria-label=${m.menuConfirmTitle}>
      <h2>${m.menuConfirmTitle}</h2>
      <p>${p.players !== this.players ? m.menuConfirmPlayers(p.players) : m.menuConfirmNew}</p>
      <div class="buttons">
        <button class="primary" @click=${apply}>${m.menuStart}</button>
        <button @click=${() => (this.pendingConfig = null)}>${m.menuKeepPlaying}</button>
      </div>
    </div></div>`;
  }

  private showResult() {
    const end = this.renderRoot.querySelector("inkognito-end-screen") as (HTMLElement & { dismissed: boolean }) | null;
    if (end) end.dismissed = false;
  }

  /** The newest answer of this turn the seat in front of the screen has not acknowledged. */
  private renderReveal(view: SeatView, m: Messages) {
    if (view.answerPrompt || view.result) return nothing;
    const reveal = revealFor(view, Math.max(this.revealFloor, this.revealAcked[view.viewer] ?? -1));
    if (!reveal) return nothing;
    void wantPart("inkognito-answer-reveal");
    const notebookTab = () => {
      const panel = this.renderRoot.querySelector("inkognito-side-panel");
      return panel?.shadowRoot?.querySelector("#tab-notebook")?.getBoundingClientRect() ?? null;
    };
    return html`<inkognito-answer-reveal exportparts="reveal" .reveal=${reveal} .messages=${m}
      .autoClose=${this.mode === "solo" ? 6000 : 0} .flyTo=${notebookTab}
      @inkognito-reveal-done=${(e: CustomEvent<{ seq: number }>) => (this.revealAcked = { ...this.revealAcked, [view.viewer]: e.detail.seq })}
    ></inkognito-answer-reveal>`;
  }

  override render() {
    return html`<div class="strut" aria-hidden="true"><i></i><i></i><i></i></div>${this.renderTable()}`;
  }

  private renderTable() {
    const g = this.game;
    if (!this.notice && !g && this.network) {
      const host = this.isHost(this.table);
      return html`<div class="table" part="table"><inkognito-lobby exportparts="lobby" .lobby=${this.network.lobby}
        .messages=${messagesFor(this.lang)} ?host=${host} .invite=${host && (this.table as HostTable).fingerprint ? inviteLink((this.table as HostTable).tableId, (this.table as HostTable).fingerprint) : ""}
        .you=${this.table!.viewer} .name=${this.isGuest(this.table) ? this.table.name : ""} .status=${this.network.status}
        @inkognito-start=${() => void (this.table as HostTable).start()}
        @inkognito-hand-to-bot=${(e: CustomEvent<{ seat: Seat }>) => (this.table as HostTable).handToBot(e.detail.seat)}
        @inkognito-lobby-ready=${(e: CustomEvent<{ ready: boolean }>) => (this.table as GuestTable).ready(e.detail.ready)}
        @inkognito-sit=${(e: CustomEvent<{ seat: Seat | "spectator"; name: string }>) => (this.table as GuestTable).sit(e.detail.seat, e.detail.name)}
        @inkognito-rename=${(e: CustomEvent<{ name: string }>) => (this.table as HostTable).rename(e.detail.name)}
        @inkognito-players=${(e: CustomEvent<{ players: 3 | 4 | 5 }>) => (this.table as HostTable).setPlayers(e.detail.players)}></inkognito-lobby></div>`;
    }
    if (this.notice || !g) return html`<div class="table" part="table"><p class="notice">${this.notice}</p></div>`;
    const { view, messages: m } = g;
    const offer = this.narration.guide(boardOffer(view, this.selection));
    const hotseatScreen = this.mode === "hotseat" && !this.noPrivacyScreen && !this.narration.active && this.privacyCleared !== view.viewer && !view.result;
    const mover = view.turn.stage === "move" && view.viewer === view.turn.seat;
    if (hotseatScreen) {
      // Nothing private is rendered while the device passes to the next seat.
      return html`${this.narration.render(m)}<div class="table" part="table">
        <div class="privacy" part="privacy">
          <button @click=${() => this.clearPrivacy(view.viewer)}>
            <span class="chip seat-fill seat-${view.viewer}">${SEAT_LETTER[view.viewer] ?? ""}</span>
            ${m.passTo(seatName(m, view.viewer as Seat, this.seatNames()))}
            <small>${m.passToHint(seatName(m, view.viewer as Seat, this.seatNames()))}</small>
          </button>
        </div>
      </div>`;
    }
    const modal = this.modals.size > 0 || !!view.answerPrompt;
    // The parts shown only now and then come with their first showing.
    if (view.answerPrompt) void wantPart("inkognito-answer-picker");
    if (view.result) void wantPart("inkognito-end-screen");
    else if (this.dialog || view.legal.some((a) => a.type === "handshake")) void wantPart("inkognito-prompts");
    return html`${this.narration.render(m)}
      <div class="table" part="table" @inkognito-modal=${this.onModal}
        @inkognito-tab=${(e: CustomEvent<{ tab: string }>) => this.narration.ui(e.detail.tab)}
        @inkognito-open-declare=${() => (this.dialog = "declare")}
        @inkognito-open-seal=${() => (this.dialog = "seal")}
        @inkognito-close-dialog=${() => (this.dialog = null)}
        @inkognito-new-game=${() => this.isLocal() || this.scenario ? this.newGame() : undefined}
        @inkognito-menu-new-game=${(e: CustomEvent<NewGameChoice>) => this.newGame(e.detail)}
        @inkognito-menu-restart=${() => this.restart()}
        @inkognito-show-result=${this.showResult}
        @inkognito-show-log=${this.showLog}
        @inkognito-highlight=${(e: CustomEvent<BoardRefs>) => (this.marked = e.detail)}
        @inkognito-extra-step=${(e: CustomEvent) => (this.selection = { ball: null, figure: null, extraStep: e.detail })}>
        ${this.network ? this.renderNetStatus(m, modal) : nothing}
        <div class="top" ?inert=${modal}>
          <inkognito-turn-bar part="turn-bar" exportparts="bar, action, guide"
            .hint=${guidance(view, this.selection, m, (s) => seatName(m, s, this.seatNames()))}
            .offerNewGame=${this.isLocal() || !!this.scenario}></inkognito-turn-bar>
          ${this.renderMenu(view, m)}
        </div>
        <div class="main" ?inert=${modal}>
          <div class="board-wrap ${this.zoom > 1 ? "zoomed" : ""}" part="board">
            ${view.players === 5 && view.turn.seat === "ambassador" ? nothing : html`
              <inkognito-phantom .roll=${view.turn.roll} .usedBalls=${view.turn.usedBalls}
                .selectedBall=${this.selection.ball} .interactive=${mover} .messages=${m}
                @inkognito-ball-select=${this.onBall}></inkognito-phantom>`}
            <div class="board-scroll" @pointerdown=${this.onPointerDown} @pointermove=${this.onPinchMove}
              @pointerup=${this.onPointerUp} @pointercancel=${this.onPointerUp}><inkognito-board
              class=${this.zoom > 1 ? "zoomed" : ""} ${styleProps({ width: `${(this.zoom * 100).toFixed(1)}%` })}
              .positions=${view.positions} .seats=${view.agents} .messages=${m}
              .selectableFigures=${offer.selectableFigures} .selectedFigure=${this.selection.figure}
              .targets=${offer.targets} .marked=${this.narration.marks()}
              .markedSpaces=${this.marked.spaces} .markedFigures=${this.marked.figures}
              @inkognito-figure-select=${this.onFigure} @inkognito-space-select=${this.onSpace}
              @inkognito-cancel=${() => (this.selection = NO_SELECTION)}></inkognito-board></div>
            <button class="zoom" aria-pressed=${this.zoom > 1 ? "true" : "false"} @click=${() => this.setZoom(this.zoom > 1 ? 1 : ZOOM_BUTTON)}>
              ${this.zoom > 1 ? m.zoomOut : m.zoomIn}</button>
          </div>
          <aside class="side" part="side">
            <inkognito-meetings exportparts="meeting"></inkognito-meetings>
            <inkognito-side-panel exportparts="tabs, panel, hand, passport, notebook, log, emotes"></inkognito-side-panel>
          </aside>
        </div>
        ${view.answerPrompt ? html`<div class="answer"><inkognito-answer-picker exportparts="picker, show"></inkognito-answer-picker></div>` : nothing}
        ${this.renderReveal(view, m)}
        <inkognito-prompts exportparts="dialog" .dialog=${this.dialog}></inkognito-prompts>
        <inkognito-end-screen exportparts="end"></inkognito-end-screen>
        ${this.renderPendingConfig(m)}
        ${this.problem ? html`<div class="toast" role="alert">${this.problem}</div>` : nothing}
        <div class="visually-hidden" aria-live="polite">${this.live}</div>
      </div>
    `;
  }
}
