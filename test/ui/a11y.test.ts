/**
 * axe-core (the accessibility engine) inside the real Chromium, across the table's main states:
 * start, movement, meeting, answer picker, each side-panel tab, a dialog, the end screen, the
 * lobby and the hot-seat privacy screen. axe looks into the open shadow roots. Rules: WCAG 2.x A and
 * AA plus axe's best practices, except `region` (landmarks are the embedding page's choice). Every
 * state in each theme: `dark` (the default), `light`, and `auto` with the reader's colour scheme
 * emulated as light.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { emulateMedia, executeServerCommand } from "@web/test-runner-commands";
import { noViolations as axeClean } from "./support/axe.js";
import "../../src/register.js";
import "../../src/ui/network.js"; // registers the lobby (loaded with the network code)
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { Scenario } from "../../src/games/board/index.js";
import { en } from "../../src/ui/i18n/en.js";
import { LIGHT_TOKENS } from "../../src/ui/theme.js";
import { redMeetsYellow } from "./support/scenarios.js";
import { settle, findAll } from "./support/shadow.js";

const noViolations = (root: Element, state: string): Promise<void> => axeClean(root, `the ${state} state`);

const FOUR = redMeetsYellow("a11y");
let n = 0;
/** The theme the states are checked in (each describe below sets it). */
let theme: "dark" | "light" | "auto" = "dark";
async function table(attrs: { mode?: string; scenario?: Scenario; privacy?: boolean }): Promise<InkognitoGame> {
  const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${`a11y-${Date.now()}-${n++}`} bot-delay="60000" theme=${theme}
    mode=${attrs.mode ?? "solo"} ?no-privacy-screen=${attrs.mode === "hotseat" && !attrs.privacy}
    .scenario=${JSON.stringify(attrs.scenario ?? FOUR)}></inkognito-game>`);
  await waitUntil(() => el.view !== undefined, "no game");
  await settle(el);
  return el;
}


function submitAll(el: InkognitoGame, actions: readonly object[]) {
  for (const a of actions) expect(el.submit(a as never).ok, JSON.stringify(a)).to.equal(true);
}

/** Heading levels of the element in the order a screen reader meets them (through shadow roots). */
function headingLevels(node: Node, out: number[] = []): number[] {
  if (node instanceof Element) {
    const m = /^h([1-6])$/.exec(node.localName);
    if (m) out.push(Number(m[1]));
  }
  const kids = node instanceof Element && node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
  for (const k of kids) headingLevels(k, out);
  return out;
}

function expectHeadingsInOrder(el: Element, state: string) {
  const levels = headingLevels(el);
  expect(levels.length, `${state}: no heading`).to.be.greaterThan(0);
  expect(levels[0], `${state}: the table's headings start at h2 (${levels})`).to.equal(2);
  levels.forEach((l, i) => i && expect(l, `${state}: heading levels skip (${levels})`).to.be.at.most(levels[i - 1]! + 1));
}

/** WCAG contrast ratio of two computed colours ("rgb(r, g, b)"). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

/**
 * A part shown on its own (the lobby) gets the theme's tokens as the element would give it: set on a
 * wrapper, as the element's shadow root does.
 */
async function themed<T extends Element>(template: ReturnType<typeof html>): Promise<T> {
  const wrap = await fixture<HTMLDivElement>(html`<div>${template}</div>`);
  if (theme !== "dark") for (const [k, v] of Object.entries(LIGHT_TOKENS)) wrap.style.setProperty(k, v);
  if (theme !== "dark") wrap.style.setProperty("color-scheme", "light");
  return wrap.firstElementChild as T;
}

