/**
 * The CSS of `<inkognito-game>`'s own layout: its size in any container (a sizing strut), the
 * table, the board with its zoom viewport on phones, the side panel, the hot-seat screen, the
 * answer picker's veil, the toast. The parts bring their own; the network status line is the
 * network chunk's (./network-shell.ts).
 */
import { css } from "lit";

export const shellStyles = css`
  .top { display: grid; grid-template-columns: minmax(0, 1fr) auto; }
  /* The game menu's place until its chunk arrives after the board's first paint (./board/later-parts.ts):
     the button's own box (./controls/game-menu.ts: padding, the bars' 1rem and gap, its label from
     data-label, hidden on a phone), so the turn bar beside it does not reflow when it comes. */
  .top > inkognito-game-menu:not(:defined) { display: flex; align-items: center; min-height: 2.5rem; box-sizing: border-box;
    padding: 0 0.9rem 0 2.3rem; font: 600 0.9rem var(--inkognito-font); white-space: nowrap; color: transparent;
    border-left: 1px solid color-mix(in srgb, var(--inkognito-gilt) 35%, transparent); border-radius: 0 var(--inkognito-radius) 0 0;
    background: linear-gradient(180deg, var(--inkognito-bar, #22384a), var(--inkognito-panel)); }
  .top > inkognito-game-menu:not(:defined)::before { content: attr(data-label); }
  @container (max-width: 40rem) {
    .top > inkognito-game-menu:not(:defined) { padding: 0 0.8rem 0 1.8rem; }
    .top > inkognito-game-menu:not(:defined)::before { content: none; }
  }
  .scrim.confirm { z-index: 36; }
  /*
   * Layout: the table is a size container (for its container queries), so it has no width of
   * its own; the strut gives the element one (at least 18rem, ideally 60rem) in flex, grid and
   * inline-block boxes. A flex item grows into the row; a height the page sets is filled, the
   * board scaling to fit it (wide) or the table scrolling inside it (narrow).
   */
  :host { display: block; flex: 1 1 auto; color: var(--inkognito-panel-text); }
  :host([hidden]) { display: none; }
  /* The element's language decides its direction, not the page's: English on a right-to-left page stays left to right (dir="rtl" is set for a language written so). */
  :host { direction: ltr; }
  :host([dir="rtl" i]) { direction: rtl; }
  .strut { display: flex; flex-wrap: wrap; height: 0; overflow: hidden; visibility: hidden; }
  .strut i { flex: none; width: 21rem; }
  .strut i:first-child { width: 18rem; }
  .table {
    position: relative; container-type: inline-size; overflow: hidden; min-height: 20rem; height: 100%; box-sizing: border-box;
    display: flex; flex-direction: column;
    background: radial-gradient(120% 100% at 30% 0%, var(--inkognito-table-glow), var(--inkognito-lagoon-deep));
    border-radius: var(--inkognito-radius); border: 1px solid color-mix(in srgb, var(--inkognito-gilt) 40%, transparent);
  }
  .main { display: grid; grid-template-columns: minmax(0, 1fr); flex: 1 1 auto; min-height: 0; overflow: auto; }
  .board-wrap { position: relative; min-width: 0; padding: 0.5rem; }
  inkognito-board { display: block; width: 100%; }
  inkognito-phantom { position: absolute; z-index: 2; left: 1.2%; top: 1.2%; width: clamp(7rem, 22%, 11rem); }
  .side { display: grid; align-content: start; gap: 0.75rem; padding: 0.75rem; min-width: 0;
    background: color-mix(in srgb, var(--inkognito-panel) 92%, transparent); border-top: 1px solid var(--inkognito-rule); }
  .side > .wide { display: none; }
  .zoom { display: none; font: 600 0.85rem var(--inkognito-font);
    min-height: 2.5rem; padding: 0.4rem 0.8rem; border-radius: 999px; border: 1px solid var(--inkognito-gilt);
    background: color-mix(in srgb, var(--inkognito-panel) 88%, transparent); color: var(--inkognito-panel-text); cursor: pointer; }
  .board-scroll { min-width: 0; }
  /* The meeting's choices: under the board, at the top of the side column on wide screens, and on a
     phone over the Phantom's row, so every choice is on the first screen and the board stays put. */
  .meets { min-width: 0; padding: 0 0.75rem; background: color-mix(in srgb, var(--inkognito-panel) 92%, transparent); }
  /* A narrated scenario's caption: under the board (an open answer picker goes over it), beside it on wide screens (beside the picker too). */
  .main > inkognito-scenario-steps { padding: 0.4rem 0.5rem 0; }
  @container (max-width: 40rem) {
    .board-wrap { grid-area: 1 / 1; }
    .meets { grid-area: 1 / 1; align-self: start; z-index: 3; margin: 0.4rem 0.4rem 0; padding: 0; background: none;
      max-height: 70%; overflow: auto; border-radius: var(--inkognito-radius); }
    .meets::part(meeting) { box-shadow: 0 6px 18px #000c; }
  }
  @container (max-width: 40rem) {
    /* Phone: the Phantom and the zoom button share a row above the board; the board zooms and pans
       inside a viewport of fixed size, so the page never grows and nothing covers the board. */
    .board-wrap { display: grid; grid-template-columns: auto 1fr; align-items: end; gap: 0.25rem 0.5rem; }
    inkognito-phantom { position: static; width: 8.5rem; grid-row: 1; grid-column: 1; }
    .zoom { display: block; grid-row: 1; grid-column: 2; justify-self: end; }
    .board-scroll { grid-row: 2; grid-column: 1 / -1; width: 100%; aspect-ratio: 1064 / 723; overflow: hidden;
      border-radius: 14px; touch-action: pan-x pan-y; }
    .zoomed .board-scroll { overflow: auto; overscroll-behavior: contain; touch-action: none; }
  }
  @container (min-width: 40.0625rem) {
    inkognito-board.zoomed { width: 100% !important; }
  }
  @container (min-width: 56rem) {
    .main { grid-template-columns: minmax(0, 1fr) minmax(19rem, 24rem); grid-template-rows: auto auto minmax(0, 1fr); overflow: hidden; }
    .board-wrap { grid-area: 1 / 1 / 4 / 2; }
    .main > inkognito-scenario-steps { grid-area: 1 / 2; padding: 0.75rem 0.75rem 0; position: relative; z-index: 16; }
    .meets { grid-area: 2 / 2; padding: 0.75rem 0.75rem 0; border-left: 1px solid var(--inkognito-rule); }
    /* The side column is as tall as the board and scrolls: opening a tab never makes the table taller. */
    .side { grid-area: 3 / 2; height: 0; min-height: 100%; box-sizing: border-box; }
    /* The players' panels on top, the tabs, and the log always in view below them. The log takes the room the open
       tab leaves (its basis 0); short of room, it keeps only its least (a line and the mannerisms, its content's minimum)
       and the tab shrinks and scrolls only then: the hand is whole beside a meeting's card. */
    .side { display: flex; flex-direction: column; gap: 0.6rem; }
    .side > inkognito-side-panel { flex: 0 1 auto; min-height: 9rem; overflow: auto; }
    .side > .log { flex: 1 1 0; border-top: 1px solid var(--inkognito-rule); padding-top: 0.4rem; }
    .side > .wide { display: block; }
    /* The log fills its box: its lines scroll (the newest in view) above the mannerisms. */
    .side > .wide.log { display: flex; flex-direction: column; }
    .side > .log > inkognito-log { flex: 1 1 auto; }
    .board-scroll { height: 100%; }
    inkognito-board { max-height: 100%; }
    .side { border-top: none; border-left: 1px solid var(--inkognito-rule); max-height: 100%; overflow: auto; }
  }
  .answer { position: absolute; inset: 0; z-index: 15; display: grid; place-items: center; padding: 1rem;
    background: color-mix(in srgb, var(--inkognito-lagoon-deep) 70%, transparent); }
  .answer > * { width: min(34rem, 100%); max-height: 100%; overflow: auto; }
  @container (max-width: 40rem) { .answer { align-items: start; padding: 0.5rem; } }
  /* A narrated scenario's pending answer: beside the board on wide tables the picker keeps clear of the caption's column;
     narrower, the caption is shown above the picker (the one under the board would be behind it). */
  .answer-steps { display: none; }
  @container (min-width: 56rem) { .answer.narrated { right: 24rem; } }
  @container (max-width: 55.9375rem) {
    .answer.narrated { align-content: start; align-items: start; gap: 0.5rem; }
    .answer.narrated > .answer-steps { display: block; border-radius: var(--inkognito-radius); }
    .table:has(> .answer.narrated) .main > inkognito-scenario-steps { visibility: hidden; }
  }
  .privacy { position: absolute; inset: 0; z-index: 30; min-height: 20rem; display: grid; place-items: center; text-align: center;
    background: linear-gradient(160deg, var(--inkognito-privacy), var(--inkognito-privacy-deep)); cursor: pointer; }
  .privacy button { font: 700 1.3rem var(--inkognito-font-display); color: var(--inkognito-panel-text); background: none;
    border: 2px solid var(--inkognito-gilt); border-radius: var(--inkognito-radius); padding: 1.5rem 2rem; cursor: pointer; text-wrap: balance; }
  .privacy .chip { display: inline-grid; place-items: center; width: 3rem; height: 3rem; border-radius: 50%; margin: 0 auto 0.75rem;
    font-weight: 800; font-size: 1.3rem; border: 3px solid var(--inkognito-gilt); }
  .privacy small { display: block; font: 400 0.95rem var(--inkognito-font); color: var(--inkognito-muted); margin-top: 0.5rem; }
  .toast { position: absolute; left: 50%; bottom: 1rem; transform: translateX(-50%); z-index: 40; max-width: calc(100% - 2rem);
    background: #5b1a17; color: #fff; padding: 0.6rem 1rem; border-radius: 999px; box-shadow: 0 6px 20px #0008; }
  .notice { padding: 2rem; text-align: center; }
  .saves { position: relative; z-index: 45; margin: 0 0 0.5rem; padding: 0.75rem 1rem; border-radius: var(--inkognito-radius);
    background: #5b1a17; color: #fff; display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; }
  .saves p { margin: 0; flex: 1 1 20rem; }
  .saves button { font: 600 0.95rem var(--inkognito-font); padding: 0.45rem 0.9rem; border-radius: 999px; cursor: pointer;
    border: 2px solid var(--inkognito-gilt); background: var(--inkognito-parchment); color: var(--inkognito-ink); }
`;
