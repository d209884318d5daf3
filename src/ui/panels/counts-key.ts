/**
 * A seat's counts in short ("?1 !0 ▮3": questions asked, questions answered, cards seen) as a button
 * that opens their key: a small card under it saying what each sign means, with the seat's numbers.
 * A tap, a click, Enter or Space opens and closes it (a touch screen shows no tooltip); a mouse over
 * the button shows it too; Escape, or a tap anywhere else, closes it. For screen readers the button
 * is named by the counts in full (the short signs hidden from them), described by the seat's name and
 * how the arrow keys move, says whether the key is open, and the key follows it.
 * The seats' counts are one tab stop together (a roving tabindex, as in a toolbar): the arrow keys, Home
 * and End move between them, and Tab leaves them from the one last focused.
 * The signs are the messages' (`playerCountsSigns`), in the short form and in the key alike.
 * Rendered by the players' panels (./players.ts), which keep which seat's key is open and which holds the tab stop.
 */
import { css, html, nothing, type TemplateResult } from "lit";
import type { Seat } from "../../games/board/index.js";
import type { Messages } from "../i18n/index.js";

export interface Counts {
  readonly asked: number;
  readonly answered: number;
  readonly shown: number;
}

const KINDS = ["asked", "answered", "shown"] as const;

/** The counts in short, each number after its sign (the messages' `playerCountsSigns`): "?1 !0 ▮3". */
export function countsShort(m: Messages, c: Counts): string {
  return KINDS.map((k) => `${m.playerCountsSigns[k]}${c[k]}`).join(" ");
}

/** The id of the (visually hidden) sentence saying how the arrow keys move between the seats' counts. */
export const COUNTS_HELP_ID = "counts-help";

/**
 * Where a key press moves the focus among the seats' counts: a step back or on (in seat order), up or down (to the seat
 * above or below on screen: the panels may stand in two columns), the first or the last; null: nowhere.
 */
export type CountsMove = -1 | 1 | "up" | "down" | "first" | "last";

/** The move a key asks for (`rtl`: the left arrow steps on), or null. */
export function countsMove(key: string, rtl: boolean): CountsMove | null {
  switch (key) {
    case "ArrowDown": return "down";
    case "ArrowUp": return "up";
    case "ArrowRight": return rtl ? -1 : 1;
    case "ArrowLeft": return rtl ? 1 : -1;
    case "Home": return "first";
    case "End": return "last";
    default: return null;
  }
}

export interface CountsKeyHandlers {
  /** The button was pressed: open the key, or close it when it is open. */
  readonly toggle: (seat: Seat) => void;
  /** Escape: close the key. */
  readonly close: () => void;
  /** A mouse came over the button (`seat`) or left it (null). */
  readonly peek: (seat: Seat | null) => void;
  /** The button of `seat` has the focus: it holds the group's tab stop from now on. */
  readonly focused: (seat: Seat) => void;
  /** An arrow key, Home or End on the button of `seat`: move the focus to another seat's. */
  readonly move: (seat: Seat, to: CountsMove) => void;
}

/** How one seat's counts show: whether its key is open (pressed) or under the mouse (`peeked`), and whether its button is the group's tab stop. */
export interface CountsKeyState {
  readonly open: boolean;
  readonly peeked: boolean;
  readonly stop: boolean;
}

/**
 * The button and, when open or peeked, the key after it. `nameId` is the id of the element naming the seat
 * (the button's description, with the arrow keys' sentence, `COUNTS_HELP_ID`, which the panels render once).
 */
export function countsKey(m: Messages, seat: Seat, c: Counts, nameId: string, { open, peeked, stop }: CountsKeyState, on: CountsKeyHandlers): TemplateResult {
  const full = m.playerCounts(c.asked, c.answered, c.shown);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      on.close();
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const to = countsMove(e.key, getComputedStyle(e.currentTarget as Element).direction === "rtl");
    if (to === null) return;
    e.preventDefault();
    on.move(seat, to);
  };
  return html`<button class="counts" type="button" data-seat=${seat} tabindex=${stop ? 0 : -1} aria-expanded=${open ? "true" : "false"}
      aria-controls="key-${seat}" aria-describedby="${nameId} ${COUNTS_HELP_ID}" @click=${() => on.toggle(seat)} @keydown=${onKey}
      @focus=${() => on.focused(seat)}
      @pointerenter=${(e: PointerEvent) => e.pointerType === "mouse" && on.peek(seat)}
      @pointerleave=${(e: PointerEvent) => e.pointerType === "mouse" && on.peek(null)}>
      <span aria-hidden="true">${countsShort(m, c)}</span><span class="visually-hidden">${full}</span>
    </button>
    <div class="key" id="key-${seat}" ?hidden=${!open && !peeked}>${open || peeked ? html`<dl>
      ${KINDS.map((k) => html`<div><dt><span class="sign" aria-hidden="true">${m.playerCountsSigns[k]}</span>${m.playerCountsKey[k]}</dt><dd>${c[k]}</dd></div>`)}
    </dl>` : nothing}</div>`;
}

export const countsKeyStyles = css`
  li { position: relative; }
  .counts { flex: none; margin-left: auto; display: inline-flex; align-items: center; min-height: 1.5rem; padding: 0 0.4rem; cursor: pointer;
    font: 0.75rem var(--inkognito-font); color: var(--inkognito-muted); white-space: nowrap; font-variant-numeric: tabular-nums;
    background: none; border: 1px solid color-mix(in srgb, var(--inkognito-panel-text) 22%, transparent); border-radius: 999px; }
  .counts:hover, .counts[aria-expanded="true"] { color: var(--inkognito-panel-text); border-color: var(--inkognito-gilt); }
  /* Under the row, over what follows it (the next rows, the tabs), at the row's right edge. */
  .key { position: absolute; z-index: 6; top: calc(100% + 0.2rem); right: 0; width: max-content; max-width: 17rem;
    padding: 0.4rem 0.6rem; border-radius: 8px; font-size: 0.8rem; background: var(--inkognito-panel); color: var(--inkognito-panel-text);
    border: 1px solid var(--inkognito-gilt); box-shadow: 0 6px 18px #000a; }
  .key[hidden] { display: none; }
  dl { margin: 0; display: grid; gap: 0.15rem; }
  dl > div { display: flex; gap: 0.8rem; justify-content: space-between; }
  dt { display: flex; gap: 0.45rem; }
  .sign { display: inline-block; min-width: 0.8rem; text-align: center; font-weight: 700; color: var(--inkognito-accent-text, var(--inkognito-gilt)); }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
  @media (forced-colors: active) {
    .counts { border-color: ButtonText; color: ButtonText; }
    .key { border-color: CanvasText; }
  }
`;
