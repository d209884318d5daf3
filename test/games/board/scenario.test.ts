/** Scenarios: `replay` (stops at the first refusal) and `loadScenario` (JSON string or object). */
import { expect } from "@open-wc/testing";
import { Refusal, TUTORIAL, applyAction, captionText, createGame, loadScenario, narrate, replay, scenarioActions } from "../../../src/games/board/index.js";
import type { Action, ErrorCode, GameState, Scenario, ScenarioStep } from "../../../src/games/board/index.js";
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

describe("scenario: narrated steps", () => {
  const STEPS: ScenarioStep[] = [
    { caption: { en: "The start.", de: "Der Anfang." }, highlight: { figures: ["red-tall"], spaces: ["s58"] } },
    { caption: { en: "Red rolls." }, actions: [GOOD[0]!] },
    { caption: { en: "Two steps." }, actions: [GOOD[1]!, GOOD[2]!] },
  ];

  it("gives each step's game, caption and marks; the moved figure is marked with where it came from and went", () => {
    const frames = narrate({ ...BASE, steps: STEPS });
    expect(frames.map((f) => f.caption.en)).to.deep.equal(["The start.", "Red rolls.", "Two steps."]);
    expect(frames.map((f) => f.index)).to.deep.equal([0, 1, 2]);
    expect(frames[0]!.state).to.deep.equal(createGame(BASE));
    expect(frames[1]!.state).to.deep.equal(actAll(createGame(BASE), [GOOD[0]!]));
    expect(frames[2]!.state).to.deep.equal(actAll(createGame(BASE), GOOD));
    expect(frames[0]!.figures).to.deep.equal(["red-tall"]);
    expect(frames[0]!.spaces).to.deep.equal(["s58"]);
    expect(frames[1]!.figures).to.deep.equal([]);
    // s2 -> s3 -> s2: back where it stood, so nothing moved over the whole step.
    expect(frames[2]!.figures).to.deep.equal([]);
    const one = narrate({ ...BASE, steps: [{ caption: { en: "x" }, actions: [GOOD[0]!, GOOD[1]!] }] });
    expect(one[0]!.figures).to.deep.equal(["red-tall"]);
    expect([...one[0]!.spaces].sort()).to.deep.equal(["s2", "s3"]);
  });

  it("loadScenario gives the last step's game; replay applies actions then every step's actions", () => {
    const sc: Scenario = { ...BASE, actions: [GOOD[0]!], steps: [{ caption: { en: "a" } }, { caption: { en: "b" }, actions: [GOOD[1]!] }] };
    expect(loadScenario(sc)).to.deep.equal(actAll(createGame(BASE), GOOD.slice(0, 2)));
    expect(replay(sc).applied).to.equal(2);
    expect(narrate(sc)[0]!.state.turn.stage).to.equal("move");
  });

  it("captionText picks the language, then its base language, then English", () => {
    const c = { en: "Hello", de: "Hallo" };
    expect(captionText(c, "de")).to.equal("Hallo");
    expect(captionText(c, "de-CH")).to.equal("Hallo");
    expect(captionText(c, "fr")).to.equal("Hello");
    expect(captionText("plain", "de")).to.equal("plain");
    expect(captionText(undefined)).to.equal("");
  });

  it("refuses bad steps with BAD_OPTIONS naming the step, and a refused step action with its code", () => {
    for (const steps of [[], "x", [null], [{}], [{ caption: "text" }], [{ caption: { de: "nur deutsch" } }], [{ caption: { en: 3 } }],
      [{ caption: { en: "a" }, actions: "roll" }], [{ caption: { en: "a" }, highlight: { spaces: ["s99"] } }],
      [{ caption: { en: "a" }, highlight: { figures: ["purple-tall"] } }]]) {
      expectThrows(() => narrate({ ...BASE, steps } as unknown as Scenario), "BAD_OPTIONS");
      expectThrows(() => loadScenario({ ...BASE, steps } as unknown as Scenario), "BAD_OPTIONS");
    }
    const e = expectThrows(() => narrate({ ...BASE, steps: [{ caption: { en: "a" }, actions: [GOOD[1]!] }] }), "WRONG_STAGE");
    expect(e.message).to.contain("step 1");
  });

  it("malformed scenarios are refused BAD_OPTIONS, never a TypeError: actions or steps not lists, sparse steps, a title that is no caption", () => {
    const step = { caption: { en: "a" } };
    const bad: unknown[] = [
      { ...BASE, actions: {} }, { ...BASE, actions: 5 }, { ...BASE, actions: null }, { ...BASE, steps: 5 }, { ...BASE, steps: {} },
      { ...BASE, steps: [step, , step] }, { ...BASE, steps: [, step] }, { ...BASE, steps: [step, ,] }, // sparse: holes
      { ...BASE, steps: [{ caption: { en: "a" }, actions: {} }] }, { ...BASE, steps: [{ caption: { en: "a" }, example: 5, expect: { type: "roll" } }] },
      { ...BASE, title: null }, { ...BASE, title: 5 }, { ...BASE, title: ["a"] }, { ...BASE, title: { de: "x" } }, { ...BASE, description: { en: 5 } },
      null, 5, "[]", "{\"players\":4,\"title\":null}",
    ];
    for (const input of bad) {
      for (const f of [narrate, loadScenario, replay, scenarioActions] as ((x: never) => unknown)[]) {
        // replay and scenarioActions take an object; text is narrate's and loadScenario's.
        if (typeof input === "string" && (f === replay || f === scenarioActions)) continue;
        expectThrows(() => f(input as never), "BAD_OPTIONS");
      }
    }
    // A caption is always text: a title that is a caption, or text, or none.
    expect(narrate({ ...BASE, title: { en: "T", de: "D" } })[0]!.caption).to.deep.equal({ en: "T", de: "D" });
    expect(narrate({ ...BASE, title: undefined })[0]!.caption).to.deep.equal({ en: "" });
    for (const c of [null, 5, {}, { de: "x" }, { en: 5 }, []]) expect(captionText(c as never, "de")).to.be.a("string");
  });

  it("a scenario without steps narrates as one frame: its end, captioned by its title", () => {
    const frames = narrate({ ...BASE, actions: GOOD });
    expect(frames).to.have.length(1);
    expect(frames[0]!.caption.en).to.equal("test");
    expect(frames[0]!.state).to.deep.equal(actAll(createGame(BASE), GOOD));
  });
});

