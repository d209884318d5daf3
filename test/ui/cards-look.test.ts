/**
 * The card table's look in a real Chromium, at a phone's 360 px and a desktop's 1280 px: cards drawn
 * as portrait playing cards whose true/false marker is visible text with a symbol (not colour alone)
 * and whose accessible name says index, name and true/false; black cards unlike coloured ones; each
 * seat's five location tiles on one line (never a tile wrapped alone), named in full for hover and
 * for screen readers with played / not played yet, a played tile marked by more than strike-through;
 * the seats one a row on a phone and the five side by side on a desktop, the combination under them.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { a11ySnapshot } from "@web/test-runner-commands";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { LOCATIONS, isTrueCard, type Card, type TileHolder } from "../../src/games/cards/types.js";
import { cardsTable, q, rialtoExchange } from "./support/cards.js";

const EXCHANGE = rialtoExchange("look");
const HOLDERS: TileHolder[] = ["red", "blue", "green", "yellow", "ambassador"];

let n = 0;
const uid = () => `cards-look-${Date.now()}-${n++}`;

async function tableAt(width: number, lang = "en"): Promise<InkognitoCardsTable> {
  const wrap = await fixture<HTMLDivElement>(html`<div style=${`width: ${width}px`}>
    <inkognito-game game="cards" lang=${lang} bot-delay="600000" game-id=${uid()} .scenario=${EXCHANGE}></inkognito-game></div>`);
  const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
  // Another language's texts come first, then the table.
  await waitUntil(() => el.shadowRoot?.querySelector("inkognito-cards-table"), "no card table", { timeout: 5000 });
  const t = await cardsTable(el);
  await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
  await t.updateComplete;
  return t;
}

const box = (e: Element) => e.getBoundingClientRect();
const faceOf = (c: Card) => `${c} ${typeof c === "number" ? cardsEn.kindName.code : cardsEn.character[c]}`;
/** The text a screen reader gets from an element: its text without the parts hidden from it. */
function spoken(e: Element): string {
  const copy = e.cloneNode(true) as Element;
  for (const h of copy.querySelectorAll("[aria-hidden=true]")) h.remove();
  return copy.textContent!.replace(/\s+/g, " ").trim();
}
type AxNode = { role?: string; name?: string; children?: AxNode[] };
const flat = (n: AxNode): AxNode[] => [n, ...(n.children ?? []).flatMap(flat)];

