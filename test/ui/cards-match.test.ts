/**
 * A solo 5-player match at the card table, in German on a 360 px phone, in a real Chromium: the end screen's
 * match score lists the seats in seat order (it listed them by player number: "Du, Grün, Gelb, Botschafter,
 * Rot"), its tables' captions read on two lines at most (the score's took five: a caption is as narrow as its
 * table), and the next game tells the person the seat they play now (C12.5: everyone moves one seat, the
 * Ambassador role passes to the left), as a network table does (it said nothing: the person found themselves
 * playing another colour, or the Ambassador).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";
import { cardsMessagesFor } from "../../src/ui/i18n/cards.js";
import type { Seat } from "../../src/games/cards/types.js";
import { cardsTable, q } from "./support/cards.js";
import { atViewport, lineBoxes, texts } from "./support/cards-layout.js";

/** The German texts (loaded with the first German table). */
const de = () => cardsMessagesFor("de");
const ORDER: Seat[] = ["red", "blue", "green", "yellow", "ambassador"];

/** The person's act through the table's buttons in German (never declaring): true if one was taken. */
async function humanAct(t: InkognitoCardsTable): Promise<boolean> {
  if (!t.view!.legal.length) return false;
  const loc = q(t, ".loc.can")[0];
  if (loc) loc.click();
  else if (q(t, "[part=cards-picker]").length) {
    for (let k = 0; k < 2; k++) {
      q(t, "[part=cards-picker] button.card").find((b) => b.getAttribute("aria-disabled") === "false" && b.getAttribute("aria-pressed") === "false")!.click();
      await t.updateComplete;
    }
    q(t, "[part~=cards-picker] ~ .row .act.primary")[0]!.click();
  } else {
    const act = q(t, ".row[role=group] .act").find((b) => b.textContent!.trim() !== de().declare);
    if (!act) return false;
    act.click();
  }
  await t.updateComplete;
  return true;
}

/** A solo match of `players` in German at 360 px, its first game played to its end screen. */
function firstGame(players: number, seed: string, ready: (t: InkognitoCardsTable, first: Seat) => void) {
  atViewport(360, 740);
  before(async function () {
    this.timeout(120_000);
    const el = await fixture<InkognitoGame>(html`<div style="padding: 0 12px"><inkognito-game game="cards" lang="de" players=${players} bots="normal"
      seed=${seed} bot-delay="0" game-id=${`cards-match-${Date.now()}`}></inkognito-game></div>`);
    const game = el.querySelector<InkognitoGame>("inkognito-game")!;
    await waitUntil(() => game.shadowRoot?.querySelector("inkognito-cards-table"), "no card table", { timeout: 5000 });
    const t = await cardsTable(game);
    const first = t.view!.viewer as Seat;
    for (let i = 0; i < 4000 && !t.view!.result; i++) if (!(await humanAct(t))) await new Promise((r) => setTimeout(r, 2));
    expect(t.view!.result, "the first game did not end").to.not.equal(null);
    await waitUntil(() => q(t, "[part=cards-end] .next-game").length === 1, "no end screen");
    ready(t, first);
  });
  after(() => localStorage.clear());
}

describe("a solo 5-player match (de, 360 px)", () => {
  let t: InkognitoCardsTable;
  let first: Seat;
  firstGame(5, "match-five", (x, f) => ([t, first] = [x, f]));

  it("the match score lists the seats in seat order, the person's as 'Du'", () => {
    // This seed seats the person at another seat than Red in the first game (player 1 is not Red's).
    expect(first).to.not.equal("red");
    const rows = q(t, "[part=cards-end] table:last-of-type tbody th").map((th) => th.textContent!.trim());
    const name = (s: Seat) => (s === first ? de().you : de().seat[s]);
    expect(rows).to.deep.equal(ORDER.map(name));
  });

  it("the next game tells the person the seat they play now, and why", async () => {
    q(t, "[part=cards-end] .next-game")[0]!.click();
    await waitUntil(() => t.view && !t.view.result, "no next game");
    await t.updateComplete;
    const now = t.view!.viewer as Seat;
    expect(now, "the seats move round after each game (C12.5)").to.not.equal(first);
    expect(q(t, ".moved[role=status]")[0]?.textContent!.trim()).to.equal(de().seatMoved(de().seat[now]));
  });
});

describe("a solo 3-player match (de, 360 px)", () => {
  let t: InkognitoCardsTable;
  firstGame(3, "match-three", (x) => (t = x));

  it("each table's caption on the end screen reads on two lines at most", () => {
    const captions = q(t, "[part=cards-end] caption");
    expect(captions.length).to.equal(2);
    for (const c of captions) {
      const lines = texts(c).reduce((n, x) => n + lineBoxes(x).length, 0);
      expect(lines, `"${c.textContent!.trim()}" takes ${lines} lines`).to.be.at.most(2);
    }
  });
});
