/** The live region's sentences: whole sentences, "you" conjugated, lists with "and", moves included. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { ViewEvent } from "../../src/games/board/index.js";
import { announcement } from "../../src/ui/controls/announce.js";
import { en } from "../../src/ui/i18n/en.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { redMeetsYellow } from "./support/scenarios.js";

const ev = (type: string, data: Record<string, unknown>, extra: Partial<ViewEvent> = {}) =>
  ({ seq: 1, turn: 1, type, data, ...extra }) as unknown as ViewEvent;

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("announcements", () => {
  afterEach(() => localStorage.clear());

  it("speaks to the player as you and of others by seat, in whole sentences", () => {
    expect(announcement(en, ev("rolled", { seat: "red", balls: ["orange", "black", "blue"] }), "red"))
      .to.equal("You roll orange, black and light blue.");
    expect(announcement(en, ev("rolled", { seat: "yellow", balls: ["white", "white", "orange"] }), "red"))
      .to.equal("Yellow rolls white, white and orange.");
    expect(announcement(en, ev("moved", { seat: "red", figure: "red-tall", from: "s22", to: "s21" }), "red"))
      .to.match(/^You move Red's tall figure from .+ to .+\.$/);
    expect(announcement(en, ev("moved", { seat: "blue", figure: "green-fat", from: "s22", to: "s21" }), "red"))
      .to.match(/^Blue moves Green's fat figure from .+ to .+\.$/);
    expect(announcement(en, ev("asked", { asker: "yellow", answerer: "red", kind: "build" }), "red"))
      .to.equal("Yellow asks you about build.");
    expect(announcement(en, ev("asked", { asker: "red", answerer: "yellow", kind: "identity" }), "red"))
      .to.equal("You ask Yellow about identity.");
    expect(announcement(en, ev("answered", { asker: "red", answerer: "yellow", count: 2 }, { mine: { cards: [{ face: "X" }, { face: "short" }] } } as never), "red"))
      .to.equal("Yellow shows you 2 cards: Agent X and Short.");
    expect(announcement(en, ev("movementEnded", { seat: "red" }), "red")).to.equal("You end movement.");
    expect(announcement(en, ev("turnStarted", { seat: "red" }), "red")).to.equal("Your turn.");
    expect(announcement(en, ev("gameOver", { result: { winners: ["red", "green"] } }), "red")).to.equal("The game is over. Red and Green win.");
  });

  it("the table's live region announces the player's own move", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${`ann-${Date.now()}`} bot-delay="60000"
      .scenario=${JSON.stringify(redMeetsYellow("announce"))}></inkognito-game>`);
    await waitUntil(() => el.view !== undefined);
    const live = () => el.shadowRoot!.querySelector("[aria-live]")!.textContent!.trim();
    el.submit({ type: "roll", seat: "red" });
    await waitUntil(() => live() === "You roll white, white and orange.", `live region says "${live()}"`);
    el.submit({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" });
    await waitUntil(() => /^You move Red's tall figure from .+ to .+\.$/.test(live()), `live region says "${live()}"`);
  });
});
