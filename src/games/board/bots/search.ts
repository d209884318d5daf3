/**
 * The strong bot's search over sampled deals (determinized rollouts). For a decision on the board
 * (a step of movement, where to expel a met figure), each candidate is tried in the same deals,
 * sampled from the exact posterior of `deduce` (deals by their weight, unknown mission letters
 * uniformly among the letters nobody has shown), each played forward a few turns by a fast
 * rollout policy on an abstract board, the same rolls for every candidate (common random numbers).
 *
 * The rollout knows, inside each sampled deal, both teams' missions: every seat in turn draws three
 * balls from the Phantom, steps its own figures toward its team's goal (one step an own-figure
 * ball), uses purple on the opposing team's figure and black on the Ambassador when that helps its
 * team most (blocking included), and its team wins when its condition holds at the end of its
 * movement. A deal that reaches no end scores the difference of the teams' distances to their
 * goals. So a candidate's value is the bot's chance of winning the race, the opponents' likely
 * mission weighed in: blocking it is chosen when it pays, by the search, not by a rule.
 *
 * The budget is counted in deals and turns, never in time: the same view and Rng give the same
 * choice. Uses only the SeatView.
 */
import { ALL_SPACES, EMBASSY, numberedSpace, neighbours } from "../board.js";
import type { Deduction, World } from "../deduction.js";
import { missionFor, teamOf, type Condition, type Place, type Team } from "../missions.js";
import { PHANTOM_BALLS } from "../phantom.js";
import type { Rng } from "../../kernel/rng.js";
import {
  ESCAPE_SPACE, MISSION_LETTERS, PARTNER, figureId,
  type AgentSeat, type Ball, type FigureId, type Identity, type MissionLetter, type SpaceId,
} from "../types.js";
import type { SeatView } from "../view.js";
import { CAP, FIGURE, SEAT_FIGURES, near, positionIndex, spaceIndex } from "./board-sense.js";

/** How much the search looks at: deals sampled, and seat turns played forward in each. */
export const SEARCH = { deals: 48, turns: 8 } as const;

/** A goal on the abstract board: some mover on the target (a space, or the space of a figure). */
export interface Goal {
  readonly space: number;
  readonly figure: number;
  readonly movers: readonly number[];
}

/** One sampled truth: a deal, every mission letter, and both teams' goals in it. */
export interface Sample {
  readonly world: World;
  readonly letters: Readonly<Partial<Record<AgentSeat, MissionLetter>>>;
  readonly goals: Readonly<Record<Team, Goal | null>>;
  /** The team of each seat in turn order (null: the Ambassador seat, which plays no race here). */
  readonly teams: readonly (Team | null)[];
  /** Each team's figures (as numbers): what its purple ball may move is the other team's. */
  readonly figures: Readonly<Record<Team, readonly number[]>>;
  /** Rolls for the turns played forward: 3 balls a turn. */
  readonly rolls: readonly Ball[][];
}

let adjacency: number[][] | null = null;
function adjacent(): number[][] {
  if (!adjacency) adjacency = ALL_SPACES.map((s) => neighbours(s.id).map(spaceIndex));
  return adjacency;
}

