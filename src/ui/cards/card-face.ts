/**
 * A card of the card game drawn as a playing card (C1.3, C1.4, C1.6): portrait, rounded, its index
 * (the character's letter or the code) large, its name small and, for a coloured card, whether it is
 * true or false for its holder as a marker with a symbol and a word (colour is never the only cue).
 * A coloured card is framed in its holder's seat colour (`--seat`, from a `seat-<seat>` ancestor); a
 * black card is dark, cool and finely hatched, as secret cards are (DESIGN.md). The face scales with
 * the card's own width (container units), so a hand of four across a phone still reads whole — but for
 * the true/false marker, which never goes below 11 px: on a narrow card its word wraps under its symbol.
 * Used by the hand and the set picker (./acts.ts), in the table and in replays.
 */
import { html, svg, css } from "lit";
import type { Card } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";

export const cardFaceStyles = css`
  .hand { display: grid; grid-template-columns: repeat(4, minmax(0, 5.5rem)); gap: 0.4rem; margin: 0.3rem 0 0.5rem; padding: 0; list-style: none; }
  .hand > li { display: flex; min-width: 0; }
  .card { box-sizing: border-box; width: 100%; aspect-ratio: 5 / 7; container-type: inline-size; display: flex; flex-direction: column; align-items: center;
    gap: 0.1rem; padding: 0.3rem 0.1rem; text-align: center; font: inherit; border: 0.2rem solid var(--seat); border-radius: 0.55rem;
    background: radial-gradient(#fffaf0, var(--inkognito-parchment) 70%); color: var(--inkognito-ink); box-shadow: inset 0 0 0 1px var(--inkognito-gilt), 0 2px 4px #0007; }
  .ix { font: 700 min(1.7rem, 36cqw)/1.1 var(--inkognito-font-display); }
  .nm { font-size: min(0.7rem, 14.5cqw); color: #4b4032; overflow-wrap: anywhere; }
  .mask { margin-top: auto; width: 58%; color: #8d9aae; }
  .tf { margin-top: auto; box-sizing: border-box; max-width: 100%; padding: 0.1em 0.25em; border: 1px solid #8c7b61; border-radius: 0.7em; color: #4b4032;
    font: 700 max(11px, 0.6875rem)/1.15 var(--inkognito-font); }
  /* A phone: the cards a little closer, their text to their frame. On a narrow card the marker keeps its size: its word wraps under
     the symbol and, medium where the font has it, fits. */
  @container (max-width: 480px) { .hand { gap: 0.3rem; } .card { padding-inline: 0; } }
  @container (max-width: 4.5rem) { .tf { font-weight: 500; } }
  .tf.yes { background: #1d5a36; border-color: #1d5a36; color: #fff; }
  .card.black { border-color: #8e9aae; color: #eef2f7; box-shadow: inset 0 0 0 1px #5a6576, 0 2px 4px #0009;
    background: repeating-linear-gradient(135deg, #ffffff0b 0 2px, #0000 2px 6px), linear-gradient(165deg, #414b5a, #171c25 80%); }
  .black .nm { color: #cbd3de; }
  button.card { cursor: pointer; transition: transform 0.15s; }
  .card[aria-pressed="true"] { transform: translateY(-0.3rem); outline: 3px solid var(--inkognito-highlight); outline-offset: 2px; }
  /* Room above the picker for a chosen card, lifted and outlined, under the heading rather than over it. */
  .hand[part~="cards-picker"] { margin-top: 0.75rem; }
  .card[aria-disabled="true"] { opacity: 0.45; filter: saturate(0.3); cursor: not-allowed; box-shadow: none; }
  @media (forced-colors: active) { .card, .tf { border-color: CanvasText; } }
`;

/** A carnival mask, the black (secret) cards' emblem: for the eye only. */
const MASK = svg`<svg class="mask" viewBox="0 0 32 16" aria-hidden="true" focusable="false"><path fill="currentColor" fill-rule="evenodd"
  d="M2 3C8 0 12 2 16 4C20 2 24 0 30 3C30 10 26 14 21 14C18 14 17 11 16 10C15 11 14 14 11 14C6 14 2 10 2 3ZM7 7a3 2 0 1 0 6 0a3 2 0 1 0-6 0ZM19 7a3 2 0 1 0 6 0a3 2 0 1 0-6 0Z"/></svg>`;

/**
 * A card's face: its index, its name and, when `truth` is given (a coloured card), its true/false
 * marker, else (a black card) the mask. Read as "B Colonel Bubble true" (the marker's symbol is for
 * the eye only).
 */
export function cardFace(m: CardsMessages, c: Card, truth?: boolean) {
  return html`<span class="ix">${c}</span> <span class="nm">${typeof c === "number" ? m.kindName.code : m.character[c]}</span>${truth === undefined ? MASK
    : html` <span class="tf ${truth ? "yes" : "no"}"><span aria-hidden="true">${truth ? "✓" : "✗"}</span> ${truth ? m.trueCard : m.falseCard}</span>`}`;
}
