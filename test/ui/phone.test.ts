/**
 * The table on a 360 × 640 phone (issue 8): the board zooms and pans (button or pinch) inside a
 * viewport of fixed size, so the turn bar and the Phantom stay in view and the page never grows;
 * nothing covers the board; the answer picker's Show button is on the first screen; card names are
 * whole; the board does not move between steps; the open passport scrolls inside a bounded panel.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { redMeetsYellow } from "./support/scenarios.js";
import { messagesFor } from "../../src/ui/i18n/index.js";
import { figureName } from "../../src/ui/names.js";
import { settleAndPaint as settle, findAll } from "./support/shadow.js";

let n = 0;
async function table(mode = "solo", lang = "en", width = ""): Promise<InkognitoGame> {
  const wrap = await fixture<HTMLDivElement>(html`<div style=${width ? `width: ${width}` : ""}><inkognito-game game-id=${`phone-${Date.now()}-${n++}`} bot-delay="60000" lang=${lang}
    mode=${mode} ?no-privacy-screen=${mode === "hotseat"} .scenario=${JSON.stringify(redMeetsYellow("phone"))}></inkognito-game></div>`);
  const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view !== undefined, "no game");
  await settle(el);
  return el;
}

const find = (root: Element | ShadowRoot, selector: string) => findAll(root, selector)[0] ?? null;

const inView = (e: Element) => {
  const r = e.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
};
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function touch(target: Element, type: string, id: number, x: number, y: number) {
  target.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: "touch", clientX: x, clientY: y, bubbles: true, composed: true }));
}

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("the table on a 360 × 640 phone", () => {
  before(async () => {
    await setViewport({ width: 360, height: 640 });
    document.body.style.margin = "0";
  });
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => localStorage.clear());

  it("zooms and pans the board inside a fixed viewport: turn bar and Phantom stay in view, the page does not grow, nothing covers the board", async () => {
    const el = await table();
    const root = el.shadowRoot!;
    const box = root.querySelector(".board-scroll") as HTMLElement;
    const boardEl = root.querySelector("inkognito-board") as HTMLElement;
    const zoom = root.querySelector("button.zoom") as HTMLButtonElement;
    const before = box.getBoundingClientRect();
    const page = document.documentElement.scrollHeight;
    expect(overlaps(zoom.getBoundingClientRect(), before), "the zoom button covers the board").to.equal(false);
    // Unzoomed, figures are drawn larger than to scale so they stay legible.
    const tall = () => (boardEl.shadowRoot!.querySelector('[data-figure="red-tall"] .fig-inner') as SVGGraphicsElement).getBoundingClientRect().height;
    const small = tall();
    zoom.click();
    await settle(el);
    // Zoomed 2.6 times, the board draws figures to scale: unzoomed they were well over 1/2.6 of that.
    expect(small / tall()).to.be.greaterThan(0.5);
    const after = box.getBoundingClientRect();
    expect(boardEl.getBoundingClientRect().width).to.be.greaterThan(before.width * 2);
    expect([after.top, after.height]).to.deep.equal([before.top, before.height]);
    expect(document.documentElement.scrollHeight).to.equal(page);
    box.scrollTo({ left: box.scrollWidth, top: box.scrollHeight });
    await settle(el);
    expect(box.scrollLeft).to.be.greaterThan(0);
    expect(box.scrollTop).to.be.greaterThan(0);
    expect(document.documentElement.scrollTop).to.equal(0);
    expect(inView(root.querySelector("inkognito-turn-bar")!), "turn bar").to.equal(true);
    expect(inView(root.querySelector("inkognito-phantom")!), "Phantom").to.equal(true);
    expect(overlaps(zoom.getBoundingClientRect(), box.getBoundingClientRect()), "the zoom button covers the board").to.equal(false);
    // A one-finger drag pans the zoomed board.
    const left = box.scrollLeft;
    touch(box, "pointerdown", 1, 200, 300);
    touch(box, "pointermove", 1, 260, 300);
    touch(box, "pointerup", 1, 260, 300);
    expect(box.scrollLeft).to.equal(left - 60);
    // Whole board again, then a pinch zooms in around the fingers.
    zoom.click();
    await settle(el);
    expect(boardEl.getBoundingClientRect().width).to.equal(box.clientWidth);
    const mid = before.top + before.height / 2;
    touch(box, "pointerdown", 1, 150, mid);
    touch(box, "pointerdown", 2, 200, mid);
    touch(box, "pointermove", 2, 250, mid);
    touch(box, "pointerup", 1, 150, mid);
    touch(box, "pointerup", 2, 250, mid);
    await settle(el);
    expect(boardEl.getBoundingClientRect().width).to.be.closeTo(box.clientWidth * 2, 2);
    expect(box.getBoundingClientRect().height).to.equal(before.height);
    expect(zoom.getAttribute("aria-pressed")).to.equal("true");
  });

  it("keeps the board in place across the steps of a turn", async () => {
    const el = await table();
    const box = el.shadowRoot!.querySelector(".board-scroll")!;
    const where = () => { const r = box.getBoundingClientRect(); return [r.top, r.height]; };
    const seen = [where()];
    for (const a of [
      { type: "roll", seat: "red" },
      { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
      { type: "endMovement", seat: "red" },
    ] as const) {
      expect(el.submit(a as never).ok, a.type).to.equal(true);
      await settle(el);
      seen.push(where());
    }
    // Choosing "Extra step" at the meeting brings up a prompt in the turn bar.
    const step = findAll(el.shadowRoot!, "button").find((b) => b.textContent!.trim() === "Extra step") as HTMLButtonElement;
    step.click();
    await settle(el);
    expect(find(el.shadowRoot!, "inkognito-turn-bar")!.shadowRoot!.querySelector(".hint")!.textContent).to.include("Extra step");
    seen.push(where());
    el.submit({ type: "endTurn", seat: "red" } as never);
    await settle(el);
    seen.push(where());
    for (const s of seen) expect(s).to.deep.equal(seen[0]);
  });

  it("shows the guidance line whole and the turn's steps inside the turn bar, in every language, on a 336 px table (a 360 px phone less the demo page's margins)", async function () {
    this.timeout(60_000);
    for (const lang of ["en", "de", "fr", "es", "it", "da"]) {
      // A page's margins take some of a 360 px phone: the table is narrower than the screen.
      const el = await table("solo", lang, "336px");
      // The turn bar, in its language (a language's texts arrive by a chunk of their own).
      const steps = () => find(el.shadowRoot!, "inkognito-turn-bar")?.shadowRoot?.querySelector("ol")?.textContent ?? "";
      await waitUntil(() => steps() !== "" && (lang === "en" || !steps().includes("Roll")), `${lang}: no turn bar in its language`);
      const bar = find(el.shadowRoot!, "inkognito-turn-bar")!;
      const hint = bar.shadowRoot!.querySelector<HTMLElement>(".hint")!;
      const kept = parseFloat(getComputedStyle(hint).minHeight);
      const whole = (when: string, fits: boolean) => {
        // Never cut off (a clamped line holds more than it shows); a step's guidance fits the lines kept for it, so the board stays put.
        expect(hint.textContent!.trim().length, `${lang}, ${when}: no guidance`).to.be.greaterThan(0);
        expect(hint.scrollHeight, `${lang}, ${when}: "${hint.textContent!.trim()}" cut off`).to.be.at.most(hint.clientHeight + 1);
        if (fits) expect(hint.clientHeight, `${lang}, ${when}: "${hint.textContent!.trim()}" takes more than the lines kept for it`).to.be.at.most(kept + 1);
        const steps = bar.shadowRoot!.querySelector("ol")!.getBoundingClientRect(), box = bar.getBoundingClientRect();
        const menu = find(el.shadowRoot!, "inkognito-game-menu")!.getBoundingClientRect();
        expect(steps.right, `${lang}, ${when}: the steps run under the menu`).to.be.at.most(Math.min(box.right, menu.left) + 0.5);
      };
      for (const a of [{ type: "roll", seat: "red" }, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" }, { type: "endMovement", seat: "red" }] as const) {
        expect(el.submit(a as never).ok, a.type).to.equal(true);
        await settle(el);
        whole(a.type, true);
      }
      // Every guidance of the language, each with the longest names it can hold (a figure, a seat, the two balls left, a
      // number): never cut off; all but why a move cannot end (a rule explained, guideBlocked) within the lines kept for it.
      const m = messagesFor(lang);
      const figure = figureName(m, "yellow-short"), seat = m.seat.yellow;
      const balls = m.ballList(["lightBlue", "orange"].map((b) => m.ballName[b]!));
      const guides: [string, string][] = [
        ["guideRoll", m.guideRoll], ["guideMove", m.guideMove], ["guideMoveMore", m.guideMoveMore(balls)],
        ...Object.values(m.guideBall).map((t) => ["guideBall", t] as [string, string]),
        ["guidePickSpace", m.guidePickSpace(figure)], ["guidePickSpaceMore", m.guidePickSpaceMore(figure, balls)],
        ["guideEndMovement", m.guideEndMovement], ["guideMeet", m.guideMeet(2)], ["guideExtraStep", m.guideExtraStep(figure)],
        ["guideExpel", m.guideExpel(figure)], ["guideOthersExpel", m.guideOthersExpel(seat, figure)], ["guideAnswer", m.guideAnswer(seat)],
        ["guideWaitAnswer", m.guideWaitAnswer(seat)], ["guideOthersAnswer", m.guideOthersAnswer(seat, seat)],
        ["guideHandshake", m.guideHandshake(seat)], ["guideWaitHandshake", m.guideWaitHandshake(seat)],
        ["guideAmbassador", m.guideAmbassador(2)], ["guideEndTurn", m.guideEndTurn], ["guideEndOrDeclare", m.guideEndOrDeclare],
        ["guideOver", m.guideOver],
        ...Object.values(m.guideBlocked).map((f) => ["guideBlocked", f(figure)] as [string, string]),
      ];
      const hinted = bar as unknown as { hint: string; updateComplete: Promise<unknown> };
      for (const [key, text] of guides) {
        hinted.hint = text;
        await hinted.updateComplete;
        whole(key, key !== "guideBlocked");
      }
    }
  });

  it("shows whole card names and puts the answer picker's Show button on the first screen", async () => {
    const el = await table("hotseat");
    for (const a of [
      { type: "roll", seat: "red" },
      { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
      { type: "endMovement", seat: "red" },
      { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" },
    ] as const) expect(el.submit(a as never).ok, a.type).to.equal(true);
    await settle(el);
    const show = find(el.shadowRoot!, "button.show")!;
    expect(show, "no picker").to.exist;
    expect(inView(show), `Show at ${JSON.stringify(show.getBoundingClientRect())}`).to.equal(true);
    const names = findAll(el.shadowRoot!, ".card .name");
    expect(names.length).to.be.greaterThan(10);
    for (const nm of names) expect(nm.scrollWidth, nm.textContent!).to.be.at.most(nm.clientWidth);
    expect(names.map((x) => x.textContent!.replace(/\u00ad/g, ""))).to.include("Fiddlebottom");
  });

  it("fits the declaration dialog and the end screen on the screen, their main button in view", async () => {
    const el = await table("hotseat");
    el.submit({ type: "roll", seat: "red" } as never);
    el.submit({ type: "endMovement", seat: "red" } as never);
    await settle(el);
    const declare = findAll(find(el.shadowRoot!, "inkognito-turn-bar")!.shadowRoot!, "button")
      .find((b) => b.textContent!.trim() === "Mission accomplished!") as HTMLButtonElement;
    declare.click();
    await settle(el);
    const dialog = find(el.shadowRoot!, "inkognito-prompts")!.shadowRoot!.querySelector(".dialog")!;
    expect(dialog.getBoundingClientRect().bottom).to.be.at.most(640);
    expect(inView(dialog.querySelector("button.primary")!)).to.equal(true);
    el.submit({ type: "declare", seat: "red", partner: "green" } as never);
    el.submit({ type: "handshake", seat: "green", accept: true } as never);
    await settle(el);
    const end = find(el.shadowRoot!, "inkognito-end-screen")!.shadowRoot!.querySelector(".dialog") as HTMLElement;
    expect(end.getBoundingClientRect().top).to.be.at.least(0);
    expect(end.getBoundingClientRect().bottom).to.be.at.most(640);
    expect(inView(end.querySelector("button.primary")!), "New game in view").to.equal(true);
  });

  it("opens the passport in a panel of bounded height", async () => {
    const el = await table();
    const page = document.documentElement.scrollHeight;
    const panel = find(el.shadowRoot!, "inkognito-side-panel") as HTMLElement & { tab: string };
    panel.tab = "passport";
    await settle(el);
    const open = findAll(el.shadowRoot!, "button").find((b) => b.textContent!.trim() === "Open passport") as HTMLButtonElement;
    open.click();
    await settle(el);
    const sheet = find(el.shadowRoot!, ".sheet")!;
    expect(sheet.scrollHeight).to.be.greaterThan(sheet.clientHeight); // it scrolls inside
    expect(sheet.getBoundingClientRect().height).to.be.at.most(0.6 * 640 + 1);
    expect(document.documentElement.scrollHeight).to.be.at.most(page + 100);
  });
});
