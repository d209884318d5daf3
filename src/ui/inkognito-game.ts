/**
 * `<inkognito-game>`: the whole table in one element. Solo against bots by default, hot-seat on
 * one shared screen, or a reviewer's scenario. It renders the view of one seat and sends that
 * seat's intents to its Table; it decides no rule.
 */
import { provide } from "@lit/context";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { property, state } from "lit/decorators.js";
import {
  chooseBotAction, createGame, loadScenario,
  type Action, type GameState, type Scenario, type Seat, type SeatView, type Viewer,
} from "../engine/index.js";
import { GuestTable } from "../net/guest-table.js";
import { HostTable } from "../net/host-table.js";
import { LocalTable, readSaved, type TableStore } from "../net/local-table.js";
import type { PeerOptions } from "../net/peer-options.js";
import type { ActResult, Table } from "../net/table.js";
import { guestStatus, hostStatus, invitedTable, inviteLink, openTable } from "./network.js";
import { announcement } from "./controls/announce.js";
import { NO_SELECTION, actionForSpace, boardOffer, type Selection } from "./controls/selection.js";
import type { DialogKind } from "./controls/prompts.js";
import { gameContext, type GameContext } from "./context.js";
import { errorText, messagesFor, type Messages } from "./i18n/index.js";
import { SEAT_LETTER, base, seatColour, tokens } from "./theme.js";

