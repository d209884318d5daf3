/**
 * A page changes `players` or `seed` of a solo or hot-seat card game, as it may a board game's
 * (docs/element.md, "Changing attributes during a game"): with nothing played yet, a new game of
 * that count is dealt; with a game in progress the player is asked first (inkognito-change-deferred,
 * the attributes showing the game on screen); a resumed save's count becomes the element's. Before,
 * the card table resumed its save at the old count whatever the page set: players="3" and a game of four.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { cardsTable, humanAct } from "./support/cards.js";

let n = 0;
const uid = () => `cards-options-${Date.now()}-${n++}`;
const dialogButton = (el: InkognitoGame, text: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>(".scrim.confirm button")].find((b) => b.textContent!.trim() === text);

function heard(el: HTMLElement) {
  const seen: { type: string; detail: any }[] = [];
  for (const t of ["inkognito-game-start", "inkognito-change-deferred"]) el.addEventListener(t, (e) => seen.push({ type: t, detail: (e as CustomEvent).detail }));
  return seen;
}

describe("<inkognito-game game=\"cards\"> players or seed changed by the page", () => {
  afterEach(() => localStorage.clear());

  it("nothing played yet: players=\"3\" deals a 3-player game at once (it resumed the 4-player deal)", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" players="4" seed="opt" bot-delay="600000" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    expect(t.view!.players).to.equal(4);
    const seen = heard(el);
    el.setAttribute("players", "3");
    await waitUntil(() => t.view?.players === 3, "still a game of four", { timeout: 5000 });
    expect(seen.map((e) => e.type)).to.deep.equal(["inkognito-game-start"]);
    expect(seen[0]!.detail).to.include({ players: 3, resumed: false });
    expect(el.getAttribute("players")).to.equal("3");
  });

  it("a game in progress: asked first; Keep playing keeps it; Start deals the new count", async function () {
    this.timeout(30_000);
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" no-privacy-screen players="4" seed="opt2" bot-delay="0" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    for (let i = 0; i < 20 && !t.inProgress(); i++) await humanAct(t);
    expect(t.inProgress(), "nothing played").to.equal(true);
    const log = JSON.stringify(t.view!.log);
    const seen = heard(el);
    el.setAttribute("players", "3");
    await waitUntil(() => seen.length > 0, "no event");
    await waitUntil(() => dialogButton(el, "Keep playing"), "no question");
    expect(seen).to.deep.equal([{ type: "inkognito-change-deferred", detail: {
      requested: { players: 3, seat: "red", seed: "opt2" }, current: { players: 4, seat: "red", seed: "opt2" }, reason: "game-in-progress",
    } }]);
    expect(el.getAttribute("players"), "the attribute shows the game on screen").to.equal("4");
    expect(JSON.stringify(t.view!.log)).to.equal(log);
    dialogButton(el, "Keep playing")!.click();
    await el.updateComplete;
    expect(dialogButton(el, "Keep playing"), "the question stayed").to.equal(undefined);
    expect(t.view!.players).to.equal(4);
    expect(JSON.stringify(t.view!.log)).to.equal(log);
    // Asked again, and the player starts the new game.
    el.setAttribute("players", "3");
    await waitUntil(() => dialogButton(el, "Start"), "no question the second time");
    dialogButton(el, "Start")!.click();
    await waitUntil(() => t.view?.players === 3, "no game of three", { timeout: 5000 });
    expect(el.getAttribute("players")).to.equal("3");
    expect(seen.filter((e) => e.type === "inkognito-game-start").map((e) => e.detail.resumed)).to.deep.equal([false]);
  });

  it("players=\"7\" mid-game: asked first, as any count (no error yet); Start says BAD_PLAYERS, the game kept; players=\"4\" brings it back", async function () {
    this.timeout(30_000);
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" no-privacy-screen players="4" seed="opt7" bot-delay="0" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    for (let i = 0; i < 20 && !t.inProgress(); i++) await humanAct(t);
    const log = JSON.stringify(t.view!.log);
    const codes: string[] = [];
    el.addEventListener("inkognito-error", (e) => codes.push((e as CustomEvent).detail.code));
    el.setAttribute("players", "7");
    await waitUntil(() => dialogButton(el, "Start"), "no question");
    await new Promise((r) => setTimeout(r, 300));
    expect(codes, "an error while the question waits").to.deep.equal([]);
    expect(el.getAttribute("players")).to.equal("4");
    dialogButton(el, "Start")!.click();
    await waitUntil(() => codes.length > 0, "no error once started");
    await el.updateComplete;
    expect(codes).to.deep.equal(["BAD_PLAYERS"]);
    expect(el.shadowRoot!.querySelector(".notice")?.textContent?.trim()).to.equal('players="7" is not a player count: the card game is played by 2, 3, 4 or 5.');
    expect(el.shadowRoot!.querySelector("inkognito-cards-table"), "a card table behind the notice").to.equal(null);
    el.setAttribute("players", "4");
    const back = await waitUntil(() => el.shadowRoot!.querySelector("inkognito-cards-table"), "no card table again")
      .then(() => el.shadowRoot!.querySelector("inkognito-cards-table") as typeof t);
    await waitUntil(() => back.view, "the game did not come back");
    expect(JSON.stringify(back.view!.log), "the game saved").to.equal(log);
  });

  it("a seat change is not the card game's: nothing asked, nothing dealt", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" no-privacy-screen players="4" seed="opt3" bot-delay="0" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    for (let i = 0; i < 20 && !t.inProgress(); i++) await humanAct(t);
    const seen = heard(el);
    el.setAttribute("seat", "blue");
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).to.deep.equal([]);
    expect(dialogButton(el, "Keep playing")).to.equal(undefined);
  });

  it("a saved 3-player game resumed by an element that says 4: its count becomes the element's, one start", async () => {
    const id = uid();
    const first = await fixture<InkognitoGame>(html`<inkognito-game game="cards" players="3" seed="opt4" bot-delay="600000" game-id=${id}></inkognito-game>`);
    await cardsTable(first);
    first.remove();
    const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement("inkognito-game") as InkognitoGame;
    for (const [k, v] of Object.entries({ game: "cards", "bot-delay": "600000", "game-id": id })) el.setAttribute(k, v);
    const seen = heard(el);
    wrap.append(el);
    const t = await cardsTable(el);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.view!.players).to.equal(3);
    expect(el.players).to.equal(3);
    expect(el.getAttribute("players")).to.equal("3");
    expect(seen.map((e) => [e.type, e.detail.resumed])).to.deep.equal([["inkognito-game-start", true]]);
  });
});
