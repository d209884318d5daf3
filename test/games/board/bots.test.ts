/**
 * The sensible bot (src/games/board/bots/sensible.ts): it decides from its own view only, every choice
 * is one of its legal actions (the Ambassador seat's seal, a free action, aside), it never undoes,
 * every game it plays ends, and its declarations win far more often than random ones.
 */
import { expect } from "@open-wc/testing";
import {
  applyAction, chooseBotAction, createGame, numberedSpace, randomAction, replay, viewFor, waitingFor, Rng, seedRng,
  type Action, type GameState, type Scenario, type Seat, type SeatView, type Secret, type CardRef,
} from "../../../src/games/board/index.js";
import { scrub } from "./support/secrecy.js";

type Policy = (view: SeatView, rng: Rng) => Action | null;

const MAX_ACTIONS = 4000;

interface Played {
  readonly state: GameState;
  readonly actions: number;
  readonly undos: number;
}

/**
 * Plays a game to the end. Every chosen action must be one of the view's legal actions (the very
 * object: a bot picks, it does not invent) or the Ambassador seat's one seal, and must be accepted.
 * `sample` is called on some of the positions on the way (for the view-only check).
 */
function play(players: 3 | 4 | 5, seed: string, policy: (seat: Seat) => Policy, sample?: (s: GameState, seat: Seat, n: number) => void): Played {
  let s: GameState = createGame({ players, seed });
  const rng = new Rng(seedRng(`${seed}:bots`));
  let n = 0, undos = 0;
  while (!s.result && n < MAX_ACTIONS) {
    const seat = waitingFor(s)!;
    sample?.(s, seat, n);
    const view = viewFor(s, seat);
    const a = policy(seat)(view, rng);
    if (a === null) throw new Error(`${seat} chose nothing with ${view.legal.length} legal actions`);
    if (a.type === "seal") {
      if (view.viewer !== "ambassador" || view.sealed) throw new Error(`${seat} sealed out of turn`);
    } else if (!view.legal.includes(a)) {
      throw new Error(`${seat} chose an action not in its legal list: ${JSON.stringify(a)}`);
    }
    if (a.type === "undo") undos++;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${r.error.code} for ${JSON.stringify(a)}`);
    s = r.state;
    n++;
  }
  return { state: s, actions: n, undos };
}

const sensible = () => chooseBotAction;

/** Did the declarer's side win? (In a 5-player game a right seal beats every declaration.) */
const declarerWon = (s: GameState) => !!s.result && s.result.winners.includes(s.result.declarer);

describe("sensible bot", () => {
  const GAMES = { 3: 40, 4: 40, 5: 30 } as const;
  for (const players of [3, 4, 5] as const) {
    it(`plays ${GAMES[players]} full ${players}-player games to the end, choosing only legal actions and never undo`, function () {
      this.timeout(60_000);
      const reasons: Record<string, number> = {};
      let longest = 0, total = 0, turns = 0, won = 0;
      for (let i = 0; i < GAMES[players]; i++) {
        const { state, actions, undos } = play(players, `bots-${players}-${i}`, sensible);
        expect(state.result, `game ${i} ended`).to.not.equal(null);
        expect(undos, `game ${i}: undo`).to.equal(0);
        reasons[state.result!.reason] = (reasons[state.result!.reason] ?? 0) + 1;
        longest = Math.max(longest, actions);
        total += actions;
        turns += state.turn.number;
        if (declarerWon(state)) won++;
      }
      console.log(`${players} players, ${GAMES[players]} sensible games: ${JSON.stringify(reasons)}; declarer's side won ${won}; ` +
        `${(total / GAMES[players]).toFixed(0)} actions and ${(turns / GAMES[players]).toFixed(1)} turns on average, longest ${longest} actions`);
      expect(longest).to.be.below(MAX_ACTIONS);
    });
  }

  it("decides from its view only: hiding everything else from the position changes no choice", function () {
    this.timeout(30_000);
    // Along real bot games, the same decision is taken from a position where every secret the seat
    // may not know (others' cards, cards shown to others, seed, RNG, set-aside cards) was replaced.
    let checked = 0;
    for (const players of [3, 4, 5] as const) {
      for (let i = 0; i < 3; i++) {
        play(players, `view-only-${players}-${i}`, sensible, (s, seat, n) => {
          if (n % 7 !== 0) return;
          const real = chooseBotAction(viewFor(s, seat), new Rng(seedRng(`v${n}`)));
          const blind = chooseBotAction(viewFor(scrub(s, seat), seat), new Rng(seedRng(`v${n}`)));
          expect(blind, `${seat} at action ${n}`).to.deep.equal(real);
          checked++;
        });
      }
    }
    expect(checked).to.be.greaterThan(100);
  });

  it("decides from its view only: two deals that look the same to red give the same choices", () => {
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

  it("returns null when it has nothing to do", () => {
    const s = createGame({ players: 4, seed: "idle", first: "red" });
    expect(chooseBotAction(viewFor(s, "yellow"), new Rng(seedRng("i")))).to.equal(null);
    expect(chooseBotAction(viewFor(s, "spectator"), new Rng(seedRng("i")))).to.equal(null);
  });

  // Red meets yellow's tall figure and asks; the answer is pending with yellow.
  const meeting = (kind: "identity" | "build", yellow: Secret = { identity: "X", build: "short", mission: "A" }): Scenario => ({
    players: 4, seed: "answer", first: "red",
    deal: { red: { identity: "F", build: "tall", mission: "B" }, yellow,
      green: { identity: "B", build: "fat", mission: "D" }, blue: { identity: "Z", build: "thin", mission: "C" } },
    placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
    positions: { "red-tall": "s22" }, rolls: [["white", "white", "orange"]],
    actions: [
      { type: "roll", seat: "red" }, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
      { type: "endMovement", seat: "red" }, { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind },
    ],
  });

  it("answers a seat that may not be its partner revealing as little as it may", () => {
    // Yellow (X, short) answers red (F, tall). For red, which knows its own cards, how many
    // (identity, build) pairs does a set leave possible for yellow?
    const open = (cards: readonly CardRef[]) => {
      let n = 0;
      for (const i of ["B", "Z", "X"]) for (const b of ["short", "fat", "thin"]) if (cards.some((c) => c === i || c === b)) n++;
      return n;
    };
    const state = replay(meeting("identity")).state;
    const view = viewFor(state, "yellow");
    const legal = view.legal.map((a) => open((a as Extract<Action, { type: "answer" }>).cards)).sort((x, y) => x - y);
    for (let i = 0; i < 10; i++) {
      const a = chooseBotAction(view, new Rng(seedRng(`a${i}`))) as Extract<Action, { type: "answer" }>;
      expect(a.type).to.equal("answer");
      // Grey identity and build cards show the secret itself; the grey mission card shows the letter.
      expect(a.cards.filter((c) => c.startsWith("grey-")), "no grey card").to.deep.equal([]);
      expect(open(a.cards), `${a.cards} leaves red more than most legal sets would`).to.be.at.least(legal[Math.floor(legal.length / 2)]!);
    }
  });

  it("tells a seat it knows to be its partner everything: identity, build and mission letter", () => {
    // Yellow is Bubble; red (Fiddlebottom) asks. Yellow knows red is its partner once red has shown it
    // an identity set that only Fiddlebottom can have shown.
    const s = meeting("build", { identity: "B", build: "short", mission: "D" });
    s.deal!.green = { identity: "X", build: "fat", mission: "A" };
    s.actions = [
      { type: "roll", seat: "red" }, { type: "endMovement", seat: "red" }, { type: "endTurn", seat: "red" },
      { type: "roll", seat: "yellow" }, { type: "move", seat: "yellow", ball: 0, figure: "yellow-tall", to: "s22" },
      { type: "endMovement", seat: "yellow" }, { type: "ask", seat: "yellow", own: "yellow-tall", met: "red-tall", kind: "identity" },
      { type: "answer", seat: "red", cards: ["B", "F", "short"] },
    ];
    s.rolls = [["white", "white", "orange"], ["white", "white", "orange"]];
    const r = replay(s);
    expect(r.error).to.equal(undefined);
    // Red showed B, F and short to Bubble-and-short yellow: only F can be true, so yellow knows red.
    let state = r.state;
    const expel = viewFor(state, "yellow").legal.find((a) => a.type === "expel")!;
    state = (applyAction(state, expel) as { ok: true; state: GameState }).state;
    // Now red asks yellow: put the question to yellow directly.
    const asked = {
      ...state,
      turn: { ...state.turn, seat: "red" as const, stage: "meet" as const,
        pending: { kind: "answer" as const, question: { asker: "red" as const, answerer: "yellow" as const, kind: "build" as const, via: "figure" as const, level: 3 as const, met: "yellow-short" as const } } },
    };
    const a = chooseBotAction(viewFor(asked, "yellow"), new Rng(seedRng("p"))) as Extract<Action, { type: "answer" }>;
    expect([...a.cards].sort()).to.deep.equal(["grey-build", "grey-identity", "grey-mission"]);
  });

  it("refuses the handshake of a seat it has proof is not its partner, and accepts a possible partner", () => {
    // Red (F) asks yellow (B) for identity; yellow answers with its grey identity card: red knows yellow is Bubble.
    const s = meeting("identity", { identity: "B", build: "short", mission: "A" });
    s.deal!.green = { identity: "X", build: "fat", mission: "D" };
    s.actions!.push({ type: "answer", seat: "yellow", cards: ["grey-identity", "Z", "tall"] });
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

  /** Red (F, letter B) learns that yellow is Bubble; yellow's true (short) figure stands on space 1. */
  function bubbleOnOne(shown: CardRef[], yellowMission: "A" | "D") {
    const s = meeting("identity", { identity: "B", build: "short", mission: yellowMission });
    s.deal!.green = { identity: "X", build: "fat", mission: yellowMission === "D" ? "A" : "D" };
    s.positions = { "red-tall": "s22", "yellow-short": numberedSpace(1) };
    s.actions!.push({ type: "answer", seat: "yellow", cards: shown });
    const r = replay(s);
    expect(r.error).to.equal(undefined);
    const expel = viewFor(r.state, "red").legal.find((a) => a.type === "expel")!;
    return (applyAction(r.state, expel) as { ok: true; state: GameState }).state;
  }

  it("declares, naming its deduced partner, when every world it thinks possible wins", () => {
    // F's B + Bubble's D: "Bubble's true figure on space 1". Yellow showed all its grey cards.
    const state = bubbleOnOne(["grey-build", "grey-identity", "grey-mission"], "D");
    expect(chooseBotAction(viewFor(state, "red"), new Rng(seedRng("d")))).to.deep.equal({ type: "declare", seat: "red", partner: "yellow" });
    const r = applyAction(state, { type: "declare", seat: "red", partner: "yellow" });
    expect(r.ok).to.equal(true);
  });

  it("does not declare early while the partner's mission letter is unknown", () => {
    // Yellow showed B, F (red's own identity) and tall (red's own build): red knows yellow is Bubble,
    // but with yellow's letter A, C or D the mission is not surely "Bubble on space 1".
    const state = bubbleOnOne(["B", "F", "tall"], "D");
    const a = chooseBotAction(viewFor(state, "red"), new Rng(seedRng("d")))!;
    expect(a.type).to.not.equal("declare");
  });

  it("its declarations win far more often than random ones", function () {
    this.timeout(60_000);
    // All four seats sensible against all four seats random, same seeds: how often does the declarer's side win?
    const N = 20;
    const rate = { sensible: 0, random: 0 };
    for (let i = 0; i < N; i++) {
      if (declarerWon(play(4, `compare-${i}`, sensible).state)) rate.sensible++;
      if (declarerWon(play(4, `compare-${i}`, () => randomAction).state)) rate.random++;
    }
    // One sensible seat among random seats, against one random seat in its place.
    const wins = { sensible: 0, random: 0 };
    for (let i = 0; i < N; i++) {
      const me: Seat = (["red", "yellow", "green", "blue"] as const)[i % 4]!;
      for (const who of ["sensible", "random"] as const) {
        const { state } = play(4, `duel-${i}`, (seat) => (seat === me && who === "sensible" ? chooseBotAction : randomAction));
        if (state.result?.winners.includes(me)) wins[who]++;
      }
    }
    console.log(`4 players, ${N} games: the declarer's side won ${rate.sensible} (sensible) vs ${rate.random} (random); ` +
      `one seat among random seats won ${wins.sensible} (sensible) vs ${wins.random} (random)`);
    expect(rate.sensible).to.be.at.least(Math.round(N * 0.8));
    expect(rate.random).to.be.at.most(Math.round(N * 0.2));
    expect(wins.sensible).to.be.at.least(wins.random);
  });
});
