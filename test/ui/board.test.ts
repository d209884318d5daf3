/** The board: spaces, routes, figures, events, keyboard and hit areas. */
import { expect, fixture, html, oneEvent, waitUntil } from "@open-wc/testing";
import { VENICE, createGame, type FigureId, type SpaceId } from "../../src/games/board/index.js";
import { InkognitoBoard } from "../../src/ui/board/board.js";
import { decodeIslandLoops, islandPaths } from "../../src/ui/board/geometry.js";
import { ISLAND_LOOPS } from "../../src/ui/board/island-data.js";
import { traceIslands } from "../../src/ui/board/island-trace.js";

// Registered directly: the full registry (../define.js) also pulls in the shell and panels.
if (!customElements.get("inkognito-board")) customElements.define("inkognito-board", InkognitoBoard);

const SP = new Map(VENICE.spaces.map((s) => [s.id, s]));
const initial = (createGame({ players: 4, seed: "x" }) as { positions: Record<FigureId, SpaceId> }).positions;

async function board(props: Partial<InkognitoBoard> = {}, width = 1024): Promise<InkognitoBoard> {
  const el = await fixture<InkognitoBoard>(html`<inkognito-board style="width:${width}px"
    .positions=${props.positions ?? initial} .selectableFigures=${props.selectableFigures ?? []}
    .selectedFigure=${props.selectedFigure ?? null} .targets=${props.targets ?? []}></inkognito-board>`);
  await el.updateComplete;
  return el;
}

const root = (el: InkognitoBoard) => el.shadowRoot!;
const spaceEl = (el: InkognitoBoard, id: SpaceId) => root(el).querySelector<SVGGElement>(`.space[data-space="${id}"]`)!;
const figureEl = (el: InkognitoBoard, f: FigureId) => root(el).querySelector<SVGGElement>(`.figure[data-figure="${f}"]`)!;

function translateOf(g: SVGGElement): [number, number] {
  const m = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(g.getAttribute("style") ?? "");
  if (!m) throw new Error("no translate");
  return [Number(m[1]), Number(m[2])];
}

function centre(e: Element): [number, number] {
  const r = e.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}

/** A real pointer click at the centre of an element (detail 1, with coordinates). */
function clickAt(el: InkognitoBoard, target: Element) {
  const [x, y] = centre(target);
  const hit = root(el).elementFromPoint(x, y) ?? target;
  hit.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true, clientX: x, clientY: y, detail: 1 }));
}

function key(target: Element, k: string) {
  target.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, composed: true }));
}

async function noEvent(el: Element, type: string, act: () => void): Promise<boolean> {
  let fired = false;
  const on = () => (fired = true);
  el.addEventListener(type, on);
  act();
  await new Promise((r) => setTimeout(r, 30));
  el.removeEventListener(type, on);
  return !fired;
}

