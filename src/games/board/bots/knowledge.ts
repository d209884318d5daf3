/**
 * What an agent bot knows, as cases and goals: every deal still possible (weighted by its
 * probability), the partner it implies and the team's mission; and how far the board is from them.
 */
import { EMBASSY, numberedSpace } from "../board.js";
import type { Deduction, World } from "../deduction.js";
import { missionFor, teamOf, type Condition, type Place } from "../missions.js";
import {
  ESCAPE_SPACE, PARTNER, figureId, figureOwner,
  type AgentSeat, type FigureId, type GameState, type Identity, type SpaceId,
} from "../types.js";
import type { SeatView } from "../view.js";
import { CAP, FIGURE, SEAT_FIGURES, figuresOf, near, positionIndex, shape, spaceIndex, type Positions } from "./board-sense.js";

// ---------------------------------------------------------------------------------------------
// Knowledge: the cases an agent seat weighs

/** One possible truth: a deal, the partner it implies, and the team's mission (none: escape alone). */
export interface Case {
  readonly world: World;
  readonly weight: number;
  readonly partner: AgentSeat | undefined;
  readonly condition: Condition | null;
}

/**
 * A case as a distance to cover: the condition holds when one of `movers` (each with a handicap:
 * the partner's figures move only on its own turn) stands on `target` (a space or a figure's space).
 * Cases that read the same on the board are merged, their weights added.
 */
export interface Goal {
  weight: number;
  /** The target space's index, or -1 when the target is the space of figure `figure`. */
  readonly space: number;
  readonly figure: number;
  /** Figures (as numbers) that satisfy the condition by standing on the target. */
  readonly movers: readonly number[];
  readonly handicaps: readonly number[];
}

export interface Knowledge {
  readonly d: Deduction;
  readonly cases: readonly Case[];
  readonly total: number;
  readonly goals: readonly Goal[];
  /** Share of the cases in which each seat (undefined: nobody) is the partner. */
  readonly partnerShare: ReadonlyMap<AgentSeat | undefined, number>;
  /** How sure the seat is of its partner (the largest share). */
  readonly sure: number;
  /** How much there is still to learn from each other seat, with that seat's figures. */
  readonly interest: readonly { readonly weight: number; readonly figures: readonly number[] }[];
  /** The seat's own figures (as numbers). */
  readonly own: readonly number[];
}

export function pseudoState(view: SeatView, w: World): GameState {
  return {
    players: view.players, agents: view.agents, positions: view.positions,
    secrets: Object.fromEntries(view.agents.map((s) => [s, { identity: w.identity[s]!, build: w.build[s]!, mission: "A" }])),
  } as unknown as GameState;
}

