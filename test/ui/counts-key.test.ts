/**
 * The seats' counts in short ("?0 !0 ▮0", a button each that opens their key: ../../src/ui/panels/counts-key.ts) are
 * one tab stop together, as a toolbar's buttons are (a roving tabindex): Tab passes them in one stop, the arrow keys,
 * Home and End move between the seats' counts, Enter and Space open the key, and Tab comes back to the one last
 * focused. Beside the board on a desktop (during a meeting too) and in the Log tab on a phone.
 * Their signs are the messages' (`playerCountsSigns`), in one place: a language with other signs shows them in the
 * short form and in the key alike (before, the key's signs were written apart from the messages').
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { sendKeys, setViewport } from "@web/test-runner-commands";
import "../../src/register.js";
import { registerMessages, type Messages } from "../../src/index.js";
import { loadAllParts } from "../../src/ui/define.js";
import { en } from "../../src/ui/i18n/en.js";
import { messagesFor } from "../../src/ui/i18n/index.js";
import "../../src/ui/i18n/en-later.js";
import type { Action } from "../../src/games/board/index.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { settleAndPaint as settle, findAll } from "./support/shadow.js";
import { redMeetsYellow } from "./support/scenarios.js";

let n = 0;

/** Red's tall figure steps next to Yellow's: Red has a meeting to act on. */
const MEET: Action[] = [
  { type: "roll", seat: "red" },
  { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
  { type: "endMovement", seat: "red" },
];

/** A solo table (4 players) in `lang`, at Red's meeting when `meeting`, its players' panels drawn. */
async function table(lang: string, meeting = false): Promise<InkognitoGame> {
  const page = await fixture<HTMLElement>(html`<div><button id="before">before</button><inkognito-game
    game-id=${`counts-${Date.now()}-${n++}`} lang=${lang} bot-delay="600000" .scenario=${JSON.stringify(redMeetsYellow(`counts-${n}`))}></inkognito-game></div>`);
  const el = page.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view !== undefined, "no game", { timeout: 8000 });
  if (meeting) {
    for (const a of MEET) expect(el.submit(a).ok, a.type).to.equal(true);
    await waitUntil(() => findAll(el.shadowRoot!, "[part=meeting] button").length >= 3, "no meeting card", { timeout: 8000 });
  }
  await settle(el);
  return el;
}

/** The players' panels on screen (beside the board, or in the Log tab on a phone, which it opens). */
async function shownPlayers(el: InkognitoGame): Promise<Element> {
  const root = el.shadowRoot!;
  if (innerWidth < 500) {
    root.querySelector("inkognito-side-panel")!.shadowRoot!.querySelector<HTMLButtonElement>("#tab-log")!.click();
    await settle(el);
  }
  let players: Element | undefined;
  await waitUntil(() => (players = findAll(root, "inkognito-players").find((p) => p.getBoundingClientRect().height > 0 && p.shadowRoot?.querySelector(".counts"))),
    "no players' panels on screen", { timeout: 8000 });
  return players!;
}

