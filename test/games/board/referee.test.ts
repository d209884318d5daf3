/**
 * The referee (`applyAction`): shape checks, seats, turns, waiting for another seat, the end of
 * the game, the free actions (emote, note), and purity: a refusal never changes the state, and
 * an accepted action never modifies its input.
 */
import { expect } from "@open-wc/testing";
import { applyAction, createGame, legalActions, viewFor } from "../../../src/games/board/index.js";
import type { Action, AgentSeat, GameState, Secret } from "../../../src/games/board/index.js";
import { act, actAll, expectRefused } from "./support/act.js";
import { game as quietGame, passTurn } from "./support/rules-game.js";

const DEAL: Record<AgentSeat, Secret> = {
  red: { identity: "F", build: "tall", mission: "B" },
  yellow: { identity: "B", build: "short", mission: "D" },
  green: { identity: "Z", build: "fat", mission: "A" },
  blue: { identity: "X", build: "thin", mission: "C" },
};
const PLACEMENT = {
  red: { tall: "s2", short: "s27", fat: "s31", thin: "s52" },
  yellow: { tall: "s5", short: "s12", fat: "s21", thin: "s44" },
  green: { tall: "s14", short: "s24", fat: "s35", thin: "s55" },
  blue: { tall: "s13", short: "s20", fat: "s38", thin: "s41" },
};

/** Red to play; red-tall shares s3 with yellow-tall (a meeting once movement ends). */
function game(): GameState {
  return createGame({
    seed: "referee", deal: DEAL, placement: PLACEMENT, first: "red",
    positions: { "red-tall": "s3", "yellow-tall": "s3" },
    rolls: [["orange", "lightBlue", "white"], ["orange", "lightBlue", "white"]],
  });
}

/** Red has asked yellow about identity: the game waits for yellow's answer. */
function waitingForAnswer(): GameState {
  return actAll(game(), [
    { type: "roll", seat: "red" },
    { type: "endMovement", seat: "red" },
    { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "identity" },
  ]);
}

/** Red declared with yellow as partner and yellow confirmed: the game is over. */
function over(): GameState {
  return actAll(game(), [
    { type: "roll", seat: "red" },
    { type: "endMovement", seat: "red" },
    { type: "declare", seat: "red", partner: "yellow" },
    { type: "handshake", seat: "yellow", accept: true },
  ]);
}

