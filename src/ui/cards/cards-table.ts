/**
 * `<inkognito-cards-table>`: *Inkognito: The Card Game* — solo against bots, hot-seat with the
 * privacy screen, a narrated scenario (the worked example, the tutorial), or a network table
 * (`host`, `join`: the lobby, then the game; ./cards-network.ts). It renders the view of one seat
 * from its Table (`LocalTable`, `HostTable` or `GuestTable` with `cardsGame`) and sends that seat's
 * intents; it decides no rule. Solo and hot-seat games are saved after every action with their
 * match (./cards-saves.ts) and resumed after a reload. `<inkognito-game game="cards">` renders it
 * (loaded with its own chunk).
 */
import { failureReason } from "../failure.js";
import { LitElement, html, nothing, type PropertyValues } from "lit";
import { property, state } from "lit/decorators.js";
import { cardsGame } from "../../games/cards/game.js";
import type { GameRecord } from "../../games/kernel/record.js";
import type { SignedRecord } from "../../net/record-signature.js";
import { createMatch, nextGame, seatingOf, withCurrent, type MatchState } from "../../games/cards/match.js";
import type { ScenarioFrame } from "../../games/cards/scenario.js";
import { viewFor } from "../../games/cards/view.js";
import { type Card, type CardsAction, type CardsState, type CardsView, type Seat } from "../../games/cards/types.js";
import { LocalTable, type TableStore } from "../../net/local-table.js";
import type { ActResult, Table } from "../../net/table.js";
import type { CardsGame } from "../../games/cards/game.js";
import type { NetworkShell } from "../network-shell.js";
import { messagesFor } from "../i18n/index.js";
import type { SeatNames } from "../seat-names.js";
import { lobbyNames, namedMessages } from "./lobby-names.js";
import type { CardsNetHost, CardsTabs, NetMatch } from "./cards-network.js";
import { matchMeta, savedGame } from "./cards-saves.js";
import type { ErrorCode } from "../../games/cards/errors.js";
import type { CardsMessages } from "../i18n/cards.js";
import { placeRefusal, renderMap } from "./venice-map.js";
import { renderActs, renderHand, type ActsHost } from "./acts.js";
import { loadWhy, renderCombo, renderSheet, type WhyState } from "./clue-sheet.js";
import { CardsDeclare } from "./declare-form.js";
import { CardsAnnouncer } from "./announce.js";
import { renderSeats, guideText } from "./seats.js";
import { CardsTableEvents } from "./table-events.js";
import { CardsEndRecords, matchScore } from "./end-records.js";
import { tableStyles } from "./table-styles.js";
import { CardsLater } from "./later-parts.js";
import { CardsToast, renderPrivacy, renderSteps } from "./overlays.js";

export type CardsMode = "solo" | "hotseat" | "host" | "join";
const LEVELS = ["easy", "normal", "strong"] as const;
type Level = (typeof LEVELS)[number];

