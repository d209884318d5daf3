/**
 * The log: a readable, present-tense history of public events (plus this seat's own private
 * part, e.g. the cards shown to it), newest last, and the four mannerisms any seat can send.
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property, state } from "lit/decorators.js";
import { MANNERISMS } from "../../games/board/types.js";
import type { FigureId, Mannerism, QuestionKind, Seat, ShownCard, SpaceId, ViewEvent, Viewer } from "../../games/board/index.js";
import { gameContext, type GameContext } from "../context.js";
import { meetingChoicesOpen } from "../controls/meeting-open.js";
import type { Messages } from "../i18n/index.js";
import { figureName, seatName, seatWho, spaceText, type SeatNames } from "../names.js";
import { base, visuallyHiddenRules } from "../theme.js";
import { shownName } from "./cards.js";
import { NO_REFS, type BoardRefs } from "./board-refs.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

/** One event as a sentence, or "" for events not worth a line. Seats by `seatWho`, spaces and figures as the board shows them. */
export function logLine(m: Messages, ev: ViewEvent, viewer: Viewer, names?: SeatNames): string {
  const d = ev.data as Record<string, unknown>;
  const who = (s: unknown) => seatWho(m, s as Seat, viewer, names);
  const kind = (k: unknown) => ((k as QuestionKind) === "identity" ? m.kindIdentity : m.kindBuild);
  const at = (s: unknown) => spaceText(m, s as SpaceId);
  switch (ev.type) {
    case "gameStarted": return m.logGameStarted((d.seats as Seat[]).length);
    case "turnStarted": return `${m.turnOf(seatName(m, d.seat as Seat, names))}${d.seat === viewer ? ` (${m.you})` : ""} · ${m.turnShort(ev.turn)}`;
    case "rolled": return m.logRolled(who(d.seat), m.ballList((d.balls as string[]).map((b) => m.ballName[b] ?? b)));
    case "moved": return m.logMoved(who(d.seat), figureName(m, d.figure as FigureId), at(d.from), at(d.to));
    case "undone": return m.logUndone(who(d.seat), figureName(m, d.figure as FigureId));
    case "movementEnded": return m.announceMovementEnded(who(d.seat));
    case "asked": return m.announceAsked(who(d.asker), who(d.answerer), kind(d.kind)) + (d.via === "ambassador" ? ` (${m.viaAmbassador})` : "");
    case "answered": {
      const own = (ev.mine ?? (ev.private as Record<string, { cards?: ShownCard[] }> | undefined)?.[d.asker as string]) as
        { cards?: ShownCard[] } | undefined;
      const cards = own?.cards ? m.list(own.cards.map((c) => shownName(m, c))) : undefined;
      return m.announceAnswered(who(d.answerer), who(d.asker), d.count as number, cards);
    }
    case "extraStep": return m.logExtraStep(who(d.seat), figureName(m, d.figure as FigureId), at(d.to));
    case "expelled": return m.logExpelled(who(d.by), figureName(m, d.figure as FigureId), at(d.to));
    case "ambassadorMoved": return m.logMoved(who(d.seat), m.ambassadorInText, at(d.from), at(d.to));
    case "turnEnded": return "";
    case "declared": return d.alone ? m.logDeclaredAlone(who(d.seat)) : m.logDeclared(who(d.seat), who(d.partner));
    case "handshake": return d.accept ? m.logHandshake(who(d.seat)) : m.logHandshakeRefused(who(d.seat));
    case "sealed": return m.logSealed;
    case "sealOpened": return m.logSealOpened(Boolean(d.correct));
    case "emote": return m.logEmote(who(d.seat), d.mannerism as string);
    case "gameOver": {
      const r = d.result as { winners: Seat[]; reason: string };
      return m.logGameOver(m.list(r.winners.map((w) => seatName(m, w, names))), r.winners.length, m.reason[r.reason] ?? "");
    }
    default: return "";
  }
}

export { NO_REFS, type BoardRefs } from "./board-refs.js";

/** An event's line as the log shows it, with the texts, viewer and names it was made with. */
interface ShownLine {
  readonly m: Messages;
  readonly viewer: Viewer;
  readonly names: SeatNames | undefined;
  readonly line: string;
  readonly refs: BoardRefs;
}

/** Whether two sets of seat names name every seat alike (a view's names are a new object each time). */
function sameNames(a: SeatNames | undefined, b: SeatNames | undefined): boolean {
  if (a === b) return true;
  const ka = Object.keys(a ?? {}), kb = Object.keys(b ?? {});
  return ka.length === kb.length && ka.every((k) => a![k as Seat] === b?.[k as Seat]);
}

