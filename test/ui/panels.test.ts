/**
 * The table's panels and dialogs in a real Chromium: hand, passport, answer picker (with reasons
 * for refused cards), notebook, log and mannerisms, the handshake, the Ambassador seat's Question
 * and seal, and the end screen.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import { blockReason } from "../../src/ui/panels/answer-picker.js";
import { nextMark } from "../../src/ui/panels/notebook.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { AnswerContext, Scenario } from "../../src/games/board/index.js";
import { DEAL, redMeetsYellow } from "./support/scenarios.js";
import { settle, find, findAll } from "./support/shadow.js";

const FOUR = redMeetsYellow("panels");

let n = 0;
async function table(attrs: { mode?: string; seat?: string; scenario: Scenario }): Promise<InkognitoGame> {
  const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${`panels-${Date.now()}-${n++}`} bot-delay="60000"
    mode=${attrs.mode ?? "solo"} seat=${attrs.seat ?? "red"} ?no-privacy-screen=${attrs.mode === "hotseat"}
    .scenario=${JSON.stringify(attrs.scenario)}></inkognito-game>`);
  await waitUntil(() => el.view !== undefined, "no game");
  await settle(el);
  return el;
}



const button = (root: Element | ShadowRoot, label: string) =>
  findAll(root, "button").find((b) => b.textContent!.trim() === label) as HTMLButtonElement | undefined;

async function openTab(el: InkognitoGame, label: string) {
  const tab = findAll(el.shadowRoot!, "[role=tab]").find((t) => t.textContent!.trim() === label) as HTMLElement;
  tab.click();
  await settle(el);
}

/** Red asks Yellow's build: the hot-seat table then shows Yellow's answer picker. */
async function redAsksYellow(el: InkognitoGame) {
  for (const a of [
    { type: "roll", seat: "red" },
    { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
    { type: "endMovement", seat: "red" },
    { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" },
  ] as const) expect(el.submit(a as never).ok, a.type).to.equal(true);
  await settle(el);
}

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("panels: hand and passport", () => {
  afterEach(() => localStorage.clear());

  it("the hand shows the seat's three grey secret cards with their faces and its eight coloured cards", async () => {
    const el = await table({ scenario: FOUR });
    const hand = find(el.shadowRoot!, "inkognito-hand")!;
    const cards = findAll(hand.shadowRoot!, ".card");
    expect(cards.length).to.equal(11);
    const grey = cards.filter((c) => c.classList.contains("grey")).map((c) => c.textContent!.replace(/\u00ad/g, "").replace(/\s+/g, " ").trim());
    expect(grey).to.deep.equal(["Secret identity F Fiddlebottom", "Secret build Tall", "Secret mission B Mission B"]);
  });

  it("the passport opens and closes like the physical screen and marks the seat's possible missions", async () => {
    const el = await table({ scenario: FOUR });
    await openTab(el, "Passport");
    const passport = find(el.shadowRoot!, "inkognito-passport")!;
    expect(passport.shadowRoot!.querySelector("table")).to.equal(null);
    button(passport.shadowRoot!, "Open passport")!.click();
    await settle(el);
    expect(passport.shadowRoot!.querySelectorAll("tbody tr").length).to.equal(24);
    // Red is Fiddlebottom holding B: the F+B rows whose F letter is B.
    const mine = [...passport.shadowRoot!.querySelectorAll("tr.mine")].map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent!.trim()));
    expect(mine.map((cells) => cells.slice(0, 2).join(""))).to.deep.equal(["BA", "BC", "BD"]);
    button(passport.shadowRoot!, "Close passport")!.click();
    await settle(el);
    expect(passport.shadowRoot!.querySelector("table")).to.equal(null);
  });
});

