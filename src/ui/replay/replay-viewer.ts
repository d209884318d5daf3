/**
 * `<inkognito-replay>`: a recorded game shown as it happened, step by step (the narrated demos'
 * steps bar: Back / Next / Play, Replay; `step` reflected, `inkognito-step` fired), following one
 * seat — only what that seat knew at each moment: everything on screen comes from
 * `viewFor(state, seat)` — or "all secrets": every hand, every card shown and what each seat's
 * notebook or clue sheet gave for the truth. A timeline marks the moments that mattered; the last
 * step explains why the declaration was right or wrong from the facts each seat had.
 *
 * `<inkognito-game replay="…">` renders it (its own chunk, `./define.js`, loaded only then). A record
 * that cannot be shown (not JSON, not found, another version, one that does not replay, a bad
 * signature) shows its sentence (from the messages, by its code) and fires `inkognito-error` with a
 * stable code; the underlying error's own words go to the console only; nothing throws.
 *
 * Its texts are in its `lang` (`<inkognito-game>` passes the language it shows, and a new one on a
 * live change); a built-in language's parts (board, cards, replay) load on demand first.
 */
import { provide } from "@lit/context";
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { property, state } from "lit/decorators.js";
import { boardGame } from "../../games/board/game.js";
import type { AgentSeat, GameState, Seat } from "../../games/board/types.js";
import type { ViewEvent } from "../../games/board/view.js";
import { deduce as deduceBoard } from "../../games/board/deduction.js";
import { cardsGame } from "../../games/cards/game.js";
import { deduce as deduceCards } from "../../games/cards/deduction.js";
import { AGENT_SEATS as CARD_AGENTS, type CardsState, type CardsView, type ViewEvent as CardsEvent } from "../../games/cards/types.js";
import { replayRecord, type GameRecord, type RecordCode } from "../../games/kernel/record.js";
import { checkSignedRecord } from "../../net/record-signature.js";
import { gameContext, type GameContext } from "../context.js";
import { announcement } from "../controls/announce.js";
import { cardsAnnouncement } from "../cards/announce.js";
import { renderMap } from "../cards/venice-map.js";
import { renderSeats } from "../cards/seats.js";
import { renderHand } from "../cards/acts.js";
import { renderSheet, type WhyState } from "../cards/clue-sheet.js";
import { cardsMessagesFor, type CardsMessages } from "../i18n/cards.js";
import { messagesFor } from "../i18n/index.js";
import { replayMessagesFor, type ReplayErrorCode, type ReplayMessages } from "../i18n/replay.js";
import { seatName, type SeatNames } from "../names.js";
import { seatLetter } from "../theme.js";
import { replayStyles } from "./replay-styles.js";
import { hasPart, knownTag, loadPart, type Part } from "../i18n/languages.js";
import { declarationFacts, type DeclarationFacts } from "./explain.js";
import { declarationStep, momentsOf, newEvents, sourceOfReplay, type Moment, type ReplaySource } from "./replay-source.js";
import "../i18n/en-later.js";

/** The most characters of a record fetched from a URL. */
const MAX_FETCH = 2_000_000;

export interface ReplayErrorDetail {
  readonly code: ReplayErrorCode;
  /** The sentence shown (the replay messages' for the code, in the viewer's language). */
  readonly message: string;
}

/** The parts of a language the viewer shows. */
const PARTS: readonly Part[] = ["board", "cards", "replay"];

type AnyEvent = { seq: number; type: string; data: Readonly<Record<string, unknown>>; mine?: unknown; private?: unknown };

/**
 * @summary A recorded game, step by step, following one seat or every secret.
 * @fires inkognito-step - A step is shown. detail: `{ index, count, caption }`.
 * @fires inkognito-error - The record cannot be shown. detail: `{ code, message }`.
 * @fires inkognito-ready - The replay is on screen. detail: `{ mode: "replay", showing: "replay" }`.
 */
