/**
 * The players' panels: one line per seat with its colour and letter, its name, whether it is you, a
 * person or a bot, whose turn it is, what it has asked, answered and been shown (counts read off
 * the public log, the same for every seat: never a card), and at a network table how its link is.
 * Beside the board on a wide screen; in the Log tab on a phone.
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property, state } from "lit/decorators.js";
import type { Seat, SeatView } from "../../games/board/index.js";
import { gameContext, type GameContext } from "../context.js";
import { meetingChoicesOpen } from "../controls/meeting-open.js";
import { seatName } from "../names.js";
import { seatLetter, base, seatStyles, visuallyHiddenRules } from "../theme.js";
import { COUNTS_HELP_ID, countsKey, countsKeyStyles, type Counts, type CountsKeyHandlers } from "./counts-key.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

/** What each seat has done at meetings, from public events only: questions asked, answered, and cards shown to it. */
export function seatCounts(view: SeatView): Partial<Record<Seat, Counts>> {
  const out: Partial<Record<Seat, { asked: number; answered: number; shown: number }>> = {};
  for (const s of view.seats) out[s] = { asked: 0, answered: 0, shown: 0 };
  for (const ev of view.log) {
    const d = ev.data as Record<string, unknown>;
    if (ev.type === "asked" && out[d.asker as Seat]) out[d.asker as Seat]!.asked++;
    if (ev.type === "answered") {
      if (out[d.answerer as Seat]) out[d.answerer as Seat]!.answered++;
      if (out[d.asker as Seat]) out[d.asker as Seat]!.shown += Number(d.count) || 0;
    }
  }
  return out;
}

/**
 * @summary One panel per seat: colour and letter, name, you/person/bot, whose turn, questions and answers, link.
 * Beside the board while the seat at this screen has a meeting to act on (its card above them), one short
 * line a seat, two seats a line, so the hand below keeps its room; the `meeting` attribute says so.
 * @csspart players - The list of seats.
 */
