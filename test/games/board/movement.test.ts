/** Movement (RULES.md §3.1): the balls, steps, undo, the end-of-movement checks, and the rulebook examples. */
import { expect } from "@open-wc/testing";
import {
  EMBASSY, createGame, loadScenario, meetingsOf, neighbours, passingOnly, stepTargets, viewFor, applyAction,
} from "../../../src/games/board/index.js";
import type { Action, Ball, FigureId, GameOptions, GameState, Scenario, SpaceId } from "../../../src/games/board/index.js";
import { act, actAll, expectRefused } from "./support/act.js";

/** Every figure on a known start space (positions override). */
const PLACEMENT = {
  red: { tall: "s2", short: "s27", fat: "s31", thin: "s52" },
  yellow: { tall: "s5", short: "s12", fat: "s21", thin: "s44" },
  green: { tall: "s14", short: "s24", fat: "s35", thin: "s55" },
  blue: { tall: "s13", short: "s20", fat: "s38", thin: "s41" },
};

/** A game at red's movement, after rolling `roll`, with the given positions. */
function rolled(roll: Ball[], positions: Partial<Record<FigureId, SpaceId>> = {}, extra: GameOptions = {}): GameState {
  const g = createGame({ seed: "movement", placement: PLACEMENT, positions, first: "red", rolls: [roll], ...extra });
  return act(g, { type: "roll", seat: "red" });
}

const move = (ball: number, figure: FigureId, to: SpaceId): Action => ({ type: "move", seat: "red", ball, figure, to });
const END: Action = { type: "endMovement", seat: "red" };
const UNDO: Action = { type: "undo", seat: "red" };

/** The positions that differ between two states. */
function moved(before: GameState, after: GameState): Record<string, SpaceId | undefined> {
  const out: Record<string, SpaceId | undefined> = {};
  for (const f of Object.keys(after.positions) as FigureId[]) {
    if (before.positions[f] !== after.positions[f]) out[f] = after.positions[f];
  }
  return out;
}

describe("movement: orange, blue and white move own figures", () => {
  it("orange: one own figure one step by land", () => {
    const g = rolled(["orange", "white", "white"]);
    const s = act(g, move(0, "red-tall", "s3"));
    expect(moved(g, s)).to.deep.equal({ "red-tall": "s3" });
    expect(s.turn.steps).to.deep.equal([{ ball: 0, figure: "red-tall", from: "s2", to: "s3" }]);
    const ev = s.log[s.log.length - 1]!;
    expect(ev.type).to.equal("moved");
    expect(ev.data).to.deep.include({ seat: "red", ball: 0, colour: "orange", figure: "red-tall", from: "s2", to: "s3" });
  });

  it("orange: never along a water-only route, nor to a space that is not adjacent", () => {
    const g = rolled(["orange", "white", "white"]);
    expectRefused(g, move(0, "red-tall", "s1"), "NO_ROUTE"); // s1-s2: water only
    expectRefused(g, move(0, "red-tall", "s4"), "NO_ROUTE"); // s2-s4: water only
    expectRefused(g, move(0, "red-tall", "s9"), "NO_ROUTE"); // not joined
    expectRefused(g, move(0, "red-tall", "s2"), "NO_ROUTE"); // staying put is no step
  });

  it("blue: one own figure one step by water, never by land", () => {
    const g = rolled(["lightBlue", "white", "white"]);
    expect(moved(g, act(g, move(0, "red-tall", "s1")))).to.deep.equal({ "red-tall": "s1" });
    expect(moved(g, act(g, move(0, "red-tall", "s4")))).to.deep.equal({ "red-tall": "s4" });
    expectRefused(g, move(0, "red-tall", "s3"), "NO_ROUTE"); // land only
    expectRefused(g, move(0, "red-tall", "s10"), "NO_ROUTE"); // land only
  });

  it("white: one own figure one step by land or by water", () => {
    const g = rolled(["white", "white", "orange"]);
    const s = actAll(g, [move(0, "red-tall", "s3"), move(1, "red-short", "s33")]); // land, land
    expect(moved(g, s)).to.deep.equal({ "red-tall": "s3", "red-short": "s33" });
    const w = act(g, move(1, "red-fat", "s25")); // s31-s25: water only
    expect(moved(g, w)).to.deep.equal({ "red-fat": "s25" });
    expectRefused(g, move(0, "red-tall", "s9"), "NO_ROUTE");
  });

  it("a pair joined by both land and water can be crossed with orange or blue", () => {
    const g = rolled(["orange", "lightBlue", "white"], { "red-tall": "s4" });
    const s = actAll(g, [move(0, "red-tall", "s5"), move(1, "red-tall", "s4")]);
    expect(s.positions["red-tall"]).to.equal("s4");
    expect(s.turn.steps.map((x) => x.to)).to.deep.equal(["s5", "s4"]);
  });

  it("the balls can be spread freely: one figure three steps", () => {
    const g = rolled(["orange", "lightBlue", "white"]);
    const s = actAll(g, [move(1, "red-tall", "s1"), move(2, "red-tall", "s12"), move(0, "red-tall", "s11")]);
    expect(moved(g, s)).to.deep.equal({ "red-tall": "s11" });
  });

  it("the balls can be spread freely: three figures one step each, in any ball order", () => {
    const g = rolled(["orange", "lightBlue", "white"]);
    const s = actAll(g, [move(2, "red-thin", "s53"), move(0, "red-tall", "s10"), move(1, "red-fat", "s39")]);
    expect(moved(g, s)).to.deep.equal({ "red-thin": "s53", "red-tall": "s10", "red-fat": "s39" });
  });

  it("own-figure balls cannot move another seat's figure or the Ambassador", () => {
    for (const ball of ["orange", "lightBlue", "white"] as const) {
      const g = rolled([ball, "black", "purple"], { "red-tall": "s4" });
      expectRefused(g, move(0, "yellow-tall", "s4"), "NOT_YOUR_FIGURE"); // s5-s4: land and water
      expectRefused(g, move(0, "ambassador", "s29"), "NOT_YOUR_FIGURE");
    }
  });

  it("no ball has to be used", () => {
    const s = act(rolled(["orange", "lightBlue", "white"]), END);
    expect(s.turn.stage).to.equal("meet");
    expect(s.turn.steps).to.deep.equal([]);
  });
});