function goalOf(view: SeatView, c: Case): Omit<Goal, "weight"> | null {
  const me = view.you!;
  const w = c.world;
  const seatOf = (i: Identity) => view.agents.find((s) => w.identity[s] === i);
  // 3 players: a character that is absent is read as the lone seat's (RULES.md §5.1).
  const lone = view.players === 3 ? view.agents.find((s) => !seatOf(PARTNER[w.identity[s]!])) : undefined;
  const trueOf = (i: Identity): FigureId | undefined => {
    const s = seatOf(i) ?? lone;
    return s ? figureId(s, w.build[s]!) : undefined;
  };
  const handicap = (f: FigureId): readonly [FigureId, number] => [f, figureOwner(f) === me.seat ? 0 : 1];
  if (!c.condition) {
    const escape = spaceIndex(numberedSpace(ESCAPE_SPACE[me.secret.identity]));
    return { space: escape, figure: -1, movers: [FIGURE.get(figureId(me.seat, me.secret.build))!], handicaps: [0] };
  }
  type Target = { readonly space: SpaceId } | { readonly figure: FigureId };
  const place = (pl: Place): Target | null => {
    if ("space" in pl) return { space: pl.space === "embassy" ? EMBASSY : numberedSpace(pl.space) };
    if ("ambassador" in pl) return { figure: "ambassador" };
    const f = trueOf(pl.trueFigureOf);
    return f ? { figure: f } : null;
  };
  const cond = c.condition;
  const team: Identity[] = teamOf(me.secret.identity) === "FB" ? ["F", "B"] : ["Z", "X"];
  const trueMovers = (ids: readonly Identity[]) => ids.map(trueOf).filter((f): f is FigureId => !!f).map(handicap);
  let target: Target | null;
  let movers: (readonly [FigureId, number])[];
  switch (cond.type) {
    case "anyTeamFigure":
      target = place(cond.on);
      movers = [...figuresOf(me.seat), ...(c.partner ? figuresOf(c.partner) : [])].map(handicap);
      break;
    case "trueFigure":
      target = place(cond.on);
      movers = trueMovers([cond.of]);
      break;
    case "together": {
      const b = trueOf(cond.of[1]);
      target = b ? { figure: b } : null;
      movers = trueMovers([cond.of[0]]);
      break;
    }
    case "ambassador":
      target = place(cond.on);
      movers = view.players === 5 ? trueMovers(team) : [["ambassador", 0]];
      break;
  }
  if (!target || !movers.length) return null;
  return {
    space: "space" in target ? spaceIndex(target.space) : -1, figure: "figure" in target ? FIGURE.get(target.figure)! : -1,
    movers: movers.map((m) => FIGURE.get(m[0])!), handicaps: movers.map((m) => m[1]),
  };
}

const known = new WeakMap<Deduction, Knowledge>();

export function knowledge(view: SeatView, d: Deduction): Knowledge {
  const hit = known.get(d);
  if (hit) return hit;
  const me = view.you!;
  const myId = me.secret.identity;
  const team = teamOf(myId);
  const mineFirst = myId === "F" || myId === "Z";
  const cases: Case[] = [];
  // Each deal weighs its posterior probability (d.weights), each partner letter its share.
  d.worlds.forEach((world, i) => {
    const p = d.weights[i] ?? 1 / d.worlds.length;
    const partner = view.agents.find((s) => world.identity[s] === PARTNER[myId]);
    if (!partner) {
      cases.push({ world, weight: p, partner, condition: null });
      return;
    }
    const letters = (d.missions[partner] ?? []).filter((l) => l !== me.secret.mission);
    for (const l of letters) {
      const mission = missionFor(team, mineFirst ? me.secret.mission : l, mineFirst ? l : me.secret.mission);
      if (mission) cases.push({ world, weight: p / letters.length, partner, condition: mission.condition });
    }
  });
  const total = cases.reduce((n, c) => n + c.weight, 0);
  const merged = new Map<string, Goal>();
  for (const c of cases) {
    const g = goalOf(view, c);
    if (!g) continue;
    const key = `${g.space}|${g.figure}|${g.movers.join()}|${g.handicaps.join()}`;
    const m = merged.get(key);
    if (m) m.weight += c.weight / total;
    else merged.set(key, { ...g, weight: c.weight / total });
  }
  const partnerShare = new Map<AgentSeat | undefined, number>();
  for (const c of cases) partnerShare.set(c.partner, (partnerShare.get(c.partner) ?? 0) + c.weight / total);
  const interest: { weight: number; figures: number[] }[] = [];
  for (const s of view.agents) {
    if (s === me.seat) continue;
    const ids = d.identities[s]?.length ?? 4, builds = d.builds[s]?.length ?? 4;
    const letterOpen = (d.missions[s]?.length ?? 4) > 1 ? partnerShare.get(s) ?? 0 : 0;
    const weight = 2 * (ids - 1) + (builds - 1) + 2 * letterOpen;
    // (5 players: what is asked through the Ambassador, its player sees too.)
    const via: FigureId[] = view.players === 5 ? [] : ["ambassador"];
    if (weight > 0) interest.push({ weight, figures: [...figuresOf(s), ...via].map((f) => FIGURE.get(f)!) });
  }
  const sure = Math.max(0, ...partnerShare.values());
  const k: Knowledge = { d, cases, total, goals: [...merged.values()], partnerShare, sure, interest, own: figuresOf(me.seat).map((f) => FIGURE.get(f)!) };
  known.set(d, k);
  return k;
}

