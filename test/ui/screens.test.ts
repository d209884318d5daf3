/**
 * What a player sees on a 360 × 640 phone and a 1280 × 800 desktop (issue 19): every choice of a
 * meeting on the first screen, the declare button away from Roll and End movement, the answer
 * reveal fully on screen until closed, the notebook's chances readable and labelled without moving
 * the board, tutorial and demos with caption and board on screen together, the players' panels and
 * the log beside the board on a desktop (one tap away on a phone).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { redMeetsYellow } from "./support/scenarios.js";
import { settleAndPaint as settle, findAll } from "./support/shadow.js";

let n = 0;
const uid = () => `screens-${Date.now()}-${n++}`;

/** A table under a page's header (as on the demo pages: a title and a line of links, 110 px high). */
async function table(options: { mode?: string; delay?: number; scenario?: string } = {}): Promise<InkognitoGame> {
  const page = await fixture<HTMLElement>(html`<div><header style="height: 110px">Inkognito</header><inkognito-game game-id=${uid()}
    bot-delay=${options.delay ?? 60000} mode=${options.mode ?? "solo"} ?no-privacy-screen=${options.mode === "hotseat"}
    .scenario=${options.scenario ?? JSON.stringify(redMeetsYellow("screens"))}></inkognito-game></div>`);
  const el = page.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view !== undefined, "no game", { timeout: 8000 });
  await settle(el);
  return el;
}

const box = (e: Element) => e.getBoundingClientRect();
const inView = (e: Element) => {
  const r = box(e);
  // Within a pixel: scrolling by fractions of a pixel rounds.
  return r.height > 0 && r.width > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
};
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const button = (root: Element | ShadowRoot, text: string) =>
  findAll(root, "button").find((b) => b.textContent!.trim() === text) as HTMLButtonElement | undefined;

const MEET = [
  { type: "roll", seat: "red" },
  { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
  { type: "endMovement", seat: "red" },
] as const;
const ASK = [...MEET, { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" }] as const;

function play(el: InkognitoGame, actions: readonly object[]) {
  for (const a of actions) expect(el.submit(a as never).ok, JSON.stringify(a)).to.equal(true);
}

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

for (const [label, width, height] of [["phone", 360, 640], ["desktop", 1280, 800]] as const) {
  describe(`on a ${width} × ${height} ${label}`, () => {
    before(async () => {
      await setViewport({ width, height });
      document.body.style.margin = "0";
    });
    after(() => setViewport({ width: 800, height: 600 }));
    afterEach(() => localStorage.clear());

    it("shows every choice of a meeting without scrolling", async () => {
      const el = await table();
      play(el, MEET);
      await settle(el);
      const meetings = el.shadowRoot!.querySelector("inkognito-meetings")!;
      const choices = findAll(meetings.shadowRoot!, "button");
      expect(choices.map((b) => b.textContent!.trim())).to.deep.equal(["Ask identity", "Ask build", "Extra step"]);
      for (const b of choices) expect(inView(b), `${b.textContent!.trim()} at ${JSON.stringify(box(b))}`).to.equal(true);
      expect(inView(button(el.shadowRoot!, "Mission accomplished!")!)).to.equal(true);
      expect(document.documentElement.scrollTop).to.equal(0);
    });
  });
}

describe("on a 1280 × 800 desktop", () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
    document.body.style.margin = "0";
  });
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => localStorage.clear());

  it("never puts the declare button where Roll or End movement was", async () => {
    const el = await table();
    const bar = el.shadowRoot!.querySelector("inkognito-turn-bar")!.shadowRoot!;
    const places: DOMRect[] = [box(button(bar, "Roll the Phantom")!)];
    play(el, MEET.slice(0, 2));
    await settle(el);
    places.push(box(button(bar, "End movement")!));
    play(el, MEET.slice(2));
    await settle(el);
    const declare = button(bar, "Mission accomplished!")!;
    expect(declare).to.exist;
    for (const p of places) expect(overlaps(box(declare), p), `declare ${JSON.stringify(box(declare))} over ${JSON.stringify(p)}`).to.equal(false);
  });
});

