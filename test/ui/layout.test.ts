/** `<inkognito-game>` in the layouts site owners use: its own size, the width it is given, a height set by the page. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

let n = 0;
const uid = () => `layout-${Date.now()}-${n++}`;

async function mount(template: ReturnType<typeof html>): Promise<{ host: HTMLElement; el: InkognitoGame }> {
  const host = await fixture<HTMLElement>(template);
  const el = host.localName === "inkognito-game" ? (host as InkognitoGame) : host.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view !== undefined, "the game did not start", { timeout: 5000 });
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return { host, el };
}

const box = (e: Element) => e.getBoundingClientRect();
const board = (el: InkognitoGame) => box(el.shadowRoot!.querySelector("inkognito-board")!);

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("layouts", () => {
  afterEach(() => localStorage.clear());

  it("fills a block container", async () => {
    const { el } = await mount(html`<div style="width: 900px"><inkognito-game game-id=${uid()} bot-delay="60000"></inkognito-game></div>`);
    expect(box(el).width).to.equal(900);
    expect(board(el).width).to.be.greaterThan(450);
  });

  it("takes the rest of a flex row beside a sidebar", async () => {
    const { el } = await mount(html`<div style="display: flex; width: 1000px">
      <aside style="width: 200px; flex: none">menu</aside>
      <inkognito-game game-id=${uid()} bot-delay="60000"></inkognito-game></div>`);
    expect(box(el).width).to.equal(800);
    expect(board(el).width).to.be.greaterThan(400);
  });

  it("has a width of its own in a flex row where the sidebar may shrink too", async () => {
    const { host, el } = await mount(html`<div style="display: flex; width: 700px">
      <aside style="width: 300px">menu</aside>
      <inkognito-game game-id=${uid()} bot-delay="60000"></inkognito-game></div>`);
    expect(box(el).width).to.be.at.least(288);
    expect(box(el).right).to.be.closeTo(box(host).right, 0.5);
  });

  it("fills a grid auto column beside a fixed one", async () => {
    const { el } = await mount(html`<div style="display: grid; grid-template-columns: 200px auto; width: 1000px">
      <aside>menu</aside><inkognito-game game-id=${uid()} bot-delay="60000"></inkognito-game></div>`);
    expect(box(el).width).to.equal(800);
  });

  it("has a sensible width in a grid auto column beside a 1fr one", async () => {
    const { el } = await mount(html`<div style="display: grid; grid-template-columns: auto 1fr; width: 1200px">
      <inkognito-game game-id=${uid()} bot-delay="60000"></inkognito-game><aside>menu</aside></div>`);
    expect(box(el).width).to.be.within(600, 1000);
    expect(board(el).width).to.be.greaterThan(300);
  });

  it("shrinks to fit an inline-block box: its natural width on a wide page, the page's width on a narrow one", async () => {
    const wide = await mount(html`<div style="width: 1400px"><div style="display: inline-block">
      <inkognito-game game-id=${uid()} bot-delay="60000"></inkognito-game></div></div>`);
    expect(box(wide.el).width).to.be.within(600, 1000);
    const narrow = await mount(html`<div style="width: 340px"><div style="display: inline-block">
      <inkognito-game game-id=${uid()} bot-delay="60000"></inkognito-game></div></div>`);
    expect(box(narrow.el).width).to.be.within(280, 340);
    expect(board(narrow.el).width).to.be.greaterThan(250);
  });

  it("honours a height the page sets: the board scales to fit inside it (wide)", async () => {
    const { el } = await mount(html`<div style="width: 1100px">
      <inkognito-game game-id=${uid()} bot-delay="60000" style="height: 460px"></inkognito-game></div>`);
    const outer = box(el);
    expect(outer.height).to.equal(460);
    const table = box(el.shadowRoot!.querySelector(".table")!);
    expect(table.bottom).to.be.at.most(outer.bottom + 0.5);
    const b = board(el);
    expect(b.bottom, "the board ends inside the element").to.be.at.most(outer.bottom + 0.5);
    expect(b.height).to.be.greaterThan(200);
    // The drawing keeps its proportions: the board's svg is letterboxed, not stretched.
    const svg = el.shadowRoot!.querySelector("inkognito-board")!.shadowRoot!.querySelector("svg")!;
    expect(svg.getAttribute("preserveAspectRatio")).to.contain("meet");
  });

  it("honours a height the page sets on a narrow page: the table scrolls inside it", async () => {
    const { el } = await mount(html`<div style="width: 360px">
      <inkognito-game game-id=${uid()} bot-delay="60000" style="height: 500px"></inkognito-game></div>`);
    expect(box(el).height).to.equal(500);
    const main = el.shadowRoot!.querySelector(".main")!;
    expect(box(main).bottom).to.be.at.most(box(el).bottom + 0.5);
    expect(main.scrollHeight).to.be.greaterThan(main.clientHeight);
  });
});