describe("movement: purple moves an opponent's figure", () => {
  it("one step by land or by water to an empty space", () => {
    const g = rolled(["purple", "white", "white"]);
    expect(moved(g, act(g, move(0, "yellow-tall", "s6")))).to.deep.equal({ "yellow-tall": "s6" }); // land
    expect(moved(g, act(g, move(0, "green-short", "s16")))).to.deep.equal({ "green-short": "s16" }); // water
    expectRefused(g, move(0, "yellow-tall", "s7"), "NO_ROUTE");
  });

  it("not an own figure, not the Ambassador", () => {
    const g = rolled(["purple", "white", "white"]);
    expectRefused(g, move(0, "red-tall", "s3"), "NOT_OPPONENT_FIGURE");
    expectRefused(g, move(0, "ambassador", "s29"), "NOT_OPPONENT_FIGURE");
  });

  it("onto a space holding one of the mover's figures: a meeting", () => {
    const g = rolled(["purple", "white", "white"], { "red-tall": "s3" });
    const s = actAll(g, [move(0, "yellow-tall", "s3"), END]);
    expect(meetingsOf(s, "red")).to.deep.equal([{ own: "red-tall", met: "yellow-tall", space: "s3" }]);
  });

  // RULES.md §3.1 ruling: where a purple step may land is checked when movement ends.
  it("may pass the Ambassador's space but never end there", () => {
    const g = rolled(["purple", "black", "white"], { ambassador: "s6" });
    const s = act(g, move(0, "yellow-tall", "s6"));
    expect(passingOnly(g, "red", 0, "yellow-tall", "s6")).to.equal(true);
    expectRefused(s, END, "PURPLE_BLOCKED");
    expect(act(s, UNDO).positions["yellow-tall"]).to.equal("s5");
    // With no black ball to move the Ambassador away, the step is a dead end and refused.
    expectRefused(rolled(["purple", "white", "white"], { ambassador: "s6" }), move(0, "yellow-tall", "s6"), "DEAD_END");
  });

  // Purple is the only ball that moves another seat's figure: with it spent, nothing can part them.
  it("never ends on a third seat's figure", () => {
    expectRefused(rolled(["purple", "white", "white"], { "green-tall": "s6" }), move(0, "yellow-tall", "s6"), "DEAD_END");
  });

  it("never ends on the moved seat's own other figure", () => {
    expectRefused(rolled(["purple", "white", "white"], { "yellow-short": "s6" }), move(0, "yellow-tall", "s6"), "DEAD_END");
  });

  it("never ends on a space holding the mover's figure together with another seat's figure", () => {
    expectRefused(rolled(["purple", "white", "white"], { "red-tall": "s6", "green-tall": "s6" }), move(0, "yellow-tall", "s6"), "DEAD_END");
  });

  it("lands on the Ambassador, and may stay once black has moved the Ambassador away", () => {
    const g = rolled(["purple", "black", "white"], { ambassador: "s6" });
    const s = actAll(g, [move(0, "yellow-tall", "s6"), move(1, "ambassador", "s7"), END]);
    expect(s.positions["yellow-tall"]).to.equal("s6");
    expect(s.turn.stage).to.equal("meet");
  });

  it("the end check reads where the moved figure stands, not where the mover's figures stood", () => {
    // Purple onto a red figure (a meeting), then that red figure leaves: the yellow figure ends alone.
    const g = rolled(["purple", "white", "white"], { "red-tall": "s6" });
    const s = actAll(g, [move(0, "yellow-tall", "s6"), move(1, "red-tall", "s7"), END]);
    expect(s.positions["yellow-tall"]).to.equal("s6");
  });

  it("stepTargets offers the pass-through spaces; legalActions offers no end while one is held", () => {
    const g = rolled(["purple", "black", "white"], { ambassador: "s6" });
    expect(stepTargets(g, "red", 0, "yellow-tall")).to.include("s6");
    const s = act(g, move(0, "yellow-tall", "s6"));
    expect(viewFor(s, "red").legal.some((a) => a.type === "endMovement")).to.equal(false);
  });
});

