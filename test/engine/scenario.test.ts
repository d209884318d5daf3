/** Scenarios: `replay` (stops at the first refusal) and `loadScenario` (JSON string or object). */
import { expect } from "@open-wc/testing";
import { Refusal, createGame, loadScenario, replay } from "../../src/engine/index.js";
import type { Action, ErrorCode, Scenario } from "../../src/engine/index.js";
import { actAll } from "./support/act.js";

const BASE: Scenario = {
  title: "test",
  description: "a short game",
  players: 4,
  seed: "scenario",
  placement: {
    red: { tall: "s2", short: "s27", fat: "s31", thin: "s52" },
    yellow: { tall: "s5", short: "s12", fat: "s21", thin: "s44" },
    green: { tall: "s14", short: "s24", fat: "s35", thin: "s55" },
    blue: { tall: "s13", short: "s20", fat: "s38", thin: "s41" },
  },
  first: "red",
  rolls: [["orange", "lightBlue", "white"]],
};

const GOOD: Action[] = [
  { type: "roll", seat: "red" },
  { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s3" },
  { type: "move", seat: "red", ball: 2, figure: "red-tall", to: "s2" },
];

function expectThrows(fn: () => unknown, code: ErrorCode): Refusal {
  let thrown: unknown = null;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).to.be.instanceOf(Refusal);
  expect((thrown as Refusal).error.code).to.equal(code);
  return thrown as Refusal;
}

describe("scenario: replay", () => {
  it("applies every action and gives the same state as applying them by hand", () => {
    const r = replay({ ...BASE, actions: GOOD });
    expect(r.error).to.equal(undefined);
    expect(r.applied).to.equal(3);
    expect(r.state).to.deep.equal(actAll(createGame(BASE), GOOD));
    expect(r.state.positions["red-tall"]).to.equal("s2");
    expect(r.state.turn.steps).to.have.length(2);
  });

  it("without actions gives the set-up game", () => {
    const r = replay(BASE);
    expect(r.applied).to.equal(0);
    expect(r.error).to.equal(undefined);
    expect(r.state).to.deep.equal(createGame(BASE));
  });

  it("stops at the first refused action and reports its index and code", () => {
    const actions: Action[] = [
      GOOD[0]!,
      GOOD[1]!,
      { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s7" }, // ball 0 already used
      { type: "move", seat: "red", ball: 1, figure: "red-short", to: "s58" }, // also bad, never reached
      { type: "roll", seat: "red" },
    ];
    const r = replay({ ...BASE, actions });
    expect(r.applied).to.equal(2);
    expect(r.error).to.not.equal(undefined);
    expect(r.error!.index).to.equal(2);
    expect(r.error!.code).to.equal("BALL_USED");
    expect(r.error!.message).to.be.a("string").and.not.equal("");
    // The state is the one after the last accepted action.
    expect(r.state).to.deep.equal(actAll(createGame(BASE), [GOOD[0]!, GOOD[1]!]));
  });

  it("reports a refusal of the very first action with index 0", () => {
    const r = replay({ ...BASE, actions: [{ type: "endTurn", seat: "red" }, GOOD[0]!] });
    expect(r.applied).to.equal(0);
    expect(r.error!.index).to.equal(0);
    expect(r.error!.code).to.equal("WRONG_STAGE");
    expect(r.state).to.deep.equal(createGame(BASE));
  });

  it("reports malformed actions like any refusal", () => {
    const r = replay({ ...BASE, actions: [GOOD[0]!, { type: "jump" } as unknown as Action] });
    expect(r.applied).to.equal(1);
    expect(r.error!.index).to.equal(1);
    expect(r.error!.code).to.equal("MALFORMED_ACTION");
  });

  it("throws BAD_OPTIONS for bad options", () => {
    expectThrows(() => replay({ ...BASE, players: 6 as 4 }), "BAD_OPTIONS");
  });
});

describe("scenario: loadScenario", () => {
  it("accepts an object and a JSON string, with the same result", () => {
    const scenario = { ...BASE, actions: GOOD };
    const fromObject = loadScenario(scenario);
    const fromString = loadScenario(JSON.stringify(scenario));
    expect(fromObject).to.deep.equal(replay(scenario).state);
    expect(fromString).to.deep.equal(fromObject);
    expect(fromObject.positions["red-tall"]).to.equal("s2");
  });

  it("throws a Refusal with BAD_OPTIONS for text that is not JSON", () => {
    expectThrows(() => loadScenario("{ not json"), "BAD_OPTIONS");
    expectThrows(() => loadScenario(""), "BAD_OPTIONS");
  });

  it("throws BAD_OPTIONS for JSON that is not a scenario object", () => {
    expectThrows(() => loadScenario("null"), "BAD_OPTIONS");
    expectThrows(() => loadScenario("42"), "BAD_OPTIONS");
    expectThrows(() => loadScenario('"a string"'), "BAD_OPTIONS");
    expectThrows(() => loadScenario("[]"), "BAD_OPTIONS");
  });

  it("throws BAD_OPTIONS when actions is not a list", () => {
    expectThrows(() => loadScenario({ ...BASE, actions: { 0: GOOD[0] } as unknown as Action[] }), "BAD_OPTIONS");
    expectThrows(() => loadScenario(JSON.stringify({ ...BASE, actions: "roll" })), "BAD_OPTIONS");
    expectThrows(() => loadScenario(JSON.stringify({ ...BASE, actions: null })), "BAD_OPTIONS");
  });

  it("throws BAD_OPTIONS for bad game options in the scenario", () => {
    expectThrows(() => loadScenario(JSON.stringify({ ...BASE, players: 6 })), "BAD_OPTIONS");
    expectThrows(() => loadScenario(JSON.stringify({ ...BASE, rolls: [["purple", "purple", "white"]] })), "BAD_OPTIONS");
    expectThrows(() => loadScenario(JSON.stringify({ ...BASE, rolls: "white" })), "BAD_OPTIONS");
    expectThrows(() => loadScenario(JSON.stringify({ ...BASE, first: "purple" })), "BAD_OPTIONS");
  });

  it("accepts \"blue\", the light-blue ball's old name, in a scenario's rolls, and reads it as lightBlue", () => {
    const s = loadScenario(JSON.stringify({ ...BASE, rolls: [["orange", "blue", "white"]], actions: [{ type: "roll", seat: "red" }] }));
    expect(s.turn.roll).to.deep.equal(["orange", "lightBlue", "white"]);
    expectThrows(() => loadScenario(JSON.stringify({ ...BASE, rolls: [["blue", "blue", "lightBlue"]] })), "BAD_OPTIONS");
  });

  it("throws the refused action's code, naming the action", () => {
    const bad = { ...BASE, actions: [GOOD[0]!, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s1" }] };
    const e = expectThrows(() => loadScenario(JSON.stringify(bad)), "NO_ROUTE");
    expect(e.message).to.contain("2");
  });
});