const DEMOS = ["movement-leo", "movement-michael", "deduction-michael-leo", "repeated-cards", "mission-bubble-balloon", "three-player-arrested-bubble"];

/** A caption in the board's language: no space ids ("s14"), no figure ids ("red-tall"). */
function speaksBoardLanguage(text: string): boolean {
  return !/\bs\d{1,2}\b/.test(text) && !/\b(red|yellow|green|blue)-(tall|short|fat|thin)\b/.test(text);
}

describe("scenario: the six rulebook examples, narrated", () => {
  for (const name of DEMOS) {
    it(`${name}: starts from its starting position and steps forward and back to its end`, async () => {
      const sc = (await (await fetch(`/demo/scenarios/${name}.json`)).json()) as Scenario;
      expect(sc.steps, "narrated").to.be.an("array").with.length.above(2);
      const frames = narrate(sc);
      // From the starting position: the first step applies only the scenario's set-up.
      const start = replay({ ...sc, steps: undefined }).state;
      expect(frames[0]!.state).to.deep.equal(start);
      expect(frames[0]!.state.result).to.equal(null);
      // Each step is the one before plus its own actions; back is the frame before.
      let state: GameState = start;
      sc.steps!.forEach((step, i) => {
        for (const a of step.actions ?? []) {
          const r = applyAction(state, a);
          expect(r.ok, `${name} step ${i + 1}`).to.equal(true);
          if (r.ok) state = r.state;
        }
        expect(frames[i]!.state, `step ${i + 1}`).to.deep.equal(state);
      });
      for (let i = frames.length - 1; i > 0; i--) expect(frames[i - 1]!.state.log.length).to.be.at.most(frames[i]!.state.log.length);
      expect(frames[frames.length - 1]!.state).to.deep.equal(loadScenario(sc));
      for (const f of frames) {
        expect(f.caption.en.length, `${name} step ${f.index + 1}`).to.be.above(10);
        expect(speaksBoardLanguage(f.caption.en), f.caption.en).to.equal(true);
      }
      expect(speaksBoardLanguage(captionText(sc.title)) && speaksBoardLanguage(captionText(sc.description)), "title and description").to.equal(true);
      // Every step that moves a figure marks it.
      frames.forEach((f, i) => {
        const before = i === 0 ? start : frames[i - 1]!.state;
        for (const fig of Object.keys(f.state.positions) as (keyof GameState["positions"])[]) {
          if (before.positions[fig] !== f.state.positions[fig]) expect(f.figures, `${name} step ${i + 1}`).to.include(fig);
        }
      });
    });
  }

  it("the declaration scenarios end on a finished game, the repeated-cards one on Leo's pending answer", async () => {
    const end = async (n: string) => loadScenario(await (await fetch(`/demo/scenarios/${n}.json`)).text());
    expect((await end("mission-bubble-balloon")).result).to.not.equal(null);
    expect((await end("three-player-arrested-bubble")).result).to.not.equal(null);
    const pending = await end("repeated-cards");
    expect(pending.turn.pending?.kind).to.equal("answer");
  });
});

