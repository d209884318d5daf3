/**
 * The table `<inkognito-game>` plays at, and how each start opens it (the shell's side of
 * ./game-ui.ts): a local table (solo, hot-seat, a scenario: ./local-start.ts), a network table (the
 * network chunk's lobby and status line, one tab of the browser per seat), or the card game's own
 * table element; a configuration it cannot play (./config-errors.ts). It hands each view of the
 * table to the game's table view and sends the player's intents to the table, telling the player
 * (and the page, `inkognito-error`) of a refusal. Every start supersedes the one before.
 */
import { failureReason } from "./failure.js";
import type { LitElement } from "lit";
import type { Action, BoardGame, BotLevel, Seat, SeatView, Viewer } from "../games/board/index.js";
import { LocalTable } from "../net/local-table.js";
import type { ActResult, Table } from "../net/table.js";
import { ConfigError, checkGame, checkMode, checkPlayers, checkSeat, configError } from "./config-errors.js";
import type { InkognitoGameEventMap } from "./events.js";
import type { BoardUi, GameKind, TableView } from "./game-ui.js";
import { errorText, messagesFor, type Messages } from "./i18n/index.js";
import { invitedTable } from "./invite.js";
import type { SeatNames } from "./names.js";
import type { NetworkAttributes, NetworkShell } from "./network-shell.js";
import type { LocalStart } from "./local-start.js";
import type { NarrationPart } from "./narration-part.js";
import type { OptionsChange } from "./options-change.js";
import type { ReadySignal } from "./ready-signal.js";
import type { SaveWatch } from "./save-notice.js";
import { adoptShadowSaves, saveName, type SaveOwner } from "./saves.js";
import type { TabSeat } from "./tab-seat.js";

/** The network code (tables, PeerJS, lobby), loaded the first time a table is hosted or joined. */
type NetworkModule = typeof import("./network.js");
let networkModule: Promise<NetworkModule> | undefined;
const loadNetwork = () => (networkModule ??= import("./network.js").catch((e: unknown) => {
  networkModule = undefined;
  throw e;
}));
/** The card game's table and rules (`game="cards"`), loaded the first time the card game is shown. */
let cardsModule: Promise<unknown> | undefined;
const loadCards = () => (cardsModule ??= import("./cards/define.js"));
/** The replay viewer (`replay`), loaded the first time a record is shown. */
type ReplayModule = typeof import("./replay/define.js");

/** The element's attributes a start reads. */
export type SessionElement = LitElement & NetworkAttributes & SaveOwner & {
  readonly gameKind: GameKind;
  readonly replay: string | null;
  /** The language the texts are shown in (resolved: ./i18n/lang-controller.ts). */
  readonly textLang: string;
  readonly names: string;
  readonly assistant: "on" | "off" | null;
  readonly botWorker: string | null;
};

/** The shell's parts a session works with. */
export interface SessionParts {
  /** Loads the game's UI (its chunk), with the element's table view and local start. */
  loadUi(): Promise<{ ui: BoardUi; local: LocalStart }>;
  /** A narrated scenario's steps and the tutorial's checks (a stand-in without a scenario). */
  narration(): NarrationPart;
  /** The element's table view (a stand-in until the game's UI has loaded). */
  tableView(): TableView<SeatView>;
  readonly readiness: ReadySignal;
  readonly options: OptionsChange;
  readonly saves: SaveWatch;
  fire<K extends keyof InkognitoGameEventMap>(type: K, detail: InkognitoGameEventMap[K]["detail"]): void;
  botLevel(): BotLevel;
  botWait(): number;
  /** The language the element shows once the texts it needs now have loaded (./i18n/lang-controller.ts). */
  textsLoaded(): Promise<string>;
}

