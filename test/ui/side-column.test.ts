/**
 * The side column beside the board on a desktop (issue 19): the players' panels, the Hand tab and
 * the log with its mannerisms share the board's height. At 1280 × 800 and 1366 × 768, in every
 * language, with 4 and 5 players, every card of the Hand tab (the secret cards and "Your cards")
 * and every mannerism button is whole on screen, inside every box that clips it. So too during a
 * meeting, its card above them (at 1440 × 900 too), with the hand in no box that scrolls and three lines of the log at least.
 * Each seat's counts in short ("?0 !0 ▮0") open their key by a tap, a click or the keyboard, and
 * say what they are to screen readers (a touch screen shows no tooltip).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { a11ySnapshot, findAccessibilityNode, sendKeys, sendMouse, setViewport } from "@web/test-runner-commands";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { Action } from "../../src/games/board/index.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { settleAndPaint as settle, findAll } from "./support/shadow.js";
import { redMeetsYellow } from "./support/scenarios.js";

let n = 0;
const LANGS = ["en", "de", "fr", "it", "es", "da"] as const;

/** A fresh solo table under a page header as the demo's (a title and a line of links, 52 px high). */
async function table(lang: string, players: number): Promise<InkognitoGame> {
  const page = await fixture<HTMLElement>(html`<div><header style="height: 52px">Inkognito</header><inkognito-game
    game-id=${`side-${Date.now()}-${n++}`} lang=${lang} players=${players} bot-delay="600000"></inkognito-game></div>`);
  const el = page.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view !== undefined, "no game", { timeout: 8000 });
  await sideReady(el);
  return el;
}

/** The side column whole: its panel (a part loaded after the first paint) with the hand in it, and the log. */
async function sideReady(el: InkognitoGame) {
  await settle(el);
  await waitUntil(() => {
    const panel = el.shadowRoot!.querySelector("inkognito-side-panel");
    return panel?.shadowRoot && findAll(panel.shadowRoot, "inkognito-hand")[0]?.shadowRoot?.querySelector(".row .card")
      && findAll(el.shadowRoot!, ".side inkognito-log")[0]?.shadowRoot?.querySelector("[part=emotes] button");
  }, "no side column", { timeout: 8000 });
  await settle(el);
}

/** Red's tall figure steps next to Yellow's: Red has a meeting to act on (its card at the top of the side column). */
const MEET: Action[] = [
  { type: "roll", seat: "red" },
  { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
  { type: "endMovement", seat: "red" },
];

/** A solo table at Red's meeting with Yellow (4 or 5 players), under the demo's header. */
async function meeting(lang: string, players: number): Promise<InkognitoGame> {
  const scenario = JSON.stringify({ ...redMeetsYellow(`side-meet-${n}`), players });
  const page = await fixture<HTMLElement>(html`<div><header style="height: 52px">Inkognito</header><inkognito-game
    game-id=${`side-meet-${Date.now()}-${n++}`} lang=${lang} bot-delay="600000" .scenario=${scenario}></inkognito-game></div>`);
  const el = page.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view !== undefined, "no game", { timeout: 8000 });
  for (const a of MEET) expect(el.submit(a).ok, a.type).to.equal(true);
  await waitUntil(() => el.view!.meetings.length > 0, "no meeting", { timeout: 8000 });
  await settle(el);
  await waitUntil(() => findAll(el.shadowRoot!, "[part=meeting] button").length >= 3, "no meeting card", { timeout: 8000 });
  await sideReady(el);
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

/** The height of three one-line entries of the log's list `ol` (each its line height and its padding, and the gaps between them). */
function threeLines(ol: HTMLElement): number {
  const li = getComputedStyle(ol.querySelector("li:not(.turn)")!);
  const line = parseFloat(li.lineHeight) + parseFloat(li.paddingTop) + parseFloat(li.paddingBottom);
  return 3 * line + 2 * (parseFloat(getComputedStyle(ol).rowGap) || 0);
}

before(() => loadAllParts());

// At 1280 × 800 the table fits the screen under the demo's header; at 1366 × 768 the wider board makes it taller than the screen (the page scrolls), so there only the boxes that clip count.
/** The describe block's hooks: its tests at `width` × `height` on a page without margins, each leaving no save behind. */
function atViewport(width: number, height: number) {
  before(async () => {
    await setViewport({ width, height });
    document.body.style.margin = "0";
  });
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => localStorage.clear());
}

/**
 * The parts of the side column a player must see whole (every card of the Hand tab, the meeting's choices, every
 * mannerism, each player's panel, and the log's newest line unless `newest` is false), each checked by `whole`:
 * what is not, as sentences. The Hand tab must be open.
 */