describe("panels: answering a Question", () => {
  afterEach(() => localStorage.clear());

  it("blockReason explains a repeated set, a false single card and a card that does not fit", () => {
    const secret = { identity: "X", build: "short", mission: "A" } as const;
    const ctx: AnswerContext = { secret, kind: "build", via: "figure", level: 3, history: [["short", "tall", "F"]] };
    expect(blockReason(ctx, ["short", "tall"], "F")).to.equal("REPEATED_SET");
    expect(blockReason(ctx, ["short", "tall"], "Z")).to.equal(null);
    expect(blockReason(ctx, ["short", "tall", "Z"], "fat")).to.equal("WRONG_CARD_COUNT");
    const one: AnswerContext = { secret, kind: "build", via: "figure", level: 1, history: [] };
    expect(blockReason(one, [], "tall")).to.equal("NOT_TRUE_CARD");
    expect(blockReason(one, [], "short")).to.equal(null);
    const pair: AnswerContext = { secret, kind: "identity", via: "ambassador", level: 2, history: [] };
    expect(blockReason(pair, [], "grey-mission")).to.equal(null); // the mission card may stand in for one card
    expect(blockReason(pair, [], "tall")).to.equal("WRONG_CARD_KINDS");
    expect(blockReason(pair, ["F"], "grey-mission")).to.equal("NO_TRUE_CARD");
  });

  it("the picker shows the question, lets only legal answers through and sends them", async () => {
    const el = await table({ mode: "hotseat", scenario: FOUR });
    await redAsksYellow(el);
    expect(el.view!.viewer).to.equal("yellow");
    const picker = find(el.shadowRoot!, "inkognito-answer-picker")!;
    const root = picker.shadowRoot!;
    expect(root.querySelector("h2")!.textContent).to.include("Red asks your build");
    const show = root.querySelector<HTMLButtonElement>("button.show")!;
    expect(show.disabled).to.equal(true);
    const pick = (card: string) => root.querySelector<HTMLButtonElement>(`.pick:has([data-card="${card}"])`)!;
    // Two builds and a mission card: allowed kinds, but no true card unless "short" is among them.
    pick("tall").click();
    pick("fat").click();
    await settle(el);
    expect(pick("grey-mission").getAttribute("aria-disabled")).to.equal("true");
    expect(pick("grey-mission").title).to.include("true");
    pick("grey-mission").click(); // refused: stays unpicked, the reason is shown
    await settle(el);
    expect(pick("grey-mission").getAttribute("aria-pressed")).to.equal("false");
    expect(root.querySelector(".why")!.textContent).to.include("true");
    pick("fat").click();
    pick("short").click();
    pick("F").click();
    await settle(el);
    expect(show.disabled).to.equal(false);
    show.click();
    await settle(el);
    const answered = el.view!.log.find((e) => e.type === "answered")!;
    expect(answered.data).to.deep.include({ asker: "red", answerer: "yellow", count: 3 });
    expect(find(el.shadowRoot!, "inkognito-answer-picker")).to.equal(null);
  });
});

describe("panels: notebook and log", () => {
  afterEach(() => localStorage.clear());

  it("the notebook fills itself with cards shown, per opponent, and keeps the player's marks", async () => {
    expect(nextMark(undefined)).to.equal("✗");
    expect(nextMark("?")).to.equal(null);
    const el = await table({ mode: "hotseat", scenario: FOUR });
    await redAsksYellow(el);
    el.submit({ type: "answer", seat: "yellow", cards: ["short", "tall", "F"] });
    await settle(el);
    expect(el.view!.viewer).to.equal("red"); // red must now expel Yellow's figure
    await openTab(el, "Notebook");
    const nb = find(el.shadowRoot!, "inkognito-notebook")!.shadowRoot!;
    const yellow = nb.querySelector("section[aria-label=Yellow]")!;
    expect(yellow.querySelector(".entry.received")!.textContent).to.match(/T1 · build[\s\S]*Fiddlebottom · Short · Tall/);
    const cell = [...yellow.querySelectorAll("td button")].find((b) => b.getAttribute("aria-label")!.startsWith("Yellow: Agent X"))!;
    (cell as HTMLButtonElement).click();
    await settle(el);
    expect(el.view!.notebook!.marks["yellow:X"]).to.equal("✗");
    // (The mark has a span of its own; the assistant's chance sits in a span under it.)
    expect(cell.querySelector(".mark")!.textContent!.trim()).to.equal("✗");
  });

  it("the deduction assistant (on in hot-seat) shows chances and certainties beside the marks, and why on demand", async () => {
    const el = await table({ mode: "hotseat", scenario: FOUR });
    await redAsksYellow(el);
    // Red is Fiddlebottom and tall: of {short, tall, Fiddlebottom} only short can be true.
    el.submit({ type: "answer", seat: "yellow", cards: ["short", "tall", "F"] });
    await settle(el);
    await openTab(el, "Notebook");
    const nb = find(el.shadowRoot!, "inkognito-notebook")!.shadowRoot!;
    const yellow = nb.querySelector("section[aria-label=Yellow]")!;
    const cell = (name: string) => [...yellow.querySelectorAll("td button")].find((b) => b.getAttribute("aria-label")!.startsWith(`Yellow: ${name}`))!;
    expect(cell("Short").querySelector(".chance")!.textContent).to.equal("✓");
    expect(cell("Short").getAttribute("aria-label")).to.include("certain");
    expect(cell("Tall").querySelector(".chance")!.textContent).to.equal("×");
    expect(cell("Lord Fiddlebottom").querySelector(".chance")!.textContent).to.equal("×");
    // Yellow is Bubble, Zsa Zsa or Agent X, one in three each.
    expect(cell("Agent X").querySelector(".chance")!.textContent).to.equal("33%");
    expect(yellow.querySelector(".partner")!.textContent).to.equal("your partner: 33%");
    const details = yellow.querySelector("details")!;
    expect(details.textContent).to.not.include("cannot be");
    details.open = true;
    details.dispatchEvent(new Event("toggle"));
    await settle(el);
    const why = yellow.querySelector("details")!.textContent!;
    expect(why).to.include("Yellow cannot be Lord Fiddlebottom, because:");
    expect(why).to.include("Yellow cannot be Lord Fiddlebottom: you are Lord Fiddlebottom (Tall).");
    expect(why).to.match(/Yellow is Short, because:[\s\S]*Yellow showed \{[^}]*Short[^}]*\}: one is true\./);
    // Off: only the player's own marks.
    el.setAttribute("assistant", "off");
    await settle(el);
    expect(nb.querySelector(".chance")).to.equal(null);
    expect(nb.querySelector("details")).to.equal(null);
  });

  it("the log tells the game in sentences and sends mannerisms", async () => {
    const el = await table({ scenario: FOUR });
    el.submit({ type: "roll", seat: "red" });
    await openTab(el, "Log");
    const log = find(el.shadowRoot!, "inkognito-log")!.shadowRoot!;
    expect(log.textContent).to.include("Red (you) rolls white, white, orange.");
    button(log, "Tug left earlobe")!.click();
    await settle(el);
    expect(el.view!.log.at(-1)).to.deep.include({ type: "emote", data: { seat: "red", mannerism: "tug-left-earlobe" } });
    expect(log.textContent).to.include("Red (you) tugs the left earlobe.");
  });

  it("the mannerism buttons say what they are for: a tooltip each and a one-line caption that describes them", async () => {
    const el = await table({ scenario: FOUR });
    await openTab(el, "Log");
    // The log the player sees now (on a wide table one stands beside the board as well; one of them is hidden).
    const shown = findAll(el.shadowRoot!, "inkognito-log").find((l) => l.getClientRects().length > 0) ?? find(el.shadowRoot!, "inkognito-log")!;
    const log = shown.shadowRoot!;
    const buttons = [...log.querySelectorAll<HTMLButtonElement>("[part=emotes] button")];
    expect(buttons).to.have.length(4);
    for (const b of buttons) {
      expect(b.title, b.textContent!).to.include("a signal every seat sees in the log");
      const caption = log.getElementById(b.getAttribute("aria-describedby") ?? "");
      expect(caption, "the caption describing the button").to.not.equal(null);
      expect(caption!.textContent).to.include("Silent signals for your partner");
      expect(caption!.getBoundingClientRect().height).to.be.greaterThan(0);
    }
  });
});

