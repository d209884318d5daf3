/** The Phantom of Prophecy: three balls, used ones dimmed, selection events. */
import { expect, fixture, html, oneEvent } from "@open-wc/testing";
import type { Ball } from "../../src/games/board/index.js";
import { InkognitoPhantom } from "../../src/ui/board/phantom.js";
import { en } from "../../src/ui/i18n/en.js";

if (!customElements.get("inkognito-phantom")) customElements.define("inkognito-phantom", InkognitoPhantom);

async function phantom(roll: Ball[], usedBalls: number[] = [], interactive = true, selectedBall: number | null = null) {
  const el = await fixture<InkognitoPhantom>(html`<inkognito-phantom style="width:200px" .roll=${roll}
    .usedBalls=${usedBalls} .interactive=${interactive} .selectedBall=${selectedBall}></inkognito-phantom>`);
  await el.updateComplete;
  return el;
}

const balls = (el: InkognitoPhantom) => [...el.shadowRoot!.querySelectorAll<SVGGElement>('[part="ball"]')];

async function quiet(el: Element, act: () => void): Promise<boolean> {
  let fired = false;
  const on = () => (fired = true);
  el.addEventListener("inkognito-ball-select", on);
  act();
  await new Promise((r) => setTimeout(r, 30));
  el.removeEventListener("inkognito-ball-select", on);
  return !fired;
}

describe("<inkognito-phantom>", () => {
  it("a roll's animations stop when the Phantom leaves the page (a running one would hold the whole removed table)", async () => {
    const el = await phantom(["white", "orange", "purple"]);
    const started: Animation[] = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element["animate"]>) {
      const a = animate.apply(this, args);
      started.push(a);
      return a;
    };
    try {
      el.roll = ["black", "white", "orange"];
      await el.updateComplete;
    } finally {
      Element.prototype.animate = animate;
    }
    expect(started.length).to.be.greaterThan(0);
    expect(started.every((a) => a.playState === "running")).to.equal(true);
    el.remove();
    expect(started.map((a) => a.playState)).to.deep.equal(started.map(() => "idle"));
  });

  it("shows the three rolled balls with a colour, a pictogram and a label each", async () => {
    const el = await phantom(["white", "orange", "purple"]);
    const bs = balls(el);
    expect(bs.length).to.equal(3);
    expect(bs.map((b) => b.dataset.ball)).to.deep.equal(["white", "orange", "purple"]);
    expect(bs[0]!.getAttribute("aria-label")).to.equal(en.ball.white);
    expect(bs[2]!.querySelector("title")!.textContent).to.equal(en.ball.purple);
    for (const b of bs) expect(b.querySelector(".icon")).to.not.equal(null);
    expect(el.shadowRoot!.querySelector("svg")!.getAttribute("aria-label")).to.equal(en.phantomLabel);
  });

  it("shows empty sockets before the roll", async () => {
    const el = await phantom([]);
    expect(balls(el).length).to.equal(0);
    expect(el.shadowRoot!.querySelectorAll(".socket").length).to.equal(3);
  });

  it("dims used balls and does not let them be picked", async () => {
    const el = await phantom(["lightBlue", "black", "white"], [1]);
    const used = balls(el)[1]!;
    expect(used.classList.contains("used")).to.equal(true);
    expect(used.getAttribute("aria-disabled")).to.equal("true");
    expect(used.getAttribute("tabindex")).to.equal("-1");
    expect(used.getAttribute("aria-label")).to.contain(en.ballUsed);
    expect(Number(getComputedStyle(used.querySelector(".lift")!).opacity)).to.be.below(0.5);
    expect(await quiet(el, () => used.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true })))).to.equal(true);
    expect(balls(el)[0]!.getAttribute("aria-disabled")).to.equal("false");
  });

  it("fires ball-select on click and on Enter for an unused ball", async () => {
    const el = await phantom(["lightBlue", "black", "white"], [1]);
    let ev = oneEvent(el, "inkognito-ball-select");
    balls(el)[2]!.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true }));
    const e = await ev;
    expect(e.detail).to.deep.equal({ index: 2 });
    expect(e.bubbles && e.composed).to.equal(true);
    ev = oneEvent(el, "inkognito-ball-select");
    balls(el)[0]!.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, composed: true }));
    expect((await ev).detail).to.deep.equal({ index: 0 });
  });

  it("marks the selected ball", async () => {
    const el = await phantom(["lightBlue", "black", "white"], [], true, 1);
    expect(balls(el)[1]!.classList.contains("selected")).to.equal(true);
    expect(balls(el)[1]!.getAttribute("aria-pressed")).to.equal("true");
    expect(balls(el)[0]!.getAttribute("aria-pressed")).to.equal("false");
  });

  it("ignores clicks when not interactive", async () => {
    const el = await phantom(["lightBlue", "black", "white"], [], false);
    expect(balls(el).every((b) => b.getAttribute("tabindex") === "-1")).to.equal(true);
    expect(await quiet(el, () => balls(el)[0]!.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true })))).to.equal(true);
  });

  it("animates a new roll", async () => {
    const el = await phantom(["lightBlue", "black", "white"]);
    el.roll = ["orange", "orange", "purple"];
    await el.updateComplete;
    const anims = el.shadowRoot!.querySelector(".art")!.getAnimations().length +
      [...el.shadowRoot!.querySelectorAll(".lift")].reduce((n, b) => n + b.getAnimations().length, 0);
    expect(anims).to.be.above(0);
  });
});
