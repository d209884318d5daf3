/**
 * A framework changes `players`, `seat` or `seed` while a local game is in progress: the element does
 * not discard the game at once (the player is asked), fires `inkognito-change-deferred`, and its
 * attributes and properties show the game that is on screen.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

async function gameInProgress(id: string): Promise<InkognitoGame> {
  const el = await fixture<InkognitoGame>(html`<inkognito-game mode="hotseat" no-privacy-screen game-id=${id} seed="deferred" players="4"></inkognito-game>`);
  await el.ready;
  expect(el.submit({ type: "roll", seat: el.view!.turn.seat }).ok).to.equal(true);
  return el;
}

describe("<inkognito-game> a change it will not apply at once", () => {
  afterEach(() => localStorage.clear());

  it("players set mid-game: inkognito-change-deferred, the attribute reflects the game shown, the game goes on", async () => {
    const el = await gameInProgress("deferred-players");
    const log = JSON.stringify(el.view!.log);
    const events: CustomEvent[] = [];
    el.addEventListener("inkognito-change-deferred", (e) => events.push(e as CustomEvent));
    el.setAttribute("players", "5");
    await waitUntil(() => events.length > 0, "no inkognito-change-deferred event");
    await el.updateComplete;
    expect(events).to.have.length(1);
    expect(events[0]!.detail).to.deep.equal({
      requested: { players: 5, seat: "red", seed: "deferred" },
      current: { players: 4, seat: "red", seed: "deferred" },
      reason: "game-in-progress",
    });
    expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
    expect(el.getAttribute("players")).to.equal("4");
    expect(el.players).to.equal(4);
    expect(el.view!.players).to.equal(4);
    expect(JSON.stringify(el.view!.log)).to.equal(log);
  });

  it("seed set as a property mid-game: the same, and the attribute keeps the game's seed", async () => {
    const el = await gameInProgress("deferred-seed");
    const events: CustomEvent[] = [];
    el.addEventListener("inkognito-change-deferred", (e) => events.push(e as CustomEvent));
    el.seed = "another";
    await waitUntil(() => events.length > 0, "no inkognito-change-deferred event");
    await el.updateComplete;
    expect(events[0]!.detail.requested.seed).to.equal("another");
    expect(el.getAttribute("seed")).to.equal("deferred");
    expect(el.seed).to.equal("deferred");
  });

  it("before anyone played, a change applies at once: a new start, no deferred event", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game mode="hotseat" no-privacy-screen game-id="deferred-none" players="4"></inkognito-game>`);
    await el.ready;
    const seen: string[] = [];
    for (const t of ["inkognito-change-deferred", "inkognito-game-start"]) el.addEventListener(t, () => seen.push(t));
    el.setAttribute("players", "5");
    await waitUntil(() => seen.length > 0, "nothing happened");
    expect(seen).to.deep.equal(["inkognito-game-start"]);
    await waitUntil(() => el.view?.players === 5, "not 5 players");
    expect(el.getAttribute("players")).to.equal("5");
  });
});
