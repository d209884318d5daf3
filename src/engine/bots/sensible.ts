/**
 * A bot that plays legally and sensibly from its own view only (never the referee's state): it
 * answers revealing as little as it may, moves its figures toward figures of seats it has not yet
 * identified, asks what it does not know, declares only when its deduction proves the mission
 * condition holds with the right partner, and shakes hands only with a seat that may be its
 * partner. The Ambassador seat seals its guesses once its deduction is certain.
 */
import { ALL_SPACES, neighbours, numberedSpace } from "../board.js";
import { deduce, type Deduction, type World } from "../deduction.js";
import { conditionHolds, missionFor, teamOf, type Place } from "../missions.js";
import type { Rng } from "../rng.js";
import {
  ESCAPE_SPACE, PARTNER, figureOwner, figureId,
  type Action, type AgentSeat, type Build, type CardRef, type FigureId, type GameState, type Identity, type MissionLetter, type SpaceId,
} from "../types.js";
import type { SeatView } from "../view.js";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

let distances: Map<SpaceId, Map<SpaceId, number>> | null = null;

/** Steps between two spaces along any routes (breadth-first, computed once). */
export function distance(a: SpaceId, b: SpaceId): number {
  if (!distances) {
    distances = new Map();
    for (const { id: from } of ALL_SPACES) {
      const d = new Map<SpaceId, number>([[from, 0]]);
      const queue = [from];
      while (queue.length) {
        const x = queue.shift()!;
        for (const y of neighbours(x)) if (!d.has(y)) { d.set(y, d.get(x)! + 1); queue.push(y); }
      }
      distances.set(from, d);
    }
  }
  return distances.get(a)?.get(b) ?? 99;
}

const isGreyFace = (c: CardRef) => c === "grey-identity" || c === "grey-build";

/** How much an answer gives away: grey identity/build cards show the truth outright. */
function answerCost(cards: readonly CardRef[], view: SeatView): number {
  const s = view.you!.secret;
  let cost = 0;
  for (const c of cards) {
    if (isGreyFace(c)) cost += 10;
    else if (c === "grey-mission") cost += 4;
    else if (c === s.identity || c === s.build) cost += 2;
  }
  return cost;
}

function lowest<T>(items: readonly T[], score: (x: T) => number, rng: Rng): T {
  let best: T[] = [];
  let min = Infinity;
  for (const x of items) {
    const v = score(x);
    if (v < min) { min = v; best = [x]; } else if (v === min) best.push(x);
  }
  return rng.pick(best);
}

interface Plan {
  /** The seat named as partner (undefined: alone in a 3-player game). */
  readonly partner: AgentSeat | undefined;
  /** Share of possible worlds (and partner mission letters) in which declaring now wins. */
  readonly chance: number;
  /** Where figures this seat can move should go: figure → target space. */
  readonly goals: ReadonlyMap<FigureId, SpaceId>;
}

function pseudoState(view: SeatView, w: World): GameState {
  return {
    players: view.players, agents: view.agents, positions: view.positions,
    secrets: Object.fromEntries(view.agents.map((s) => [s, { identity: w.identity[s]!, build: w.build[s]!, mission: "A" }])),
  } as unknown as GameState;
}

function trueFigure(w: World, agents: readonly AgentSeat[], i: Identity): FigureId | undefined {
  const seat = agents.find((s) => w.identity[s] === i);
  return seat ? figureId(seat, w.build[seat]!) : undefined;
}

