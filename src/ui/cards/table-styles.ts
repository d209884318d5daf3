/** The card table's styles: the shared theme, each part's, and the table's own frame (./cards-table.ts). */
import { css } from "lit";
import { base, seatStyles } from "../theme.js";
import { mapStyles } from "./venice-map.js";
import { actsStyles } from "./acts.js";
import { sheetStyles } from "./clue-sheet.js";
import { declareStyles } from "./declare-styles.js";
import { endStyles } from "./end-styles.js";
import { seatsStyles } from "./seats.js";
import { logStyles } from "./later-parts.js";

export const tableStyles = [base, seatStyles, mapStyles, actsStyles, sheetStyles, declareStyles, endStyles, seatsStyles, logStyles, css`
  :host { display: block; container-type: inline-size; color: var(--inkognito-panel-text); }
  .table { position: relative; background: var(--inkognito-lagoon-deep); border-radius: var(--inkognito-radius); padding: 0.6rem; min-height: 20rem; }
  .top { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; justify-content: space-between; }
  .top h2 { font: 700 1.05rem var(--inkognito-font-display); margin: 0; }
  .guide { margin: 0.3rem 0 0.5rem; font-weight: 600; }
  .moved { margin: 0.3rem 0 0; padding: 0.35rem 0.6rem; border-left: 3px solid var(--inkognito-gilt); background: #ffffff12; border-radius: 4px; }
  .main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(16rem, min(26rem, 40%)); gap: 0.7rem; }
  .panel { background: var(--inkognito-panel); border-radius: var(--inkognito-radius); padding: 0.6rem; }
  .side { display: flex; flex-direction: column; gap: 0.7rem; }
  .panel:empty { display: none; }
  .combo-panel { margin-top: 0.4rem; display: flex; flex-wrap: wrap; align-items: center; column-gap: 1rem; }
  .combo-panel h3 { flex: 1 0 100%; }
  /* One column on a narrow table (a phone, or a narrow column of a wide page: the table's own width, not the window's): what the player does now (the acts and the hand) right under the map, before the seats
     and the clue sheet, so a set to give or a card to show is on the first screen, not below the seats. */
  @container (max-width: 760px) {
    .main { display: flex; flex-direction: column; gap: 0.5rem; }
    .col { display: contents; }
    .end { order: 0; } .map { order: 1; } .acts { order: 2; } .seats { order: 3; } .combo-panel { order: 4; } .notes { order: 5; } .log-panel { order: 6; }
  }
  /* A phone: a little less frame, so a hand of four cards has the room to read whole. */
  @container (max-width: 480px) { .table { padding: 0.4rem; } .panel { padding: 0.45rem; } }
  .privacy { position: absolute; inset: 0; z-index: 30; display: grid; place-items: center; text-align: center; background: var(--inkognito-lagoon-deep); }
  .privacy button { font: 700 1.3rem var(--inkognito-font-display); color: var(--inkognito-panel-text); background: none; border: 2px solid var(--inkognito-gilt);
    border-radius: var(--inkognito-radius); padding: 1rem 1.5rem; cursor: pointer; text-wrap: balance; }
  .privacy small { display: block; font: 400 0.95rem var(--inkognito-font); color: var(--inkognito-muted); margin-top: 0.5rem; }
  .chip { display: inline-grid; place-items: center; width: 2.6rem; height: 2.6rem; border-radius: 50%; margin: 0 auto 0.6rem; }
  /* A refusal or a tutorial's hint: at the foot of the screen, where the player is looking (not at the foot of a table taller than the screen), as wide as its words need. */
  .toast { position: fixed; left: 1rem; right: 1rem; bottom: 1rem; width: fit-content; max-width: 36rem; margin-inline: auto; box-sizing: border-box;
    background: #8a1c12; color: #fff; padding: 0.5rem 0.9rem; border-radius: 0.5rem; z-index: 50; box-shadow: 0 2px 8px #0008; }
  .steps { background: var(--inkognito-parchment); color: var(--inkognito-ink); border-radius: var(--inkognito-radius); padding: 0.6rem; margin-bottom: 0.5rem; }
  .steps p { margin: 0 0 0.4rem; }
  .steps .act:not(.primary) { background: transparent; color: var(--inkognito-ink); }
  .notice { padding: 1rem; }
`];
