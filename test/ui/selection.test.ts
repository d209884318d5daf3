/** What the board offers, read off the view's legal actions. */
import { expect } from "@open-wc/testing";
import { applyAction, createGame, viewFor, type Action, type GameState } from "../../src/games/board/index.js";
import { NO_SELECTION, actionForSpace, boardOffer } from "../../src/ui/controls/selection.js";

function run(s: GameState, actions: Action[]): GameState {
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return s;
}

const start = () => createGame({
  players: 4, seed: "sel", first: "red", rolls: [["orange", "white", "purple"]],
  placement: { red: { tall: "s2", short: "s27", fat: "s31", thin: "s52" }, yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
});

describe("board selection", () => {
  it("offers nothing before the roll, and every movable figure after it", () => {
    expect(boardOffer(viewFor(start(), "red"), NO_SELECTION)).to.deep.equal({ selectableFigures: [], targets: [] });
    const v = viewFor(run(start(), [{ type: "roll", seat: "red" }]), "red");
    const offer = boardOffer(v, NO_SELECTION);
    expect(offer.selectableFigures).to.include.members(["red-tall", "red-short", "red-fat", "red-thin", "yellow-tall"]);
    expect(offer.selectableFigures).to.not.include("ambassador"); // no black ball in this roll
    expect(offer.targets).to.deep.equal([]);
  });

  it("narrows to the chosen ball: orange moves own figures by land only", () => {
    const v = viewFor(run(start(), [{ type: "roll", seat: "red" }]), "red");
    const offer = boardOffer(v, { ball: 0, figure: "red-tall", extraStep: null });
    expect(offer.selectableFigures.every((f) => f.startsWith("red-"))).to.equal(true);
    expect(offer.targets.sort()).to.deep.equal(["s10", "s3"]); // s2's land neighbours; s1 and s4 are water
  });

  it("without a ball, a figure's targets join every ball, and a click uses the most specific ball", () => {
    const v = viewFor(run(start(), [{ type: "roll", seat: "red" }]), "red");
    const sel = { ball: null, figure: "red-tall" as const, extraStep: null };
    expect(boardOffer(v, sel).targets.sort()).to.deep.equal(["s1", "s10", "s3", "s4"]);
    expect(actionForSpace(v, sel, "s3")).to.deep.include({ type: "move", ball: 0 }); // orange, not white
    expect(actionForSpace(v, sel, "s4")).to.deep.include({ type: "move", ball: 1 }); // only white crosses water
    expect(actionForSpace(v, sel, "s50")).to.equal(null);
  });

  it("offers the legal expulsion targets when the viewer must expel", () => {
    let s = createGame({
      players: 4, seed: "sel2", first: "red", rolls: [["white", "white", "orange"]],
      placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } }, positions: { "red-tall": "s22" },
    });
    s = run(s, [
      { type: "roll", seat: "red" }, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
      { type: "endMovement", seat: "red" }, { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" },
      { type: "answer", seat: "yellow", cards: ["tall", "short", "grey-identity"] },
    ]);
    const v = viewFor(s, "red");
    const offer = boardOffer(v, NO_SELECTION);
    expect(offer.targets.length).to.be.greaterThan(30);
    expect(offer.targets).to.not.include("s54"); // a numbered space
    expect(offer.targets).to.not.include("s21"); // occupied
    expect(actionForSpace(v, NO_SELECTION, offer.targets[0]!)).to.deep.include({ type: "expel" });
  });
});