/** The seat's best guess at its partner and mission, how sure it is, and where to move. */
function plan(view: SeatView, d: Deduction): Plan | null {
  const me = view.you;
  if (!me || d.worlds.length === 0) return null;
  const partnerId = PARTNER[me.secret.identity];
  const team = teamOf(me.secret.identity);
  const first: Identity = team === "FB" ? "F" : "Z";
  const partnerIn = (w: World) => view.agents.find((s) => w.identity[s] === partnerId);
  const counts = new Map<AgentSeat | undefined, number>();
  for (const w of d.worlds) counts.set(partnerIn(w), (counts.get(partnerIn(w)) ?? 0) + 1);
  const partner = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const myTrue = figureId(me.seat, me.secret.build);
  const goals = new Map<FigureId, SpaceId>();
  if (partner === undefined) {
    const mine = view.positions[myTrue] === numberedSpace(ESCAPE_SPACE[me.secret.identity]);
    goals.set(myTrue, numberedSpace(ESCAPE_SPACE[me.secret.identity]));
    return { partner, chance: mine ? counts.get(undefined)! / d.worlds.length : 0, goals };
  }
  const letters = (d.missions[partner] ?? []).filter((l) => l !== me.secret.mission);
  let wins = 0, cases = 0;
  for (const w of d.worlds) {
    for (const l of letters) {
      cases++;
      if (partnerIn(w) !== partner) continue;
      const mineFirst = me.secret.identity === first;
      const mission = missionFor(team, mineFirst ? me.secret.mission : l, mineFirst ? l : me.secret.mission);
      if (mission && conditionHolds(pseudoState(view, w), team, mission.condition)) wins++;
    }
  }
  // Goals from one representative world (the first in which the likeliest partner is the partner).
  const w = d.worlds.find((x) => partnerIn(x) === partner)!;
  const l = letters[0];
  const mineFirst = me.secret.identity === first;
  const mission = l ? missionFor(team, mineFirst ? me.secret.mission : l, mineFirst ? l : me.secret.mission) : undefined;
  if (mission) {
    const c = mission.condition;
    const place = (p: Place): SpaceId | undefined => {
      if ("space" in p) return p.space === "embassy" ? "s58" : numberedSpace(p.space);
      if ("ambassador" in p) return view.positions.ambassador;
      const f = trueFigure(w, view.agents, p.trueFigureOf);
      return f ? view.positions[f] : undefined;
    };
    if (c.type === "trueFigure" && c.of === me.secret.identity) {
      const t = place(c.on);
      if (t) goals.set(myTrue, t);
    } else if (c.type === "anyTeamFigure") {
      const t = place(c.on);
      if (t) {
        const own = (["tall", "short", "fat", "thin"] as const).map((b) => figureId(me.seat, b));
        const nearest = own.filter((f) => view.positions[f]).sort((a, b) => distance(view.positions[a]!, t) - distance(view.positions[b]!, t))[0];
        if (nearest) goals.set(nearest, t);
      }
    } else if (c.type === "together") {
      const other = trueFigure(w, view.agents, partnerId);
      const t = other ? view.positions[other] : undefined;
      if (t) goals.set(myTrue, t);
    } else if (c.type === "ambassador") {
      const t = place(c.on);
      if (t) goals.set(view.players === 5 ? myTrue : "ambassador", t);
    }
  }
  return { partner, chance: cases ? wins / cases : 0, goals };
}

/** How sure a seat must be to declare: certainty early, then less as the game drags on. */
function nerve(turn: number, players: number): number {
  const round = turn / players;
  return round < 8 ? 1 : round < 14 ? 0.75 : round < 20 ? 0.5 : 0.25;
}

function declaration(view: SeatView, p: Plan | null): Of<"declare"> | Of<"declareAlone"> | null {
  if (!p || p.chance < nerve(view.turn.number, view.players) || p.chance === 0) return null;
  if (p.partner === undefined) return view.legal.find((a): a is Of<"declareAlone"> => a.type === "declareAlone") ?? null;
  return view.legal.find((a): a is Of<"declare"> => a.type === "declare" && a.partner === p.partner) ?? null;
}

/** Would this move leave own figures stacked, or two own figures meeting figures of one seat? */
function endsBadly(view: SeatView, a: Of<"move">): boolean {
  const me = view.you!.seat;
  const positions = { ...view.positions, [a.figure]: a.to } as Record<FigureId, SpaceId>;
  const own = new Set<SpaceId>();
  for (const [f, s] of Object.entries(positions) as [FigureId, SpaceId][]) {
    if (figureOwner(f) !== me) continue;
    if (own.has(s)) return true;
    own.add(s);
  }
  const met = new Set<AgentSeat>();
  for (const [f, s] of Object.entries(positions) as [FigureId, SpaceId][]) {
    const o = figureOwner(f);
    if (!o || o === me || !own.has(s)) continue;
    if (met.has(o)) return true;
    met.add(o);
  }
  return false;
}

function moveScore(a: Of<"move">, view: SeatView, d: Deduction, p: Plan | null): number {
  const me = view.you!;
  const from = view.positions[a.figure];
  if (figureOwner(a.figure) === me.seat && endsBadly(view, a)) return 1000;
  const goal = p?.goals.get(a.figure);
  if (goal && from) return (distance(a.to, goal) - distance(from, goal)) * 10;
  if (figureOwner(a.figure) !== me.seat) return 5; // purple and black balls: only with a purpose
  const unknown = view.agents.filter((s) => s !== me.seat && ((d.identities[s]?.length ?? 0) > 1 || (d.builds[s]?.length ?? 0) > 1));
  const near = (space: SpaceId) => {
    let best = 30;
    for (const [f, s] of Object.entries(view.positions) as [FigureId, SpaceId][]) {
      const o = figureOwner(f);
      if (o && o !== me.seat && unknown.includes(o)) best = Math.min(best, distance(space, s));
    }
    return best;
  };
  return from ? (near(a.to) - near(from)) * 3 : 0;
}

