/**
 * A guest table facing a host that deals game after game (docs/net.md, "Games at one table"): it
 * re-pins the host's commitment for each new game number and starts that game afresh; a changed
 * commitment within the same game (COMMIT_CHANGED) and a game number going back (GAME_BACKWARDS)
 * are refused with a typed error and change no pin. The messages go in as a host's raw texts.
 */
import { expect } from "@open-wc/testing";
import { cardsGame, type CardsGame } from "../../src/games/cards/game.js";
import { GuestTable } from "../../src/net/guest-table.js";
import { PROTOCOL_VERSION, type Lobby } from "../../src/net/protocol.js";

const A = "a".repeat(64), B = "b".repeat(64), C = "c".repeat(64);
const lobby = (over: Partial<Lobby> = {}): Lobby => ({
  tableId: "t", players: 3, started: true, commit: A, shares: ["1".repeat(64)], spectators: 0, assistant: false, game: 1,
  seats: [{ seat: "red", name: "Host", kind: "host", ready: true, connected: true }], ...over,
});
const welcome = (l: Lobby) => JSON.stringify({ v: PROTOCOL_VERSION, t: "welcome", seat: "blue", token: "tok", lobby: l, game: "cards", gv: cardsGame.version });
const lobbyMsg = (l: Lobby) => JSON.stringify({ v: PROTOCOL_VERSION, t: "lobby", lobby: l });

type Inside = { receive(d: unknown): void; kept: { commit?: string; game?: number; sharesFrozen?: boolean }; current: unknown; commitChanged: boolean };

describe("a guest table across the games of one table", () => {
  let guest: GuestTable<CardsGame>;
  let g: Inside;
  beforeEach(() => {
    // At a signalling server that is not there: no host proves itself, so nothing is waited for (the
    // texts below are what a proved host would send).
    guest = new GuestTable({ tableId: `guest-games-${Date.now()}-${Math.random()}`, name: "Bea", peer: { host: "127.0.0.1", port: 9, path: "/", secure: false, iceServers: [] }, game: cardsGame });
    g = guest as unknown as Inside;
    g.receive(welcome(lobby()));
  });
  afterEach(() => guest.dispose());

  it("refuses another commitment within the same game number (COMMIT_CHANGED): the pin stays, the fair-play check will fail", () => {
    expect(guest.lobby()?.commit).to.equal(A);
    expect(g.kept.commit).to.equal(A);
    g.receive(lobbyMsg(lobby({ commit: B })));
    expect(guest.lastError?.code).to.equal("COMMIT_CHANGED");
    expect(g.kept.commit).to.equal(A);
    expect(g.commitChanged).to.equal(true);
    // In a welcome too (a reconnection).
    g.receive(welcome(lobby({ commit: C })));
    expect(g.kept.commit).to.equal(A);
  });

  it("takes a new game number with its new commitment, starting that game afresh; refuses a game number going back (GAME_BACKWARDS), taking nothing of it", () => {
    g.current = cardsGame.viewFor(cardsGame.createGame(cardsGame.setupFor(3, "s")), "blue");
    guest.fairness = { ok: true, problems: [] };
    g.receive(lobbyMsg(lobby({ game: 2, commit: B, started: false })));
    expect(guest.lastError).to.equal(null);
    expect(g.kept).to.deep.include({ game: 2, commit: B, sharesFrozen: false });
    expect(guest.view()).to.equal(null);
    expect(guest.fairness).to.equal(null);
    expect(guest.lobby()?.game).to.equal(2);
    const before = JSON.stringify(g.kept);
    g.receive(lobbyMsg(lobby({ game: 1, commit: A })));
    expect(guest.lastError?.code).to.equal("GAME_BACKWARDS");
    expect(guest.lobby()?.game).to.equal(2);
    expect(guest.lobby()?.commit).to.equal(B);
    expect(JSON.stringify(g.kept)).to.equal(before);
    g.receive(JSON.stringify({ ...JSON.parse(welcome(lobby({ game: 1, commit: C }))), seat: "green" }));
    expect(guest.viewer).to.equal("blue");
    expect(guest.lobby()?.commit).to.equal(B);
    expect(JSON.stringify(g.kept)).to.equal(before);
  });
});