describe("the answer reveal on a 360 × 640 phone", () => {
  before(async () => {
    await setViewport({ width: 360, height: 640 });
    document.body.style.margin = "0";
  });
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => localStorage.clear());

  it("opens fully on screen wherever the page was scrolled, and stays until the player closes it", async () => {
    const el = await table({ delay: 50 });
    play(el, MEET);
    await settle(el);
    // The player scrolled down to the hand before asking.
    document.documentElement.scrollTop = document.documentElement.scrollHeight;
    expect(document.documentElement.scrollTop).to.be.greaterThan(200);
    play(el, ASK.slice(3));
    const reveal = () => el.shadowRoot!.querySelector("inkognito-answer-reveal")?.shadowRoot?.querySelector<HTMLElement>("[part=reveal][role=dialog]") ?? null;
    await waitUntil(() => reveal(), "no reveal", { timeout: 5000 });
    await settle(el);
    await new Promise((r) => setTimeout(r, 300));
    const dialog = reveal()!;
    expect(inView(dialog), `reveal at ${JSON.stringify(box(dialog))}`).to.equal(true);
    for (const card of dialog.querySelectorAll(".card")) expect(inView(card)).to.equal(true);
    // Still there long after a solo reveal used to close by itself (6 s).
    await new Promise((r) => setTimeout(r, 7000));
    expect(reveal(), "the reveal closed by itself").to.exist;
    reveal()!.querySelector<HTMLButtonElement>("button.primary")!.click();
    await waitUntil(() => !reveal(), "the reveal did not close", { timeout: 3000 });
  });
});

/** A solo table where Red has asked Yellow and closed the reveal: the notebook has something in it. */
async function afterAnAnswer(): Promise<InkognitoGame> {
  const el = await table({ delay: 50 });
  play(el, ASK);
  const reveal = () => el.shadowRoot!.querySelector("inkognito-answer-reveal")?.shadowRoot?.querySelector<HTMLButtonElement>("button.primary") ?? null;
  await waitUntil(() => reveal(), "no reveal", { timeout: 5000 });
  await settle(el);
  reveal()!.click();
  // The cards fly to the notebook first (slow on a busy machine).
  await waitUntil(() => !reveal(), "the reveal stayed", { timeout: 10000 });
  await settle(el);
  return el;
}

