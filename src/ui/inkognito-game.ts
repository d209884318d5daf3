/**
 * `<inkognito-game>`: the whole table in one element. Solo against bots by default, hot-seat on
 * one shared screen, or a reviewer's scenario. It renders the view of one seat and sends that
 * seat's intents to its Table; it decides no rule.
 */
import { provide } from "@lit/context";
import { LitElement, html, nothing, type PropertyValues } from "lit";
import { property, state } from "lit/decorators.js";
import { styleProps } from "./style-props.js";
import { boardGame } from "../games/board/game.js";
import type { Action, BoardGame, BotLevel, GameState, Seat, SeatView, Viewer } from "../games/board/index.js";
import type { NarrationHost } from "./scenario-mode.js";
import type { NarrationPart } from "./narration-part.js";
import { LocalStart, tableBots, type TableBots } from "./local-start.js";
import { BOT_LEVELS } from "./bot-levels.js";
import { LocalTable } from "../net/local-table.js";
import type { ActResult, Table } from "../net/table.js";
import { invitedTable } from "./invite.js";
import type { NetworkShell } from "./network-shell.js";
import { localStore, saveName, storageKey } from "./saves.js";
import { SaveWatch } from "./save-notice.js";
import type { TabSeat } from "./tab-seat.js";
import { BoardZoom } from "./board-zoom.js";
import { TableFocus } from "./table-focus.js";
import { shellStyles } from "./shell-styles.js";
import { renderTutorialOffer, tutorialOfferStyles } from "./tutorial-offer.js";
import { announcement } from "./controls/announce.js";
import { mayTakeFocus } from "./focus.js";
import { guidance } from "./controls/guidance.js";
import { BOT_DELAY, loadMenuPages, loadedMenuPages, type BotSpeed, type NewGameChoice } from "./controls/game-menu.js";
import { NO_SELECTION, boardOffer, type Selection } from "./controls/selection.js";
import { BoardSelection } from "./board-selection.js";
import { AnswerReveals } from "./answer-reveals.js";
import { dialogStyles, type DialogKind } from "./controls/dialog-styles.js";
import { gameContext, type GameContext } from "./context.js";
import { INTERNAL_EVENTS, type InkognitoGameEventMap, type InkognitoReadyDetail, type InkognitoTurnDetail } from "./events.js";
import { errorText, messagesFor, type Messages } from "./i18n/index.js";
import { LangController } from "./i18n/lang-controller.js";
import { SEAT_LETTER, base, tokens, seatStyles } from "./theme.js";
import { NO_REFS, type BoardRefs } from "./panels/board-refs.js";
import { seatName, type SeatNames } from "./names.js";
import { makeRecord } from "../games/board/game.js";
import type { GameRecord } from "../games/kernel/record.js";
import { wantPart } from "./parts-on-demand.js";
import { localRoster, sameRoster } from "./roster.js";
import { ConfigError, checkPlayers, warnOnce } from "./config-errors.js";

export type GameMode = "solo" | "hotseat" | "host" | "join";

/** Tables whose bots' pace can change during a game (LocalTable, HostTable). */
interface Pacing {
  setBotDelay(ms: number): void;
}

/** The network code (tables, PeerJS, lobby), loaded the first time a table is hosted or joined. */
type NetworkModule = typeof import("./network.js");
let networkModule: Promise<NetworkModule> | undefined;
const loadNetwork = () => (networkModule ??= import("./network.js"));
/** The card game's table and rules (`game="cards"`), loaded the first time the card game is shown. */
let cardsModule: Promise<unknown> | undefined;
const loadCards = () => (cardsModule ??= import("./cards/define.js"));

