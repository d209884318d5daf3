/** Deduction from a seat's view: the rulebook's KEEPING RECORDS example, and what is never concluded. */
import { expect } from "@open-wc/testing";
import { createGame, deduce, replay, viewFor, type Scenario } from "../../src/engine/index.js";

describe("deduction", () => {
  it("at the start a seat knows only its own cards", () => {
    const s = createGame({ players: 4, seed: "d0", deal: {
      red: { identity: "F", build: "tall", mission: "B" }, yellow: { identity: "B", build: "fat", mission: "D" },
      green: { identity: "X", build: "short", mission: "C" }, blue: { identity: "Z", build: "thin", mission: "A" } } });
    const d = deduce(viewFor(s, "red"));
    expect(d.identities.red).to.deep.equal(["F"]);
    expect(d.builds.red).to.deep.equal(["tall"]);
    expect(d.identities.green).to.deep.equal(["B", "Z", "X"]);
    expect(d.builds.green).to.deep.equal(["short", "fat", "thin"]);
    expect(d.worlds).to.have.length(36);
    expect(d.partnerCandidates).to.deep.equal(["yellow", "green", "blue"]);
    expect(d.missions.green).to.deep.equal(["A", "C", "D"]);
  });

  it("replays KEEPING RECORDS: Michael (red, Fiddlebottom) concludes that Leo (green) is Agent X", async () => {
    const scenario = (await (await fetch("/demo/scenarios/deduction-michael-leo.json")).json()) as Scenario;
    const r = replay(scenario);
    expect(r.error).to.equal(undefined);
    const d = deduce(viewFor(r.state, "red"));
    expect(d.identities.green).to.deep.equal(["X"]);
    // Leo's first answer (Short, Tall, Colonel Bubble) was then true only through Short or Tall.
    expect(d.builds.green).to.deep.equal(["tall", "short"].filter((b) => b !== "tall")); // red is tall itself
    expect(d.partnerCandidates).to.not.include("green");
    // Green's view concludes nothing about itself it did not know, and others learn nothing.
    expect(deduce(viewFor(r.state, "blue")).identities.green).to.deep.equal(["F", "B", "X"]);
  });

  it("a grey card fixes the face; a grey mission card fixes the letter, never the identity", () => {
    const s: Scenario = {
      players: 4, seed: "grey", first: "red",
      deal: { red: { identity: "F", build: "tall", mission: "B" }, yellow: { identity: "X", build: "short", mission: "A" },
        green: { identity: "B", build: "fat", mission: "D" }, blue: { identity: "Z", build: "thin", mission: "C" } },
      placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
      positions: { "red-tall": "s22" }, rolls: [["white", "white", "orange"]],
      actions: [
        { type: "roll", seat: "red" }, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
        { type: "endMovement", seat: "red" }, { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" },
        { type: "answer", seat: "yellow", cards: ["grey-build", "fat", "grey-mission"] },
      ],
    };
    const r = replay(s);
    expect(r.error).to.equal(undefined);
    const d = deduce(viewFor(r.state, "red"));
    expect(d.builds.yellow).to.deep.equal(["short"]);
    expect(d.identities.yellow).to.deep.equal(["B", "Z", "X"]);
    expect(d.missions.yellow).to.deep.equal(["A"]);
    expect(d.missions.green).to.deep.equal(["C", "D"]);
  });
});
