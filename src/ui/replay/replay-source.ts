/**
 * What a replay shows, step by step, without the DOM: the game's states after each action of a
 * record (step 0 is the deal, step n the position after the n-th action), where each step's events
 * begin in the log, and the moments that mattered (cards shown, the declaration, the end), found in
 * the public log only. The viewer (`./replay-viewer.ts`) reads a seat's knowledge from
 * `viewFor(stateAt(i), seat)` and nothing else; "all secrets" reads the states themselves.
 */
import type { AnyGame } from "../../games/kernel/game.js";
import type { GameRecord } from "../../games/kernel/record.js";

export type ReplayGameKind = "board" | "cards";

/** One replayed game: its record, its seats and every state it went through. */
export interface ReplaySource {
  readonly kind: ReplayGameKind;
  readonly game: AnyGame;
  readonly record: GameRecord;
  /** The seats in seat order (the record's `names` follow it). */
  readonly seats: readonly string[];
  /** How many steps: the deal, then one per action. */
  readonly count: number;
  /** The referee's state at step `i` (0 ≤ i < count). */
  stateAt(i: number): unknown;
  /** How many log events the game had at step `i` (the step's own events are those from `logAt(i - 1)` on). */
  logAt(i: number): number;
}

/** The source of states already computed (the replay's own, or a test's twins). */
export function sourceOfStates(kind: ReplayGameKind, game: AnyGame, record: GameRecord, states: readonly unknown[]): ReplaySource {
  const logs = states.map((s) => ((s as { log?: readonly unknown[] }).log ?? []).length);
  const seats = game.seats(states[0]) as readonly string[];
  const clamp = (i: number) => Math.min(Math.max(0, Math.trunc(i) || 0), states.length - 1);
  return {
    kind, game, record, seats, count: states.length,
    stateAt: (i) => states[clamp(i)],
    logAt: (i) => (i < 0 ? 0 : logs[clamp(i)]!),
  };
}

/**
 * Every state of a record already replayed (`replayRecord`: its first state and its decoded
 * actions), applied once more through the game's `applyAction` so each step can be shown.
 */
export function sourceOfReplay(
  kind: ReplayGameKind, game: AnyGame, record: GameRecord, initial: unknown, actions: readonly unknown[],
): ReplaySource {
  const states: unknown[] = [initial];
  let state = initial;
  for (const a of actions) {
    const r = game.applyAction(state, a);
    // replayRecord applied these very actions: a refusal here would be a rules bug, not the record's.
    if (!r.ok) break;
    state = r.state;
    states.push(state);
  }
  return sourceOfStates(kind, game, record, states);
}

/** A moment that mattered: the step it happened at and the public event. */
export interface Moment {
  readonly step: number;
  readonly type: string;
  readonly seq: number;
}

/** The event types marked on the timeline, by game: cards shown, the declaration, the end. */
export const MOMENT_TYPES: Readonly<Record<ReplayGameKind, readonly string[]>> = {
  board: ["answered", "declared", "handshake", "sealOpened", "gameOver"],
  cards: ["set", "shown", "looked", "declared"],
};

/** The step at which the log event `seq` happened. */
export function stepOfEvent(source: ReplaySource, seq: number): number {
  // logAt only grows: the first step whose log holds the event.
  let lo = 0, hi = source.count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (source.logAt(mid) > seq) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The moments that mattered, from the public log of the last step (what a spectator sees; the event types only). */
export function momentsOf(source: ReplaySource): Moment[] {
  const last = source.stateAt(source.count - 1);
  const log = (source.game.viewFor(last, "spectator") as { log: readonly { seq: number; type: string }[] }).log;
  const types = MOMENT_TYPES[source.kind];
  return log.filter((e) => types.includes(e.type)).map((e) => ({ step: stepOfEvent(source, e.seq), type: e.type, seq: e.seq }));
}

/** The step of the declaration (the first "declared" event), or null when there was none. */
export function declarationStep(moments: readonly Moment[]): number | null {
  return moments.find((m) => m.type === "declared")?.step ?? null;
}

/** The steps a viewer sees of the events new at step `i`, from its own views at steps i and i − 1. */
export function newEvents<E extends { seq: number }>(view: { log: readonly E[] }, source: ReplaySource, i: number): E[] {
  const from = i === 0 ? 0 : source.logAt(i - 1);
  return view.log.filter((e) => e.seq >= from);
}
