/** Helpers for the card table's layout tests: a table as the demo page lays it out at a viewport's width, in a language, and boxes of what it draws. */
import { fixture, html, waitUntil } from "@open-wc/testing";
import { nothing } from "lit";
import { setViewport } from "@web/test-runner-commands";
import type { InkognitoGame } from "../../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../../src/ui/cards/cards-table.js";
import { cardsTable, rialtoExchange } from "./cards.js";

export const LANGS = ["en", "de", "fr", "es", "da", "it"] as const;
export const SIZES = [["phone", 360, 740], ["desktop", 1280, 860]] as const;

let n = 0;
/**
 * A table in `lang` on a page laid out as the demo's at the viewport's width: by default a 4-player game at the Rialto exchange
 * (the picker open), else `scenario` (at `step`, a narrated one), waiting until the seat may act unless `act` is false.
 */
export async function demoTable(lang: string, scenario = rialtoExchange("face"), step: number | null = null, act = true): Promise<InkognitoCardsTable> {
  const wrap = await fixture<HTMLDivElement>(html`<div style="padding: 0 12px">
    <inkognito-game game="cards" lang=${lang} bot-delay="600000" game-id=${`cards-layout-${Date.now()}-${n++}`} step=${step ?? nothing}
      .scenario=${scenario}></inkognito-game></div>`);
  const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.shadowRoot?.querySelector("inkognito-cards-table"), "no card table", { timeout: 5000 });
  const t = await cardsTable(el);
  if (step === null) {
    if (act) await waitUntil(() => t.view?.legal.length, "the seat has nothing to do", { timeout: 5000 });
  } else await waitUntil(() => t.step === step && t.shadowRoot!.querySelector("[part=caption]"), "no step", { timeout: 5000 });
  await t.updateComplete;
  return t;
}

/** The rulebook's worked example (a narrated scenario of the demo) at its last step: the game over, every clue sheet fact certain. */
export const workedExampleEnd = (lang: string) => demoTable(lang, "/demo/scenarios/cards-worked-example.json", 18);

/** The describe block's hooks: its tests at `width` × `height`, on a page without margins, each leaving no save behind. */
export function atViewport(width: number, height: number) {
  before(async () => {
    await setViewport({ width, height });
    document.body.style.margin = "0";
  });
  after(async () => {
    await setViewport({ width: 800, height: 600 });
    document.body.style.margin = "";
  });
  afterEach(() => localStorage.clear());
}

export const box = (e: Element) => e.getBoundingClientRect();

/** The boxes of a text node's lines (one per line it is laid out on). */
export function lineBoxes(node: Node): DOMRect[] {
  const r = document.createRange();
  r.selectNodeContents(node);
  return [...r.getClientRects()].filter((x) => x.width > 0);
}

/** Each text node under `e` (its visible text). */
export function texts(e: Element): Text[] {
  const out: Text[] = [];
  const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  for (let x = walk.nextNode(); x; x = walk.nextNode()) if (x.textContent!.trim()) out.push(x as Text);
  return out;
}

/** Where a text node's lines break inside a word (not after a space or a soft hyphen): the words broken, as "Nummernkar|te". */
export function brokenWords(node: Text): string[] {
  const s = node.textContent!;
  const r = document.createRange();
  const out: string[] = [];
  let top: number | null = null;
  for (let i = 0; i < s.length; i++) {
    if (/\s|\u00ad/.test(s[i]!)) continue;
    r.setStart(node, i);
    r.setEnd(node, i + 1);
    const t = [...r.getClientRects()].filter((x) => x.width > 0).pop()?.top;
    if (t === undefined) continue;
    if (top !== null && t > top + 2 && i > 0 && !/\s|\u00ad/.test(s[i - 1]!)) {
      const from = s.lastIndexOf(" ", i) + 1, to = s.indexOf(" ", i);
      out.push(`${s.slice(from, i)}|${s.slice(i, to < 0 ? undefined : to)}`);
    }
    top = t;
  }
  return out;
}

/** The padding box of an element (its box less its borders). */
export function inner(e: Element): DOMRect {
  const b = box(e), s = getComputedStyle(e);
  const [l, r, t, bo] = [s.borderLeftWidth, s.borderRightWidth, s.borderTopWidth, s.borderBottomWidth].map(parseFloat) as [number, number, number, number];
  return new DOMRect(b.left + l, b.top + t, b.width - l - r, b.height - t - bo);
}

export const inside = (a: DOMRect, b: DOMRect, slack = 0.5) =>
  a.left >= b.left - slack && a.right <= b.right + slack && a.top >= b.top - slack && a.bottom <= b.bottom + slack;