describe("dialogs: handshake, Ambassador seat, end screen", () => {
  afterEach(() => localStorage.clear());

  it("the named partner gets the handshake dialog; accepting ends the game and the end screen reveals everything", async () => {
    const el = await table({ mode: "hotseat", scenario: FOUR });
    el.submit({ type: "roll", seat: "red" });
    el.submit({ type: "endMovement", seat: "red" });
    el.submit({ type: "declare", seat: "red", partner: "green" });
    await settle(el);
    expect(el.view!.viewer).to.equal("green");
    const prompts = find(el.shadowRoot!, "inkognito-prompts")!.shadowRoot!;
    expect(prompts.querySelector("[role=dialog]")!.textContent).to.include("Red declares");
    button(prompts, "Shake hands")!.click();
    await settle(el);
    expect(el.view!.result).to.not.equal(null);
    const end = find(el.shadowRoot!, "inkognito-end-screen")!.shadowRoot!;
    const text = end.textContent!.replace(/\s+/g, " ");
    for (const name of ["Lord Fiddlebottom", "Agent X", "Colonel Bubble", "Madame Zsa Zsa"]) expect(text).to.include(name);
    expect(text).to.include("Lord Fiddlebottom + Colonel Bubble (B–D)");
    button(end, "Read the log")!.click();
    await settle(el);
    expect(find(el.shadowRoot!, "inkognito-side-panel")!.getAttribute("tab")).to.equal("log");
    expect(find(el.shadowRoot!, "inkognito-end-screen")!.shadowRoot!.querySelector("[role=dialog]")).to.equal(null);
  });

  it("the Ambassador seat asks through a dialog and seals its guesses", async () => {
    const five: Scenario = { players: 5, seed: "amb", first: "ambassador", deal: DEAL, positions: { "green-fat": "s36" }, actions: [] };
    const el = await table({ seat: "ambassador", scenario: five });
    expect(el.view!.viewer).to.equal("ambassador");
    expect(el.submit({ type: "ambassadorStep", seat: "ambassador", to: "s36" }).ok).to.equal(true);
    await settle(el);
    const prompts = find(el.shadowRoot!, "inkognito-prompts")!.shadowRoot!;
    button(prompts, "Ask identity")!.click();
    await settle(el);
    expect(el.view!.turn.pending).to.deep.include({ kind: "answer" });
    // The seal: from the turn bar, every agent's identity and build, then Confirm.
    const bar = find(el.shadowRoot!, "inkognito-turn-bar")!.shadowRoot!;
    button(bar, "I know who you are")!.click();
    await settle(el);
    const dialog = prompts.querySelector("[role=dialog]")!;
    const selects = [...dialog.querySelectorAll("select")];
    expect(selects).to.have.length(8);
    const guesses = ["F", "tall", "B", "short", "Z", "fat", "X", "thin"];
    selects.forEach((s, i) => {
      s.value = guesses[i]!;
      s.dispatchEvent(new Event("change"));
    });
    await settle(el);
    button(prompts, "Confirm")!.click();
    await settle(el);
    expect(el.view!.sealed).to.equal(true);
    expect(el.view!.seal!.guesses.green).to.deep.equal({ identity: "Z", build: "fat" });
  });
});
