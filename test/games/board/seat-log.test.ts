/**
 * viewFor builds a seat's log and notebook incrementally (seat-log.ts): each view must equal the
 * one built from scratch, for every viewer, through whole games, on other branches of the same
 * game and across the end, and unchanged parts must stay the same objects.
 */
import { expect } from "@open-wc/testing";
import { applyAction, legalActions, viewFor, waitingFor } from "../../../src/games/board/index.js";
import type { GameState, SeatView, Viewer } from "../../../src/games/board/index.js";
import { playRandomGame } from "./support/random-play.js";

/** The view of a copy of `state` that shares no object with it: nothing kept can be reused, so it is built from scratch. */
const fresh = (state: GameState, viewer: Viewer): SeatView => viewFor(JSON.parse(JSON.stringify(state)) as GameState, viewer);
const viewers = (s: GameState): Viewer[] => [...s.seats, "spectator"];

describe("seat log (viewFor, incrementally)", () => {
  for (const players of [3, 4, 5] as const) {
    it(`equals a view built from scratch, for every viewer through ${players}-player games to the end`, () => {
      // Every viewer's view at every step (each extends the last); compared with one built from
      // scratch whenever an answer was logged, every fifth step and at the end.
      let checked = 0, answered = 0, ended = 0, step = 0;
      for (const g of [0, 1, 2]) {
        playRandomGame({
          players, seed: `seat-log-${players}-${g}`, botSeed: `seat-log-bot-${g}`, declareFromTurn: 30,
          onStep: (state, action, before) => {
            const answer = state.log.slice(before.log.length).some((e) => e.type === "answered");
            if (answer) answered++;
            const compare = answer || state.result !== null || ++step % 5 === 0;
            for (const v of viewers(state)) {
              const view = viewFor(state, v);
              if (!compare) continue;
              expect(JSON.stringify(view), `${v} after ${JSON.stringify(action)}`).to.equal(JSON.stringify(fresh(state, v)));
              checked++;
            }
            if (state.result) ended++;
          },
        });
      }
      expect(answered, "answers were logged (notebooks grew)").to.be.greaterThan(3);
      expect(ended, "the games ended").to.equal(3);
      expect(checked).to.be.greaterThan(100);
    });
  }

  it("another branch of the same game, and the first again, each equal a view built from scratch", () => {
    let tested = 0;
    playRandomGame({
      players: 4, seed: "seat-log-branch", botSeed: "seat-log-branch-bot", declareFromTurn: 10, maxActions: 150,
      onStep: (_state, _action, before) => {
        const seat = waitingFor(before);
        if (!seat || before.result) return;
        const branches = legalActions(before, seat).slice(0, 3).map((a) => applyAction(before, a)).filter((r) => r.ok).map((r) => (r as { state: GameState }).state);
        if (branches.length < 2) return;
        for (const s of [...branches, branches[0]!, before]) {
          for (const v of viewers(s)) expect(JSON.stringify(viewFor(s, v))).to.equal(JSON.stringify(fresh(s, v)));
        }
        tested++;
      },
    });
    expect(tested).to.be.greaterThan(50);
  });

  it("several next states of one state each extend that state's seat log: its events stay the same objects", () => {
    // A host prepares the answers to every legal action of the seat it waits for (net/prepared-answers.ts).
    let tested = 0;
    playRandomGame({
      players: 4, seed: "seat-log-siblings", botSeed: "seat-log-siblings-bot", declareFromTurn: 30, maxActions: 200,
      onStep: (state) => {
        const seat = waitingFor(state);
        if (!seat || state.result) return;
        const next = legalActions(state, seat).map((a) => applyAction(state, a)).filter((r) => r.ok).map((r) => (r as { state: GameState }).state);
        if (next.length < 3) return;
        const base = viewFor(state, seat);
        for (const s of next) {
          const view = viewFor(s, seat);
          for (let i = 0; i < base.log.length; i++) expect(view.log[i], `event ${i}`).to.equal(base.log[i]);
          expect(JSON.stringify(view)).to.equal(JSON.stringify(fresh(s, seat)));
        }
        tested++;
      },
    });
    expect(tested).to.be.greaterThan(20);
  });

  it("what did not change stays the same object: the notebook, `you` and the log's earlier events", () => {
    let quiet = 0, grew = 0;
    playRandomGame({
      players: 4, seed: "seat-log-same", botSeed: "seat-log-same-bot", declareFromTurn: 30, maxActions: 600,
      onStep: (state, action, before) => {
        if (state.result) return;
        for (const v of state.seats) {
          const a = viewFor(before, v), b = viewFor(state, v);
          for (let i = 0; i < a.log.length; i++) expect(b.log[i]).to.equal(a.log[i]);
          if (v !== "ambassador") expect(b.you).to.equal(a.you);
          if (action.type !== "answer" && action.type !== "note") {
            expect(b.notebook, `${v}'s notebook after ${action.type}`).to.equal(a.notebook);
            quiet++;
          } else if (b.notebook !== a.notebook) grew++;
        }
      },
    });
    expect(quiet).to.be.greaterThan(100);
    expect(grew, "an answer gives the seats it concerns a new notebook").to.be.greaterThan(0);
  });

  it("a state that shares its log with one seen before but has ended shows every private part", () => {
    // The first state of a game after an answer (private parts in its log), and the game's result.
    let mid: GameState | null = null;
    const { state: end } = playRandomGame({
      players: 4, seed: "seat-log-end", botSeed: "seat-log-end-bot", declareFromTurn: 30,
      onStep: (state) => { if (!mid && state.log.some((e) => e.type === "answered")) mid = state; },
    });
    expect(end.result).to.not.equal(null);
    if (!mid) throw new Error("no answer in this game");
    const ended = { ...(mid as GameState), result: end.result } as GameState;
    for (const v of viewers(ended)) {
      viewFor(mid!, v);
      expect(JSON.stringify(viewFor(ended, v))).to.equal(JSON.stringify(fresh(ended, v)));
      expect(JSON.stringify(viewFor(mid!, v))).to.equal(JSON.stringify(fresh(mid!, v)));
    }
  });

  it("a seat's view never holds what another seat was shown, whichever viewer asked last", () => {
    const { state } = playRandomGame({ players: 5, seed: "seat-log-secret", botSeed: "seat-log-secret-bot", declareFromTurn: 200, maxActions: 300 });
    // Ask in an order that leaves each seat's kept log behind the other seats' several times.
    for (const v of [...state.seats, "spectator" as const, ...[...state.seats].reverse()]) {
      const view = viewFor(state, v);
      expect(view).to.deep.equal(fresh(state, v));
      for (const e of view.log) if (e.mine) expect((state.log[e.seq]!.private as Record<string, unknown>)[v]).to.equal(e.mine);
    }
  });
});
