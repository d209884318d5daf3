/**
 * The board game's table, as `<inkognito-game>` shows it (the shell, ../inkognito-game.ts, renders
 * it into its shadow root): the turn bar and game menu, the Phantom and the board with its zoom,
 * what the player picked on it, the meetings, the side panel and players' panels, the answer picker
 * and reveals, the prompts and end screen, the hot-seat privacy screen, the live announcements, and
 * the game context every part reads (@lit/context, ../context.ts). It renders the views the shell
 * hands it and sends the player's intents through the shell; it decides no rule.
 */
import { ContextProvider } from "@lit/context";
import { html, nothing, type PropertyValues, type ReactiveController } from "lit";
import type { Action, Seat, SeatView, Viewer } from "../../games/board/index.js";
import { gameContext, type GameContext } from "../context.js";
import type { TableFrame, TableShell, TableView } from "../game-ui.js";
import { messagesFor, type Messages } from "../i18n/index.js";
import { announcement } from "../controls/announce.js";
import { guidance } from "../controls/guidance.js";
import type { NextGameOffer } from "../controls/turn-bar.js";
import type { NewGameChoice } from "../controls/game-menu.js";
import { NO_SELECTION, boardOffer, type Selection } from "../controls/selection.js";
import type { DialogKind } from "../controls/dialog-styles.js";
import { NO_REFS, type BoardRefs } from "../panels/board-refs.js";
import { renderTutorialOffer } from "../tutorial-offer.js";
import { mayTakeFocus } from "../focus.js";
import { wantPart } from "../parts-on-demand.js";
import { localRoster, sameRoster } from "../roster.js";
import { seatName } from "../names.js";
import { styleProps } from "../style-props.js";
import { seatLetter } from "../theme.js";
import { AnswerReveals } from "./answer-reveals.js";
import { BoardSelection } from "./board-selection.js";
import { BoardZoom } from "./board-zoom.js";
import { TableFocus } from "./table-focus.js";
import { loadLaterParts } from "./later-parts.js";

/** The element's attributes the board's table reads besides the shared ones. */
interface BoardAttributes {
  readonly names: string;
  readonly assistant: "on" | "off" | null;
}

export class BoardTable implements TableView<SeatView>, ReactiveController {
  private game?: GameContext;
  /** The language the context's messages are in. */
  /** The parts read the game through @lit/context, provided by the element. */
  private readonly provider;
  /** What the player has picked on the board (a ball, a figure, an extra step). */
  private readonly board;
  /** The board's zoom on narrow screens (button and pinch). */
  private readonly boardZoom;
  /** Open dialogs (the rest of the table is inert meanwhile) and where focus goes next. */
  private readonly tableFocus;
  /** The answer reveal: the newest answer the seat at this screen has not acknowledged. */
  private readonly reveals;
  /**
   * What the table shows besides the view: the dialog opened from the turn bar, the seat that has
   * passed the hot-seat screen, the live announcement, and what a log line under the pointer or
   * focus names (ringed on the board).
   */
  private shown: { dialog: DialogKind; privacyCleared: Viewer | null; live: string; marked: BoardRefs } = { dialog: null, privacyCleared: null, live: "", marked: NO_REFS };
  private lastTurn = -1;
  private lastSeq = -1;

  constructor(private readonly shell: TableShell<Action>) {
    const el = shell.element;
    this.provider = new ContextProvider(el, { context: gameContext });
    this.board = new BoardSelection(el, () => this.game!.view, (a) => shell.act(a));
    this.boardZoom = new BoardZoom(el);
    this.tableFocus = new TableFocus(el, () => this.game?.view);
    this.reveals = new AnswerReveals(el);
    el.addController(this);
  }

  private get el() {
    return this.shell.element as TableShell["element"] & BoardAttributes;
  }

  private get selection(): Selection {
    return this.board.value;
  }
  private set selection(next: Selection) {
    this.board.value = next;
  }

  private setGame(game: GameContext | undefined): void {
    this.game = game;
    if (game) this.provider.setValue(game);
    this.el.requestUpdate();
  }

  private set<K extends keyof BoardTable["shown"]>(key: K, value: BoardTable["shown"][K]): void {
    if (this.shown[key] === value) return;
    this.shown = { ...this.shown, [key]: value };
    this.el.requestUpdate();
  }

  get view(): SeatView | undefined {
    return this.game?.view;
  }

  get messages(): Messages | undefined {
    return this.game?.messages;
  }

  opened(viewer: string, privacy: boolean, first?: { view: SeatView; messages: Messages }): void {
    this.selection = NO_SELECTION;
    this.set("dialog", null);
    this.set("privacyCleared", privacy ? null : (viewer as Viewer));
    this.lastTurn = -1;
    this.lastSeq = -1;
    this.setGame(first && { view: first.view, messages: first.messages, act: (a) => this.shell.act(a) });
  }