/** The sensible bot's choice, from its own view. */
export function chooseBotAction(view: SeatView, rng: Rng): Action | null {
  const legal = view.legal;
  if (legal.length === 0) return null;
  const of = <T extends Action["type"]>(t: T) => legal.filter((a): a is Of<T> => a.type === t);

  const answers = of("answer");
  if (answers.length && view.you) return lowest(answers, (a) => answerCost(a.cards, view) + rng.int(2), rng);

  const d = deduce(view);

  const handshakes = of("handshake");
  if (handshakes.length && view.turn.pending?.kind === "handshake") {
    const ok = d.partnerCandidates.includes(view.turn.pending.declarer);
    return handshakes.find((a) => a.accept === ok) ?? handshakes[0]!;
  }

  const ambAsk = of("ambassadorAsk");
  if (ambAsk.length) {
    const met = view.turn.pending?.kind === "ambassadorQuestion" ? figureOwner(view.turn.pending.met) : null;
    const wantIdentity = met ? (d.identities[met]?.length ?? 4) > 1 : true;
    return ambAsk.find((a) => (a.kind === "identity") === wantIdentity) ?? ambAsk[0]!;
  }

  if (view.viewer === "ambassador") {
    const certain = d.worlds.length === 1 || (d.worlds.length <= 4 && view.turn.number / view.players > 12);
    if (!view.sealed && certain) {
      const w = d.worlds[0]!;
      const guesses = Object.fromEntries(view.agents.map((s) => [s, { identity: w.identity[s]!, build: w.build[s]! as Build }]));
      return { type: "seal", seat: "ambassador", guesses: guesses as Of<"seal">["guesses"] };
    }
    const steps = of("ambassadorStep");
    if (steps.length && view.turn.ambassadorSteps === 0) {
      // Step toward (or onto) a figure of a seat not yet known.
      const targets = (Object.entries(view.positions) as [FigureId, SpaceId][])
        .filter(([f]) => f !== "ambassador" && (d.identities[figureOwner(f)!]?.length ?? 0) > 1).map(([, s]) => s);
      return lowest(steps, (a) => Math.min(99, ...targets.map((t) => distance(a.to, t))), rng);
    }
    const expel = of("expel");
    if (expel.length) return rng.pick(expel);
    const end = of("endTurn");
    if (end.length) return end[0]!;
    return rng.pick(legal);
  }

  if (of("roll").length) return of("roll")[0]!;

  const expel = of("expel");
  if (expel.length) return rng.pick(expel);

  if (view.turn.stage === "move") {
    const end = of("endMovement")[0];
    const undo = of("undo")[0];
    const last = view.log[view.log.length - 1];
    if (end && last?.type === "undone") return end;
    // Stuck (only undo left): step back; if that keeps happening, break the loop at random.
    let undone = 0;
    for (let i = view.log.length - 1; i >= 0 && view.log[i]!.type !== "turnStarted"; i--) if (view.log[i]!.type === "undone") undone++;
    if (undo && !end && undone < 6 && (legal.length === 1 || last?.type === "undone")) return undo;
    if (undone >= 6) {
      const other = legal.filter((a) => a.type !== "undo");
      if (other.length) return rng.pick(other);
    }
    const moves = of("move");
    if (moves.length && view.you) {
      const p = plan(view, d);
      const best = lowest(moves, (a) => moveScore(a, view, d, p) * 4 + rng.int(3), rng);
      if (moveScore(best, view, d, p) < 0 || !end) return best;
    }
    if (end) return end;
    return rng.pick(legal);
  }

  const declare = declaration(view, plan(view, d));
  if (declare) return declare;

  const asks = of("ask");
  if (asks.length) {
    return lowest(asks, (a) => {
      const seat = a.target ?? figureOwner(a.met);
      if (!seat) return 5;
      const unknownId = (d.identities[seat]?.length ?? 4) > 1, unknownBuild = (d.builds[seat]?.length ?? 4) > 1;
      if (a.kind === "identity") return unknownId ? 0 : unknownBuild ? 3 : 4;
      return unknownBuild ? 1 : unknownId ? 3 : 4;
    }, rng);
  }
  const steps = of("extraStep");
  if (steps.length) return rng.pick(steps);
  const end = of("endTurn")[0];
  if (end) return end;
  const safe = legal.filter((a) => a.type !== "declare" && a.type !== "declareAlone" && a.type !== "undo");
  return safe.length ? rng.pick(safe) : rng.pick(legal);
}
