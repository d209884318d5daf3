/**
 * Movement never dead-ends: every step the engine offers (and the referee accepts) leaves a legal
 * way to end the movement with the balls left, and every step the balls allow that does leave one
 * is offered. Checked against an exhaustive search of this file's own (every ball, figure and
 * neighbouring space, the referee's End movement as the judge) over thousands of seeded random
 * positions, crowded ones and ones from random legal play.
 */
import { expect } from "@open-wc/testing";
import {
  ALL_SPACES, BALL_RULES, PHANTOM_BALLS, Rng, applyAction, createGame, figureOwner, isRoute, legalActions, neighbours, seedRng, viewFor,
} from "../../../src/games/board/index.js";
import type { Action, AgentSeat, Ball, FigureId, GameState, SpaceId } from "../../../src/games/board/index.js";
import { act } from "./support/act.js";

const SPACES: SpaceId[] = ALL_SPACES.map((x) => x.id);

/** The balls' own rules, written here: which ball, whose figure, along which route. */
function ballAllows(s: GameState, seat: AgentSeat, ball: number, f: FigureId, to: SpaceId): boolean {
  const colour = s.turn.roll[ball]!;
  if (s.turn.steps.some((x) => x.ball === ball)) return false;
  const rule = BALL_RULES[colour];
  const owner = figureOwner(f);
  if (rule.moves === "own" && owner !== seat) return false;
  if (rule.moves === "opponent" && (owner === null || owner === seat)) return false;
  if (rule.moves === "ambassador" && f !== "ambassador") return false;
  return rule.routes.some((k) => isRoute(s.positions[f]!, to, k));
}

/** The state after a step, built by hand (no referee check). */
function stepTo(s: GameState, ball: number, f: FigureId, to: SpaceId): GameState {
  const from = s.positions[f]!;
  return { ...s, positions: { ...s.positions, [f]: to }, turn: { ...s.turn, steps: [...s.turn.steps, { ball, figure: f, from, to }] } };
}

/**
 * Whether the movement may end here, written from RULES.md §3.1 (not the engine's code): a figure
 * moved with purple or black stands alone or with the mover's figures only, wherever it ends (back
 * where it stood too); no two own figures share a space; at most one figure of each other seat is met.
 */
function mayEnd(s: GameState, seat: AgentSeat): boolean {
  const pos = s.positions as Record<FigureId, SpaceId>;
  const figs = Object.keys(pos) as FigureId[];
  for (const step of s.turn.steps) {
    if (BALL_RULES[s.turn.roll[step.ball]!].moves === "own") continue;
    const at = pos[step.figure];
    if (figs.some((f) => f !== step.figure && pos[f] === at && figureOwner(f) !== seat)) return false;
  }
  const own = figs.filter((f) => figureOwner(f) === seat).map((f) => pos[f]);
  if (new Set(own).size !== own.length) return false;
  const met = figs.filter((f) => figureOwner(f) !== null && figureOwner(f) !== seat && own.includes(pos[f])).map(figureOwner);
  return new Set(met).size === met.length;
}

