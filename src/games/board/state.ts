/** Helpers over a GameState: occupancy, meetings, and drafting a successor state with events. */
import type { SpaceId } from "./board-types.js";
import {
  figureOwner,
  type AgentSeat, type FigureId, type GameEvent, type GameState, type Seat,
} from "./types.js";

/** A shallow-writable copy of the state; handlers replace sub-objects, never mutate them. */
export type Draft = { -readonly [K in keyof GameState]: GameState[K] };

export function draft(state: GameState): Draft {
  return { ...state };
}

export function emit(
  d: Draft, type: string, data: Record<string, unknown>, priv?: Partial<Record<Seat, Record<string, unknown>>>,
): void {
  const ev: GameEvent = priv
    ? { seq: d.log.length, turn: d.turn.number, type, data, private: priv }
    : { seq: d.log.length, turn: d.turn.number, type, data };
  d.log = [...d.log, ev];
}

export function figuresOn(state: GameState, space: SpaceId): FigureId[] {
  const out: FigureId[] = [];
  for (const f in state.positions) if (state.positions[f as FigureId] === space) out.push(f as FigureId);
  return out;
}

export function isOccupied(state: GameState, space: SpaceId, ignoring?: FigureId): boolean {
  for (const f in state.positions) if (f !== ignoring && state.positions[f as FigureId] === space) return true;
  return false;
}

/** The figures of a seat, in build order. */
export function figuresOf(state: GameState, seat: AgentSeat): FigureId[] {
  const out: FigureId[] = [];
  for (const f in state.positions) if (figureOwner(f as FigureId) === seat) out.push(f as FigureId);
  return out;
}

export interface Meeting {
  /** The active seat's figure. */
  readonly own: FigureId;
  /** The other seat's figure, or "ambassador". */
  readonly met: FigureId;
  readonly space: SpaceId;
}

/**
 * Meetings of an agent seat: every own figure sharing a space with another seat's figure or
 * with the Ambassador. Derived from the board, so a resolved meeting (an expelled figure, an
 * own figure that took its extra step) disappears by itself.
 */
export function meetingsOf(state: GameState, seat: AgentSeat): Meeting[] {
  const out: Meeting[] = [];
  const bySpace = new Map<SpaceId, FigureId[]>();
  for (const f in state.positions) {
    const s = state.positions[f as FigureId]!;
    const list = bySpace.get(s);
    if (list) list.push(f as FigureId);
    else bySpace.set(s, [f as FigureId]);
  }
  for (const [space, figs] of bySpace) {
    if (figs.length < 2) continue;
    for (const own of figs) {
      if (figureOwner(own) !== seat) continue;
      for (const met of figs) {
        const o = figureOwner(met);
        if (o !== seat) out.push({ own, met, space });
      }
    }
  }
  return out;
}

export function activeMeetings(state: GameState): Meeting[] {
  const seat = state.turn.seat;
  if (state.turn.stage !== "meet" || seat === "ambassador") return [];
  return meetingsOf(state, seat);
}
