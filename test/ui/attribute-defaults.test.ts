/**
 * An attribute removed, or a property set to null or undefined, means the attribute's default
 * (docs/element.md, "Attributes and properties"). Frameworks do this all the time: React 19 sets a
 * custom element's property to `undefined` when a bound value becomes undefined or the prop is
 * dropped (react-dom's setPropOnCustomElement: `key in node ? node[key] = value : …`); Vue 3 sets
 * `0` or `""` and removes the attribute. Neither may break the table or lose the player's game.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

/** Sets a property as a framework does, whatever its declared type. */
const assign = (el: InkognitoGame, key: string, value: unknown) => ((el as unknown as Record<string, unknown>)[key] = value);

describe("<inkognito-game> an attribute removed, a property set to undefined", () => {
  afterEach(() => localStorage.clear());

  it("names removed mid-game (or set to undefined, as React does): the game goes on, no error thrown", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="defaults-names" names="Anna,Ben" bot-delay="600000"></inkognito-game>`);
    await el.ready;
    const thrown: string[] = [];
    const onError = (e: ErrorEvent) => thrown.push(e.message);
    window.addEventListener("error", onError);
    try {
      el.removeAttribute("names");
      await el.updateComplete;
      expect(el.names).to.equal("");
      expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
      assign(el, "names", undefined);
      await el.updateComplete;
      expect(el.submit({ type: "note", seat: "red", key: "x", mark: "kept" }).ok).to.equal(true);
      await el.updateComplete;
      expect(el.view!.log.length).to.be.greaterThan(2);
      expect(thrown).to.deep.equal([]);
    } finally {
      window.removeEventListener("error", onError);
    }
  });

  it("players set to undefined or its attribute removed: 4 players, as without it (no BAD_PLAYERS)", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="defaults-players" players="5" bot-delay="600000"></inkognito-game>`);
    await el.ready;
    const errors: string[] = [];
    el.addEventListener("inkognito-error", (e) => errors.push(e.detail.code));
    assign(el, "players", undefined);
    await waitUntil(() => el.view?.players === 4, "no 4-player game");
    expect(el.players).to.equal(4);
    el.setAttribute("players", "3");
    await waitUntil(() => el.view?.players === 3, "no 3-player game");
    el.removeAttribute("players");
    await waitUntil(() => el.view?.players === 4, "no 4-player game after the attribute went");
    expect(el.hasAttribute("players"), "the removed attribute stays removed").to.equal(false);
    expect(errors).to.deep.equal([]);
  });

  it("mode set to undefined after a hot-seat game: the solo game saved before comes back", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="defaults-mode" seed="defaults" bot-delay="600000"></inkognito-game>`);
    await el.ready;
    expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
    const solo = JSON.stringify(el.view!.log);
    el.mode = "hotseat";
    await waitUntil(() => el.view && JSON.stringify(el.view.log) !== solo, "no hot-seat game");
    assign(el, "mode", undefined);
    await waitUntil(() => el.view && JSON.stringify(el.view.log) === solo, "the solo game did not come back");
    expect(el.mode).to.equal("solo");
  });

  it("the properties with a default take it back from null and undefined", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="defaults-all" bot-delay="600000" mode="hotseat" seat="blue" theme="light" bots="strong" bot-speed="fast" name="Ann"></inkognito-game>`);
    await el.ready;
    for (const [key, value] of [["mode", null], ["seat", undefined], ["theme", null], ["bots", undefined], ["botSpeed", null], ["name", undefined], ["gameKind", undefined]] as const) assign(el, key, value);
    expect([el.mode, el.seat, el.theme, el.bots, el.botSpeed, el.name, el.gameKind]).to.deep.equal(["solo", "red", "dark", "easy", "normal", "", "board"]);
    await el.ready;
  });
});