export class TableSession {
  table?: Table<BoardGame>;
  /** The table is this page's own (a LocalTable: solo, hot-seat, a scenario), not a network table. */
  local = false;
  /** A network table's lobby and status line (from the network chunk), while one is open. */
  network: NetworkShell | null = null;
  /** One seat, one tab (network tables only: made with the network chunk, tab-seat.ts). */
  tabs: TabSeat | null = null;
  /** Why no game is shown (it could not start, or its configuration cannot be played). */
  notice = "";
  /** A refused intent, shown a few seconds. */
  problem = "";
  /** The card table's chunk has loaded (`game="cards"`). */
  cardsShown = false;
  /** A replay (`replay`): what renders the viewer, once its chunk has loaded. */
  replayView?: ReplayModule["renderReplay"];
  private unsubscribe?: () => void;
  private starting = 0;

  constructor(private readonly el: SessionElement, private readonly parts: SessionParts) {}

  /** The messages of the table on screen, else of the element's language. */
  messages(): Messages {
    return this.parts.tableView().messages ?? messagesFor(this.el.textLang);
  }

  /** This start is still the newest. */
  current(run: number): boolean {
    return run === this.starting;
  }

  /** The newest start. */
  get run(): number {
    return this.starting;
  }

  private set(patch: Partial<Pick<TableSession, "network" | "notice" | "problem" | "cardsShown">>): void {
    Object.assign(this, patch);
    this.el.requestUpdate();
  }

  private failed(run: number, e: unknown): void {
    if (run === this.starting) this.set({ notice: this.messages().couldNotStart(failureReason(this.messages(), e)) });
  }

  stop(): void {
    this.unsubscribe?.();
    this.table?.dispose();
    this.table = undefined;
    this.local = false;
  }

  async start(fresh: boolean, seed: string | null, restart: (fresh: boolean) => void): Promise<void> {
    const run = ++this.starting, el = this.el, { readiness, options } = this.parts;
    this.stop();
    adoptShadowSaves(el);
    readiness.begin();
    const m = messagesFor(el.textLang);
    if (el.replay !== null) return this.startReplay(run);
    // (A page opened from an invite link joins, whatever its mode says.)
    // (A guest's seat is chosen in the lobby: `seat` is not checked for `join`.)
    const badOption = checkGame(m, el.gameKind) ?? (invitedTable() ? null : checkMode(m, el.mode) ?? (el.mode === "join" ? null : checkSeat(m, el.seat)));
    if (badOption) return this.configFailed(run, badOption);
    // A page opened from an invite link joins that table, whatever mode the page set.
    const mode = invitedTable() && el.mode !== "hotseat" ? "join" : el.mode;
    // The count is the game's to check (the card game's 2 to 5); a guest takes the host's, a scenario its position's.
    const bad = mode !== "join" && !el.scenario ? checkPlayers(m, el.players, el.gameKind) : null;
    if (bad) return this.configFailed(run, bad);
    if (el.gameKind === "cards") return this.startCards(run, fresh, mode);
    // The game's UI: its table view, rules and local start (a chunk of its own).
    let loaded: { ui: BoardUi; local: LocalStart };
    try {
      loaded = await this.parts.loadUi();
    } catch (e) {
      return this.failed(run, e);
    }
    if (run !== this.starting) return;
    const { ui, local } = loaded, tableView = this.parts.tableView();
    if (mode === "host" || mode === "join") {
      let net: NetworkModule;
      try {
        net = await loadNetwork();
      } catch (e) {
        return this.failed(run, e);
      }
      const badIce = net.checkIceServers(m, el.iceServers);
      if (badIce) return this.configFailed(run, badIce);
      // Another tab of this browser plays this table: it says so here, and offers to play here instead.
      const table = mode === "host" ? `host:${el.tableId ?? saveName(el)}` : `guest:${el.tableId ?? invitedTable()}`;
      if (run !== this.starting || !(await (this.tabs ??= new net.TabSeat(el, () => this.stop(), () => restart(false))).claim(`inkognito:${table}`))) return;
      if (run === this.starting) this.startNetwork(net, mode, m);
      return;
    }
    this.tabs?.free();
    let opening: Awaited<ReturnType<LocalStart["open"]>>;
    try {
      opening = await local.open({ fresh, seed, messages: m, current: () => run === this.starting, bots: this.parts.botLevel(), botWorker: el.botWorker, store: this.parts.saves.store });
    } catch (e) {
      return e instanceof ConfigError ? this.configFailed(run, e) : this.failed(run, e);
    }
    // A damaged save: kept aside, and the player chooses (a new game, or the last good save; save-notice.ts).
    if (opening === "damaged") return tableView.clear();
    if (!opening) return;
    const { state, humans, bots, store, resumed } = opening;
    // The resumed game's options become the element's (without starting anything).
    if (!el.scenario) options.sync({ players: state.players, seat: el.mode === "hotseat" ? el.seat : humans[0] ?? "spectator" });
    options.clear();
    const table = new LocalTable({ game: ui.game, state, humans, ...bots, botDelay: this.parts.botWait(), store });
    this.table = table;
    this.local = true;
    this.set({ notice: "", network: null });
    this.unsubscribe = table.subscribe(({ view }) => view && tableView.show(view, false, m));
    const view = table.view();
    tableView.opened(table.viewer, el.mode === "hotseat" && !local.narration.active, { view, messages: m });
    this.parts.fire("inkognito-game-start", { players: state.players, seats: state.seats, humans, resumed });
    tableView.show(view, true, m);
    local.narration.shown();
  }

