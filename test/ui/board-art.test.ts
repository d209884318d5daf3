/**
 * The board's drawing that never changes (lagoon, islands, frame, routes, with their noise and blur
 * filters) is an SVG of its own under the board's SVG, on a compositing layer of its own, so the
 * browser rasters it once: a move, a hover, a highlight or a selection above it leaves it untouched.
 * (In one SVG with a filter on it, every such change re-rastered the whole drawing, filters and all,
 * and the compositor blurred it again at every frame; `npm run bench` prints the cost of a hover.)
 */
import { expect, fixture, html } from "@open-wc/testing";
import { createGame, type FigureId, type SpaceId } from "../../src/games/board/index.js";
import { InkognitoBoard } from "../../src/ui/board/board.js";

if (!customElements.get("inkognito-board")) customElements.define("inkognito-board", InkognitoBoard);

const initial = (createGame({ players: 4, seed: "x" }) as { positions: Record<FigureId, SpaceId> }).positions;

async function board(width = 1024): Promise<InkognitoBoard> {
  const el = await fixture<InkognitoBoard>(html`<inkognito-board style="width:${width}px" .positions=${initial}></inkognito-board>`);
  await el.updateComplete;
  return el;
}

const art = (el: InkognitoBoard) => el.shadowRoot!.querySelector<SVGSVGElement>("svg.art")!;
const main = (el: InkognitoBoard) => el.shadowRoot!.querySelector<SVGSVGElement>("svg[part=board]")!;

describe("<inkognito-board>'s drawing that never changes", () => {
  it("is an SVG of its own, hidden from screen readers, under the board's, covering it exactly", async () => {
    const el = await board();
    const a = art(el), b = main(el);
    expect(a, "no static drawing").to.exist;
    expect(a.getAttribute("aria-hidden")).to.equal("true");
    // Everything that never changes is in it, and none of it in the board's SVG.
    for (const sel of [".deco", ".routes", "line.route.land", "line.route.water", "#ripple", "#grain"]) {
      expect(a.querySelector(sel), `${sel} in the drawing`).to.exist;
      expect(b.querySelector(sel), `${sel} in the board's SVG`).to.equal(null);
    }
    // What changes is in the board's SVG only.
    expect(b.querySelectorAll(".space").length).to.equal(58);
    expect(b.querySelectorAll(".figure").length).to.be.greaterThan(0);
    expect(a.querySelector(".space, .figure")).to.equal(null);
    // Same box and viewBox, so the spaces sit on their routes; the drawing is painted below.
    const ra = a.getBoundingClientRect(), rb = b.getBoundingClientRect();
    for (const k of ["left", "top", "width", "height"] as const) expect(Math.abs(ra[k] - rb[k]), k).to.be.below(0.5);
    expect(a.getAttribute("viewBox")).to.equal(b.getAttribute("viewBox"));
    expect(a.getAttribute("preserveAspectRatio")).to.equal(b.getAttribute("preserveAspectRatio"));
    // Painted below the board's SVG (in the board's own stacking context), and clicks go to the board's SVG.
    expect(getComputedStyle(a).zIndex).to.equal("-1");
    expect(getComputedStyle(el).isolation).to.equal("isolate");
    expect(getComputedStyle(a).pointerEvents).to.equal("none");
    const [x, y] = [rb.left + 300, rb.top + 14]; // the lagoon by the frame, in view, no space there
    const hit = el.shadowRoot!.elementFromPoint(x, y);
    expect(hit === b || b.contains(hit), `the point is on ${hit?.nodeName} ${hit?.getAttribute("class")}`).to.equal(true);
  });

  it("is its own compositing layer, with no CSS filter for the compositor to apply at every frame", async () => {
    const el = await board();
    const a = getComputedStyle(art(el)), b = getComputedStyle(main(el));
    expect(a.willChange).to.contain("transform");
    expect(a.filter, "a CSS filter on the layer is applied again at each frame drawn").to.equal("none");
    expect(b.filter, "a filter on the board's SVG re-rasters it all at each change").to.equal("none");
    // Its shadow is drawn in it (a blurred rect below the frame), and shows outside its box.
    expect(art(el).querySelector(".board-shadow[filter]")).to.exist;
    expect(a.overflow).to.equal("visible");
  });

  it("is left untouched by moves, highlights, selections, marks, hovers and a resize", async () => {
    const el = await board();
    const a = art(el);
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => changes.push(...records));
    watch.observe(a, { subtree: true, childList: true, attributes: true, characterData: true });
    const red = Object.keys(initial).find((f) => f.startsWith("red-")) as FigureId;
    el.positions = { ...initial, [red]: "s30" };
    el.selectableFigures = [red];
    el.selectedFigure = red;
    el.targets = ["s31", "s32"];
    el.markedSpaces = ["s12"];
    el.marked = { spaces: ["s40"], figures: [red] };
    await el.updateComplete;
    const space = main(el).querySelector(".space[data-space='s31']")!.getBoundingClientRect();
    main(el).dispatchEvent(new PointerEvent("pointermove", { bubbles: true, composed: true, clientX: space.left + space.width / 2, clientY: space.top + space.height / 2 }));
    await el.updateComplete;
    el.style.width = "700px";
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await el.updateComplete;
    watch.disconnect();
    expect(main(el).querySelector(".space.hover, .space.actionable"), "the board did change").to.exist;
    expect(changes.map((r) => `${r.type} ${(r.target as Element).nodeName} ${r.attributeName ?? ""}`)).to.deep.equal([]);
    expect(art(el), "the drawing was made anew").to.equal(a);
  });
});
