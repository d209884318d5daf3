/**
 * The 5-player Ambassador seat (RULES.md §5.2, docs/rulings.md 4, 9): its turn of one or two
 * steps, the Question at each agent figure it reaches and the expulsion, what it sees of questions
 * asked through the Ambassador by agents, and the black ball in agents' hands.
 *
 * Board: the Embassy s58 joins s29 and s36 by land; s29 joins s34 (#7) and s50 by water; s36 joins s37.
 * Deal: red = F/tall, yellow = B/short, green = Z/fat, blue = X/thin.
 */
import { expect } from "@open-wc/testing";
import { EMBASSY, numberedSpace, viewFor, type Action, type FigureId, type GameState, type SpaceId } from "../../../src/games/board/index.js";
import { game, must, passTurn, refusal } from "./support/rules-game.js";

const five = (positions: Partial<Record<FigureId, SpaceId>> = {}, first: "ambassador" | "red" = "ambassador") =>
  game({ players: 5, positions, first });
const step = (to: SpaceId): Action => ({ type: "ambassadorStep", seat: "ambassador", to });

describe("Ambassador seat: its turn", () => {
  it("one or two steps along land or water routes, no more, and never none", () => {
    let s = five();
    expect(s.seats).to.deep.equal(["red", "yellow", "green", "blue", "ambassador"]);
    expect(s.turn.stage).to.equal("ambassador");
    expect(refusal(s, { type: "endTurn", seat: "ambassador" })).to.equal("MUST_MOVE_AMBASSADOR");
    expect(refusal(s, { type: "roll", seat: "ambassador" })).to.equal("WRONG_STAGE");
    expect(refusal(s, step("s10"))).to.equal("NO_ROUTE");
    expect(refusal(s, { type: "roll", seat: "red" })).to.equal("NOT_YOUR_TURN");
    s = must(s, step("s29")); // land
    expect(s.positions.ambassador).to.equal("s29");
    expect(s.turn.ambassadorSteps).to.equal(1);
    expect(refusal(s, { type: "endTurn", seat: "ambassador" })).to.equal(null);
    s = must(s, step("s34")); // water, onto the empty #7
    expect(s.positions.ambassador).to.equal(numberedSpace(7));
    expect(refusal(s, step("s29"))).to.equal("AMBASSADOR_STEPS_DONE");
    expect(viewFor(s, "ambassador").legal).to.deep.equal([{ type: "endTurn", seat: "ambassador" }]);
    s = must(s, { type: "endTurn", seat: "ambassador" });
    expect(s.turn.seat).to.equal("red");
    expect(s.turn.stage).to.equal("roll");
  });

  it("plays after blue (Ruling, §5.2)", () => {
    let s = five({}, "red");
    for (const seat of ["red", "yellow", "green", "blue"]) {
      expect(s.turn.seat).to.equal(seat);
      s = passTurn(s);
    }
    expect(s.turn.seat).to.equal("ambassador");
    expect(s.turn.stage).to.equal("ambassador");
  });
});

describe("Ambassador seat: meeting an agent figure", () => {
  it("a step onto an agent figure opens the Question: 2 cards, at least one true; then the expulsion, then the second step", () => {
    let s = five({ "green-fat": "s36" });
    s = must(s, step("s36"));
    expect(s.turn.pending).to.deep.equal({ kind: "ambassadorQuestion", met: "green-fat" });
    // Ruling 9: the Question must be asked; nothing else may happen first.
    expect(viewFor(s, "ambassador").legal).to.deep.equal([
      { type: "ambassadorAsk", seat: "ambassador", kind: "identity" },
      { type: "ambassadorAsk", seat: "ambassador", kind: "build" },
    ]);
    expect(refusal(s, step("s37"))).to.equal("WAITING_FOR_OTHER");
    expect(refusal(s, { type: "endTurn", seat: "ambassador" })).to.equal("WAITING_FOR_OTHER");
    s = must(s, { type: "ambassadorAsk", seat: "ambassador", kind: "identity" });
    expect(s.turn.pending).to.deep.equal({
      kind: "answer",
      question: { asker: "ambassador", answerer: "green", kind: "identity", via: "ambassador", level: 2, met: "green-fat" },
    });
    expect(refusal(s, { type: "answer", seat: "green", cards: ["Z", "F", "fat"] })).to.equal("WRONG_CARD_COUNT");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["F", "B"] })).to.equal("NO_TRUE_CARD");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["Z", "fat"] })).to.equal("WRONG_CARD_KINDS");
    s = must(s, { type: "answer", seat: "green", cards: ["Z", "F"] });
    expect(s.turn.pending).to.deep.equal({ kind: "expel", figure: "green-fat", by: "ambassador" });
    expect(refusal(s, { type: "expel", seat: "ambassador", to: numberedSpace(2) })).to.equal("NUMBERED_SPACE");
    expect(refusal(s, { type: "expel", seat: "ambassador", to: "s5" })).to.equal("SPACE_OCCUPIED");
    expect(refusal(s, { type: "expel", seat: "green", to: "s45" })).to.equal("WAITING_FOR_OTHER");
    s = must(s, { type: "expel", seat: "ambassador", to: "s45" });
    expect(s.positions["green-fat"]).to.equal("s45");
    expect(s.positions.ambassador).to.equal("s36"); // the Ambassador stays where it stepped
    expect(s.turn.pending).to.equal(null);
    const nb = viewFor(s, "ambassador").notebook!;
    expect(nb.received.green![0]!.cards.map((c) => c.card)).to.deep.equal(["F", "Z"]);
    expect(viewFor(s, "red").notebook!.received).to.deep.equal({});
    s = must(s, step("s37"));
    expect(s.turn.pending).to.equal(null);
    s = must(s, { type: "endTurn", seat: "ambassador" });
    expect(s.turn.seat).to.equal("red");
  });

  it("the no-repeat rules apply to the Ambassador seat's questions", () => {
    let s = five({ "green-fat": "s36", "green-short": "s37" });
    s = must(s, step("s36"));
    s = must(s, { type: "ambassadorAsk", seat: "ambassador", kind: "build" });
    s = must(s, { type: "answer", seat: "green", cards: ["fat", "tall"] });
    s = must(s, { type: "expel", seat: "ambassador", to: "s45" });
    s = must(s, step("s37"));
    expect(s.turn.pending).to.deep.equal({ kind: "ambassadorQuestion", met: "green-short" });
    s = must(s, { type: "ambassadorAsk", seat: "ambassador", kind: "build" });
    expect(refusal(s, { type: "answer", seat: "green", cards: ["tall", "fat"] })).to.equal("REPEATED_PAIR");
    s = must(s, { type: "answer", seat: "green", cards: ["fat", "short"] });
    expect(viewFor(s, "ambassador").notebook!.received.green).to.have.length(2);
  });

  it("ambassadorAsk is refused when no figure has been reached", () => {
    const s = five();
    expect(refusal(s, { type: "ambassadorAsk", seat: "ambassador", kind: "build" })).to.equal("WRONG_STAGE");
  });
});

