/**
 * How a card looks: coloured cards (a character or a build) on warm parchment, the grey secret
 * cards on cool grey with their face written on them. Shared by the hand, the answer picker, the
 * notebook and the end screen.
 */
import { css, html, svg, type TemplateResult } from "lit";
import type { CardRef, Identity, Build, MissionLetter } from "../../games/board/index.js";
import type { Messages } from "../i18n/index.js";
import { faceName, isGrey, kindLabel, missionName } from "./card-names.js";

export { faceName, isGrey, kindLabel, missionName, shownName } from "./card-names.js";

/** Body width and height of each build's silhouette (drawn, not a font glyph: no emoji font needed). */
const SILHOUETTE: Readonly<Record<string, readonly [number, number]>> = {
  tall: [9, 26], short: [9, 15], fat: [16, 20], thin: [5, 26],
};

function buildIcon(build: string): TemplateResult {
  const [w, h] = SILHOUETTE[build]!;
  const top = 30 - h;
  return html`<svg class="sil" viewBox="0 0 24 32" aria-hidden="true">${svg`
    <circle cx="12" cy=${top - 3.2} r="3" fill="currentColor"/>
    <path d="M${12 - w / 2} 30 L${12 - w / 2 + 1} ${top + 1} Q12 ${top - 1} ${12 + w / 2 - 1} ${top + 1} L${12 + w / 2} 30 Z" fill="currentColor"/>`}
  </svg>`;
}

/** A card face: small kind label, glyph and name. */
export function cardFace(m: Messages, card: CardRef, face: Identity | Build | MissionLetter, small = false): TemplateResult {
  const grey = isGrey(card);
  const name = card === "grey-mission" ? missionName(m, face as MissionLetter)
    : m.characterShort[face as Identity] ?? faceName(m, face);
  const glyph = card !== "grey-mission" && face in SILHOUETTE ? buildIcon(face)
    : card === "grey-mission" ? face : html`<span class="mono">${face}</span>`;
  return html`<span class="card ${grey ? "grey" : "coloured"} ${small ? "small" : ""}" data-card=${card}
    title=${card === "grey-mission" ? name : `${kindLabel(m, card)}: ${faceName(m, face)}`}>
    <span class="kind">${kindLabel(m, card)}</span>
    <span class="glyph" aria-hidden="true">${glyph}</span>
    <span class="name">${name}</span>
  </span>`;
}

export const cardStyles = css`
  .card {
    display: inline-grid; grid-template-rows: auto 1fr auto; justify-items: center; align-items: center;
    width: 4.8rem; min-height: 6.1rem; padding: 0.35rem 0.25rem; box-sizing: border-box; border-radius: 8px;
    background: var(--inkognito-parchment); color: var(--inkognito-ink); text-align: center;
    border: 1px solid color-mix(in srgb, var(--inkognito-gilt) 70%, #000); box-shadow: 0 2px 6px #0005;
    font-size: 0.72rem; line-height: 1.15;
  }
  .card.grey {
    background: linear-gradient(160deg, #e3e7ec, var(--inkognito-grey-card));
    border-color: #8b949e;
  }
  .card .kind { font-size: 0.6rem; text-transform: uppercase; letter-spacing: 0.05em; opacity: 0.75; }
  .card .glyph { font: 700 1.45rem var(--inkognito-font-display); display: grid; place-items: center; min-height: 2rem; }
  .card .sil { width: 1.5rem; height: 2rem; color: color-mix(in srgb, var(--inkognito-ink) 80%, transparent); }
  .card .mono { display: inline-grid; place-items: center; width: 1.7rem; height: 1.7rem; border-radius: 50%; font-size: 1rem;
    border: 1.5px solid currentColor; }
  .card .name { font-size: 0.66rem; letter-spacing: -0.01em; max-width: 100%; overflow-wrap: anywhere; hyphens: manual; }
  .card .name { font-weight: 600; }
  .card.small { width: 4.3rem; min-height: 4.9rem; font-size: 0.66rem; }
  .card.small .kind { font-size: 0.52rem; }
  .card.small .name { font-size: 0.6rem; }
  .card.small .glyph { font-size: 1.15rem; min-height: 1.6rem; }
  .card.small .sil { width: 1.2rem; height: 1.6rem; }
  @media (forced-colors: active) {
    .card { border: 1px solid CanvasText; }
    .card.grey { border-style: dashed; }
    /* the build silhouettes keep the text colour, whatever the palette */
    .card .sil { forced-color-adjust: none; color: CanvasText; }
  }
`;
