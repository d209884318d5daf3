/** Components, setup and placing (CARD-GAME.md C1, C2, C4, C11). */
import { expect } from "@open-wc/testing";
import {
  AGENT_SEATS, CHARACTER_NAMES, IDENTITIES, LOCATIONS, LOCATION_NAMES, PARTNER, allSets, combinationOf, createGame, viewFor, waitingOn,
  type CardsState, type Seat,
} from "../../../src/games/cards/index.js";
import { act, game, placeAll, refused } from "./support/cards.js";

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `seed-${i}`);

describe("cards: components and setup (C1, C2)", () => {
  it("C1.1: the four characters are in every game, in fixed teams F + B against Z + X", () => {
    expect(PARTNER).to.deep.equal({ F: "B", B: "F", Z: "X", X: "Z" });
    expect(Object.keys(CHARACTER_NAMES)).to.deep.equal(["F", "B", "Z", "X"]);
    for (const p of [2, 3, 4, 5] as const) {
      const s = createGame({ players: p, seed: `c${p}` });
      expect(AGENT_SEATS.map((x) => s.secrets[x].identity).sort()).to.deep.equal(["B", "F", "X", "Z"]);
    }
  });

  it("C1.5 (ruling): five locations, Rialto, San Marco, Arsenale, Accademia, Santa Lucia; every tile holder has one of each", () => {
    expect(LOCATIONS.map((l) => LOCATION_NAMES[l])).to.deep.equal(["Rialto", "San Marco", "Arsenale", "Accademia", "Santa Lucia"]);
    const v = viewFor(createGame({ players: 4 }), "spectator");
    for (const h of ["red", "blue", "green", "yellow", "ambassador"] as const) expect(v.tiles[h].left).to.deep.equal(LOCATIONS);
  });

  it("C1.8, C1.9, C3.2: four agent seats in a fixed order, the Ambassador a pile (2–4) or a fifth seat (5); rounds follow each other", () => {
    expect(createGame({ players: 4 }).seats).to.deep.equal(["red", "blue", "green", "yellow"]);
    expect(createGame({ players: 5 }).seats).to.deep.equal(["red", "blue", "green", "yellow", "ambassador"]);
    const s = placeAll(game(4, { ambassador: ["santa-lucia"] }), { red: "rialto", blue: "san-marco", green: "arsenale", yellow: "accademia" });
    expect(s.round.number).to.equal(2);
    expect(s.result).to.equal(null);
  });

  it("C1.10, C8.1: the clue sheet fills in by itself from what the seat saw and showed; no one acts for notes", () => {
    let s = placeAll(game(4, { ambassador: ["san-marco"] }), { red: "rialto", blue: "rialto", green: "arsenale", yellow: "accademia" });
    s = act(act(s, { type: "give", seat: "red", cards: ["B", 24] }), { type: "give", seat: "blue", cards: ["F", 13] });
    expect(viewFor(s, "red").sheet.map((e) => [e.via, e.from, e.to, e.cards, e.location, e.round])).to.deep.equal([
      ["exchange", "red", "blue", ["B", 24], "rialto", 1], ["exchange", "blue", "red", ["F", 13], "rialto", 1],
    ]);
    expect(s.round.phase).to.equal("placing");
    expect(waitingOn(s)).to.deep.equal(["blue"]);
  });

  it("C1.3, C1.4, C2.2: an agent player holds the 4 identity and the 4 code cards of his colour", () => {
    const v = viewFor(game(4), "red");
    expect(v.you!.hand).to.deep.equal(["F", "B", "Z", "X", 13, 24, 36, 47]);
  });

  it("C1.4 (ruling): the code values are edition data (13, 28, 36, 47), and anything but four different codes is refused", () => {
    const s = createGame({ players: 4, seed: "x", codes: [13, 28, 36, 47] });
    expect(s.codes).to.deep.equal([13, 28, 36, 47]);
    expect([...AGENT_SEATS.map((x) => s.secrets[x].code)].sort()).to.deep.equal([13, 28, 36, 47]);
    for (const codes of [[13, 13, 36, 47], [13, 24, 36], [13, 24, 36, 0], ["13", 24, 36, 47]]) {
      expect(() => createGame({ players: 4, codes: codes as number[] })).to.throw().with.property("error").that.deep.includes({ code: "BAD_OPTIONS" });
    }
  });

  it("C1.6, C6.2: of an agent's 8 coloured cards 2 are true, so he has 12 sets, each one true and one false", () => {
    const s = game(4);
    const sets = allSets(s, "red");
    expect(sets).to.have.length(12);
    for (const [a, b] of sets) expect([a === "B" || a === 13, b === "B" || b === 13].filter(Boolean)).to.have.length(1);
  });

  it("C1.7: the combination is the true codes in the order F, B, Z, X", () => {
    expect(combinationOf(game(4))).to.deep.equal([36, 13, 24, 47]);
  });

  it("C2.1, C1.8: 2 players have 2 blind seats, 3 one, 4 none, 5 an Ambassador player; always four agent seats", () => {
    const roles = (p: 2 | 3 | 4 | 5) => createGame({ players: p, seed: "r" }).roles;
    expect(roles(2)).to.deep.equal({ red: "agent", blue: "agent", green: "blind", yellow: "blind" });
    expect(roles(3)).to.deep.equal({ red: "agent", blue: "agent", green: "agent", yellow: "blind" });
    expect(roles(4)).to.deep.equal({ red: "agent", blue: "agent", green: "agent", yellow: "agent" });
    expect(roles(5)).to.deep.equal({ red: "agent", blue: "agent", green: "agent", yellow: "agent", ambassador: "ambassador" });
    expect(createGame({ players: 3, blind: ["red"] }).roles.red).to.equal("blind");
    for (const bad of [{ players: 3, blind: [] }, { players: 2, blind: ["red", "red"] }, { players: 6 }, { players: 4, maxRounds: 0 }]) {
      expect(() => createGame(bad as never)).to.throw().with.property("error").that.deep.includes({ code: "BAD_OPTIONS" });
    }
  });

  it("C2.4: the black identity and code cards are each dealt once, one to every agent seat, blind seats included", () => {
    for (const seed of seeds(50)) {
      const s = createGame({ players: 2, seed });
      expect(AGENT_SEATS.map((x) => s.secrets[x].identity).sort()).to.deep.equal([...IDENTITIES].sort());
      expect(AGENT_SEATS.map((x) => s.secrets[x].code).sort()).to.deep.equal([13, 24, 36, 47]);
    }
  });

  it("C2.4: each agent player sees his own two black cards and no one else's; no one sees a blind seat's", () => {
    const s = game(3);
    for (const seat of ["red", "blue", "green"] as const) {
      const v = viewFor(s, seat);
      expect(v.you!.secret).to.deep.equal(s.secrets[seat]);
      const dealt = v.log.find((e) => e.type === "dealt")!;
      expect(dealt.mine).to.deep.equal({ identity: s.secrets[seat].identity, code: s.secrets[seat].code });
    }
    expect(s.log[0]!.private).to.not.have.property("yellow");
  });

  it("C2.5, C2.6: 2–4 players: the Ambassador's 5 black tiles in a face-down pile, each blind seat's 5 in its own; 5 players: the Ambassador player's hand", () => {
    const s2 = createGame({ players: 2, seed: "p" });
    for (const h of ["ambassador", "green", "yellow"] as const) expect([...s2.tiles[h].pile].sort()).to.deep.equal([...LOCATIONS].sort());
    for (const h of ["red", "blue"] as const) expect(s2.tiles[h].pile).to.deep.equal([]);
    const s5 = createGame({ players: 5, seed: "p" });
    expect(s5.tiles.ambassador.pile).to.deep.equal([]);
    expect(viewFor(s5, "ambassador").tiles.ambassador.left).to.deep.equal(LOCATIONS);
    // The piles are shuffled: not always in the same order.
    const tops = new Set(seeds(40).map((seed) => createGame({ players: 3, seed }).tiles.ambassador.pile.join()));
    expect(tops.size).to.be.greaterThan(20);
  });

  it("C2.7 (ruling): the first player is drawn among the agent players, never a blind seat or the Ambassador player", () => {
    const firsts = new Set<string>();
    for (const p of [2, 3, 5] as const) {
      for (const seed of seeds(60)) {
        const s = createGame({ players: p, seed });
        expect(s.roles[s.round.first]).to.equal("agent");
        firsts.add(`${p}:${s.round.first}`);
      }
    }
    expect([...firsts].sort()).to.deep.equal(["2:blue", "2:red", "3:blue", "3:green", "3:red", "5:blue", "5:green", "5:red", "5:yellow"]);
  });

  it("C12.2, seeds: the same options give the same game; the deal differs between seeds", () => {
    expect(JSON.stringify(createGame({ players: 4, seed: "a" }))).to.equal(JSON.stringify(createGame({ players: 4, seed: "a" })));
    const deals = new Set(seeds(30).map((seed) => JSON.stringify(createGame({ players: 4, seed }).secrets)));
    expect(deals.size).to.be.greaterThan(15);
  });
});