function partsNotWhole(el: InkognitoGame, lang: string, players: number, screen: boolean, newest = true): string[] {
  const root = el.shadowRoot!;
  const panel = root.querySelector("inkognito-side-panel")!;
  expect(panel.getAttribute("tab") ?? "hand", `${lang}: the Hand tab is open`).to.equal("hand");
  const hand = findAll(panel.shadowRoot!, "inkognito-hand")[0]!;
  const cards = [...hand.shadowRoot!.querySelectorAll(".row .card")];
  expect(cards.length, `${lang}: the hand's cards`).to.equal(11);
  const log = findAll(root, ".side inkognito-log")[0]!;
  const buttons = [...log.shadowRoot!.querySelectorAll("[part=emotes] button")];
  expect(buttons.length, `${lang}: the mannerisms`).to.be.greaterThan(2);
  const rows = findAll(root, ".side inkognito-players").flatMap((p) => [...p.shadowRoot!.querySelectorAll("li")]);
  expect(rows.length, `${lang}: the players' panels`).to.equal(players);
  const parts: (readonly [string, Element])[] = [
    ...cards.map((c, i) => [`card ${i + 1} (${c.textContent!.replace(/\s+/g, " ").trim()})`, c] as const),
    ...findAll(root, "[part=meeting] button").map((b) => [`the meeting's choice "${b.textContent!.trim()}"`, b] as const),
    ...buttons.map((b) => [`mannerism "${b.textContent!.trim()}"`, b] as const),
    ...(newest ? [["the newest line of the log", [...log.shadowRoot!.querySelectorAll("li")].at(-1)!] as const] : []),
    ...rows.map((li) => [`the players' panel of ${li.getAttribute("data-seat")}`, li] as const),
  ];
  return parts.flatMap(([what, e]) => {
    const problem = whole(e, screen);
    return problem ? [`${lang}, ${players} players: ${what} ${problem}`] : [];
  });
}

for (const [width, height, screen] of [[1280, 800, true], [1366, 768, false]] as const) {
  describe(`the side column at ${width} × ${height}`, () => {
    atViewport(width, height);

    for (const players of [4, 5]) {
      it(`shows the whole Hand tab, the log and every mannerism with ${players} players, in every language`, async function () {
        this.timeout(60_000);
        const problems: string[] = [];
        for (const lang of LANGS) {
          const el = await table(lang, players);
          el.scrollIntoView({ block: "start" });
          await new Promise((r) => requestAnimationFrame(r));
          problems.push(...partsNotWhole(el, lang, players, screen));
          el.parentElement!.remove();
        }
        expect(problems, problems.join("\n")).to.deep.equal([]);
      });
    }
  });
}

// During a meeting its card stands at the top of the side column: the hand the player answers and asks with
// is still whole there, in no box that scrolls (before, it scrolled in a box a few lines high under the players).
for (const [width, height, screen] of [[1280, 800, true], [1366, 768, false], [1440, 900, true]] as const) {
  describe(`the side column during a meeting at ${width} × ${height}`, () => {
    atViewport(width, height);

    for (const players of [4, 5]) {
      it(`shows the meeting's choices, every player, the whole hand unscrolled, every mannerism and three lines of the log with ${players} players, in every language`, async function () {
        this.timeout(60_000);
        const problems: string[] = [];
        for (const lang of LANGS) {
          const el = await meeting(lang, players);
          el.scrollIntoView({ block: "start" });
          await new Promise((r) => requestAnimationFrame(r));
          const root = el.shadowRoot!;
          const panel = root.querySelector("inkognito-side-panel")!;
          const log = findAll(root, ".side inkognito-log")[0]!;
          // The newest line is checked below, at the foot of its box.
          problems.push(...partsNotWhole(el, lang, players, screen, false));
          // The hand scrolls in no box: neither the tab's nor the column's.
          for (const box of [panel, root.querySelector(".side")!]) {
            if (box.scrollHeight > box.clientHeight + 1) problems.push(`${lang}, ${players} players: ${box.localName} scrolls (${box.scrollHeight} in ${box.clientHeight})`);
          }
          // The log keeps its newest line in view, at the foot of its box, and three lines at least: its box holds three
          // one-line entries (before, in French and Spanish with 5 players at 1280 × 800 it kept about one).
          const list = log.shadowRoot!.querySelector("ol")!;
          const least = threeLines(list);
          if (list.clientHeight < least - 0.5) {
            problems.push(`${lang}, ${players} players: the log shows ${list.clientHeight} px, less than three lines (${Math.round(least)} px)`);
          }
          const ol = list.getBoundingClientRect();
          const newest = [...log.shadowRoot!.querySelectorAll("li")].at(-1)!.getBoundingClientRect();
          if (!(newest.bottom <= ol.bottom + 1 && newest.bottom > ol.top + 8)) {
            problems.push(`${lang}, ${players} players: the log's newest line at ${Math.round(newest.top)}–${Math.round(newest.bottom)}, its box ${Math.round(ol.top)}–${Math.round(ol.bottom)}`);
          }
          el.parentElement!.remove();
        }
        expect(problems, problems.join("\n")).to.deep.equal([]);
      });
    }
  });
}

