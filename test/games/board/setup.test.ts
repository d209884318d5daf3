/** createGame (RULES.md §2, §5): seats, figures, the seeded or explicit deal, and bad options. */
import { expect } from "@open-wc/testing";
import {
  AGENT_SEATS, BUILDS, EMBASSY, IDENTITIES, MISSION_LETTERS, createGame, startSpaces,
} from "../../../src/games/board/index.js";
import type { AgentSeat, Ball, GameState, Secret } from "../../../src/games/board/index.js";
import { act, actAll, expectBadOptions } from "./support/act.js";

const sorted = <T>(xs: readonly T[]) => xs.slice().sort();

/** The secrets of the seats in play, plus the set-aside cards if any. */
function allSecrets(state: GameState): Secret[] {
  const out = state.agents.map((s) => state.secrets[s]!);
  if (state.setAside) out.push(state.setAside);
  return out;
}

function expectFullDeal(secrets: Secret[]): void {
  expect(sorted(secrets.map((s) => s.identity))).to.deep.equal(sorted(IDENTITIES));
  expect(sorted(secrets.map((s) => s.build))).to.deep.equal(sorted(BUILDS));
  expect(sorted(secrets.map((s) => s.mission))).to.deep.equal(sorted(MISSION_LETTERS));
}

function expectFiguresOnStarts(state: GameState, seat: AgentSeat): void {
  const spaces = BUILDS.map((b) => state.positions[`${seat}-${b}`]);
  expect(sorted(spaces as string[]), seat).to.deep.equal(sorted(startSpaces(seat)));
}

const DEAL4: Record<AgentSeat, Secret> = {
  red: { identity: "Z", build: "fat", mission: "C" },
  yellow: { identity: "F", build: "thin", mission: "A" },
  green: { identity: "X", build: "tall", mission: "D" },
  blue: { identity: "B", build: "short", mission: "B" },
};

describe("setup: seats and figures", () => {
  it("4 players: four agent seats in order red, yellow, green, blue; 16 figures on their start spaces; Ambassador on the Embassy", () => {
    const g = createGame({ players: 4, seed: "four" });
    expect(g.players).to.equal(4);
    expect(g.seats).to.deep.equal(["red", "yellow", "green", "blue"]);
    expect(g.agents).to.deep.equal(["red", "yellow", "green", "blue"]);
    expect(g.setAside).to.equal(null);
    expect(Object.keys(g.positions)).to.have.length(17);
    expect(g.positions.ambassador).to.equal(EMBASSY);
    for (const s of AGENT_SEATS) expectFiguresOnStarts(g, s);
    expect(Object.keys(g.secrets).sort()).to.deep.equal(["blue", "green", "red", "yellow"]);
    expect(g.turn.stage).to.equal("roll");
    expect(g.turn.number).to.equal(1);
    expect(g.result).to.equal(null);
  });

  it("defaults to 4 players", () => {
    const g = createGame({ seed: "default" });
    expect(g.players).to.equal(4);
    expect(g.seats).to.have.length(4);
  });

  it("3 players: three agent seats, 12 figures, no figures of the absent colour", () => {
    const g = createGame({ players: 3, seed: "three", seats: ["red", "green", "blue"] });
    expect(g.players).to.equal(3);
    expect(g.seats).to.deep.equal(["red", "green", "blue"]);
    expect(g.agents).to.deep.equal(["red", "green", "blue"]);
    expect(Object.keys(g.positions)).to.have.length(13);
    for (const b of BUILDS) expect(g.positions[`yellow-${b}`]).to.equal(undefined);
    for (const s of ["red", "green", "blue"] as const) expectFiguresOnStarts(g, s);
    expect(g.secrets.yellow).to.equal(undefined);
  });

  it("docs/rulings.md 11: 3 players without a choice of colours: three different colours in red-yellow-green-blue order, the absent one varying with the seed", () => {
    const absent = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const g = createGame({ players: 3, seed: `three-${i}` });
      expect(g.agents).to.have.length(3);
      expect(g.agents).to.deep.equal(AGENT_SEATS.filter((s) => g.agents.includes(s)));
      absent.add(AGENT_SEATS.find((s) => !g.agents.includes(s))!);
    }
    expect(absent.size).to.equal(4);
  });

  it("5 players: four agents plus the Ambassador seat, which has no figures or secrets and plays after blue", () => {
    const g = createGame({ players: 5, seed: "five", first: "blue" });
    expect(g.seats).to.deep.equal(["red", "yellow", "green", "blue", "ambassador"]);
    expect(g.agents).to.deep.equal(["red", "yellow", "green", "blue"]);
    expect(Object.keys(g.positions)).to.have.length(17);
    expect((g.secrets as Record<string, unknown>).ambassador).to.equal(undefined);
    // Blue's turn ends (no meetings at the start), then the Ambassador seat plays, then red.
    let s = actAll(g, [
      { type: "roll", seat: "blue" },
      { type: "endMovement", seat: "blue" },
      { type: "endTurn", seat: "blue" },
    ]);
    expect(s.turn.seat).to.equal("ambassador");
    expect(s.turn.stage).to.equal("ambassador");
    s = actAll(s, [
      { type: "ambassadorStep", seat: "ambassador", to: "s36" },
      { type: "endTurn", seat: "ambassador" },
    ]);
    expect(s.turn.seat).to.equal("red");
    expect(s.turn.stage).to.equal("roll");
  });

  it("4 players: turn order is clockwise red, yellow, green, blue, red", () => {
    let s = createGame({ seed: "order", first: "green" });
    const order: string[] = [s.turn.seat];
    for (let i = 0; i < 3; i++) {
      const seat = s.turn.seat;
      s = actAll(s, [
        { type: "roll", seat },
        { type: "endMovement", seat },
        { type: "endTurn", seat },
      ]);
      order.push(s.turn.seat);
    }
    expect(order).to.deep.equal(["green", "blue", "red", "yellow"]);
  });
});

