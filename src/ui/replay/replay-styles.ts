/** The replay viewer's styles: the theme, the card game's parts it shows, and its own (./replay-viewer.ts). */
import { css } from "lit";
import { mapStyles } from "../cards/venice-map.js";
import { seatsStyles } from "../cards/seats.js";
import { actsStyles } from "../cards/acts.js";
import { sheetStyles } from "../cards/clue-sheet.js";
import { base, seatStyles, tokens } from "../theme.js";

export const replayStyles = [tokens, base, seatStyles, mapStyles, seatsStyles, actsStyles, sheetStyles, css`
  :host { display: block; container-type: inline-size; color: var(--inkognito-panel-text); }
  .replay { background: var(--inkognito-lagoon-deep); border-radius: var(--inkognito-radius); padding: 0.6rem; display: grid; gap: 0.6rem; }
  header { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; align-items: center; justify-content: space-between; }
  h2 { font: 700 1.1rem var(--inkognito-font-display); margin: 0; }
  h3 { font: 700 0.95rem var(--inkognito-font-display); margin: 0.3rem 0; }
  .names { margin: 0; font-size: 0.85rem; color: var(--inkognito-muted); }
  header > div { min-width: 0; }
  label { font-weight: 600; display: flex; gap: 0.4rem; align-items: center; flex: 0 1 24rem; min-width: 0; }
  select { font: inherit; padding: 0.35rem 0.5rem; min-height: 2.5rem; border-radius: 0.4rem; flex: 1 1 auto; min-width: 0; width: 100%; }
  .replay, .main, .stage { min-width: 0; }
  .main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr); gap: 0.7rem; align-items: start; }
  @container (max-width: 48rem) { .main { grid-template-columns: 1fr; } }
  .panel { background: var(--inkognito-panel); border-radius: var(--inkognito-radius); padding: 0.6rem; min-width: 0; }
  table { border-collapse: collapse; width: 100%; font-size: 0.82rem; }
  th, td { text-align: left; vertical-align: top; padding: 0.25rem 0.3rem; border-bottom: 1px solid color-mix(in srgb, var(--inkognito-panel) 70%, var(--inkognito-panel-text)); }
  .chances { margin: 0; padding: 0; list-style: none; }
  .timeline ol { display: flex; flex-wrap: wrap; gap: 0.3rem; margin: 0; padding: 0.1rem; list-style: none; max-height: 5.6rem; overflow-y: auto; }
  .timeline button { font: 600 0.8rem var(--inkognito-font); min-height: 2.25rem; padding: 0.25rem 0.6rem; border-radius: 999px; cursor: pointer;
    border: 1px solid var(--inkognito-gilt); background: var(--inkognito-panel); color: var(--inkognito-panel-text); }
  .timeline button.declared, .timeline button.gameOver { border-width: 2px; }
  .timeline button[aria-current="step"] { background: var(--inkognito-gilt); color: var(--inkognito-ink); }
  .shown { margin: 0; padding-left: 1.1rem; font-size: 0.82rem; }
  .why { background: var(--inkognito-parchment); color: var(--inkognito-ink); border: 2px solid var(--inkognito-gilt); border-radius: var(--inkognito-radius); padding: 0.6rem 0.9rem; }
  .why p, .why ul { margin: 0.25rem 0; }
  .why h3 { color: inherit; }
  .error { background: var(--inkognito-parchment); color: var(--inkognito-ink); border-left: 4px solid #c8322d; border-radius: var(--inkognito-radius); padding: 0.8rem 1rem; }
  .error h2 { margin-bottom: 0.3rem; }
  .signed { font-size: 0.8rem; color: var(--inkognito-muted); margin: 0; overflow-wrap: anywhere; }
`];