describe("Ambassador seat: questions through the Ambassador by agents", () => {
  /** red-short meets the Ambassador on s36 and asks green (Zsa Zsa) about identity. */
  function redAsksGreenThroughAmbassador(extra: Partial<Record<FigureId, SpaceId>> = {}): GameState {
    let s = five({ "red-short": "s36", ambassador: "s36", ...extra }, "red");
    s = must(s, { type: "roll", seat: "red" });
    s = must(s, { type: "endMovement", seat: "red" });
    s = must(s, { type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "identity", target: "green" });
    return must(s, { type: "answer", seat: "green", cards: ["Z", "X"] });
  }

  it("the Ambassador seat sees the cards (notebook.observed); a third agent does not", () => {
    const s = redAsksGreenThroughAmbassador();
    const amb = viewFor(s, "ambassador").notebook!;
    expect(amb.observed.green).to.have.length(1);
    expect(amb.observed.green![0]).to.deep.include({ asker: "red", kind: "identity", via: "ambassador" });
    expect(amb.observed.green![0]!.cards.map((c) => c.card)).to.deep.equal(["X", "Z"]);
    expect(amb.received).to.deep.equal({});
    expect(viewFor(s, "red").notebook!.received.green![0]!.cards.map((c) => c.card)).to.deep.equal(["X", "Z"]);
    for (const v of ["yellow", "blue"] as const) {
      const nb = viewFor(s, v).notebook!;
      expect(nb.observed, v).to.deep.equal({});
      expect(nb.received, v).to.deep.equal({});
      const answered = viewFor(s, v).log.find((e) => e.type === "answered")!;
      expect(answered.mine, v).to.equal(undefined);
      expect(answered.data, v).to.deep.include({ asker: "red", answerer: "green", count: 2 });
    }
    expect(JSON.stringify(viewFor(s, "spectator").log)).to.not.include('"cards"');
  });

  it("a question at an agent figure is not seen by the Ambassador seat", () => {
    let s = five({ "red-tall": "s14" }, "red");
    s = must(s, { type: "roll", seat: "red" });
    s = must(s, { type: "endMovement", seat: "red" });
    s = must(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "build" });
    s = must(s, { type: "answer", seat: "green", cards: ["fat", "tall", "F"] });
    expect(viewFor(s, "ambassador").notebook!.observed).to.deep.equal({});
    expect(viewFor(s, "ambassador").log.find((e) => e.type === "answered")!.mine).to.equal(undefined);
  });

  it("Ruling 4: what the Ambassador seat observed does not restrict what is later shown to it", () => {
    let s = redAsksGreenThroughAmbassador({ "green-thin": "s29" });
    expect(s.positions.ambassador).to.equal(EMBASSY);
    s = must(s, { type: "endTurn", seat: "red" });
    for (let i = 0; i < 3; i++) s = passTurn(s);
    expect(s.turn.seat).to.equal("ambassador");
    s = must(s, step("s29"));
    s = must(s, { type: "ambassadorAsk", seat: "ambassador", kind: "identity" });
    expect(s.turn.pending?.kind === "answer" && s.turn.pending.question.level).to.equal(2);
    expect(refusal(s, { type: "answer", seat: "green", cards: ["X", "Z"] })).to.equal(null);
  });

  it("agents still move the Ambassador with the black ball", () => {
    let s = game({ players: 5, first: "red", positions: { "red-tall": "s29" }, rolls: [["black", "white", "orange"]] });
    s = must(s, { type: "roll", seat: "red" });
    s = must(s, { type: "move", seat: "red", ball: 0, figure: "ambassador", to: "s29" });
    expect(s.positions.ambassador).to.equal("s29");
    s = must(s, { type: "endMovement", seat: "red" });
    expect(viewFor(s, "red").meetings.map((m) => m.met)).to.deep.equal(["ambassador"]);
  });
});