for (const t of ["dark", "light", "auto"] as const) describe(`accessibility (axe-core), theme="${t}"`, () => {
  before(async () => {
    theme = t;
    await emulateMedia({ colorScheme: t === "auto" ? "light" : "no-preference" });
  });
  after(async () => {
    theme = "dark";
    await emulateMedia({ colorScheme: "no-preference" });
  });
  afterEach(() => localStorage.clear());

  it("the theme is applied (light tokens unless dark)", async () => {
    const el = await table({});
    if (t === "auto") expect(matchMedia("(prefers-color-scheme: light)").matches).to.equal(true);
    const lagoon = getComputedStyle(el).getPropertyValue("--inkognito-lagoon").trim();
    expect(lagoon).to.equal(t === "dark" ? "#0d3b4f" : LIGHT_TOKENS["--inkognito-lagoon"]);
  });

  it("start, movement and meeting have no violations", async function () {
    this.timeout(30_000);
    const el = await table({});
    await noViolations(el, "start");
    submitAll(el, [{ type: "roll", seat: "red" }]);
    await noViolations(el, "movement");
    submitAll(el, [{ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" }, { type: "endMovement", seat: "red" }]);
    expect(el.view!.turn.stage).to.equal("meet");
    await noViolations(el, "meeting");
  });

  it("each side-panel tab has no violations, headings in order, and the log can be focused", async function () {
    this.timeout(30_000);
    const el = await table({});
    submitAll(el, [{ type: "roll", seat: "red" }, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
      { type: "endMovement", seat: "red" }]);
    for (const label of ["Hand", "Passport", "Notebook", "Log"]) {
      const tab = findAll(el.shadowRoot!, "[role=tab]").find((t) => t.textContent!.trim() === label) as HTMLElement;
      tab.click();
      await noViolations(el, `${label} tab`);
      expectHeadingsInOrder(el, `${label} tab`);
    }
    const log = findAll(el.shadowRoot!, "ol[part=log]")[0] as HTMLElement;
    // One tab stop: the list's current line (a roving tabindex; arrow keys move between lines).
    const stops = [log, ...log.querySelectorAll("li")].filter((x) => (x as HTMLElement).tabIndex === 0);
    expect(stops.length, "the log has exactly one tab stop").to.equal(1);
    expect(log.getAttribute("aria-label")).to.equal("Log");
  });

  it("seat letters reach 4.5:1 on their chips and 3:1 on the figures", async () => {
    const el = await table({});
    const figures = findAll(el.shadowRoot!, ".figure");
    expect(figures.length).to.be.greaterThan(10);
    for (const f of figures) {
      const letter = f.querySelector(".letter");
      if (!letter) continue;
      const ratio = contrast(getComputedStyle(letter).fill, getComputedStyle(f.querySelector(".body")!).fill);
      expect(ratio, `${f.getAttribute("data-figure")} letter`).to.be.at.least(3);
    }
    const seats = (["red", "yellow", "green", "blue"] as const).map((seat) => ({ seat, kind: "human", name: seat, connected: true, ready: false }));
    const lobby = await themed(html`<inkognito-lobby .lobby=${{ tableId: "t", players: 4, seats, started: false, commit: "", spectators: 0, assistant: false }}
      .messages=${en} you="red"></inkognito-lobby>`);
    const chips = findAll(lobby.shadowRoot!, ".chip");
    expect(chips.length).to.equal(4);
    for (const chip of chips) {
      const cs = getComputedStyle(chip);
      expect(contrast(cs.color, cs.backgroundColor), `${chip.className} letter`).to.be.at.least(4.5);
    }
  });

  it("the answer picker, the declaration dialog and the end screen have no violations", async function () {
    this.timeout(30_000);
    const el = await table({ mode: "hotseat" });
    submitAll(el, [
      { type: "roll", seat: "red" },
      { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
      { type: "endMovement", seat: "red" },
      { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" },
    ]);
    await settle(el);
    expect(findAll(el.shadowRoot!, "inkognito-answer-picker").length).to.equal(1);
    await noViolations(el, "answer picker");

    const other = await table({ mode: "hotseat" });
    submitAll(other, [{ type: "roll", seat: "red" }, { type: "endMovement", seat: "red" }]);
    other.shadowRoot!.querySelector(".table")!.dispatchEvent(new CustomEvent("inkognito-open-declare"));
    await settle(other);
    expect(findAll(other.shadowRoot!, "[role=dialog]").length).to.equal(1);
    await noViolations(other, "declaration dialog");
    submitAll(other, [{ type: "declare", seat: "red", partner: "green" }]);
    await settle(other);
    expect(findAll(other.shadowRoot!, "[role=dialog]")[0]!.textContent).to.include("Red declares");
    await noViolations(other, "handshake dialog");
    submitAll(other, [{ type: "handshake", seat: "green", accept: true }]);
    await settle(other);
    expect(other.view!.result).to.not.equal(null);
    await noViolations(other, "end screen");
  });

  it("the hot-seat privacy screen has no violations", async () => {
    const el = await table({ mode: "hotseat", privacy: true });
    expect(el.shadowRoot!.querySelector(".privacy")).to.exist;
    await noViolations(el, "hot-seat privacy screen");
  });

  it("the lobby has no violations (host and guest views)", async () => {
    const seats = [
      { seat: "red", kind: "host", name: "Ada", connected: true, ready: true },
      { seat: "yellow", kind: "human", name: "Bo", connected: false, ready: false },
      { seat: "green", kind: "bot", name: "", connected: true, ready: true },
      { seat: "blue", kind: "open", name: "", connected: false, ready: false },
    ];
    for (const host of [true, false]) {
      const lobby = await themed(html`<inkognito-lobby .lobby=${{ tableId: "inkognito-abc", players: 4, seats, started: false, commit: "ab12", spectators: 1, assistant: true }} .messages=${en} ?host=${host}
        .invite=${host ? "https://example.org/game#table=abc" : ""} .you=${host ? "red" : "yellow"} .name=${"Bo"}
        .status=${"Open"}></inkognito-lobby>`);
      await noViolations(lobby, host ? "host lobby" : "guest lobby");
    }
  });

  it("under forced colours the open tab stands out, cards keep edges and silhouettes, figures keep outlines", async () => {
    const el = await table({});
    const figureStroke = getComputedStyle(findAll(el.shadowRoot!, ".figure .body")[0]!).stroke;
    await executeServerCommand("forced-colors", true);
    try {
      expect(matchMedia("(forced-colors: active)").matches).to.equal(true);
      await settle(el);
      const tabs = findAll(el.shadowRoot!, "[role=tab]");
      const on = getComputedStyle(tabs.find((t) => t.getAttribute("aria-selected") === "true")!);
      const off = getComputedStyle(tabs.find((t) => t.getAttribute("aria-selected") === "false")!);
      expect(on.borderBottomColor, "the open tab's underline").to.not.equal(off.borderBottomColor);
      expect(contrast(on.borderBottomColor, off.backgroundColor === "rgba(0, 0, 0, 0)" ? getComputedStyle(document.body).backgroundColor : off.backgroundColor))
        .to.be.at.least(3);
      const card = findAll(el.shadowRoot!, ".card")[0]!;
      const sil = findAll(el.shadowRoot!, ".card .sil")[0]!;
      expect(contrast(getComputedStyle(sil).color, getComputedStyle(card).backgroundColor), "build silhouette on its card").to.be.at.least(4.5);
      const body = findAll(el.shadowRoot!, ".figure .body")[0]!;
      expect(getComputedStyle(body).stroke, "figures get a system-colour outline").to.not.equal(figureStroke);
      expect(getComputedStyle(findAll(el.shadowRoot!, "inkognito-board")[0]!.shadowRoot!.querySelector("svg")!).forcedColorAdjust).to.equal("none");
    } finally {
      await executeServerCommand("forced-colors", false);
    }
  });
});
