/**
 * The strong bot's search over sampled deals (src/games/board/bots/search.ts): deals drawn from the
 * exact posterior (every mission letter consistent with what the seat saw), the same samples for
 * the same Rng, and rollouts in which blocking the opponents' mission pays.
 */
import { expect } from "@open-wc/testing";
import {
  Rng, applyAction, botFor, createGame, deduce, seedRng, viewFor, waitingFor,
  type AgentSeat, type GameState, type SeatView,
} from "../../../src/games/board/index.js";
import { FIGURE, near, spaceIndex } from "../../../src/games/board/bots/board-sense.js";
import { rolloutValue, sampleDeals, SEARCH, type Sample } from "../../../src/games/board/bots/search.js";
import { ALL_SPACES, neighbours } from "../../../src/games/board/board.js";

/** A seat's view in a 4-player game of the strong bots, once its posterior is no longer uniform. */
function redUneven(): SeatView {
  let s: GameState = createGame({ players: 4, seed: "search-posterior" });
  const rng = new Rng(seedRng("search-posterior:bots"));
  const bot = botFor("strong");
  for (let n = 0; !s.result && n < 3000; n++) {
    const seat = waitingFor(s)!;
    const v = viewFor(s, seat);
    if (v.you && new Set(deduce(v).weights).size > 1) return v;
    const r = applyAction(s, bot(viewFor(s, waitingFor(s)!), rng)!);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  throw new Error("every posterior stayed uniform");
}

describe("search: deals sampled from the exact posterior", () => {
  const view = redUneven();
  const d = deduce(view);

  it("draws each deal about as often as its probability, and only letters the seat has not ruled out", () => {
    expect(new Set(d.weights).size, "a posterior that is not uniform").to.be.above(1);
    const n = 4000;
    const samples = sampleDeals(view, d, new Rng(seedRng("draws")), n);
    const count = new Map<unknown, number>();
    for (const x of samples) count.set(x.world, (count.get(x.world) ?? 0) + 1);
    d.worlds.forEach((w, i) => expect(Math.abs((count.get(w) ?? 0) / n - d.weights[i]!), `deal ${i}`).to.be.below(0.01));
    for (const x of samples) {
      expect(d.worlds).to.include(x.world);
      const letters = view.agents.map((s) => x.letters[s as AgentSeat]);
      expect(new Set(letters).size, "letters are dealt once each").to.equal(letters.length);
      for (const s of view.agents) expect(d.missions[s]).to.include(x.letters[s]);
      expect(x.letters[view.you!.seat]).to.equal(view.you!.secret.mission);
    }
  });

  it("the same Rng state gives the same samples (the budget is counted in deals and turns, not time)", () => {
    const a = sampleDeals(view, d, new Rng(seedRng("same")), SEARCH.deals);
    const b = sampleDeals(view, d, new Rng(seedRng("same")), SEARCH.deals);
    expect(a).to.deep.equal(b);
    expect(sampleDeals(view, d, new Rng(seedRng("other")), SEARCH.deals)).to.not.deep.equal(a);
  });
});

describe("search: rollouts", () => {
  // Red (Fiddlebottom's team) to move, one purple ball left. In the sampled deal, Zsa Zsa + Agent X
  // (yellow, blue) need yellow's tall figure on a space one step away; every seat then rolls one
  // own-figure step in the first round and nothing after. Pushed one step further away, yellow
  // cannot get there in time; left alone, it reaches its goal on its next turn.
  const view = viewFor(createGame({ players: 4, seed: "rollout" }), "red");
  const pos = new Int16Array(FIGURE.size).fill(-1);
  Object.entries(view.positions).forEach(([f, s]) => (pos[FIGURE.get(f as never)!] = spaceIndex(s)));
  const yellowTall = FIGURE.get("yellow-tall")!;
  const from = pos[yellowTall]!;
  const target = neighbours(ALL_SPACES[from]!.id).map(spaceIndex).find((i) => !pos.includes(i))!;
  const sample: Sample = {
    world: { identity: {}, build: {} }, letters: {},
    goals: { FB: null, ZX: { space: target, figure: -1, movers: [yellowTall] } },
    teams: ["FB", "ZX", "FB", "ZX"],
    figures: {
      FB: ["red", "green"].flatMap((s) => ["tall", "short", "fat", "thin"].map((b) => FIGURE.get(`${s}-${b}` as never)!)),
      ZX: ["yellow", "blue"].flatMap((s) => ["tall", "short", "fat", "thin"].map((b) => FIGURE.get(`${s}-${b}` as never)!)),
    },
    rolls: Array.from({ length: SEARCH.turns }, (_, t) => (t < 3 ? ["white", "black", "black"] : ["black", "black", "black"])),
  };

  it("the opponents reach their goal when nobody stops them: a loss", () => {
    expect(near(from, target)).to.equal(1);
    expect(rolloutValue(view, [sample], "FB", pos, 0, [])).to.equal(0);
  });

  it("with a purple ball the rollout pushes their figure away (blocking), and the value says so", () => {
    const blocked = rolloutValue(view, [sample], "FB", pos, 0, ["purple"]);
    expect(blocked).to.be.above(0.2);
    // Seen from Agent X's team, the position is a win.
    expect(rolloutValue(view, [sample], "ZX", pos, 0, [])).to.equal(1);
  });
});
