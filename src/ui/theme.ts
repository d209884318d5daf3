/**
 * Design tokens as CSS custom properties, all prefixed `--inkognito-`. Set them on the element (or
 * any ancestor) to theme the table; they inherit into every part.
 */
import { css } from "lit";

export const tokens = css`
  :host {
    --inkognito-lagoon: #0d3b4f;
    --inkognito-lagoon-deep: #071f2e;
    --inkognito-island: #d9b98a;
    --inkognito-island-edge: #a8794a;
    --inkognito-land-route: #e0762f;
    --inkognito-water-route: #9fd3ec;
    --inkognito-space: #f6ecd8;
    --inkognito-red: #c8322d;
    --inkognito-yellow: #e2b324;
    --inkognito-green: #2f8f4e;
    --inkognito-blue: #2f6fc0;
    --inkognito-ambassador: #16161a;
    --inkognito-gilt: #d4a94a;
    --inkognito-parchment: #f4ead5;
    --inkognito-ink: #2a2118;
    --inkognito-grey-card: #c9ced6;
    --inkognito-panel: #1b2a35;
    --inkognito-panel-text: #f3ecdf;
    --inkognito-muted: #a9b4bd;
    --inkognito-focus: #ffd166;
    --inkognito-highlight: #ffe08a;
    --inkognito-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    --inkognito-font-display: Georgia, "Times New Roman", serif;
    --inkognito-radius: 10px;
  }
`;

/**
 * Seat colours through classes, never a `style` attribute (strict CSP blocks those): `seat-<seat>`
 * sets `--seat` and `--seat-ink` (dark ink on the light seats, so letters reach 4.5:1), `seat-fill`
 * paints a chip with them, `seat-ring` draws its border in the seat colour.
 */
export const seatStyles = css`
  .seat-red { --seat: var(--inkognito-red, #c8322d); --seat-ink: #fff; }
  .seat-yellow { --seat: var(--inkognito-yellow, #e2b324); --seat-ink: #1a1206; }
  .seat-green { --seat: var(--inkognito-green, #2f8f4e); --seat-ink: #0d0a05; }
  .seat-blue { --seat: var(--inkognito-blue, #2f6fc0); --seat-ink: #fff; }
  .seat-ambassador { --seat: var(--inkognito-ambassador, #16161a); --seat-ink: #fff; }
  .seat-fill { background: var(--seat); color: var(--seat-ink); }
  .seat-ring { border-color: var(--seat); }
  @media (forced-colors: active) {
    .seat-fill { border: 1px solid CanvasText; }
  }
`;

/** A seat's letter, so colour is never the only cue. */
export const SEAT_LETTER: Readonly<Record<string, string>> = {
  red: "R", yellow: "Y", green: "G", blue: "B", ambassador: "A",
};

/** Shared focus ring and reduced-motion rules for every component. */
export const base = css`
  :host { font-family: var(--inkognito-font); }
  :focus-visible { outline: 3px solid var(--inkognito-focus); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
`;
