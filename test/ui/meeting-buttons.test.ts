/**
 * The meeting's choices read well in every language: each button's label takes at most two lines, at the top of the
 * side column beside the board (1280 × 800, 1440 × 900) and over the board on a phone (360 × 640). So too the choices
 * of a meeting with the Ambassador in a 5-player game ("Ask identity / Ask build…"), and the per-seat questions it
 * opens ("Yellow: Ask build"). Before, a grid shared the column out evenly and French "Demander la corpulence" took
 * three lines beside the short "Pas supplémentaire".
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { Action, Scenario } from "../../src/games/board/index.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { settleAndPaint as settle, findAll } from "./support/shadow.js";
import { DEAL, redMeetsYellow } from "./support/scenarios.js";

const LANGS = ["en", "de", "fr", "it", "es", "da"] as const;
let n = 0;

/** Red's tall figure steps onto s21, next door: there it meets Yellow's tall figure (or, in `ambassador`, the Ambassador). */
const MEET: Action[] = [
  { type: "roll", seat: "red" },
  { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
  { type: "endMovement", seat: "red" },
];

/** A 5-player game where the Ambassador stands alone on s21, one step from Red's tall figure. */
function redMeetsAmbassador(seed: string): Scenario {
  return { players: 5, seed, first: "red", deal: DEAL, positions: { "red-tall": "s22", ambassador: "s21" },
    rolls: [["white", "white", "orange"]], actions: [] };
}

/** A solo table (Red) in `lang` at Red's meeting, its card's buttons on screen. */
async function meeting(lang: string, scenario: Scenario): Promise<InkognitoGame> {
  const page = await fixture<HTMLElement>(html`<div><header style="height: 52px">Inkognito</header><inkognito-game
    game-id=${`meet-buttons-${Date.now()}-${n++}`} lang=${lang} bot-delay="600000" .scenario=${JSON.stringify(scenario)}></inkognito-game></div>`);
  const el = page.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view !== undefined, "no game", { timeout: 8000 });
  for (const a of MEET) expect(el.submit(a).ok, a.type).to.equal(true);
  await waitUntil(() => el.view!.meetings.length > 0, "no meeting", { timeout: 8000 });
  await waitUntil(() => buttons(el).length >= 2, "no meeting card", { timeout: 8000 });
  await settle(el);
  el.scrollIntoView({ block: "start" });
  await settle(el);
  return el;
}

/** The meeting card's buttons. */
function buttons(el: InkognitoGame): HTMLButtonElement[] {
  return findAll(el.shadowRoot!, "[part=meeting] button") as HTMLButtonElement[];
}

/**
 * The lines a button's label takes: the distinct lines its text's boxes stand on, and the height of its text in lines
 * of the button's line height (a button in a row may be stretched taller than its text: its own height says nothing).
 */
function lines(b: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(b);
  const tops: number[] = [];
  for (const r of range.getClientRects()) {
    if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < 3)) tops.push(r.top);
  }
  const byHeight = Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(b).lineHeight));
  return Math.max(tops.length, byHeight);
}

/** The buttons of the card whose label takes more than two lines, as sentences. */
function overTwoLines(el: InkognitoGame, what: string): string[] {
  const shown = buttons(el).filter((b) => b.getBoundingClientRect().height > 0);
  expect(shown.length, `${what}: the meeting's buttons`).to.be.greaterThan(1);
  return shown.flatMap((b) => {
    const count = lines(b);
    return count > 2 ? [`${what}: "${b.textContent!.replace(/\s+/g, " ").trim()}" takes ${count} lines (${Math.round(b.getBoundingClientRect().width)} px wide)`] : [];
  });
}

before(() => loadAllParts());

for (const [width, height] of [[1280, 800], [1440, 900], [360, 640]] as const) {
  describe(`the meeting's choices at ${width} × ${height}`, () => {
    before(async () => {
      await setViewport({ width, height });
      document.body.style.margin = "0";
    });
    after(() => setViewport({ width: 800, height: 600 }));
    afterEach(() => localStorage.clear());

    it("each take at most two lines, in every language", async function () {
      this.timeout(60_000);
      const problems: string[] = [];
      for (const lang of LANGS) {
        const el = await meeting(lang, redMeetsYellow(`meet-buttons-${n}`));
        expect(buttons(el).length, `${lang}: ask identity, ask build, extra step`).to.equal(3);
        problems.push(...overTwoLines(el, lang));
        el.parentElement!.remove();
      }
      expect(problems, problems.join("\n")).to.deep.equal([]);
    });

    it("with the Ambassador, and the questions to a seat it opens, each take at most two lines, in every language", async function () {
      this.timeout(60_000);
      const problems: string[] = [];
      for (const lang of LANGS) {
        const el = await meeting(lang, redMeetsAmbassador(`meet-amb-${n}`));
        expect(buttons(el).map((b) => b.textContent!.trim()).filter((t) => t.endsWith("…")).length, `${lang}: the Ambassador's questions`).to.equal(1);
        problems.push(...overTwoLines(el, `${lang}, the Ambassador`));
        // The first button asks whom to question: a seat's two questions, for each seat, and Cancel.
        buttons(el)[0]!.click();
        await waitUntil(() => buttons(el).length > 3, `${lang}: no choice of whom to ask`, { timeout: 5000 });
        await settle(el);
        problems.push(...overTwoLines(el, `${lang}, whom to ask`));
        el.parentElement!.remove();
      }
      expect(problems, problems.join("\n")).to.deep.equal([]);
    });
  });
}