  /** The card game: its own table element (`<inkognito-cards-table>`, from its chunk) takes over. */
  private async startCards(run: number, fresh: boolean, mode: string): Promise<void> {
    this.parts.tableView().clear();
    this.set({ network: null });
    // The board game's lock on a network table is let go (a card table takes its own, ./cards/cards-network.ts).
    this.tabs?.free();
    const shown = this.el.renderRoot?.querySelector("inkognito-cards-table") as (HTMLElement & { restart(fresh: boolean): void }) | null;
    try {
      await loadCards();
    } catch (e) {
      this.set({ notice: this.messages().couldNotStart(failureReason(this.messages(), e)) });
      return;
    }
    if (run !== this.starting) return;
    this.set({ notice: "", cardsShown: true });
    // A table already shown starts again (a new game, a restored save); a new one starts as it connects.
    if (shown?.isConnected) shown.restart(fresh);
    await this.el.updateComplete;
    const table = this.el.renderRoot.querySelector("inkognito-cards-table") as (HTMLElement & { updateComplete: Promise<unknown>; started: Promise<void> }) | null;
    // Its start may wait for code (a save's check, a scenario's script): `ready` once the game is on screen.
    for (let start: Promise<void> | undefined; table && start !== table.started;) {
      start = table.started;
      await start;
      await table.updateComplete;
    }
    if (run !== this.starting || !this.parts.readiness.pending) return;
    this.parts.readiness.announce({ mode: mode as "solo" | "hotseat" | "host" | "join", showing: mode === "host" || mode === "join" ? "lobby" : "game" }, () => run === this.starting);
  }

  /** A replay: the viewer (`<inkognito-replay>`, from its chunk) shows the record, and says when it is ready or why it cannot. */
  private async startReplay(run: number): Promise<void> {
    this.parts.tableView().clear();
    try {
      this.replayView = (await import("./replay/define.js")).renderReplay;
    } catch (e) {
      return this.failed(run, e);
    }
    if (run === this.starting) this.set({ notice: "", network: null });
  }

  /**
   * A configuration the element cannot play: its sentence shown, `inkognito-error`, `ready` rejected;
   * nothing started or saved. The sentence is said in the element's language, once its texts are
   * in (a first start finds `players="7"` before a German page's texts have loaded).
   */
  private async configFailed(run: number, found: ConfigError): Promise<void> {
    if (run !== this.starting) return;
    this.stop();
    this.parts.tableView().clear();
    const lang = await this.parts.textsLoaded();
    if (run !== this.starting) return;
    const error = configError(messagesFor(lang), found.code, found.value, found.detail);
    this.set({ network: null, notice: error.message, cardsShown: false });
    this.parts.readiness.failed(error);
    this.parts.fire("inkognito-error", { code: error.code, message: error.message });
  }

