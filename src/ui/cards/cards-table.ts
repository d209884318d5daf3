/**
 * `<inkognito-cards-table>`: *Inkognito: The Card Game* at one screen — solo against bots, hot-seat
 * with the privacy screen, or a narrated scenario (the worked example, the tutorial). It renders the
 * view of one seat from its Table (`LocalTable` with `cardsGame`) and sends that seat's intents; it
 * decides no rule. `<inkognito-game game="cards">` renders it (loaded with its own chunk).
 */
import { LitElement, html, css, nothing, type PropertyValues } from "lit";
import { property, state } from "lit/decorators.js";
import { cardsGame } from "../../games/cards/game.js";
import { botFor } from "../../games/cards/bots/by-level.js";
import { createGame } from "../../games/cards/setup.js";
import { createMatch, nextGame, seatingOf, withCurrent, type MatchState } from "../../games/cards/match.js";
import { narrate, captionText, loadScenario, type ScenarioFrame } from "../../games/cards/scenario.js";
import { viewFor } from "../../games/cards/view.js";
import { type AgentSeat, type Card, type CardsAction, type CardsState, type CardsView, type Seat } from "../../games/cards/types.js";
import { LocalTable } from "../../net/local-table.js";
import type { ErrorCode } from "../../games/cards/errors.js";
import { captionIn } from "../i18n/captions.js";
import { cardsMessagesFor, type CardsMessages } from "../i18n/cards.js";
import { base, seatStyles, SEAT_LETTER } from "../theme.js";
import { mapStyles, renderMap } from "./venice-map.js";
import { actsStyles, renderActs, renderHand, type ActsHost } from "./acts.js";
import { renderSheet, sheetStyles, type WhyState } from "./clue-sheet.js";
import { declareStyles, initialForm, renderDeclare, type DeclareForm } from "./declare-dialog.js";
import { endStyles, renderEnd, type MatchScore } from "./end-screen.js";
import { cardsAnnouncement } from "./announce.js";
import { renderSeats, seatsStyles, guideText } from "./seats.js";
import { CARDS_TUTORIAL, meetsExpectation } from "../../games/cards/tutorial.js";

