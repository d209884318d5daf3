/** Focus with real key presses in Chromium: dialogs take and keep it, give it back, and each step lands somewhere sensible. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { redMeetsYellow } from "./support/scenarios.js";

const SCENARIO = redMeetsYellow("focus");

function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** The chain of hosts from the focused element up to the document, e.g. ["inkognito-turn-bar", "inkognito-game"]. */
function hostsOf(e: Element | null): string[] {
  const out: string[] = [];
  let root = e?.getRootNode();
  while (root instanceof ShadowRoot) {
    out.push(root.host.localName);
    root = root.host.getRootNode();
  }
  return out;
}

async function tabTo(what: string, match: (e: Element) => boolean): Promise<Element> {
  for (let i = 0; i < 60; i++) {
    await sendKeys({ press: "Tab" });
    const a = deepActive();
    if (a && match(a)) return a;
  }
  throw new Error(`Tab never reached ${what}`);
}

const text = (e: Element | null) => e?.textContent?.trim() ?? "";
const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

let n = 0;
async function table(mode = "solo"): Promise<{ el: InkognitoGame; before: HTMLButtonElement }> {
  const wrap = await fixture<HTMLDivElement>(html`<div><button id="before">before</button>
    <inkognito-game game-id=${`focus-${Date.now()}-${n++}`} bot-delay="60000" mode=${mode} ?no-privacy-screen=${mode === "hotseat"}
      .scenario=${JSON.stringify(SCENARIO)}></inkognito-game><button id="after">after</button></div>`);
  const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view !== undefined);
  await el.updateComplete;
  const before = wrap.querySelector<HTMLButtonElement>("#before")!;
  before.focus();
  return { el, before };
}

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("focus", () => {
  afterEach(() => localStorage.clear());

  it("the board is one tab stop", async () => {
    await table();
    const stops: string[] = [];
    for (let i = 0; i < 60; i++) {
      await sendKeys({ press: "Tab" });
      const a = deepActive()!;
      if (a.id === "after") break;
      stops.push(`${hostsOf(a).join("<")} ${a.localName}.${a.getAttribute("class") ?? ""}`);
    }
    const board = stops.filter((s) => s.startsWith("inkognito-board"));
    expect(board, stops.join("\n")).to.have.length(1);
    expect(board[0]).to.contain("space");
  });

  it("after End movement focus goes to the Meeting's question, not to Mission accomplished!", async () => {
    const { el } = await table();
    await tabTo("Roll", (e) => text(e) === "Roll the Phantom");
    await sendKeys({ press: "Enter" });
    await waitUntil(() => el.view!.turn.stage === "move");
    expect(el.submit({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" } as never).ok).to.equal(true);
    await tabTo("End movement", (e) => text(e) === "End movement");
    await sendKeys({ press: "Enter" });
    await waitUntil(() => el.view!.turn.stage === "meet");
    await waitUntil(() => deepActive() !== document.body, "focus fell to <body>");
    await frame();
    expect(text(deepActive())).to.not.equal("Mission accomplished!");
    expect(hostsOf(deepActive())[0]).to.equal("inkognito-meetings");
    expect(text(deepActive())).to.match(/^Ask /);
  });

  it("the answer picker takes focus, Tab stays out of the table behind it, and after answering focus is not on <body>", async () => {
    const { el } = await table("hotseat");
    await tabTo("Roll", (e) => text(e) === "Roll the Phantom");
    for (const a of [
      { type: "roll", seat: "red" },
      { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
      { type: "endMovement", seat: "red" },
      { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" },
    ]) expect(el.submit(a as never).ok, a.type).to.equal(true);
    await waitUntil(() => hostsOf(deepActive())[0] === "inkognito-answer-picker", "the picker did not take focus");
    expect(deepActive()!.classList.contains("pick")).to.equal(true);
    for (let i = 0; i < 25; i++) {
      await sendKeys({ press: "Tab" });
      const hosts = hostsOf(deepActive());
      expect(["inkognito-turn-bar", "inkognito-board", "inkognito-phantom", "inkognito-side-panel", "inkognito-meetings"].includes(hosts[0] ?? ""),
        `Tab reached ${hosts.join("<")} behind the picker`).to.equal(false);
    }
    // Answer with the keyboard: pick short, tall and F, then Show.
    const picker = el.shadowRoot!.querySelector("inkognito-answer-picker")!.shadowRoot!;
    for (const card of ["short", "tall", "F"]) {
      picker.querySelector<HTMLElement>(`.pick:has([data-card="${card}"])`)!.focus();
      await sendKeys({ press: "Enter" });
    }
    picker.querySelector<HTMLElement>("button.show")!.focus();
    await sendKeys({ press: "Enter" });
    await waitUntil(() => el.view!.log.some((e) => e.type === "answered"), "the answer was not sent");
    await waitUntil(() => deepActive() && deepActive() !== document.body, "focus fell to <body> after answering");
    expect(hostsOf(deepActive())).to.include("inkognito-game");
  });

  it("the declaration dialog takes focus, Escape cancels it and focus returns to Mission accomplished!", async () => {
    const { el } = await table();
    await tabTo("Roll", (e) => text(e) === "Roll the Phantom");
    await sendKeys({ press: "Enter" });
    await waitUntil(() => el.view!.turn.stage === "move");
    expect(el.submit({ type: "endMovement", seat: "red" } as never).ok).to.equal(true);
    const declare = await tabTo("Mission accomplished!", (e) => text(e) === "Mission accomplished!");
    await sendKeys({ press: "Enter" });
    await waitUntil(() => hostsOf(deepActive())[0] === "inkognito-prompts", "the dialog did not take focus");
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: "Tab" });
      expect(hostsOf(deepActive())[0], "Tab left the dialog for the table behind it").to.not.be.oneOf(["inkognito-turn-bar", "inkognito-board", "inkognito-side-panel"]);
    }
    await tabTo("the dialog", (e) => hostsOf(e)[0] === "inkognito-prompts");
    await sendKeys({ press: "Escape" });
    await waitUntil(() => deepActive() === declare, "focus did not return to Mission accomplished!");
  });

  it("the end screen takes focus, closes with Escape and leaves focus in the table", async () => {
    const { el } = await table("hotseat");
    await tabTo("Roll", (e) => text(e) === "Roll the Phantom");
    for (const a of [{ type: "roll", seat: "red" }, { type: "endMovement", seat: "red" }, { type: "declare", seat: "red", partner: "green" }]) {
      expect(el.submit(a as never).ok, a.type).to.equal(true);
    }
    await waitUntil(() => text(deepActive()) === "Shake hands", "the handshake dialog did not take focus");
    await sendKeys({ press: "Enter" });
    await waitUntil(() => el.view!.result !== null);
    await waitUntil(() => hostsOf(deepActive())[0] === "inkognito-end-screen", "the end screen did not take focus");
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: "Tab" });
      expect(hostsOf(deepActive())[0], "Tab reached the table behind the end screen").to.not.be.oneOf(["inkognito-turn-bar", "inkognito-board", "inkognito-side-panel"]);
    }
    await tabTo("the end screen", (e) => hostsOf(e)[0] === "inkognito-end-screen");
    await sendKeys({ press: "Escape" });
    await waitUntil(() => !el.shadowRoot!.querySelector("inkognito-end-screen")!.shadowRoot!.querySelector("[role=dialog]"), "Escape did not close the end screen");
    await waitUntil(() => hostsOf(deepActive()).includes("inkognito-game"), "focus left the table");
  });

  it("the hot-seat privacy screen takes focus, and passing it focuses the seat's first action", async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div><button id="before">before</button>
      <inkognito-game game-id=${`focus-p-${Date.now()}`} mode="hotseat" .scenario=${JSON.stringify(SCENARIO)}></inkognito-game></div>`);
    const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
    await waitUntil(() => el.view !== undefined);
    await tabTo("the privacy screen", (e) => !!e.closest(".privacy"));
    await sendKeys({ press: "Enter" });
    await waitUntil(() => text(deepActive()) === "Roll the Phantom", "focus did not go to Roll");
  });
});
