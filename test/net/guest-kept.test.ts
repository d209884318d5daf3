/**
 * What a guest pins of its host per game (src/net/guest-kept.ts): the seed commitment of each game
 * number, the shares frozen at each start; a changed commitment without a new game, or a game
 * number going back, is refused with a typed error and changes no pin. And the lobby's game number
 * and match score as a guest reads them (src/net/protocol.ts).
 */
import { expect } from "@open-wc/testing";
import { pinLobby, type Kept } from "../../src/net/guest-kept.js";
import { PROTOCOL_VERSION, readHostMessage, type Lobby } from "../../src/net/protocol.js";

const A = "a".repeat(64), B = "b".repeat(64), C = "c".repeat(64);
const S1 = "1".repeat(64), S2 = "2".repeat(64);
const lobby = (over: Partial<Lobby> = {}): Lobby => ({
  tableId: "t", players: 3, started: false, commit: A, shares: [S1], spectators: 0, seats: [], assistant: false, game: 1, ...over,
});

describe("a guest's pins per game number", () => {
  it("pins the first commitment and refuses another within the same game (COMMIT_CHANGED), keeping its pins", () => {
    const kept: Kept = { nonce: "ab" };
    expect(pinLobby(kept, lobby())).to.deep.equal({ ok: true, next: false });
    expect(pinLobby(kept, lobby({ started: true }))).to.deep.equal({ ok: true, next: false });
    expect(kept.commit).to.equal(A);
    expect(kept.sharesFrozen).to.equal(true);
    const before = JSON.stringify(kept);
    const r = pinLobby(kept, lobby({ started: true, commit: B, shares: [S2] }));
    expect(r.ok).to.equal(false);
    expect(!r.ok && r.error.code).to.equal("COMMIT_CHANGED");
    expect(JSON.stringify(kept)).to.equal(before);
    // The same game with a changed commitment before its start is refused too (a host that grinds the deal).
    const fresh: Kept = { nonce: "ab" };
    pinLobby(fresh, lobby());
    const early = pinLobby(fresh, lobby({ commit: B }));
    expect(!early.ok && early.error.code).to.equal("COMMIT_CHANGED");
    expect(fresh.commit).to.equal(A);
  });

  it("re-pins the commitment and the shares for a new game number; refuses a game number going back (GAME_BACKWARDS)", () => {
    const kept: Kept = { nonce: "ab" };
    pinLobby(kept, lobby());
    pinLobby(kept, lobby({ started: true }));
    expect(pinLobby(kept, lobby({ game: 2, commit: B, shares: [S1, S2] }))).to.deep.equal({ ok: true, next: true });
    expect(kept).to.deep.include({ game: 2, commit: B, sharesFrozen: false, beforeStart: true });
    expect(kept.shares).to.deep.equal([S1, S2]);
    pinLobby(kept, lobby({ game: 2, commit: B, shares: [S1, S2], started: true }));
    expect(kept.sharesFrozen).to.equal(true);
    // Within game 2 its commitment is the one pinned for it.
    const changed = pinLobby(kept, lobby({ game: 2, commit: C, started: true }));
    expect(!changed.ok && changed.error.code).to.equal("COMMIT_CHANGED");
    // Back to game 1 (with its old commitment, or any): refused, nothing changes.
    const before = JSON.stringify(kept);
    for (const back of [lobby({ game: 1, commit: A, started: true }), lobby({ game: 1, commit: C })]) {
      const r = pinLobby(kept, back);
      expect(!r.ok && r.error.code).to.equal("GAME_BACKWARDS");
    }
    expect(JSON.stringify(kept)).to.equal(before);
  });

  it("a guest who first comes during a later game is not counted at its start", () => {
    const kept: Kept = { nonce: "ab", beforeStart: true, game: 1, commit: A, sharesFrozen: true, shares: [S1] };
    expect(pinLobby(kept, lobby({ game: 3, commit: C, started: true, shares: [S2] })).ok).to.equal(true);
    expect(kept).to.deep.include({ game: 3, commit: C, beforeStart: false, sharesFrozen: true });
  });
});

describe("the lobby's game number and match score on the wire", () => {
  const read = (l: unknown) => readHostMessage(JSON.stringify({ v: PROTOCOL_VERSION, t: "lobby", lobby: l }));
  it("reads a game number and a match score by seat", () => {
    const r = read({ ...lobby({ game: 4 }), match: { scores: { red: 2, blue: 0, green: 3 }, winners: ["green"] } });
    expect(r && r.t === "lobby" && r.lobby.game).to.equal(4);
    expect(r && r.t === "lobby" && r.lobby.match).to.deep.equal({ scores: { red: 2, blue: 0, green: 3 }, winners: ["green"] });
  });
  it("drops a lobby without a game number, with one that is not a whole number from 1, or with a score that is not one", () => {
    const { game: _, ...without } = lobby();
    expect(read(without)).to.equal(null);
    for (const game of [0, -1, 1.5, "2", 1e9, null]) expect(read({ ...lobby(), game })).to.equal(null);
    const bad = [
      { scores: { purple: 1 }, winners: [] },
      { scores: { red: -1 }, winners: [] },
      { scores: { red: 1.5 }, winners: [] },
      { scores: { red: "1" }, winners: [] },
      { scores: { red: 1 }, winners: ["x);background:url(//e)"] },
      { scores: { red: 1 }, winners: Array(6).fill("red") },
      { scores: { red: 1 }, winners: [], extra: "x".repeat(1000) },
      "3-1",
    ];
    for (const match of bad) expect(read({ ...lobby(), match }), JSON.stringify(match)).to.equal(null);
    // A key such as "__proto__" in the text itself.
    const text = JSON.stringify({ v: PROTOCOL_VERSION, t: "lobby", lobby: { ...lobby(), match: { scores: { red: 1 }, winners: [] } } }).replace('"red":1', '"red":1,"__proto__":{"x":1}');
    expect(readHostMessage(text)).to.equal(null);
  });
});
