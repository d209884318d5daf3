/**
 * Answers prepared ahead. While the table waits for a guest's move, the host uses its idle moments
 * to work out, for each action that seat may take, the referee's next state and the view update the
 * seat would then be sent; when the intent comes, its answer goes out at once, with only the
 * message's own checks before it. A prepared answer serves only the very state it was prepared
 * from and the very view that seat was last sent (the same objects): any change in between
 * (another seat's action, a notebook mark, a rejoin) leaves it unused, and it is dropped at the next
 * preparation. The engine is pure, so a prepared answer is exactly what applying the action then
 * would give; an intent that was not prepared (not among the seat's legal actions, or its keys in
 * another order) goes the usual way, through the referee. Bounded: one seat, one state, at most
 * `MAX_PREPARED` answers, worked out only in idle time (a few milliseconds at a time).
 */
import type { AnyGame, SeatOf, StateOf } from "../games/kernel/game.js";
import { workOutUpdate, type SentView, type WorkedUpdate } from "./view-updates.js";

/** At most this many answers are prepared for one state (a seat rarely has over 64 legal actions). */
export const MAX_PREPARED = 96;
/** Each slice of the work takes at most this many milliseconds (an intent that comes meanwhile waits for the slice). */
const SLICE = 3;
/** A slice waits at most this many milliseconds for the page to be idle. */
const WAIT = 20;

export interface PreparedAnswer<State = unknown> {
  /** The referee's state after the action. */
  readonly state: State;
  /** The seat's view update from what it was last sent to its view of `state`. */
  readonly update: WorkedUpdate;
}

/** Runs `work` when the page is idle, with the milliseconds it may still take; returns a cancel. */
function whenIdle(work: (left: () => number) => void): () => void {
  const g = globalThis as {
    requestIdleCallback?: (f: (d: { timeRemaining(): number; didTimeout: boolean }) => void, o: { timeout: number }) => number;
    cancelIdleCallback?: (h: number) => void;
  };
  const slice = (idle: () => number) => {
    const end = performance.now() + SLICE;
    work(() => Math.min(idle(), end - performance.now()));
  };
  if (g.requestIdleCallback && g.cancelIdleCallback) {
    // A page that is never idle (its board animating) still gets to it, a slice at a time.
    const h = g.requestIdleCallback((d) => slice(() => (d.didTimeout ? Infinity : d.timeRemaining())), { timeout: WAIT });
    return () => g.cancelIdleCallback!(h);
  }
  // Safari has no requestIdleCallback: a task of its own.
  const t = setTimeout(() => slice(() => Infinity), 0);
  return () => clearTimeout(t);
}

/** The answers of the game `game` (its `applyAction` and `viewFor`). */
export class PreparedAnswers<G extends AnyGame = AnyGame> {
  private base: StateOf<G> | null = null;
  private basis: SentView | null = null;
  private seat: SeatOf<G> | null = null;
  /** By the action's JSON text. */
  private readonly ready = new Map<string, PreparedAnswer<StateOf<G>>>();
  private todo: unknown[] = [];
  private cancel: (() => void) | null = null;
  /** How many intents were answered from a prepared answer (for tests and the bench). */
  taken = 0;

  constructor(private readonly game: G) {}

  /** How many answers are prepared now. */
  get size(): number {
    return this.ready.size;
  }

  /**
   * Prepares, in idle time, the answers to `seat`'s `legal` actions from `state`, the seat having
   * been sent `basis` last (`legal` is what `basis` holds); what was prepared for anything else is
   * dropped. The same state, seat and basis again go on with the work under way.
   */
  prepare(state: StateOf<G>, seat: SeatOf<G>, basis: SentView, legal: readonly unknown[]): void {
    if (state === this.base && basis === this.basis && seat === this.seat) return;
    this.clear();
    this.base = state;
    this.basis = basis;
    this.seat = seat;
    this.todo = legal.slice(0, MAX_PREPARED);
    this.schedule();
  }

  /** The prepared answer to `action` from `state`, for the seat last sent `basis`, if there is one. */
  take(state: StateOf<G>, basis: SentView | null, action: unknown): PreparedAnswer<StateOf<G>> | undefined {
    if (state !== this.base || basis !== this.basis || !basis) return undefined;
    const answer = this.ready.get(JSON.stringify(action));
    if (answer) this.taken++;
    return answer;
  }

  /** Drops everything prepared, and the work under way. */
  clear(): void {
    this.cancel?.();
    this.cancel = null;
    this.ready.clear();
    this.todo = [];
    this.base = this.basis = null;
    this.seat = null;
  }

  private schedule() {
    if (!this.todo.length || this.cancel) return;
    this.cancel = whenIdle((left) => {
      this.cancel = null;
      while (this.todo.length) {
        this.prepareOne();
        if (left() <= 1) break;
      }
      this.schedule();
    });
  }

  private prepareOne() {
    const action = this.todo.shift();
    const r = this.game.applyAction(this.base!, action);
    if (r.ok) this.ready.set(JSON.stringify(action), { state: r.state, update: workOutUpdate(this.basis, this.game.viewFor(r.state, this.seat!)) });
  }
}
