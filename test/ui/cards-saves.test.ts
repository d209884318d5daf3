/**
 * The card game's saves at `<inkognito-game game="cards">` in a real Chromium: a solo and a hot-seat
 * game resume after the element is replaced (a reload) with nothing lost, in the save format with
 * the card game's id; a match's score outlives a reload; a damaged save is kept aside, the player
 * told (SAVE_DAMAGED), and nothing is started over it until they choose.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { cardsTable, humanAct, q } from "./support/cards.js";

let n = 0;
const uid = () => `cards-saves-${Date.now()}-${n++}`;

/** The element again, as after a reload: the old one removed, a new one with the same attributes. */
async function reload(el: InkognitoGame, attrs: string): Promise<InkognitoGame> {
  el.remove();
  const box = await fixture<HTMLDivElement>(html`<div></div>`);
  box.innerHTML = `<inkognito-game ${attrs}></inkognito-game>`;
  return box.firstElementChild as InkognitoGame;
}

/** The slots of localStorage that hold the card game's saves of this element. */
const cardSlots = (id: string) => Object.keys(localStorage).filter((k) => k.includes(id) && k.includes(":cards:") && !k.includes(":previous"));

/** Acts for the person until the log has grown past `n` entries. */
async function playUntil(t: InkognitoCardsTable, n: number) {
  for (let i = 0; i < 400 && t.view!.log.length <= n && !t.view!.result; i++) {
    if (!(await humanAct(t))) await new Promise((r) => setTimeout(r, 5));
  }
}

