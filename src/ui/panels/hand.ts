/**
 * The seat's hand: its three grey secret cards (identity, build, mission) and its eight coloured
 * cards. Rendered only from the seat's own view; spectators and the Ambassador seat have none.
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property } from "lit/decorators.js";
import { BUILDS, IDENTITIES } from "../../games/board/types.js";
import { gameContext, type GameContext } from "../context.js";
import { base } from "../theme.js";
import { cardFace, cardStyles } from "./cards.js";

/**
 * @summary The seat's secret cards and coloured cards.
 * @csspart hand - The hand.
 */
export class InkognitoHand extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  static override styles = [
    base,
    cardStyles,
    css`
      :host { display: block; }
      h3 { margin: 0 0 0.4rem; font: 600 0.85rem var(--inkognito-font); color: var(--inkognito-muted); text-transform: uppercase; letter-spacing: 0.06em; }
      .row { display: flex; flex-wrap: wrap; gap: 0.4rem; margin-bottom: 0.8rem; }
      .row.coloured { display: grid; grid-template-columns: repeat(4, minmax(0, 5rem)); }
      .row.coloured > span { display: block; min-width: 0; }
      .row.coloured .card { width: 100%; }
      p { margin: 0; color: var(--inkognito-muted); }
      /* Beside the board on a wide table the side column is short of height (the players and the log share it):
         the same cards, shorter (each card's kind is in its tooltip and the row's heading). */
      @container (min-width: 56rem) {
        h3 { margin-bottom: 0.25rem; font-size: 0.75rem; }
        .row { margin-bottom: 0.35rem; gap: 0.3rem; }
        .row:last-child { margin-bottom: 0; }
        .card { min-height: 4.4rem; padding: 0.2rem; }
        .row.coloured { grid-template-columns: repeat(8, minmax(0, 1fr)); gap: 0.2rem; }
        .row.coloured .card { min-height: 3.4rem; grid-template-rows: 1fr auto; padding: 0.2rem 0.1rem; }
        .row.coloured .card .name { font-size: 0.56rem; overflow-wrap: normal; letter-spacing: -0.02em; }
        .row.coloured .card .kind { display: none; }
        .row.coloured .card .glyph { min-height: 1.5rem; font-size: 1.1rem; }
        .row.coloured .card .sil { width: 1.1rem; height: 1.5rem; }
        .row.coloured .card .mono { width: 1.35rem; height: 1.35rem; font-size: 0.8rem; }
      }
    `,
  ];

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const m = g.messages;
    const you = g.view.you;
    if (!you) return html`<p>${g.view.viewer === "ambassador" ? m.ambassadorHand : m.noHand}</p>`;
    const s = you.secret;
    return html`<div part="hand">
      <h3>${m.secretCards}</h3>
      <div class="row" role="list" aria-label=${m.secretCards}>
        <span role="listitem">${cardFace(m, "grey-identity", s.identity)}</span>
        <span role="listitem">${cardFace(m, "grey-build", s.build)}</span>
        <span role="listitem">${cardFace(m, "grey-mission", s.mission)}</span>
      </div>
      <h3>${m.colouredCards}</h3>
      <div class="row coloured" role="list" aria-label=${m.colouredCards}>
        ${[...IDENTITIES, ...BUILDS].map((c) => html`<span role="listitem">${cardFace(m, c, c, true)}</span>`)}
      </div>
    </div>`;
  }
}