describe("setup: the seeded deal", () => {
  it("deals every identity, build and mission exactly once (4 players), over many seeds", () => {
    for (let i = 0; i < 50; i++) {
      const g = createGame({ seed: `deal-${i}` });
      expectFullDeal(allSecrets(g));
      expect(allSecrets(g)).to.have.length(4);
    }
  });

  it("3 players: sets one identity, build and mission aside, exactly the ones not dealt", () => {
    for (let i = 0; i < 50; i++) {
      const g = createGame({ players: 3, seed: `aside-${i}` });
      expect(g.setAside).to.not.equal(null);
      const dealt = g.agents.map((s) => g.secrets[s]!);
      expect(dealt).to.have.length(3);
      expect(dealt.map((x) => x.identity)).to.not.include(g.setAside!.identity);
      expect(dealt.map((x) => x.build)).to.not.include(g.setAside!.build);
      expect(dealt.map((x) => x.mission)).to.not.include(g.setAside!.mission);
      expectFullDeal(allSecrets(g));
    }
  });

  it("5 players: deals the four agent seats only", () => {
    const g = createGame({ players: 5, seed: "deal-five" });
    expect(Object.keys(g.secrets).sort()).to.deep.equal(["blue", "green", "red", "yellow"]);
    expect(g.setAside).to.equal(null);
    expectFullDeal(allSecrets(g));
  });

  it("the same seed gives an identical game", () => {
    for (const players of [3, 4, 5] as const) {
      const a = createGame({ players, seed: "same" });
      const b = createGame({ players, seed: "same" });
      expect(a).to.deep.equal(b);
    }
  });

  it("different seeds give different deals, placements and first seats", () => {
    const deals = new Set<string>();
    const placements = new Set<string>();
    const firsts = new Set<string>();
    const redIdentity = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const g = createGame({ seed: `vary-${i}` });
      deals.add(JSON.stringify(g.secrets));
      placements.add(JSON.stringify(g.positions));
      firsts.add(g.turn.seat);
      redIdentity.add(g.secrets.red!.identity);
    }
    // 24^3 possible deals: 40 seeds with (nearly) no repeats.
    expect(deals.size).to.be.greaterThan(35);
    expect(placements.size).to.be.greaterThan(35);
    expect(firsts.size).to.equal(4);
    expect(redIdentity.size).to.equal(4);
  });

  it("docs/rulings.md 10: the first seat of a 5-player game can be the Ambassador seat", () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 60; i++) firsts.add(createGame({ players: 5, seed: `first-${i}` }).turn.seat);
    expect([...firsts].sort()).to.deep.equal(["ambassador", "blue", "green", "red", "yellow"]);
  });

  it("without a seed, invents one (two games differ)", () => {
    const a = createGame();
    const b = createGame();
    expect(a.seed).to.be.a("string").and.not.equal("");
    expect(a.seed).to.not.equal(b.seed);
  });
});

