/**
 * The mannerisms read well in every language: beside the board on a wide table (1280 × 800, 1366 × 768, 1440 × 900),
 * during a meeting and out of one, each button's label takes at most two lines. Before, French "Froncer les sourcils"
 * took three beside "Tirer le lobe de l'oreille gauche" (the buttons shrink alike from their one-line widths, so a long
 * label beside them squeezed a short one to three lines), and German "Am linken Ohrläppchen zupfen" three too: the
 * buttons' labels are short forms now (the log still says the mannerism whole), German's may break in "Ohr-läppchen".
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { Action } from "../../src/games/board/index.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { settleAndPaint as settle, findAll } from "./support/shadow.js";
import { redMeetsYellow } from "./support/scenarios.js";

const LANGS = ["en", "de", "fr", "it", "es", "da"] as const;
let n = 0;

const MEET: Action[] = [
  { type: "roll", seat: "red" },
  { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
  { type: "endMovement", seat: "red" },
];

/** The mannerism buttons on screen. */
function buttons(el: InkognitoGame): HTMLButtonElement[] {
  return (findAll(el.shadowRoot!, "[part=emotes] button") as HTMLButtonElement[]).filter((b) => b.getBoundingClientRect().height > 0);
}

/** A solo table (Red) in `lang`, at Red's meeting when `meet`, its mannerisms on screen beside the board. */
async function table(lang: string, meet: boolean): Promise<InkognitoGame> {
  const page = await fixture<HTMLElement>(html`<div><header style="height: 52px">Inkognito</header><inkognito-game
    game-id=${`emote-buttons-${Date.now()}-${n++}`} lang=${lang} bot-delay="600000" .scenario=${JSON.stringify(redMeetsYellow(`emotes-${n}`))}></inkognito-game></div>`);
  const el = page.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view !== undefined, "no game", { timeout: 8000 });
  if (meet) {
    for (const a of MEET) expect(el.submit(a).ok, a.type).to.equal(true);
    await waitUntil(() => findAll(el.shadowRoot!, "[part=meeting] button").length >= 3, "no meeting card", { timeout: 8000 });
  }
  await waitUntil(() => buttons(el).length === 4, `${lang}: no mannerisms beside the board`, { timeout: 8000 });
  await settle(el);
  el.scrollIntoView({ block: "start" });
  await settle(el);
  return el;
}

/** The lines a button's label takes (the distinct lines its text stands on, or its text's height in lines). */
function lines(b: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(b);
  const tops: number[] = [];
  for (const r of range.getClientRects()) if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < 3)) tops.push(r.top);
  return Math.max(tops.length, Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(b).lineHeight)));
}

before(() => loadAllParts());

for (const [width, height] of [[1280, 800], [1366, 768], [1440, 900]] as const) {
  describe(`the mannerisms beside the board at ${width} × ${height}`, () => {
    before(async () => {
      await setViewport({ width, height });
      document.body.style.margin = "0";
    });
    after(() => setViewport({ width: 800, height: 600 }));
    afterEach(() => localStorage.clear());

    for (const meet of [false, true]) {
      it(`each take at most two lines, in every language${meet ? ", during a meeting" : ""}`, async function () {
        this.timeout(60_000);
        const problems: string[] = [];
        for (const lang of LANGS) {
          const el = await table(lang, meet);
          for (const b of buttons(el)) {
            const count = lines(b);
            if (count > 2) problems.push(`${lang}: "${b.textContent!.trim()}" takes ${count} lines (${Math.round(b.getBoundingClientRect().width)} px wide)`);
          }
          el.parentElement!.remove();
        }
        expect(problems, problems.join("\n")).to.deep.equal([]);
      });
    }
  });
}