  private startNetwork(net: NetworkModule, mode: "host" | "join", m: Messages) {
    const el = this.el, { fire } = this.parts, tableView = this.parts.tableView();
    const shell = net.openNetworkShell({
      element: el, mode, messages: () => this.messages(), botDelay: this.parts.botWait(), bots: this.parts.botLevel(),
      botWorker: el.botWorker, assistant: el.assistant === "on", gameId: saveName(el), store: this.parts.saves.store,
    });
    if (typeof shell === "string") return this.set({ notice: shell });
    const opened = shell.table;
    this.table = opened;
    this.set({ notice: "", network: shell });
    tableView.clear();
    // The game at the table shown (1, 2, …): a host deals the next game at the same table (`nextGame`), and every page opens it afresh.
    const gameAt = () => opened.lobby()?.game ?? 1;
    let shownGame = 0;
    this.unsubscribe = opened.subscribe(({ view }) => {
      if (view && (!tableView.view || gameAt() !== shownGame)) {
        shownGame = gameAt();
        tableView.opened(opened.viewer, false, { view, messages: m });
        const humans = (opened.humanSeats as readonly Viewer[]).filter((s): s is Seat => s !== "spectator");
        fire("inkognito-game-start", { players: view.players, seats: view.seats, humans, resumed: view.log.length > 2 });
        tableView.show(view, true, m);
      } else if (view) tableView.show(view, false, m);
      shell.refresh();
    });
    shell.refresh();
    const view = opened.view();
    if (view) shownGame = gameAt();
    tableView.opened(opened.viewer, false, view ? { view, messages: m } : undefined);
    if (view) tableView.show(view, true, m);
  }

  /** Sends an intent for a seat played here (the narration checks it first); a refusal is told. */
  act(action: Action): ActResult {
    if (!this.table) return { ok: false, error: { code: "GAME_OVER", message: "No game." } };
    const check = this.parts.narration().check(action);
    if (check) return check;
    if (this.el.matches(":focus-within")) this.parts.tableView().acted();
    const r = this.table.act(action);
    if (r instanceof Promise) {
      void r.then((x) => !x.ok && this.refused(x.error));
      return { ok: true };
    }
    if (!r.ok) this.refused(r.error);
    return r;
  }

  /** Sends an intent and waits for the referee's answer (over the network it comes later). */
  async send(action: Action): Promise<ActResult> {
    if (!this.table) return { ok: false, error: { code: "GAME_OVER", message: "No game." } };
    const r = await this.table.act(action);
    if (!r.ok) this.refused(r.error);
    return r;
  }

  private refused(error: { code: string; message: string }) {
    this.set({ problem: errorText(this.messages(), error.code as never) ?? error.message });
    this.parts.fire("inkognito-error", error);
    setTimeout(() => this.set({ problem: "" }), 3500);
  }

  /** Names by seat: typed in a network table's lobby (bots and open seats have none), else from `names`. */
  seatNames(): SeatNames | undefined {
    const seats = this.table?.lobby?.()?.seats;
    if (!seats) {
      const given = this.el.names.split(",").map((x) => x.trim().slice(0, 32));
      const order: Seat[] = ["red", "yellow", "green", "blue", "ambassador"];
      return Object.fromEntries(order.map((seat, i) => [seat, given[i] ?? ""]).filter(([, n]) => n));
    }
    const names: Partial<Record<Seat, string>> = {};
    const unnamed = this.messages().lobbyNoName;
    for (const s of seats) if ((s.kind === "human" || s.kind === "host") && s.name && s.name !== unnamed) names[s.seat] = s.name;
    return names;
  }
}