describe("setup: explicit options are honoured", () => {
  it("an explicit deal", () => {
    const g = createGame({ seed: "x", deal: DEAL4 });
    expect(g.secrets).to.deep.equal(DEAL4);
    expect(g.setAside).to.equal(null);
  });

  it("an explicit 3-player deal sets aside exactly the missing cards", () => {
    const g = createGame({
      players: 3, seats: ["red", "yellow", "blue"], seed: "x",
      deal: { red: DEAL4.red, yellow: DEAL4.yellow, blue: DEAL4.blue },
    });
    expect(g.setAside).to.deep.equal(DEAL4.green);
    expect(g.secrets.green).to.equal(undefined);
  });

  it("an explicit 3-player deal with explicit set-aside cards", () => {
    const g = createGame({
      players: 3, seats: ["red", "yellow", "blue"], seed: "x",
      deal: { red: DEAL4.red, yellow: DEAL4.yellow, blue: DEAL4.blue },
      setAside: DEAL4.green,
    });
    expect(g.setAside).to.deep.equal(DEAL4.green);
  });

  it("an explicit placement on the seat's start spaces", () => {
    const placement = { red: { tall: "s52", short: "s31", fat: "s2", thin: "s27" } };
    for (const seed of ["p1", "p2", "p3"]) {
      const g = createGame({ seed, placement });
      expect(g.positions["red-tall"]).to.equal("s52");
      expect(g.positions["red-short"]).to.equal("s31");
      expect(g.positions["red-fat"]).to.equal("s2");
      expect(g.positions["red-thin"]).to.equal("s27");
    }
  });

  it("explicit positions override the placement, the Ambassador included", () => {
    const g = createGame({ seed: "pos", positions: { "red-tall": "s10", "blue-fat": "s10", ambassador: "s29" } });
    expect(g.positions["red-tall"]).to.equal("s10");
    expect(g.positions["blue-fat"]).to.equal("s10");
    expect(g.positions.ambassador).to.equal("s29");
    // The others stay on start spaces.
    expect(startSpaces("red")).to.include(g.positions["red-short"]!);
  });

  it("the first seat", () => {
    for (const first of AGENT_SEATS) {
      const g = createGame({ seed: "first", first });
      expect(g.turn.seat).to.equal(first);
      expect(g.log.filter((e) => e.type === "turnStarted")[0]!.data.seat).to.equal(first);
    }
    expect(createGame({ players: 5, seed: "first", first: "ambassador" }).turn.stage).to.equal("ambassador");
  });

  it("fixed rolls, used in order", () => {
    const rolls: Ball[][] = [["purple", "black", "black"], ["white", "white", "white"]];
    let g = createGame({ seed: "rolls", first: "red", rolls });
    g = act(g, { type: "roll", seat: "red" });
    expect(g.turn.roll).to.deep.equal(rolls[0]);
    g = actAll(g, [{ type: "endMovement", seat: "red" }, { type: "endTurn", seat: "red" }, { type: "roll", seat: "yellow" }]);
    expect(g.turn.roll).to.deep.equal(rolls[1]);
  });

  it("options are not kept by reference (changing them later does not change the game)", () => {
    const rolls: Ball[][] = [["orange", "orange", "white"]];
    const deal = JSON.parse(JSON.stringify(DEAL4)) as Record<AgentSeat, Secret>;
    const g = createGame({ seed: "ref", first: "red", rolls, deal });
    const before = JSON.stringify(g);
    rolls[0]![0] = "purple";
    rolls.push(["black", "black", "white"]);
    expect(JSON.stringify(g)).to.equal(before);
  });
});

