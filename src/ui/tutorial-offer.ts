/**
 * The offer of the tutorial at a first solo game: one line above the board with a button that
 * starts it (`scenario="tutorial"`) and one that dismisses the offer. Either is remembered in
 * `localStorage`, so the offer shows until the player has answered it once (and goes at once, for
 * the rest of the page's life, where the store refuses to remember the answer).
 */
import { css, html, nothing, type TemplateResult } from "lit";
import type { Messages } from "./i18n/index.js";

export const TUTORIAL_OFFER_KEY = "inkognito:tutorial-offer";

/** Answered on this page where the store refused to remember it (a full one, Safari's private mode): the offer goes all the same. */
let answeredHere = false;

function answered(): boolean {
  if (answeredHere) return true;
  try {
    return globalThis.localStorage?.getItem(TUTORIAL_OFFER_KEY) !== null;
  } catch {
    return true; // no storage: offer nothing we could not remember having offered
  }
}

function remember(answer: "started" | "dismissed"): void {
  try {
    globalThis.localStorage?.setItem(TUTORIAL_OFFER_KEY, answer);
  } catch {
    // storage refused: the offer goes for this visit, and shows again next time
    answeredHere = true;
  }
}

/** What the shell tells the offer. */
export interface OfferHost {
  readonly mode: string;
  readonly scenario: string | null;
  requestUpdate(): void;
  startTutorial(): void;
}

/** The offer, at a solo table with no scenario, until answered; else nothing. */
export function renderTutorialOffer(host: OfferHost, m: Messages): TemplateResult | typeof nothing {
  if (host.mode !== "solo" || host.scenario || answered()) return nothing;
  const start = () => { remember("started"); host.startTutorial(); };
  const dismiss = () => { remember("dismissed"); host.requestUpdate(); };
  return html`<div class="tutorial-offer" part="tutorial-offer" role="region" aria-label=${m.tutorialOfferLabel}>
    <span>${m.tutorialOfferText}</span>
    <button class="primary" @click=${start}>${m.tutorialOfferStart}</button>
    <button @click=${dismiss} aria-label=${m.tutorialOfferDismissLabel}>${m.tutorialOfferDismiss}</button>
  </div>`;
}

export const tutorialOfferStyles = css`
  .tutorial-offer {
    display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 0.6rem; padding: 0.45rem 0.9rem;
    background: color-mix(in srgb, var(--inkognito-gilt) 18%, var(--inkognito-panel)); color: var(--inkognito-panel-text);
    font-size: 0.88rem; border-bottom: 1px solid color-mix(in srgb, var(--inkognito-gilt) 45%, transparent);
  }
  .tutorial-offer span { flex: 1 1 14rem; }
  .tutorial-offer button {
    font: 600 0.85rem var(--inkognito-font); padding: 0.35rem 0.8rem; min-height: 2.25rem; border-radius: 999px; cursor: pointer;
    border: 1px solid var(--inkognito-gilt); background: transparent; color: var(--inkognito-panel-text);
  }
  .tutorial-offer button.primary { background: var(--inkognito-gilt); color: var(--inkognito-ink); }
`;