describe("movement: black moves the Ambassador", () => {
  it("one step by land or by water to an empty space", () => {
    const g = rolled(["black", "black", "white"]);
    expect(moved(g, act(g, move(0, "ambassador", "s29")))).to.deep.equal({ ambassador: "s29" });
    const s = actAll(g, [move(0, "ambassador", "s29"), move(1, "ambassador", "s50")]); // s29-s50: water only
    expect(s.positions.ambassador).to.equal("s50");
    expectRefused(g, move(0, "ambassador", "s37"), "NO_ROUTE");
  });

  it("only the Ambassador", () => {
    const g = rolled(["black", "white", "white"]);
    expectRefused(g, move(0, "red-tall", "s3"), "NOT_AMBASSADOR");
    expectRefused(g, move(0, "yellow-tall", "s6"), "NOT_AMBASSADOR");
  });

  it("onto one of the mover's figures: a meeting with the Ambassador", () => {
    const g = rolled(["black", "white", "white"], { "red-tall": "s29" });
    const s = actAll(g, [move(0, "ambassador", "s29"), END]);
    expect(meetingsOf(s, "red")).to.deep.equal([{ own: "red-tall", met: "ambassador", space: "s29" }]);
  });

  it("never ends on another seat's figure", () => {
    const g = rolled(["black", "black", "white"], { "yellow-tall": "s29" });
    expect(passingOnly(g, "red", 0, "ambassador", "s29")).to.equal(true);
    expectRefused(act(g, move(0, "ambassador", "s29")), END, "BLACK_BLOCKED");
    const h = rolled(["black", "purple", "white"], { "yellow-tall": "s29", "red-tall": "s29" });
    expectRefused(act(h, move(0, "ambassador", "s29")), END, "BLACK_BLOCKED");
    // One black ball and nothing to move the other figure away: the step is a dead end.
    expectRefused(rolled(["black", "white", "white"], { "yellow-tall": "s29" }), move(0, "ambassador", "s29"), "DEAD_END");
  });

  it("with two black balls passes through another seat's figure and off again", () => {
    const g = rolled(["black", "black", "white"], { "yellow-tall": "s29" });
    const s = actAll(g, [move(0, "ambassador", "s29"), move(1, "ambassador", "s50"), END]);
    expect(s.positions.ambassador).to.equal("s50");
    expect(s.turn.stage).to.equal("meet");
  });

  it("RULES.md §3.1, docs/rulings.md 17: moved out and back to where it began the turn, the Ambassador is checked like any moved figure (never with another seat's figure)", () => {
    const g = rolled(["black", "black", "white"], { ambassador: "s29", "yellow-tall": "s29" });
    const out = actAll(g, [move(0, "ambassador", "s50")]);
    // The last black ball back onto yellow's figure: the movement could not end (DEAD_END, ruling 18).
    expectRefused(out, move(1, "ambassador", "s29"), "DEAD_END");
    // Not moved at all, it stays where it stood with yellow's figure: nothing to check.
    const s = actAll(g, [move(2, "red-tall", "s3"), END]);
    expect(s.positions.ambassador).to.equal("s29");
  });
});