export class InkognitoReplay extends LitElement {
  /** The record: its JSON (plain or signed), or a URL to fetch it from. */
  @property() replay: string | null = null;
  /** The step shown (0: the deal). */
  @property({ type: Number }) step: number | null = null;
  /** `all` (every secret) or a seat to follow. */
  @property() follow = "all";
  /** The host's key fingerprint (an invite link's) that a signed record must carry. */
  @property({ attribute: "replay-key" }) replayKey: string | null = null;
  /** The language of the texts (`<inkognito-game>` passes the one it shows). */
  @property() override lang = "en";
  /**
   * The `<inkognito-game>` this viewer shows a replay for: its attributes `follow` and `replay-key`
   * are read (and watched) from it, and the reader's choice of seat is written back.
   */
  @property({ attribute: false }) host: HTMLElement | null = null;
  private watch: MutationObserver | null = null;

  /** The replayed game (tests may set one made of other states). */
  @state() source: ReplaySource | null = null;
  /** The code of the failure shown (its sentence comes from the messages at each render). */
  @state() private error: ReplayErrorCode | null = null;
  @state() private loading = false;
  @state() private signer: string | null = null;
  @state() private why: WhyState | null = null;
  private moments: Moment[] = [];
  private facts: DeclarationFacts | null = null;
  private loaded = "";
  private run = 0;

  @provide({ context: gameContext })
  @state()
  protected game?: GameContext;

