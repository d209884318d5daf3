/**
 * The sensible bot: a BotPolicy that plays legally and with a purpose, from its own SeatView only
 * (never the referee's state).
 *
 * - Knowledge: `deduce(view)` gives every deal still possible; with the mission letters still
 *   possible for the partner, each (deal, letter) is a *case* the bot weighs equally.
 * - Movement: greedy, one ball at a time, scoring each legal step by how much it brings the mission
 *   condition closer across the cases and how much closer it brings a meeting with seats it has
 *   not identified yet (the Ambassador counts: through it one may ask anyone; not in 5-player
 *   games, where its player would see the answer). It never makes a step that would leave an
 *   illegal end of movement, so it never needs "undo".
 * - Meetings: asks identity while a seat's identity is open, then build, then (for its partner)
 *   identity again to learn the mission letter; when nothing is left to learn it takes the extra
 *   step instead. Expels to the space that suits the same score.
 * - Answers: to a seat it knows is its partner it shows its grey cards (identity, build, mission);
 *   to anyone else the legal set that leaves that asker the most (identity, build) pairs open.
 *   (Grey identity and build cards show the secret itself: never to anyone else while coloured
 *   cards will do.)
 * - Declares only when every case it thinks possible wins, accepting less certainty as the game
 *   drags on (so every game ends); shakes hands only with a seat that may be its partner.
 * - 5 players, Ambassador seat: steps toward seats it has not identified, asks what it does not
 *   know, and seals once its deduction is certain (or late in the game, its best guess).
 * It never emotes, notes or undoes.
 */
import { ALL_SPACES, neighbours, numberedSpace, EMBASSY } from "../board.js";
import { deduce, type Deduction, type World } from "../deduction.js";
import { conditionHolds, missionFor, teamOf, type Condition, type Place } from "../missions.js";
import type { Rng } from "../rng.js";
import {
  AGENT_SEATS, BUILDS, ESCAPE_SPACE, IDENTITIES, PARTNER, figureId, figureOwner, isAgentSeat,
  type Action, type AgentSeat, type Build, type CardRef, type FigureId, type GameState, type Identity, type SpaceId,
} from "../types.js";
import type { SeatView } from "../view.js";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;
type Positions = Readonly<Partial<Record<FigureId, SpaceId>>>;

let table: { index: Map<SpaceId, number>; steps: Uint8Array; n: number } | null = null;

function distances() {
  if (!table) {
    const index = new Map<SpaceId, number>(ALL_SPACES.map((s, i) => [s.id, i]));
    const n = ALL_SPACES.length;
    const steps = new Uint8Array(n * n).fill(99);
    for (const { id: from } of ALL_SPACES) {
      const row = index.get(from)! * n;
      steps[row + index.get(from)!] = 0;
      const queue = [from];
      while (queue.length) {
        const x = queue.shift()!;
        for (const y of neighbours(x)) {
          const j = index.get(y)!;
          if (steps[row + j] === 99) { steps[row + j] = steps[row + index.get(x)!]! + 1; queue.push(y); }
        }
      }
    }
    table = { index, steps, n };
  }
  return table;
}

/** Steps between two spaces along any routes (breadth-first, computed once; 99 if unknown). */
export function distance(a: SpaceId, b: SpaceId): number {
  const t = distances();
  const i = t.index.get(a), j = t.index.get(b);
  return i === undefined || j === undefined ? 99 : t.steps[i * t.n + j]!;
}

const CAP = 8;
const dist = (a: SpaceId | undefined, b: SpaceId | undefined) => (a && b ? Math.min(CAP, distance(a, b)) : CAP);
/** Distance between two space indices (-1: nowhere), capped. */
function near(i: number, j: number): number {
  if (i < 0 || j < 0) return CAP;
  const t = table!;
  const d = t.steps[i * t.n + j]!;
  return d < CAP ? d : CAP;
}
const spaceIndex = (s: SpaceId | undefined) => (s === undefined ? -1 : distances().index.get(s) ?? -1);

/** A distance as a cost, with a bonus for actually being there. */
const shape = (d: number) => (d === 0 ? -1.5 : d);