export function logRefs(ev: ViewEvent): BoardRefs {
  const d = ev.data as Record<string, unknown>;
  const spaces = (...xs: unknown[]) => xs.filter((x): x is SpaceId => typeof x === "string");
  switch (ev.type) {
    case "moved": return { spaces: spaces(d.from, d.to), figures: [d.figure as FigureId] };
    case "ambassadorMoved": return { spaces: spaces(d.from, d.to), figures: ["ambassador"] };
    case "extraStep": return { spaces: spaces(d.from, d.to), figures: [d.figure as FigureId] };
    case "expelled": return { spaces: spaces(d.from, d.to), figures: [d.figure as FigureId] };
    case "undone": return { spaces: spaces(d.from, d.to), figures: [d.figure as FigureId] };
    default: return NO_REFS;
  }
}

/**
 * @summary The history of the game and the mannerism buttons. Pointing at or focusing a line (the list
 * is one tab stop; arrow keys move between lines) highlights on the board what the line names.
 * @fires inkognito-highlight - The spaces and figures to highlight on the board. `detail: BoardRefs` (empty lists: none).
 * @csspart log - The list of events.
 * @csspart emotes - The mannerism buttons.
 */
export class InkognitoLog extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  static override styles = [
    base,
    css`
      /* In a box of a set height (beside the board on a wide table) the lines shrink to fit and scroll, the newest in view. */
      :host { display: flex; flex-direction: column; }
      ol { list-style: none; margin: 0; padding: 0; max-height: 22rem; min-height: 3.5rem; flex: 0 1 auto; overflow: auto; display: grid; align-content: start; gap: 0.15rem; font-size: 0.85rem; }
      .emotes, h3, .caption { flex: none; }
      li { padding: 0.2rem 0.4rem; border-radius: 4px; line-height: 1.35; outline: none; }
      li.refs { cursor: default; }
      li.refs:hover, li:focus-visible { background: color-mix(in srgb, var(--inkognito-highlight) 22%, transparent); }
      li:focus-visible { box-shadow: inset 0 0 0 2px var(--inkognito-focus); }
      li.turn { margin-top: 0.4rem; color: var(--inkognito-accent-text, var(--inkognito-gilt)); font-weight: 700; font-family: var(--inkognito-font-display); }
      li.private { background: color-mix(in srgb, var(--inkognito-gilt) 18%, transparent); }
      li.emote { font-style: italic; color: var(--inkognito-muted); }
      .emotes { display: flex; flex-wrap: wrap; gap: 0.35rem; margin-top: 0.6rem; }
      .caption { margin: 0.35rem 0 0; font-size: 0.8rem; line-height: 1.3; color: var(--inkognito-muted, inherit); }
      h3 { margin: 0.6rem 0 0.2rem; font: 600 0.8rem var(--inkognito-font); color: var(--inkognito-muted); text-transform: uppercase; letter-spacing: 0.06em; }
      button { font: 500 0.8rem var(--inkognito-font); padding: 0.3rem 0.65rem; min-height: 2rem; border-radius: 999px; cursor: pointer;
        border: 1px solid color-mix(in srgb, var(--inkognito-panel-text) 25%, transparent); background: color-mix(in srgb, var(--inkognito-panel-text) 6%, transparent); color: var(--inkognito-panel-text); }
      /* Beside the board on a wide table: the mannerisms side by side on one line, each label wrapping inside its button. */
      @container (min-width: 56rem) {
        .emotes { flex-wrap: nowrap; gap: 0.3rem; margin-top: 0.3rem; }
        /* Each as wide as its words ask, all shrinking alike (never below its longest word): fewer lines than equal widths. */
        .emotes button { flex: 1 1 auto; border-radius: 10px; padding: 0.2rem 0.35rem; font-size: 0.74rem; line-height: 1.15; }
        h3 { margin-top: 0.4rem; }
        /* A few lines at least (the newest in view), more when the column has room. */
        ol { flex: 1 1 2.7rem; max-height: none; }
        /* Beside a meeting's card, short of room, one line at least (the hand above keeps its room: ../shell-styles.ts);
           the card, the players' panels and the hand are tight enough that at 1280 × 800 it keeps three, with 5 players,
           in every language (test/ui/side-column.test.ts). The mannerisms' heading closer to them there too. */
        :host([meeting]) ol { flex-basis: 1.7rem; min-height: 1.7rem; }
        :host([meeting]) h3 { margin-top: 0.25rem; }
        :host([meeting]) .emotes { margin-top: 0.15rem; }
        /* The caption is each button's tooltip too; here it is for screen readers (the buttons' description). */
        .caption { ${visuallyHiddenRules} }
      }
      button:hover { background: color-mix(in srgb, var(--inkognito-panel-text) 15%, transparent); }
    `,
  ];

  /** The line holding the list's one tab stop (roving focus); -1: the newest. */
  @state() private active = -1;
  private lines = 0;
  /**
   * Each event's line and what it names, kept by the event: a view shares the unchanged events of the
   * one before (src/games/board/seat-log.ts), so a render works out the new lines only, not the whole
   * game's every time. Kept for the texts, viewer and names it was made with.
   */
  private shown = new WeakMap<ViewEvent, ShownLine>();

  private lineOf(ev: ViewEvent, m: Messages, viewer: Viewer, names: SeatNames | undefined): ShownLine {
    const kept = this.shown.get(ev);
    if (kept && kept.m === m && kept.viewer === viewer && sameNames(kept.names, names)) return kept;
    const made: ShownLine = { m, viewer, names, line: logLine(m, ev, viewer, names), refs: logRefs(ev) };
    this.shown.set(ev, made);
    return made;
  }

  /**
   * Whether the list shows its newest line (its end): kept so when the list's box changes size (the side column
   * makes room for a meeting). `scrolledTo`: where this part last scrolled it, so that scroll is not taken for the player's.
   */
  private atEnd = true;
  private scrolledTo = -1;
  private readonly resized = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(() => {
    const ol = this.renderRoot.querySelector("ol");
    if (ol && this.atEnd) this.toEnd(ol);
  });
  /** The list the observer watches (observing it again at each update would report it again each time). */
  private watched: HTMLElement | null = null;

  private watch(ol: HTMLElement | null) {
    if (!ol || ol === this.watched) return;
    this.resized?.observe(ol);
    this.watched = ol;
  }

  private toEnd(ol: HTMLElement) {
    ol.scrollTop = ol.scrollHeight;
    this.scrolledTo = ol.scrollTop;
    this.atEnd = true;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.watch(this.renderRoot?.querySelector("ol") ?? null);
  }

  override willUpdate(): void {
    const view = this.game?.view;
    this.toggleAttribute("meeting", !!view && meetingChoicesOpen(view));
  }

  override updated() {
    const ol = this.renderRoot.querySelector("ol");
    if (!ol) return;
    this.watch(ol);
    if (!ol.contains(this.shadowRoot!.activeElement)) this.toEnd(ol);
  }

  private onScroll(e: Event) {
    const ol = e.currentTarget as HTMLElement;
    if (ol.scrollTop === this.scrolledTo) return;
    this.atEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 2;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resized?.disconnect();
    this.watched = null;
    this.highlight(NO_REFS);
  }

  private highlight(refs: BoardRefs) {
    this.dispatchEvent(new CustomEvent("inkognito-highlight", { detail: refs, bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent) {
    const step = e.key === "ArrowDown" ? 1 : e.key === "ArrowUp" ? -1 : e.key === "Home" ? -Infinity : e.key === "End" ? Infinity : 0;
    if (!step) return;
    e.preventDefault();
    const now = this.active < 0 ? this.lines - 1 : this.active;
    this.active = Math.max(0, Math.min(this.lines - 1, Number.isFinite(step) ? now + step : step > 0 ? this.lines - 1 : 0));
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`li[data-i="${this.active}"]`)?.focus());
  }

  private emote(mannerism: Mannerism) {
    const g = this.game!;
    g.act({ type: "emote", seat: g.view.viewer as Seat, mannerism });
  }

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const { view, messages: m } = g;
    const seated = view.viewer !== "spectator" && !view.result;
    const lines = view.log.map((ev) => ({ ev, ...this.lineOf(ev, m, view.viewer, g.names) })).filter((x) => x.line);
    this.lines = lines.length;
    const active = this.active >= 0 && this.active < lines.length ? this.active : lines.length - 1;
    return html`
      <ol part="log" aria-label=${m.tabLog} aria-describedby="log-help" @keydown=${this.onKey} @scroll=${this.onScroll}
        @focusout=${(e: FocusEvent) => !(e.currentTarget as Element).contains(e.relatedTarget as Node) && this.highlight(NO_REFS)}
        @pointerleave=${() => !this.shadowRoot!.activeElement && this.highlight(NO_REFS)}>
        ${lines.map(({ ev, line, refs }, i) => {
          const has = refs.spaces.length + refs.figures.length > 0;
          const cls = `${ev.type === "turnStarted" ? "turn" : ev.type === "emote" ? "emote" : ev.mine ? "private" : ""}${has ? " refs" : ""}`;
          return html`<li class=${cls} data-i=${i} data-spaces=${refs.spaces.join(" ")} data-figures=${refs.figures.join(" ")}
            tabindex=${i === active ? 0 : -1} @focus=${() => { this.active = i; this.highlight(refs); }}
            @pointerenter=${() => this.highlight(refs)}>${line}</li>`;
        })}
      </ol>
      <p id="log-help" class="visually-hidden">${m.logHelp}</p>
      ${seated ? html`<h3>${m.emotes}</h3><div class="emotes" part="emotes">
        ${MANNERISMS.map((x) => html`<button title=${m.mannerismTitle(m.mannerismButton[x] ?? x)} aria-describedby="emotes-caption"
          @click=${() => this.emote(x)}>${m.mannerismButton[x]}</button>`)}
      </div>
      <p id="emotes-caption" class="caption">${m.emotesCaption}</p>` : nothing}`;
  }
}
