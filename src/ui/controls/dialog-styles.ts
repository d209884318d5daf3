/** The dialogs' look (veil, box, buttons), shared by the shell and every dialog part. */
import { css } from "lit";

export type DialogKind = "declare" | "seal" | null;

export const dialogStyles = css`
  .scrim {
    position: absolute; inset: 0; z-index: 20; display: grid; place-items: center; padding: 1rem;
    background: color-mix(in srgb, var(--inkognito-lagoon-deep) 72%, transparent); backdrop-filter: blur(2px);
  }
  .dialog {
    width: min(30rem, 100%); max-height: 100%; overflow: auto; display: grid; gap: 0.8rem; padding: 1.1rem 1.2rem;
    background: var(--inkognito-parchment); color: var(--inkognito-ink); border-radius: var(--inkognito-radius);
    border: 2px solid var(--inkognito-gilt); box-shadow: 0 12px 40px #000a;
  }
  h2 { margin: 0; font: 700 1.25rem var(--inkognito-font-display); }
  p { margin: 0; line-height: 1.4; }
  .buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  button {
    font: 600 0.95rem var(--inkognito-font); padding: 0.5rem 1rem; min-height: 2.5rem; border-radius: 999px; cursor: pointer;
    border: 1px solid var(--inkognito-ink); background: #fff9; color: var(--inkognito-ink);
  }
  button.primary { background: var(--inkognito-ink); color: var(--inkognito-parchment); }
  button:hover { filter: brightness(1.08); }
  label { display: grid; gap: 0.2rem; font-size: 0.85rem; }
  /* Phone: dialogs open at the top of the table and never run past the screen. */
  @container (max-width: 40rem) {
    .scrim { align-items: start; padding: 0.5rem; }
    /* Room for the element's top bar above the dialog: its bottom stays on the screen. */
    .dialog { max-height: calc(100dvh - 4rem); }
    /* The dialog's last row of buttons (its main action) stays in view while the rest scrolls. */
    .dialog > .buttons:last-child { position: sticky; bottom: -1.1rem; margin-bottom: -1.1rem; padding: 0.5rem 0 1.1rem;
      background: var(--inkognito-parchment); }
  }
  select { font: inherit; padding: 0.3rem; min-height: 2.25rem; }
  .rows { margin: 0; padding-left: 1.1rem; font-size: 0.88rem; display: grid; gap: 0.2rem; }
  .now { display: inline-block; font-size: 0.75rem; font-weight: 700; padding: 0 0.45rem; border-radius: 999px; background: #0001; }
  .now.met { background: #2f8f4e; color: #fff; }
  .now.not-met { background: #7a2a22; color: #fff; }
`;
