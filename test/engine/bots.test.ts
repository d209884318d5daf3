/**
 * The sensible bot (src/engine/bots/sensible.ts): it decides from its own view only, every choice
 * is legal, every game it plays ends, and it plays better than uniform random choice.
 */
import { expect } from "@open-wc/testing";
import {
  applyAction, chooseBotAction, createGame, randomAction, replay, viewFor, waitingFor, Rng, seedRng,
  type Action, type GameState, type Scenario, type Seat, type SeatView,
} from "../../src/engine/index.js";

type Policy = (view: SeatView, rng: Rng) => Action | null;

function play(players: 3 | 4 | 5, seed: string, policy: (seat: Seat) => Policy, max = 4000) {
  let s: GameState = createGame({ players, seed });
  const rng = new Rng(seedRng(`${seed}:bots`));
  let n = 0;
  while (!s.result && n < max) {
    const seat = waitingFor(s)!;
    const view = viewFor(s, seat);
    const a = policy(seat)(view, rng);
    expect(a, `${seat} had legal actions`).to.not.equal(null);
    // The seal is a free action (never listed in legal); everything else comes from legal.
    if (a!.type === "seal") expect(view.viewer === "ambassador" && !view.sealed).to.equal(true);
    else expect(view.legal, "the bot chose from its legal actions").to.deep.include(a);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${r.error.code} for ${JSON.stringify(a)}`);
    s = r.state;
    n++;
  }
  return { state: s, actions: n };
}

describe("sensible bot", () => {
  for (const players of [3, 4, 5] as const) {
    it(`plays 30 full ${players}-player games to the end with legal actions only`, function () {
      this.timeout(60_000);
      const reasons: Record<string, number> = {};
      let longest = 0;
      for (let i = 0; i < 30; i++) {
        const { state, actions } = play(players, `bots-${players}-${i}`, () => chooseBotAction);
        expect(state.result, `game ${i} ended`).to.not.equal(null);
        reasons[state.result!.reason] = (reasons[state.result!.reason] ?? 0) + 1;
        longest = Math.max(longest, actions);
      }
      console.log(`${players} players, 30 games: ${JSON.stringify(reasons)}, longest ${longest} actions`);
      expect(longest).to.be.below(4000);
    });
  }

  it("decides from its view only: the same view gives the same choice whatever the hidden cards", () => {
    // Two games identical in everything red can see, different in what it cannot.
    const base = { players: 4 as const, seed: "view-only", first: "red" as const };
    const a = createGame({ ...base, deal: {
      red: { identity: "F", build: "tall", mission: "B" }, yellow: { identity: "B", build: "fat", mission: "D" },
      green: { identity: "X", build: "short", mission: "C" }, blue: { identity: "Z", build: "thin", mission: "A" } } });
    const b = createGame({ ...base, deal: {
      red: { identity: "F", build: "tall", mission: "B" }, yellow: { identity: "Z", build: "short", mission: "A" },
      green: { identity: "B", build: "thin", mission: "D" }, blue: { identity: "X", build: "fat", mission: "C" } } });
    const va = viewFor(a, "red"), vb = viewFor(b, "red");
    expect(JSON.stringify(va)).to.equal(JSON.stringify(vb));
    for (let i = 0; i < 20; i++) {
      expect(chooseBotAction(va, new Rng(seedRng(`c${i}`)))).to.deep.equal(chooseBotAction(vb, new Rng(seedRng(`c${i}`))));
    }
  });

  it("answers revealing as little as it may: no grey identity or build card while a coloured set will do", () => {
    const s: Scenario = {
      players: 4, seed: "answer", first: "red",
      deal: { red: { identity: "F", build: "tall", mission: "B" }, yellow: { identity: "X", build: "short", mission: "A" },
        green: { identity: "B", build: "fat", mission: "D" }, blue: { identity: "Z", build: "thin", mission: "C" } },
      placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
      positions: { "red-tall": "s22" }, rolls: [["white", "white", "orange"]],
      actions: [
        { type: "roll", seat: "red" }, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
        { type: "endMovement", seat: "red" }, { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "identity" },
      ],
    };
    const state = replay(s).state;
    for (let i = 0; i < 10; i++) {
      const a = chooseBotAction(viewFor(state, "yellow"), new Rng(seedRng(`a${i}`))) as Extract<Action, { type: "answer" }>;
      expect(a.type).to.equal("answer");
      expect(a.cards.filter((c) => c === "grey-identity" || c === "grey-build")).to.deep.equal([]);
      expect(a.cards.filter((c) => c === "X" || c === "short"), "exactly one true card").to.have.length(1);
    }
  });

  it("refuses the handshake of a seat it has proof is not its partner, and accepts a possible partner", () => {
    // Red (F) asks yellow (B) for identity; yellow answers with its grey identity card: red knows yellow is Bubble.
    const s: Scenario = {
      players: 4, seed: "shake", first: "red",
      deal: { red: { identity: "F", build: "tall", mission: "B" }, yellow: { identity: "B", build: "short", mission: "A" },
        green: { identity: "X", build: "fat", mission: "D" }, blue: { identity: "Z", build: "thin", mission: "C" } },
      placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
      positions: { "red-tall": "s22" }, rolls: [["white", "white", "orange"]],
      actions: [
        { type: "roll", seat: "red" }, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
        { type: "endMovement", seat: "red" }, { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "identity" },
        { type: "answer", seat: "yellow", cards: ["grey-identity", "Z", "tall"] },
      ],
    };
    const r = replay(s);
    expect(r.error).to.equal(undefined);
    let state = r.state;
    const expel = viewFor(state, "red").legal.find((a) => a.type === "expel")!;
    state = (applyAction(state, expel) as { ok: true; state: GameState }).state;
    // Green (X) declares naming red: red knows its partner is yellow, so it refuses.
    const asGreen = { ...state, turn: { ...state.turn, seat: "green" as const, stage: "meet" as const, pending: { kind: "handshake" as const, declarer: "green" as const, partner: "red" as const } } };
    expect(chooseBotAction(viewFor(asGreen, "red"), new Rng(seedRng("h")))).to.deep.equal({ type: "handshake", seat: "red", accept: false });
    const asYellow = { ...asGreen, turn: { ...asGreen.turn, seat: "yellow" as const, pending: { kind: "handshake" as const, declarer: "yellow" as const, partner: "red" as const } } };
    expect(chooseBotAction(viewFor(asYellow, "red"), new Rng(seedRng("h")))).to.deep.equal({ type: "handshake", seat: "red", accept: true });
  });

  it("wins more often than uniform random choice against the same opponents", function () {
    this.timeout(60_000);
    // Red and its partner's seat are played by one policy, the others by random choice; count red's wins.
    const wins = { sensible: 0, random: 0 };
    for (let i = 0; i < 40; i++) {
      for (const who of ["sensible", "random"] as const) {
        const me: Seat = (["red", "yellow", "green", "blue"] as const)[i % 4]!;
        const { state } = play(4, `duel-${i}`, (seat) => (seat === me ? (who === "sensible" ? chooseBotAction : randomAction) : randomAction));
        if (state.result?.winners.includes(me)) wins[who]++;
      }
    }
    console.log(`one seat against random opponents, 40 games: sensible won ${wins.sensible}, random won ${wins.random}`);
    expect(wins.sensible).to.be.greaterThan(wins.random);
  });
});
