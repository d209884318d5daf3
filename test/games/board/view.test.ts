/** viewFor: what each viewer may know (RULES.md §6). */
import { expect } from "@open-wc/testing";
import { applyAction, createGame, viewFor } from "../../../src/games/board/index.js";
import type { Action, GameState, Secret } from "../../../src/games/board/index.js";

const DEAL: Record<"red" | "yellow" | "green" | "blue", Secret> = {
  red: { identity: "F", build: "tall", mission: "B" },
  yellow: { identity: "X", build: "short", mission: "A" },
  green: { identity: "B", build: "fat", mission: "D" },
  blue: { identity: "Z", build: "thin", mission: "C" },
};

function run(state: GameState, actions: Action[]): GameState {
  for (const a of actions) {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code}`);
    state = r.state;
  }
  return state;
}

/** Red meets a yellow figure and asks its build; yellow answers short, tall, grey identity. */
function afterQuestion(): GameState {
  const start = createGame({
    players: 4, seed: "view", deal: DEAL, first: "red", rolls: [["white", "white", "orange"]],
    placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
    positions: { "red-tall": "s22" },
  });
  return run(start, [
    { type: "roll", seat: "red" },
    { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
    { type: "endMovement", seat: "red" },
    { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" },
    { type: "answer", seat: "yellow", cards: ["short", "tall", "grey-identity"] },
  ]);
}

describe("viewFor", () => {
  it("gives a seat its own secret cards and hand, and nobody else's", () => {
    const s = createGame({ players: 4, seed: "v1", deal: DEAL });
    const v = viewFor(s, "green");
    expect(v.you?.secret).to.deep.equal(DEAL.green);
    expect(v.you?.hand).to.have.length(11);
    const json = JSON.stringify(v);
    expect(json).to.not.include('"secrets"');
    expect(json).to.not.include("v1"); // the seed
  });

  it("gives a spectator public information only", () => {
    const s = afterQuestion();
    const v = viewFor(s, "spectator");
    expect(v.you).to.equal(null);
    expect(v.notebook).to.equal(null);
    expect(v.answerPrompt).to.equal(null);
    expect(v.legal).to.deep.equal([]);
    const answered = v.log.find((e) => e.type === "answered")!;
    expect(answered.data).to.deep.include({ asker: "red", answerer: "yellow", kind: "build", count: 3 });
    expect(answered.mine).to.equal(undefined);
    expect(JSON.stringify(v)).to.not.include("grey-identity");
  });

  it("shows the cards to the asker and the answerer only, and fills both notebooks", () => {
    const s = afterQuestion();
    const faces = [
      { card: "grey-identity", face: "X" },
      { card: "short", face: "short" },
      { card: "tall", face: "tall" },
    ];
    const red = viewFor(s, "red");
    expect(red.notebook!.received.yellow![0]!.cards).to.deep.equal(faces);
    expect(red.notebook!.received.yellow![0]!.kind).to.equal("build");
    const yellow = viewFor(s, "yellow");
    expect(yellow.notebook!.given.red![0]!.cards).to.deep.equal(faces);
    for (const other of ["green", "blue"] as const) {
      const v = viewFor(s, other);
      expect(v.notebook!.received).to.deep.equal({});
      expect(v.log.find((e) => e.type === "answered")!.mine).to.equal(undefined);
      // No shown card (with its face) reaches a third seat.
      expect(JSON.stringify(v)).to.not.include('"face"');
    }
    expect(JSON.stringify(red)).to.include('"face":"X"');
  });

  it("prompts only the questioned seat, with the context to choose a legal answer", () => {
    const s = run(createGame({
      players: 4, seed: "v2", deal: DEAL, first: "red", rolls: [["white", "white", "orange"]],
      placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
      positions: { "red-tall": "s22" },
    }), [
      { type: "roll", seat: "red" },
      { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
      { type: "endMovement", seat: "red" },
      { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "identity" },
    ]);
    const y = viewFor(s, "yellow");
    expect(y.answerPrompt).to.deep.include({ kind: "identity", via: "figure", level: 3 });
    expect(y.answerPrompt!.secret).to.deep.equal(DEAL.yellow);
    expect(y.legal.length).to.be.greaterThan(10);
    expect(y.legal.every((a) => a.type === "answer")).to.equal(true);
    expect(viewFor(s, "red").answerPrompt).to.equal(null);
    expect(viewFor(s, "red").legal).to.deep.equal([]);
    // Everyone sees that a Question is pending, and whose.
    expect(viewFor(s, "blue").turn.pending).to.deep.include({ kind: "answer" });
  });

  it("keeps a seat's own marks private", () => {
    let s = createGame({ players: 4, seed: "v3" });
    s = run(s, [{ type: "note", seat: "blue", key: "red:identity:F", mark: "✗" }]);
    expect(viewFor(s, "blue").notebook!.marks).to.deep.equal({ "red:identity:F": "✗" });
    expect(viewFor(s, "red").notebook!.marks).to.deep.equal({});
    expect(JSON.stringify(viewFor(s, "spectator"))).to.not.include("red:identity:F");
  });

  it("reveals everything to everyone once the game is over", () => {
    let s = afterQuestion();
    s = run(s, [
      { type: "expel", seat: "red", to: "s19" },
      { type: "declare", seat: "red", partner: "green" },
      { type: "handshake", seat: "green", accept: true },
    ]);
    expect(s.result).to.not.equal(null);
    for (const v of ["blue", "spectator"] as const) {
      const view = viewFor(s, v);
      expect(view.reveal!.secrets).to.deep.equal(DEAL);
      expect(view.reveal!.seed).to.equal("view");
      expect(view.log.find((e) => e.type === "answered")!.private!.red).to.deep.include({ cards: [
        { card: "grey-identity", face: "X" }, { card: "short", face: "short" }, { card: "tall", face: "tall" },
      ] });
    }
  });
});
