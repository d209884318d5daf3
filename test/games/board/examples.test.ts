/** Every rulebook example in demo/scenarios replays without a refusal; the mission examples end as the rulebook says. */
import { expect } from "@open-wc/testing";
import { replay, scenarioActions, type Scenario } from "../../../src/games/board/index.js";

async function load(name: string): Promise<Scenario> {
  const res = await fetch(`/demo/scenarios/${name}.json`);
  expect(res.ok, name).to.equal(true);
  return (await res.json()) as Scenario;
}

const ALL = ["movement-leo", "movement-michael", "deduction-michael-leo", "repeated-cards", "mission-bubble-balloon", "three-player-arrested-bubble"];

describe("rulebook examples as scenarios", () => {
  for (const name of ALL) {
    it(`${name} replays every action without a refusal and has a title and description`, async () => {
      const s = await load(name);
      expect(s.title).to.be.a("string").and.not.empty;
      expect(s.description).to.be.a("string").and.not.empty;
      const r = replay(s);
      expect(r.error, JSON.stringify(r.error)).to.equal(undefined);
      expect(r.applied).to.equal(scenarioActions(s).length);
    });
  }

  it("Fiddlebottom B + Bubble D: Bubble's true figure on space 1 wins for red and green", async () => {
    const r = replay(await load("mission-bubble-balloon"));
    expect(r.state.result).to.deep.include({ reason: "mission-accomplished", missionHeld: true });
    expect([...r.state.result!.winners].sort()).to.deep.equal(["green", "red"]);
  });

  it("the same declaration with a decoy on space 1 loses: only the true figure counts", async () => {
    const s = await load("mission-bubble-balloon");
    s.positions = { "green-thin": "s57" };
    s.steps = s.steps!.map((st) => ({ ...st, actions: st.actions?.map((a) => (a.type === "move" ? { ...a, figure: "green-thin" as const } : a)) }));
    const r = replay(s);
    expect(r.state.result).to.deep.include({ reason: "mission-not-held" });
    expect([...r.state.result!.winners].sort()).to.deep.equal(["blue", "yellow"]);
  });

  it("3 players, Bubble arrested: reaching the lone Fiddlebottom's true figure wins for Zsa Zsa and Agent X", async () => {
    const r = replay(await load("three-player-arrested-bubble"));
    expect(r.state.result).to.deep.include({ reason: "mission-accomplished" });
    expect([...r.state.result!.winners].sort()).to.deep.equal(["green", "yellow"]);
  });

  it("3 players: reaching one of Fiddlebottom's decoys instead does not hold", async () => {
    const s = await load("three-player-arrested-bubble");
    s.deal!.red = { identity: "F", build: "short", mission: "B" };
    s.deal!.yellow = { identity: "Z", build: "tall", mission: "C" };
    const r = replay(s);
    expect(r.state.result).to.deep.include({ reason: "mission-not-held" });
    expect(r.state.result!.winners).to.deep.equal(["red"]);
  });
});
