/**
 * Design tokens as CSS custom properties, all prefixed `--inkognito-`. Set them on the element (or
 * any ancestor) to theme the table; they inherit into every part. Two palettes: night (the default,
 * `theme="dark"`) and day (`theme="light"`: parchment, a pale lagoon); `theme="auto"` follows the
 * reader's `prefers-color-scheme`. A page's own values win over both (the host's rules come last).
 */
import { css, unsafeCSS } from "lit";

/** The day palette: what `theme="light"` changes (the rest, seats, cards and parchment, stays). */
export const LIGHT_TOKENS: Readonly<Record<string, string>> = {
  "--inkognito-lagoon": "#8ec5d3",
  "--inkognito-lagoon-deep": "#5e9fb2",
  "--inkognito-lagoon-glow": "#c4e4ec",
  "--inkognito-table-glow": "#fbf5e8",
  "--inkognito-island": "#e6cda3",
  "--inkognito-island-edge": "#9a6a3c",
  "--inkognito-water-route": "#1d5f8c",
  "--inkognito-panel": "#f4ead5",
  "--inkognito-panel-text": "#2a2118",
  "--inkognito-muted": "#5c5245",
  "--inkognito-bar": "#fbf5e8",
  "--inkognito-rule": "#2a21181f",
  "--inkognito-privacy": "#f7efdd",
  "--inkognito-privacy-deep": "#e4d3b0",
  "--inkognito-focus": "#8a4b0f",
  "--inkognito-highlight": "#7a5200",
  "--inkognito-accent-text": "#7a5200",
  "--inkognito-vignette": "#2c6478",
};
const light = unsafeCSS(Object.entries(LIGHT_TOKENS).map(([k, v]) => `${k}: ${v};`).join(" "));

export const tokens = css`
  :host([theme="light"]) { ${light} color-scheme: light; }
  @media (prefers-color-scheme: light) {
    :host([theme="auto"]) { ${light} color-scheme: light; }
  }
  :host {
    --inkognito-lagoon-glow: #185c71;
    --inkognito-table-glow: #163a4c;
    --inkognito-bar: #22384a;
    --inkognito-rule: #ffffff1a;
    --inkognito-vignette: #01080d;
    --inkognito-accent-text: var(--inkognito-gilt);
    --inkognito-privacy: #10202b;
    --inkognito-privacy-deep: #060d12;
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

const letters = new WeakMap<object, Readonly<Record<string, string>>>();

/**
 * Each seat's letter, so colour is never the only cue: the first letter of the seat's name in the
 * element's language (Red R, Rot R, Rosso R …), with as many more as it takes to tell apart names
 * that begin alike (German Gelb "Ge" and Grün "Gr", Blau "Bl" and Botschafter "Bo").
 */
export function seatLetters(m: { readonly seat: Readonly<Record<string, string>> }): Readonly<Record<string, string>> {
  let out = letters.get(m.seat);
  if (out) return out;
  const names = Object.entries(m.seat).map(([seat, name]) => [seat, Array.from(name.normalize("NFC").trim())] as const);
  const length: Record<string, number> = Object.fromEntries(names.map(([seat]) => [seat, 1]));
  const prefix = (seat: string, chars: readonly string[]) => chars.slice(0, length[seat]).join("").toLocaleLowerCase();
  for (let round = 0; round < 8; round++) {
    const seen = new Map<string, string[]>();
    for (const [seat, chars] of names) seen.set(prefix(seat, chars), [...(seen.get(prefix(seat, chars)) ?? []), seat]);
    const clashing = [...seen.values()].filter((s) => s.length > 1).flat();
    if (!clashing.length) break;
    for (const seat of clashing) length[seat]!++;
  }
  out = Object.fromEntries(names.map(([seat, chars]) => {
    const [first = "", ...rest] = chars.slice(0, length[seat]);
    return [seat, first.toLocaleUpperCase() + rest.join("").toLocaleLowerCase()];
  }));
  letters.set(m.seat, out);
  return out;
}

/** The English seat letters (what `seatLetters` gives for the English names), for a part not yet given its messages. */
export const SEAT_LETTER: Readonly<Record<string, string>> = {
  red: "R", yellow: "Y", green: "G", blue: "B", ambassador: "A",
};

/** A seat's letter in the language of `m` (see `seatLetters`). */
export const seatLetter = (m: { readonly seat: Readonly<Record<string, string>> }, seat: string): string => seatLetters(m)[seat] ?? "";

/** Shared focus ring and reduced-motion rules for every component. */
/**
 * The declarations that hide a thing from the eye and leave it to screen readers: the
 * `.visually-hidden` class, and the parts that are hidden so on some widths only (in their own rules).
 */
export const visuallyHiddenRules = css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;`;

export const base = css`
  :host { font-family: var(--inkognito-font); }
  :focus-visible { outline: 3px solid var(--inkognito-focus); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  .visually-hidden { ${visuallyHiddenRules} }
`;
