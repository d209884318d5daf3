/** The declaration form's styles (./declare-dialog.ts): the card table's own, so the form's code can load when it opens. */
import { css } from "lit";

export const declareStyles = css`
  .veil { position: fixed; inset: 0; z-index: 40; display: grid; place-items: center; background: color-mix(in srgb, var(--inkognito-lagoon-deep) 80%, transparent); }
  .dialog { box-sizing: border-box; background: var(--inkognito-parchment); color: var(--inkognito-ink); border-radius: var(--inkognito-radius); padding: 1rem;
    max-width: min(28rem, calc(100% - 1.5rem)); max-height: 90%; overflow: auto; border: 2px solid var(--inkognito-gilt); }
  .dialog h2 { font: 700 1.2rem var(--inkognito-font-display); margin: 0 0 0.5rem; }
  /* Each choice a row: its words, then its control at the row's end (the four codes' in one column), every control a finger's size. */
  .dialog label { display: flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; margin: 0.2rem 0; }
  .dialog select { font: inherit; min-height: 2.75rem; min-width: 3.5rem; margin-left: auto; flex: none; }
  .dialog input[type="checkbox"] { flex: none; width: 1.3rem; height: 1.3rem; margin: 0 0.2rem; }
  .dialog fieldset { border: 1px solid #b9a77f; border-radius: 0.4rem; margin: 0.4rem 0; }
  .dialog .err { color: #8a1c12; font-weight: 600; }
  .dialog .act:not(.primary) { background: transparent; color: var(--inkognito-ink); }
`;
