/** The Phantom of Prophecy (RULES.md §1): 10 balls, 3 drawn without replacement, seeded. */
import { expect } from "@open-wc/testing";
import { BALLS, BALL_RULES, PHANTOM_BALLS, applyAction, createGame, legalActions, seedRng } from "../../../src/games/board/index.js";
import type { Ball, GameState, RngState } from "../../../src/games/board/index.js";
import { isPossibleRoll, rollPhantom } from "../../../src/games/board/phantom.js";
import { act, actAll } from "./support/act.js";

const count = (balls: readonly Ball[], b: Ball) => balls.filter((x) => x === b).length;
const CONTENT: Record<Ball, number> = { white: 3, orange: 2, lightBlue: 2, black: 2, purple: 1 };

function rolls(seed: string, n: number): Ball[][] {
  let s: RngState = seedRng(seed);
  const out: Ball[][] = [];
  for (let i = 0; i < n; i++) {
    const [r, next] = rollPhantom(s);
    out.push(r);
    s = next;
  }
  return out;
}

describe("phantom: the balls", () => {
  it("holds 10 balls: 3 white, 2 orange, 2 light blue, 2 black, 1 purple", () => {
    expect(PHANTOM_BALLS).to.have.length(10);
    for (const b of BALLS) expect(count(PHANTOM_BALLS, b), b).to.equal(CONTENT[b]);
    expect([...BALLS].sort()).to.deep.equal(["black", "lightBlue", "orange", "purple", "white"]);
  });

  it("gives each colour its rule (whose figure, which routes)", () => {
    expect(BALL_RULES.orange).to.deep.equal({ moves: "own", routes: ["land"] });
    expect(BALL_RULES.lightBlue).to.deep.equal({ moves: "own", routes: ["water"] });
    expect(BALL_RULES.white.moves).to.equal("own");
    expect([...BALL_RULES.white.routes].sort()).to.deep.equal(["land", "water"]);
    expect(BALL_RULES.purple.moves).to.equal("opponent");
    expect([...BALL_RULES.purple.routes].sort()).to.deep.equal(["land", "water"]);
    expect(BALL_RULES.black.moves).to.equal("ambassador");
    expect([...BALL_RULES.black.routes].sort()).to.deep.equal(["land", "water"]);
  });

  it("knows which rolls are possible", () => {
    expect(isPossibleRoll(["white", "white", "white"])).to.equal(true);
    expect(isPossibleRoll(["purple", "black", "black"])).to.equal(true);
    expect(isPossibleRoll(["orange", "lightBlue", "white"])).to.equal(true);
    expect(isPossibleRoll(["purple", "purple", "white"])).to.equal(false);
    expect(isPossibleRoll(["orange", "orange", "orange"])).to.equal(false);
    expect(isPossibleRoll(["lightBlue", "lightBlue", "lightBlue"])).to.equal(false);
    expect(isPossibleRoll(["black", "black", "black"])).to.equal(false);
    expect(isPossibleRoll(["white", "white"])).to.equal(false);
    expect(isPossibleRoll(["white", "white", "white", "white"])).to.equal(false);
    expect(isPossibleRoll(["white", "grey", "white"])).to.equal(false);
  });
});

describe("phantom: seeded rolls", () => {
  const N = 20000;
  const sample = rolls("phantom-statistics", N);

  it("always draws 3 balls the Phantom holds (never more of a colour than it has)", () => {
    const wrong = sample.filter(
      (r) => r.length !== 3 || !r.every((b) => BALLS.includes(b)) || BALLS.some((b) => count(r, b) > CONTENT[b]),
    );
    expect(sample).to.have.length(N);
    expect(wrong).to.deep.equal([]);
  });

  it("shows every possible combination of colours", () => {
    // 3-ball multisets the Phantom allows: all of them should come up in 20,000 rolls.
    const seen = new Set(sample.map((r) => r.slice().sort().join(",")));
    let possible = 0;
    for (let i = 0; i < BALLS.length; i++) {
      for (let j = i; j < BALLS.length; j++) {
        for (let k = j; k < BALLS.length; k++) {
          if (isPossibleRoll([BALLS[i]!, BALLS[j]!, BALLS[k]!])) possible++;
        }
      }
    }
    // 35 multisets of 3 from 5 colours, less ooo, bbb, kkk, ppp and the four "two purples".
    expect(possible).to.equal(27);
    expect(seen.size).to.equal(possible);
  });

  it("draws without replacement: purple appears in 3/10 of the rolls", () => {
    // Without replacement: 1 - C(9,3)/C(10,3) = 0.3. With replacement it would be 1 - 0.9^3 = 0.271;
    // colours drawn uniformly would give 0.488. One standard deviation here is about 0.0032.
    const f = sample.filter((r) => r.includes("purple")).length / N;
    expect(f).to.be.closeTo(0.3, 0.012);
  });

  it("draws without replacement: three whites in 1/120 of the rolls", () => {
    // Without replacement: C(3,3)/C(10,3) = 1/120 = 0.00833. With replacement: 0.3^3 = 0.027.
    // One standard deviation here is about 0.00064.
    const f = sample.filter((r) => count(r, "white") === 3).length / N;
    expect(f).to.be.closeTo(1 / 120, 0.0025);
  });

  it("draws every ball equally often: two blacks in 1/15 of the rolls, two oranges likewise", () => {
    // P(both of a pair) = C(8,1)/C(10,3) = 8/120. With replacement: 3*0.2^2*0.8 + 0.2^3 = 0.104.
    for (const b of ["black", "orange", "lightBlue"] as const) {
      const f = sample.filter((r) => count(r, b) === 2).length / N;
      expect(f, b).to.be.closeTo(8 / 120, 0.006);
    }
  });

  it("is uniform over the order of the draw (purple as often first as last)", () => {
    const first = sample.filter((r) => r[0] === "purple").length / N;
    const last = sample.filter((r) => r[2] === "purple").length / N;
    expect(first).to.be.closeTo(0.1, 0.007);
    expect(last).to.be.closeTo(0.1, 0.007);
  });

  it("is deterministic: the same RNG state gives the same roll and the same next state", () => {
    const s = seedRng("again");
    expect(rollPhantom(s)).to.deep.equal(rollPhantom(s));
    expect(rolls("again", 50)).to.deep.equal(rolls("again", 50));
    expect(rolls("again", 50)).to.not.deep.equal(rolls("other", 50));
    // The state advances: consecutive rolls are not all equal.
    expect(new Set(rolls("again", 50).map((r) => r.join(","))).size).to.be.greaterThan(10);
  });
});