describe("the card table's look", () => {
  afterEach(() => localStorage.clear());

  for (const lang of ["en", "de"]) it(`at 360 px (${lang}) the seats stack one a row at full width, each name and its five tiles on one line`, async () => {
    const t = await tableAt(360, lang);
    const list = q(t, "[part=cards-seats]")[0]!;
    const seats = [...list.children];
    expect(seats.length).to.equal(5);
    for (const seat of seats) {
      const where = spoken(seat);
      expect(Math.abs(box(seat).width - box(list).width), `${where}: not at full width`).to.be.below(2);
      const tiles = [...seat.querySelectorAll(".loclist > *")];
      expect(tiles.length, where).to.equal(5);
      const tops = tiles.map((x) => Math.round(box(x).top));
      expect(Math.max(...tops) - Math.min(...tops), `${where}: a tile wrapped (${tops.join(", ")})`).to.be.below(2);
      // Beside the name, not under it.
      const name = seat.firstElementChild!;
      expect(box(tiles[0]!).top, `${where}: the tiles are under the name`).to.be.below(box(name).bottom);
      expect(box(tiles[0]!).left, where).to.be.at.least(box(name).right - 1);
      expect(box(tiles[4]!).right, `${where}: a tile overflows its seat`).to.be.at.most(box(seat).right + 1);
    }
  });

  it("on a 1280 px desktop the five seats sit in one row under the map, the combination under them and beside the hand", async () => {
    // A 1280 px window less the demo page's margins.
    const t = await tableAt(1256);
    const seats = [...q(t, "[part=cards-seats]")[0]!.children];
    const tops = seats.map((s) => Math.round(box(s).top));
    expect(new Set(tops).size, `seat tops ${tops.join(", ")}`).to.equal(1);
    const map = box(q(t, "[part=cards-map]")[0]!), seatsBox = box(q(t, "[part=cards-seats]")[0]!);
    const combo = q(t, "h3").find((h) => h.textContent!.trim() === cardsEn.combinationTitle)!;
    const hand = box(q(t, "[part=cards-picker]")[0]!);
    expect(seatsBox.top).to.be.at.least(map.bottom);
    expect(box(combo).top, "the combination under the seats").to.be.at.least(seatsBox.bottom);
    expect(box(combo).right, "the combination in the map's column").to.be.at.most(hand.left);
  });

  it("each seat's tiles are named in full for hover and for screen readers, saying played or not played yet", async () => {
    const t = await tableAt(360);
    const view = t.view!;
    const expected = HOLDERS.flatMap((h) => LOCATIONS.map((l) => `${cardsEn.location[l]}, ${view.tiles[h].left.includes(l) ? "not played yet" : "played"}`));
    expect(expected.filter((s) => s.endsWith(", played")).length, "a played tile in each seat").to.equal(5);
    const seats = [...q(t, "[part=cards-seats]")[0]!.children];
    const tiles = seats.flatMap((s) => [...s.querySelectorAll(".loclist > *")]);
    expect(tiles.map(spoken)).to.deep.equal(expected);
    // The hover names it too, on what the eye sees.
    expect(tiles.map((x) => x.querySelector("[title]")?.getAttribute("title") ?? x.getAttribute("title"))).to.deep.equal(expected);
    // The browser's accessibility tree reads the same names, in order.
    const names = flat((await a11ySnapshot({})) as unknown as AxNode).map((x) => x.name ?? "")
      .filter((s) => LOCATIONS.some((l) => s.startsWith(`${cardsEn.location[l]},`) || s.startsWith(`${cardsEn.location[l]} (`)));
    expect(names).to.deep.equal(expected);
  });

  it("a played tile differs from one in hand by more than strike-through: it is an empty dashed outline", async () => {
    const t = await tableAt(360);
    const red = q(t, "[part=cards-seats]")[0]!.children[0]!;
    const face = (x: Element) => getComputedStyle((x.querySelector("[title]") ?? x) as Element);
    const [played, left] = [...red.querySelectorAll(".loclist > *")] as Element[];
    expect(spoken(played!)).to.equal("Rialto, played");
    const p = face(played!), l = face(left!);
    expect(p.backgroundColor, "the played tile keeps its fill").to.not.equal(l.backgroundColor);
    expect([p.outlineStyle, p.borderTopStyle], "the played tile is not dashed").to.include("dashed");
    expect([l.outlineStyle, l.borderTopStyle], "a tile in hand is dashed").to.not.include("dashed");
  });

  for (const width of [360, 1280]) it(`at ${width} px every card is a portrait card whose accessible name says true or false, shown as a symbol and a word`, async () => {
    const t = await tableAt(width);
    const secret = t.view!.you!.secret!;
    const buttons = q(t, "[part=cards-picker] button.card");
    expect(buttons.length).to.equal(8);
    const names = flat((await a11ySnapshot({})) as unknown as AxNode).filter((x) => x.role === "button").map((x) => x.name);
    for (const [i, c] of t.view!.you!.hand.entries()) {
      const truth = isTrueCard(c, secret);
      const name = `${faceOf(c)} ${truth ? cardsEn.trueCard : cardsEn.falseCard}`;
      expect(names, `no card button named "${name}"`).to.include(name);
      const card = buttons[i]!;
      const b = box(card);
      expect(b.height / b.width, `${name}: not a portrait card (${b.width} × ${b.height})`).to.be.above(1.25);
      // The marker: visible text, a symbol and the word, inside the card.
      const marker = card.querySelector(".tf");
      expect(marker, `${name}: no true/false marker`).to.not.equal(null);
      expect((marker as HTMLElement).innerText.replace(/\s+/g, " ").trim()).to.equal(`${truth ? "✓" : "✗"} ${truth ? cardsEn.trueCard : cardsEn.falseCard}`);
      const m = box(marker!);
      expect(m.width * m.height, `${name}: the marker is not shown`).to.be.above(0);
      expect(m.left >= b.left && m.right <= b.right && m.bottom <= b.bottom, `${name}: the marker spills out of its card`).to.equal(true);
      // The index is the largest text on the card.
      const ix = card.firstElementChild!;
      expect(ix.textContent!.trim()).to.equal(String(c));
      expect(parseFloat(getComputedStyle(ix).fontSize)).to.be.above(parseFloat(getComputedStyle(card.querySelector(".tf, small")!).fontSize) * 1.8);
    }
    // The black cards: secret, no marker, and drawn unlike the coloured ones.
    const black = q(t, ".card.black");
    expect(black.map(spoken)).to.deep.equal([faceOf(secret.identity), faceOf(secret.code)]);
    const bb = box(black[0]!);
    expect(bb.height / bb.width).to.be.above(1.25);
    const look = (e: Element) => { const s = getComputedStyle(e); return `${s.backgroundImage} ${s.borderTopColor}`; };
    expect(look(black[0]!)).to.not.equal(look(buttons[0]!));
  });

  it("the hand outside the picker: each coloured card says index, name and true or false to a screen reader", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" bot-delay="600000" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    const secret = t.view!.you!.secret!;
    const cards = q(t, ".hand .card:not(.black)");
    expect(cards.map(spoken)).to.deep.equal(t.view!.you!.hand.map((c) => `${faceOf(c)} ${isTrueCard(c, secret) ? cardsEn.trueCard : cardsEn.falseCard}`));
    for (const c of cards) expect(c.querySelector(".tf"), spoken(c)).to.not.equal(null);
  });

  it("the map's locations are named by the messages' sentence, whose tiles lie there, without stray punctuation (a screen reader's name)", async () => {
    await tableAt(1280);
    const names = flat((await a11ySnapshot({})) as unknown as AxNode).filter((x) => x.role === "button").map((x) => x.name ?? "")
      .filter((s) => LOCATIONS.some((l) => s.startsWith(cardsEn.location[l])));
    expect(names).to.deep.equal([
      cardsEn.tilesHere(cardsEn.location.rialto, cardsEn.list([cardsEn.seat.red, cardsEn.seat.blue])),
      cardsEn.tilesHere(cardsEn.location["san-marco"], cardsEn.list([cardsEn.seat.green, cardsEn.seat.yellow, cardsEn.seat.ambassador])),
      ...(["arsenale", "accademia", "santa-lucia"] as const).map((l) => cardsEn.tilesHere(cardsEn.location[l], "")),
    ]);
    expect(names[0]).to.equal("Rialto: Red and Blue");
  });
});