/**
 * How far the board is from what the seat wants (lower is better): the weighted distance to the
 * mission condition over the cases, plus, weighted by how unsure it is of its partner, the
 * distance to a meeting with each seat it still wants to ask (the Ambassador counts: through it
 * one may ask anyone). `moved` is placed on `to` instead of where it stands.
 */
export function potential(view: SeatView, k: Knowledge, moved?: FigureId, to?: SpaceId): number {
  const base = positionIndex(view.positions);
  const mi = moved === undefined ? -1 : FIGURE.get(moved)!;
  const ti = spaceIndex(to);
  let mission = 0;
  for (const g of k.goals) {
    const t = g.space >= 0 ? g.space : g.figure === mi ? ti : base[g.figure]!;
    let m = CAP;
    for (let i = 0; i < g.movers.length; i++) {
      const f = g.movers[i]!;
      const d = near(f === mi ? ti : base[f]!, t) + g.handicaps[i]!;
      if (d < m) m = d;
    }
    mission += g.weight * shape(m);
  }
  let info = 0, weights = 0;
  for (const { weight, figures } of k.interest) {
    let m = CAP;
    for (const o of k.own) {
      const from = o === mi ? ti : base[o]!;
      for (const f of figures) {
        const d = near(from, f === mi ? ti : base[f]!);
        if (d < m) m = d;
      }
    }
    info += weight * shape(m);
    weights += weight;
  }
  // 5 players, before the Ambassador seat has sealed: keep own figures out of the Ambassador's
  // reach (it takes two steps a turn; every meeting shows it cards). The race: src/games/board/bots/race.ts.
  let deny = 0;
  if (view.players === 5 && !view.sealed) {
    const amb = FIGURE.get("ambassador")!;
    const at = amb === mi ? ti : base[amb]!;
    for (const o of k.own) deny += Math.max(0, 3 - near(o === mi ? ti : base[o]!, at));
  }
  return mission + (weights ? (0.5 + 1.5 * (1 - k.sure)) * info / weights : 0) + DENY * deny;
}

/** How much a figure within the Ambassador's reach costs (5 players, before the seal). */
const DENY = 0.25;

/**
 * Whether a move would stop a figure moved by purple or black on a space it may only pass through
 * (RULES.md §3.1: another seat's figure there, or for purple any figure not the mover's): a bot
 * moves one ball at a time and never plans to pass through, so it never stops there.
 */
export function stopsWherePassingOnly(view: SeatView, me: AgentSeat, a: { ball: number; figure: FigureId; to: SpaceId }): boolean {
  const colour = view.turn.roll[a.ball];
  if (colour !== "purple" && colour !== "black") return false;
  return Object.entries(view.positions).some(([f, at]) => at === a.to && f !== a.figure && figureOwner(f as FigureId) !== me);
}

/** Illegal end-of-movement situations: own figures stacked, or two figures of one seat met. */
export function violations(seat: AgentSeat, p: Positions, moved?: FigureId, to?: SpaceId): number {
  const base = positionIndex(p);
  const movedIndex = moved === undefined ? -1 : FIGURE.get(moved)!;
  const toIndex = spaceIndex(to);
  const at = (f: number) => (f === movedIndex ? toIndex : base[f]!);
  const own = SEAT_FIGURES.get(seat)!.map(at).filter((s) => s >= 0);
  let bad = own.length - new Set(own).size;
  for (const [other, figures] of SEAT_FIGURES) {
    if (other === seat) continue;
    let met = 0;
    for (const f of figures) if (own.includes(at(f))) met++;
    if (met > 1) bad += met - 1;
  }
  return bad;
}