describe("movement: refused steps", () => {
  it("BAD_BALL: no such ball in the roll", () => {
    const g = rolled(["orange", "white", "white"]);
    expectRefused(g, move(3, "red-tall", "s3"), "BAD_BALL");
    expectRefused(g, move(-1, "red-tall", "s3"), "BAD_BALL");
    expectRefused(g, move(10, "red-tall", "s3"), "BAD_BALL");
  });

  it("BALL_USED: each ball once", () => {
    const s = act(rolled(["orange", "white", "white"]), move(0, "red-tall", "s3"));
    expectRefused(s, move(0, "red-tall", "s7"), "BALL_USED");
    expectRefused(s, move(0, "red-short", "s33"), "BALL_USED");
    // The other balls are still free.
    expect(act(s, move(1, "red-tall", "s7")).positions["red-tall"]).to.equal("s7");
  });

  it("UNKNOWN_FIGURE", () => {
    const g = rolled(["orange", "purple", "white"]);
    for (const f of ["purple-tall", "red-huge", "red", "constructor", "__proto__", "toString"]) {
      expectRefused(g, move(0, f as FigureId, "s3"), "UNKNOWN_FIGURE");
      expectRefused(g, move(1, f as FigureId, "s3"), "UNKNOWN_FIGURE");
    }
    // The figures of the colour absent from a 3-player game.
    const three = act(
      createGame({ players: 3, seats: ["red", "green", "blue"], seed: "three", first: "red", rolls: [["purple", "white", "white"]] }),
      { type: "roll", seat: "red" },
    );
    expectRefused(three, move(0, "yellow-tall", "s6"), "UNKNOWN_FIGURE");
  });

  it("UNKNOWN_SPACE", () => {
    const g = rolled(["orange", "white", "white"]);
    for (const to of ["s0", "s59", "S3", "3", "moon"]) expectRefused(g, move(0, "red-tall", to), "UNKNOWN_SPACE");
  });

  it("a malformed move is refused before any rule", () => {
    const g = rolled(["orange", "white", "white"]);
    expectRefused(g, { type: "move", seat: "red", ball: "0", figure: "red-tall", to: "s3" }, "MALFORMED_ACTION");
    expectRefused(g, { type: "move", seat: "red", ball: 0.5, figure: "red-tall", to: "s3" }, "MALFORMED_ACTION");
    expectRefused(g, { type: "move", seat: "red", ball: 0, figure: "red-tall" }, "MALFORMED_ACTION");
  });
});

