/**
 * The players' panels: one line per seat with its colour and letter, its name, whether it is you, a
 * person or a bot, whose turn it is, what it has asked, answered and been shown (counts read off
 * the public log, the same for every seat: never a card), and at a network table how its link is.
 * Beside the board on a wide screen; in the Log tab on a phone.
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property } from "lit/decorators.js";
import type { Seat, SeatView } from "../../games/board/index.js";
import { gameContext, type GameContext } from "../context.js";
import { seatName } from "../names.js";
import { seatLetter, base, seatStyles, visuallyHiddenRules } from "../theme.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

/** What each seat has done at meetings, from public events only: questions asked, answered, and cards shown to it. */
export function seatCounts(view: SeatView): Partial<Record<Seat, { asked: number; answered: number; shown: number }>> {
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
 * @csspart players - The list of seats.
 */
export class InkognitoPlayers extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  static override styles = [
    base,
    seatStyles,
    css`
      :host { display: block; }
      h2 { margin: 0 0 0.3rem; font: 600 0.95rem var(--inkognito-font-display); color: var(--inkognito-gilt); letter-spacing: 0.04em; }
      ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.2rem; }
      /* One line a seat (a wide table's side column is short of height): colour and letter, name and kind, the turn, the link, then the counts in short (in full for screen readers and as a tooltip). */
      li { display: flex; align-items: center; gap: 0.45rem; min-height: 1.65rem;
        padding: 0.05rem 0.5rem; border-radius: 8px; background: #ffffff0d; border: 1px solid transparent; font-size: 0.85rem; }
      li[aria-current="true"] { border-color: var(--inkognito-gilt); background: #ffffff1a; }
      .chip { flex: none; display: inline-grid; place-items: center; width: 1.45rem; height: 1.45rem; border-radius: 50%;
        font: 700 0.75rem var(--inkognito-font); border: 2px solid var(--inkognito-gilt); }
      .name { flex: 0 1 auto; font-weight: 700; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      .kind { font-size: 0.75rem; font-weight: 400; color: var(--inkognito-muted); }
      .turn { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 0.72rem; font-weight: 700; color: var(--inkognito-highlight); }
      .counts { flex: none; margin-left: auto; font-size: 0.75rem; color: var(--inkognito-muted); white-space: nowrap; font-variant-numeric: tabular-nums; }
      .link { flex: 0 1 auto; min-width: 0; overflow: hidden; white-space: nowrap; display: inline-flex; align-items: center; gap: 0.25rem; font-size: 0.72rem; }
      /* Beside the board on a wide table, the seats' colours speak for themselves: the heading is for screen readers. */
      @container (min-width: 56rem) { h2 { ${visuallyHiddenRules} } }
      .dot { width: 0.55rem; height: 0.55rem; border-radius: 50%; background: #3fbf6a; }
      .dot.reconnecting { background: #e0a526; }
      .dot.gone, .dot.away { background: transparent; border: 2px solid #e06a5a; }
    `,
  ];

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const { view, messages: m } = g;
    const counts = seatCounts(view);
    const linkText = { connected: m.lobbyConnected, reconnecting: m.linkReconnecting, gone: m.linkGone, away: m.lobbyAway };
    return html`<section aria-labelledby="players-title"><h2 id="players-title">${m.playersTitle}</h2>
      <ul part="players">${view.seats.map((s) => {
        const who = g.roster?.[s];
        const c = counts[s]!;
        const full = m.playerCounts(c.asked, c.answered, c.shown);
        const turn = view.turn.seat === s && !view.result;
        const kind = who?.kind === "you" ? m.you : who?.kind === "bot" ? m.lobbyBot : who?.kind === "open" ? m.playerOpen : m.playerHuman;
        return html`<li aria-current=${turn ? "true" : "false"} data-seat=${s}>
          <span class="chip seat-fill seat-${s}" aria-hidden="true">${seatLetter(m, s)}</span>
          <span class="name"><bdi>${seatName(m, s, g.names)}</bdi> <span class="kind">(${kind})</span></span>
          ${turn ? html`<span class="turn">${m.playerTurn}</span>` : nothing}
          ${who?.link ? html`<span class="link"><span class="dot ${who.link}" aria-hidden="true"></span>${linkText[who.link]}</span>` : nothing}
          <span class="counts" title=${full}><span aria-hidden="true">${m.playerCountsShort(c.asked, c.answered, c.shown)}</span><span class="visually-hidden">${full}</span></span>
        </li>`;
      })}</ul></section>`;
  }
}
