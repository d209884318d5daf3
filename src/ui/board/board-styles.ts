/** The board's stylesheet: the SVG, spaces, figures, highlights, forced colours and reduced motion. */
import { css, unsafeCSS } from "lit";
import { VIEW_H, VIEW_W } from "./geometry.js";

export const boardStyles = css`
  :host {
    display: block; position: relative; isolation: isolate; -webkit-tap-highlight-color: transparent;
    aspect-ratio: ${unsafeCSS(`${VIEW_W} / ${VIEW_H}`)};
  }
  :host([hidden]) { display: none; }
  svg {
    display: block; width: 100%; height: 100%; user-select: none; -webkit-user-select: none;
    border-radius: 14px; touch-action: manipulation;
  }
  /* The drawing that never changes (board.ts, boardArt), under the board's SVG, on a compositing
     layer of its own: rastered once, not at each change of the spaces and figures above it. */
  svg.art {
    position: absolute; inset: 0; z-index: -1; pointer-events: none; will-change: transform; overflow: visible;
  }
  .board-shadow { fill: #000; opacity: 0.35; }
  .deco, .routes, .disc, .glow, .focus-ring, .ring, .halo { pointer-events: none; }

  /* ── islands ── */
  .shallows { fill: #2f8ea0; opacity: 0.32; }
  .coast-shadow { fill: #021018; opacity: 0.55; }
  .beach {
    fill: color-mix(in srgb, var(--inkognito-island, #d9b98a) 55%, #fff3d6);
    stroke: var(--inkognito-island-edge, #a8794a); stroke-width: 1.6; stroke-linejoin: round;
  }
  .land { fill: url(#sand); }
  .roofs { fill: url(#roofs); opacity: 0.05; }
  svg.pointing { cursor: pointer; }
  .c-vignette { stop-color: var(--inkognito-vignette, #01080d); }
  .c-lagoon-glow { stop-color: var(--inkognito-lagoon-glow, #185c71); }
  .c-lagoon { stop-color: var(--inkognito-lagoon, #0d3b4f); }
  .c-lagoon-deep { stop-color: var(--inkognito-lagoon-deep, #071f2e); }
  .c-island { stop-color: var(--inkognito-island, #d9b98a); }
  .c-sand-light { stop-color: color-mix(in srgb, var(--inkognito-island, #d9b98a) 80%, #fff4dc); }
  .c-sand-dark { stop-color: color-mix(in srgb, var(--inkognito-island, #d9b98a) 72%, #9c5a34); }
  .c-disc-edge { stop-color: color-mix(in srgb, var(--inkognito-space, #f6ecd8) 85%, #9a8468); }
  .c-gilt { stop-color: var(--inkognito-gilt, #d4a94a); }
  .c-ambassador { stop-color: var(--inkognito-ambassador, #16161a); }
  .canal { fill: none; stroke: var(--inkognito-lagoon, #0d3b4f); stroke-width: 7; stroke-linecap: round; opacity: 0.55; }
  .canal-edge { fill: none; stroke: var(--inkognito-island-edge, #a8794a); stroke-width: 9.5; stroke-linecap: round; opacity: 0.4; }
  .rose-ring { fill: none; stroke: var(--inkognito-gilt, #d4a94a); stroke-opacity: 0.4; stroke-width: 1; }
  .rose-ring.thin { stroke-opacity: 0.22; stroke-width: 0.6; stroke-dasharray: 1 3; }
  .rose-major { fill: var(--inkognito-gilt, #d4a94a); fill-opacity: 0.55; }
  .rose-major.dark { fill: #3b2a10; fill-opacity: 0.55; }
  .rose-minor { fill: var(--inkognito-gilt, #d4a94a); fill-opacity: 0.25; }
  .rose-n { fill: none; stroke: var(--inkognito-gilt, #d4a94a); stroke-opacity: 0.6; stroke-width: 1.2; stroke-linejoin: round; }
  .frame { fill: none; stroke: var(--inkognito-gilt, #d4a94a); stroke-opacity: 0.5; stroke-width: 1.4; }
  .frame-outer { fill: none; stroke: #000; stroke-opacity: 0.35; stroke-width: 4; }

  /* ── routes ── */
  .route { fill: none; stroke-linecap: round; }
  .route.land { stroke: var(--inkognito-land-route, #e0762f); stroke-width: 3.6; }
  .casing { stroke: #4a230e; stroke-opacity: 0.55; stroke-width: 6.4; stroke-linecap: round; }
  .route.water { stroke: var(--inkognito-water-route, #9fd3ec); stroke-width: 3.8; stroke-dasharray: 0 8.5; }
  .water-under { stroke: var(--inkognito-lagoon-deep, #071f2e); stroke-opacity: 0.55; stroke-width: 6.5; stroke-linecap: round; }

  /* ── spaces ── */
  .space { outline: none; cursor: default; }
  .space.actionable { cursor: pointer; }
  .hit { fill: transparent; }
  .disc { transition: transform 160ms ease-out; }
  .space.hover .disc { transform: scale(1.14); }
  .plain-disc { fill: url(#disc); stroke: #5b4330; stroke-width: 1.4; }
  .drop { fill: #000; opacity: 0.35; }
  .start-disc { fill: var(--seat); stroke: var(--inkognito-parchment, #f4ead5); stroke-width: 2; }
  .sheen { fill: url(#seat-sheen); }
  .faded .start-disc { opacity: 0.45; }
  .space-letter { font: 800 11px var(--inkognito-font, system-ui, sans-serif); fill: var(--seat-ink); text-anchor: middle; }
  .medal { fill: url(#gilt); stroke: #6e4f16; stroke-width: 1.4; }
  .medal-inner { fill: none; stroke: #fff3c4; stroke-opacity: 0.75; stroke-width: 0.9; }
  .medal-num { font: 700 15.5px var(--inkognito-font-display, Georgia, serif); fill: #3a2608; text-anchor: middle; }
  .embassy-disc { fill: url(#onyx); stroke: var(--inkognito-gilt, #d4a94a); stroke-width: 2.2; }
  .embassy-inner { fill: none; stroke: var(--inkognito-gilt, #d4a94a); stroke-opacity: 0.6; stroke-width: 0.8; }
  .tophat path, .tophat ellipse { fill: var(--inkognito-parchment, #f4ead5); }
  .tophat .band { fill: var(--inkognito-gilt, #d4a94a); }
  .glow {
    fill: var(--inkognito-highlight, #ffe08a); fill-opacity: 0.22;
    stroke: var(--inkognito-highlight, #ffe08a); stroke-width: 3; filter: url(#glow);
    transform-box: fill-box; transform-origin: center; animation: pulse 1.6s ease-in-out infinite;
  }
  .focus-ring {
    fill: none; stroke: var(--inkognito-focus, #ffd166); stroke-width: 3.5; opacity: 0;
    paint-order: stroke; filter: drop-shadow(0 0 1.5px #000);
  }
  .space:focus-visible .focus-ring { opacity: 1; }
  .mark-ring {
    fill: var(--inkognito-mark, #ff6ad5); fill-opacity: 0.18; stroke: var(--inkognito-mark, #ff6ad5); stroke-width: 4.5;
    stroke-dasharray: 7 4; filter: drop-shadow(0 0 3px #000); pointer-events: none;
    transform-box: fill-box; transform-origin: center; animation: pulse 1.6s ease-in-out infinite;
  }
  .figure.marked .ring { opacity: 1; stroke: var(--inkognito-mark, #ff6ad5); stroke-width: 3.5; }
  .figure.marked .halo { opacity: 1; fill: var(--inkognito-mark, #ff6ad5); stroke: var(--inkognito-mark, #ff6ad5); }
  .figure.marked .fig-inner { filter: drop-shadow(0 0 5px var(--inkognito-mark, #ff8ad8)); }
  @keyframes pulse {
    0%, 100% { transform: scale(0.92); stroke-opacity: 0.95; }
    50% { transform: scale(1.08); stroke-opacity: 0.55; }
  }

  /* ── figures ── */
  .figure {
    transition: transform 700ms cubic-bezier(0.33, 0.8, 0.25, 1);
    cursor: default;
  }
  .figure { pointer-events: none; }
  .figure.selectable, .figure.on-target { cursor: pointer; pointer-events: auto; }
  .fig-inner { transition: transform 220ms ease-out, filter 220ms ease-out; }
  .figure.selected .fig-inner { transform: translateY(-7px); filter: drop-shadow(0 0 4px var(--inkognito-highlight, #ffe08a)); }
  .figure .shadow { fill: url(#fig-shadow); }
  .figure .body { fill: var(--seat); stroke: #150d08; stroke-width: 1; stroke-linejoin: round; }
  .figure .shade { fill: url(#fig-shade); }
  .figure .fold { stroke: #000; stroke-opacity: 0.22; stroke-width: 0.8; }
  .figure .face { fill: #f3e6cf; stroke: #150d08; stroke-width: 0.8; }
  .figure .mask { fill: #17110d; stroke: var(--inkognito-gilt, #d4a94a); stroke-width: 0.55; }
  .figure .eye { fill: #f3e6cf; }
  .figure .hat { fill: #1d1510; stroke: #050302; stroke-width: 0.6; }
  .figure .hat-trim { fill: none; stroke: var(--inkognito-gilt, #d4a94a); stroke-width: 0.7; stroke-opacity: 0.85; }
  .figure .hat-band { fill: var(--inkognito-gilt, #d4a94a); }
  .figure .letter {
    font-family: var(--inkognito-font, system-ui, sans-serif); font-weight: 800; text-anchor: middle;
    fill: var(--seat-ink); stroke: var(--seat-outline); stroke-width: 1.3; paint-order: stroke;
  }
  .figure.ambassador .body { stroke: #6f6f7a; stroke-width: 0.8; }
  .figure .hitbox { fill: transparent; }
  .halo {
    fill: var(--inkognito-highlight, #ffe08a); fill-opacity: 0.2; stroke: var(--inkognito-highlight, #ffe08a);
    stroke-width: 1.8; opacity: 0; transform-box: fill-box; transform-origin: center;
  }
  .figure.selectable .halo { opacity: 1; animation: breathe 1.8s ease-in-out infinite; }
  .ring { fill: none; stroke: var(--inkognito-gilt, #d4a94a); stroke-width: 2.6; opacity: 0; }
  .figure.selected .ring, .figure.marked .ring { opacity: 1; }
  .figure.marked .fig-inner { filter: drop-shadow(0 0 2px #fff) drop-shadow(0 0 5px var(--inkognito-mark, #ff5fa2)); }
  .figure.marked .ring { stroke: var(--inkognito-mark, #ff5fa2); }
  .space .mark { fill: var(--inkognito-mark, #ff5fa2); fill-opacity: 0.18; stroke: var(--inkognito-mark, #ff5fa2); stroke-width: 3; stroke-dasharray: 5 3; }
  .figure.selected .halo { animation: none; opacity: 1; fill-opacity: 0.35; }
  @keyframes breathe {
    0%, 100% { transform: scale(0.9); opacity: 0.65; }
    50% { transform: scale(1.12); opacity: 1; }
  }

  .seat-red { --seat: var(--inkognito-red, #c8322d); --seat-ink: #fff; --seat-outline: #3b0d0b; }
  .seat-yellow { --seat: var(--inkognito-yellow, #e2b324); --seat-ink: var(--inkognito-ink, #2a2118); --seat-outline: #fff3c2; }
  .seat-green { --seat: var(--inkognito-green, #2f8f4e); --seat-ink: #fff; --seat-outline: #0c2a16; }
  .seat-blue { --seat: var(--inkognito-blue, #2f6fc0); --seat-ink: #fff; --seat-outline: #0b1d36; }
  .seat-ambassador { --seat: var(--inkognito-ambassador, #16161a); --seat-ink: #fff; --seat-outline: #000; }

  /* Forced colours: the map is a picture and keeps its colours; figures get a solid outline so
     no silhouette melts into the land, and focus and selection use system colours. */
  @media (forced-colors: active) {
    svg { forced-color-adjust: none; }
    .figure .body, .figure.ambassador .body { stroke: CanvasText; stroke-width: 1.4; }
    .figure.selected .ring, .focus-ring { stroke: Highlight; }
  }
  @media (prefers-reduced-motion: reduce) {
    .figure, .fig-inner, .disc { transition: none; }
    .glow, .halo, .figure.selectable .halo, .mark-ring { animation: none; }
  }
`;