describe("movement: passing through and the end-of-movement checks", () => {
  it("a figure may pass through spaces held by other figures, the Ambassador and own figures", () => {
    const g = rolled(["white", "white", "white"], { "yellow-fat": "s3", ambassador: "s7", "red-short": "s6" });
    const s = actAll(g, [move(0, "red-tall", "s3"), move(1, "red-tall", "s7")]);
    expect(s.positions["red-tall"]).to.equal("s7");
    // The last ball onto the own figure on s6 would leave two own figures stacked with nothing left to part them.
    expectRefused(s, move(2, "red-tall", "s6"), "DEAD_END");
    const t = actAll(g, [move(0, "red-tall", "s3"), move(1, "red-tall", "s7"), move(2, "red-tall", "s8"), END]);
    expect(t.positions["red-tall"]).to.equal("s8");
    expect(t.turn.stage).to.equal("meet");
    expect(meetingsOf(t, "red")).to.deep.equal([]);
  });

  it("OWN_FIGURES_STACKED: two own figures may not end on one space (but may meet on the way)", () => {
    const g = rolled(["orange", "white", "white"], { "red-short": "s3" });
    const s = act(g, move(0, "red-tall", "s3"));
    expectRefused(s, END, "OWN_FIGURES_STACKED");
    expect(act(act(s, move(1, "red-tall", "s7")), END).turn.stage).to.equal("meet");
    expect(act(act(s, UNDO), END).turn.stage).to.equal("meet");
  });

  it("OWN_FIGURES_STACKED also when positions put two own figures together from the start", () => {
    const g = rolled(["orange", "white", "white"], { "red-short": "s2" });
    expectRefused(g, END, "OWN_FIGURES_STACKED");
  });

  it("DOUBLE_MEETING: two own figures may not each meet a figure of the same seat", () => {
    const g = rolled(["orange", "white", "white"], { "red-short": "s6", "yellow-fat": "s6", "yellow-short": "s3" });
    const s = act(g, move(0, "red-tall", "s3"));
    expectRefused(s, END, "DOUBLE_MEETING");
    // Meeting a different seat instead is fine.
    const h = rolled(["orange", "white", "white"], { "red-short": "s6", "yellow-fat": "s6", "green-short": "s3" });
    const t = actAll(h, [move(0, "red-tall", "s3"), END]);
    expect(meetingsOf(t, "red")).to.have.length(2);
  });

  it("DOUBLE_MEETING: one own figure on a space with two figures of the same seat", () => {
    const g = rolled(["orange", "white", "white"], { "yellow-fat": "s3", "yellow-short": "s3" });
    expectRefused(act(g, move(0, "red-tall", "s3")), END, "DOUBLE_MEETING");
  });

  it("DOUBLE_MEETING created with the purple ball", () => {
    const g = rolled(["purple", "white", "white"], { "red-tall": "s3", "yellow-fat": "s3", "red-short": "s6" });
    const s = act(g, move(0, "yellow-tall", "s6"));
    expectRefused(s, END, "DOUBLE_MEETING");
  });

  it("one figure of each other seat and the Ambassador may all be met", () => {
    const g = rolled(["black", "white", "white"], {
      "red-tall": "s3", "yellow-fat": "s3", "red-short": "s6", "green-fat": "s6", "red-fat": "s29",
    });
    const s = actAll(g, [move(0, "ambassador", "s29"), move(1, "red-thin", "s53"), END]);
    const meetings = meetingsOf(s, "red").map((m) => `${m.own}:${m.met}`).sort();
    expect(meetings).to.deep.equal(["red-fat:ambassador", "red-short:green-fat", "red-tall:yellow-fat"]);
    expect(viewFor(s, "red").meetings).to.have.length(3);
  });
});

describe("movement: undo", () => {
  it("restores the position and frees the ball", () => {
    const g = rolled(["orange", "lightBlue", "white"]);
    const s = act(g, move(0, "red-tall", "s3"));
    const u = act(s, UNDO);
    expect(u.positions).to.deep.equal(g.positions);
    expect(u.turn.steps).to.deep.equal([]);
    expect(viewFor(u, "red").turn.usedBalls).to.deep.equal([]);
    // The ball can be used again, for another figure.
    expect(act(u, move(0, "red-short", "s33")).positions["red-short"]).to.equal("s33");
    const ev = u.log[u.log.length - 1]!;
    expect(ev.type).to.equal("undone");
    expect(ev.data).to.deep.include({ ball: 0, figure: "red-tall", from: "s3", to: "s2" });
  });

  it("takes back the last step first, one at a time", () => {
    const g = rolled(["orange", "lightBlue", "white"]);
    const s1 = act(g, move(2, "red-tall", "s3"));
    const s2 = act(s1, move(0, "red-tall", "s7"));
    const s3 = act(s2, move(1, "red-fat", "s39"));
    const u1 = act(s3, UNDO);
    expect(u1.positions).to.deep.equal(s2.positions);
    expect(u1.turn.steps).to.deep.equal(s2.turn.steps);
    const u2 = act(u1, UNDO);
    expect(u2.positions).to.deep.equal(s1.positions);
    const u3 = act(u2, UNDO);
    expect(u3.positions).to.deep.equal(g.positions);
    expectRefused(u3, UNDO, "NOTHING_TO_UNDO");
  });

  it("takes back purple and black steps too", () => {
    const g = rolled(["purple", "black", "white"], { "red-tall": "s6" });
    const s = actAll(g, [move(0, "yellow-tall", "s6"), move(1, "ambassador", "s36")]);
    expect(actAll(s, [UNDO, UNDO]).positions).to.deep.equal(g.positions);
  });

  it("NOTHING_TO_UNDO right after the roll", () => {
    expectRefused(rolled(["orange", "lightBlue", "white"]), UNDO, "NOTHING_TO_UNDO");
  });
});