export type GameMode = "solo" | "hotseat" | "host" | "join";

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
 *
 * @csspart table - The whole table.
 * @csspart turn-bar - The bar on top.
 * @csspart board - The board area.
 * @csspart side - The side panel (bottom sheet on narrow screens).
 * @csspart privacy - The hot-seat privacy screen.
 * @csspart bar - The turn bar's bar.
 * @csspart action - Each action button of the turn bar.
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
 *
 * @cssprop --inkognito-lagoon - Lagoon colour.
 * @cssprop --inkognito-island - Island colour.
 * @cssprop --inkognito-land-route - Land route colour.
 * @cssprop --inkognito-water-route - Water route colour.
 * @cssprop --inkognito-red - Red seat colour.
 * @cssprop --inkognito-yellow - Yellow seat colour.
 * @cssprop --inkognito-green - Green seat colour.
 * @cssprop --inkognito-blue - Blue seat colour.
 * @cssprop --inkognito-ambassador - The Ambassador's colour.
 * @cssprop --inkognito-gilt - Gilt accents.
 * @cssprop --inkognito-parchment - Parchment (cards, dialogs).
 * @cssprop --inkognito-panel - Panel background.
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
  /** A scenario: a URL to a scenario JSON file, or the JSON itself. Starts the game from that position. */
  @property() scenario: string | null = null;
  /** Language of the texts (`en` by default). */
  @property({ reflect: true }) override lang = "en";
  /** Milliseconds a bot waits before acting, so people can follow. */
  @property({ type: Number, attribute: "bot-delay" }) botDelay = 900;
  /** Separates the saved games of several elements on one page. */
  @property({ attribute: "game-id" }) gameId = "default";
  /** Network tables: the table id to join (`join`), or to host under (`host`, default: a fresh unguessable id). */
  @property({ attribute: "table" }) tableId: string | null = null;
  /** Network tables: the player's name shown in the lobby. */
  @property() name = "";
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
  @state() private zoomed = false;

  private table?: Table;
  private unsubscribe?: () => void;
  private lastTurn = -1;
  private lastSeq = -1;
  private starting = 0;

  static override styles = [
    tokens,
    base,
    css`
      :host { display: block; color: var(--inkognito-panel-text); }
      :host([hidden]) { display: none; }
      .table {
        position: relative; container-type: inline-size; overflow: hidden; min-height: 20rem;
        background: radial-gradient(120% 100% at 30% 0%, #163a4c, var(--inkognito-lagoon-deep));
        border-radius: var(--inkognito-radius); border: 1px solid color-mix(in srgb, var(--inkognito-gilt) 40%, transparent);
      }
      .main { display: grid; grid-template-columns: minmax(0, 1fr); }
      .board-wrap { position: relative; min-width: 0; padding: 0.5rem; }
      inkognito-board { display: block; width: 100%; }
      inkognito-phantom { position: absolute; z-index: 2; left: 1.2%; top: 1.2%; width: clamp(7rem, 22%, 11rem); }
      .side { display: grid; align-content: start; gap: 0.75rem; padding: 0.75rem; min-width: 0;
        background: color-mix(in srgb, var(--inkognito-panel) 92%, transparent); border-top: 1px solid #ffffff1a; }
      .zoom { display: none; position: absolute; right: 0.9rem; bottom: 0.9rem; z-index: 5; font: 600 0.85rem var(--inkognito-font);
        min-height: 2.5rem; padding: 0.4rem 0.8rem; border-radius: 999px; border: 1px solid var(--inkognito-gilt);
        background: color-mix(in srgb, var(--inkognito-panel) 88%, transparent); color: var(--inkognito-panel-text); cursor: pointer; }
      .board-scroll { min-width: 0; }
      @container (max-width: 40rem) {
        .board-wrap { display: flex; flex-direction: column; align-items: center; }
        inkognito-phantom { position: static; width: 9.5rem; margin-bottom: 0.25rem; order: -1; }
        .board-scroll { width: 100%; }
        .zoom { display: block; }
        .zoomed .board-scroll { overflow: auto; overscroll-behavior: contain; max-height: 75vh; border-radius: var(--inkognito-radius); }
        .zoomed inkognito-board { width: 260%; }
      }
      @container (min-width: 56rem) {
        .main { grid-template-columns: minmax(0, 1fr) minmax(19rem, 24rem); }
        .side { border-top: none; border-left: 1px solid #ffffff1a; max-height: 100%; overflow: auto; }
      }
      .answer { position: absolute; inset: 0; z-index: 15; display: grid; place-items: center; padding: 1rem;
        background: color-mix(in srgb, var(--inkognito-lagoon-deep) 70%, transparent); }
      .answer > * { width: min(34rem, 100%); max-height: 100%; overflow: auto; }
      .privacy { position: absolute; inset: 0; z-index: 30; min-height: 20rem; display: grid; place-items: center; text-align: center;
        background: linear-gradient(160deg, #10202b, #060d12); cursor: pointer; }
      .privacy button { font: 700 1.3rem var(--inkognito-font-display); color: var(--inkognito-panel-text); background: none;
        border: 2px solid var(--inkognito-gilt); border-radius: var(--inkognito-radius); padding: 1.5rem 2rem; cursor: pointer; }
      .privacy .chip { display: inline-grid; place-items: center; width: 3rem; height: 3rem; border-radius: 50%; margin: 0 auto 0.75rem;
        color: #fff; font-weight: 800; font-size: 1.3rem; border: 3px solid var(--inkognito-gilt); }
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
    const config = ["mode", "players", "seat", "seed", "scenario", "gameId", "tableId", "peerHost", "peerPort", "peerPath"] as const;
    if (this.isConnected && this.hasUpdated && config.some((k) => changed.has(k))) void this.start(false);
    if (changed.has("botDelay") && this.table && this.hasUpdated) void this.start(false);
  }

  /** Starts a new game, discarding the saved one. */
  newGame(): void {
    void this.start(true);
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

  private storageKey(): string {
    return `inkognito:v1:${this.gameId}:${this.mode}:${this.players}:${this.seat}:${this.seed ?? ""}:${hash(this.scenario ?? "")}`;
  }

  private async initialState(): Promise<GameState> {
    if (this.scenario) {
      const text = this.scenario.trim();
      const json = text.startsWith("{") ? text : await (await fetch(text)).text();
      const scenario = JSON.parse(json) as Scenario;
      return loadScenario(scenario);
    }
    return createGame({ players: this.players, ...(this.seed ? { seed: this.seed } : {}) });
  }

  private async start(fresh: boolean): Promise<void> {
    const run = ++this.starting;
    this.stop();
    const m = messagesFor(this.lang);
    // A page opened from an invite link joins that table, whatever mode the page set.
    const mode = invitedTable() && this.mode !== "hotseat" ? "join" : this.mode;
    if (mode === "host" || mode === "join") {
      this.startNetwork(mode, m);
      return;
    }
    const store = localStore(this.storageKey());
    if (fresh) store?.clear();
    const saved = store ? readSaved(store) : null;
    let state: GameState;
    try {
      state = saved && !fresh ? saved.state : await this.initialState();
    } catch (e) {
      if (run === this.starting) this.notice = `The game could not start: ${(e as Error).message}`;
      return;
    }
    if (run !== this.starting) return;
    this.notice = "";
    const humans: Seat[] = this.mode === "hotseat"
      ? state.seats.slice()
      : this.seat === "spectator" ? [] : [state.seats.includes(this.seat) ? this.seat : state.seats[0]!];
    const table = new LocalTable({ state, humans, bot: chooseBotAction, botDelay: this.botDelay, store });
    this.table = table;
    this.network = null;
    this.unsubscribe = table.subscribe(({ view }) => view && this.show(view));
    this.selection = NO_SELECTION;
    this.dialog = null;
    this.privacyCleared = this.mode === "hotseat" ? null : table.viewer;
    this.lastTurn = -1;
    this.lastSeq = -1;
    const view = table.view();
    this.game = { view, messages: m, act: (a) => this.act(a) };
    this.show(view, true);
    this.fire("inkognito-game-start", { players: state.players, seats: state.seats, humans, resumed: !!saved && !fresh });
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

  private startNetwork(mode: "host" | "join", m: Messages) {
    const opened = openTable({
      mode, tableId: this.tableId, players: this.players, seat: this.seat, name: this.name || m.lobbyNoName,
      peer: this.peerOptions(), botDelay: this.botDelay, gameId: this.gameId, store: localStore,
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
        this.fire("inkognito-game-start", { players: view.players, seats: view.seats, humans: opened.humanSeats, resumed: view.log.length > 2 });
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
    if (t instanceof HostTable) {
      return { lobby: t.lobby(), status: hostStatus(t, m), fair: "" };
    }
    if (t instanceof GuestTable) {
      const fair = t.fairness ? (t.fairness.ok ? m.fairOk : m.fairBad(t.fairness.problems.join("; "))) : "";
      const status = guestStatus(t, m);
      return { lobby: t.lobby(), status: t.lastError ? `${status} ${t.lastError.message}` : status, fair };
    }
    return null;
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
    if (!initial) this.live = events.map((e) => announcement(m, e, view.viewer)).filter(Boolean).join(" ");
    this.lastSeq = view.log.length ? view.log[view.log.length - 1]!.seq : -1;
    if (view.turn.number !== this.lastTurn) {
      this.lastTurn = view.turn.number;
      this.selection = NO_SELECTION;
      this.fire("inkognito-turn", { seat: view.turn.seat, number: view.turn.number });
    }
    if (view.turn.stage !== "move" && this.selection.ball !== null) this.selection = NO_SELECTION;
    if (this.selection.extraStep && !view.legal.some((a) => a.type === "extraStep")) this.selection = NO_SELECTION;
    if (view.result && events.some((e) => e.type === "gameOver")) this.fire("inkognito-game-over", { result: view.result });
    this.game = { view, messages: m, act: (a) => this.act(a) };
  }

  private fire(type: string, detail: unknown) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
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

  /** During a network game: the connection, every seat's presence, and (host) handing an absent seat to a bot. */
  private renderNetStatus(m: Messages) {
    const net = this.network!;
    const host = this.table instanceof HostTable ? this.table : null;
    // The host sees each guest seat's link (heartbeat.ts): a seat is handed to a bot once it is gone.
    const links = host?.links();
    return html`<div class="netstatus" role="status">
      <span>${net.status} ${net.fair}</span>
      ${(net.lobby?.seats ?? []).map((s) => html`<span class="presence" title=${`${m.seat[s.seat]}: ${s.connected ? m.lobbyConnected : m.lobbyAway}`}>
        <span class="dot ${s.connected ? (links?.get(s.seat as Seat) === "reconnecting" ? "wait" : "on") : ""}" style="border-color:${seatColour(s.seat)}"></span>${SEAT_LETTER[s.seat]}
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

  private hint(view: SeatView, m: Messages): string {
    const legal = view.legal;
    if (this.selection.extraStep) return m.extraStep;
    if (legal.some((a) => a.type === "expel")) {
      return view.turn.pending?.kind === "expel" && view.turn.pending.figure === "ambassador" ? m.expelAmbassadorPrompt : m.expelPrompt;
    }
    return "";
  }

  override render() {
    const g = this.game;
    if (!this.notice && !g && this.network) {
      const host = this.table instanceof HostTable;
      return html`<div class="table" part="table"><inkognito-lobby exportparts="lobby" .lobby=${this.network.lobby}
        .messages=${messagesFor(this.lang)} ?host=${host} .invite=${host ? inviteLink((this.table as HostTable).tableId) : ""}
        .you=${this.table!.viewer} .name=${this.table instanceof GuestTable ? this.table.name : ""} .status=${this.network.status}
        @inkognito-start=${() => void (this.table as HostTable).start()}
        @inkognito-hand-to-bot=${(e: CustomEvent<{ seat: Seat }>) => (this.table as HostTable).handToBot(e.detail.seat)}
        @inkognito-ready=${(e: CustomEvent<{ ready: boolean }>) => (this.table as GuestTable).ready(e.detail.ready)}
        @inkognito-sit=${(e: CustomEvent<{ seat: Seat | "spectator"; name: string }>) => (this.table as GuestTable).sit(e.detail.seat, e.detail.name)}
        @inkognito-rename=${(e: CustomEvent<{ name: string }>) => (this.table as HostTable).rename(e.detail.name)}
        @inkognito-players=${(e: CustomEvent<{ players: 3 | 4 | 5 }>) => (this.table as HostTable).setPlayers(e.detail.players)}></inkognito-lobby></div>`;
    }
    if (this.notice || !g) return html`<div class="table" part="table"><p class="notice">${this.notice}</p></div>`;
    const { view, messages: m } = g;
    const offer = boardOffer(view, this.selection);
    const hotseatScreen = this.mode === "hotseat" && !this.noPrivacyScreen && this.privacyCleared !== view.viewer && !view.result;
    const mover = view.turn.stage === "move" && view.viewer === view.turn.seat;
    if (hotseatScreen) {
      // Nothing private is rendered while the device passes to the next seat.
      return html`<div class="table" part="table">
        <div class="privacy" part="privacy">
          <button @click=${() => (this.privacyCleared = view.viewer)}>
            <span class="chip" style="background:${seatColour(view.viewer)}">${SEAT_LETTER[view.viewer] ?? ""}</span>
            ${m.passTo(m.seat[view.viewer as Seat] ?? "")}
            <small>${m.passToHint(m.seat[view.viewer as Seat] ?? "")}</small>
          </button>
        </div>
      </div>`;
    }
    return html`
      <div class="table" part="table"
        @inkognito-open-declare=${() => (this.dialog = "declare")}
        @inkognito-open-seal=${() => (this.dialog = "seal")}
        @inkognito-close-dialog=${() => (this.dialog = null)}
        @inkognito-new-game=${() => this.newGame()}
        @inkognito-show-log=${this.showLog}
        @inkognito-extra-step=${(e: CustomEvent) => (this.selection = { ball: null, figure: null, extraStep: e.detail })}>
        ${this.network ? this.renderNetStatus(m) : nothing}
        <inkognito-turn-bar part="turn-bar" exportparts="bar, action" .hint=${this.hint(view, m)}></inkognito-turn-bar>
        <div class="main">
          <div class="board-wrap ${this.zoomed ? "zoomed" : ""}" part="board">
            ${view.players === 5 && view.turn.seat === "ambassador" ? nothing : html`
              <inkognito-phantom .roll=${view.turn.roll} .usedBalls=${view.turn.usedBalls}
                .selectedBall=${this.selection.ball} .interactive=${mover} .messages=${m}
                @inkognito-ball-select=${this.onBall}></inkognito-phantom>`}
            <div class="board-scroll"><inkognito-board
              .positions=${view.positions} .seats=${view.agents} .messages=${m}
              .selectableFigures=${offer.selectableFigures} .selectedFigure=${this.selection.figure}
              .targets=${offer.targets}
              @inkognito-figure-select=${this.onFigure} @inkognito-space-select=${this.onSpace}
              @inkognito-cancel=${() => (this.selection = NO_SELECTION)}></inkognito-board></div>
            <button class="zoom" aria-pressed=${this.zoomed ? "true" : "false"} @click=${() => (this.zoomed = !this.zoomed)}>
              ${this.zoomed ? m.zoomOut : m.zoomIn}</button>
          </div>
          <aside class="side" part="side">
            <inkognito-meetings exportparts="meeting"></inkognito-meetings>
            <inkognito-side-panel exportparts="tabs, panel, hand, passport, notebook, log, emotes"></inkognito-side-panel>
          </aside>
        </div>
        ${view.answerPrompt ? html`<div class="answer"><inkognito-answer-picker exportparts="picker, show"></inkognito-answer-picker></div>` : nothing}
        <inkognito-prompts exportparts="dialog" .dialog=${this.dialog}></inkognito-prompts>
        <inkognito-end-screen exportparts="end"></inkognito-end-screen>
        ${this.problem ? html`<div class="toast" role="alert">${this.problem}</div>` : nothing}
        <div class="visually-hidden" aria-live="polite">${this.live}</div>
      </div>
    `;
  }
}
