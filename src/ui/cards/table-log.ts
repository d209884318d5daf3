/**
 * The card table's log: what happened at the table this game, newest first, in the sentences its
 * live region reads (./announce.ts) — the meetings of each round, who exchanged, who asked whom, a
 * look or a pass, the declaration (C13.2: what everyone sees), and what this seat saw itself (the
 * cards shown to it or by it). Who has chosen is shown on the seats as it happens, not kept here.
 * The list scrolls in its own box (a keyboard reaches it) so a long game keeps the page short.
 */
import { html, css, nothing } from "lit";
import type { CardsView } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";
import { cardsAnnouncement } from "./announce.js";

export const logStyles = css`
  .log ol { list-style: none; margin: 0.3rem 0 0; padding: 0 0.2rem 0 0; max-height: 14rem; overflow-y: auto; font-size: 0.8rem; }
  .log li { padding: 0.15rem 0; border-bottom: 1px solid color-mix(in srgb, var(--inkognito-panel) 70%, var(--inkognito-panel-text)); overflow-wrap: anywhere; }
  .log li.round { font-weight: 700; color: var(--inkognito-highlight); }
  .log ol:focus-visible { outline: 2px solid var(--inkognito-highlight); outline-offset: 2px; }
`;

const SKIPPED = new Set(["committed", "dealt", "roundEnded"]);

export function renderLog(view: CardsView, m: CardsMessages) {
  const lines = view.log.filter((e) => !SKIPPED.has(e.type)).map((e) => ({ type: e.type, text: cardsAnnouncement(m, e, view.viewer) })).filter((l) => l.text).reverse();
  if (!lines.length) return nothing;
  return html`<section class="log" part="cards-log" aria-labelledby="log-title"><h3 id="log-title">${m.logTitle}</h3>
    <ol tabindex="0" aria-labelledby="log-title">${lines.map((l) => html`<li class=${l.type === "roundStarted" ? "round" : ""}>${l.text}</li>`)}</ol></section>`;
}