describe("movement: stages", () => {
  const fresh = () => createGame({ seed: "stages", placement: PLACEMENT, first: "red", rolls: [["orange", "lightBlue", "white"]] });

  it("nothing moves before the roll", () => {
    const g = fresh();
    expectRefused(g, move(0, "red-tall", "s3"), "WRONG_STAGE");
    expectRefused(g, UNDO, "WRONG_STAGE");
    expectRefused(g, END, "WRONG_STAGE");
  });

  it("ALREADY_ROLLED: one roll a turn", () => {
    const s = act(fresh(), { type: "roll", seat: "red" });
    expect(s.turn.stage).to.equal("move");
    expect(s.turn.roll).to.deep.equal(["orange", "lightBlue", "white"]);
    expectRefused(s, { type: "roll", seat: "red" }, "ALREADY_ROLLED");
    expectRefused(act(s, END), { type: "roll", seat: "red" }, "ALREADY_ROLLED");
  });

  it("no steps and no undo after the end of movement", () => {
    const s = actAll(fresh(), [{ type: "roll", seat: "red" }, move(0, "red-tall", "s3"), END]);
    expectRefused(s, move(1, "red-tall", "s4"), "WRONG_STAGE");
    expectRefused(s, UNDO, "WRONG_STAGE");
    expectRefused(s, END, "WRONG_STAGE");
  });

  it("only the seat whose turn it is moves", () => {
    const s = act(fresh(), { type: "roll", seat: "red" });
    expectRefused(s, { type: "move", seat: "yellow", ball: 0, figure: "yellow-tall", to: "s6" }, "NOT_YOUR_TURN");
    expectRefused(s, { type: "undo", seat: "yellow" }, "NOT_YOUR_TURN");
    expectRefused(s, { type: "endMovement", seat: "green" }, "NOT_YOUR_TURN");
    expectRefused(fresh(), { type: "roll", seat: "blue" }, "NOT_YOUR_TURN");
  });
});

describe("movement: stepTargets", () => {
  it("lists the spaces one ball can take a figure to", () => {
    const g = rolled(["orange", "lightBlue", "white"]);
    expect(stepTargets(g, "red", 0, "red-tall").sort()).to.deep.equal(["s10", "s3"]);
    expect(stepTargets(g, "red", 1, "red-tall").sort()).to.deep.equal(["s1", "s4"]);
    expect(stepTargets(g, "red", 2, "red-tall").sort()).to.deep.equal(["s1", "s10", "s3", "s4"]);
    expect(stepTargets(g, "red", 0, "yellow-tall")).to.deep.equal([]);
  });

  it("offers purple and black targets a figure may only pass through, and marks them", () => {
    const g = rolled(["purple", "black", "white"], { "green-tall": "s6", "red-tall": "s4", "blue-tall": "s29", ambassador: "s3" });
    // yellow-tall on s5: s3 (the Ambassador, which black can move away: passing only), s4 (red: allowed), s6 (green: a dead end).
    expect(stepTargets(g, "red", 0, "yellow-tall").sort()).to.deep.equal(["s3", "s4"]);
    expect(["s3", "s4", "s6"].map((s) => passingOnly(g, "red", 0, "yellow-tall", s as SpaceId))).to.deep.equal([true, false, false]);
    // The Ambassador onto blue on s29 with purple left to move blue away: passing only.
    const h = rolled(["purple", "black", "white"], { "green-tall": "s6", "red-tall": "s4", "blue-tall": "s29" });
    const amb = stepTargets(h, "red", 1, "ambassador").sort();
    expect(amb).to.include.members(["s29", "s36"]);
    expect(amb.filter((s) => passingOnly(h, "red", 1, "ambassador", s))).to.deep.equal(["s29"]);
  });

  it("agrees with the referee for every figure, ball and neighbouring space", () => {
    const g = rolled(["purple", "black", "orange"], {
      "red-tall": "s3", "yellow-fat": "s7", "green-tall": "s6", ambassador: "s29", "blue-fat": "s22", "red-short": "s18",
    });
    let checked = 0;
    for (const f of Object.keys(g.positions) as FigureId[]) {
      for (let ball = 0; ball < 3; ball++) {
        const targets = stepTargets(g, "red", ball, f);
        for (const to of neighbours(g.positions[f]!)) {
          const ok = applyAction(g, move(ball, f, to)).ok;
          expect(targets.includes(to), `${f} ball ${ball} to ${to}`).to.equal(ok);
          checked++;
        }
      }
    }
    expect(checked).to.be.greaterThan(100);
  });
});