interface AxNode { role: string; name: string; expanded?: boolean; children?: AxNode[] }

/** The accessibility tree's nodes, depth first. */
function axNodes(n: AxNode): AxNode[] {
  return [n, ...(n.children ?? []).flatMap(axNodes)];
}

/** Clicks the middle of `e` with the mouse (a real pointer: pointerdown, up, click). */
async function press(e: Element) {
  const r = e.getBoundingClientRect();
  await sendMouse({ type: "click", position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
}

// The counts in short are a button: a tap (a touch screen has no tooltip), a click or Enter opens their key, Escape or a
// tap elsewhere closes it; a screen reader hears the counts in full and whether the key is open.
for (const [label, width, height, at] of [["desktop beside the board", 1280, 800, "start"], ["desktop during a meeting", 1280, 800, "meeting"],
  ["phone, in the Log tab", 360, 640, "start"]] as const) {
  describe(`the counts' key on a ${label}`, () => {
    atViewport(width, height);

    it("opens by a tap or the keyboard, says what each sign means with the seat's numbers, and is in the accessibility tree", async function () {
      this.timeout(30_000);
      const el = at === "meeting" ? await meeting("en", 4) : await table("en", 4);
      el.scrollIntoView({ block: "start" });
      const root = el.shadowRoot!;
      if (width < 500) {
        root.querySelector("inkognito-side-panel")!.shadowRoot!.querySelector<HTMLButtonElement>("#tab-log")!.click();
        await settle(el);
      }
      const players = findAll(root, "inkognito-players").find((p) => p.getBoundingClientRect().height > 0)!;
      expect(players, "no players' panels on screen").to.exist;
      const rows = [...players.shadowRoot!.querySelectorAll<HTMLElement>("li[data-seat]")];
      for (const row of [rows[1]!, rows[2]!]) {
        const counts = row.querySelector<HTMLElement>(".counts")!;
        counts.scrollIntoView({ block: "center" });
        await settle(el);
        expect(counts.localName, "the counts are a button").to.equal("button");
        expect(counts.getAttribute("aria-expanded")).to.equal("false");
        const key = () => row.querySelector<HTMLElement>(".key");
        const shown = () => !!key() && key()!.getBoundingClientRect().height > 0;
        expect(shown(), "the key before a tap").to.equal(false);
        // In the accessibility tree: a collapsed button named by the counts in full.
        const named = (tree: AxNode) => axNodes(tree).filter((n) => n.role === "button" && n.name === "0 asked · 0 answered · 0 cards seen");
        const before = named((await a11ySnapshot({})) as unknown as AxNode);
        expect(before.length, "buttons named by the counts in full").to.equal(4);
        // A tap opens the key, under the row, whole on screen and in every box that clips it.
        await press(counts);
        await settle(el);
        expect(counts.getAttribute("aria-expanded")).to.equal("true");
        expect(shown(), "the key after a tap").to.equal(true);
        expect(counts.getAttribute("aria-controls")).to.equal(key()!.id);
        const text = key()!.textContent!.replace(/\s+/g, " ");
        for (const words of ["Questions asked", "Questions answered", "Cards seen"]) expect(text).to.include(words);
        expect(whole(key()!, true), "the key").to.equal(null);
        const tree = (await a11ySnapshot({})) as unknown as AxNode;
        expect(named(tree).filter((n) => n.expanded === true).length, "an expanded button").to.equal(1);
        expect(findAccessibilityNode(tree as never, (n: AxNode) => n.name === "Questions answered"), "the key's words in the tree").to.not.equal(null);
        // Escape closes it; Enter opens it again; a tap elsewhere closes it.
        counts.focus();
        await sendKeys({ press: "Escape" });
        await settle(el);
        expect([counts.getAttribute("aria-expanded"), shown()], "after Escape").to.deep.equal(["false", false]);
        await sendKeys({ press: "Enter" });
        await settle(el);
        expect([counts.getAttribute("aria-expanded"), shown()], "after Enter").to.deep.equal(["true", true]);
        await press(row.querySelector(".chip")!.closest("li")!.querySelector(".name")!);
        await settle(el);
        expect(shown(), "a tap on the row keeps it").to.equal(true);
        const header = el.parentElement!.querySelector("header")!;
        header.scrollIntoView({ block: "start" });
        await press(header);
        await settle(el);
        expect([counts.getAttribute("aria-expanded"), shown()], "after a tap elsewhere").to.deep.equal(["false", false]);
      }
      el.parentElement!.remove();
    });
  });
}