describe("the card game's saves", () => {
  afterEach(() => localStorage.clear());

  it("solo: a reload resumes the game where it was, in the save format with the card game's id and version", async function () {
    this.timeout(60_000);
    const id = uid();
    const attrs = `game="cards" players="4" bots="easy" seed="saved-solo" bot-delay="0" game-id="${id}"`;
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    box.innerHTML = `<inkognito-game ${attrs}></inkognito-game>`;
    let el = box.firstElementChild as InkognitoGame;
    let t = await cardsTable(el);
    await playUntil(t, 25);
    await waitUntil(() => t.view!.legal.length > 0 || !!t.view!.result, "the bots did not finish their turn");
    const before = JSON.stringify(t.view);
    expect(t.view!.log.length).to.be.greaterThan(25);
    const slots = cardSlots(id);
    expect(slots.length).to.equal(1);
    const saved = JSON.parse(localStorage.getItem(slots[0]!)!);
    expect(saved).to.include({ format: 2, game: "cards", version: 1, kind: "local" });
    expect(saved.check).to.match(/^[0-9a-f]{16}$/);
    expect(saved.body.meta.match.kind).to.equal("cards-match");
    el = await reload(el, attrs);
    t = await cardsTable(el);
    expect(JSON.stringify(t.view)).to.equal(before);
    // And play goes on from there.
    const log = t.view!.log.length;
    await playUntil(t, log);
    expect(t.view!.log.length).to.be.greaterThan(log);
  });

  it("hot-seat: a reload resumes on the privacy screen of the seat the game waits for, every seat's choices kept", async function () {
    this.timeout(60_000);
    const id = uid();
    const attrs = `game="cards" mode="hotseat" players="3" seed="saved-hotseat" bot-delay="0" game-id="${id}"`;
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    box.innerHTML = `<inkognito-game ${attrs}></inkognito-game>`;
    let el = box.firstElementChild as InkognitoGame;
    let t = await cardsTable(el);
    await playUntil(t, 12);
    const viewer = t.view!.viewer;
    const before = JSON.stringify(t.view);
    el = await reload(el, attrs);
    t = await cardsTable(el);
    expect(q(t, ".privacy button").length, "the privacy screen").to.equal(1);
    expect(t.view!.viewer).to.equal(viewer);
    expect(JSON.stringify(t.view)).to.equal(before);
    // A solo save of the same element is another slot: the hot-seat game is not taken for it.
    expect(cardSlots(id).length).to.equal(1);
  });

  it("a match's score outlives a reload at the end screen, scored once", async function () {
    this.timeout(120_000);
    const id = uid();
    const attrs = `game="cards" players="4" bots="strong" seed="saved-match" bot-delay="0" game-id="${id}"`;
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    box.innerHTML = `<inkognito-game ${attrs}></inkognito-game>`;
    let el = box.firstElementChild as InkognitoGame;
    let t = await cardsTable(el);
    for (let i = 0; i < 4000 && !t.view!.result; i++) if (!(await humanAct(t))) await new Promise((r) => setTimeout(r, 2));
    expect(t.view!.result).to.not.equal(null);
    await t.updateComplete;
    const score = () => q(t, "[part=cards-end] table:last-of-type tbody tr").map((r) => r.textContent!.replace(/\s+/g, " ").trim());
    const before = score();
    expect(before.length).to.equal(4);
    el = await reload(el, attrs);
    t = await cardsTable(el);
    await t.updateComplete;
    expect(t.view!.result).to.not.equal(null);
    // The end screen's markup is a chunk loaded when a resumed game has ended.
    await waitUntil(() => score().length === 4, "the resumed end screen did not show");
    expect(score()).to.deep.equal(before);
    // Scored once: one point to each winning agent player, no more after the reload.
    const winners = t.view!.result!.winners.filter((s) => s !== "ambassador" && t.view!.roles[s] === "agent");
    expect(score().filter((p) => p.endsWith("1")).length).to.equal(winners.length);
    expect(score().some((p) => p.endsWith("2"))).to.equal(false);
  });

  it("a damaged save is kept aside and told (SAVE_DAMAGED); nothing starts over it until the player chooses a new game", async function () {
    this.timeout(60_000);
    const id = uid();
    const attrs = `game="cards" players="4" bots="easy" seed="saved-damaged" bot-delay="0" game-id="${id}"`;
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    box.innerHTML = `<inkognito-game ${attrs}></inkognito-game>`;
    let el = box.firstElementChild as InkognitoGame;
    const t = await cardsTable(el);
    await playUntil(t, 10);
    const key = cardSlots(id)[0]!;
    const raw = localStorage.getItem(key)!;
    // Another seat's identity swapped in by hand, the check not recomputed.
    const tampered = raw.replace(/"identity":"(F|B|Z|X)"/, (_m, x) => `"identity":"${x === "F" ? "B" : "F"}"`);
    expect(tampered).to.not.equal(raw);
    localStorage.setItem(key, tampered);
    const errors: string[] = [];
    el.remove();
    const box2 = await fixture<HTMLDivElement>(html`<div></div>`);
    box2.addEventListener("inkognito-error", (e) => errors.push((e as CustomEvent<{ code: string }>).detail.code));
    box2.innerHTML = `<inkognito-game ${attrs}></inkognito-game>`;
    el = box2.firstElementChild as InkognitoGame;
    await waitUntil(() => errors.includes("SAVE_DAMAGED"), "no SAVE_DAMAGED");
    await el.updateComplete;
    const notice = el.shadowRoot!.querySelector("[part=saves]");
    expect(notice?.textContent).to.contain("integrity");
    const t2 = el.shadowRoot!.querySelector("inkognito-cards-table") as InkognitoCardsTable;
    await t2.updateComplete;
    expect(t2.view).to.equal(null);
    // Kept aside, and the slot not overwritten while the player has not chosen.
    expect(Object.keys(localStorage).some((k) => k.startsWith(`${key}:damaged:`) && localStorage.getItem(k) === tampered)).to.equal(true);
    expect(localStorage.getItem(key)).to.equal(tampered);
    (notice!.querySelector("button.fresh") as HTMLButtonElement).click();
    await waitUntil(() => t2.view !== null && t2.view.log.length < 10, "no new game");
    expect(t2.view!.round.number).to.equal(1);
    expect(cardsEn.title.length).to.be.greaterThan(0);
  });
});