export type CardsMode = "solo" | "hotseat" | "host" | "join";
const LEVELS = ["easy", "normal", "strong"] as const;
type Level = (typeof LEVELS)[number];

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

  /** The view shown now (the seat at this screen), or null before a game. */
  @state() view: CardsView | null = null;
  @state() private chosen: readonly Card[] = [];
  @state() private refusal = "";
  @state() private declaring: DeclareForm | null = null;
  @state() private why: WhyState | null = null;
  @state() private live = "";
  @state() private problem = "";
  @state() private privacyCleared: string | null = null;
  @state() private notice = "";
  @state() private frames: ScenarioFrame[] | null = null;
  @state() private tutorial = false;
  private table: LocalTable<typeof cardsGame> | null = null;
  private unsubscribe?: () => void;
  private match: MatchState | null = null;
  private lastSeq = -1;
  private humanSeat: Seat = "red";

  static override styles = [base, seatStyles, mapStyles, actsStyles, sheetStyles, declareStyles, endStyles, seatsStyles, css`
    :host { display: block; color: var(--inkognito-panel-text); }
    .table { position: relative; background: var(--inkognito-lagoon-deep); border-radius: var(--inkognito-radius); padding: 0.6rem; min-height: 20rem; }
    .top { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; justify-content: space-between; }
    .top h2 { font: 700 1.05rem var(--inkognito-font-display); margin: 0; }
    .guide { margin: 0.3rem 0 0.5rem; font-weight: 600; }
    .main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr); gap: 0.7rem; }
    .panel { background: var(--inkognito-panel); border-radius: var(--inkognito-radius); padding: 0.6rem; }
    @media (max-width: 760px) { .main { grid-template-columns: 1fr; } }
    .privacy { position: absolute; inset: 0; z-index: 30; display: grid; place-items: center; text-align: center; background: var(--inkognito-lagoon-deep); }
    .privacy button { font: 700 1.3rem var(--inkognito-font-display); color: var(--inkognito-panel-text); background: none; border: 2px solid var(--inkognito-gilt);
      border-radius: var(--inkognito-radius); padding: 1rem 1.5rem; cursor: pointer; }
    .privacy small { display: block; font: 400 0.95rem var(--inkognito-font); color: var(--inkognito-muted); margin-top: 0.5rem; }
    .chip { display: inline-grid; place-items: center; width: 2.6rem; height: 2.6rem; border-radius: 50%; margin: 0 auto 0.6rem; }
    .toast { position: absolute; left: 50%; bottom: 1rem; transform: translateX(-50%); background: #8a1c12; color: #fff; padding: 0.5rem 0.9rem; border-radius: 0.5rem; z-index: 50; }
    .steps { background: var(--inkognito-parchment); color: var(--inkognito-ink); border-radius: var(--inkognito-radius); padding: 0.6rem; margin-bottom: 0.5rem; }
    .steps p { margin: 0 0 0.4rem; }
    .notice { padding: 1rem; }
    .tile { display: inline-block; padding: 0.05rem 0.35rem; border-radius: 0.3rem; }
  `];

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.table && !this.frames) void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.isConnected || !this.hasUpdated) return;
    if (changed.has("mode") || changed.has("players") || changed.has("seed") || changed.has("scenario") || changed.has("bots")) void this.start();
    else if (changed.has("step") && this.frames && this.step !== null) this.showFrame(this.step);
  }

  private get m(): CardsMessages {
    return cardsMessagesFor(this.lang);
  }

  private stop() {
    this.unsubscribe?.();
    this.table?.dispose();
    this.table = null;
  }

  private level(): Level {
    return (LEVELS as readonly string[]).includes(this.bots) ? (this.bots as Level) : "easy";
  }

  private playerCount(): 2 | 3 | 4 | 5 {
    return ([2, 3, 4, 5] as const).find((n) => n === this.players) ?? 4;
  }

  private async start() {
    this.stop();
    this.frames = null;
    this.tutorial = false;
    this.declaring = null;
    this.notice = "";
    if (this.mode === "host" || this.mode === "join") {
      this.view = null;
      this.notice = this.m.networkLater;
      return;
    }
    try {
      if (this.scenario) return await this.startScenario(this.scenario);
      const players = this.playerCount();
      const seed = this.seed ?? `cards-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      this.match = createMatch({ players, seed });
      this.startGame();
    } catch (e) {
      this.notice = this.m.couldNotStart((e as Error).message);
    }
  }

  /** The match's current game on a new table: solo, the human (player 0) places first (C2.7, `fixed.first`). */
  private startGame() {
    const match = this.match!;
    const players = match.players;
    const seating = seatingOf(players, match.games.length - 1, match.firstAmbassador);
    const human = (Object.keys(seating) as Seat[]).find((s) => seating[s] === 0) ?? "red";
    let state = match.current;
    if (this.mode === "solo" && human !== "ambassador") {
      state = createGame({ ...match.options, players, seed: `${match.seed}/game-${match.games.length - 1}`, fixed: { first: human as AgentSeat } });
      this.match = { ...match, current: state };
    }
    const humans: Seat[] = this.mode === "hotseat"
      ? cardsGame.seats(state).filter((s) => state.roles[s] !== "blind")
      : [human];
    this.humanSeat = human;
    this.mountTable(state, humans);
  }

  private mountTable(state: CardsState, humans: Seat[]) {
    this.stop();
    const table = new LocalTable({ game: cardsGame, state, humans, bot: botFor(this.level()), botDelay: this.botDelay });
    this.table = table;
    this.lastSeq = -1;
    this.privacyCleared = this.mode === "hotseat" && !this.noPrivacyScreen ? null : table.viewer;
    this.unsubscribe = table.subscribe(({ view }) => view && this.show(view));
    this.show(table.view()!, true);
  }

  private async startScenario(value: string) {
    if (value === "tutorial") {
      this.tutorial = true;
      this.frames = narrate(CARDS_TUTORIAL);
    } else {
      const json = value.startsWith("{") ? value : await (await fetch(value)).text();
      const parsed = JSON.parse(json) as { steps?: unknown[] };
      if (!parsed.steps?.length) {
        // A position to play on from (no steps): a game like any other, from there.
        const state = loadScenario(json);
        this.match = null;
        this.humanSeat = "red";
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
    this.view = viewFor(frame.state, "red");
    this.lastSeq = this.view.log.length ? this.view.log[this.view.log.length - 1]!.seq : -1;
    const caption = captionIn(frames[index]!.caption, this.lang);
    this.dispatchEvent(new CustomEvent("inkognito-step", { detail: { index, count: frames.length, caption }, bubbles: true, composed: true }));
  }

  private show(view: CardsView, initial = false) {
    const m = this.m;
    const events = view.log.filter((e) => e.seq > this.lastSeq);
    if (!initial) this.live = events.map((e) => cardsAnnouncement(m, e, view.viewer)).filter(Boolean).join(" ");
    this.lastSeq = view.log.length ? view.log[view.log.length - 1]!.seq : -1;
    if (this.view && (this.view.viewer !== view.viewer || this.view.round.current !== view.round.current || this.view.round.phase !== view.round.phase)) {
      this.chosen = [];
      this.refusal = "";
      this.why = null;
    }
    if (view.result && this.match && this.table) this.match = withCurrent(this.match, this.table.current);
    this.view = view;
  }

  private act(action: CardsAction) {
    if (this.frames && this.tutorial) return this.tutorialAct(action);
    const r = this.table?.act(action);
    if (!r) return;
    const done = (x: { ok: boolean; error?: { code: string; message: string } }) => {
      if (x.ok) return;
      this.problem = this.m.error[x.error!.code as ErrorCode] ?? x.error!.code;
      this.dispatchEvent(new CustomEvent("inkognito-error", { detail: x.error, bubbles: true, composed: true }));
      setTimeout(() => (this.problem = ""), 3500);
    };
    if (r instanceof Promise) void r.then(done);
    else done(r as never);
    this.declaring = null;
  }

  private tutorialAct(action: CardsAction) {
    const i = this.step ?? 0;
    const step = CARDS_TUTORIAL.steps[i];
    if (!step?.expect) return;
    if (!meetsExpectation(step.expect, action)) {
      this.problem = captionIn(step.mistake, this.lang) || this.m.tutorialCheck;
      setTimeout(() => (this.problem = ""), 4000);
      return;
    }
    this.showFrame(i + 1);
  }

  private nextGame() {
    if (this.match && !this.match.winners && this.match.current.result) {
      this.match = nextGame(this.match);
      this.startGame();
    } else void this.start();
  }

  private score(): MatchScore | null {
    const match = this.match;
    if (!match || this.frames) return null;
    const seating = seatingOf(match.players, match.games.length - 1, match.firstAmbassador);
    const byPlayer = (p: number) => (Object.keys(seating) as Seat[]).find((s) => seating[s] === p)!;
    const scores: Partial<Record<Seat, number>> = {};
    match.scores.forEach((v, p) => (scores[byPlayer(p)] = v));
    return { scores, winners: (match.winners ?? []).map(byPlayer) };
  }

  private actsHost(view: CardsView): ActsHost {
    return {
      view, m: this.m, chosen: this.chosen, refusal: this.refusal,
      choose: (cards, refusal = "") => { this.chosen = cards; this.refusal = refusal; },
      act: (a) => this.act(a),
      openDeclare: () => (this.declaring = initialForm(view)),
    };
  }

  private renderSteps(m: CardsMessages) {
    const frames = this.frames;
    if (!frames) return nothing;
    const i = this.step ?? 0;
    const caption = captionIn(frames[i]!.caption, this.lang);
    return html`<div class="steps" part="steps"><p part="caption" aria-live="polite">${caption}</p>
      <div class="row"><span>${m.stepOf(i + 1, frames.length)}</span>
        <button class="act" ?disabled=${i === 0} @click=${() => this.showFrame(i - 1)}>${m.prev}</button>
        ${this.tutorial && CARDS_TUTORIAL.steps[i]?.expect ? nothing : html`<button class="act primary" ?disabled=${i >= frames.length - 1} @click=${() => this.showFrame(i + 1)}>${m.next}</button>`}
      </div></div>`;
  }

  override render() {
    const m = this.m;
    const view = this.view;
    if (this.notice || !view) return html`<div class="table" part="table"><p class="notice" role="status">${this.notice}</p></div>`;
    if (this.mode === "hotseat" && !this.frames && !this.noPrivacyScreen && this.privacyCleared !== view.viewer && !view.result) {
      const name = m.seat[view.viewer as Seat];
      return html`<div class="table" part="table"><div class="privacy" part="privacy">
        <button @click=${() => (this.privacyCleared = view.viewer)}><span class="chip seat-fill seat-${view.viewer}">${SEAT_LETTER[view.viewer]}</span>
          ${m.passTo(name)}<small>${m.passToHint(name)}</small></button></div></div>`;
    }
    const h = this.actsHost(view);
    const modal = !!this.declaring;
    return html`${this.renderSteps(m)}<div class="table" part="table">
      <div class="top" ?inert=${modal}><h2>${m.title}</h2><span>${m.round(view.round.number)} · ${m.firstPlayer(m.seat[view.round.first])}</span></div>
      <p class="guide" part="guide" ?inert=${modal}>${guideText(view, m)}</p>
      <div class="main" ?inert=${modal}>
        <div>
          ${renderEnd(view, m, this.score(), this.frames ? null : () => this.nextGame())}
          ${renderMap(view, m, (location) => this.act({ type: "place", seat: view.you!.seat, location }))}
          ${renderSeats(view, m)}
        </div>
        <div class="panel">
          ${renderActs(h)}
          ${renderHand(h)}
          ${renderSheet(view, m, this.why, (w) => (this.why = w))}
        </div>
      </div>
      ${this.declaring ? renderDeclare(view, m, this.declaring, (f) => (this.declaring = f), (a) => this.act(a), () => (this.declaring = null)) : nothing}
      ${this.problem ? html`<div class="toast" role="alert">${this.problem}</div>` : nothing}
      <div class="visually-hidden" aria-live="polite">${this.live}</div>
    </div>`;
  }

  protected override updated(): void {
    const d = this.renderRoot.querySelector<HTMLElement>(".dialog select, .dialog button");
    if (this.declaring && d && !this.renderRoot.querySelector(".dialog")?.contains((this.renderRoot as ShadowRoot).activeElement)) d.focus();
    const p = this.renderRoot.querySelector<HTMLElement>(".privacy button");
    if (p && (this.renderRoot as ShadowRoot).activeElement !== p && this.matches(":focus-within, :not(:focus-within)")) p.focus({ preventScroll: true });
  }
}

