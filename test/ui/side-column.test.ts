/**
 * The side column beside the board on a desktop (issue 19): the players' panels, the Hand tab and
 * the log with its mannerisms share the board's height. At 1280 × 800 and 1366 × 768, in every
 * language, with 4 and 5 players, every card of the Hand tab (the secret cards and "Your cards")
 * and every mannerism button is whole on screen, inside every box that clips it.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { settleAndPaint as settle, findAll } from "./support/shadow.js";

let n = 0;
const LANGS = ["en", "de", "fr", "it", "es", "da"] as const;

/** A fresh solo table under a page header as the demo's (a title and a line of links, 52 px high). */
async function table(lang: string, players: number): Promise<InkognitoGame> {
  const page = await fixture<HTMLElement>(html`<div><header style="height: 52px">Inkognito</header><inkognito-game
    game-id=${`side-${Date.now()}-${n++}`} lang=${lang} players=${players} bot-delay="600000"></inkognito-game></div>`);
  const el = page.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view !== undefined, "no game", { timeout: 8000 });
  await settle(el);
  return el;
}

/** The element's ancestors (across shadow roots) that clip what overflows them. */
function clippers(e: Element): Element[] {
  const out: Element[] = [];
  let node: Node | null = e;
  for (;;) {
    node = (node as Element).assignedSlot ?? node!.parentNode;
    if (node instanceof ShadowRoot) node = node.host;
    if (!node || !(node instanceof Element)) return out;
    const s = getComputedStyle(node);
    if (s.overflowX !== "visible" || s.overflowY !== "visible") out.push(node);
  }
}

/** Whether `e` is whole inside every box that clips it and (`screen`) inside the viewport (a pixel's slack for rounding). */
function whole(e: Element, screen: boolean): string | null {
  const r = e.getBoundingClientRect();
  if (!(r.width > 0 && r.height > 0)) return "not drawn";
  const boxes: [string, DOMRect | { top: number; left: number; bottom: number; right: number }][] = [...(screen ? [["the screen", { top: 0, left: 0, bottom: innerHeight, right: innerWidth }] as [string, DOMRect]] : []),
    ...clippers(e).map((c) => [c.localName + (c.className ? `.${c.className}` : ""), c.getBoundingClientRect()] as [string, DOMRect])];
  for (const [name, c] of boxes) {
    if (r.top < c.top - 1 || r.left < c.left - 1 || r.bottom > c.bottom + 1 || r.right > c.right + 1) {
      return `at ${Math.round(r.top)}–${Math.round(r.bottom)} × ${Math.round(r.left)}–${Math.round(r.right)}, cut by ${name} (${Math.round(c.top)}–${Math.round(c.bottom)} × ${Math.round(c.left)}–${Math.round(c.right)})`;
    }
  }
  return null;
}

before(() => loadAllParts());

// At 1280 × 800 the table fits the screen under the demo's header; at 1366 × 768 the wider board makes it taller than the screen (the page scrolls), so there only the boxes that clip count.
for (const [width, height, screen] of [[1280, 800, true], [1366, 768, false]] as const) {
  describe(`the side column at ${width} × ${height}`, () => {
    before(async () => {
      await setViewport({ width, height });
      document.body.style.margin = "0";
    });
    after(() => setViewport({ width: 800, height: 600 }));
    afterEach(() => localStorage.clear());

    for (const players of [4, 5]) {
      it(`shows the whole Hand tab, the log and every mannerism with ${players} players, in every language`, async function () {
        this.timeout(60_000);
        const problems: string[] = [];
        for (const lang of LANGS) {
          const el = await table(lang, players);
          el.scrollIntoView({ block: "start" });
          await new Promise((r) => requestAnimationFrame(r));
          const root = el.shadowRoot!;
          const panel = root.querySelector("inkognito-side-panel")!;
          expect(panel.getAttribute("tab") ?? "hand", `${lang}: the Hand tab is open`).to.equal("hand");
          const hand = findAll(panel.shadowRoot!, "inkognito-hand")[0]!;
          const cards = [...hand.shadowRoot!.querySelectorAll(".row .card")];
          expect(cards.length, `${lang}: the hand's cards`).to.equal(11);
          const log = findAll(root, ".side inkognito-log")[0]!;
          const buttons = [...log.shadowRoot!.querySelectorAll("[part=emotes] button")];
          expect(buttons.length, `${lang}: the mannerisms`).to.be.greaterThan(2);
          const newest = [...log.shadowRoot!.querySelectorAll("li")].at(-1)!;
          for (const [what, e] of [...cards.map((c, i) => [`card ${i + 1} (${c.textContent!.replace(/\s+/g, " ").trim()})`, c] as const),
            ...buttons.map((b) => [`mannerism "${b.textContent!.trim()}"`, b] as const), ["the newest line of the log", newest] as const,
            ...findAll(root, ".side inkognito-players").flatMap((p) => [...p.shadowRoot!.querySelectorAll("li")].map((li) => [`the players' panel of ${li.getAttribute("data-seat")}`, li] as const))]) {
            const problem = whole(e, screen);
            if (problem) problems.push(`${lang}, ${players} players: ${what} ${problem}`);
          }
          el.parentElement!.remove();
        }
        expect(problems, problems.join("\n")).to.deep.equal([]);
      });
    }
  });
}
