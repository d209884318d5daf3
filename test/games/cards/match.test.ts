/** Match play (CARD-GAME.md C12). */
import { expect } from "@open-wc/testing";
import {
  AGENT_SEATS, Rng, applyMatchAction, createMatch, nextGame, scoreBySeat, seatOfPlayer, seatingOf, seedRng,
  type MatchState,
} from "../../../src/games/cards/index.js";
import { playMatchGame } from "./support/match-play.js";

/** Plays the match's current game to its end with random bots. */
const playGame = (m: MatchState, seed: string): MatchState => playMatchGame(m, new Rng(seedRng(seed)));

function playMatch(players: 2 | 3 | 4 | 5, seed: string): MatchState {
  let m = createMatch({ players, seed, maxRounds: 40 });
  for (let g = 0; g < 60 && !m.winners; g++) {
    if (g > 0) m = nextGame(m);
    m = playGame(m, `${seed}/${g}`);
  }
  return m;
}

describe("cards: match play (C12)", () => {
  it("C12.2: every game of a match is a new game: a new deal, new piles, its own seed", () => {
    let m = createMatch({ players: 4, seed: "m" });
    const first = m.current;
    m = nextGame(playGame(m, "a"));
    expect(m.current.seed).to.not.equal(first.seed);
    expect(m.current.round.number).to.equal(1);
    expect(m.current.result).to.equal(null);
    const deals = new Set<string>();
    for (let g = 0; g < 12; g++) {
      deals.add(JSON.stringify(m.current.secrets));
      m = playGame(m, `g${g}`);
      if (m.winners) break;
      m = nextGame(m);
    }
    expect(deals.size).to.be.greaterThan(1);
  });

  it("C12.2: new piles each game, a pile seed given for the match included", () => {
    let m = createMatch({ players: 4, seed: "m", pileSeed: "piles" });
    const first = JSON.stringify(m.current.tiles);
    m = nextGame(playGame(m, "a"));
    expect(JSON.stringify(m.current.tiles), "game 2's piles").to.not.equal(first);
  });

  it("C12.3, C12.4: each partner of the winning team scores 1, blind seats nothing; the first to 3 wins, together if several", () => {
    for (const players of [2, 3, 4, 5] as const) {
      for (let k = 0; k < 4; k++) {
        const m = playMatch(players, `match-${players}-${k}`);
        expect(m.winners, `${players}p match ${k}`).to.not.equal(null);
        let scores = Array.from({ length: players }, () => 0);
        for (const g of m.games) {
          for (const p of g.scorers) {
            expect(p).to.be.within(0, players - 1);
            scores[p]!++;
          }
        }
        expect(m.scores).to.deep.equal(scores);
        expect(m.winners).to.deep.equal(scores.flatMap((v, p) => (v >= 3 ? [p] : [])));
        // Only the last game put anyone at 3.
        const before = scores.map((v, p) => v - (m.games[m.games.length - 1]!.scorers.includes(p) ? 1 : 0));
        expect(before.every((v) => v < 3)).to.equal(true);
        scores = [];
      }
    }
    expect(() => nextGame(playMatch(4, "match-4-0"))).to.throw().with.property("error").that.deep.includes({ code: "GAME_OVER" });
  });

  it("C12.3: a right declaration scores for both partners' players; blind seats score nothing; a wrong Ambassador declaration scores for every agent player", () => {
    // Found by play: every scoring matches the game's winners mapped through the seating, blind seats dropped.
    for (const players of [2, 3, 5] as const) {
      let m = createMatch({ players, seed: `sc-${players}`, maxRounds: 40 });
      for (let g = 0; g < 8 && !m.winners; g++) {
        if (g > 0) m = nextGame(m);
        m = playGame(m, `sc${g}`);
        const game = m.games[m.games.length - 1]!;
        const expected = m.current.result!.winners.map((s) => game.seating[s]).filter((p) => p !== null);
        expect(game.scorers).to.deep.equal(expected);
        if (m.current.result!.reason === "ambassador-wrong") expect(game.scorers).to.have.length(4);
        if (m.current.result!.reason === "round-limit") expect(game.scorers).to.deep.equal([]);
      }
    }
  });

  it("C12.5 (ruling): 2–4 players keep their seats; in 5 players the Ambassador role passes to the left after each game", () => {
    expect(seatingOf(3, 0, null)).to.deep.equal(seatingOf(3, 7, null));
    expect(seatingOf(3, 0, null)).to.deep.equal({ red: 0, blue: 1, green: 2, yellow: null });
    const ambassadors = [0, 1, 2, 3, 4, 5].map((g) => seatingOf(5, g, 2).ambassador);
    expect(ambassadors).to.deep.equal([2, 3, 4, 0, 1, 2]);
    for (let g = 0; g < 5; g++) {
      const s = seatingOf(5, g, 2);
      expect([s.ambassador, ...AGENT_SEATS.map((x) => s[x])].sort()).to.deep.equal([0, 1, 2, 3, 4]);
    }
    let m = createMatch({ players: 5, seed: "five", firstAmbassador: 4 });
    expect(m.games[0]!.seating.ambassador).to.equal(4);
    m = nextGame(playGame(m, "x"));
    expect(m.games[1]!.seating.ambassador).to.equal(0);
    expect(() => createMatch({ players: 5, firstAmbassador: 5 })).to.throw().with.property("error").that.deep.includes({ code: "BAD_OPTIONS" });
  });

  it("C12.4/C12.5: points and winners are shown by the seat each player sits at in the current game", () => {
    // 5 players, the first Ambassador player 2; game 2 (index 1): player 3 is Ambassador, 4 red, 0 blue, 1 green, 2 yellow.
    const seating = seatingOf(5, 1, 2);
    expect(seatOfPlayer(seating, 3)).to.equal("ambassador");
    expect(seatOfPlayer(seating, 4)).to.equal(AGENT_SEATS[0]);
    expect(seatOfPlayer(seating, 7)).to.equal(undefined);
    const byPlayer = [1, 0, 2, 3, 0];
    const shown = scoreBySeat(byPlayer, [3], seating);
    for (let p = 0; p < 5; p++) expect(shown.scores[seatOfPlayer(seating, p)!], `player ${p}`).to.equal(byPlayer[p]);
    expect(shown.winners).to.deep.equal(["ambassador"]);
    // 3 players: the empty seat has no points; no winner yet.
    expect(scoreBySeat([2, 1, 0], null, seatingOf(3, 0, null))).to.deep.equal({ scores: { red: 2, blue: 1, green: 0 }, winners: [] });
  });

  it("C12: a refused action in a match changes nothing; the next game waits until this one is over", () => {
    const m = createMatch({ players: 4, seed: "r" });
    const before = JSON.stringify(m);
    const r = applyMatchAction(m, { type: "pass", seat: "red" });
    expect(r.ok).to.equal(false);
    expect(JSON.stringify(m)).to.equal(before);
    expect(() => nextGame(m)).to.throw().with.property("error").that.deep.includes({ code: "WRONG_ACT" });
  });
});

describe("cards match: withCurrent (a game a table played on by itself)", () => {
  it("scores the game once when it ends (C12.3), like applyMatchAction, and never twice", async () => {
    const { createMatch, applyMatchAction, withCurrent, applyAction, botFor, Rng, seedRng, viewFor, waitingFor } = await import("../../../src/games/cards/index.js");
    const m0 = createMatch({ players: 4, seed: "with-current", maxRounds: 60 });
    const bot = botFor("normal"), rng = new Rng(seedRng("wc"));
    let state = m0.current, viaMatch = m0;
    while (!state.result) {
      const seat = waitingFor(state)!;
      const a = bot(viewFor(state, seat), rng)!;
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      const mr = applyMatchAction(viaMatch, a);
      if (!mr.ok) throw new Error(mr.error.message);
      viaMatch = mr.match;
    }
    const m1 = withCurrent(m0, state);
    expect(m1.scores).to.deep.equal(viaMatch.scores);
    expect(m1.games).to.deep.equal(viaMatch.games);
    expect(withCurrent(m1, state).scores).to.deep.equal(m1.scores);
  });
});