describe("cards: placing (C4)", () => {
  it("C4.2: the agent players place in turn from the first player, going left; each sees the tiles placed before his", () => {
    let s = createGame({ players: 4, seed: "x", fixed: { first: "green" } });
    expect(s.round.order).to.deep.equal(["green", "yellow", "red", "blue"]);
    expect(waitingOn(s)).to.deep.equal(["green"]);
    refused(s, { type: "place", seat: "red", location: "rialto" }, "NOT_YOUR_TURN");
    s = act(s, { type: "place", seat: "green", location: "rialto" });
    expect(waitingOn(s)).to.deep.equal(["yellow"]);
    expect(viewFor(s, "yellow").round.placed).to.deep.equal({ green: "rialto" });
  });

  it("C4.2 with blind seats: 3 players, blind yellow never places; order skips it", () => {
    const s = createGame({ players: 3, seed: "x", fixed: { first: "blue" } });
    expect(s.round.order).to.deep.equal(["blue", "green", "red"]);
    refused(s, { type: "place", seat: "yellow", location: "rialto" }, "BLIND_SEAT");
  });

  it("C4.3: when every agent player has placed, the Ambassador's top tile and each blind seat's top tile are turned at the same moment", () => {
    let s = game(2, { ambassador: ["arsenale"], green: ["accademia"], yellow: ["santa-lucia"] });
    s = act(s, { type: "place", seat: "red", location: "rialto" });
    expect(s.round.placed).to.deep.equal({ red: "rialto" });
    s = act(s, { type: "place", seat: "blue", location: "arsenale" });
    expect(s.round.placed).to.deep.equal({ red: "rialto", blue: "arsenale", ambassador: "arsenale", green: "accademia", yellow: "santa-lucia" });
    const ev = s.log.find((e) => e.type === "revealed")!;
    expect(ev.data).to.deep.include({ ambassador: "arsenale", blind: { green: "accademia", yellow: "santa-lucia" } });
  });

  it("C4.4, C14.1: played tiles stay face up until the reshuffle; a tile played since is refused; which tiles are left is public", () => {
    let s = game(4, { ambassador: ["arsenale", "accademia"] });
    s = placeAll(s, { red: "rialto", blue: "san-marco", green: "santa-lucia", yellow: "accademia" });
    expect(s.round.number).to.equal(2);
    const v = viewFor(s, "green");
    expect(v.tiles.red).to.deep.equal({ played: ["rialto"], left: ["san-marco", "arsenale", "accademia", "santa-lucia"] });
    expect(v.tiles.ambassador.played).to.deep.equal(["arsenale"]);
    // Round 2: blue is first.
    refused(s, { type: "place", seat: "blue", location: "san-marco" }, "TILE_PLAYED");
    refused(s, { type: "place", seat: "blue", location: "venice" }, "UNKNOWN_LOCATION");
  });

  it("C4.1, C9.4: 5 players: the Ambassador player first seals a tile; the others see only that he has placed", () => {
    let s = game(5);
    expect(s.round.phase).to.equal("ambassadorTile");
    expect(waitingOn(s)).to.deep.equal(["ambassador"]);
    refused(s, { type: "place", seat: "red", location: "rialto" }, "NOT_YOUR_TURN");
    const other = act(s, { type: "place", seat: "ambassador", location: "rialto" });
    s = act(s, { type: "place", seat: "ambassador", location: "accademia" });
    for (const seat of ["red", "blue", "green", "yellow", "spectator"] as const) {
      const v = viewFor(s, seat);
      expect(v.round.ambassadorPlaced).to.equal(true);
      // Nothing in their views depends on which tile he sealed.
      expect(JSON.stringify(v)).to.equal(JSON.stringify(viewFor(other, seat)));
    }
    expect(viewFor(s, "ambassador").you!.sealedTile).to.equal("accademia");
    refused(s, { type: "place", seat: "ambassador", location: "rialto" }, "NOT_YOUR_TURN");
    s = placeAll(s, { red: "rialto", blue: "san-marco", green: "arsenale", yellow: "santa-lucia" });
    // C4.3: turned when every agent player has placed.
    expect(s.tiles.ambassador.played).to.deep.equal(["accademia"]);
    expect(s.log.find((e) => e.type === "revealed")!.data).to.deep.include({ ambassador: "accademia" });
  });
});

