/**
 * What a finished card game's record shows (C13.2, C13.4, C10.4, C10.7): what the end reveals and
 * nothing more — no random source, the tiles still face down in no true order, no sealed choice
 * that never took effect — and it still replays to the very same game.
 */
import { expect } from "@open-wc/testing";
import {
  LOCATIONS, createGame, createMatch, loadScenario, makeRecord, verifyRecord,
  type CardsState, type Scenario, type TileHolder,
} from "../../../src/games/cards/index.js";
import { playRandom } from "./support/random-play.js";

const recordOf = (state: CardsState) => {
  const r = makeRecord(state);
  if (!r.ok) throw new Error(r.error.message);
  return r.record;
};

describe("cards: what a record shows (C13.4)", () => {
  it("C13.2, C13.4: no seed, the tiles still face down listed in LOCATIONS order, and it replays to the same game (300 games, 2–5 players)", () => {
    let hidden = 0;
    for (let g = 0; g < 300; g++) {
      const options = { players: (2 + (g % 4)) as 2 | 3 | 4 | 5, seed: `deal-${g}`, maxRounds: 40, ...(g % 2 ? { pileSeed: `piles-${g}` } : {}) };
      const state = playRandom(options, `bots-${g}`, 20, () => {});
      const record = recordOf(state);
      const text = JSON.stringify(record);
      expect(text).to.not.contain(`deal-${g}`);
      expect(text).to.not.contain(`piles-${g}`);
      expect(record.options).to.not.have.any.keys("seed", "pileSeed");
      const piles = (record.options as { fixed: { piles: Record<TileHolder, string[][]> } }).fixed.piles;
      for (const [holder, orders] of Object.entries(piles) as [TileHolder, string[][]][]) {
        expect(orders).to.have.length(state.shuffles + 1);
        const { played, pile } = state.tiles[holder];
        const last = orders[orders.length - 1]!;
        expect(last.slice(0, played.length)).to.deep.equal(played);
        expect(last.slice(played.length)).to.deep.equal(LOCATIONS.filter((l) => !played.includes(l)));
        if (JSON.stringify(pile) !== JSON.stringify(last.slice(played.length))) hidden++;
      }
      const v = verifyRecord<CardsState>(text);
      if (!v.ok) throw new Error(`${g}: ${v.error.message}`);
      expect(JSON.stringify(v.state.log)).to.equal(JSON.stringify(state.log));
      expect(v.state.secrets).to.deep.equal(state.secrets);
    }
    // The true order of what was left face down differed from the listed one in most piles.
    expect(hidden).to.be.above(100);
  });

  it("C10.4: the worked example's record leaves out Rob's set, discarded unseen at Brian's declaration (C15.3 step 8)", async () => {
    const scenario = (await (await fetch("/demo/scenarios/cards-worked-example.json")).json()) as Scenario;
    const state = loadScenario(scenario);
    const kept = state.history!.actions;
    // Rob (blue) gave his set, then Brian (red) declared: the meeting's two sealed choices.
    const robsSet = kept[kept.length - 2]!;
    expect(robsSet).to.deep.equal(["g", 1, ["F", 47]]);
    const record = recordOf(state);
    expect(record.actions).to.have.length(kept.length);
    expect(record.actions.slice(0, -2)).to.deep.equal(kept.slice(0, -2));
    // Brian's declaration is there as made; Rob's set is not, a placeholder of his stands instead.
    expect(record.actions[kept.length - 1]).to.deep.equal(kept[kept.length - 1]);
    expect(record.actions[kept.length - 1]![0]).to.equal("d");
    expect(record.actions).to.not.deep.include(robsSet);
    const v = verifyRecord<CardsState>(record);
    if (!v.ok) throw new Error(v.error.message);
    expect(v.state.result).to.deep.equal(state.result);
  });

  it("C10.4, C10.7: in random games ended by a declaration, only the judged declaration of the last meeting is in the record", () => {
    let replaced = 0;
    for (let g = 0; g < 200; g++) {
      const state = playRandom({ players: (2 + (g % 4)) as 2 | 3 | 4 | 5, seed: `d-${g}`, maxRounds: 40 }, `d-${g}`, 3, () => {});
      const declared = state.log.find((e) => e.type === "declared");
      if (!declared) continue;
      const kept = state.history!.actions;
      const meeting = state.round.meetings[state.round.current]!;
      const record = recordOf(state);
      const from = kept.length - meeting.actors.length;
      expect(record.actions.slice(0, from)).to.deep.equal(kept.slice(0, from));
      for (let i = from; i < kept.length; i++) {
        const seat = state.seats[kept[i]![1] as number];
        if (seat === declared.data.declarer) expect(record.actions[i]).to.deep.equal(kept[i]);
        else {
          expect(record.actions[i]![0], "a placeholder is never a declaration").to.not.equal("d");
          if (JSON.stringify(record.actions[i]) !== JSON.stringify(kept[i])) replaced++;
        }
      }
    }
    expect(replaced).to.be.above(20);
  });

  it("C13.4's ruling: a match game's record does not let anyone work out the next game's deal (no seed of the match in it)", () => {
    const match = createMatch({ players: 4, seed: "the-match" });
    const record = recordOf(playRandom({ players: 4, seed: "the-match/game-0" }, "m", 10, () => {}));
    expect(match.current.seed).to.equal("the-match/game-0");
    expect(JSON.stringify(record)).to.not.contain("the-match");
  });

  it("C13.2: with a pile seed the piles come from it alone — the same deal and first player, other piles; without one, the game is as before", () => {
    const a = createGame({ players: 3, seed: "s", pileSeed: "p1" }), b = createGame({ players: 3, seed: "s", pileSeed: "p2" });
    const plain = createGame({ players: 3, seed: "s" });
    expect(a.secrets).to.deep.equal(plain.secrets);
    expect(b.secrets).to.deep.equal(plain.secrets);
    expect(a.round.first).to.equal(plain.round.first);
    expect(b.round.first).to.equal(plain.round.first);
    const piles = (s: CardsState) => JSON.stringify([s.tiles.yellow.pile, s.tiles.ambassador.pile]);
    expect(piles(a)).to.not.equal(piles(b));
    expect(piles(a)).to.not.equal(piles(plain));
    expect(() => createGame({ players: 3, seed: "s", pileSeed: "" })).to.throw(/pileSeed/);
  });
});
