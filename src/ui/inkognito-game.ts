/**
 * `<inkognito-game>`: the whole table in one element. Solo against bots by default, hot-seat on
 * one shared screen, a network table, or a reviewer's scenario. This is the shell every game
 * shares: the public API (attributes, events, parts), the saves' notices, readiness, a page's
 * changes during a game and the narration; the table it plays at is ./table-session.ts, and the
 * game's own table view (./game-ui.ts) is the board game's ./board/board-table.ts. It decides no rule.
 */
import { LitElement, html, type PropertyValues } from "lit";
import { property } from "lit/decorators.js";
import type { Action, BotLevel, GameState, Seat, SeatView } from "../games/board/index.js";
import { NO_NARRATION, type NarrationPart } from "./narration-part.js";
import type { LocalStart } from "./local-start.js";
import { BOT_LEVELS } from "./bot-levels.js";
import type { ActResult } from "../net/table.js";
import { invitedGame, invitedTable } from "./invite.js";
import { localStore, storageKey } from "./saves.js";
import { SaveWatch } from "./save-notice.js";
import { shellStyles } from "./shell-styles.js";
import { tutorialOfferStyles } from "./tutorial-offer.js";
import { BOT_DELAY, type BotSpeed, type NewGameChoice } from "./controls/menu-pages.js";
import { dialogStyles } from "./controls/dialog-styles.js";
import { INTERNAL_EVENTS, type InkognitoGameEventMap, type InkognitoReadyDetail } from "./events.js";
import { messagesFor } from "./i18n/index.js";
import { base, tokens, seatStyles } from "./theme.js";
import { LangController } from "./i18n/lang-controller.js";
import type { GameRecord } from "../games/kernel/record.js";
import type { SignedRecord } from "../net/record-signature.js";
import { warnOnce } from "./config-errors.js";
import { ReadySignal } from "./ready-signal.js";
import { OptionsChange } from "./options-change.js";
import { CardsSlot } from "./cards-slot.js";
import { NO_TABLE_VIEW, loadBoardUi, type BoardUi, type TableShell, type TableView } from "./game-ui.js";
import { TableSession } from "./table-session.js";
import { PROPERTY_DEFAULTS, countAttribute, defaultOnNull } from "./attribute-defaults.js";

/** A local game's referee state, as the shell reads it (a LocalTable's, or a hosting page's). */
type Current = { readonly current?: GameState | null };

export type GameMode = "solo" | "hotseat" | "host" | "join";

/** Tables whose bots' pace can change during a game (LocalTable, HostTable). */
interface Pacing {
  setBotDelay(ms: number): void;
}

