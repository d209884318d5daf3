/**
 * Texts the board can answer (issue 8): the log names spaces as the board shows them (a numbered
 * space by its number, others by a landmark), never by id; pointing at or focusing a line rings
 * on the board the spaces and figures it names; names typed in the lobby name the seats.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import "../../src/register.js";
import "../../src/ui/network.js"; // registers the lobby (loaded with the network code)
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { ALL_SPACES } from "../../src/games/board/index.js";
import { en } from "../../src/ui/i18n/en.js";
import { figureName, seatName, seatWho, spaceText } from "../../src/ui/names.js";
import { logLine } from "../../src/ui/panels/log.js";
import { announcement } from "../../src/ui/controls/announce.js";
import { redMeetsYellow } from "./support/scenarios.js";
import { findAll, settle, find } from "./support/shadow.js";

let n = 0;
async function table(): Promise<InkognitoGame> {
  const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${`logboard-${Date.now()}-${n++}`} bot-delay="60000"
    .scenario=${JSON.stringify(redMeetsYellow("log-board"))}></inkognito-game>`);
  await waitUntil(() => el.view !== undefined, "no game");
  await settle(el);
  return el;
}


const RAW_ID = /\bs\d+\b|Space \d+/;

async function logOf(el: InkognitoGame): Promise<ShadowRoot> {
  const panel = find(el.shadowRoot!, "inkognito-side-panel") as HTMLElement & { tab: string };
  panel.tab = "log";
  await settle(el);
  // The log the player sees (a wide table also has one beside the board; one of the two is hidden).
  return (findAll(el.shadowRoot!, "inkognito-log").find((l) => l.getClientRects().length > 0) ?? find(el.shadowRoot!, "inkognito-log")!).shadowRoot!;
}

function board(el: InkognitoGame): ShadowRoot {
  return find(el.shadowRoot!, "inkognito-board")!.shadowRoot!;
}

const marked = (el: InkognitoGame) => ({
  spaces: [...board(el).querySelectorAll(".space.marked")].map((e) => e.getAttribute("data-space")).sort(),
  figures: [...board(el).querySelectorAll(".figure.marked")].map((e) => e.getAttribute("data-figure")).sort(),
});

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("texts the board can answer", () => {
  afterEach(() => localStorage.clear());

  it("names every space without its id: numbered spaces by their number, others by a landmark", () => {
    for (const s of ALL_SPACES) {
      const t = spaceText(en, s.id);
      expect(t, s.id).not.to.match(RAW_ID);
      if (s.kind === "numbered") expect(t).to.equal(`space ${s.number}`);
      else if (s.kind === "embassy") expect(t).to.equal("the Embassy");
      else if (s.kind === "start") expect(t).to.equal(`a ${en.seat[s.color!]} start space`);
      else expect(t).to.match(/^a space near (space [1-8]|the Embassy)$/);
    }
    expect(figureName(en, "ambassador")).to.equal("the Ambassador");
    expect(figureName(en, "green-tall")).to.equal("Green's tall figure");
    const line = logLine(en, { seq: 1, turn: 1, type: "ambassadorMoved", data: { seat: "blue", from: "s40", to: "s9" } } as never, "red");
    expect(line).to.equal("Blue moves the Ambassador from space 5 to a space near space 2.");
  });

  it("log lines and announcements are grammatical whoever acts, and name cards and balls as the table shows them", () => {
    const ev = (type: string, data: Record<string, unknown>, mine?: unknown) => ({ seq: 1, turn: 1, type, data, ...(mine ? { mine } : {}) }) as never;
    const events = [
      ev("rolled", { seat: "red", balls: ["white", "blue", "black"] }),
      ev("moved", { seat: "red", figure: "ambassador", from: "s1", to: "s2" }),
      ev("movementEnded", { seat: "red" }),
      ev("asked", { asker: "red", answerer: "yellow", kind: "build" }),
      ev("answered", { answerer: "red", asker: "yellow", count: 2 }, { cards: [{ card: "Z", face: "Z" }, { card: "tall", face: "tall" }] }),
      ev("expelled", { by: "red", figure: "ambassador", from: "s3", to: "s4" }),
      ev("declared", { seat: "red", alone: true }),
    ];
    for (const e of events) {
      for (const text of [logLine(en, e, "red"), announcement(en, e, "red")]) {
        expect(text).not.to.match(/\bthe the\b|\byou (rolls|shows|asks|ends|declares)\b|\bs\d+\b/i);
      }
    }
    expect(announcement(en, events[0]!, "red")).to.equal("You roll white, light blue and black.");
    expect(announcement(en, events[4]!, "red")).to.equal("You show Yellow 2 cards: Madame Zsa Zsa and Tall.");
    expect(logLine(en, events[5]!, "yellow")).to.equal("Red sends the Ambassador to space 4.".replace("space 4", spaceText(en, "s4")));
  });

  it("the log of a move names the spaces as the board shows them, and never says 'the The'", async () => {
    const el = await table();
    el.submit({ type: "roll", seat: "red" });
    el.submit({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" });
    const log = await logOf(el);
    const lines = [...log.querySelectorAll("li")].map((li) => li.textContent!.trim());
    for (const l of lines) {
      expect(l).not.to.match(RAW_ID);
      expect(l).not.to.match(/\bthe the\b/i);
    }
    expect(lines).to.include(`Red (you) moves Red's tall figure from ${spaceText(en, "s22")} to ${spaceText(en, "s21")}.`);
  });

  it("pointing at or focusing a log line rings its spaces and figure on the board; leaving clears them", async () => {
    const el = await table();
    el.submit({ type: "roll", seat: "red" });
    el.submit({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" });
    const log = await logOf(el);
    const li = [...log.querySelectorAll("li")].find((x) => x.textContent!.includes("moves"))! as HTMLElement;
    expect(marked(el)).to.deep.equal({ spaces: [], figures: [] });
    li.dispatchEvent(new PointerEvent("pointerenter"));
    await settle(el);
    expect(marked(el)).to.deep.equal({ spaces: ["s21", "s22"], figures: ["red-tall"] });
    expect(board(el).querySelectorAll(".space.marked .mark-ring").length).to.equal(2);
    log.querySelector("ol")!.dispatchEvent(new PointerEvent("pointerleave"));
    await settle(el);
    expect(marked(el)).to.deep.equal({ spaces: [], figures: [] });
    // The keyboard: the list is one tab stop (the newest line); arrows move, focus highlights.
    const stops = [...log.querySelectorAll("li[tabindex='0']")];
    expect(stops.length).to.equal(1);
    await sendKeys({ press: "Shift" }); // gives this page the keyboard, so focus events fire
    li.focus();
    await settle(el);
    expect(marked(el)).to.deep.equal({ spaces: ["s21", "s22"], figures: ["red-tall"] });
    await sendKeys({ press: "ArrowUp" });
    await settle(el);
    expect(log.activeElement!.textContent).to.include("rolls");
    expect(marked(el)).to.deep.equal({ spaces: [], figures: [] });
  });

  it("the log's lines follow a change of names or language made in the middle of a game (each event's line is kept for its texts and names only)", async () => {
    const el = await table();
    el.submit({ type: "roll", seat: "red" });
    el.submit({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" });
    const log = await logOf(el);
    const lines = () => [...log.querySelectorAll("li")].map((li) => li.textContent!.trim());
    expect(lines().some((l) => l.startsWith("Red (you) rolls"))).to.equal(true);
    el.setAttribute("names", "Anna,Ben");
    await settle(el);
    await waitUntil(() => lines().some((l) => l.startsWith("\u2068Anna\u2069 (Red, you) rolls")), `the earlier lines kept the old names: ${lines()}`);
    expect(lines().filter((l) => l.startsWith("Red (you)"))).to.deep.equal([]);
    el.setAttribute("lang", "de");
    await waitUntil(() => !lines().some((l) => l.includes(" rolls")), `the earlier lines stayed in English: ${lines()}`, { timeout: 5000 });
    expect(lines().some((l) => l.includes("Anna"))).to.equal(true);
  });

  it("names a seat by its lobby name with its colour, else by colour, isolated against bidi reordering", () => {
    expect(seatName(en, "green")).to.equal("Green");
    expect(seatName(en, "green", { green: "Anna" })).to.equal("\u2068Anna\u2069 (Green)");
    expect(seatWho(en, "green", "green", { green: "Anna" })).to.equal("\u2068Anna\u2069 (Green, you)");
    expect(seatWho(en, "red", "red")).to.equal("Red (you)");
    expect(seatName(en, "red", { red: "\u202eevil\u202c" })).to.equal("\u2068evil\u2069 (Red)");
  });
});

describe("names from the table everywhere a seat is named", () => {
  afterEach(() => localStorage.clear());

  it("hot-seat names appear in the turn bar, log, meetings' dialogs, notebook and end screen, with colour and letter", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${`names-${Date.now()}-${n++}`} bot-delay="60000"
      mode="hotseat" no-privacy-screen names="Anna,Ben,שרה,Dora" .scenario=${JSON.stringify(redMeetsYellow("names"))}></inkognito-game>`);
    await waitUntil(() => el.view !== undefined, "no game");
    await settle(el);
    const root = el.shadowRoot!;
    const bar = () => find(root, "inkognito-turn-bar")!.shadowRoot!.textContent!.replace(/\s+/g, " ");
    el.submit({ type: "roll", seat: "red" });
    el.submit({ type: "endMovement", seat: "red" });
    el.submit({ type: "declare", seat: "red", partner: "green" });
    await settle(el);
    // Green (named in Hebrew) is asked to shake hands by Anna; Green's turn bar names Anna.
    expect(el.view!.viewer).to.equal("green");
    const prompts = find(root, "inkognito-prompts")!.shadowRoot!;
    expect(prompts.textContent).to.include("\u2068Anna\u2069 (Red) declares");
    expect(bar()).to.include("\u2068Anna\u2069 (Red)'s turn");
    expect(find(root, "inkognito-turn-bar")!.shadowRoot!.querySelector("bdi")).to.exist;
    const log = await logOf(el);
    expect(log.textContent).to.include("\u2068Anna\u2069 (Red) rolls");
    expect(log.textContent).to.include("names \u2068\u05e9\u05e8\u05d4\u2069 (Green, you)");
    const panel = find(root, "inkognito-side-panel") as HTMLElement & { tab: string };
    panel.tab = "notebook";
    await settle(el);
    const nb = find(root, "inkognito-notebook")!.shadowRoot!;
    expect(nb.querySelector("section .who bdi")!.textContent).to.equal("\u2068Anna\u2069 (Red)");
    [...prompts.querySelectorAll("button")].find((b) => b.textContent!.trim() === "Shake hands")!.click();
    await settle(el);
    const end = find(root, "inkognito-end-screen")!.shadowRoot!;
    const rows = [...end.querySelectorAll("tbody tr td:first-child")].map((td) => [td.querySelector(".chip")!.textContent, td.querySelector("bdi")!.textContent]);
    expect(rows).to.deep.equal([["R", "\u2068Anna\u2069 (Red)"], ["Y", "\u2068Ben\u2069 (Yellow)"], ["G", "\u2068\u05e9\u05e8\u05d4\u2069 (Green)"], ["B", "\u2068Dora\u2069 (Blue)"]]);
  });

  it("a network table names seats by what was typed in the lobby", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${`netnames-${Date.now()}-${n++}`} mode="host" name="Anna"
      table="inkognito-namestest${n}" peer-host="127.0.0.1" peer-port="9" ice-servers="[]" bot-delay="60000"></inkognito-game>`);
    await el.ready; // the network code loads, then its lobby shows
    await settle(el);
    const start = find(el.shadowRoot!, "inkognito-lobby")!.shadowRoot!;
    const go = [...start.querySelectorAll("button")].find((b) => b.textContent!.trim() === "Start the game") as HTMLButtonElement;
    go.click();
    await waitUntil(() => el.view !== undefined, "the table did not start");
    await settle(el);
    expect((await el.send({ type: "emote", seat: "red", mannerism: "frown" })).ok).to.equal(true);
    const log = await logOf(el);
    await waitUntil(() => log.textContent!.includes("frowns"), "no mannerism in the log");
    expect(log.textContent).to.include("\u2068Anna\u2069 (Red, you) frowns.");
    expect(log.textContent).not.to.include("Yellow (");
  });
});