export class InkognitoPlayers extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  /** The seat whose counts' key is open (pressed), and the one under the mouse. */
  @state() private keyOpen: Seat | null = null;
  @state() private keyPeek: Seat | null = null;
  /** The seat whose counts' button holds the seats' one tab stop (the last focused; at first the first seat). */
  @state() private countsStop: Seat | null = null;

  static override styles = [
    base,
    seatStyles,
    countsKeyStyles,
    css`
      :host { display: block; }
      h2 { margin: 0 0 0.3rem; font: 600 0.95rem var(--inkognito-font-display); color: var(--inkognito-gilt); letter-spacing: 0.04em; }
      ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.2rem; }
      /* One line a seat (a wide table's side column is short of height): colour and letter, name and kind, the turn, the link, then the counts in short (a button opening their key: ./counts-key.ts). */
      li { display: flex; align-items: center; gap: 0.45rem; min-height: 1.65rem;
        padding: 0.05rem 0.5rem; border-radius: 8px; background: #ffffff0d; border: 1px solid transparent; font-size: 0.85rem; }
      li[aria-current="true"] { border-color: var(--inkognito-gilt); background: #ffffff1a; }
      .chip { flex: none; display: inline-grid; place-items: center; width: 1.45rem; height: 1.45rem; border-radius: 50%;
        font: 700 0.75rem var(--inkognito-font); border: 2px solid var(--inkognito-gilt); }
      .name { flex: 0 1 auto; font-weight: 700; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      .kind { font-size: 0.75rem; font-weight: 400; color: var(--inkognito-muted); }
      .turn { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 0.72rem; font-weight: 700; color: var(--inkognito-highlight); }
      .link { flex: 0 1 auto; min-width: 0; overflow: hidden; white-space: nowrap; display: inline-flex; align-items: center; gap: 0.25rem; font-size: 0.72rem; }
      /* Beside the board on a wide table, the seats' colours speak for themselves: the heading is for screen readers. */
      @container (min-width: 56rem) {
        h2 { ${visuallyHiddenRules} }
        /* A meeting's card above: two seats a line, each its colour and letter, name and counts (the gilt ring says whose turn;
           the kind, the turn and the link's words are for screen readers), so the hand below is whole. */
        :host([meeting]) ul { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.2rem 0.3rem; }
        :host([meeting]) li { gap: 0.3rem; min-height: 1.5rem; padding: 0 0.3rem; }
        /* A fifth seat (the Ambassador's) on a line of its own, its name whole. */
        :host([meeting]) li:last-child:nth-child(odd) { grid-column: 1 / -1; }
        :host([meeting]) :is(.kind, .turn, .link-text) { ${visuallyHiddenRules} }
        :host([meeting]) .chip { width: 1.3rem; height: 1.3rem; font-size: 0.7rem; }
        :host([meeting]) .counts { padding: 0 0.3rem; }
        /* The key of a seat in the left column opens rightwards, into the column. */
        :host([meeting]) li:nth-child(odd):not(:last-child) .key { right: auto; left: 0; }
      }
      .dot { width: 0.55rem; height: 0.55rem; border-radius: 50%; background: #3fbf6a; }
      .dot.reconnecting { background: #e0a526; }
      .dot.gone, .dot.away { background: transparent; border: 2px solid #e06a5a; }
    `,
  ];

  private readonly keyHandlers: CountsKeyHandlers = {
    // Closing hides the key even under the mouse (until the mouse comes over the button again).
    toggle: (seat) => {
      this.keyOpen = this.keyOpen === seat ? null : seat;
      this.keyPeek = null;
    },
    close: () => {
      this.keyOpen = null;
      this.keyPeek = null;
    },
    peek: (seat) => (this.keyPeek = seat),
    focused: (seat) => (this.countsStop = seat),
    // The focus moves to another seat's counts (it takes the tab stop as it comes); an open key follows it.
    move: (seat, to) => {
      const seats = this.game?.view.seats ?? [];
      const i = seats.indexOf(seat);
      if (i < 0 || !seats.length) return;
      const next = to === "up" || to === "down" ? this.vertical(seat, to === "down") ?? seats[(i + (to === "down" ? 1 : -1) + seats.length) % seats.length]!
        : seats[to === "first" ? 0 : to === "last" ? seats.length - 1 : (i + to + seats.length) % seats.length]!;
      if (this.keyOpen) this.keyOpen = next;
      this.keyPeek = null;
      this.countsStop = next;
      this.renderRoot.querySelector<HTMLElement>(`.counts[data-seat="${next}"]`)?.focus();
    },
  };

  /**
   * The seat whose counts stand below (`down`) or above `seat`'s in its column on screen, around to the column's other
   * end; null when no other seat's counts share its column.
   */
  private vertical(seat: Seat, down: boolean): Seat | null {
    const at = (b: Element) => b.getBoundingClientRect();
    const buttons = [...this.renderRoot.querySelectorAll<HTMLElement>(".counts[data-seat]")];
    const here = buttons.find((b) => b.dataset.seat === seat);
    if (!here) return null;
    const h = at(here);
    const column = buttons.filter((b) => b !== here && Math.abs(at(b).left - h.left) < h.width / 2)
      .sort((a, b) => at(a).top - at(b).top);
    if (!column.length) return null;
    const next = down ? column.find((b) => at(b).top > h.top) ?? column[0] : column.reverse().find((b) => at(b).top < h.top) ?? column[0];
    return (next!.dataset.seat as Seat) ?? null;
  }

  /** A tap or click anywhere but on these panels closes an open key. */
  private readonly outside = (e: Event) => {
    if (this.keyOpen && !e.composedPath().includes(this)) this.keyOpen = null;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener("pointerdown", this.outside, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener("pointerdown", this.outside, true);
  }

  override willUpdate(): void {
    const view = this.game?.view;
    this.toggleAttribute("meeting", !!view && meetingChoicesOpen(view));
  }

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const { view, messages: m } = g;
    const counts = seatCounts(view);
    const linkText = { connected: m.lobbyConnected, reconnecting: m.linkReconnecting, gone: m.linkGone, away: m.lobbyAway };
    const stop = this.countsStop && view.seats.includes(this.countsStop) ? this.countsStop : view.seats[0];
    return html`<section aria-labelledby="players-title"><h2 id="players-title">${m.playersTitle}</h2>
      <ul part="players">${view.seats.map((s) => {
        const who = g.roster?.[s];
        const c = counts[s]!;
        const turn = view.turn.seat === s && !view.result;
        const kind = who?.kind === "you" ? m.you : who?.kind === "bot" ? m.lobbyBot : who?.kind === "open" ? m.playerOpen : m.playerHuman;
        return html`<li aria-current=${turn ? "true" : "false"} data-seat=${s}>
          <span class="chip seat-fill seat-${s}" aria-hidden="true">${seatLetter(m, s)}</span>
          <span class="name" id="name-${s}"><bdi>${seatName(m, s, g.names)}</bdi> <span class="kind">(${kind})</span></span>
          ${turn ? html`<span class="turn">${m.playerTurn}</span>` : nothing}
          ${who?.link ? html`<span class="link"><span class="dot ${who.link}" aria-hidden="true"></span><span class="link-text">${linkText[who.link]}</span></span>` : nothing}
          ${countsKey(m, s, c, `name-${s}`, { open: this.keyOpen === s, peeked: this.keyPeek === s, stop: stop === s }, this.keyHandlers)}
        </li>`;
      })}</ul><p id=${COUNTS_HELP_ID} class="visually-hidden">${m.playerCountsHelp}</p></section>`;
  }
}