/** Freezes a state deeply so that any write to it throws. */
function deepFreeze<T>(o: T): T {
  if (o && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

describe("referee: malformed actions", () => {
  const g = game();

  it("refuses what is not an action object", () => {
    for (const a of [null, undefined, 42, "roll", true, [], [{ type: "roll", seat: "red" }]]) {
      expectRefused(g, a, "MALFORMED_ACTION");
    }
  });

  it("refuses actions without a usable type or seat", () => {
    expectRefused(g, {}, "MALFORMED_ACTION");
    expectRefused(g, { seat: "red" }, "MALFORMED_ACTION");
    expectRefused(g, { type: "", seat: "red" }, "MALFORMED_ACTION");
    expectRefused(g, { type: 5, seat: "red" }, "MALFORMED_ACTION");
    expectRefused(g, { type: "roll" }, "MALFORMED_ACTION");
    expectRefused(g, { type: "roll", seat: "" }, "MALFORMED_ACTION");
    expectRefused(g, { type: "roll", seat: 1 }, "MALFORMED_ACTION");
    expectRefused(g, { type: "roll", seat: "red".repeat(10) }, "MALFORMED_ACTION");
  });

  it("refuses unknown types", () => {
    for (const type of ["fly", "Roll", "constructor", "toString", "x".repeat(40)]) {
      expectRefused(g, { type, seat: "red" }, "MALFORMED_ACTION");
    }
  });

  it("refuses fields of the wrong type", () => {
    const bad: unknown[] = [
      { type: "move", seat: "red", ball: "0", figure: "red-tall", to: "s4" },
      { type: "move", seat: "red", ball: null, figure: "red-tall", to: "s4" },
      { type: "move", seat: "red", ball: 0, figure: 5, to: "s4" },
      { type: "move", seat: "red", ball: 0, figure: "red-tall" },
      { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "colour" },
      { type: "ask", seat: "red", own: "red-tall", kind: "identity" },
      { type: "ask", seat: "red", own: "red-tall", met: "ambassador", kind: "identity", target: 3 },
      { type: "extraStep", seat: "red", own: "red-tall", met: "yellow-tall" },
      { type: "answer", seat: "yellow" },
      { type: "answer", seat: "yellow", cards: "F" },
      { type: "answer", seat: "yellow", cards: [1, 2, 3] },
      { type: "answer", seat: "yellow", cards: ["F", "B", "joker"] },
      { type: "expel", seat: "red" },
      { type: "expel", seat: "red", to: "" },
      { type: "ambassadorStep", seat: "red", to: 29 },
      { type: "ambassadorAsk", seat: "red", kind: "mission" },
      { type: "declare", seat: "red" },
      { type: "declare", seat: "red", partner: ["yellow"] },
      { type: "handshake", seat: "yellow", accept: "yes" },
      { type: "handshake", seat: "yellow" },
      { type: "seal", seat: "red", guesses: null },
      { type: "seal", seat: "red", guesses: "all of them" },
    ];
    for (const a of bad) expectRefused(g, a, "MALFORMED_ACTION");
  });

  it("refuses an action that throws when read (a getter, a proxy) as malformed, never throws", () => {
    const boom = { type: "move", seat: "red", ball: 0, figure: "red-tall" };
    Object.defineProperty(boom, "to", { enumerable: true, get() { throw new Error("boom"); } });
    const hostile = new Proxy({ type: "roll", seat: "red" }, { ownKeys() { throw new Error("boom"); } });
    const deep = { type: "answer", seat: "yellow", cards: new Proxy(["F"], { get() { throw new Error("boom"); } }) };
    const before = JSON.stringify(g);
    for (const a of [boom, hostile, deep]) {
      let code: string;
      try {
        const r = applyAction(g, a);
        code = r.ok ? "applied" : r.error.code;
      } catch (e) {
        code = `thrown: ${(e as Error).message}`;
      }
      expect(code).to.equal("MALFORMED_ACTION");
    }
    expect(JSON.stringify(g)).to.equal(before);
  });

  it("reads an action once: a field that changes from one read to the next is applied and recorded as its first value", () => {
    let reads = 0;
    const flip = { type: "roll" };
    Object.defineProperty(flip, "seat", { enumerable: true, get: () => (++reads <= 1 ? "red" : "yellow") });
    const r = applyAction(g, flip);
    expect(reads).to.equal(1);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.turn.seat).to.equal("red");
    expect(r.state.history!.actions.at(-1)).to.deep.equal(["r", g.seats.indexOf("red")]);
  });

  it("refuses an answer of 4 cards (even when an answer is due)", () => {
    const w = waitingForAnswer();
    expectRefused(w, { type: "answer", seat: "yellow", cards: ["F", "B", "Z", "X"] }, "MALFORMED_ACTION");
    expectRefused(w, { type: "answer", seat: "yellow", cards: ["F", "B", "tall", "grey-identity"] }, "MALFORMED_ACTION");
  });

  it("BAD_MANNERISM: only the four mannerisms", () => {
    for (const mannerism of ["wink", "", "Frown", 3, undefined, null]) {
      expectRefused(g, { type: "emote", seat: "red", mannerism }, "BAD_MANNERISM");
    }
  });

  it("BAD_NOTE: a short non-empty key and a short mark (or null)", () => {
    const bad: unknown[] = [
      { type: "note", seat: "red", key: "", mark: "x" },
      { type: "note", seat: "red", key: "k".repeat(65), mark: "x" },
      { type: "note", seat: "red", key: 7, mark: "x" },
      { type: "note", seat: "red", key: "yellow:F", mark: "m".repeat(33) },
      { type: "note", seat: "red", key: "yellow:F", mark: 1 },
      { type: "note", seat: "red", key: "yellow:F" },
      { type: "note", seat: "red", mark: "x" },
    ];
    for (const a of bad) expectRefused(g, a, "BAD_NOTE");
    // The limits themselves are allowed.
    expect(applyAction(g, { type: "note", seat: "red", key: "k".repeat(64), mark: "m".repeat(32) }).ok).to.equal(true);
  });

  it("BAD_NOTE: at most 256 marks per seat; changing or clearing one is always allowed", () => {
    let s = g;
    for (let i = 0; i < 256; i++) {
      const r = applyAction(s, { type: "note", seat: "red", key: `k${i}`, mark: "x" });
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    expectRefused(s, { type: "note", seat: "red", key: "k256", mark: "x" }, "BAD_NOTE");
    expect(applyAction(s, { type: "note", seat: "red", key: "k7", mark: "?" }).ok).to.equal(true);
    expect(applyAction(s, { type: "note", seat: "red", key: "k7", mark: null }).ok).to.equal(true);
    expect(applyAction(s, { type: "note", seat: "yellow", key: "k0", mark: "x" }).ok).to.equal(true);
  });
});

describe("referee: seats and turns", () => {
  it("UNKNOWN_SEAT: a seat not at this table", () => {
    const g = game();
    for (const seat of ["ambassador", "purple", "Red", "spectator", "constructor"]) {
      expectRefused(g, { type: "roll", seat }, "UNKNOWN_SEAT");
      expectRefused(g, { type: "emote", seat, mannerism: "frown" }, "UNKNOWN_SEAT");
      expectRefused(g, { type: "note", seat, key: "k", mark: "x" }, "UNKNOWN_SEAT");
    }
    const three = createGame({ players: 3, seats: ["red", "yellow", "blue"], seed: "three", first: "red" });
    expectRefused(three, { type: "emote", seat: "green", mannerism: "frown" }, "UNKNOWN_SEAT");
    expectRefused(three, { type: "roll", seat: "ambassador" }, "UNKNOWN_SEAT");
  });

  it("NOT_YOUR_TURN: only the active seat rolls, moves and ends", () => {
    const g = game();
    expectRefused(g, { type: "roll", seat: "yellow" }, "NOT_YOUR_TURN");
    expectRefused(g, { type: "endTurn", seat: "blue" }, "NOT_YOUR_TURN");
    expectRefused(g, { type: "declare", seat: "green", partner: "blue" }, "NOT_YOUR_TURN");
    const five = createGame({ players: 5, seed: "five", first: "red" });
    expectRefused(five, { type: "ambassadorStep", seat: "ambassador", to: "s29" }, "NOT_YOUR_TURN");
  });

  it("WAITING_FOR_OTHER while an answer is pending", () => {
    const w = waitingForAnswer();
    expect(w.turn.pending?.kind).to.equal("answer");
    // The asker cannot go on, nor can anyone else act in the turn.
    expectRefused(w, { type: "endTurn", seat: "red" }, "WAITING_FOR_OTHER");
    expectRefused(w, { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" }, "WAITING_FOR_OTHER");
    expectRefused(w, { type: "extraStep", seat: "red", own: "red-tall", met: "yellow-tall", to: "s7" }, "WAITING_FOR_OTHER");
    expectRefused(w, { type: "declare", seat: "red", partner: "yellow" }, "WAITING_FOR_OTHER");
    expectRefused(w, { type: "roll", seat: "yellow" }, "WAITING_FOR_OTHER");
    expectRefused(w, { type: "roll", seat: "green" }, "WAITING_FOR_OTHER");
    // Only yellow answers; nobody expels before the answer.
    expectRefused(w, { type: "answer", seat: "red", cards: ["F", "B", "tall"] }, "NOT_ANSWERER");
    expectRefused(w, { type: "answer", seat: "green", cards: ["F", "B", "short"] }, "NOT_ANSWERER");
    expectRefused(w, { type: "expel", seat: "red", to: "s7" }, "WRONG_STAGE");
    // Once yellow has answered, red expels; yellow cannot.
    const answer = legalActions(w, "yellow")[0]!;
    expect(answer.type).to.equal("answer");
    const e = act(w, answer);
    expect(e.turn.pending?.kind).to.equal("expel");
    expectRefused(e, { type: "expel", seat: "yellow", to: "s7" }, "WAITING_FOR_OTHER");
    expectRefused(e, { type: "endTurn", seat: "red" }, "WAITING_FOR_OTHER");
    expectRefused(e, { type: "roll", seat: "yellow" }, "NOT_YOUR_TURN");
    const done = act(e, { type: "expel", seat: "red", to: "s7" });
    expect(done.positions["yellow-tall"]).to.equal("s7");
    expect(act(done, { type: "endTurn", seat: "red" }).turn.seat).to.equal("yellow");
  });

  it("WAITING_FOR_OTHER while a handshake is pending", () => {
    const h = actAll(game(), [
      { type: "roll", seat: "red" },
      { type: "endMovement", seat: "red" },
      { type: "declare", seat: "red", partner: "yellow" },
    ]);
    expect(h.turn.pending?.kind).to.equal("handshake");
    expectRefused(h, { type: "endTurn", seat: "red" }, "WAITING_FOR_OTHER");
    expectRefused(h, { type: "roll", seat: "blue" }, "WAITING_FOR_OTHER");
    expectRefused(h, { type: "handshake", seat: "green", accept: true }, "NOT_NAMED");
  });

  it("GAME_OVER: nothing but emote and note after the end", () => {
    const o = over();
    expect(o.result).to.not.equal(null);
    expect(o.turn.stage).to.equal("over");
    const actions: Action[] = [
      { type: "roll", seat: "red" },
      { type: "roll", seat: "yellow" },
      { type: "endTurn", seat: "red" },
      { type: "endMovement", seat: "red" },
      { type: "declare", seat: "red", partner: "yellow" },
      { type: "declare", seat: "green", partner: "blue" },
      { type: "handshake", seat: "yellow", accept: true },
      { type: "answer", seat: "yellow", cards: ["F", "B", "short"] },
      { type: "expel", seat: "red", to: "s7" },
      { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s7" },
    ];
    for (const a of actions) expectRefused(o, a, "GAME_OVER");
    expect(legalActions(o, "red")).to.deep.equal([]);
    expect(applyAction(o, { type: "emote", seat: "blue", mannerism: "frown" }).ok).to.equal(true);
    expect(applyAction(o, { type: "note", seat: "blue", key: "k", mark: "x" }).ok).to.equal(true);
    const five = actAll(createGame({ players: 5, seed: "five-over", first: "red", deal: DEAL }), [
      { type: "roll", seat: "red" },
      { type: "endMovement", seat: "red" },
      { type: "declare", seat: "red", partner: "green" },
      { type: "handshake", seat: "green", accept: true },
    ]);
    expect(five.result).to.not.equal(null);
    const guesses = Object.fromEntries(Object.entries(DEAL).map(([s, x]) => [s, { identity: x.identity, build: x.build }]));
    expectRefused(five, { type: "seal", seat: "ambassador", guesses }, "GAME_OVER");
  });
});

describe("referee: emote and note", () => {
  it("emote: any seat, any time, logged publicly", () => {
    const g = game();
    const s = act(g, { type: "emote", seat: "blue", mannerism: "tug-left-earlobe" });
    expect(s.log).to.have.length(g.log.length + 1);
    const ev = s.log[s.log.length - 1]!;
    expect(ev.type).to.equal("emote");
    expect(ev.data).to.deep.equal({ seat: "blue", mannerism: "tug-left-earlobe" });
    expect(ev.private).to.equal(undefined);
    for (const viewer of ["red", "yellow", "green", "blue", "spectator"] as const) {
      const log = viewFor(s, viewer).log;
      const last = log[log.length - 1]!;
      expect(last.type, viewer).to.equal("emote");
      expect(last.data, viewer).to.deep.equal({ seat: "blue", mannerism: "tug-left-earlobe" });
    }
    // The turn is untouched.
    expect(s.turn).to.deep.equal(g.turn);
    expect(s.positions).to.deep.equal(g.positions);
    // Also while an answer is pending.
    expect(applyAction(waitingForAnswer(), { type: "emote", seat: "green", mannerism: "frown" }).ok).to.equal(true);
  });

  it("TOO_MANY_MANNERISMS: at most 3 a seat a turn (ruling 16); other seats and the next turn are not affected", () => {
    const g = quietGame();
    const frown = (seat: AgentSeat): Action => ({ type: "emote", seat, mannerism: "frown" });
    const three = actAll(g, [frown("blue"), frown("blue"), frown("blue")]);
    expectRefused(three, frown("blue"), "TOO_MANY_MANNERISMS");
    expect(applyAction(three, frown("green")).ok).to.equal(true);
    // The mover's own mannerisms count alike, and a new turn brings three more.
    const next = passTurn(three);
    expect(next.turn.number).to.equal(three.turn.number + 1);
    expect(actAll(next, [frown("blue"), frown("blue"), frown("blue")]).log.filter((e) => e.type === "emote")).to.have.length(6);
  });

  it("note: a mark only that seat sees in its notebook", () => {
    const g = game();
    const s = act(g, { type: "note", seat: "green", key: "yellow:identity:F", mark: "zq-unlikely" });
    expect(viewFor(s, "green").notebook!.marks).to.deep.equal({ "yellow:identity:F": "zq-unlikely" });
    for (const viewer of ["red", "yellow", "blue"] as const) {
      expect(viewFor(s, viewer).notebook!.marks, viewer).to.deep.equal({});
      expect(JSON.stringify(viewFor(s, viewer)), viewer).to.not.contain("zq-unlikely");
    }
    expect(viewFor(s, "spectator").notebook).to.equal(null);
    expect(JSON.stringify(viewFor(s, "spectator"))).to.not.contain("zq-unlikely");
    // Not an event in the log: nothing is announced.
    expect(s.log).to.have.length(g.log.length);
    expect(s.turn).to.deep.equal(g.turn);
  });

  it("note: marks are kept per key, replaced, and cleared with null", () => {
    let s = game();
    s = act(s, { type: "note", seat: "red", key: "a", mark: "1" });
    s = act(s, { type: "note", seat: "red", key: "b", mark: "2" });
    s = act(s, { type: "note", seat: "red", key: "a", mark: "3" });
    s = act(s, { type: "note", seat: "yellow", key: "a", mark: "y" });
    expect(viewFor(s, "red").notebook!.marks).to.deep.equal({ a: "3", b: "2" });
    expect(viewFor(s, "yellow").notebook!.marks).to.deep.equal({ a: "y" });
    s = act(s, { type: "note", seat: "red", key: "a", mark: null });
    expect(viewFor(s, "red").notebook!.marks).to.deep.equal({ b: "2" });
    expect(viewFor(s, "yellow").notebook!.marks).to.deep.equal({ a: "y" });
  });
});

describe("referee: purity", () => {
  it("refusals of every kind leave the state unchanged (checked by expectRefused)", () => {
    const w = waitingForAnswer();
    expectRefused(w, { type: "answer", seat: "yellow", cards: ["Z", "X", "tall"] }, "NO_TRUE_CARD");
    expectRefused(w, { type: "answer", seat: "yellow", cards: ["B", "B", "tall"] }, "DUPLICATE_CARD");
    expectRefused(w, { type: "answer", seat: "yellow", cards: ["B", "F"] }, "WRONG_CARD_COUNT");
    const m = act(game(), { type: "roll", seat: "red" });
    expectRefused(m, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s4" }, "NO_ROUTE");
    expectRefused(m, { type: "endTurn", seat: "red" }, "WRONG_STAGE");
  });

  it("an accepted action never modifies its input, through a whole turn and the end of the game", () => {
    let s = game();
    const steps: Action[] = [
      { type: "note", seat: "blue", key: "k", mark: "x" },
      { type: "note", seat: "blue", key: "k2", mark: "y" },
      { type: "note", seat: "blue", key: "k", mark: null },
      { type: "emote", seat: "green", mannerism: "frown" },
      { type: "roll", seat: "red" },
      { type: "move", seat: "red", ball: 2, figure: "red-short", to: "s33" },
      { type: "undo", seat: "red" },
      { type: "move", seat: "red", ball: 0, figure: "red-thin", to: "s53" },
      { type: "endMovement", seat: "red" },
      { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" },
    ];
    const step = (a: Action) => {
      const before = JSON.stringify(s);
      const frozen = deepFreeze(s);
      const r = applyAction(frozen, a);
      expect(r.ok, JSON.stringify(a)).to.equal(true);
      expect(JSON.stringify(frozen), JSON.stringify(a)).to.equal(before);
      if (r.ok) {
        expect(r.state).to.not.equal(frozen);
        expect(r.events).to.deep.equal(r.state.log.slice(frozen.log.length));
        s = r.state;
      }
    };
    steps.forEach(step);
    step(legalActions(s, "yellow")[0]!); // the answer
    step(legalActions(s, "red")[0]!); // the expulsion
    step({ type: "note", seat: "red", key: "k", mark: null });
    step({ type: "endTurn", seat: "red" });
    step({ type: "roll", seat: "yellow" });
    step({ type: "endMovement", seat: "yellow" });
    step({ type: "declare", seat: "yellow", partner: "red" });
    step({ type: "handshake", seat: "red", accept: false });
    expect(s.result).to.not.equal(null);
  });
});