describe("<inkognito-board>", () => {
  it("draws the 58 spaces with their kinds", async () => {
    const el = await board();
    const spaces = root(el).querySelectorAll<SVGGElement>(".space");
    expect(spaces.length).to.equal(58);
    for (const g of spaces) {
      const s = SP.get(g.dataset.space!)!;
      expect(g.dataset.kind, s.id).to.equal(s.kind);
      expect(g.getAttribute("part")).to.equal("space");
    }
    const count = (k: string) => root(el).querySelectorAll(`.space[data-kind="${k}"]`).length;
    expect(count("start")).to.equal(16);
    expect(count("numbered")).to.equal(8);
    expect(count("embassy")).to.equal(1);
    expect(count("plain")).to.equal(33);
    // Start spaces carry their seat colour and letter; the Embassy its top hat.
    const s2 = spaceEl(el, "s2");
    expect(s2.classList.contains("seat-red")).to.equal(true);
    expect(s2.querySelector(".space-letter")!.textContent).to.equal("R");
    expect(spaceEl(el, "s58").querySelector(".tophat")).to.not.equal(null);
  });

  it("draws 66 land routes and 33 water routes", async () => {
    const el = await board();
    expect(root(el).querySelectorAll("line.route.land").length).to.equal(66);
    expect(root(el).querySelectorAll("line.route.water").length).to.equal(33);
  });

  it("shows the mission numbers 1–8 on their medallions", async () => {
    const el = await board();
    const nums = [...root(el).querySelectorAll(".medal-num")].map((t) => Number(t.textContent)).sort();
    expect(nums).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(spaceEl(el, "s40").querySelector(".medal-num")!.textContent).to.equal("5");
  });

  it("stands every figure on its space", async () => {
    const el = await board();
    const figs = root(el).querySelectorAll(".figure");
    expect(figs.length).to.equal(Object.keys(initial).length);
    for (const [f, s] of Object.entries(initial) as [FigureId, SpaceId][]) {
      const [x, y] = translateOf(figureEl(el, f));
      const sp = SP.get(s)!;
      expect(Math.abs(x - sp.x), f).to.be.below(1);
      expect(Math.abs(y - sp.y), f).to.be.below(10);
      expect(figureEl(el, f).getAttribute("part")).to.equal("figure");
    }
  });

  it("fans out several items on one space so each stays apart and clickable", async () => {
    const positions = { ...initial, "red-fat": "s22", "blue-thin": "s22", "yellow-short": "s22", ambassador: "s22" } as Record<FigureId, SpaceId>;
    const el = await board({ positions, selectableFigures: ["red-fat", "blue-thin", "yellow-short", "ambassador"] });
    const figs = (["ambassador", "red-fat", "yellow-short", "blue-thin"] as FigureId[]).map((f) => figureEl(el, f));
    const rects = figs.map((g) => g.querySelector(".hitbox")!.getBoundingClientRect()).sort((a, b) => a.left - b.left);
    for (let i = 1; i < rects.length; i++) {
      const overlap = rects[i - 1]!.right - rects[i]!.left;
      expect(overlap).to.be.below(Math.min(rects[i]!.width, rects[i - 1]!.width) * 0.35);
    }
    const xs = figs.map((g) => translateOf(g)[0]);
    expect(new Set(xs).size).to.equal(4);
    // The group stays centred on the space.
    const mid = (Math.min(...xs) + Math.max(...xs)) / 2;
    expect(Math.abs(mid - SP.get("s22")!.x)).to.be.below(6);
    // Each one is clickable where it stands.
    for (const f of ["ambassador", "red-fat", "yellow-short", "blue-thin"] as FigureId[]) {
      const g = figureEl(el, f);
      const [x, y] = centre(g.querySelector(".body")!);
      const hit = root(el).elementFromPoint(x, y)!;
      expect(hit.closest(".figure")?.getAttribute("data-figure"), f).to.equal(f);
    }
  });

  it("moves figures when positions change", async () => {
    const el = await board();
    el.positions = { ...initial, "red-tall": "s28" };
    await el.updateComplete;
    const [x] = translateOf(figureEl(el, "red-tall"));
    expect(Math.abs(x - SP.get("s28")!.x)).to.be.below(1);
  });

  it("fires figure-select for a selectable figure, not for others", async () => {
    const el = await board({ selectableFigures: ["red-tall"] });
    const ev = oneEvent(el, "inkognito-figure-select");
    clickAt(el, figureEl(el, "red-tall").querySelector(".body")!);
    expect((await ev).detail).to.deep.equal({ figure: "red-tall" });
    expect((await ev).composed).to.equal(true);
    expect(await noEvent(el, "inkognito-figure-select", () => figureEl(el, "blue-fat").dispatchEvent(
      new MouseEvent("click", { bubbles: true, composed: true })))).to.equal(true);
  });

  it("fires space-select for a target space (and a figure standing on one), not for other spaces", async () => {
    const el = await board({ selectableFigures: ["red-short"], selectedFigure: "red-short", targets: ["s3", "s10", "s13"] });
    expect(spaceEl(el, "s3").classList.contains("target")).to.equal(true);
    expect(spaceEl(el, "s3").querySelector(".glow")).to.not.equal(null);
    let ev = oneEvent(el, "inkognito-space-select");
    clickAt(el, spaceEl(el, "s10").querySelector(".disc")!);
    expect((await ev).detail).to.deep.equal({ space: "s10" });
    ev = oneEvent(el, "inkognito-space-select");
    spaceEl(el, "s3").dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true }));
    expect((await ev).detail).to.deep.equal({ space: "s3" });
    // The blue tall figure stands on target s13.
    ev = oneEvent(el, "inkognito-space-select");
    clickAt(el, figureEl(el, "blue-tall").querySelector(".body")!);
    expect((await ev).detail).to.deep.equal({ space: "s13" });
    expect(await noEvent(el, "inkognito-space-select", () => clickAt(el, spaceEl(el, "s49").querySelector(".disc")!))).to.equal(true);
    expect(await noEvent(el, "inkognito-space-select", () => spaceEl(el, "s9").dispatchEvent(
      new MouseEvent("click", { bubbles: true, composed: true })))).to.equal(true);
  });

  it("is one Tab stop with a roving focus that follows the routes with the arrow keys", async () => {
    const el = await board();
    const stops = root(el).querySelectorAll('.space[tabindex="0"]');
    expect(stops.length).to.equal(1);
    expect(stops[0]!.getAttribute("role")).to.equal("button");
    el.focus();
    expect(root(el).activeElement?.getAttribute("data-space")).to.equal("s58");
    // s58 → right → s36 (land), → up → s37 (land).
    key(root(el).activeElement!, "ArrowRight");
    await waitUntil(() => root(el).activeElement?.getAttribute("data-space") === "s36");
    key(root(el).activeElement!, "ArrowUp");
    await waitUntil(() => root(el).activeElement?.getAttribute("data-space") === "s37");
    expect(root(el).querySelector('.space[tabindex="0"]')!.getAttribute("data-space")).to.equal("s37");
    // s37 → right → s50 (land, down-right); from s50, left is the long water route to s29, the
    // best-aligned of its six routes (s37 lies up-left).
    key(root(el).activeElement!, "ArrowRight");
    await waitUntil(() => root(el).activeElement?.getAttribute("data-space") === "s50");
    key(root(el).activeElement!, "ArrowLeft");
    await waitUntil(() => root(el).activeElement?.getAttribute("data-space") === "s29");
    // Enter on a target selects it; Escape cancels.
    el.targets = ["s29"];
    await el.updateComplete;
    expect(root(el).activeElement?.getAttribute("data-space")).to.equal("s29");
    const ev = oneEvent(el, "inkognito-space-select");
    key(root(el).activeElement!, "Enter");
    expect((await ev).detail).to.deep.equal({ space: "s29" });
    const cancel = oneEvent(el, "inkognito-cancel");
    key(root(el).activeElement!, "Escape");
    await cancel;
  });

  it("moves the roving focus to the first legal destination when destinations appear", async () => {
    const el = await board();
    el.focus();
    expect(root(el).activeElement?.getAttribute("data-space")).to.equal("s58");
    el.targets = ["s12", "s44"];
    await el.updateComplete;
    await waitUntil(() => root(el).activeElement?.getAttribute("data-space") === "s12", "focus did not follow the destinations");
    expect(root(el).querySelector('.space[tabindex="0"]')!.getAttribute("data-space")).to.equal("s12");
  });

  it("stays put when no route leaves in the arrow's direction", async () => {
    const el = await board();
    el.focus();
    key(root(el).activeElement!, "ArrowRight"); // s58 → s36
    await waitUntil(() => root(el).activeElement?.getAttribute("data-space") === "s36");
    // s19 is the westernmost space: nothing to its left.
    const s19 = spaceEl(el, "s19");
    s19.focus();
    key(s19, "ArrowLeft");
    await new Promise((r) => setTimeout(r, 30));
    expect(root(el).activeElement?.getAttribute("data-space")).to.equal("s19");
  });

  it("selects the figures on a space with Enter, cycling through several", async () => {
    const positions = { ...initial, "red-tall": "s36", "red-fat": "s36" } as Record<FigureId, SpaceId>;
    const el = await board({ positions, selectableFigures: ["red-tall", "red-fat"] });
    const s36 = spaceEl(el, "s36");
    s36.focus();
    let ev = oneEvent(el, "inkognito-figure-select");
    key(s36, "Enter");
    expect((await ev).detail).to.deep.equal({ figure: "red-tall" });
    el.selectedFigure = "red-tall";
    await el.updateComplete;
    ev = oneEvent(el, "inkognito-figure-select");
    key(s36, " ");
    expect((await ev).detail).to.deep.equal({ figure: "red-fat" });
  });

  it("names every space for screen readers", async () => {
    const el = await board({ positions: { ...initial, "red-tall": "s40" } as Record<FigureId, SpaceId>, targets: ["s9"] });
    expect(spaceEl(el, "s40").getAttribute("aria-label")).to.equal("Mission space 5, Red's tall figure");
    expect(spaceEl(el, "s58").getAttribute("aria-label")).to.equal("The Embassy, the Ambassador");
    expect(spaceEl(el, "s9").getAttribute("aria-label")).to.equal("Space near space 2, legal destination");
    expect(spaceEl(el, "s2").getAttribute("aria-label")).to.contain("Red start space");
    for (const g of root(el).querySelectorAll(".space")) {
      expect(g.getAttribute("aria-label")).to.not.equal("");
      expect(g.getAttribute("aria-label")).to.not.match(/\bs?\d{2}\b|Space \d/);
    }
    expect(root(el).querySelector("svg")!.getAttribute("part")).to.equal("board");
  });

  it("gives every space a hit area of at least 32 px on a 360 px wide board", async () => {
    const el = await board({}, 360);
    await waitUntil(() => {
      const r = root(el).querySelector(".hit")!.getBoundingClientRect();
      return r.width >= 32;
    }, "hit areas did not grow");
    for (const hit of root(el).querySelectorAll(".hit")) {
      const r = hit.getBoundingClientRect();
      expect(r.width).to.be.at.least(32);
      expect(r.height).to.be.at.least(32);
    }
  });

  it("resolves a tap between close spaces to the nearest one", async () => {
    const el = await board({ targets: ["s7", "s8"] }, 360);
    await waitUntil(() => root(el).querySelector(".hit")!.getBoundingClientRect().width >= 32);
    for (const id of ["s7", "s8"]) {
      const ev = oneEvent(el, "inkognito-space-select");
      clickAt(el, spaceEl(el, id).querySelector(".disc")!);
      expect((await ev).detail).to.deep.equal({ space: id });
    }
  });

  it("draws the islands from stored outlines that match a fresh trace within 0.2 board units", async () => {
    const traced = traceIslands();
    const stored = ISLAND_LOOPS.map(decodeIslandLoops);
    expect(stored.map((level) => level.length)).to.deep.equal(traced.map((level) => level.length));
    stored.forEach((level, n) => level.forEach((loop, i) => {
      const fresh = traced[n]![i]!.points;
      expect(loop.length).to.equal(fresh.length);
      // Within 0.2 board units (half a step of the code is 0.18): stale data after a change fails.
      loop.forEach(([x, y], k) => expect(Math.hypot(x - fresh[k]![0], y - fresh[k]![1])).to.be.below(0.2));
    }));
    const el = await board({}, 360);
    expect(root(el).querySelector("path.beach")!.getAttribute("d")).to.equal(islandPaths().coast);
    expect(islandPaths().coast).to.match(/^M[-\d. L]+Z(M[-\d. L]+Z)*$/);
  });
});