  clear(): void {
    this.setGame(undefined);
  }

  show(view: SeatView, initial: boolean, messages: Messages): void {
    // A table's first view is shown in the messages of its start; later ones in the element's language.
    const m = initial ? messages : this.game?.messages ?? messages;
    const events = view.log.filter((e) => e.seq > this.lastSeq);
    if (!initial) this.set("live", events.map((e) => announcement(m, e, view.viewer, this.shell.seatNames())).filter(Boolean).join(" "));
    this.lastSeq = view.log.length ? view.log[view.log.length - 1]!.seq : -1;
    if (initial) this.reveals.reset(this.lastSeq);
    if (view.turn.number !== this.lastTurn) {
      this.lastTurn = view.turn.number;
      this.selection = NO_SELECTION;
      this.shell.turn({ seat: view.turn.seat, number: view.turn.number });
    }
    if (view.turn.stage !== "move" && this.selection.ball !== null) this.selection = NO_SELECTION;
    if (this.selection.extraStep && !view.legal.some((a) => a.type === "extraStep")) this.selection = NO_SELECTION;
    if (view.result && events.some((e) => e.type === "gameOver")) this.shell.over(view.result);
    const next: GameContext = { view, messages: m, act: (a) => this.shell.act(a), names: this.shell.seatNames() };
    this.setGame(this.game && !initial ? { ...this.game, ...next } : next);
    if (!initial) this.shell.narration.played(view);
  }

  willUpdate(changed: PropertyValues): void {
    const el = this.el, g = this.game;
    if (!g) return;
    let next = g;
    // The language may change with no property of the element changing (an ancestor's `lang`, a registered language),
    // and so may its texts (a language's later texts arriving: ../i18n/languages.ts); `messagesFor` keeps one object per texts.
    const texts = messagesFor(el.textLang);
    if (texts !== g.messages) next = { ...next, messages: texts };
    if (changed.has("names")) next = { ...next, names: this.shell.seatNames() };
    // The assistant setting travels with the game context to the notebook; at a network table it is the host's choice in the lobby.
    const network = this.shell.network;
    const assist = network ? network.assistant : el.assistant === "on" || (el.assistant !== "off" && (el.mode === "solo" || el.mode === "hotseat"));
    if (next.assist !== assist) next = { ...next, assist };
    // Who sits where (and each seat's link at a network table), for the players' panels.
    const roster = network ? network.roster(next.view.viewer) : localRoster(next.view, this.shell.humanSeats() as Viewer[]);
    if (!sameRoster(next.roster, roster)) next = { ...next, roster };
    if (next !== g) {
      this.game = next;
      this.provider.setValue(next);
    }
  }

  acted(): void {
    void this.tableFocus.keep();
  }

  hostUpdated(): void {
    // The hot-seat screen and the answer picker are dialogs too: they take focus when they appear.
    const root = this.el.shadowRoot!;
    const privacy = root.querySelector<HTMLElement>(".privacy button");
    if (privacy && !root.activeElement && mayTakeFocus(this.el)) privacy.focus();
  }

  private clearPrivacy(viewer: Viewer) {
    this.set("privacyCleared", viewer);
    void this.tableFocus.settled().then(() => this.tableFocus.next());
  }

  private showLog = () => {
    // A wide table has the log always in view beside the tabs: bring that one into view, not a second copy in the Log tab.
    const root = this.el.renderRoot;
    const wide = root.querySelector<HTMLElement>(".side > .wide.log");
    if (wide?.getClientRects().length) return wide.scrollIntoView?.({ block: "nearest" });
    const panel = root.querySelector("inkognito-side-panel") as (HTMLElement & { tab: string }) | null;
    if (panel) panel.tab = "log";
    panel?.scrollIntoView?.({ block: "nearest" });
  };

  private showResult = () => {
    const end = this.el.renderRoot.querySelector("inkognito-end-screen") as (HTMLElement & { dismissed: boolean }) | null;
    if (end) end.dismissed = false;
  };

  private renderMenu(view: SeatView, m: Messages) {
    const el = this.el, shell = this.shell;
    const kind = el.scenario ? "scenario" : shell.isLocal() ? el.mode as "solo" | "hotseat" : "network";
    return html`<inkognito-game-menu exportparts="menu-button, menu" data-label=${m.menuButton} .messages=${m} .mode=${kind}
      .players=${el.players} .seat=${el.seat} .botSpeed=${el.botSpeed} .bots=${shell.botLevel()}
      ?inProgress=${shell.inProgress()} ?over=${!!view.result}></inkognito-game-menu>`;
  }