describe("movement: the rulebook's examples (demo/scenarios)", () => {
  async function scenario(name: string): Promise<{ json: Scenario; state: GameState }> {
    const res = await fetch(`/demo/scenarios/${name}.json`);
    expect(res.ok, name).to.equal(true);
    const text = await res.text();
    return { json: JSON.parse(text) as Scenario, state: loadScenario(text) };
  }

  it("Leo (green) rolls orange, blue, white: closer to the Embassy, across to #4, on to blue's start space", async () => {
    const { json, state } = await scenario("movement-leo");
    expect(json.title).to.be.a("string");
    expect(json.description).to.be.a("string");
    expect(json.first).to.equal("green");
    expect(json.rolls![0]).to.deep.equal(["orange", "lightBlue", "white"]);
    const start = createGame(json);
    const steps = state.turn.steps;
    expect(steps.map((s) => state.turn.roll[s.ball])).to.deep.equal(["orange", "lightBlue", "white"]);
    // 1. Orange: one figure a land step closer to the Embassy.
    const dist = (from: SpaceId) => {
      const d = new Map<SpaceId, number>([[EMBASSY, 0]]);
      const q = [EMBASSY];
      while (q.length) {
        const x = q.shift()!;
        for (const n of neighbours(x)) {
          if (d.has(n)) continue;
          d.set(n, d.get(x)! + 1);
          q.push(n);
        }
      }
      return d.get(from)!;
    };
    expect(dist(steps[0]!.to)).to.be.lessThan(dist(steps[0]!.from));
    // 2. Blue: another figure across the water to space #4 (s23).
    expect(steps[1]!.figure).to.not.equal(steps[0]!.figure);
    expect(steps[1]!.to).to.equal("s23");
    // 3. White, as a land step: the same figure on to a blue start space (s20).
    expect(steps[2]!.figure).to.equal(steps[1]!.figure);
    expect(steps[2]!.from).to.equal("s23");
    expect(steps[2]!.to).to.equal("s20");
    expect(start.positions["blue-short"]).to.equal("s20");
    expect(moved(start, state)).to.deep.equal({ [steps[0]!.figure]: steps[0]!.to, [steps[1]!.figure]: "s20" });
    // After movement: Leo meets the blue player.
    expect(state.turn.seat).to.equal("green");
    expect(state.turn.stage).to.equal("meet");
    expect(viewFor(state, "green").meetings).to.deep.equal([{ own: steps[1]!.figure, met: "blue-short", space: "s20" }]);
  });

  it("Michael (red) rolls black, purple, orange: his figure by land, yellow's onto it, then the Ambassador", async () => {
    const { json, state } = await scenario("movement-michael");
    expect(json.first).to.equal("red");
    expect(json.rolls![0]).to.deep.equal(["black", "purple", "orange"]);
    const start = createGame(json);
    const steps = state.turn.steps;
    expect(steps.map((s) => state.turn.roll[s.ball])).to.deep.equal(["orange", "purple", "black"]);
    expect(steps[0]!.figure.startsWith("red-")).to.equal(true);
    expect(steps[1]!.figure.startsWith("yellow-")).to.equal(true);
    expect(steps[1]!.to).to.equal(steps[0]!.to);
    expect(steps[2]!.figure).to.equal("ambassador");
    expect(moved(start, state)).to.deep.equal({ "red-tall": "s3", "yellow-tall": "s3", ambassador: "s36" });
    expect(state.turn.stage).to.equal("meet");
    expect(meetingsOf(state, "red")).to.deep.equal([{ own: "red-tall", met: "yellow-tall", space: "s3" }]);
    expect(viewFor(state, "red").meetings).to.deep.equal(meetingsOf(state, "red"));
  });
});