describe("cards: end of round (C8, C11)", () => {
  const quiet = { red: "rialto", blue: "san-marco", green: "arsenale", yellow: "accademia" } as const;
  function fiveQuietRounds(): CardsState {
    // Every seat alone each round: the Ambassador's tile always where no one is.
    let s = game(4, {}, { fixed: { piles: { ambassador: [["santa-lucia", "rialto", "san-marco", "arsenale", "accademia"], LOCATIONS.slice()] } } });
    const rotations = [quiet, { red: "san-marco", blue: "arsenale", green: "accademia", yellow: "santa-lucia" },
      { red: "arsenale", blue: "accademia", green: "santa-lucia", yellow: "rialto" },
      { red: "accademia", blue: "santa-lucia", green: "rialto", yellow: "san-marco" },
      { red: "santa-lucia", blue: "rialto", green: "san-marco", yellow: "arsenale" }] as const;
    for (const r of rotations) s = placeAll(s, r);
    return s;
  }

  it("C8.2: after round 5 every seat takes its tiles back and the Ambassador's pile is reshuffled", () => {
    const s = fiveQuietRounds();
    expect(s.round.number).to.equal(6);
    for (const h of ["red", "blue", "green", "yellow", "ambassador"] as const) expect(s.tiles[h].played).to.deep.equal([]);
    expect(s.tiles.ambassador.pile).to.deep.equal(LOCATIONS);
    expect(s.log.some((e) => e.type === "reshuffled" && e.round === 5)).to.equal(true);
    expect(s.log.filter((e) => e.type === "reshuffled")).to.have.length(1);
  });

  it("C8.2 (ruling), C11.2: each blind seat's pile is reshuffled at the same moment", () => {
    let s = createGame({ players: 2, seed: "bl", fixed: { first: "red", deal: { red: { identity: "B", code: 13 }, blue: { identity: "F", code: 36 }, green: { identity: "Z", code: 24 }, yellow: { identity: "X", code: 47 } } } });
    let rounds = 0;
    while (s.round.number <= 5 && !s.result) {
      // Play out each round passing or giving the first legal non-declaring act.
      const seat = waitingOn(s)[0]!;
      const v = viewFor(s, seat);
      s = act(s, v.legal.find((a) => a.type !== "declare")!);
      rounds = s.round.number;
    }
    expect(rounds).to.equal(6);
    for (const h of ["green", "yellow", "ambassador"] as const) expect([...s.tiles[h].pile].sort()).to.deep.equal([...LOCATIONS].sort());
  });

  it("C8.3, C11.2: the player to the left becomes first player; 2 players alternate (blind seats skipped)", () => {
    let s = game(2, { ambassador: ["santa-lucia"], green: ["arsenale"], yellow: ["accademia"] });
    expect(s.round.first).to.equal("red");
    s = placeAll(s, { red: "rialto", blue: "san-marco" });
    expect(s.round.number).to.equal(2);
    expect(s.round.first).to.equal("blue");
    expect(s.round.order).to.deep.equal(["blue", "red"]);
    const four = fiveQuietRounds();
    const firsts = four.log.filter((e) => e.type === "roundStarted").map((e) => e.data.first);
    expect(firsts).to.deep.equal(["red", "blue", "green", "yellow", "red", "blue"]);
  });

  it("C8.4 (ruling): with maxRounds, a game whose last round ends without a declaration ends with no winner", () => {
    let s = game(4, { ambassador: ["santa-lucia"] }, { maxRounds: 1 });
    s = placeAll(s, quiet);
    expect(s.result).to.deep.equal({ winners: [], reason: "round-limit", declaration: null, round: 1 });
    expect(waitingOn(s)).to.deep.equal([]);
    refused(s, { type: "place", seat: "blue", location: "santa-lucia" }, "GAME_OVER");
    // Off by default.
    expect(createGame({ players: 4 }).maxRounds).to.equal(null);
  });

  it("C3.1: a round's steps follow each other: no meeting act while tiles are being placed", () => {
    const s = game(4);
    refused(s, { type: "give", seat: "red", cards: ["B", 24] }, "WRONG_ACT");
    refused(s, { type: "pass", seat: "blue" }, "NOT_YOUR_TURN");
  });
});

// keep Seat imported for type-only use in helpers
export type _S = Seat;
