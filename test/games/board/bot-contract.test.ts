/**
 * What bot authors can rely on: the same seed and the same Rng give the same game, whatever was
 * played before in the same page (cold and warm caches); bots and the referee refuse the wrong
 * kind of argument with a typed Refusal instead of crashing.
 */
import { expect } from "@open-wc/testing";
import {
  Refusal, Rng, applyAction, botFor, chooseBotAction, createGame, legalActions, randomAction, seedRng, viewFor, waitingFor,
  type Action, type BotPolicy, type ErrorCode, type GameState, type SeatView, type Viewer,
} from "../../../src/games/board/index.js";

function play(players: 3 | 4 | 5, seed: string, bot: BotPolicy = chooseBotAction): string[] {
  let s: GameState = createGame({ players, seed });
  const rng = new Rng(seedRng(`${seed}:bots`));
  const actions: string[] = [];
  while (!s.result && actions.length < 4000) {
    const a = bot(viewFor(s, waitingFor(s)!), rng)!;
    actions.push(JSON.stringify(a));
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return actions;
}

function refusal(f: () => unknown): ErrorCode | "none" | string {
  try {
    f();
    return "none";
  } catch (e) {
    return e instanceof Refusal ? e.error.code : `untyped: ${String(e)}`;
  }
}

describe("bots: determinism", () => {
  it("replays 5-player games identically cold and after many 4-player games warmed every cache", function () {
    this.timeout(30_000);
    const seeds = ["det-0", "det-1", "det-2", "det-3", "det-4", "det-5", "det-6", "det-7"];
    const cold = seeds.map((s) => play(5, s));
    for (let i = 0; i < 30; i++) play(4, `warm-${i}`);
    const warm = seeds.map((s) => play(5, s));
    seeds.forEach((s, i) => expect(warm[i], s).to.deep.equal(cold[i]));
  });

  it("the strong bot's search replays identically too, cold and after other games (its budget is counted, not timed)", function () {
    this.timeout(60_000);
    const strong = botFor("strong");
    const seeds = ["det-s-0", "det-s-1", "det-s-2"];
    const cold = seeds.map((s) => play(5, s, strong));
    for (let i = 0; i < 6; i++) play(4, `warm-s-${i}`, strong);
    const warm = seeds.map((s) => play(5, s, strong));
    seeds.forEach((s, i) => expect(warm[i], s).to.deep.equal(cold[i]));
  });
});

describe("bots and referee: typed refusals", () => {
  const s = createGame({ players: 4, seed: "refusals" });
  const view = viewFor(s, waitingFor(s)!);

  it("a bot given a seed string instead of an Rng refuses with NOT_AN_RNG", () => {
    expect(refusal(() => chooseBotAction(view, "seed" as unknown as Rng))).to.equal("NOT_AN_RNG");
    expect(refusal(() => randomAction(view, "seed" as unknown as Rng))).to.equal("NOT_AN_RNG");
    expect(refusal(() => randomAction(view, 42 as unknown as Rng))).to.equal("NOT_AN_RNG");
    expect(randomAction(view, new Rng(seedRng("x")))).to.be.an("object");
  });

  it("a bot given the referee's state instead of a view refuses with NOT_A_VIEW", () => {
    expect(refusal(() => chooseBotAction(s as unknown as SeatView, new Rng(seedRng("x"))))).to.equal("NOT_A_VIEW");
    expect(refusal(() => randomAction(s as unknown as SeatView, new Rng(seedRng("x"))))).to.equal("NOT_A_VIEW");
  });

  it("a view where a state is expected is refused (NOT_A_STATE) by applyAction, viewFor and legalActions", () => {
    const a: Action = { type: "roll", seat: s.turn.seat };
    const r = applyAction(view as unknown as GameState, a);
    expect(r.ok).to.equal(false);
    expect(!r.ok && r.error.code).to.equal("NOT_A_STATE");
    expect(refusal(() => viewFor(view as unknown as GameState, "red"))).to.equal("NOT_A_STATE");
    expect(refusal(() => legalActions(view as unknown as GameState, "red"))).to.equal("NOT_A_STATE");
    expect(applyAction(s, a).ok).to.equal(true);
  });

  it("viewFor refuses a viewer that is neither a seat at the table nor a spectator (UNKNOWN_SEAT)", () => {
    expect(refusal(() => viewFor(s, "nobody" as Viewer))).to.equal("UNKNOWN_SEAT");
    expect(refusal(() => viewFor(s, "ambassador"))).to.equal("UNKNOWN_SEAT");
    expect(viewFor(s, "spectator").you).to.equal(null);
  });

  it("waitingFor reads a view as well as a state", () => {
    expect(waitingFor(view as unknown as GameState)).to.equal(waitingFor(s));
  });
});