/** The element that has focus, through every shadow root. */
function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** Presses a key (`Shift+Tab`: Tab with Shift held), then waits for two frames. */
async function press(key: string) {
  if (key === "Shift+Tab") {
    await sendKeys({ down: "Shift" });
    await sendKeys({ press: "Tab" });
    await sendKeys({ up: "Shift" });
  } else await sendKeys({ press: key });
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

before(() => loadAllParts());
afterEach(() => localStorage.clear());

for (const [label, width, height, meeting] of [["desktop beside the board", 1280, 800, false], ["desktop during a meeting", 1280, 800, true],
  ["phone, in the Log tab", 360, 640, false]] as const) {
  describe(`the seats' counts on a ${label}`, () => {
    before(async () => {
      await setViewport({ width, height });
      document.body.style.margin = "0";
    });
    after(() => setViewport({ width: 800, height: 600 }));

    it("are one tab stop; the arrow keys, Home and End move between them; Enter and Space open the key", async function () {
      this.timeout(30_000);
      const el = await table("en", meeting);
      const players = await shownPlayers(el);
      const counts = [...players.shadowRoot!.querySelectorAll<HTMLButtonElement>(".counts")];
      expect(counts.length, "a counts button a seat").to.equal(4);
      const stops = () => counts.filter((b) => b.tabIndex === 0);

      // Tab from the stop before them passes the seats' counts in one stop.
      counts[0]!.scrollIntoView({ block: "center" });
      counts[0]!.focus();
      await press("Shift+Tab");
      const previous = deepActive();
      expect(previous && !counts.includes(previous as HTMLButtonElement), "Shift+Tab leaves the counts").to.equal(true);
      await press("Tab");
      expect(deepActive(), "Tab comes to the first seat's counts").to.equal(counts[0]);
      await press("Tab");
      const after = deepActive();
      expect(after && !counts.includes(after as HTMLButtonElement), `Tab leaves the counts (on ${after?.outerHTML.slice(0, 80)})`).to.equal(true);
      expect(stops(), "one tab stop, the first seat's").to.deep.equal([counts[0]]);

      // The arrow keys move between them (around at the ends), Home and End to the first and the last; the tab stop follows.
      // Left and Right go in seat order; Up and Down to the seat above or below on screen: in two columns (Red Yellow /
      // Green Blue, during a meeting) Down from Yellow is Blue, not Green, and Up from Red goes round to Green.
      const twoColumns = Math.abs(counts[1]!.getBoundingClientRect().top - counts[0]!.getBoundingClientRect().top) < 4;
      expect(twoColumns, "the panels in two columns").to.equal(meeting);
      const moves: readonly (readonly [string, number])[] = twoColumns
        ? [["ArrowRight", 1], ["ArrowDown", 3], ["ArrowLeft", 2], ["ArrowUp", 0], ["ArrowUp", 2], ["ArrowDown", 0],
          ["End", 3], ["Home", 0], ["ArrowRight", 1], ["ArrowRight", 2]]
        : [["ArrowRight", 1], ["ArrowDown", 2], ["ArrowLeft", 1], ["ArrowUp", 0], ["ArrowUp", 3], ["ArrowDown", 0],
          ["End", 3], ["Home", 0], ["ArrowRight", 1], ["ArrowRight", 2]];
      counts[0]!.focus();
      for (const [key, to] of moves) {
        await press(key);
        await settle(el);
        expect(deepActive(), `${key} moves to seat ${to + 1}'s counts`).to.equal(counts[to]);
        expect(stops(), `${key}: the tab stop is seat ${to + 1}'s`).to.deep.equal([counts[to]]);
      }

      // Tab leaves them; Shift+Tab comes back to the one last focused.
      await press("Tab");
      expect(counts.includes(deepActive() as HTMLButtonElement), "Tab leaves the counts").to.equal(false);
      await press("Shift+Tab");
      expect(deepActive(), "Shift+Tab comes back to the last focused").to.equal(counts[2]);

      // Enter opens its key; an arrow key takes the open key along; Space closes it.
      const key = (b: HTMLButtonElement) => players.shadowRoot!.getElementById(b.getAttribute("aria-controls")!)!;
      const open = () => counts.map((b) => [b.getAttribute("aria-expanded"), key(b).getBoundingClientRect().height > 0]);
      const shut = ["false", false];
      await press("Enter");
      await settle(el);
      expect(open(), "Enter opens the key").to.deep.equal([shut, shut, ["true", true], shut]);
      await press("ArrowLeft");
      await settle(el);
      expect(deepActive()).to.equal(counts[1]);
      expect(open(), "the open key follows the focus").to.deep.equal([shut, ["true", true], shut, shut]);
      await press("Space");
      await settle(el);
      expect(open(), "Space closes it").to.deep.equal([shut, shut, shut, shut]);
      await press("Space");
      await settle(el);
      expect(open(), "Space opens it").to.deep.equal([shut, ["true", true], shut, shut]);
      await press("Escape");
      await settle(el);
      expect(open(), "Escape closes it").to.deep.equal([shut, shut, shut, shut]);
      expect(deepActive(), "the focus stays").to.equal(counts[1]);

      // Screen readers hear how the arrow keys move: the buttons' description.
      const help = players.shadowRoot!.getElementById("counts-help")!;
      expect(help.textContent).to.equal(en.playerCountsHelp);
      for (const b of counts) expect(b.getAttribute("aria-describedby")!.split(" ")).to.include("counts-help");
      el.parentElement!.remove();
    });
  });
}

describe("the counts' signs", () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
    document.body.style.margin = "0";
  });
  after(() => setViewport({ width: 800, height: 600 }));

  /** The first seat's counts in short, as shown, and the signs of its key (opened). */
  async function shown(el: InkognitoGame): Promise<{ short: string; signs: string[] }> {
    const players = await shownPlayers(el);
    const button = players.shadowRoot!.querySelector<HTMLButtonElement>(".counts")!;
    const short = button.querySelector("[aria-hidden=true]")!.textContent!.trim();
    button.click();
    await settle(el);
    const signs = [...players.shadowRoot!.querySelectorAll(`#${button.getAttribute("aria-controls")} .sign`)].map((s) => s.textContent!.trim());
    return { short, signs };
  }

  it("a language with signs of its own shows them in the short form and in the key alike", async function () {
    this.timeout(20_000);
    registerMessages("x-signs", { board: { ...(en as Messages), playerCountsSigns: { asked: "¿", answered: "¡", shown: "■" } } });
    const el = await table("x-signs");
    expect(await shown(el)).to.deep.equal({ short: "¿0 ¡0 ■0", signs: ["¿", "¡", "■"] });
    el.parentElement!.remove();
  });

  it("every built-in language shows the messages' signs, the same in the short form and in the key", async function () {
    this.timeout(30_000);
    for (const lang of ["en", "de", "fr", "it", "es", "da"]) {
      const el = await table(lang);
      const got = await shown(el);
      const s = messagesFor(lang).playerCountsSigns;
      expect(got, lang).to.deep.equal({ short: `${s.asked}0 ${s.answered}0 ${s.shown}0`, signs: [s.asked, s.answered, s.shown] });
      el.parentElement!.remove();
    }
  });
});
