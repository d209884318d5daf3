/**
 * The card table's log: what happened at the table this game, newest first, in the sentences its
 * live region reads (./announce.ts) — the meetings of each round, who exchanged, who asked whom, a
 * look or a pass, the declaration (C13.2: what everyone sees), and what this seat saw itself (the
 * cards shown to it or by it). Who has chosen is shown on the seats as it happens, not kept here.
 * The list scrolls in its own box (a keyboard reaches it) so a long game keeps the page short.
 * Part of the chunk loaded just after the table's first paint (./table-later.ts, loaded by ./later-parts.ts).
 */
import { html, nothing } from "lit";
import type { CardsView } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";
import { cardsAnnouncement } from "./announce.js";

const SKIPPED = new Set(["committed", "dealt", "roundEnded"]);

export function renderLog(view: CardsView, m: CardsMessages) {
  const lines = view.log.filter((e) => !SKIPPED.has(e.type)).map((e) => ({ type: e.type, text: cardsAnnouncement(m, e, view.viewer) })).filter((l) => l.text).reverse();
  if (!lines.length) return nothing;
  return html`<section class="log" part="cards-log" aria-labelledby="log-title"><h3 id="log-title">${m.logTitle}</h3>
    <ol tabindex="0" aria-labelledby="log-title">${lines.map((l) => html`<li class=${l.type === "roundStarted" ? "round" : ""}>${l.text}</li>`)}</ol></section>`;
}
