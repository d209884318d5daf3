/**
 * A `mode`, `game` or `seat` the element does not have, or a player count its game is not played
 * by, is a configuration error with a stable code (BAD_MODE, BAD_GAME, BAD_SEAT, BAD_PLAYERS:
 * docs/element.md, "Configuration errors"), not a game other than the one asked for:
 * `mode="hot-seat"` played against bots with the bots first, `game="Cards"` the board game,
 * `seat="blu"` Red, a card game of `players="7"` four players.
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

  it('seat="blu": BAD_SEAT (it played Red); seat="blue" then plays Blue; a guest\'s seat is not checked', async () => {
    const { el, codes, rejected, shown } = await open({ seat: "blu", "game-id": "bad-seat" });
    expect({ codes, rejected }).to.deep.equal({ codes: ["BAD_SEAT"], rejected: "BAD_SEAT" });
    expect(shown).to.equal('seat="blu" is not a seat: red, yellow, green, blue, ambassador (with 5 players) or spectator.');
    expect(el.view === undefined, "no game behind the notice").to.equal(true);
    expect(Object.keys(localStorage).filter((k) => k.includes("bad-seat"))).to.deep.equal([]);
    el.seat = "blue";
    await waitUntil(() => el.view, "the game did not start");
    expect(el.view!.viewer).to.equal("blue");
  });

  it('players="abc": BAD_PLAYERS quoting what was written (it said players="NaN")', async () => {
    const { codes, shown } = await open({ players: "abc", "game-id": "bad-players-text" });
    expect(codes).to.deep.equal(["BAD_PLAYERS"]);
    expect(shown).to.equal('players="abc" is not a player count: Inkognito is played by 3, 4 or 5.');
  });

  it('game="cards" players="7": BAD_PLAYERS with the card game\'s counts (it played four); players="2" then deals a 2-player card game', async () => {
    const { el, codes, rejected, shown } = await open({ game: "cards", players: "7", "game-id": "bad-card-players" });
    expect({ codes, rejected }).to.deep.equal({ codes: ["BAD_PLAYERS"], rejected: "BAD_PLAYERS" });
    expect(shown).to.equal('players="7" is not a player count: the card game is played by 2, 3, 4 or 5.');
    expect(el.shadowRoot!.querySelector("inkognito-cards-table"), "a card table behind the notice").to.equal(null);
    expect(Object.keys(localStorage).filter((k) => k.includes("bad-card-players"))).to.deep.equal([]);
    el.setAttribute("players", "2");
    const t = await waitUntil(() => el.shadowRoot!.querySelector("inkognito-cards-table"), "no card table")
      .then(() => el.shadowRoot!.querySelector("inkognito-cards-table") as HTMLElement & { view: { seats: readonly string[] } | null });
    await waitUntil(() => t.view, "the card game did not start");
    expect(t.view!.seats.length, "seats of a 2-player card game (C2.1: two agents, two blind seats)").to.equal(4);
    expect(el.players).to.equal(2);
  });

  it('game="cards" players="6" in German: the card game\'s sentence in German', async () => {
    const { codes, shown } = await open({ game: "cards", players: "6", lang: "de", "game-id": "bad-card-players-de" });
    expect(codes).to.deep.equal(["BAD_PLAYERS"]);
    expect(shown).to.equal('players="6" ist keine Spielerzahl: das Kartenspiel spielt man zu 2, 3, 4 oder 5.');
  });
});