/**
 * @summary The Inkognito table: board, Phantom, meetings, hand, passport, notebook and log.
 *
 * @attr follow - A replay (`replay`): `all` (every secret, the default) or the seat to follow, seeing only what it knew at each step. The reader's choice is written back.
 * @attr replay-key - A replay: the host's key fingerprint (an invite link's `k`) that a signed record must be signed with.
 * @attr replay-page - The page that shows replays, for the end screen's "Copy replay link" (resolved against the page; default `replay.html` beside it).
 *
 * @attr lang - Language of the texts: this attribute, else the nearest ancestor's `lang` (the page's `<html lang>`), else the browser's languages, else English; built in: `en`, `de`, `it`, `fr`, `es`, `da`; more by `registerMessages`.
 * @fires inkognito-game-start - A game starts or resumes. detail: `{ players, seats, humans, resumed }`.
 * @fires inkognito-turn - A new turn begins. detail: `{ seat, number }`.
 * @fires inkognito-game-over - The game ends. detail: `{ result }` (winners, reason).
 * @fires inkognito-error - An intent was refused, or the game cannot be saved (`SAVE_FULL`, `SAVE_UNAVAILABLE`) or its save is damaged (`SAVE_DAMAGED`). detail: `{ code, message }`.
 * @fires inkognito-step - A narrated scenario shows a step. detail: `{ index, count, caption }`.
 * @fires inkognito-change-deferred - A change of `players`, `seat` or `seed` is not applied at once (a game is in progress; the player is asked): the attributes show the game on screen again. detail: `{ requested, current, reason }`.
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
 * @csspart saves - What the player is told of the saves: the store is full, or a save is damaged (with the choice it offers).
 *
 * @cssprop --inkognito-lagoon - Lagoon colour.
 * @cssprop --inkognito-lagoon-deep - Deep water: the table's background and the dialogs' veil.
 * @cssprop --inkognito-lagoon-glow - The lagoon's lit centre on the board.
 * @cssprop --inkognito-vignette - The lagoon's shaded edge on the board.
 * @cssprop --inkognito-table-glow - The lit corner of the table's background.
 * @cssprop --inkognito-bar - The top of the turn bar's and the menu button's gradient.
 * @cssprop --inkognito-rule - Lines between the table's areas.
 * @cssprop --inkognito-privacy - The hot-seat privacy screen's light side.
 * @cssprop --inkognito-privacy-deep - The hot-seat privacy screen's dark side.
 * @cssprop --inkognito-accent-text - Accent text on the panels (the log's turn lines).
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
 * @cssprop [--inkognito-mark=#ff5fa2] - What a narrated scenario's step points at on the board.
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
  /**
   * Which game: `board` (default, Inkognito) or `cards` (Inkognito: The Card Game, 2–5 players;
   * modes `solo` — bots at `bots`, easy by default — `hotseat` and narrated scenarios, the tutorial
   * included). The card game's code loads only when it is chosen.
   */
  @property({ attribute: "game", reflect: true }) gameKind: "board" | "cards" = "board";
  /** `solo` (against bots), `hotseat` (one shared screen); `host` and `join` are for tables over the network. */
  @property({ reflect: true }) mode: GameMode = "solo";
  /** 3, 4 or 5 players. */
  @property({ reflect: true, converter: countAttribute }) players: 3 | 4 | 5 = 4;
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
  /**
   * A game record to replay instead of playing (docs/element.md, "Replays"): its JSON (plain, or
   * signed by a network game's host), or a URL to fetch it from. Either game; the `step` attribute
   * is the step shown; the attributes `follow` and `replay-key` are read by the replay viewer.
   */
  @property() replay: string | null = null;
  /** A narrated scenario (one with `steps`): the step shown, 0 for the first. Reflected as the steps go by. */
  @property({ type: Number, reflect: true }) step: number | null = null;
  /**
   * The palette: `dark` (default: Venice at night, as before this attribute existed), `light` (day:
   * parchment and a pale lagoon) or `auto` (follows the reader's `prefers-color-scheme`).
   */
  @property({ reflect: true }) theme: "light" | "dark" | "auto" = "dark";
  /** How well the bots play: `easy` (default: a calm first game), `normal` or `strong`. An unknown level plays `normal` (the card game: `easy`). */
  @property({ reflect: true }) bots: BotLevel = "easy";
  /**
   * The deduction assistant: the notebook shows the chances of every identity and build beside the
   * player's marks, with "why" for certainties. `on`, `off`, or absent: on for solo and hot-seat.
   * At a network table it is a table setting the host chooses in the lobby (everyone sees it there,
   * and every notebook follows it): the host's `assistant="on"` turns it on at first, otherwise it
   * starts off; a guest's own attribute is not used.
   */
  @property({ reflect: true }) assistant: "on" | "off" | null = null;
  /**
   * How fast bots play: `slow`, `normal` (a round of three bots in a few seconds, every move
   * visible) or `fast`. The game menu changes it.
   */
  @property({ reflect: true, attribute: "bot-speed" }) botSpeed: BotSpeed = "normal";
  /**
   * The URL of the strong bot's worker file (`bot-worker.js` of the package, or
   * `inkognito-bot-worker.min.js` beside the bundle), resolved against the page, for apps whose
   * bundler does not copy it beside the element's code. Default: beside the entry. If it cannot be
   * loaded, the strong bot thinks in the page (one console warning).
   */
  @property({ attribute: "bot-worker" }) botWorker: string | null = null;
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
  /** Several PeerJS servers (addresses, space-separated): each table signals on the one its id picks, named in its invite link. */
  @property({ attribute: "peer-servers" }) peerServers: string | null = null;
  /** The site's endpoint (same origin, or https) that mints time-limited TURN credentials, fetched when a table opens: a JSON list of RTCIceServer objects. */
  @property({ attribute: "turn-credentials-url" }) turnCredentialsUrl: string | null = null;
  /** PeerJS API key. */
  @property({ attribute: "peer-key" }) peerKey: string | null = null;
  /** ICE servers as JSON (`[{"urls":"stun:…"}]`); `[]` for local candidates only. */
  @property({ attribute: "ice-servers" }) iceServers: string | null = null;
  /** `relay`: connect only through the TURN servers of `ice-servers` (never directly); `all` (default) tries direct paths first. */
  @property({ attribute: "ice-transport-policy" }) iceTransportPolicy: string | null = null;
  /** Hot-seat without the screen between seats (rule demos where everyone may see everything). */
  @property({ type: Boolean, attribute: "no-privacy-screen" }) noPrivacyScreen = false;

  /** The board game's UI, once its chunk has loaded (the card game's own table runs itself, see table-session.ts). */
  private ui?: BoardUi;
  /** The game's table view, rendered into this element's shadow root (./board/board-table.ts). */
  private tableView: TableView<SeatView> = NO_TABLE_VIEW;
  /** The element's saves: its stores, and what the player is told of them (a full store, a damaged save). */
  private saves = new SaveWatch(this, () => this.session.messages(), (code, message) => this.fire("inkognito-error", { code, message }));
  /** The language shown: `lang` here, else inherited, else the browser's (./i18n/lang-controller.ts). */
  private i18n = new LangController(this, () => this.replay !== null ? ["board", "cards", "replay"] as const
    : [...(this.gameKind === "cards" ? ["board", "cards"] as const : ["board"] as const), ...(this.scenario ? ["captions"] as const : [])], () => {
    if (this.i18n.dir === "rtl" || this.getAttribute("dir") === "rtl") this.setAttribute("dir", this.i18n.dir);
    (this.renderRoot?.querySelector("inkognito-cards-table") as HTMLElement & { requestUpdate?(): void } | null)?.requestUpdate?.();
  });
  /**
   * The language the texts are shown in: the `lang` attribute, else the nearest ancestor's, else the
   * browser's languages, else `en` (the first of these with texts, built in or registered).
   */
  get textLang(): string {
    return this.i18n.lang;
  }
  /** How a local game starts: the scenario mode and bots it loads, the position it starts from (with the game's UI). */
  private local?: LocalStart;
  /** A narrated scenario's steps, the tutorial's checks, and whether the player plays on (once a scenario is set). */
  private get narration(): NarrationPart {
    return this.local?.narration ?? NO_NARRATION;
  }
  /** Loads the board game's UI (its chunk) and makes this element's table view and local start with it. */
  private async loadUi(): Promise<{ ui: BoardUi; local: LocalStart }> {
    const ui = await loadBoardUi();
    if (this.ui && this.local) return { ui: this.ui, local: this.local };
    this.ui = ui;
    this.tableView = ui.createView(this.tableShell());
    this.local = ui.localStart(this, () => ({
      element: this,
      textLang: () => this.i18n.lang,
      currentState: () => (this.table as Current | undefined)?.current ?? null,
      remount: () => void this.start(false),
      clearSaved: () => localStore(storageKey(this))?.clear(),
      fire: (type, detail) => this.fire(type, detail),
    }));
    return { ui, local: this.local };
  }
  /** `record()`'s maker, loaded in the background once a game is on screen (after the first paint). */
  private records?: Awaited<ReturnType<BoardUi["records"]>>;
  /** `ready` and `inkognito-ready`, and the turn events held until then (./ready-signal.ts). */
  private readiness = new ReadySignal(() => this.renderRoot, (type, detail) => this.fire(type, detail as never));
  /**
   * Resolves the first time the table can be played: a game's board (or the hot-seat screen), or a
   * network table's lobby, is rendered. The `inkognito-ready` event fires then, and after each
   * later start.
   */
  readonly ready: Promise<InkognitoReadyDetail> = this.readiness.promise;
  /** A change of players, seat or seed during a game: applied, or asked first (./options-change.ts). */
  private options = new OptionsChange(this, {
    isLocal: () => this.isLocal(), inProgress: () => this.inProgress(), start: (fresh) => void this.start(fresh),
    deferred: (detail) => this.fire("inkognito-change-deferred", detail),
  });
  /** The card game's table, save slot and options (./cards-slot.ts). */
  private cards = new CardsSlot(this, {
    saves: this.saves, isLocal: () => this.isLocal(), botWait: () => this.botWait(), start: (fresh) => void this.start(fresh),
    step: (index) => (this.step = index), started: (detail) => this.fire("inkognito-game-start", detail), turn: (detail) => this.readiness.turn(detail),
    deferred: (detail) => this.fire("inkognito-change-deferred", detail),
  });
  /** The table played at, and how each start opens it (./table-session.ts). */
  private session: TableSession = new TableSession(this, {
    loadUi: () => this.loadUi(), tableView: () => this.tableView, narration: () => this.narration, readiness: this.readiness, options: this.options, saves: this.saves,
    fire: (type, detail) => this.fire(type, detail), botLevel: () => this.botLevel(), botWait: () => this.botWait(),
    textsLoaded: () => this.i18n.loaded(),
  });
  private get table() {
    return this.session.table;
  }
  private get network() {
    return this.session.network;
  }

  static override styles = [tokens, base, seatStyles, dialogStyles, shellStyles, tutorialOfferStyles];

  /** The parts' own events (a space chosen, a dialog opened, the lobby's choices) stop at the element. */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    for (const type of INTERNAL_EVENTS) root.addEventListener(type, (e) => e.stopPropagation());
    return root;
  }

  /** In the page with its table started (or starting): a move within the page keeps it (the card game's too). */
  private placed = false;

  override connectedCallback(): void {
    super.connectedCallback();
    // A page opened from an invite link plays the link's game (a card table's link joins a card table).
    const invited = invitedGame();
    if (invited && !this.hasUpdated && this.mode !== "hotseat") this.gameKind = invited;
    // The start waits for the script that connected the element to finish configuring it (a
    // microtask): `append(el); el.mode = "host"` opens a hosted table, not a solo game.
    const run = this.session.run;
    if (this.placed) return;
    this.placed = true;
    queueMicrotask(() => this.isConnected && !this.table && this.session.run === run && void this.start(false));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Moved within the page (a list reordered, the table put into a dialog): disconnected and
    // connected again in one task, it plays on; only an element that stays out closes its table.
    queueMicrotask(() => this.isConnected || ((this.placed = false), this.session.stop()));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Each game keeps its own save: switching back resumes the game left (as a switch of mode does).
    if (changed.has("gameKind") && this.hasUpdated && this.isConnected) void this.start(false);
    if (changed.has("replay") && this.hasUpdated && (this.replay === null || !changed.get("replay"))) void this.start(false);
    if (this.gameKind === "cards" && this.replay === null) this.cards.willUpdate(changed);
    if (this.gameKind === "cards" || this.replay !== null) return;
    this.options.changed(changed);
    // A new pace applies to the game going on (no new start, no events); new bots restart the table.
    if ((changed.has("botDelay") || changed.has("botSpeed")) && this.table && this.hasUpdated) (this.table as Partial<Pacing>).setBotDelay?.(this.botWait());
    if (changed.has("bots") && this.table && this.hasUpdated && !this.options.syncing) void this.start(false);
    if (changed.has("step") && this.hasUpdated && this.narration.wantsStep(this.step)) void this.start(false);
    this.tableView.willUpdate(changed);
  }

  /** What the game's table view gets from the shell (./game-ui.ts). */
  private tableShell(): TableShell<Action> {
    const el = this; // for the getters below
    return {
      element: this,
      act: (a) => this.session.act(a),
      seatNames: () => this.session.seatNames(),
      turn: (turn) => this.readiness.turn(turn),
      over: (result) => this.fire("inkognito-game-over", { result } as InkognitoGameEventMap["inkognito-game-over"]["detail"]),
      isLocal: () => this.isLocal(),
      inProgress: () => this.inProgress(),
      botLevel: () => this.botLevel(),
      humanSeats: () => this.table?.humanSeats ?? [],
      newGame: (choice) => this.newGame(choice),
      restart: () => this.restart(),
      get narration() {
        return el.narration;
      },
      get network() {
        return el.network;
      },
    };
  }

  /**
   * Starts a new game, discarding the saved one (the same options, or those given). Programs call
   * it; players use the game menu, which asks first.
   */
  newGame(options: Partial<NewGameChoice> = {}): void {
    const next = { players: options.players ?? this.players, seat: options.seat ?? this.seat, botSpeed: options.botSpeed ?? this.botSpeed, bots: options.bots ?? this.bots };
    if (next.players === this.players && next.seat === this.seat && next.botSpeed === this.botSpeed && next.bots === this.bots) {
      void this.start(true);
      return;
    }
    this.options.freshNext = true;
    Object.assign(this, next);
  }

  /**
   * The record of the game at this table (docs/engine.md, "Records"): a compact JSON of its options,
   * the seats' names and every action, which `verifyRecord` replays. Made from the referee's state
   * this page holds (a local game's, or a hosting page's); at a guest's seat of a network game, once
   * it is over, the host's record signed with the host's key (checked against the invite link's key);
   * null where there is none (no game yet, a guest's before the host's has come) or where the game
   * was saved before records were kept.
   */
  record(): GameRecord | SignedRecord<GameRecord> | null {
    if (this.gameKind === "cards") return (this.renderRoot.querySelector("inkognito-cards-table") as { record?(): GameRecord | SignedRecord<GameRecord> | null } | null)?.record?.() ?? null;
    // A guest's: the host's record of the game, signed with its key (checked by the guest table).
    const signed = (this.table as { signedRecord?: SignedRecord<GameRecord> | null } | undefined)?.signedRecord;
    if (signed) return signed;
    const state = (this.table as Current | undefined)?.current;
    if (!state || !this.records) return null;
    const r = this.records(state, this.session.seatNames() ?? {});
    return r.ok ? r.record : null;
  }

  /** Starts the game in progress again from its first position (the same deal and rolls). */
  restart(): void {
    const seed = this.session.local ? (this.table as Current | undefined)?.current?.seed ?? null : null;
    void this.start(true, this.scenario ? null : seed);
  }

  private isLocal(): boolean {
    return (this.mode === "solo" || this.mode === "hotseat") && !invitedTable();
  }

  /** A local game someone has played in, not yet over. */
  private inProgress(): boolean {
    const state = this.session.local ? (this.table as Current | undefined)?.current : null;
    return !!state && !state.result && !!this.ui?.started(state);
  }

  private botWait(): number {
    return this.botDelay ?? BOT_DELAY[this.botSpeed] ?? BOT_DELAY.normal;
  }

  /** The view shown now: what the seat at this screen may know, and `legal`, what it may do. */
  get view(): SeatView | undefined {
    return this.tableView.view;
  }

  /**
   * Sends an intent for a seat played at this screen, as the components do. Local tables answer at
   * once; over the network this returns `{ ok: true }` when sent (use `send` to await the answer).
   */
  submit(action: Action): ActResult {
    return this.session.act(action);
  }

  /** Sends an intent and waits for the referee's answer (over the network it comes later). */
  send(action: Action): Promise<ActResult> {
    return this.session.send(action);
  }

  private start(fresh: boolean, seed: string | null = this.seed): Promise<void> {
    return this.session.start(fresh, seed, (f) => void this.start(f));
  }

  private botLevel(): BotLevel {
    if ((BOT_LEVELS as readonly string[]).includes(this.bots)) return this.bots;
    warnOnce(messagesFor(this.i18n.lang).warnUnknownBots(String(this.bots)));
    return "normal";
  }

  private fire<K extends keyof InkognitoGameEventMap>(type: K, detail: InkognitoGameEventMap[K]["detail"]) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.signalReady();
    // Once a game is on screen, what only later needs (record()'s maker) loads in the background.
    if (this.ui && !this.records && this.tableView.view && !this.readiness.pending) void this.ui.records().then((r) => (this.records = r), () => undefined);
  }

  /** Fires `inkognito-ready` (and resolves `ready`) once a start's table is on screen. */
  private signalReady(): void {
    // Not before the start has its table (a switch to a network mode still shows the old game meanwhile).
    if (!this.readiness.pending || this.session.notice || !this.table) return;
    // A host's lobby is ready once it shows the invite link (with its key's fingerprint).
    const showing = this.tableView.view ? "game" : this.network?.lobbyReady ? "lobby" : null;
    if (!showing) return;
    const run = this.session.run;
    this.readiness.announce({ mode: this.network ? (this.network.isHost ? "host" : "join") : this.mode === "hotseat" ? "hotseat" : "solo", showing },
      () => this.session.current(run) && this.isConnected);
  }

  override render() {
    const strut = html`<div class="strut" aria-hidden="true"><i></i><i></i><i></i></div>`, s = this.session;
    // A language other than English loads before the first paint in it (a moment, from beside the bundle).
    if (this.i18n.pending) return strut;
    if (this.replay !== null) return s.replayView?.(this, this.readiness) ?? s.notice;
    if (this.gameKind === "cards") {
      const saves = this.saves.render(messagesFor(this.textLang), {
        newGame: () => void this.start(true), stop: () => s.stop(), reload: () => void this.start(false),
      }, this.mode === "host" || this.mode === "join");
      return html`${strut}${saves}${this.cards.render(s.cardsShown, s.notice)}`;
    }
    const m = s.messages();
    const saves = this.saves.render(m, {
      newGame: () => (this.network ? undefined : void this.start(true)), stop: () => s.stop(), reload: () => void this.start(false),
    }, !!this.network);
    return html`${strut}${saves}${s.tabs?.state ? s.tabs.render(m) : this.renderTable()}`;
  }

  private renderTable() {
    const s = this.session;
    if (!s.notice && !this.tableView.view && this.network) return html`<div class="table" part="table">${this.network.renderLobby()}</div>`;
    if (s.notice || !this.tableView.view) return html`<div class="table" part="table"><p class="notice">${s.notice}</p></div>`;
    return this.tableView.render({ pendingConfig: this.options.render(s.messages()), problem: s.problem });
  }
}

// A property set to null or undefined, or its attribute removed, takes its default (./attribute-defaults.ts).
defaultOnNull(InkognitoGame.prototype, PROPERTY_DEFAULTS);