for (const [label, width, height] of [["phone", 360, 640], ["desktop", 1280, 800]] as const) {
  describe(`the notebook on a ${width} × ${height} ${label}`, () => {
    before(async () => {
      await setViewport({ width, height });
      document.body.style.margin = "0";
    });
    after(() => setViewport({ width: 800, height: 600 }));
    afterEach(() => localStorage.clear());

    it("opens without moving the board, with readable, labelled percentages and its legend whole", async () => {
      const el = await afterAnAnswer();
      // The board, the tabs and (beside the board on a desktop) the whole table keep their boxes: a
      // table that grew would make the page scroll, and a classic scroll bar would then narrow the board.
      const tabs = () => el.shadowRoot!.querySelector("inkognito-side-panel")!.shadowRoot!.querySelector("[role=tablist]")!;
      const boardBox = () => JSON.stringify([box(el.shadowRoot!.querySelector("inkognito-board")!), box(tabs()), ...(label === "desktop" ? [box(el)] : [])]);
      const before = boardBox();
      const panel = el.shadowRoot!.querySelector("inkognito-side-panel")!;
      panel.shadowRoot!.querySelector<HTMLButtonElement>("#tab-notebook")!.click();
      await settle(el);
      await new Promise((r) => setTimeout(r, 100));
      expect(boardBox(), "the board moved").to.equal(before);
      const nb = el.shadowRoot!.querySelector("inkognito-side-panel")!.shadowRoot!.querySelector("inkognito-notebook")!;
      await (nb as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      const chances = [...nb.shadowRoot!.querySelectorAll<HTMLElement>(".chance")];
      expect(chances.length).to.equal(3 * 8);
      const texts = chances.map((c) => c.textContent!.trim());
      expect(texts.filter((t) => /^\d{1,3}\s?%$/.test(t)).length, texts.join(" ")).to.be.greaterThan(12);
      for (const c of chances) {
        expect(texts.includes(c.textContent!.trim()) && (/%$/.test(c.textContent!.trim()) || /^[✓×]$/.test(c.textContent!.trim()))).to.equal(true);
        expect(parseFloat(getComputedStyle(c).fontSize), "chance text too small").to.be.at.least(11);
        expect(c.scrollWidth, `"${c.textContent}" cut`).to.be.at.most(c.clientWidth + 0.5);
        expect(box(c).width).to.be.greaterThan(0);
      }
      // Each chance says what it is the chance of (its column's name is on screen beside it).
      const heads = [...nb.shadowRoot!.querySelectorAll("th")].map((h) => h.textContent!.trim());
      for (const h of ["Tall", "Short", "Fat", "Thin"]) expect(heads).to.include(h);
      const legends = [...nb.shadowRoot!.querySelectorAll<HTMLElement>(".legend")];
      expect(legends.length).to.be.greaterThan(0);
      const side = el.shadowRoot!.querySelector(".side")!, tbl = el.shadowRoot!.querySelector(".table")!;
      for (const legend of legends) {
        legend.scrollIntoView({ block: "nearest" });
        await new Promise((r) => requestAnimationFrame(r));
        const b = box(legend);
        expect(inView(legend), `legend at ${JSON.stringify(b)}`).to.equal(true);
        for (const outer of [side, tbl]) {
          const o = box(outer);
          expect(b.top >= o.top - 0.5 && b.bottom <= o.bottom + 0.5 && b.left >= o.left - 0.5 && b.right <= o.right + 0.5, `legend cut by ${outer.className}`).to.equal(true);
        }
      }
    });
  });
}

for (const [label, width, height] of [["phone", 360, 640], ["desktop", 1280, 800]] as const) {
  describe(`tutorial and narrated demos on a ${width} × ${height} ${label}`, () => {
    before(async () => {
      await setViewport({ width, height });
      document.body.style.margin = "0";
    });
    after(() => setViewport({ width: 800, height: 600 }));
    afterEach(() => localStorage.clear());

    /** With the table scrolled to the top of the screen, the caption, its Next button and the whole board are on screen together. */
    async function together(el: InkognitoGame, what: string) {
      await settle(el);
      el.scrollIntoView({ block: "start" });
      await new Promise((r) => requestAnimationFrame(r));
      const caption = findAll(el.shadowRoot!, "[part=caption]")[0]!;
      const board = el.shadowRoot!.querySelector(".board-scroll")!;
      expect(caption, `${what}: no caption`).to.exist;
      expect(inView(caption), `${what}: caption at ${JSON.stringify(box(caption))}`).to.equal(true);
      expect(inView(board), `${what}: board at ${JSON.stringify(box(board))}`).to.equal(true);
      const next = findAll(el.shadowRoot!, "button.next, button.play-on")[0]!;
      expect(inView(next), `${what}: Next at ${JSON.stringify(box(next))}`).to.equal(true);
    }

    it("shows the tutorial's caption and the board together", async () => {
      const el = await table({ mode: "hotseat", scenario: "tutorial" });
      await together(el, "tutorial step 1");
    });

    it("shows every step's caption of a narrated demo and the board together (the longest captions)", async function () {
      this.timeout(60_000);
      for (const name of ["repeated-cards", "movement-michael"]) {
        const text = await (await fetch(`/demo/scenarios/${name}.json`)).text();
        const el = await table({ mode: "hotseat", scenario: text });
        const count = (JSON.parse(text) as { steps: unknown[] }).steps.length;
        for (let i = 0; i < count; i++) {
          el.step = i;
          await waitUntil(() => el.step === i && findAll(el.shadowRoot!, ".count")[0]?.textContent?.includes(`${i + 1} of`), `${name}: step ${i + 1}`);
          await together(el, `${name} step ${i + 1}`);
        }
      }
    });
  });
}

for (const [label, width, height] of [["phone", 360, 640], ["desktop", 1280, 800]] as const) {
  describe(`players' panels and the log on a ${width} × ${height} ${label}`, () => {
    before(async () => {
      await setViewport({ width, height });
      document.body.style.margin = "0";
    });
    after(() => setViewport({ width: 800, height: 600 }));
    afterEach(() => localStorage.clear());

    it("shows each seat's colour and letter, name, you or bot, whose turn and its public counts; the log beside the board (a phone: one tap away)", async () => {
      const el = await afterAnAnswer();
      el.scrollIntoView({ block: "start" });
      const root = el.shadowRoot!;
      const panel = root.querySelector("inkognito-side-panel")!;
      const visible = (e: Element) => box(e).width > 0 && box(e).height > 0;
      if (label === "phone") {
        // One tap away: the Log tab, with the players' panels above the log.
        expect(findAll(root, "inkognito-players").some(visible)).to.equal(false);
        panel.shadowRoot!.querySelector<HTMLButtonElement>("#tab-log")!.click();
        await settle(el);
        await new Promise((r) => setTimeout(r, 100));
        await settle(el);
      } else {
        expect(panel.shadowRoot!.querySelector("#tab-log")!.getBoundingClientRect().width, "a Log tab beside the log").to.equal(0);
      }
      const players = findAll(root, "inkognito-players").find(visible)!;
      expect(players, "no players' panels on screen").to.exist;
      const log = findAll(root, "inkognito-log").find(visible)!;
      expect(log, "no log on screen").to.exist;
      if (label === "desktop") {
        // Always in view beside the board, with the board, at the first screen of the table.
        for (const part of [players, log.parentElement!, root.querySelector(".board-scroll")!]) expect(inView(part), `${part.localName} at ${JSON.stringify(box(part))}`).to.equal(true);
        expect(box(log.parentElement!).height, "the log's box").to.be.greaterThan(100);
        const lines = findAll(log.shadowRoot!, "li").filter(visible);
        expect(lines.some((l) => inView(l)), "no line of the log in view").to.equal(true);
        // The log follows the game: its newest line is the one in view, inside every box that clips it.
        const newest = lines.at(-1)!;
        expect(inView(newest), `the newest line at ${JSON.stringify(box(newest))}`).to.equal(true);
        for (const clip of [log.shadowRoot!.querySelector("ol")!, log.parentElement!]) {
          const c = box(clip), r = box(newest);
          expect(r.top >= c.top - 1 && r.bottom <= c.bottom + 1,
            `the newest line "${newest.textContent}" at ${JSON.stringify(r)}, outside ${clip.localName} ${JSON.stringify(c)}`).to.equal(true);
        }
        expect(box(log).left).to.be.greaterThan(box(root.querySelector(".board-scroll")!).right - 1);
      }
      const rows = [...players.shadowRoot!.querySelectorAll<HTMLElement>("li[data-seat]")];
      expect(rows.map((r) => r.dataset.seat)).to.deep.equal(["red", "yellow", "green", "blue"]);
      const text = (r: HTMLElement) => r.textContent!.replace(/\s+/g, " ").trim();
      const red = rows[0]!, yellow = rows[1]!;
      // Colour and letter, never colour alone.
      expect(red.querySelector(".chip")!.textContent!.trim()).to.equal("R");
      expect(getComputedStyle(yellow.querySelector(".chip")!).backgroundColor).to.not.equal(getComputedStyle(red.querySelector(".chip")!).backgroundColor);
      expect(text(red)).to.include("Red").and.include("(you)").and.include("playing now");
      expect(red.getAttribute("aria-current")).to.equal("true");
      expect(text(yellow)).to.include("Yellow").and.include("(bot)").and.not.include("playing now");
      // Red asked Yellow once; Yellow answered with 3 cards: counts everyone may know, no card named.
      expect(text(red)).to.include("1 asked").and.include("0 answered").and.include("3 cards seen");
      expect(text(yellow)).to.include("0 asked").and.include("1 answered").and.include("0 cards seen");
      for (const r of rows) expect(text(r)).to.not.match(/Fiddlebottom|Bubble|Zsa|Agent|Tall|Short|Fat|Thin/);
    });
  });
}