/** Every figure as a small number, and each position as a table of space indices. */
const FIGURES: readonly FigureId[] = ["ambassador", ...AGENT_SEATS.flatMap((seat) => BUILDS.map((b) => figureId(seat, b)))];
const FIGURE = new Map(FIGURES.map((f, i) => [f, i]));
const SEAT_FIGURES = new Map(AGENT_SEATS.map((seat) => [seat, BUILDS.map((b) => FIGURE.get(figureId(seat, b))!)]));
const indexed = new WeakMap<object, Int16Array>();
function positionIndex(p: Positions): Int16Array {
  let m = indexed.get(p);
  if (!m) {
    m = new Int16Array(FIGURES.length).fill(-1);
    for (const [f, s] of Object.entries(p) as [FigureId, SpaceId][]) m[FIGURE.get(f)!] = spaceIndex(s);
    indexed.set(p, m);
  }
  return m;
}

function best<T>(items: readonly T[], score: (x: T) => number, rng: Rng): T {
  let top: T[] = [];
  let max = -Infinity;
  for (const x of items) {
    const v = score(x);
    if (v > max + 1e-9) { max = v; top = [x]; } else if (Math.abs(v - max) <= 1e-9) top.push(x);
  }
  return rng.pick(top);
}

// ---------------------------------------------------------------------------------------------
// Knowledge: the cases an agent seat weighs

