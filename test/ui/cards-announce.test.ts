/**
 * What the card table's live region says, in a real Chromium, heard as a screen reader hears it (every text the
 * region takes, in order): the end of a game with who won and why (it said only "Red declared: wrong.", and a
 * game ended by the round limit said nothing), and what the seat at this screen does now when it newly has
 * something to do (the guide line, which no one heard: "Yellow placed a tile on Rialto." and then silence).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { DEAL, TO_ARSENALE, cardsTable, q, rialtoExchange } from "./support/cards.js";

let n = 0;
const uid = () => `cards-an-${Date.now()}-${n++}`;

/** Every text the live region takes from now on (a screen reader's ear). */
function listen(t: InkognitoCardsTable): string[] {
  const heard: string[] = [];
  const region = () => t.shadowRoot!.querySelector(".visually-hidden[aria-live]")!;
  let last = "";
  const note = () => {
    const s = region().textContent!.trim();
    if (s && s !== last) heard.push(s);
    last = s;
  };
  new MutationObserver(note).observe(t.shadowRoot!, { childList: true, characterData: true, subtree: true });
  return heard;
}
const table = async (scenario: string, delay: number) => {
  const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" bot-delay=${delay} game-id=${uid()} .scenario=${scenario}></inkognito-game>`);
  return cardsTable(el);
};
const times = (heard: string[], s: string) => heard.join(" ").split(s).length - 1;

describe("the card table's live region", () => {
  afterEach(() => localStorage.clear());

  it("a declaration that ends the game is followed by who won and why (C10.5)", async () => {
    const t = await table(rialtoExchange("announce-end", [{ type: "give", seat: "blue", cards: ["F", 13] }]), 600000);
    await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
    const heard = listen(t);
    q(t, ".acts .act").find((b) => b.textContent!.trim() === cardsEn.declare)!.click();
    await waitUntil(() => q(t, "#declare-send").length === 1, "no declaration form");
    q(t, "#declare-send")[0]!.click();
    await waitUntil(() => t.view!.result, "the game did not end");
    await t.updateComplete;
    const r = t.view!.result!;
    const winners = cardsEn.list(r.winners.map((s) => (s === "red" ? cardsEn.you : cardsEn.seat[s])));
    const said = heard.join(" ");
    expect(said).to.contain(cardsEn.liveDeclared(cardsEn.you, r.declaration!.right));
    expect(said).to.contain(cardsEn.endWinners(winners));
    expect(said).to.contain(cardsEn.endReason[r.reason]);
  });

  it("a game ended by the round limit says so (C8.4), and the set that came with the end still names its cards", async () => {
    // A game of one round: Red and Blue exchange at Rialto (Blue has given his set), the round ends, the game with it.
    const scenario = JSON.stringify({ ...JSON.parse(rialtoExchange("announce-limit", [{ type: "give", seat: "blue", cards: ["F", 13] }])), maxRounds: 1 });
    const t = await table(scenario, 600000);
    await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
    const heard = listen(t);
    for (const face of ["B", "24"]) {
      q(t, "[part=cards-picker] button.card").find((b) => b.textContent!.trim().startsWith(face))!.click();
      await t.updateComplete;
    }
    q(t, ".act.primary").find((b) => b.textContent!.trim() === cardsEn.giveSet)!.click();
    await waitUntil(() => t.view!.result, "the game did not end");
    await t.updateComplete;
    expect(t.view!.result!.reason).to.equal("round-limit");
    const said = heard.join(" ");
    expect(said).to.contain(cardsEn.liveSet("Blue", cardsEn.you, cardsEn.list(["Lord Fiddlebottom", "code 13"])));
    expect(said).to.contain(`${cardsEn.endTitle}. ${cardsEn.endReason["round-limit"]}`);
    expect(said).to.contain(cardsEn.endReason["round-limit"]);
  });

  it("when the seat at this screen comes to place, it hears what to do, once", async () => {
    // Green places first, then Yellow (bots), then Red: the person.
    const t = await table(JSON.stringify({ players: 4, seed: "announce-turn", fixed: { deal: DEAL, first: "green" }, actions: [] }), 0);
    const heard = listen(t);
    await waitUntil(() => q(t, ".loc.can").length > 0, "Red is never asked to place");
    await t.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    expect(heard.join(" ")).to.contain(cardsEn.livePlaced("Yellow", cardsEn.location[t.view!.round.placed.yellow!]));
    expect(times(heard, cardsEn.guidePlace), heard.join(" | ")).to.equal(1);
  });

  it("hot-seat: a question to the seat at this screen: it hears that it is asked and what to do", async () => {
    // Round 1's exchange done; round 2: Blue alone with the Ambassador at Arsenale (its pile: San Marco, then Arsenale) asks Red.
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" no-privacy-screen bot-delay="600000" game-id=${uid()}
      .scenario=${rialtoExchange("announce-asked", [
        { type: "give", seat: "red", cards: ["B", 24] }, { type: "give", seat: "blue", cards: ["F", 13] },
        { type: "place", seat: "blue", location: "arsenale" }, { type: "place", seat: "green", location: "santa-lucia" },
        { type: "place", seat: "yellow", location: "accademia" },
      ], TO_ARSENALE)}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => t.view!.viewer === "red" && q(t, ".loc-san-marco.can").length > 0, "Red is never asked to place");
    const heard = listen(t);
    q(t, ".loc-san-marco")[0]!.click();
    await waitUntil(() => t.view!.viewer === "blue" && q(t, ".acts [role=group] .act").length > 0, "Blue is not alone with the Ambassador");
    await t.updateComplete;
    q(t, ".acts [role=group] .act").find((b) => b.textContent!.trim() === cardsEn.ask("Red"))!.click();
    await waitUntil(() => t.view!.legal.some((a) => a.type === "answer"), "Red is not asked");
    await t.updateComplete;
    const said = heard.join(" ");
    expect(said).to.contain(cardsEn.liveAsked("Blue", cardsEn.you));
    expect(said).to.contain(cardsEn.guideAnswer("Blue"));
  });
});
