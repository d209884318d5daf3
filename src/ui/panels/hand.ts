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
