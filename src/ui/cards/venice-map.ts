/**
 * The five locations of Venice on a small map (C1.5): an SVG lagoon with islands, and on it one
 * button per location holding this round's face-up tiles (seat letter and colour), the sealed
 * Ambassador tile as a mark, and the locations the viewer may place on highlighted.
 */
import { html, svg, css, nothing } from "lit";
import { LOCATIONS, type CardsView, type Location, type TileHolder } from "../../games/cards/types.js";
import type { ErrorCode } from "../../games/cards/errors.js";
import type { CardsMessages } from "../i18n/cards.js";
import { seatLetter } from "../theme.js";

export const mapStyles = css`
  .map { position: relative; width: 100%; aspect-ratio: 16 / 10; border-radius: var(--inkognito-radius); overflow: hidden;
    background: var(--inkognito-lagoon); box-shadow: inset 0 0 0 2px color-mix(in srgb, var(--inkognito-gilt) 40%, transparent); }
  .map svg { position: absolute; inset: 0; width: 100%; height: 100%; }
  .loc { position: absolute; transform: translate(-50%, -50%); min-width: 6.2rem; min-height: 2.75rem; padding: 0.25rem 0.4rem;
    border-radius: 0.5rem; border: 2px solid var(--inkognito-island-edge); background: radial-gradient(#fffaf0, var(--inkognito-parchment) 75%);
    box-shadow: inset 0 0 0 1px var(--inkognito-gilt), 0 2px 5px #0005;
    color: var(--inkognito-ink); font: 600 0.8rem var(--inkognito-font-display); display: grid; justify-items: center; gap: 0.2rem; }
  .loc[aria-disabled="true"] { cursor: default; }
  .loc.can { border-color: var(--inkognito-highlight); box-shadow: inset 0 0 0 1px var(--inkognito-gilt), 0 0 0 3px var(--inkognito-highlight); cursor: pointer; }
  .loc.meet { border-color: var(--inkognito-gilt); border-width: 3px; }
  .loc-rialto { left: 48%; top: 26%; }
  .loc-san-marco { left: 70%; top: 58%; }
  .loc-arsenale { left: 86%; top: 28%; }
  .loc-accademia { left: 32%; top: 68%; }
  .loc-santa-lucia { left: 16%; top: 30%; }
  .tiles { display: flex; gap: 0.2rem; min-height: 1.3rem; }
  /* A seat's tile: its letter (one or two) centred, the tile as wide as it needs. */
  .tile { display: inline-grid; place-items: center; box-sizing: border-box; min-width: 1.3rem; height: 1.3rem; padding: 0 0.2rem; border-radius: 0.25rem;
    font: 700 0.75rem/1 var(--inkognito-font); box-shadow: 0 1px 2px #0006; }
  .tile.sealed { background: repeating-linear-gradient(45deg, #16161a, #16161a 3px, #3a3a44 3px, #3a3a44 6px); color: #fff; }
  @container (max-width: 480px) {
    .loc { min-width: 4.6rem; font-size: 0.7rem; padding: 0.15rem 0.25rem; }
    .tile { min-width: 1.2rem; height: 1.2rem; padding: 0 0.15rem; font-size: 0.7rem; }
  }
`;

/** Who has a face-up tile on a location this round. */
export function holdersAt(view: CardsView, loc: Location): TileHolder[] {
  return (Object.entries(view.round.placed) as [TileHolder, Location][]).filter(([, l]) => l === loc).map(([h]) => h);
}

/**
 * Why the seat at this screen may not place on `loc` now, from its own view (C13.1), as the referee
 * would refuse it (C14): the game is over, its tile is played since the reshuffle (C4.2, C8.2), or it
 * is not its turn to place (C4.2). Null for a spectator, or where it may place.
 */
export function placeRefusal(view: CardsView, loc: Location): ErrorCode | null {
  if (!view.you || view.legal.some((a) => a.type === "place" && a.location === loc)) return null;
  if (view.result) return "GAME_OVER";
  return view.tiles[view.you.seat].left.includes(loc) ? "NOT_YOUR_TURN" : "TILE_PLAYED";
}

/** The map; `onPlace` a location the seat may place on, `onRefused` one it may not (tapped, so told why). */
export function renderMap(view: CardsView, m: CardsMessages, onPlace: (loc: Location) => void, onRefused: (loc: Location) => void = () => undefined) {
  const can = new Set(view.legal.flatMap((a) => (a.type === "place" ? [a.location] : [])));
  const meet = view.round.meetings[view.round.current];
  const sealedMine = view.you?.sealedTile ?? null;
  return html`<div class="map" part="cards-map" role="group" aria-label=${m.mapLabel}>
    ${svg`<svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <defs><pattern id="ripple" width="8" height="8" patternUnits="userSpaceOnUse">
        <path d="M0 4 q2 -2 4 0 t4 0" fill="none" stroke="#9fd3ec" stroke-opacity="0.12" stroke-width="0.6"/></pattern></defs>
      <rect width="160" height="100" fill="url(#ripple)"/>
      <path d="M20 30 C20 10 60 8 80 14 C110 6 140 12 146 30 C152 50 130 74 104 78 C84 90 50 86 36 76 C16 64 18 46 20 30 Z"
        fill="var(--inkognito-island)" stroke="var(--inkognito-island-edge)" stroke-width="1.2"/>
      <path d="M22 44 C46 40 60 52 78 46 C96 40 104 54 124 52" fill="none" stroke="var(--inkognito-lagoon)" stroke-width="3.2" stroke-linecap="round" opacity="0.8"/>
      <path d="M8 92 C30 84 60 94 90 90" fill="none" stroke="var(--inkognito-island-edge)" stroke-width="0.8" stroke-dasharray="2 2" opacity="0.7"/>
    </svg>`}
    ${LOCATIONS.map((loc) => {
      const holders = holdersAt(view, loc);
      const sealedHere = sealedMine === loc && !view.round.placed.ambassador;
      const who = m.list(holders.map((h) => m.seat[h]));
      const mayPlace = can.has(loc);
      return html`<button class="loc loc-${loc} ${mayPlace ? "can" : ""} ${meet?.location === loc ? "meet" : ""}"
        aria-disabled=${mayPlace ? "false" : "true"} @click=${() => (mayPlace ? onPlace : onRefused)(loc)}>
        <span aria-hidden="true">${m.location[loc]}</span><span class="visually-hidden">${m.tilesHere(m.location[loc], who)}${mayPlace ? ` — ${m.placeHere(m.location[loc])}` : ""}</span>
        <span class="tiles" aria-hidden="true">${holders.map((h) => html`<span class="tile seat-fill seat-${h}" title=${m.seat[h]}>${seatLetter(m, h)}</span>`)}
          ${sealedHere ? html`<span class="tile sealed" title=${m.ambassadorSealed}>A</span>` : nothing}</span>
      </button>`;
    })}
  </div>`;
}