  static override styles = replayStyles;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.replay && this.loaded !== this.replay) void this.load();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.watch?.disconnect();
    this.watch = null;
  }

  /** Takes `follow` and `replay-key` from the host element, now and whenever they change. */
  private readHost(): void {
    const h = this.host;
    if (!h) return;
    this.follow = h.getAttribute("follow") || "all";
    this.replayKey = h.getAttribute("replay-key");
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("host")) {
      this.watch?.disconnect();
      this.watch = null;
      if (this.host) {
        this.readHost();
        this.watch = new MutationObserver(() => this.readHost());
        this.watch.observe(this.host, { attributes: true, attributeFilter: ["follow", "replay-key"] });
      }
    }
    if (changed.has("lang")) this.loadLanguage();
    if ((changed.has("replay") || changed.has("replayKey")) && this.isConnected && this.replay !== null && (this.loaded !== this.replay || changed.has("replayKey"))) void this.load();
    if (changed.has("source") && this.source) {
      this.moments = momentsOf(this.source);
      this.facts = declarationFacts(this.source, declarationStep(this.moments));
    }
    if (this.source && (changed.has("source") || changed.has("step") || changed.has("follow") || changed.has("lang"))) this.prepare();
  }

  /** A built-in language's texts not loaded yet (the viewer used on its own): loaded, then shown. */
  private loadLanguage(): void {
    const tag = knownTag(this.lang);
    if (!tag || PARTS.every((p) => hasPart(tag, p))) return;
    const lang = this.lang;
    void Promise.all(PARTS.map((p) => loadPart(tag, p))).then(
      () => {
        if (this.lang !== lang) return;
        if (this.source) this.prepare();
        this.requestUpdate();
      },
      (e: unknown) => console.warn(`<inkognito-replay>: the texts of lang="${tag}" could not load:`, e),
    );
  }

  private get rm(): ReplayMessages {
    return replayMessagesFor(this.lang);
  }

  /** The sentence of a failure, in the viewer's language. */
  private failureText(code: ReplayErrorCode): string {
    return this.rm.error[code] ?? this.rm.error.RECORD_MALFORMED;
  }

  /** Shows a failure by its code; `cause` (an error's own words, often English) goes to the console only. */
  private fail(code: ReplayErrorCode, cause?: unknown): void {
    if (cause !== undefined) console.warn(`<inkognito-replay>: ${code}:`, cause);
    this.error = code;
    this.source = null;
    this.game = undefined;
    this.dispatchEvent(new CustomEvent("inkognito-error", { detail: { code, message: this.failureText(code) }, bubbles: true, composed: true }));
  }

  /** Reads, checks and replays the record. Never throws: a record that cannot be shown is a message and an event. */
  async load(): Promise<void> {
    const run = ++this.run;
    const value = (this.replay ?? "").trim();
    this.loaded = this.replay ?? "";
    this.error = null;
    this.signer = null;
    this.loading = true;
    try {
      let text = value;
      if (!value.startsWith("{") && !value.startsWith("[")) {
        try {
          const res = await fetch(new URL(value, document.baseURI));
          if (!res.ok) throw new Error(String(res.status));
          text = await res.text();
          if (text.length > MAX_FETCH) return this.fail("RECORD_TOO_LARGE");
        } catch {
          if (run === this.run) this.fail("RECORD_NOT_FOUND");
          return;
        }
      }
      if (run !== this.run) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return this.fail("RECORD_MALFORMED", "not JSON");
      }
      const signed = await checkSignedRecord(parsed, this.replayKey || null);
      if (run !== this.run) return;
      if (!signed.ok) return this.fail(signed.error.code, signed.error.message);
      const record = signed.record as Partial<GameRecord> | null;
      const kind = record && typeof record === "object" && (record.game === "board" || record.game === "cards") ? record.game : null;
      if (!kind) return this.fail(record && typeof record === "object" && "game" in record ? "RECORD_WRONG_GAME" : "RECORD_MALFORMED");
      const game = kind === "board" ? boardGame : cardsGame;
      const r = replayRecord(game, record);
      if (!r.ok) return this.fail(r.error.code as RecordCode, r.error.message);
      this.signer = signed.fingerprint;
      this.source = sourceOfReplay(kind, game, r.record, r.initial, r.actions);
      await this.updateComplete;
      // Not composed: `<inkognito-game>` says it is ready (its readiness fires its own `inkognito-ready`).
      if (run === this.run) this.dispatchEvent(new CustomEvent("inkognito-ready", { detail: { mode: "replay", showing: "replay" }, bubbles: true }));
    } catch (e) {
      if (run === this.run) this.fail("RECORD_MALFORMED", e);
    } finally {
      if (run === this.run) this.loading = false;
    }
  }

  private index(): number {
    const n = this.source?.count ?? 1;
    const s = this.step ?? 0;
    return Number.isFinite(s) ? Math.min(Math.max(0, Math.trunc(s)), n - 1) : 0;
  }

  /** The seat followed, or null for every secret. */
  private seat(): string | null {
    return this.source && this.source.seats.includes(this.follow) ? this.follow : null;
  }

  private names(): SeatNames {
    const s = this.source!;
    return Object.fromEntries(s.seats.map((seat, i) => [seat, s.record.names[i] ?? ""]).filter(([, n]) => n));
  }

  private who(seat: string): string {
    return seatName(messagesFor(this.lang), seat as Seat, this.names());
  }

  private caption = "";
  private lastShown = -1;

  /** The view of the step for the board's parts (seat mode: the seat's own; else the spectator's), and the caption. */
  private prepare(): void {
    const s = this.source!;
    const i = this.index();
    const seat = this.seat();
    const m = messagesFor(this.lang);
    if (s.kind === "board") {
      const view = boardGame.viewFor(s.stateAt(i) as GameState, (seat ?? "spectator") as Seat);
      this.game = { view: { ...view, legal: [], answerPrompt: null }, messages: m, names: this.names(), assist: true, act: () => ({ ok: false, error: { code: "GAME_OVER", message: "" } }) };
    } else this.game = undefined;
    this.caption = this.captionOf(i, seat);
    if (this.step !== i) this.step = i;
    if (this.lastShown !== i) {
      this.lastShown = i;
      void this.updateComplete.then(() => this.dispatchEvent(new CustomEvent("inkognito-step", { detail: { index: i, count: s.count, caption: this.caption }, bubbles: true, composed: true })));
    }
  }

  /** What happened at step `i`, as the seat followed saw it (every secret: each event as its recipient saw it). */
  private captionOf(i: number, seat: string | null): string {
    const s = this.source!;
    const rm = this.rm;
    const state = s.stateAt(i);
    const viewOf = (viewer: string) => s.game.viewFor(state, viewer) as { log: readonly AnyEvent[] };
    const say = (e: AnyEvent, viewer: string) => this.announce(e, viewer);
    let lines: string[];
    if (seat) lines = newEvents(viewOf(seat), s, i).map((e) => say(e, seat));
    else {
      const spectator = newEvents(viewOf("spectator"), s, i);
      const raw = (state as { log: readonly AnyEvent[] }).log;
      lines = spectator.map((e) => {
        const priv = raw[e.seq]?.private as Record<string, unknown> | undefined;
        const d = e.data;
        const to = (d.asker ?? d.to) as string | undefined;
        const recipient = priv ? (to && to in priv ? to : Object.keys(priv)[0]) : undefined;
        const seen = recipient ? viewOf(recipient).log.find((x) => x.seq === e.seq) ?? e : e;
        return say({ ...seen, data: e.data }, "spectator");
      });
    }
    const text = lines.filter(Boolean).join(" ");
    return i === 0 ? `${rm.deal} ${text}`.trim() : text || rm.nothingNew;
  }

  private announce(e: AnyEvent, viewer: string): string {
    if (this.source!.kind === "board") return announcement(messagesFor(this.lang), e as unknown as ViewEvent, viewer as Seat, this.names());
    return cardsAnnouncement(cardsMessagesFor(this.lang), e as unknown as CardsEvent, viewer);
  }

  private setFollow(follow: string): void {
    this.follow = follow;
    this.host?.setAttribute("follow", follow);
  }

  private go(index: number): void {
    this.step = index;
  }

  private onKey(e: KeyboardEvent): void {
    const t = e.composedPath()[0] as HTMLElement | undefined;
    if (t && /^(SELECT|INPUT|TEXTAREA)$/.test(t.tagName)) return;
    if (t?.getAttribute?.("role") === "tab") return;
    const i = this.index();
    const next = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : e.key === "Home" ? 0 : e.key === "End" ? this.source!.count - 1 : null;
    if (next === null || next < 0 || next >= this.source!.count) return;
    e.preventDefault();
    this.go(next);
  }

  override render(): TemplateResult {
    const rm = this.rm;
    if (this.error) {
      return html`<div class="error" part="replay-error" role="alert"><h2>${rm.errorTitle}</h2><p>${this.failureText(this.error)}</p><p><code>${this.error}</code></p></div>`;
    }
    const s = this.source;
    if (!s) return html`<div class="replay" part="replay"><p role="status">${this.loading ? rm.loading : ""}</p></div>`;
    const i = this.index();
    const seat = this.seat();
    const last = i === s.count - 1;
    const gameName = s.kind === "board" ? rm.gameBoard : rm.gameCards;
    return html`<section class="replay" part="replay" aria-label=${rm.title(gameName)} @keydown=${this.onKey}>
      <header>
        <div><h2>${rm.title(gameName)}</h2>
          <p class="names">${s.seats.map((x) => this.who(x)).join(" · ")}</p>
          ${this.signer ? html`<p class="signed">${rm.signedBy(this.signer)}</p>` : nothing}</div>
        <label>${rm.follow}
          <select @change=${(e: Event) => this.setFollow((e.target as HTMLSelectElement).value)}>
            <option value="all" ?selected=${!seat}>${rm.followAll}</option>
            ${s.seats.filter((x) => s.kind === "board" || (s.stateAt(0) as CardsState).roles[x as keyof CardsState["roles"]] !== "blind")
              .map((x) => html`<option value=${x} ?selected=${seat === x}>${rm.followSeat(this.who(x))}</option>`)}
          </select></label>
      </header>
      <inkognito-scenario-steps exportparts="steps, caption" .messages=${messagesFor(this.lang)}
        .index=${i} .count=${s.count} .caption=${this.caption} ?over=${true} .label=${rm.label}
        @inkognito-step-go=${(e: CustomEvent<{ index: number }>) => { e.stopPropagation(); this.go(e.detail.index); }}
        @inkognito-replay=${(e: Event) => { e.stopPropagation(); this.go(0); }}></inkognito-scenario-steps>
      ${this.renderTimeline(i)}
      <div class="main">
        <div class="stage">${s.kind === "board" ? this.renderBoard() : this.renderCardsStage(i, seat)}</div>
        <div class="panel facts">${seat
          ? (s.kind === "board" ? html`<inkognito-side-panel tab="notebook"></inkognito-side-panel>` : this.renderCardsSeat(i, seat))
          : this.renderAll(i)}</div>
      </div>
      ${last ? this.renderWhy() : nothing}
    </section>`;
  }

  private renderTimeline(i: number) {
    const rm = this.rm;
    if (!this.moments.length) return nothing;
    const kindText = (t: string) => (t === "declared" || t === "handshake" || t === "sealOpened" ? rm.momentDeclared : t === "gameOver" ? rm.momentEnd : rm.momentShown);
    const s = this.source!;
    const spectator = s.game.viewFor(s.stateAt(s.count - 1), "spectator") as { log: readonly AnyEvent[] };
    return html`<nav class="timeline" aria-label=${rm.timeline}><h3>${rm.timeline}</h3><ol>${this.moments.map((mo) => {
      // Following a seat, a moment says only its kind (the seat did not know then who would show what, or win).
      const e = this.seat() ? undefined : spectator.log.find((x) => x.seq === mo.seq);
      const said = e ? this.announce({ ...e, mine: undefined, private: undefined }, "spectator") : "";
      const shown = `${mo.step + 1} · ${kindText(mo.type)}`;
      // The accessible name starts with the visible text, then says what happened.
      const label = said ? `${shown}: ${said}` : shown;
      return html`<li><button class=${mo.type} aria-current=${mo.step === i ? "step" : "false"} title=${said || shown} aria-label=${label}
        @click=${() => this.go(mo.step)}>${shown}</button></li>`;
    })}</ol></nav>`;
  }

  private renderBoard() {
    const view = this.game!.view;
    return html`<inkognito-board .positions=${view.positions} .seats=${view.agents} .messages=${this.game!.messages}
      .selectableFigures=${[]} .targets=${[]}></inkognito-board>`;
  }

  private cardsView(i: number, viewer: string): CardsView {
    const v = this.source!.game.viewFor(this.source!.stateAt(i), viewer) as CardsView;
    return { ...v, legal: [] };
  }

  private renderCardsStage(i: number, seat: string | null) {
    const m = cardsMessagesFor(this.lang);
    const view = this.cardsView(i, seat ?? "spectator");
    return html`${renderMap(view, m, () => undefined)}${renderSeats(view, m)}`;
  }

  private renderCardsSeat(i: number, seat: string) {
    const m = cardsMessagesFor(this.lang);
    const view = this.cardsView(i, seat);
    const host = { view, m, chosen: [], refusal: "", choose: () => undefined, act: () => undefined, openDeclare: () => undefined };
    return html`${renderHand(host)}${renderSheet(view, m, this.why, (w) => (this.why = w))}`;
  }

  /** Every secret at step `i`: each seat's secret cards, what it gave for the truth, and every card shown so far. */
  private renderAll(i: number) {
    const s = this.source!;
    const rm = this.rm;
    const state = s.stateAt(i);
    const pct = (p: number) => (p >= 1 - 1e-9 ? rm.certain : rm.percent(p));
    let rows: TemplateResult[];
    if (s.kind === "board") {
      const st = state as GameState;
      const m = messagesFor(this.lang);
      rows = st.seats.map((seat) => {
        const secret = st.secrets[seat as AgentSeat];
        const d = (() => {
          try {
            return deduceBoard(boardGame.viewFor(st, seat));
          } catch {
            return null;
          }
        })();
        const chances = d ? st.agents.filter((t) => t !== seat).map((t) => {
          const truth = st.secrets[t]!.identity;
          return html`<li>${rm.chanceOf(this.who(t), m.character[truth] ?? truth, pct(d.probabilities.identity[t]?.[truth] ?? 0))}</li>`;
        }) : [];
        return html`<tr><th scope="row"><span class="chip seat-fill seat-${seat}" aria-hidden="true">${seatLetter(m, seat)}</span> ${this.who(seat)}</th>
          <td>${secret ? `${m.character[secret.identity]}, ${m.build[secret.build]}, ${secret.mission}` : "—"}</td>
          <td><ul class="chances">${chances}</ul></td></tr>`;
      });
    } else {
      const st = state as CardsState;
      const m = cardsMessagesFor(this.lang);
      rows = st.seats.map((seat) => {
        const secret = (st.secrets as Record<string, { identity: string; code: number } | undefined>)[seat];
        const blind = st.roles[seat] === "blind";
        const d = blind ? null : (() => {
          try {
            return deduceCards(cardsGame.viewFor(st, seat));
          } catch {
            return null;
          }
        })();
        const chances = d ? CARD_AGENTS.filter((t) => t !== seat).map((t) => {
          const truth = st.secrets[t].identity;
          return html`<li>${rm.chanceOf(this.who(t), m.character[truth], pct(d.identity[t][truth] ?? 0))}</li>`;
        }) : [];
        return html`<tr><th scope="row">${this.who(seat)}${blind ? ` (${m.blind})` : ""}</th>
          <td>${secret ? `${m.character[secret.identity as keyof CardsMessages["character"]]}, ${secret.code}` : "—"}</td>
          <td><ul class="chances">${chances}</ul></td></tr>`;
      });
    }
    const shownTypes = s.kind === "board" ? ["answered"] : ["set", "shown", "looked"];
    const shown = this.moments.filter((mo) => mo.step <= i && shownTypes.includes(mo.type))
      .map((mo) => this.captionOfEvent(mo));
    return html`<section aria-labelledby="secrets-title"><h3 id="secrets-title">${rm.secretsTitle}</h3>
      <table><thead><tr><th scope="col">${rm.seatHeading}</th><th scope="col">${rm.secretHeading}</th><th scope="col">${rm.chancesHeading}</th></tr></thead>
        <tbody>${rows}</tbody></table></section>
      <section aria-labelledby="shown-title"><h3 id="shown-title">${rm.shownTitle}</h3>
        ${shown.length ? html`<ol class="shown">${shown.map((t) => html`<li>${t}</li>`)}</ol>` : html`<p>${rm.shownNone}</p>`}</section>`;
  }

  /** A moment's event with the cards its recipient saw. */
  private captionOfEvent(mo: Moment): string {
    const s = this.source!;
    const state = s.stateAt(mo.step);
    const raw = (state as { log: readonly AnyEvent[] }).log[mo.seq];
    if (!raw) return "";
    const priv = raw.private as Record<string, unknown> | undefined;
    const to = (raw.data.asker ?? raw.data.to) as string | undefined;
    const recipient = priv ? (to && to in priv ? to : Object.keys(priv)[0]) : undefined;
    const seen = recipient ? (s.game.viewFor(state, recipient) as { log: readonly AnyEvent[] }).log.find((x) => x.seq === mo.seq) : undefined;
    return `${mo.step + 1} · ${this.announce({ ...(seen ?? raw), data: raw.data, private: undefined }, "spectator")}`;
  }

  private renderWhy() {
    const rm = this.rm;
    const s = this.source!;
    const end = s.stateAt(s.count - 1) as { result: { winners: readonly string[]; reason: string } | null };
    if (!end.result) return html`<section class="why" part="replay-why"><p>${rm.notOver}</p></section>`;
    const f = this.facts;
    const reasonText = s.kind === "board" ? (messagesFor(this.lang).reason[end.result.reason] ?? end.result.reason)
      : (cardsMessagesFor(this.lang).endReason[end.result.reason as keyof CardsMessages["endReason"]] ?? end.result.reason);
    const winners = end.result.winners.length ? rm.winners(messagesFor(this.lang).list(end.result.winners.map((w) => this.who(w)))) : rm.noWinner;
    if (!f) return html`<section class="why" part="replay-why" aria-labelledby="why-title"><h3 id="why-title">${rm.whyTitle}</h3>
      <p>${rm.noDeclaration}</p><p>${reasonText} ${winners}</p></section>`;
    const claim = f.combination
      ? rm.declaredCards(this.who(f.declarer), f.partner ? this.who(f.partner) : "", f.combination.join("-"))
      : f.partner ? rm.declaredPartner(this.who(f.declarer), this.who(f.partner)) : rm.declaredAlone(this.who(f.declarer));
    const pct = (p: number) => (p >= 1 - 1e-9 ? rm.certain : rm.percent(p));
    return html`<section class="why" part="replay-why" aria-labelledby="why-title"><h3 id="why-title">${rm.whyTitle}</h3>
      <p>${claim} ${f.right ? rm.wasRight : rm.wasWrong}</p>
      <p>${reasonText} ${winners}</p>
      <p>${rm.beliefIntro}</p>
      <ul>${f.beliefs.map((b) => html`<li>${b.chance === null ? rm.beliefUnknown(this.who(b.seat)) : rm.belief(this.who(b.seat), pct(b.chance))}</li>`)}</ul>
      ${f.combination ? html`<p><small>${rm.beliefCombination}</small></p>` : nothing}
    </section>`;
  }
}