describe("setup: bad options are refused with BAD_OPTIONS", () => {
  it("players other than 3, 4 or 5", () => {
    for (const players of [6, 2, 0, 1, "4", 4.5]) expectBadOptions({ players, seed: "x" });
  });

  it("an empty or overlong seed", () => {
    expectBadOptions({ seed: "" });
    expectBadOptions({ seed: "x".repeat(257) });
    expectBadOptions({ seed: 5 });
  });

  it("3 players with wrong colours", () => {
    expectBadOptions({ players: 3, seed: "x", seats: ["red", "red", "blue"] });
    expectBadOptions({ players: 3, seed: "x", seats: ["red", "blue"] });
    expectBadOptions({ players: 3, seed: "x", seats: ["red", "blue", "purple"] });
  });

  it("a duplicate identity, build or mission in the deal", () => {
    expectBadOptions({ seed: "x", deal: { ...DEAL4, blue: { ...DEAL4.blue, identity: "Z" } } });
    expectBadOptions({ seed: "x", deal: { ...DEAL4, blue: { ...DEAL4.blue, build: "fat" } } });
    expectBadOptions({ seed: "x", deal: { ...DEAL4, blue: { ...DEAL4.blue, mission: "C" } } });
  });

  it("a deal missing a seat or with an unknown card", () => {
    expectBadOptions({ seed: "x", deal: { red: DEAL4.red, yellow: DEAL4.yellow, green: DEAL4.green } });
    expectBadOptions({ seed: "x", deal: { ...DEAL4, red: { ...DEAL4.red, identity: "Q" } } });
    expectBadOptions({ seed: "x", deal: { ...DEAL4, red: { ...DEAL4.red, mission: "E" } } });
    expectBadOptions({ seed: "x", deal: { ...DEAL4, red: { identity: "Z", build: "fat" } } });
  });

  it("3-player set-aside cards that repeat a dealt card", () => {
    const deal = { red: DEAL4.red, yellow: DEAL4.yellow, blue: DEAL4.blue };
    // Z is red's identity: setting it aside too would leave green's character nowhere.
    expectBadOptions({ players: 3, seats: ["red", "yellow", "blue"], seed: "x", deal, setAside: { ...DEAL4.green, identity: "Z" } });
    expectBadOptions({ players: 3, seats: ["red", "yellow", "blue"], seed: "x", deal, setAside: { ...DEAL4.green, build: "thin" } });
    expectBadOptions({ players: 3, seats: ["red", "yellow", "blue"], seed: "x", deal, setAside: { ...DEAL4.green, mission: "A" } });
  });

  it("a placement off the seat's start spaces, incomplete, or with two builds on one space", () => {
    expectBadOptions({ seed: "x", placement: { red: { tall: "s2", short: "s27", fat: "s31", thin: "s5" } } });
    expectBadOptions({ seed: "x", placement: { red: { tall: "s2", short: "s27", fat: "s31", thin: "s99" } } });
    expectBadOptions({ seed: "x", placement: { red: { tall: "s2", short: "s27", fat: "s31" } } });
    expectBadOptions({ seed: "x", placement: { red: { tall: "s2", short: "s27", fat: "s31", thin: "s31" } } });
  });

  it("positions naming an unknown figure or space", () => {
    expectBadOptions({ seed: "x", positions: { "purple-tall": "s10" } });
    expectBadOptions({ seed: "x", positions: { "red-huge": "s10" } });
    expectBadOptions({ seed: "x", positions: { "red-tall": "s59" } });
    expectBadOptions({ seed: "x", positions: { "red-tall": "10" } });
    // A figure of the colour absent from a 3-player game.
    expectBadOptions({ players: 3, seats: ["red", "yellow", "blue"], seed: "x", positions: { "green-tall": "s10" } });
  });

  it("a first seat not in the game", () => {
    expectBadOptions({ seed: "x", first: "purple" });
    expectBadOptions({ seed: "x", first: "ambassador" });
    expectBadOptions({ players: 3, seats: ["red", "yellow", "blue"], seed: "x", first: "green" });
  });

  it("an impossible fixed roll", () => {
    expectBadOptions({ seed: "x", rolls: [["purple", "purple", "purple"]] });
    expectBadOptions({ seed: "x", rolls: [["purple", "purple", "white"]] });
    expectBadOptions({ seed: "x", rolls: [["black", "black", "black"]] });
    expectBadOptions({ seed: "x", rolls: [["orange", "orange", "orange"]] });
    expectBadOptions({ seed: "x", rolls: [["white", "white"]] });
    expectBadOptions({ seed: "x", rolls: [["white", "white", "white", "white"]] });
    expectBadOptions({ seed: "x", rolls: [["white", "green", "orange"]] });
    expectBadOptions({ seed: "x", rolls: [["white", "lightBlue", "orange"], ["lightBlue", "lightBlue", "lightBlue"]] });
    expectBadOptions({ seed: "x", rolls: ["white", "lightBlue", "orange"] });
    expectBadOptions({ seed: "x", rolls: "white" });
  });

  it("accepts every roll the Phantom can show, e.g. three whites and two blacks with a purple", () => {
    const g = createGame({ seed: "x", rolls: [["white", "white", "white"], ["black", "purple", "black"], ["lightBlue", "orange", "lightBlue"]] });
    expect(g.fixedRolls).to.have.length(3);
  });
});