/** Exhaustive: can the movement end, now or after any further steps (every ball, figure, neighbouring space)? Memoised on what the end depends on. */
function completes(s: GameState, seat: AgentSeat, memo: Map<string, boolean>): boolean {
  let key = "";
  for (const f in s.positions) key += s.positions[f as FigureId] + ",";
  for (const x of s.turn.steps) key += BALL_RULES[s.turn.roll[x.ball]!].moves === "own" ? `|${x.ball}` : `|${x.ball}${x.figure}${x.from}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let done = mayEnd(s, seat);
  for (let ball = 0; ball < s.turn.roll.length && !done; ball++) {
    for (const f of Object.keys(s.positions) as FigureId[]) {
      for (const to of neighbours(s.positions[f]!)) {
        if (ballAllows(s, seat, ball, f, to) && completes(stepTo(s, ball, f, to), seat, memo)) { done = true; break; }
      }
      if (done) break;
    }
  }
  memo.set(key, done);
  return done;
}

const moves = (s: GameState, seat: AgentSeat) => legalActions(s, seat).filter((a): a is Extract<Action, { type: "move" }> => a.type === "move");

interface Tally { positions: number; offered: number; refused: number; needingMore: number }

/**
 * Checks one movement in progress and walks on along offered steps: each offered step is accepted
 * and can be completed, and End movement is offered exactly when the referee accepts it. With
 * `exact`, also each step the balls allow but the engine does not offer: it cannot be completed,
 * and the referee refuses it (DEAD_END) — the expensive half (the search must exhaust every way on).
 */
function checkWalk(start: GameState, rng: Rng, t: Tally, exact: boolean): void {
  const seat = start.turn.seat as AgentSeat;
  let s = start;
  const memo = new Map<string, boolean>();
  for (;;) {
    t.positions++;
    const offered = moves(s, seat);
    for (const a of offered) {
      const where = `${JSON.stringify(a)} roll ${s.turn.roll} steps ${JSON.stringify(s.turn.steps)} at ${JSON.stringify(s.positions)}`;
      expect(ballAllows(s, seat, a.ball, a.figure, a.to), where).to.equal(true);
      expect(completes(stepTo(s, a.ball, a.figure, a.to), seat, memo), `offered but no legal end: ${where}`).to.equal(true);
      const r = applyAction(s, a);
      expect(r.ok, where).to.equal(true);
      t.offered++;
      if (r.ok && !applyAction(r.state, { type: "endMovement", seat }).ok) t.needingMore++;
    }
    if (exact) {
      const offeredKeys = new Set(offered.map((a) => `${a.ball}:${a.figure}:${a.to}`));
      for (let ball = 0; ball < s.turn.roll.length; ball++) {
        for (const f of Object.keys(s.positions) as FigureId[]) {
          for (const to of neighbours(s.positions[f]!)) {
            if (!ballAllows(s, seat, ball, f, to) || offeredKeys.has(`${ball}:${f}:${to}`)) continue;
            const a: Action = { type: "move", seat, ball, figure: f, to };
            const where = `${JSON.stringify(a)} roll ${s.turn.roll} steps ${JSON.stringify(s.turn.steps)} at ${JSON.stringify(s.positions)}`;
            expect(completes(stepTo(s, ball, f, to), seat, memo), `not offered but has a legal end: ${where}`).to.equal(false);
            const r = applyAction(s, a);
            expect(r.ok ? "accepted" : r.error.code, where).to.equal("DEAD_END");
            t.refused++;
          }
        }
      }
    }
    const canEnd = applyAction(s, { type: "endMovement", seat }).ok;
    expect(canEnd, "the referee's end check is the one written here").to.equal(mayEnd(s, seat));
    const view = viewFor(s, seat);
    expect(view.legal.some((a) => a.type === "endMovement")).to.equal(canEnd);
    expect(view.turn.endBlock === null).to.equal(canEnd);
    // A partial movement is never a dead end: End movement, or another step, is there.
    if (s.turn.steps.length > 0) expect(canEnd || offered.length > 0, `stuck: ${JSON.stringify(s.turn)}`).to.equal(true);
    if (offered.length === 0) return;
    s = act(s, rng.pick(offered));
  }
}

function randomRoll(rng: Rng): Ball[] {
  const pool = PHANTOM_BALLS.slice();
  return [0, 1, 2].map(() => pool.splice(rng.int(pool.length), 1)[0]!);
}

describe("movement never dead-ends (property, exhaustive search)", () => {
  it("crowded random positions: offered steps are exactly those that can still end legally", function () {
    this.timeout(120_000);
    const t: Tally = { positions: 0, offered: 0, refused: 0, needingMore: 0 };
    for (let i = 0; i < 600; i++) {
      const rng = new Rng(seedRng(`dead-end:${i}`));
      const players = ([3, 4, 5] as const)[i % 3];
      const probe = createGame({ players, seed: `dead-end:${i}` });
      // Every figure within a few spaces of one another, many sharing a space: where the end checks bite.
      const near = new Set<SpaceId>([rng.pick(SPACES)]);
      while (near.size < 3 + rng.int(5)) near.add(rng.pick(neighbours(rng.pick([...near]))));
      const spots = [...near];
      const positions: Partial<Record<FigureId, SpaceId>> = {};
      for (const f of Object.keys(probe.positions) as FigureId[]) if (rng.int(2) > 0) positions[f] = rng.pick(spots);
      const first = rng.pick(probe.agents);
      const g = createGame({ players, seed: `dead-end:${i}`, positions, first, rolls: [randomRoll(rng)] });
      checkWalk(act(g, { type: "roll", seat: first }), rng, t, i % 8 === 0);
    }
    expect(t.positions).to.be.greaterThan(2000);
    // The positions are hard ones: many steps are refused, many offered ones need more steps to end.
    expect(t.refused).to.be.greaterThan(500);
    expect(t.needingMore).to.be.greaterThan(500);
  });

  it("positions of random legal play: every offered step can still end legally", function () {
    this.timeout(120_000);
    const t: Tally = { positions: 0, offered: 0, refused: 0, needingMore: 0 };
    for (let g = 0; g < 12; g++) {
      const rng = new Rng(seedRng(`dead-end-play:${g}`));
      let s = createGame({ players: ([3, 4, 5] as const)[g % 3], seed: `dead-end-play:${g}` });
      for (let n = 0; n < 400 && !s.result; n++) {
        const seat = s.turn.pending ? null : s.turn.seat;
        if (seat && s.turn.stage === "move" && s.turn.steps.length === 0) checkWalk(s, new Rng(seedRng(`walk:${g}:${n}`)), t, n % 8 === 0);
        const who = (s.turn.pending?.kind === "answer" ? s.turn.pending.question.answerer
          : s.turn.pending?.kind === "expel" ? s.turn.pending.by
          : s.turn.pending?.kind === "handshake" ? s.turn.pending.partner
          : s.turn.pending?.kind === "ambassadorQuestion" ? "ambassador" : s.turn.seat);
        const legal = legalActions(s, who).filter((a) => a.type !== "declare" && a.type !== "declareAlone");
        if (!legal.length) break;
        s = act(s, rng.pick(legal));
      }
    }
    expect(t.positions).to.be.greaterThan(1000);
  });
});

describe("movement: a step with no legal end is refused (DEAD_END, docs/rulings.md 18)", () => {
  const PLACEMENT = {
    red: { tall: "s2", short: "s27", fat: "s31", thin: "s52" },
    yellow: { tall: "s5", short: "s12", fat: "s21", thin: "s44" },
    green: { tall: "s14", short: "s24", fat: "s35", thin: "s55" },
    blue: { tall: "s13", short: "s20", fat: "s38", thin: "s41" },
  } as const;
  const rolled = (roll: Ball[], positions: Partial<Record<FigureId, SpaceId>>) =>
    act(createGame({ seed: "movement", placement: PLACEMENT, positions, first: "red", rolls: [roll] }), { type: "roll", seat: "red" });

  it("purple onto a third seat's figure: nothing left could move either away", () => {
    const g = rolled(["purple", "white", "white"], { "green-tall": "s6" });
    const r = applyAction(g, { type: "move", seat: "red", ball: 0, figure: "yellow-tall", to: "s6" });
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error.code).to.equal("DEAD_END");
    expect(moves(g, "red").some((a) => a.figure === "yellow-tall" && a.to === "s6")).to.equal(false);
  });

  it("purple onto the Ambassador is offered with black left to move it away, and the view says what blocks the end", () => {
    const g = rolled(["purple", "black", "white"], { ambassador: "s6" });
    const s = act(g, { type: "move", seat: "red", ball: 0, figure: "yellow-tall", to: "s6" });
    expect(viewFor(s, "red").turn.endBlock).to.deep.equal({ code: "PURPLE_BLOCKED", figure: "yellow-tall" });
    expect(viewFor(s, "red").legal.some((a) => a.type === "endMovement")).to.equal(false);
    const h = rolled(["purple", "white", "white"], { ambassador: "s6" });
    expect(moves(h, "red").some((a) => a.figure === "yellow-tall" && a.to === "s6")).to.equal(false);
  });

  it("the last own ball onto an own figure is refused; with another own ball left it is offered", () => {
    const step = { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s3" } as const;
    const g = rolled(["white", "black", "black"], { "red-short": "s3" });
    const r = applyAction(g, step);
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error.code).to.equal("DEAD_END");
    const h = rolled(["white", "white", "black"], { "red-short": "s3" });
    expect(moves(h, "red").some((a) => a.ball === 0 && a.figure === "red-tall" && a.to === "s3")).to.equal(true);
    expect(viewFor(act(h, step), "red").turn.endBlock).to.deep.include({ code: "OWN_FIGURES_STACKED" });
  });
});
