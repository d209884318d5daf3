/**
 * A `mode` or `game` the element does not have is a configuration error with a stable code
 * (BAD_MODE, BAD_GAME: docs/element.md, "Configuration errors"), not a game other than the one asked
 * for: `mode="hot-seat"` played against bots with the bots first, `game="Cards"` the board game.
 * Nothing starts and no save is touched; the attribute fixed, the element starts.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";

/** An element with these attributes on the page: the codes it fires and how `ready` settles. */
async function open(attributes: Record<string, string>) {
  const el = document.createElement("inkognito-game");
  for (const [k, v] of Object.entries({ "bot-delay": "600000", ...attributes })) el.setAttribute(k, v);
  const codes: string[] = [];
  el.addEventListener("inkognito-error", (e) => codes.push(e.detail.code));
  (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
  const rejected = await el.ready.then(() => null, (e: Error & { code?: string }) => e.code);
  await el.updateComplete;
  return { el, codes, rejected, shown: el.shadowRoot!.querySelector(".notice")?.textContent?.trim() ?? "" };
}

describe("<inkognito-game> a mode or game it does not have", () => {
  afterEach(() => localStorage.clear());

  it('mode="hot-seat": BAD_MODE, nothing started or saved; mode="hotseat" then starts the hot-seat game', async () => {
    const { el, codes, rejected, shown } = await open({ mode: "hot-seat", "game-id": "bad-mode" });
    expect({ codes, rejected }).to.deep.equal({ codes: ["BAD_MODE"], rejected: "BAD_MODE" });
    expect(shown).to.equal('mode="hot-seat" is not a mode: solo, hotseat, host or join.');
    expect(el.view === undefined, "no game behind the notice").to.equal(true);
    expect(Object.keys(localStorage).filter((k) => k.includes("bad-mode"))).to.deep.equal([]);
    el.mode = "hotseat";
    await waitUntil(() => el.view, "the hot-seat game did not start");
    expect(el.view!.seats.length).to.equal(4);
  });

  it('game="Cards": BAD_GAME; game="cards" then shows the card table', async () => {
    const { el, codes, rejected, shown } = await open({ game: "Cards", "game-id": "bad-game" });
    expect({ codes, rejected }).to.deep.equal({ codes: ["BAD_GAME"], rejected: "BAD_GAME" });
    expect(shown).to.equal('game="Cards" is not a game: board (Inkognito) or cards (the card game).');
    expect(el.view === undefined, "no board game behind the notice").to.equal(true);
    el.setAttribute("game", "cards");
    await waitUntil(() => el.shadowRoot!.querySelector("inkognito-cards-table"), "no card table");
  });

  it('lang="fr" mode="hote": BAD_MODE in French', async () => {
    const { codes, shown } = await open({ lang: "fr", mode: "hote", "game-id": "bad-mode-fr" });
    expect(codes).to.deep.equal(["BAD_MODE"]);
    expect(shown).to.equal('mode="hote" n\'est pas un mode\u00a0: solo, hotseat, host ou join.');
  });
});