  render(frame: TableFrame) {
    const g = this.game!, el = this.el, shell = this.shell, narration = shell.narration;
    const { view, messages: m } = g;
    const names = shell.seatNames();
    const offer = narration.guide(boardOffer(view, this.selection));
    const hotseatScreen = el.mode === "hotseat" && !el.noPrivacyScreen && !narration.active && this.shown.privacyCleared !== view.viewer && !view.result;
    const mover = view.turn.stage === "move" && view.viewer === view.turn.seat;
    const zoom = this.boardZoom.zoom;
    if (hotseatScreen) {
      // Nothing private is rendered while the device passes to the next seat.
      return html`${narration.render(m)}<div class="table" part="table">
        <div class="privacy" part="privacy">
          <button @click=${() => this.clearPrivacy(view.viewer)}>
            <span class="chip seat-fill seat-${view.viewer}">${seatLetter(m, view.viewer)}</span>
            ${m.passTo(seatName(m, view.viewer as Seat, names))}
            <small>${m.passToHint(seatName(m, view.viewer as Seat, names))}</small>
          </button>
        </div>
      </div>`;
    }
    const modal = this.tableFocus.modals.size > 0 || !!view.answerPrompt;
    // The parts shown only now and then come with their first showing.
    if (view.answerPrompt) void wantPart("inkognito-answer-picker");
    // The side panel and the game menu: after the frame that shows the board with its spaces (./later-parts.ts).
    void loadLaterParts();
    // Beside the board on wide screens: the players' panels and the log (../panels/players.ts, ../panels/log.ts).
    void wantPart("inkognito-players").then(() => wantPart("inkognito-log"));
    if (view.meetings.length) void wantPart("inkognito-meetings");
    if (view.result) void wantPart("inkognito-end-screen");
    else if (this.shown.dialog || view.legal.some((a) => a.type === "handshake")) void wantPart("inkognito-prompts");
    const local = shell.isLocal() || !!el.scenario;
    // After the game: a local table offers a new one; at a network table the host deals the next one there, and a guest waits for it.
    const next: NextGameOffer = local ? "new" : shell.network?.nextOffer ?? "none";
    // A narrated scenario's caption; with an answer pending, on a phone, a copy of it above the picker, as the caption
    // under the board would be behind it (beside the board on wide tables the picker keeps clear of it: ../shell-styles.ts).
    const steps = narration.render(m);
    return html`<div class="table" part="table" @inkognito-modal=${this.tableFocus.onModal}
        @inkognito-tab=${(e: CustomEvent<{ tab: string }>) => narration.ui(e.detail.tab)}
        @inkognito-open-declare=${() => this.set("dialog", "declare")}
        @inkognito-open-seal=${() => this.set("dialog", "seal")}
        @inkognito-close-dialog=${() => this.set("dialog", null)}
        @inkognito-new-game=${() => (local ? shell.newGame() : shell.network?.playAgain())}
        @inkognito-menu-new-game=${(e: CustomEvent<NewGameChoice>) => shell.newGame(e.detail)}
        @inkognito-menu-restart=${() => shell.restart()}
        @inkognito-show-result=${this.showResult}
        @inkognito-show-log=${this.showLog}
        @inkognito-highlight=${(e: CustomEvent<BoardRefs>) => this.set("marked", e.detail)}
        @inkognito-extra-step=${(e: CustomEvent) => (this.selection = { ball: null, figure: null, extraStep: e.detail })}>
        ${shell.network ? shell.network.renderStatus(m, modal, view, names) : nothing}
        <div class="top" ?inert=${modal}>
          <inkognito-turn-bar part="turn-bar" exportparts="bar, action, guide"
            .hint=${guidance(view, this.selection, m, (s) => seatName(m, s, names), next)}
            .next=${next}></inkognito-turn-bar>
          ${this.renderMenu(view, m)}
        </div>
        ${shell.network || view.result ? nothing : renderTutorialOffer({
          mode: el.mode, scenario: el.scenario, requestUpdate: () => el.requestUpdate(), startTutorial: () => (el.scenario = "tutorial"),
        }, m)}
        <div class="main">
          ${steps}
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
              .targets=${offer.targets} .marked=${narration.marks()}
              .markedSpaces=${this.shown.marked.spaces} .markedFigures=${this.shown.marked.figures}
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
        ${view.answerPrompt ? html`<div class="answer ${steps === nothing ? "" : "narrated"}">${steps === nothing ? nothing : html`<div
          class="answer-steps">${steps}</div>`}<inkognito-answer-picker exportparts="picker, show"></inkognito-answer-picker></div>` : nothing}
        ${this.reveals.render(view, m, 0)}
        <inkognito-prompts exportparts="dialog" .dialog=${this.shown.dialog}></inkognito-prompts>
        <inkognito-end-screen exportparts="end" .next=${next}></inkognito-end-screen>
        ${frame.pendingConfig}
        ${frame.problem ? html`<div class="toast" role="alert">${frame.problem}</div>` : nothing}
        <div class="visually-hidden" aria-live="polite">${this.shown.live}</div>
      </div>
    `;
  }
}