/**
 * @summary The Inkognito table: board, Phantom, meetings, hand, passport, notebook and log.
 *
 * @attr lang - Language of the texts: this attribute, else the nearest ancestor's `lang` (the page's `<html lang>`), else the browser's languages, else English; built in: `en`, `de`; more by `registerMessages`.
 * @fires inkognito-game-start - A game starts or resumes. detail: `{ players, seats, humans, resumed }`.
 * @fires inkognito-turn - A new turn begins. detail: `{ seat, number }`.
 * @fires inkognito-game-over - The game ends. detail: `{ result }` (winners, reason).
 * @fires inkognito-error - An intent was refused, or the game cannot be saved (`SAVE_FULL`) or its save is damaged (`SAVE_DAMAGED`). detail: `{ code, message }`.
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

  @provide({ context: gameContext })
  @state()
  protected game?: GameContext;

  /** What the player has picked on the board (a ball, a figure, an extra step). */
  private board = new BoardSelection(this, () => this.game!.view, (a) => this.act(a));
  private get selection(): Selection {
    return this.board.value;
  }
  private set selection(next: Selection) {
    this.board.value = next;
  }
  @state() private dialog: DialogKind = null;
  @state() private privacyCleared: Viewer | null = null;
  @state() private notice = "";
  @state() private live = "";
  @state() private problem = "";
  /** The board's zoom on narrow screens (button and pinch). */
  private boardZoom = new BoardZoom(this);
  /** Open dialogs (the rest of the table is inert meanwhile) and where focus goes next. */
  private tableFocus = new TableFocus(this);
  /** What a log line under the pointer or focus names, ringed on the board. */
  @state() private marked: BoardRefs = NO_REFS;
  /** The answer reveal: the newest answer the seat at this screen has not acknowledged. */
  private reveals = new AnswerReveals(this);
  /** The element's saves: its stores, and what the player is told of them (a full store, a damaged save). */
  /** One seat, one tab: a network table is played by one tab of this browser at a time (tab-seat.ts). */
  /** One seat, one tab (network tables only: made with the network chunk, tab-seat.ts). */
  private tabs: TabSeat | null = null;
  /** The language shown: `lang` here, else inherited, else the browser's (./i18n/lang-controller.ts). */
  private i18n = new LangController(this, () => [...(this.gameKind === "cards" ? ["board", "cards"] as const : ["board"] as const), ...(this.scenario ? ["captions"] as const : [])], () => {
    if (this.game) this.game = { ...this.game, messages: messagesFor(this.i18n.lang) };
    if (this.i18n.dir === "rtl" || this.getAttribute("dir") === "rtl") this.setAttribute("dir", this.i18n.dir);
    (this.renderRoot?.querySelector("inkognito-cards-table") as HTMLElement & { requestUpdate?(): void } | null)?.requestUpdate?.();
  });
  private saves = new SaveWatch(this, () => this.game?.messages ?? messagesFor(this.i18n.lang), (code, message) => this.fire("inkognito-error", { code, message }));

  private table?: Table<BoardGame>;
  /** How a local game starts: the scenario mode and bots it loads, the position it starts from. */
  private local = new LocalStart(this, () => this.narrationHost());
  /** A narrated scenario's steps, the tutorial's checks, and whether the player plays on (once a scenario is set). */
  private get narration(): NarrationPart {
    return this.local.narration;
  }
  private narrationHost(): NarrationHost {
    return {
      element: this,
      textLang: () => this.i18n.lang,
      currentState: () => (this.table instanceof LocalTable ? this.table.current : null),
      remount: () => void this.start(false),
      clearSaved: () => localStore(storageKey(this))?.clear(),
      fire: (type, detail) => this.fire(type, detail),
    };
  }
  /** The card table's chunk has loaded (`game="cards"`). */
  @state() private cardsShown = false;
  /** A start is under way whose table has not yet been shown as playable. */
  private readyPending = false;
  /** Turn events of a start, held until its `inkognito-ready` (so ready and game-start come first). */
  private heldTurns: InkognitoTurnDetail[] = [];
  private resolveReady!: (detail: InkognitoReadyDetail) => void;
  private rejectReady!: (error: ConfigError) => void;
  /**
   * Resolves the first time the table can be played: a game's board (or the hot-seat screen), or a
   * network table's lobby, is rendered. The `inkognito-ready` event fires then, and after each
   * later start.
   */
  readonly ready: Promise<InkognitoReadyDetail> = new Promise((resolve, reject) => {
    this.resolveReady = resolve;
    this.rejectReady = reject;
  });
  /** `ready` rejects (a configuration error, docs/element.md) with no unhandled rejection when nobody awaits it. */
  private readonly readyHandled = this.ready.catch(() => undefined);
  /** A network table's lobby and status line (from the network chunk), while one is open. */
  @state() private network: NetworkShell | null = null;
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

  static override styles = [tokens, base, seatStyles, dialogStyles, shellStyles, tutorialOfferStyles];

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
    if (changed.has("names") && this.game) this.game = { ...this.game, names: this.seatNames() };
    if (changed.has("gameKind") && this.hasUpdated && this.isConnected) void this.start(true);
    if (this.gameKind === "cards") return;
    const config = ["mode", "players", "seat", "seed", "scenario", "gameId", "tableId", "peerHost", "peerPort", "peerPath"] as const;
    const options = ["players", "seat", "seed"] as const;
    if (this.syncing) {
      this.syncing = false;
    } else if (this.isConnected && this.hasUpdated && config.some((k) => changed.has(k))) {
      const onlyOptions = config.every((k) => !changed.has(k) || (options as readonly string[]).includes(k));
      if (this.freshNext || !onlyOptions || !this.isLocal()) {
        void this.start(this.freshNext);
      } else if (this.inProgress()) {
        // A new game with other options would discard this one: ask first, and keep the running game's options meanwhile
        // (reflected back to the attributes), telling the page so.
        this.pendingConfig = { players: this.players, seat: this.seat, seed: this.seed };
        for (const k of options) if (changed.has(k)) (this as Record<string, unknown>)[k] = changed.get(k);
        const detail = { requested: this.pendingConfig, current: { players: this.players, seat: this.seat, seed: this.seed }, reason: "game-in-progress" as const };
        void this.updateComplete.then(() => this.fire("inkognito-change-deferred", detail));
      } else {
        void this.start(true);
      }
      this.freshNext = false;
    }
    // A new pace applies to the game going on (no new start, no events); new bots restart the table.
    if ((changed.has("botDelay") || changed.has("botSpeed")) && this.table && this.hasUpdated) (this.table as Partial<Pacing>).setBotDelay?.(this.botWait());
    if (changed.has("bots") && this.table && this.hasUpdated && !this.syncing) void this.start(false);
    if (changed.has("step") && this.hasUpdated && this.narration.wantsStep(this.step)) void this.start(false);
    // The assistant setting travels with the game context to the notebook; at a network table it is the host's choice in the lobby.
    const assist = this.network ? this.network.assistant
      : this.assistant === "on" || (this.assistant !== "off" && (this.mode === "solo" || this.mode === "hotseat"));
    if (this.game && this.game.assist !== assist) this.game = { ...this.game, assist };
    // Who sits where (and each seat's link at a network table), for the players' panels.
    const roster = this.game && (this.network ? this.network.roster(this.game.view.viewer) : localRoster(this.game.view, this.table?.humanSeats ?? []));
    if (this.game && !sameRoster(this.game.roster, roster)) this.game = { ...this.game, roster };
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
    this.freshNext = true;
    Object.assign(this, next);
  }

  /**
   * The record of the game at this table (docs/engine.md, "Records"): a compact JSON of its options,
   * the seats' names and every action, which `verifyRecord` replays. Made from the referee's state
   * this page holds (a local game's, or a hosting page's); null where it holds none (a guest's seat,
   * no game yet) or where the game was saved before records were kept.
   */
  record(): GameRecord | null {
    const state = (this.table as { current?: GameState | null } | undefined)?.current;
    if (!state) return null;
    const r = makeRecord(state, this.seatNames() ?? {});
    return r.ok ? r.record : null;
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
    return t.current.log.some((e: GameState["log"][number]) => e.type === "rolled");
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

  private async start(fresh: boolean, seed: string | null = this.seed): Promise<void> {
    const run = ++this.starting;
    this.stop();
    this.readyPending = true;
    this.heldTurns = [];
    const m = messagesFor(this.i18n.lang);
    if (this.gameKind === "cards") return this.startCards(run);
    // A page opened from an invite link joins that table, whatever mode the page set.
    const mode = invitedTable() && this.mode !== "hotseat" ? "join" : this.mode;
    const bad = mode !== "join" && !this.scenario ? checkPlayers(m, this.players) : null;
    if (bad) return this.configFailed(run, bad);
    if (mode === "host" || mode === "join") {
      let net: NetworkModule;
      try {
        net = await loadNetwork();
      } catch (e) {
        networkModule = undefined;
        if (run === this.starting) this.notice = messagesFor(this.i18n.lang).couldNotStart((e as Error).message);
        return;
      }
      const badIce = net.checkIceServers(m, this.iceServers);
      if (badIce) return this.configFailed(run, badIce);
      // Another tab of this browser plays this table: it says so here, and offers to play here instead.
      const table = mode === "host" ? `host:${this.tableId ?? saveName(this)}` : `guest:${this.tableId ?? invitedTable()}`;
      if (run !== this.starting || !(await (this.tabs ??= new net.TabSeat(this, () => this.stop(), () => void this.start(false))).claim(`inkognito:${table}`))) return;
      if (run === this.starting) this.startNetwork(net, mode, m);
      return;
    }
    this.tabs?.free();
    let bots: TableBots;
    try {
      // The scenario mode and the bots are chunks of their own, loaded when wanted (local-start.ts).
      if (this.local.wantsScenarioMode) await this.local.loadScenarioMode();
      const wanted = tableBots(this.botLevel(), this.botWorker);
      bots = wanted instanceof Promise ? await wanted : wanted;
    } catch (e) {
      if (run === this.starting) this.notice = messagesFor(this.i18n.lang).couldNotStart((e as Error).message);
      return;
    }
    if (run !== this.starting) return;
    try {
      await this.local.prepareScenario(m);
    } catch (e) {
      if (e instanceof ConfigError) return this.configFailed(run, e);
      if (run === this.starting) this.notice = messagesFor(this.i18n.lang).couldNotStart((e as Error).message);
      return;
    }
    if (run !== this.starting) return;
    const { store, saved, damaged } = this.local.saved(fresh, this.saves.store);
    // A damaged save: kept aside, and the player chooses (a new game, or the last good save; save-notice.ts).
    if (damaged) return void (this.game = undefined);
    let state: GameState;
    try {
      state = this.narration.takeStart() ?? (saved && !fresh && !this.narration.stepAsked() ? saved.state : await this.local.initialState(seed, m));
      if (saved && !fresh && state === saved.state) await this.narration.resumed(() => this.local.initialState(seed, m));
    } catch (e) {
      if (e instanceof ConfigError) return this.configFailed(run, e);
      if (run === this.starting) this.notice = messagesFor(this.i18n.lang).couldNotStart((e as Error).message);
      return;
    }
    if (run !== this.starting) return;
    this.notice = "";
    const narrating = this.narration.active;
    const humans = this.local.humans(state, !!saved && !fresh && state === saved.state && !narrating, saved);
    // The resumed game's options become the element's (without starting anything).
    const seat: Seat | "spectator" = this.mode === "hotseat" ? this.seat : humans[0] ?? "spectator";
    if (!this.scenario && (state.players !== this.players || seat !== this.seat)) {
      this.syncing = true;
      this.players = state.players;
      this.seat = seat;
      void this.updateComplete.then(() => (this.syncing = false));
    }
    this.pendingConfig = null;
    const table = new LocalTable({ game: boardGame, state, humans, ...bots, botDelay: this.botWait(), store: narrating ? undefined : store });
    this.table = table;
    this.network = null;
    this.unsubscribe = table.subscribe(({ view }) => view && this.show(view));
    this.selection = NO_SELECTION;
    this.dialog = null;
    this.privacyCleared = this.mode === "hotseat" && !narrating ? null : table.viewer;
    this.lastTurn = -1;
    this.lastSeq = -1;
    const view = table.view();
    this.game = { view, messages: messagesFor(this.i18n.lang), act: (a) => this.act(a) };
    this.fire("inkognito-game-start", { players: state.players, seats: state.seats, humans, resumed: !!saved && !fresh });
    this.show(view, true);
    this.narration.shown();
  }

  /** The card game: its own table element (`<inkognito-cards-table>`, from its chunk) takes over. */
  private async startCards(run: number): Promise<void> {
    this.game = undefined;
    this.network = null;
    try {
      await loadCards();
    } catch (e) {
      this.notice = (e as Error).message;
      return;
    }
    if (run !== this.starting) return;
    this.notice = "";
    this.cardsShown = true;
    await this.updateComplete;
    const table = this.renderRoot.querySelector("inkognito-cards-table") as (HTMLElement & { updateComplete: Promise<unknown> }) | null;
    await table?.updateComplete;
    if (run !== this.starting || !this.readyPending) return;
    this.readyPending = false;
    const detail: InkognitoReadyDetail = { mode: this.mode === "hotseat" ? "hotseat" : this.mode === "solo" ? "solo" : this.mode, showing: "game" };
    this.resolveReady(detail);
    this.fire("inkognito-ready", detail);
  }

  private botLevel(): BotLevel {
    if ((BOT_LEVELS as readonly string[]).includes(this.bots)) return this.bots;
    warnOnce(messagesFor(this.i18n.lang).warnUnknownBots(String(this.bots)));
    return "normal";
  }

  /** A configuration the element cannot play: its sentence shown, `inkognito-error`, `ready` rejected; nothing started or saved. */
  private configFailed(run: number, error: ConfigError): void {
    if (run !== this.starting) return;
    this.stop();
    this.game = undefined;
    this.network = null;
    this.notice = error.message;
    this.rejectReady(error);
    this.fire("inkognito-error", { code: error.code, message: error.message });
  }

  private startNetwork(net: NetworkModule, mode: "host" | "join", m: Messages) {
    const shell = net.openNetworkShell({
      element: this, mode, messages: () => this.game?.messages ?? messagesFor(this.i18n.lang),
      botDelay: this.botWait(), bots: this.botLevel(), botWorker: this.botWorker, assistant: this.assistant === "on", gameId: saveName(this), store: this.saves.store,
    });
    if (typeof shell === "string") {
      this.notice = shell;
      return;
    }
    const opened = shell.table;
    this.notice = "";
    this.table = opened;
    this.network = shell;
    this.privacyCleared = opened.viewer;
    this.lastTurn = -1;
    this.lastSeq = -1;
    this.unsubscribe = opened.subscribe(({ view }) => {
      if (view && !this.game) {
        this.game = { view, messages: messagesFor(this.i18n.lang), act: (a) => this.act(a) };
        this.fire("inkognito-game-start", { players: view.players, seats: view.seats, humans: (opened.humanSeats as readonly Viewer[]).filter((s): s is Seat => s !== "spectator"), resumed: view.log.length > 2 });
        this.show(view, true);
      } else if (view) this.show(view);
      shell.refresh();
    });
    shell.refresh();
    const view = opened.view();
    this.game = view ? { view, messages: messagesFor(this.i18n.lang), act: (a) => this.act(a) } : undefined;
    if (view) this.show(view, true);
  }

  /** Sends an intent and waits for the referee's answer (over the network it comes later). */
  async send(action: Action): Promise<ActResult> {
    if (!this.table) return { ok: false, error: { code: "GAME_OVER", message: "No game." } };
    const r = await this.table.act(action);
    if (!r.ok) this.refused(r.error);
    return r;
  }

  private refused(error: { code: string; message: string }) {
    this.problem = errorText(this.game?.messages ?? messagesFor(this.i18n.lang), error.code as never) ?? error.message;
    this.fire("inkognito-error", error);
    setTimeout(() => (this.problem = ""), 3500);
  }

  private act(action: Action): ActResult {
    if (!this.table) return { ok: false, error: { code: "GAME_OVER", message: "No game." } };
    const check = this.narration.check(action);
    if (check) return check;
    if (this.matches(":focus-within")) void this.tableFocus.keep();
    const r = this.table.act(action);
    if (r instanceof Promise) {
      void r.then((x) => !x.ok && this.refused(x.error));
      return { ok: true };
    }
    if (!r.ok) this.refused(r.error);
    return r;
  }

  private show(view: SeatView, initial = false) {
    const m = this.game?.messages ?? messagesFor(this.i18n.lang);
    const events = view.log.filter((e) => e.seq > this.lastSeq);
    if (!initial) this.live = events.map((e) => announcement(m, e, view.viewer, this.seatNames())).filter(Boolean).join(" ");
    this.lastSeq = view.log.length ? view.log[view.log.length - 1]!.seq : -1;
    if (initial) {
      this.reveals.reset(this.lastSeq);
    }
    if (view.turn.number !== this.lastTurn) {
      this.lastTurn = view.turn.number;
      this.selection = NO_SELECTION;
      const turn = { seat: view.turn.seat, number: view.turn.number };
      if (this.readyPending) this.heldTurns.push(turn);
      else this.fire("inkognito-turn", turn);
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
    const unnamed = (this.game?.messages ?? messagesFor(this.i18n.lang)).lobbyNoName;
    for (const s of seats) if ((s.kind === "human" || s.kind === "host") && s.name && s.name !== unnamed) names[s.seat] = s.name;
    return names;
  }

  private fire<K extends keyof InkognitoGameEventMap>(type: K, detail: InkognitoGameEventMap[K]["detail"]) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private clearPrivacy(viewer: Viewer) {
    this.privacyCleared = viewer;
    void this.tableFocus.settled().then(() => this.tableFocus.next());
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
    // Not before the start has its table (a switch to a network mode still shows the old game meanwhile).
    if (!this.readyPending || this.notice || !this.table) return;
    // A host's lobby is ready once it shows the invite link (with its key's fingerprint).
    const showing = this.game ? "game" : this.network?.lobbyReady ? "lobby" : null;
    if (!showing) return;
    this.readyPending = false;
    const run = this.starting;
    // Ready once the parts on screen (board, lobby, panels) have rendered too.
    const parts = [...this.renderRoot.querySelectorAll("*")].filter((e): e is Element & { updateComplete: Promise<unknown> } => "updateComplete" in e);
    void Promise.all(parts.map((e) => e.updateComplete)).then(() => {
      if (run !== this.starting || !this.isConnected) return;
      const detail: InkognitoReadyDetail = { mode: this.network ? (this.network.isHost ? "host" : "join") : this.mode === "hotseat" ? "hotseat" : "solo", showing };
      this.resolveReady(detail);
      this.fire("inkognito-ready", detail);
      const held = this.heldTurns;
      this.heldTurns = [];
      for (const turn of held) this.fire("inkognito-turn", turn);
    });
  }

  private showLog() {
    // A wide table has the log always in view beside the tabs: bring that one into view, not a second copy in the Log tab.
    const wide = this.renderRoot.querySelector<HTMLElement>(".side > .wide.log");
    if (wide?.getClientRects().length) return wide.scrollIntoView?.({ block: "nearest" });
    const panel = this.renderRoot.querySelector("inkognito-side-panel") as (HTMLElement & { tab: string }) | null;
    if (panel) panel.tab = "log";
    panel?.scrollIntoView?.({ block: "nearest" });
  }

  private renderMenu(view: SeatView, m: Messages) {
    const kind = this.scenario ? "scenario" : this.isLocal() ? this.mode as "solo" | "hotseat" : "network";
    return html`<inkognito-game-menu exportparts="menu-button, menu" .messages=${m} .mode=${kind}
      .players=${this.players} .seat=${this.seat} .botSpeed=${this.botSpeed} .bots=${this.botLevel()}
      ?inProgress=${this.inProgress()} ?over=${!!view.result}></inkognito-game-menu>`;
  }

  /**
   * A page script changed the options while a game is in progress: ask before discarding it (with
   * the game menu's pages, loaded for it if need be; until then the game goes on as it was).
   */
  private renderPendingConfig(m: Messages) {
    const p = this.pendingConfig;
    if (!p) return nothing;
    const pages = loadedMenuPages();
    if (!pages) {
      void loadMenuPages().then(() => this.requestUpdate(), () => undefined);
      return nothing;
    }
    const apply = () => {
      this.pendingConfig = null;
      this.freshNext = true;
      Object.assign(this, p);
    };
    return pages.renderOptionsConfirm(m, p.players !== this.players ? p.players : null, apply, () => (this.pendingConfig = null));
  }

  private showResult() {
    const end = this.renderRoot.querySelector("inkognito-end-screen") as (HTMLElement & { dismissed: boolean }) | null;
    if (end) end.dismissed = false;
  }

  override render() {
    // A language other than English loads before the first paint in it (a moment, from beside the bundle).
    if (this.i18n.pending) return html`<div class="strut" aria-hidden="true"><i></i><i></i><i></i></div>`;
    if (this.gameKind === "cards") {
      return html`<div class="strut" aria-hidden="true"><i></i><i></i><i></i></div>${this.cardsShown ? html`<inkognito-cards-table part="table"
        .mode=${this.mode} .players=${this.players} .bots=${this.bots} .seed=${this.seed}
        .lang=${this.i18n.lang} .scenario=${this.scenario} .step=${this.step} .noPrivacyScreen=${this.noPrivacyScreen}
        .botDelay=${this.botWait()} @inkognito-step=${(e: CustomEvent<{ index: number }>) => (this.step = e.detail.index)}></inkognito-cards-table>`
        : html`<div class="table" part="table"><p class="notice">${this.notice}</p></div>`}`;
    }
    const saves = this.saves.render(this.game?.messages ?? messagesFor(this.i18n.lang), {
      newGame: () => (this.network ? undefined : void this.start(true)), stop: () => this.stop(), reload: () => void this.start(false),
    }, !!this.network);
    const m = this.game?.messages ?? messagesFor(this.i18n.lang);
    return html`<div class="strut" aria-hidden="true"><i></i><i></i><i></i></div>${saves}${this.tabs?.state ? this.tabs.render(m) : this.renderTable()}`;
  }

  private renderTable() {
    const g = this.game;
    if (!this.notice && !g && this.network) return html`<div class="table" part="table">${this.network.renderLobby()}</div>`;
    if (this.notice || !g) return html`<div class="table" part="table"><p class="notice">${this.notice}</p></div>`;
    const { view, messages: m } = g;
    const offer = this.narration.guide(boardOffer(view, this.selection));
    const hotseatScreen = this.mode === "hotseat" && !this.noPrivacyScreen && !this.narration.active && this.privacyCleared !== view.viewer && !view.result;
    const mover = view.turn.stage === "move" && view.viewer === view.turn.seat;
    const zoom = this.boardZoom.zoom;
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
    const modal = this.tableFocus.modals.size > 0 || !!view.answerPrompt;
    // The parts shown only now and then come with their first showing.
    if (view.answerPrompt) void wantPart("inkognito-answer-picker");
    // Beside the board on wide screens: the players' panels and the log (./panels/players.ts, ./panels/log.ts).
    void wantPart("inkognito-players").then(() => wantPart("inkognito-log"));
    if (view.meetings.length) void wantPart("inkognito-meetings");
    if (view.result) void wantPart("inkognito-end-screen");
    else if (this.dialog || view.legal.some((a) => a.type === "handshake")) void wantPart("inkognito-prompts");
    return html`<div class="table" part="table" @inkognito-modal=${this.tableFocus.onModal}
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
        ${this.network ? this.network.renderStatus(m, modal, view, this.seatNames()) : nothing}
        <div class="top" ?inert=${modal}>
          <inkognito-turn-bar part="turn-bar" exportparts="bar, action, guide"
            .hint=${guidance(view, this.selection, m, (s) => seatName(m, s, this.seatNames()))}
            .offerNewGame=${this.isLocal() || !!this.scenario}></inkognito-turn-bar>
          ${this.renderMenu(view, m)}
        </div>
        ${this.network || view.result ? nothing : renderTutorialOffer({
          mode: this.mode, scenario: this.scenario, requestUpdate: () => this.requestUpdate(), startTutorial: () => (this.scenario = "tutorial"),
        }, m)}
        <div class="main">
          ${this.narration.render(m)}
          <div class="board-wrap ${zoom > 1 ? "zoomed" : ""}" part="board" ?inert=${modal}>
            ${view.players === 5 && view.turn.seat === "ambassador" ? nothing : html`
              <inkognito-phantom .roll=${view.turn.roll} .usedBalls=${view.turn.usedBalls}
                .selectedBall=${this.selection.ball} .interactive=${mover} .messages=${m}
                @inkognito-ball-select=${this.board.onBall}></inkognito-phantom>`}
            <div class="board-scroll" @pointerdown=${this.boardZoom.onPointerDown} @pointermove=${this.boardZoom.onPointerMove}
              @pointerup=${this.boardZoom.onPointerUp} @pointercancel=${this.boardZoom.onPointerUp}><inkognito-board
              class=${zoom > 1 ? "zoomed" : ""} ${styleProps({ width: `${(zoom * 100).toFixed(1)}%` })}
              .positions=${view.positions} .seats=${view.agents} .messages=${m}
              .selectableFigures=${offer.selectableFigures} .selectedFigure=${this.selection.figure}
              .targets=${offer.targets} .marked=${this.narration.marks()}
              .markedSpaces=${this.marked.spaces} .markedFigures=${this.marked.figures}
              @inkognito-figure-select=${this.board.onFigure} @inkognito-space-select=${this.board.onSpace}
              @inkognito-cancel=${() => (this.selection = NO_SELECTION)}></inkognito-board></div>
            <button class="zoom" aria-pressed=${zoom > 1 ? "true" : "false"} @click=${this.boardZoom.toggle}>
              ${zoom > 1 ? m.zoomOut : m.zoomIn}</button>
          </div>
          <inkognito-meetings class="meets" exportparts="meeting" ?inert=${modal}></inkognito-meetings>
          <aside class="side" part="side" ?inert=${modal}>
            <inkognito-players class="wide"></inkognito-players>
            <inkognito-side-panel exportparts="tabs, panel, hand, passport, notebook, log, emotes"></inkognito-side-panel>
            <section class="wide log" aria-label=${m.tabLog}><inkognito-log exportparts="log, emotes"></inkognito-log></section>
          </aside>
        </div>
        ${view.answerPrompt ? html`<div class="answer"><inkognito-answer-picker exportparts="picker, show"></inkognito-answer-picker></div>` : nothing}
        ${this.reveals.render(view, m, 0)}
        <inkognito-prompts exportparts="dialog" .dialog=${this.dialog}></inkognito-prompts>
        <inkognito-end-screen exportparts="end"></inkognito-end-screen>
        ${this.renderPendingConfig(m)}
        ${this.problem ? html`<div class="toast" role="alert">${this.problem}</div>` : nothing}
        <div class="visually-hidden" aria-live="polite">${this.live}</div>
      </div>
    `;
  }
}
