/** "Why?" for a certain fact: the clue-sheet lines that decide it (src/games/cards/why.ts). */
import { expect } from "@open-wc/testing";
import { narrate, viewFor, type Scenario } from "../../../src/games/cards/index.js";
import { whyCertain } from "../../../src/games/cards/why.js";

async function frames() {
  const res = await fetch("/demo/scenarios/cards-worked-example.json");
  return narrate((await res.json()) as Scenario);
}

describe("cards: why a fact is certain", () => {
  it("C15.3 round 1: Brian knows Rob is Fiddlebottom from Rob's set alone (F + 13, and Brian holds 13)", async () => {
    const f = await frames();
    const view = viewFor(f[6]!.state, "red");
    expect(view.sheet.length).to.equal(2);
    const why = whyCertain(view, { seat: "blue", kind: "identity", value: "F" })!;
    expect(why.map((e) => `${e.from}>${e.to}:${e.cards.join("+")}`)).to.deep.equal(["blue>red:F+13"]);
  });

  it("round 3: Mario's code 24 needs Rob's set (Rob is F) and Mario's set; Brian's own sets do not count", async () => {
    const f = await frames();
    const i = f.findIndex((x) => x.state.round.number === 4);
    const view = viewFor(f[i]!.state, "red");
    const why = whyCertain(view, { seat: "green", kind: "code", value: 24 })!;
    const lines = why.map((e) => `${e.from}>${e.to}:${e.cards.join("+")}`);
    expect(lines).to.include("green>red:F+24");
    expect(lines.every((l) => !l.startsWith("red>"))).to.equal(true);
    // Each line kept is needed: without any one of them the fact is no longer certain.
    for (let k = 0; k < why.length; k++) {
      const fewer = why.filter((_, j) => j !== k);
      expect(whyCertain({ ...view, sheet: fewer }, { seat: "green", kind: "code", value: 24 })).to.equal(null);
    }
  });

  it("a fact that is not certain has no why; the viewer's own cards need no line", async () => {
    const f = await frames();
    const view = viewFor(f[6]!.state, "red");
    expect(whyCertain(view, { seat: "green", kind: "identity", value: "Z" })).to.equal(null);
    expect(whyCertain(view, { seat: "red", kind: "identity", value: "B" })).to.deep.equal([]);
  });
});