const randomSeed = () => `cards-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export class InkognitoCardsTable extends LitElement {
  @property() mode: CardsMode = "solo";
  /** 2 to 5 players (other values: 4). */
  @property({ type: Number }) players = 4;
  /** How well the bots play: easy (default), normal, strong. */
  @property() bots: string = "easy";
  @property() seed: string | null = null;
  @property() override lang = "en";
  /** A scenario: `tutorial`, a URL or the JSON itself. */
  @property() scenario: string | null = null;
  @property({ type: Number }) step: number | null = null;
  /** Milliseconds before a bot acts. */
  @property({ type: Number }) botDelay = 700;
  @property({ type: Boolean }) noPrivacyScreen = false;
  /** Where a solo or hot-seat game is saved (none: not saved). */
  @property({ attribute: false }) store: TableStore | undefined = undefined;
  /** What a network table (`host`, `join`) is opened with: `<inkognito-game>`'s attributes and stores. */
  @property({ attribute: false }) net: CardsNetHost | null = null;

  /** The view shown now (the seat at this screen), or null before a game. */
  @state() view: CardsView | null = null;
  @state() private chosen: readonly Card[] = [];
  @state() private refusal = "";
  /** The declaration form: open or not, its values, its code (./declare-form.ts). */
  private readonly declaring = new CardsDeclare(this);
  @state() private why: WhyState | null = null;
  @state() private live = "";
  /** A refusal's reason or a tutorial's hint (./overlays.ts). */
  private readonly toast = new CardsToast(this);
  @state() private privacyCleared: string | null = null;
  @state() private notice = "";
  @state() private frames: ScenarioFrame[] | null = null;
  /** A narrated scenario's or the tutorial's steps and captions, loaded with the first one (a game needs neither). */
  private kit: { scenario: typeof import("../../games/cards/scenario.js"); captions: typeof import("../i18n/captions.js") } | null = null;
  @state() private tutorial = false;
  /** The tutorial's script and its check (a chunk of their own, loaded when `scenario="tutorial"` starts). */
  private tutorialScript: typeof import("../../games/cards/tutorial.js") | null = null;
  private table: Table<CardsGame> | null = null;
  /** A network table's lobby and status line, while one is open. */
  @state() private network: NetworkShell<CardsGame> | null = null;
  /** The seat this screen's player moved to for the match's new game (C12.5), told until its first round ends. */
  @state() private moved: Seat | null = null;
  private starting = 0;
  /** One seat, one tab (network tables): the lock of the table this tab plays. */
  private readonly tabs: CardsTabs = { tabs: null, close: () => this.stop(), reopen: () => void this.start() };
  /** What the end screen's last Download / Copy did. */
  private readonly end = new CardsEndRecords(this, {
    table: () => this.table,
    narrated: () => !!this.frames,
    names: () => this.lobbyNames(),
  });
  private unsubscribe?: () => void;
  private match: MatchState | null = null;
  /** A network table's match: the host's, or the score its guests are sent (./cards-network.ts). */
  private netMatch: NetMatch | null = null;
  private lastSeq = -1;
  /** The game's start and its rounds, told to `<inkognito-game>` for its public events (./table-events.ts). */
  private readonly events = new CardsTableEvents(this);
  /** What the live region says of each new view (./announce.ts). */
  private readonly announcer = new CardsAnnouncer();
  /** The log and where focus goes when the control it was on went away (./later-parts.ts: a chunk loaded after the first paint); `game`: one object a game. */
  private readonly later = new CardsLater(this);
  private game: object = {};
  /** Played on from a narrated step's position (Play on): its player count, for the New match after it. */
  private playedOn: 2 | 3 | 4 | 5 | null = null;

  static override styles = tableStyles;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.table && !this.network && !this.frames) void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Moved (the element, or <inkognito-game> around it): out and in again in one task, it plays on.
    queueMicrotask(() => this.isConnected || (this.starting++, this.stop()));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.later.focus?.before(!!this.declaring.form);
    if (!this.isConnected || !this.hasUpdated) return;
    // (A count the shown game has already is its resumed save's, told to the element: nothing to start.)
    const players = changed.has("players") && this.players !== this.view?.players;
    if (changed.has("mode") || players || changed.has("seed") || changed.has("scenario") || changed.has("bots")) void this.start();
    else if (changed.has("step") && this.frames && this.step !== null) this.showFrame(this.step);
  }

  /** The card game's texts; at a network table each seat named as its player typed it in the lobby ("Anna (Red)": ./lobby-names.ts). */
  private get m(): CardsMessages {
    return namedMessages(this.lang, this.lobbyNames());
  }

  private stop() {
    this.unsubscribe?.();
    this.table?.dispose();
    this.table = null;
    this.network = null;
    this.netMatch = null;
  }

  /** A game at this screen with something played beyond its deal, not over: a new one would replace it (the element asks first). */
  inProgress(): boolean {
    const v = this.view;
    return this.table instanceof LocalTable && !this.frames && !!v && !v.result && v.log.some((e) => e.type !== "dealt" && e.type !== "roundStarted");
  }

  /** Starts again: the saved game resumed, or (`fresh`) a new one, the save forgotten. */
  restart(fresh: boolean): void {
    if (fresh) this.store?.clear();
    void this.start();
  }

  /**
   * Sends an intent for the seat at this screen and waits for the referee's answer (over the
   * network it comes later). A refusal is shown and fired as `inkognito-error` too.
   */
  async send(action: CardsAction): Promise<ActResult> {
    if (!this.table) return { ok: false, error: { code: "GAME_OVER", message: "No game." } };
    const r = await this.table.act(action);
    if (!r.ok) this.refused(r.error);
    return r;
  }

  private level(): Level {
    return (LEVELS as readonly string[]).includes(this.bots) ? (this.bots as Level) : "easy";
  }

  private playerCount(): 2 | 3 | 4 | 5 {
    return ([2, 3, 4, 5] as const).find((n) => n === this.players) ?? 4;
  }

  /** The current start's end: its table (or lobby, or notice) is set. The element's `ready` waits for it. */
  started: Promise<void> = Promise.resolve();

  private start(): Promise<void> {
    return (this.started = this.begin());
  }

  private async begin() {
    const run = ++this.starting;
    this.stop();
    this.frames = null;
    this.tutorial = false;
    this.declaring.close();
    this.notice = "";
    this.view = null;
    this.moved = null;
    this.lastSeq = -1;
    this.playedOn = null;
    if (this.mode === "host" || this.mode === "join") return this.startNetwork(run, this.mode);
    this.tabs.tabs?.free();
    try {
      if (this.scenario) return await this.startScenario(this.scenario, run);
      // A save's check reads every seat's view: its code is loaded first (none for a table with no save).
      if (this.store?.load()) await cardsGame.loadChecks?.();
      if (run !== this.starting) return;
      if (this.resume()) return;
      const players = this.playerCount();
      const seed = this.seed ?? randomSeed();
      this.match = createMatch({ players, seed });
      this.startGame();
    } catch (e) {
      this.notice = this.m.couldNotStart(failureReason(messagesFor(this.lang), e));
    }
  }

  /** The match's current game on a new table (its first player drawn at random, C2.7, C12.2: the bots may place before the human). */
  private startGame() {
    this.end.reset();
    const match = this.match!;
    const players = match.players;
    const seating = seatingOf(players, match.games.length - 1, match.firstAmbassador);
    const human = (Object.keys(seating) as Seat[]).find((s) => seating[s] === 0) ?? "red";
    // In a 5-player match the person moves seat after each game (C12.5): told, as at a network table, until the first round ends.
    this.moved = this.mode === "solo" && players === 5 && match.games.length > 1 ? human : null;
    const state = match.current;
    const humans: Seat[] = this.mode === "hotseat"
      ? cardsGame.seats(state).filter((s) => state.roles[s] !== "blind")
      : [human];
    this.mountTable(state, humans);
  }

  /** A saved solo or hot-seat game of this mode, resumed with its match; a damaged one is kept aside, the player told, and nothing started (false: none). */
  private resume(): boolean {
    const saved = savedGame(this.store, this.mode);
    if (saved === "damaged" || !saved) return saved === "damaged";
    this.match = saved.match;
    this.mountTable(saved.state, saved.humans, true);
    return true;
  }

  /** A network table: the lobby until the host starts, then the game (./cards-network.ts). */
  private async startNetwork(run: number, mode: "host" | "join") {
    if (!this.net) {
      this.notice = this.m.networkLater;
      return;
    }
    let shell: NetworkShell<CardsGame> | string | null;
    let netCode: typeof import("./cards-network.js") | null = null;
    try {
      // A network table's code (its lobby, its match) is a chunk of its own: a solo table does without it.
      netCode = await import("./cards-network.js");
      shell = await netCode.openCardsNetwork(this, this.net, mode, () => messagesFor(this.lang), this.level(), this.botDelay, this.tabs);
    } catch (e) {
      shell = this.m.couldNotStart(failureReason(messagesFor(this.lang), e));
    }
    if (run !== this.starting) {
      if (shell && typeof shell !== "string") shell.table.dispose();
      return;
    }
    // Another tab of this browser plays this table: it says so, and offers to play here instead.
    if (shell === null) return;
    if (typeof shell === "string") {
      this.notice = shell;
      return;
    }
    const table = shell.table;
    [this.match, this.table, this.network, this.game] = [null, table, shell, {}];
    this.privacyCleared = table.viewer;
    // The first view starts the game here (`resumed`: one played beyond its deal and first round's start, as after a reload).
    const played = (view: CardsView) => view.log.some((e) => e.type !== "dealt" && !(e.type === "roundStarted" && e.round === 1));
    const start = (view: CardsView) => ({ humans: (table.humanSeats as readonly string[]).filter((s): s is Seat => s !== "spectator"), resumed: played(view) });
    const netMatch = (this.netMatch = new netCode!.NetMatch(table));
    let game = netMatch.number;
    let seatBefore: string | null = null;
    this.unsubscribe = table.subscribe(({ view }) => {
      shell.refresh();
      netMatch.sync();
      // The match's next game at this table: a new deal, shown as a game of its own.
      if (game !== netMatch.number) {
        // In a 5-player match this screen's player may sit elsewhere now (C12.5): they are told with the new game's first view.
        seatBefore = this.view?.viewer ?? seatBefore;
        [game, this.view, this.lastSeq, this.moved, this.game] = [netMatch.number, null, -1, null, {}];
        this.end.reset();
      }
      if (view && seatBefore && !view.result) {
        if (view.viewer !== seatBefore && view.viewer !== "spectator") this.moved = view.viewer as Seat;
        seatBefore = null;
      }
      if (view) this.show(view, !this.view, this.view ? null : start(view));
    });
    shell.refresh();
    netMatch.sync();
    const view = table.view();
    if (view) this.show(view, true, start(view));
  }

  private mountTable(state: CardsState, humans: Seat[], resumed = false, saved = !this.frames) {
    this.stop();
    const level = this.level();
    const table = new LocalTable({
      game: cardsGame, state, humans, loadBot: () => import("../../games/cards/bots/by-level.js").then(({ botFor }) => botFor(level)), botDelay: this.botDelay,
      // Saved after every action with its match; a narrated scenario's position is not.
      store: saved ? this.store : undefined, meta: () => matchMeta(this.match),
    });
    this.table = table;
    this.game = {};
    this.lastSeq = -1;
    this.privacyCleared = this.mode === "hotseat" && !this.noPrivacyScreen ? null : table.viewer;
    this.unsubscribe = table.subscribe(({ view }) => view && this.show(view));
    this.show(table.view()!, true, { humans, resumed });
  }

  private async startScenario(value: string, run: number) {
    const [scenario, captions] = await Promise.all([import("../../games/cards/scenario.js"), import("../i18n/captions.js")]);
    this.kit = { scenario, captions };
    const { narrate, loadScenario } = scenario;
    if (run !== this.starting) return;
    if (value === "tutorial") {
      const script = (this.tutorialScript ??= await import("../../games/cards/tutorial.js"));
      if (run !== this.starting) return;
      this.tutorial = true;
      this.frames = narrate(script.CARDS_TUTORIAL);
    } else {
      const json = value.startsWith("{") ? value : await (await fetch(value)).text();
      const parsed = JSON.parse(json) as { steps?: unknown[] };
      if (!parsed.steps?.length) {
        // A position to play on from (no steps): a game like any other, from there.
        const state = loadScenario(json);
        this.match = null;
        this.mountTable(state, this.mode === "hotseat" ? cardsGame.seats(state).filter((s) => state.roles[s] !== "blind") : ["red"]);
        return;
      }
      this.frames = narrate(json);
    }
    this.showFrame(Math.min(Math.max(this.step ?? 0, 0), this.frames.length - 1));
  }

  /**
   * Shows step `i`: a scenario's position after that step; the tutorial's position before it (the
   * player makes the step's move, checked against its `expect`).
   */
  private showFrame(i: number) {
    const frames = this.frames!;
    const index = Math.min(Math.max(i, 0), frames.length - 1);
    this.stop();
    if (this.step !== index) this.step = index;
    const frame = frames[this.tutorial ? Math.max(index - 1, 0) : index]!;
    this.chosen = [];
    this.refusal = "";
    this.toast.clear();
    this.view = viewFor(frame.state, "red");
    this.lastSeq = this.view.log.length ? this.view.log[this.view.log.length - 1]!.seq : -1;
    const caption = this.kit!.captions.captionIn(frames[index]!.caption, this.lang);
    this.dispatchEvent(new CustomEvent("inkognito-step", { detail: { index, count: frames.length, caption }, bubbles: true, composed: true }));
  }

  private show(view: CardsView, initial = false, start: { humans: readonly Seat[]; resumed: boolean } | null = null) {
    const m = this.m;
    this.events.shown(view, start);
    const said = this.announcer.say(m, view, view.log.filter((e) => e.seq > this.lastSeq), guideText(view, m));
    if (!initial) this.live = said;
    this.lastSeq = view.log.length ? view.log[view.log.length - 1]!.seq : -1;
    if (this.view && (this.view.viewer !== view.viewer || this.view.round.current !== view.round.current || this.view.round.phase !== view.round.phase)) {
      this.chosen = [];
      this.refusal = "";
      this.why = null;
    }
    if (view.result && this.match && this.table instanceof LocalTable) this.match = withCurrent(this.match, this.table.current);
    this.view = view;
  }

  private act(action: CardsAction) {
    // The end screen's, the declaration form's and "Why?"'s chunks come with the player's first act, so they are here when wanted.
    this.end.wanted();
    this.declaring.load().catch(() => {});
    loadWhy().catch(() => {});
    if (this.frames && this.tutorial) return this.tutorialAct(action);
    const r = this.table?.act(action);
    if (!r) return;
    const done = (x: ActResult) => {
      if (!x.ok) this.refused(x.error);
    };
    if (r instanceof Promise) void r.then(done);
    else done(r as never);
    this.declaring.close();
  }

  private refused(error: { code: string; message: string }) {
    // A refusal is shown from its code in the table's language, never the rules' English sentence.
    this.toast.show(this.m.error[error.code as ErrorCode] ?? error.code, 3500);
    this.dispatchEvent(new CustomEvent("inkognito-error", { detail: error, bubbles: true, composed: true }));
  }

  private tutorialAct(action: CardsAction) {
    const i = this.step ?? 0;
    const step = this.tutorialScript?.CARDS_TUTORIAL.steps[i];
    // A step that asks only to read: it says so (Next goes on); a wrong move: why not.
    if (!step?.expect) return this.toast.show(this.m.tutorialPressNext, 4000);
    if (!this.tutorialScript!.meetsExpectation(step.expect, action)) return this.toast.show(this.kit!.captions.captionIn(step.mistake, this.lang) || this.m.tutorialCheck, 4000);
    this.showFrame(i + 1);
  }

  /**
   * The record of the game on this table (docs/cards.md, "Records"), or null (a narrated scenario,
   * no game yet, a game from before records): ./end-records.ts.
   */
  record(): GameRecord | SignedRecord<GameRecord> | null {
    return this.end.record();
  }

  private nextGame() {
    if (this.match && !this.match.winners && this.match.current.result) {
      this.match = nextGame(this.match);
      this.startGame();
    } else if (this.playedOn) {
      // Played on from a narrated step: a new match of that many players against the bots (the step is not shown again).
      this.match = createMatch({ players: this.playedOn, seed: randomSeed() });
      this.startGame();
    } else void this.start();
  }

  /** How many seats people play at this screen (a hot-seat table played on from a scenario has one). */
  private humansHere(): number {
    return this.table instanceof LocalTable ? this.table.humanSeats.length : 1;
  }

  private lobbyNames(): SeatNames {
    return this.network ? lobbyNames(this.network, this.lang) : {};
  }

  /** The end screen: every card revealed, the match's score, Next game, and the record's Download / Copy. */
  private renderEnd(view: CardsView, m: CardsMessages) {
    const net = this.netMatch;
    const next = this.frames ? null : net ? (net.hosting ? () => net.next() : "wait" as const) : this.network ? null : () => this.nextGame();
    const host = (this.getRootNode() as ShadowRoot).host ?? null;
    const from = host && "record" in host ? (host as unknown as { record(): unknown }) : this;
    const share = this.frames || !this.end.recordable() ? null : { share: (how: "download" | "link") => void this.end.share(how, from), shared: this.end.shared };
    return this.end.screen!.renderEnd(view, m, net?.score() ?? (this.frames ? null : matchScore(this.match)), next, share, this.mode !== "hotseat" || !!this.frames || this.humansHere() === 1);
  }

  private actsHost(view: CardsView): ActsHost {
    return {
      view, m: this.m, chosen: this.chosen, refusal: this.refusal,
      choose: (cards, refusal = "") => { this.chosen = cards; this.refusal = refusal; },
      act: (a) => this.act(a),
      // Its code not downloaded (offline before it came): said where the acts are; the game goes on.
      openDeclare: () => void this.declaring.open(() => this.view).catch((e: unknown) => (this.refusal = failureReason(messagesFor(this.lang), e))),
    };
  }

  private renderSteps(m: CardsMessages) {
    if (!this.frames) return nothing;
    const i = this.step ?? 0;
    const waits = this.tutorial && !!this.tutorialScript?.CARDS_TUTORIAL.steps[i]?.expect;
    const state = this.frames[this.tutorial ? Math.max(i - 1, 0) : i]!.state;
    // The last step, the game going on: Play on against the bots from there (not saved, as the scenario is not).
    const playOn = i < this.frames.length - 1 || state.result ? null : () => {
      [this.frames, this.tutorial, this.match, this.playedOn] = [null, false, null, state.players];
      this.mountTable(state, ["red"], false, false);
    };
    return renderSteps(m, i, this.frames.length, this.kit!.captions.captionIn(this.frames[i]!.caption, this.lang), waits, (to) => this.showFrame(to), playOn);
  }

  override render() {
    const m = this.m;
    const view = this.view;
    if (this.tabs.tabs?.state) return this.tabs.tabs.render(messagesFor(this.lang));
    if (!this.notice && !view && this.network) return html`<div class="table" part="table">${this.network.renderLobby()}</div>`;
    if (this.notice || !view) return html`<div class="table" part="table"><p class="notice" role="status">${this.notice}</p></div>`;
    if (this.mode === "hotseat" && !this.frames && !this.noPrivacyScreen && this.privacyCleared !== view.viewer && !view.result) {
      return renderPrivacy(m, view.viewer as Seat, () => (this.privacyCleared = view.viewer));
    }
    const h = this.actsHost(view);
    const modal = !!this.declaring.form;
    const board = messagesFor(this.lang);
    return html`${this.renderSteps(m)}<div class="table" part="table">
      ${this.network ? this.network.renderStatus(board, modal, view, this.lobbyNames()) : nothing}
      <div class="top" ?inert=${modal}><h2>${m.title}</h2><span>${m.round(view.round.number)}${view.result ? nothing
        : ` · ${m.firstPlayer(view.round.first === view.viewer ? m.you : m.seat[view.round.first])}`}</span></div>
      ${this.moved && view.round.number === 1 && !view.result ? html`<p class="moved" role="status">${m.seatMoved(m.seat[this.moved])}</p>` : nothing}
      <p class="guide" part="guide" tabindex="-1" ?inert=${modal}>${guideText(view, m)}</p>
      <div class="main" ?inert=${modal}>
        <div class="col">
          ${view.result && this.end.wanted() ? this.renderEnd(view, m) : nothing}
          ${renderMap(view, m, (location) => this.act({ type: "place", seat: view.you!.seat, location }),
            (location) => ((code) => code && this.toast.show(m.error[code], 3500))(placeRefusal(view, location)))}
          ${renderSeats(view, m)}
          <div class="panel combo-panel">${renderCombo(view, m)}</div>
        </div>
        <div class="col side">
          <div class="panel acts">${renderActs(h)}${renderHand(h)}</div>
          <div class="panel notes">${renderSheet(view, m, this.why, (w) => (this.why = w), false)}</div>
          <div class="panel log-panel">${this.later.renderLog(view, m)}</div>
        </div>
      </div>
      ${this.declaring.render(view, m, (a) => this.act(a))}
      ${this.toast.render()}
      <div class="visually-hidden" aria-live="polite">${this.live}</div>
    </div>`;
  }

  protected override updated(): void {
    const d = this.renderRoot.querySelector<HTMLElement>(".dialog select, .dialog button");
    if (this.declaring.form && d && !this.renderRoot.querySelector(".dialog")?.contains((this.renderRoot as ShadowRoot).activeElement)) d.focus();
    const p = this.renderRoot.querySelector<HTMLElement>(".privacy button");
    if (p && (this.renderRoot as ShadowRoot).activeElement !== p && this.matches(":focus-within, :not(:focus-within)")) p.focus({ preventScroll: true });
    else this.later.focus?.after(this.view, this.game, !!this.table && !this.frames, !!this.declaring.form);
  }
}