/** A small seeded generator for the rollouts (mulberry32), seeded from the bot's Rng. */
function stream(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A team's goal in a deal (null: none we can read, e.g. a team with no seat at the table). */
function goalOf(view: SeatView, w: World, letters: Readonly<Partial<Record<AgentSeat, MissionLetter>>>, team: Team): Goal | null {
  const seatOf = (i: Identity) => view.agents.find((s) => w.identity[s] === i);
  const lone = view.players === 3 ? view.agents.find((s) => !seatOf(PARTNER[w.identity[s]!])) : undefined;
  const trueOf = (i: Identity): number => {
    const s = seatOf(i) ?? lone;
    return s ? FIGURE.get(figureId(s, w.build[s]!))! : -1;
  };
  const members: Identity[] = team === "FB" ? ["F", "B"] : ["Z", "X"];
  const seats = members.map(seatOf);
  if (!seats[0] && !seats[1]) return null;
  if (!seats[0] || !seats[1]) {
    // 3 players: the seat whose partner is set aside escapes alone.
    const s = (seats[0] ?? seats[1])!;
    return { space: spaceIndex(numberedSpace(ESCAPE_SPACE[w.identity[s]!])), figure: -1, movers: [FIGURE.get(figureId(s, w.build[s]!))!] };
  }
  const mission = missionFor(team, letters[seats[0]]!, letters[seats[1]]!);
  if (!mission) return null;
  const cond: Condition = mission.condition;
  const place = (pl: Place): { space: number; figure: number } | null => {
    if ("space" in pl) return { space: spaceIndex(pl.space === "embassy" ? EMBASSY : numberedSpace(pl.space)), figure: -1 };
    if ("ambassador" in pl) return { space: -1, figure: FIGURE.get("ambassador")! };
    const f = trueOf(pl.trueFigureOf);
    return f >= 0 ? { space: -1, figure: f } : null;
  };
  const teamFigures = seats.flatMap((s) => SEAT_FIGURES.get(s!)!);
  let target: { space: number; figure: number } | null;
  let movers: number[];
  switch (cond.type) {
    case "anyTeamFigure":
      target = place(cond.on);
      movers = teamFigures.filter((f) => f !== target?.figure);
      break;
    case "trueFigure":
      target = place(cond.on);
      movers = [trueOf(cond.of)];
      break;
    case "together":
      target = { space: -1, figure: trueOf(cond.of[1]) };
      movers = [trueOf(cond.of[0])];
      break;
    case "ambassador":
      target = place(cond.on);
      movers = view.players === 5 ? members.map(trueOf) : [FIGURE.get("ambassador")!];
      break;
  }
  movers = movers.filter((f) => f >= 0);
  if (!target || (target.space < 0 && target.figure < 0) || !movers.length) return null;
  return { ...target, movers };
}

/** Steps from the goal on these positions (0: the condition holds). */
function gap(g: Goal | null, pos: Int16Array): number {
  if (!g) return CAP;
  const t = g.space >= 0 ? g.space : pos[g.figure]!;
  let m = CAP;
  for (const f of g.movers) {
    const d = near(pos[f]!, t);
    if (d < m) m = d;
  }
  return m;
}

/** Deals from the posterior (by weight), with every unknown mission letter dealt at random. */
export function sampleDeals(view: SeatView, d: Deduction, rng: Rng, n: number): Sample[] {
  const seed = rng.int(2 ** 31);
  const next = stream(seed);
  const cumulative: number[] = [];
  let acc = 0;
  for (const w of d.weights) cumulative.push((acc += w));
  const known: Partial<Record<AgentSeat, MissionLetter>> = {};
  for (const s of view.agents) if (d.missions[s]?.length === 1) known[s] = d.missions[s]![0]!;
  const free = MISSION_LETTERS.filter((l) => !Object.values(known).includes(l));
  const unknown = view.agents.filter((s) => !known[s]);
  const out: Sample[] = [];
  for (let i = 0; i < n; i++) {
    // Stratified: one deal from each n-th of the cumulative weight.
    const u = ((i + next()) / n) * acc;
    let j = 0;
    while (j < cumulative.length - 1 && cumulative[j]! < u) j++;
    const world = d.worlds[j]!;
    const pool = free.slice();
    for (let k = pool.length - 1; k > 0; k--) {
      const r = Math.floor(next() * (k + 1));
      [pool[k], pool[r]] = [pool[r]!, pool[k]!];
    }
    const letters = { ...known };
    unknown.forEach((s, k) => (letters[s] = pool[k]));
    const rolls: Ball[][] = [];
    for (let t = 0; t < SEARCH.turns; t++) {
      const bag = PHANTOM_BALLS.slice();
      const roll: Ball[] = [];
      for (let b = 0; b < 3; b++) roll.push(bag.splice(Math.floor(next() * bag.length), 1)[0]!);
      rolls.push(roll);
    }
    const teams = view.seats.map((s) => (s === "ambassador" ? null : teamOf(world.identity[s as AgentSeat]!)));
    const figures: Record<Team, number[]> = { FB: [], ZX: [] };
    view.seats.forEach((s, k) => { if (teams[k]) figures[teams[k]!].push(...SEAT_FIGURES.get(s as AgentSeat)!); });
    out.push({ world, letters, goals: { FB: goalOf(view, world, letters, "FB"), ZX: goalOf(view, world, letters, "ZX") }, teams, figures, rolls });
  }
  return out;
}

const other = (t: Team): Team => (t === "FB" ? "ZX" : "FB");

/**
 * One seat's movement in a rollout: each ball used where it helps its team most (its own gap down,
 * the other team's up), or not at all. Mutates `pos`.
 */
function moveSeat(seatFigures: readonly number[], opponents: readonly number[], own: Goal | null, theirs: Goal | null, balls: readonly Ball[], pos: Int16Array): void {
  const adj = adjacent();
  const amb = FIGURE.get("ambassador")!;
  const value = () => gap(theirs, pos) - 2 * gap(own, pos);
  for (const ball of balls) {
    const figures = ball === "purple" ? opponents : ball === "black" ? [amb] : seatFigures;
    let bestF = -1, bestTo = -1, top = value();
    for (const f of figures) {
      const from = pos[f]!;
      if (from < 0) continue;
      for (const to of adj[from]!) {
        pos[f] = to;
        const v = value();
        if (v > top) { top = v; bestF = f; bestTo = to; }
      }
      pos[f] = from;
    }
    if (bestF >= 0) pos[bestF] = bestTo;
  }
}

/**
 * The value for `team` of positions `start`, the turn passing next to seat index `next`: the mean
 * over the samples of a win (1), a loss (0), or at the horizon 0.5 plus the teams' gap difference.
 * `ownBalls` are balls the acting seat may still use this turn (its rollout finishes its movement).
 */
export function rolloutValue(view: SeatView, samples: readonly Sample[], team: Team, start: Int16Array, actor: number, ownBalls: readonly Ball[]): number {
  const seats = view.seats;
  const pos = new Int16Array(start.length);
  const figuresOf = seats.map((s) => (s === "ambassador" ? [] : SEAT_FIGURES.get(s as AgentSeat)!));
  let total = 0;
  for (const sample of samples) {
    pos.set(start);
    let result = -1;
    for (let t = 0; t <= SEARCH.turns && result < 0; t++) {
      const seatIndex = (actor + t) % seats.length;
      const seatTeam = sample.teams[seatIndex];
      if (!seatTeam) continue;
      const balls = t === 0 ? ownBalls : sample.rolls[t - 1]!;
      moveSeat(figuresOf[seatIndex]!, sample.figures[other(seatTeam)], sample.goals[seatTeam], sample.goals[other(seatTeam)], balls, pos);
      if (sample.goals[seatTeam] && gap(sample.goals[seatTeam], pos) === 0) result = seatTeam === team ? 1 : 0;
    }
    if (result < 0) result = 0.5 + (gap(sample.goals[other(team)], pos) - gap(sample.goals[team], pos)) / (4 * CAP);
    total += result;
  }
  return total / Math.max(1, samples.length);
}

/** The board as the search sees it, with `moved` placed on `to`. */
export function positionsAfter(view: SeatView, moved?: FigureId, to?: SpaceId): Int16Array {
  const pos = Int16Array.from(positionIndex(view.positions));
  if (moved !== undefined && to !== undefined) pos[FIGURE.get(moved)!] = spaceIndex(to);
  return pos;
}

/** The balls the acting seat has not used yet this turn, but `ball`. */
export function ballsLeft(view: SeatView, ball?: number): Ball[] {
  return view.turn.roll.filter((_, i) => i !== ball && !view.turn.usedBalls.includes(i));
}

/** Without playing forward: the mean over the samples of the other team's gap minus ours (a quick sort key). */
export function standing(samples: readonly Sample[], team: Team, pos: Int16Array): number {
  let total = 0;
  for (const s of samples) total += gap(s.goals[other(team)], pos) - gap(s.goals[team], pos);
  return total / Math.max(1, samples.length);
}
