/** The card game's end screen's styles: part of the table's styles; its markup (./end-screen.ts) is a chunk loaded when a game ends. */
import { css } from "lit";

export const endStyles = css`
  .end { margin: 0.5rem 0; padding: 0.8rem; border-radius: var(--inkognito-radius); background: var(--inkognito-parchment); color: var(--inkognito-ink);
    border: 2px solid var(--inkognito-gilt); }
  .end h2 { font: 700 1.3rem var(--inkognito-font-display); margin: 0 0 0.4rem; }
  /* A caption is as wide as its table: a table of short rows ("Du 0") made "Stand der Partie (wer zuerst 3 hat)" five lines on a phone. */
  .end table { border-collapse: collapse; margin: 0.4rem 0; min-width: min(100%, 20rem); }
  .end .share { display: flex; flex-wrap: wrap; gap: 0.4rem; margin-top: 0.5rem; }
  .end .shared { margin: 0.3rem 0 0; font-size: 0.85rem; min-height: 1.2em; }
  .end td, .end th { padding: 0.2rem 0.5rem; border-bottom: 1px solid #cdbd97; text-align: left; }
  /* On parchment a secondary button is drawn as the declaration form's Cancel: outlined, in ink. */
  .end .act:not(.primary) { background: transparent; color: var(--inkognito-ink); }
`;