describe("scenario: the tutorial", () => {
  it("narrates from the first roll to a won declaration; every expectation is met by its example", async () => {
    const sc = JSON.parse(JSON.stringify(TUTORIAL)) as Scenario;
    const frames = narrate(sc);
    expect(frames.length).to.equal(sc.steps!.length);
    const uis = sc.steps!.filter((s) => s.expect && "ui" in s.expect).map((s) => (s.expect as { ui: string }).ui);
    expect(uis).to.deep.equal(["notebook", "passport"]);
    const kinds = sc.steps!.flatMap((s) => s.example ?? []).map((a) => a.type);
    for (const k of ["roll", "move", "endMovement", "ask", "expel", "endTurn", "answer", "declare"]) expect(kinds, k).to.include(k);
    for (const f of frames) expect(speaksBoardLanguage(f.caption.en), f.caption.en).to.equal(true);
    const end = frames[frames.length - 1]!.state;
    expect([...end.result!.winners].sort()).to.deep.equal(["blue", "red"]);
    // Both moves of the first turn: one by land (orange), one by water (light-blue).
    const moves = sc.steps!.flatMap((s) => s.example ?? []).filter((a) => a.type === "move").slice(0, 2);
    expect(moves.map((a) => (a as { ball: number }).ball)).to.deep.equal([0, 1]);
    expect(sc.rolls![0]!.slice(0, 2)).to.deep.equal(["orange", "lightBlue"]);
  });

  it("refuses a step whose example does not match its expectation, or an action expectation without one", () => {
    const roll = { type: "roll", seat: "red" } as Action;
    expectThrows(() => narrate({ ...BASE, steps: [{ caption: { en: "a" }, expect: { type: "endTurn" }, example: [roll] }] }), "BAD_OPTIONS");
    expectThrows(() => narrate({ ...BASE, steps: [{ caption: { en: "a" }, expect: { type: "roll" } }] }), "BAD_OPTIONS");
    expectThrows(() => narrate({ ...BASE, steps: [{ caption: { en: "a" }, expect: { ui: "attic" } as never }] }), "BAD_OPTIONS");
    const ok = narrate({ ...BASE, steps: [{ caption: { en: "a" }, expect: { type: "roll" }, example: [roll] }, { caption: { en: "b" } }] });
    expect(ok[0]!.state.turn.stage).to.equal("roll");
    expect(ok[1]!.state.turn.stage).to.equal("move");
  });
});
