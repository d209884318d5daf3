/** The seats of a network table: who sits where, tokens, moves, the player count, bots. No network. */
import { expect } from "@open-wc/testing";
import { Seating } from "../../src/net/seating.js";
import { boardGame } from "../../src/games/board/game.js";
import { cardsGame } from "../../src/games/cards/game.js";

const table = (count: 3 | 4 | 5 = 4) => new Seating(count, { seat: "red", name: "Ann" }, undefined, boardGame);
const kinds = (s: Seating) => s.lobbySeats(() => false).map((x) => `${x.seat}:${x.kind}:${x.name}`);

describe("Seating", () => {
  it("opens with the host's seat taken and the others open; the lobby shows no tokens or nonces", () => {
    const s = table();
    expect(kinds(s)).to.deep.equal(["red:host:Ann", "yellow:open:", "green:open:", "blue:open:"]);
    const lobby = JSON.stringify(s.lobbySeats(() => true));
    expect(lobby).to.not.include("token");
    expect(s.lobbySeats(() => false).map((x) => x.connected)).to.deep.equal([true, false, false, false]);
  });

  it("seats a newcomer where it asks, else in the first open seat, with a fresh token and its nonce", () => {
    const s = table();
    expect(s.welcome({ name: "Ben", seat: "green", nonce: "aa" }, false)).to.deep.equal({ place: "green" });
    expect(s.welcome({ name: "Cy", nonce: "bb" }, false)).to.deep.equal({ place: "yellow" });
    expect(s.record("green")!.token).to.match(/^[A-Za-z0-9_-]{18}$/);
    expect(s.record("green")!.token).to.not.equal(s.record("yellow")!.token);
    expect(s.nonces().sort()).to.deep.equal(["aa", "bb"]);
    expect(s.welcome({ name: "Di", seat: "spectator" }, false)).to.deep.equal({ place: "spectator" });
  });

  it("refuses a taken seat (SEAT_TAKEN, watching) and lets nobody take the host's seat by its token", () => {
    const s = table();
    s.welcome({ name: "Ben", seat: "green" }, false);
    const before = JSON.stringify(s);
    expect(s.welcome({ name: "Eve", seat: "green" }, false)).to.deep.equal({ place: "spectator", error: "SEAT_TAKEN" });
    expect(s.welcome({ name: "Eve", seat: "red" }, false)).to.deep.equal({ place: "spectator", error: "SEAT_TAKEN" });
    expect(s.welcome({ name: "Eve", token: s.record("red")!.token }, true)).to.deep.equal({ place: "spectator", error: "BAD_TOKEN" });
    expect(JSON.stringify(s)).to.equal(before);
  });

  it("gives a seat back to its token, whatever it asks for, and takes it back from a bot", () => {
    const s = table();
    s.welcome({ name: "Ben", seat: "green" }, false);
    const token = s.record("green")!.token;
    expect(s.welcome({ name: "Ben", token, seat: "blue" }, true)).to.deep.equal({ place: "green" });
    s.handToBot("green");
    expect(s.record("green")!.kind).to.equal("bot");
    expect(s.welcome({ name: "Ben again", token }, true)).to.deep.equal({ place: "green" });
    expect(s.record("green")).to.include({ kind: "human", name: "Ben again" });
    expect(s.welcome({ name: "Late" }, true)).to.deep.equal({ place: "spectator" });
    expect(s.handToBot("red")).to.equal(false);
  });

  it("moves a guest to an open seat with its token and nonce, renames it on its own seat, lets it watch; nothing after the start", () => {
    const s = table();
    s.welcome({ name: "Ben", seat: "yellow", nonce: "aa" }, false);
    const token = s.record("yellow")!.token;
    expect(s.sit("yellow", "blue", "Bea", false)).to.equal(null);
    expect(s.record("blue")).to.include({ kind: "human", name: "Bea", token, nonce: "aa", ready: false });
    expect(s.record("yellow")).to.deep.equal({ name: "", kind: "open", token: "", ready: false });
    expect(s.sit("blue", "blue", "Beatrice", false)).to.equal(null);
    expect(s.record("blue")!.name).to.equal("Beatrice");
    expect(s.sit("blue", "red", "Bea", false)).to.equal("SEAT_TAKEN");
    expect(s.sit("blue", "green", "Bea", true)).to.equal("STARTED");
    expect(s.sit("blue", "spectator", "Bea", false)).to.equal(null);
    expect(s.record("blue")!.kind).to.equal("open");
    expect(s.nonces()).to.deep.equal([]);
    // A watcher takes a seat with its own nonce.
    expect(s.sit("spectator", "green", "Wat", false, "cc")).to.equal(null);
    expect(s.record("green")).to.include({ kind: "human", name: "Wat", nonce: "cc" });
  });

  it("changes the player count before the start: a guest on a seat that goes moves to an open one, or watches; the host's seat stays", () => {
    const s = table(5);
    s.welcome({ name: "Amb", seat: "ambassador" }, false);
    s.welcome({ name: "Bo", seat: "blue" }, false);
    const moved = s.setCount(4, "red", false)!;
    expect([...moved]).to.deep.equal([["ambassador", "yellow"]]);
    expect(kinds(s)).to.deep.equal(["red:host:Ann", "yellow:human:Amb", "green:open:", "blue:human:Bo"]);
    s.welcome({ name: "Gi", seat: "green" }, false);
    expect([...s.setCount(3, "red", false)!]).to.deep.equal([["blue", "spectator"]]);
    expect(s.count).to.equal(3);
    expect(s.record("blue")).to.equal(undefined);
    expect([...s.setCount(5, "red", false)!]).to.deep.equal([]);
    expect(kinds(s).slice(3)).to.deep.equal(["blue:open:", "ambassador:open:"]);
    expect(s.setCount(4, "red", true)).to.equal(null);
    expect(new Seating(5, { seat: "ambassador", name: "Host" }, undefined, boardGame).setCount(4, "ambassador", false)).to.equal(null);
  });

  it("fills the open seats with bots at the start, and saves and restores everything", () => {
    const s = table(3);
    s.welcome({ name: "Ben", seat: "green", nonce: "aa" }, false);
    s.setReady("green", true);
    s.fillWithBots();
    expect(kinds(s)).to.deep.equal(["red:host:Ann", "yellow:bot:", "green:human:Ben"]);
    const again = new Seating(3, { seat: "red", name: "ignored" }, JSON.parse(JSON.stringify(s)), boardGame);
    expect(JSON.stringify(again)).to.equal(JSON.stringify(s));
    expect(again.record("green")).to.include({ ready: true, nonce: "aa" });
  });

  it("seats the card game's own seats: 2 players at red and blue (green and yellow blind, nobody's), 5 with the Ambassador player; counts the game has not are refused", () => {
    const s = new Seating(2, { seat: "red", name: "Ann" }, undefined, cardsGame);
    expect(kinds(s)).to.deep.equal(["red:host:Ann", "blue:open:"]);
    expect(s.welcome({ name: "Ben", seat: "green" }, false)).to.deep.equal({ place: "spectator", error: "SEAT_TAKEN" });
    expect(s.welcome({ name: "Ben" }, false)).to.deep.equal({ place: "blue" });
    expect(s.setCount(5, "red", false)).to.deep.equal(new Map());
    expect(kinds(s)).to.deep.equal(["red:host:Ann", "blue:human:Ben", "green:open:", "yellow:open:", "ambassador:open:"]);
    expect(s.welcome({ name: "Cy", seat: "ambassador" }, false)).to.deep.equal({ place: "ambassador" });
    // Back to 3: the Ambassador player's guest moves to the first open seat left (green).
    expect([...s.setCount(3, "red", false)!]).to.deep.equal([["ambassador", "green"]]);
    expect(kinds(s)).to.deep.equal(["red:host:Ann", "blue:human:Ben", "green:human:Cy"]);
    expect(new Seating(4, { seat: "red", name: "Ann" }, undefined, boardGame).setCount(2 as never, "red", false)).to.equal(null);
  });
});