describe("phantom: rolls in a game", () => {
  function endTurn(state: GameState): GameState {
    const seat = state.turn.seat;
    return actAll(state, [{ type: "endMovement", seat }, { type: "endTurn", seat }]);
  }

  it("uses the fixed rolls first, without touching the RNG, then the seeded RNG", () => {
    const fixed: Ball[][] = [["purple", "white", "white"], ["black", "black", "orange"]];
    let g = createGame({ seed: "fixed-then-rng", first: "red", rolls: fixed });
    const rngAtStart = g.rng;
    g = act(g, { type: "roll", seat: "red" });
    expect(g.turn.roll).to.deep.equal(fixed[0]);
    expect(g.rng).to.deep.equal(rngAtStart);
    g = act(endTurn(g), { type: "roll", seat: "yellow" });
    expect(g.turn.roll).to.deep.equal(fixed[1]);
    expect(g.rng).to.deep.equal(rngAtStart);
    expect(g.fixedRolls).to.have.length(0);
    // Now the RNG: exactly the roll rollPhantom draws from the game's RNG state.
    g = endTurn(g);
    const [expected, nextRng] = rollPhantom(g.rng);
    g = act(g, { type: "roll", seat: "green" });
    expect(g.turn.roll).to.deep.equal(expected);
    expect(g.rng).to.deep.equal(nextRng);
    expect(g.rng).to.not.deep.equal(rngAtStart);
  });

  it("a game with fixed rolls continues with the rolls the same seed gives without them", () => {
    let a = createGame({ seed: "continue", first: "red", rolls: [["white", "white", "white"]] });
    let b = createGame({ seed: "continue", first: "red" });
    a = act(endTurn(act(a, { type: "roll", seat: "red" })), { type: "roll", seat: "yellow" });
    b = act(b, { type: "roll", seat: "red" });
    expect(a.turn.roll).to.deep.equal(b.turn.roll);
  });

  it("logs each roll publicly with its balls", () => {
    let g = createGame({ seed: "log", first: "blue", rolls: [["orange", "black", "white"]] });
    g = act(g, { type: "roll", seat: "blue" });
    const ev = g.log[g.log.length - 1]!;
    expect(ev.type).to.equal("rolled");
    expect(ev.data).to.deep.equal({ seat: "blue", balls: ["orange", "black", "white"] });
    expect(ev.private).to.equal(undefined);
  });

  it("seeded games roll uniformly too: purple in about 3/10 of 600 first rolls", () => {
    let purple = 0;
    for (let i = 0; i < 600; i++) {
      const g = act(createGame({ seed: `game-roll-${i}`, first: "red" }), { type: "roll", seat: "red" });
      expect(isPossibleRoll(g.turn.roll)).to.equal(true);
      if (g.turn.roll.includes("purple")) purple++;
    }
    // sd = sqrt(0.21/600) = 0.019
    expect(purple / 600).to.be.closeTo(0.3, 0.075);
  });
});

describe("phantom: the light-blue ball's old name", () => {
  it("a game saved with \"blue\" in its roll (before lightBlue) still moves by water with that ball", () => {
    let s = createGame({ seed: "old-save", first: "red", rolls: [["lightBlue", "orange", "white"]] });
    s = (applyAction(s, { type: "roll", seat: "red" }) as { ok: true; state: typeof s }).state;
    const old = { ...s, turn: { ...s.turn, roll: ["blue", "orange", "white"] } } as unknown as typeof s;
    const moves = (st: typeof s) => legalActions(st, "red").filter((a) => a.type === "move" && a.ball === 0).map((a) => JSON.stringify(a)).sort();
    expect(moves(old)).to.deep.equal(moves(s));
    expect(Object.keys(BALL_RULES)).to.not.include("blue");
  });
});
