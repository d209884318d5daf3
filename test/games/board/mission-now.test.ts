/** conditionNow (src/games/board/mission-now.ts): a mission condition on the board now, as one seat can tell. */
import { expect } from "@open-wc/testing";
import { EMBASSY, conditionNow, createGame, numberedSpace, viewFor } from "../../../src/games/board/index.js";

/** Red is Fiddlebottom (tall); Green is Bubble: Red and Green are partners. */
const DEAL = {
  red: { identity: "F", build: "tall", mission: "B" },
  yellow: { identity: "X", build: "short", mission: "A" },
  green: { identity: "B", build: "fat", mission: "D" },
  blue: { identity: "Z", build: "thin", mission: "C" },
} as const;

function redView(positions: Record<string, string>) {
  const state = createGame({ players: 4, seed: "now", first: "red", deal: DEAL, positions } as Parameters<typeof createGame>[0]);
  return viewFor(state, "red");
}

describe("conditionNow", () => {
  it("is met when it holds in every deal the seat thinks possible (its own figure on the Ambassador's space)", () => {
    const view = redView({ "red-short": EMBASSY });
    expect(conditionNow(view, "FB", { type: "anyTeamFigure", on: { ambassador: true } })).to.equal("met");
  });

  it("is not met when it fails in every such deal (the Ambassador is not on space 8)", () => {
    const view = redView({});
    expect(conditionNow(view, "FB", { type: "ambassador", on: { space: 8 } })).to.equal("not-met");
  });

  it("depends on the partner the seat names, and is unknown while it depends on unseen cards", () => {
    const view = redView({ "yellow-tall": numberedSpace(3) });
    const onThree = { type: "anyTeamFigure", on: { space: 3 } } as const;
    expect(conditionNow(view, "FB", onThree)).to.equal("unknown");
    expect(conditionNow(view, "FB", onThree, "yellow")).to.equal("met");
    expect(conditionNow(view, "FB", onThree, "green")).to.equal("not-met");
    // Bubble's true figure on space 1: Red does not know Green's build.
    const greenOnOne = redView({ "green-fat": numberedSpace(1) });
    expect(conditionNow(greenOnOne, "FB", { type: "trueFigure", of: "B", on: { space: 1 } }, "green")).to.equal("unknown");
  });
});