/** One possible truth: a deal, the partner it implies, and the team's mission (none: escape alone). */
interface Case {
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
interface Goal {
  weight: number;
  /** The target space's index, or -1 when the target is the space of figure `figure`. */
  readonly space: number;
  readonly figure: number;
  /** Figures (as numbers) that satisfy the condition by standing on the target. */
  readonly movers: readonly number[];
  readonly handicaps: readonly number[];
}

interface Knowledge {
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

const figuresOf = (seat: AgentSeat): FigureId[] => BUILDS.map((b) => figureId(seat, b));

function pseudoState(view: SeatView, w: World): GameState {
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

function knowledge(view: SeatView, d: Deduction): Knowledge {
  const hit = known.get(d);
  if (hit) return hit;
  const me = view.you!;
  const myId = me.secret.identity;
  const team = teamOf(myId);
  const mineFirst = myId === "F" || myId === "Z";
  const cases: Case[] = [];
  for (const world of d.worlds) {
    const partner = view.agents.find((s) => world.identity[s] === PARTNER[myId]);
    if (!partner) {
      cases.push({ world, weight: 1, partner, condition: null });
      continue;
    }
    const letters = (d.missions[partner] ?? []).filter((l) => l !== me.secret.mission);
    for (const l of letters) {
      const mission = missionFor(team, mineFirst ? me.secret.mission : l, mineFirst ? l : me.secret.mission);
      if (mission) cases.push({ world, weight: 1 / letters.length, partner, condition: mission.condition });
    }
  }
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
function potential(view: SeatView, k: Knowledge, moved?: FigureId, to?: SpaceId): number {
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
  return mission + (weights ? (0.5 + 1.5 * (1 - k.sure)) * info / weights : 0);
}

/** Illegal end-of-movement situations: own figures stacked, or two figures of one seat met. */
function violations(seat: AgentSeat, p: Positions, moved?: FigureId, to?: SpaceId): number {
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

// ---------------------------------------------------------------------------------------------
// Declaring

/** The share of the cases in which declaring now (naming `partner`, or alone) wins. */
function winShares(view: SeatView, k: Knowledge): Map<AgentSeat | undefined, number> {
  const out = new Map<AgentSeat | undefined, number>();
  if (k.total === 0) return out;
  const me = view.you!;
  const myTrue = figureId(me.seat, me.secret.build);
  const escape = numberedSpace(ESCAPE_SPACE[me.secret.identity]);
  const team = teamOf(me.secret.identity);
  const states = new Map<World, GameState>();
  for (const c of k.cases) {
    let state = states.get(c.world);
    if (!state) states.set(c.world, (state = pseudoState(view, c.world)));
    const holds = c.condition ? conditionHolds(state, team, c.condition) : view.positions[myTrue] === escape;
    if (holds) out.set(c.partner, (out.get(c.partner) ?? 0) + c.weight / k.total);
  }
  return out;
}

/** How sure a seat must be to declare: certain at first, less as the game drags on, anything at last. */
function nerve(view: SeatView): number {
  const round = view.turn.number / view.players;
  return round < 12 ? 1 : round < 20 ? 0.75 : round < 28 ? 0.5 : round < 36 ? 0.3 : round < 50 ? 0.05 : 0;
}

/** The share of the cases whose goal is reached on the board now: at least every win share. */
function reached(view: SeatView, k: Knowledge): number {
  const at = positionIndex(view.positions);
  let sum = 0;
  for (const g of k.goals) {
    const t = g.space >= 0 ? g.space : at[g.figure]!;
    if (t >= 0 && g.movers.some((m) => at[m] === t)) sum += g.weight;
  }
  return sum;
}

function declaration(view: SeatView, k: Knowledge): Action | null {
  const threshold = nerve(view);
  if (threshold > 0 && reached(view, k) + 1e-9 < threshold) return null;
  const shares = winShares(view, k);
  let choice: AgentSeat | undefined | null = null;
  let top = -1;
  for (const [partner, share] of shares) if (share > top) { top = share; choice = partner; }
  if (threshold === 0 && top <= 0) {
    // The game has gone on long enough: name the likeliest partner whatever the board says.
    for (const [partner, share] of k.partnerShare) if (share > top) { top = share; choice = partner; }
    top = 1;
  }
  if (choice === null || top <= 0 || top + 1e-9 < threshold) return null;
  if (choice === undefined) return view.legal.find((a) => a.type === "declareAlone") ?? null;
  return view.legal.find((a) => a.type === "declare" && a.partner === choice) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Answering

const isGrey = (c: CardRef) => c === "grey-identity" || c === "grey-build" || c === "grey-mission";

/**
 * The (identity, build) pairs, as bits 0–15, that a shown set leaves possible for its answerer
 * (at least one card true; a grey identity or build card shows its face).
 */
function pairsLeft(set: readonly CardRef[], secret: { identity: Identity; build: Build }): number {
  let mask = 0;
  IDENTITIES.forEach((i, x) => BUILDS.forEach((b, y) => {
    const fits = set.every((c) => (c !== "grey-identity" || i === secret.identity) && (c !== "grey-build" || b === secret.build)) &&
      set.some((c) => c === "grey-identity" || c === "grey-build" || c === i || c === b);
    if (fits) mask |= 1 << (x * 4 + y);
  }));
  return mask;
}

function bits(n: number): number {
  let c = 0;
  for (; n; n &= n - 1) c++;
  return c;
}

function chooseAnswer(view: SeatView, answers: readonly Of<"answer">[], rng: Rng): Action {
  const me = view.you!;
  const p = view.turn.pending;
  const asker = p?.kind === "answer" ? p.question.asker : undefined;
  const history = view.answerPrompt?.history ?? [];
  // What the asker may be (from our own deduction): it rules its own identity and build out
  // for us when it reads our cards (as bits: the pairs it can still think we have).
  const askerSees: number[] = [];
  if (isAgentSeat(asker)) {
    const d = deduce(view);
    const ids = d.identities[asker] ?? [];
    // (5 players: not through the Ambassador, whose player sees the cards too.)
    const overheard = view.players === 5 && p?.kind === "answer" && p.question.via === "ambassador";
    if (ids.length === 1 && ids[0] === PARTNER[me.secret.identity] && !overheard) {
      // Our partner asks: tell it everything we may (who we are, our true figure, our letter).
      return best(answers, (a) => a.cards.filter(isGrey).length + (a.cards.includes("grey-mission") ? 0.5 : 0), rng);
    }
    const seen = new Set<string>();
    for (const w of d.worlds) {
      const ai = w.identity[asker]!, ab = w.build[asker]!;
      if (seen.has(`${ai}/${ab}`)) continue;
      seen.add(`${ai}/${ab}`);
      let mask = 0;
      IDENTITIES.forEach((i, x) => BUILDS.forEach((b, y) => {
        if ((i !== ai || i === me.secret.identity) && (b !== ab || b === me.secret.build)) mask |= 1 << (x * 4 + y);
      }));
      askerSees.push(mask);
    }
  }
  if (!askerSees.length) askerSees.push(0xffff);
  const before = history.reduce((m, set) => m & pairsLeft(set, me.secret), 0xffff);
  return best(answers, (a) => {
    const left = before & pairsLeft(a.cards, me.secret);
    let open = 0;
    for (const m of askerSees) open += bits(left & m);
    // Fewer true cards break ties: a true card shown again and again gives itself away.
    const truths = a.cards.filter((c) => c === me.secret.identity || c === me.secret.build || c === "grey-identity" || c === "grey-build").length;
    return open / askerSees.length - (a.cards.includes("grey-mission") ? 3 : 0) - 0.1 * truths;
  }, rng);
}

// ---------------------------------------------------------------------------------------------
// Agent turns

function chooseMove(view: SeatView, k: Knowledge, rng: Rng): Action {
  const legal = view.legal;
  const me = view.you!.seat;
  // The same step can often be made with several balls: keep the least versatile ball (white last).
  const byStep = new Map<string, Of<"move">>();
  for (const a of legal) {
    if (a.type !== "move") continue;
    const key = `${a.figure}>${a.to}`, had = byStep.get(key);
    if (!had || (view.turn.roll[had.ball] === "white" && view.turn.roll[a.ball] !== "white")) byStep.set(key, a);
  }
  const moves = [...byStep.values()];
  const end = legal.find((a) => a.type === "endMovement");
  const now = violations(me, view.positions);
  const here = potential(view, k);
  // A purple or black step onto another seat's figure may only pass through (RULES.md §3.1): never stop there.
  const passing = (a: Of<"move">) => {
    const colour = view.turn.roll[a.ball];
    if (colour !== "purple" && colour !== "black") return 0;
    return Object.entries(view.positions).some(([f, at]) => at === a.to && f !== a.figure && figureOwner(f as FigureId) !== me) ? 1 : 0;
  };
  const scored = moves.map((a) => {
    return { a, bad: violations(me, view.positions, a.figure, a.to) + passing(a), gain: here - potential(view, k, a.figure, a.to) };
  });
  const clean = scored.filter((s) => s.bad <= now);
  if (clean.length) {
    const top = best(clean, (s) => (now - s.bad) * 100 + s.gain, rng);
    if (!end || top.bad < now || top.gain > 1e-6) return top.a;
  }
  if (end) return end;
  // Only reachable from an illegal position that no clean step improves: any step but undo.
  if (scored.length) return best(scored, (s) => -s.bad, rng).a;
  return legal.find((a) => a.type === "undo") ?? rng.pick(legal);
}

/** What asking this seat this kind of question would teach us (0: nothing). */
function askValue(k: Knowledge, seat: AgentSeat, kind: "identity" | "build"): number {
  const ids = k.d.identities[seat]?.length ?? 4, builds = k.d.builds[seat]?.length ?? 4;
  const letterOpen = (k.d.missions[seat]?.length ?? 4) > 1 ? k.partnerShare.get(seat) ?? 0 : 0;
  if (kind === "identity") return ids > 1 ? 2 * (ids - 1) + 0.5 : letterOpen > 0.99 ? 1 : builds > 1 ? 0.2 : 0;
  return builds > 1 ? builds - 1 : 0;
}

function chooseMeeting(view: SeatView, k: Knowledge, rng: Rng): Action | null {
  const asks = view.legal.filter((a): a is Of<"ask"> => a.type === "ask");
  const steps = view.legal.filter((a): a is Of<"extraStep"> => a.type === "extraStep");
  if (!asks.length && !steps.length) return null;
  const value = (a: Of<"ask">) => {
    const seat = a.target ?? figureOwner(a.met);
    return seat ? askValue(k, seat, a.kind) : 0;
  };
  const ask = asks.length ? best(asks, value, rng) : null;
  if (ask && (value(ask) > 0 || !steps.length)) return ask;
  return best(steps, (a) => -potential(view, k, a.own, a.to), rng);
}

function chooseExpel(view: SeatView, k: Knowledge | null, expels: readonly Of<"expel">[], rng: Rng): Action {
  const p = view.turn.pending;
  const figure = p?.kind === "expel" ? p.figure : undefined;
  if (!figure || !k) return rng.pick(expels);
  return best(expels, (a) => -potential(view, k, figure, a.to), rng);
}

// ---------------------------------------------------------------------------------------------
// The Ambassador seat (5 players)

function ambassadorTurn(view: SeatView, rng: Rng): Action | null {
  const legal = view.legal;
  if (legal.length === 0) return null;
  const d = deduce(view);
  if (!view.sealed && d.worlds.length > 0) {
    const round = view.turn.number / view.players;
    const limit = round < 10 ? 1 : round < 16 ? 2 : round < 24 ? 4 : Infinity;
    if (d.worlds.length <= limit) {
      const w = d.worlds[0]!;
      const guesses = Object.fromEntries(view.agents.map((s) => [s, { identity: w.identity[s]!, build: w.build[s]! }]));
      return { type: "seal", seat: "ambassador", guesses: guesses as Of<"seal">["guesses"] };
    }
  }
  const interest = (s: AgentSeat) => 2 * ((d.identities[s]?.length ?? 4) - 1) + ((d.builds[s]?.length ?? 4) - 1);
  const asks = legal.filter((a): a is Of<"ambassadorAsk"> => a.type === "ambassadorAsk");
  if (asks.length) {
    const p = view.turn.pending;
    const met = p?.kind === "ambassadorQuestion" ? figureOwner(p.met) : null;
    const wantIdentity = !met || (d.identities[met]?.length ?? 4) > 1 || (d.builds[met]?.length ?? 4) === 1;
    return asks.find((a) => (a.kind === "identity") === wantIdentity) ?? asks[0]!;
  }
  // How far the Ambassador at `at` is from the seats still worth asking (lower is better).
  const wanted = (at: SpaceId, positions: Positions) => {
    let sum = 0;
    for (const s of view.agents) {
      const w = interest(s);
      if (w <= 0) continue;
      sum += w * shape(Math.min(...figuresOf(s).map((f) => dist(at, positions[f]))));
    }
    return sum;
  };
  const expels = legal.filter((a): a is Of<"expel"> => a.type === "expel");
  if (expels.length) {
    const p = view.turn.pending;
    const figure = p?.kind === "expel" ? p.figure : undefined;
    const amb = view.positions.ambassador;
    if (!figure || !amb) return rng.pick(expels);
    // Keep a seat still worth asking within reach; send the others away.
    const owner = figureOwner(figure);
    const sign = owner && interest(owner) > 0 ? 1 : -1;
    return best(expels, (a) => -sign * dist(amb, a.to), rng);
  }
  const steps = legal.filter((a): a is Of<"ambassadorStep"> => a.type === "ambassadorStep");
  const end = legal.find((a) => a.type === "endTurn");
  if (steps.length) {
    const here = view.positions.ambassador;
    const now = here ? wanted(here, view.positions) : Infinity;
    const step = best(steps, (a) => -wanted(a.to, view.positions), rng);
    if (!end || wanted(step.to, view.positions) < now) return step;
  }
  return end ?? rng.pick(legal);
}

// ---------------------------------------------------------------------------------------------

/** The sensible bot's choice, from its own view only. */
export function chooseBotAction(view: SeatView, rng: Rng): Action | null {
  const legal = view.legal;
  if (view.viewer === "ambassador") return ambassadorTurn(view, rng);
  if (legal.length === 0) return null;
  const me = view.you;
  const of = <T extends Action["type"]>(t: T) => legal.filter((a): a is Of<T> => a.type === t);
  if (!me) return rng.pick(legal);

  const answers = of("answer");
  if (answers.length) return chooseAnswer(view, answers, rng);

  const d = deduce(view);
  const handshakes = of("handshake");
  if (handshakes.length) {
    const p = view.turn.pending;
    const ok = p?.kind === "handshake" && d.partnerCandidates.includes(p.declarer);
    return handshakes.find((a) => a.accept === ok) ?? handshakes[0]!;
  }
  if (d.worlds.length === 0) {
    // Cannot happen with a sound deduction; play on without a plan rather than fail.
    const safe = legal.filter((a) => a.type !== "undo" && a.type !== "declare" && a.type !== "declareAlone");
    return rng.pick(safe.length ? safe : legal);
  }
  const k = knowledge(view, d);

  const expels = of("expel");
  if (expels.length) return chooseExpel(view, k, expels, rng);
  const roll = of("roll")[0];
  if (roll) return roll;
  if (view.turn.stage === "move") return chooseMove(view, k, rng);

  if (view.turn.stage === "meet") {
    const declare = declaration(view, k);
    if (declare) return declare;
    const meeting = chooseMeeting(view, k, rng);
    if (meeting) return meeting;
    const end = of("endTurn")[0];
    if (end) return end;
  }
  const safe = legal.filter((a) => a.type !== "undo" && a.type !== "declare" && a.type !== "declareAlone");
  return rng.pick(safe.length ? safe : legal);
}
