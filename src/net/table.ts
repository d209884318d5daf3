/**
 * A Table is where the element gets its views and sends its intents. A LocalTable (solo and
 * hot-seat) referees in this page; a HostTable referees for guests over PeerJS; a GuestTable
 * relays to a host. The UI only ever talks to this interface. A table knows no game's rules: it is
 * given a `Game` (src/games/kernel/game.ts) and is typed by it — `Table<typeof boardGame>` hands
 * out the board game's views and takes its actions; `Table` alone is a table of any game.
 */
import type { ActionOf, AnyGame, SeatOf, ViewOf, ViewerOf } from "../games/kernel/game.js";
import type { RuleError } from "../games/kernel/refusal.js";
import type { Lobby } from "./protocol.js";

export interface TableChange<G extends AnyGame = AnyGame> {
  /** The view of the seat this page shows now (null while a network table is in its lobby). */
  readonly view: ViewOf<G> | null;
}

/**
 * What an intent got: taken, or refused with a typed error. The code is the game's own, or one of
 * the table's (`NOT_YOUR_SEAT`, `GAME_OVER`, …, which every game's table of codes also has).
 */
export type ActResult<C extends string = string> = { readonly ok: true } | { readonly ok: false; readonly error: RuleError<C> };

export interface Table<G extends AnyGame = AnyGame> {
  /** The game this table referees or relays. */
  readonly game: G;
  /** The seats people at this screen control (one in solo, several in hot-seat). */
  readonly humanSeats: readonly ViewerOf<SeatOf<G>>[];
  /** The seat whose view is shown now. */
  readonly viewer: ViewerOf<SeatOf<G>>;
  /** The current view; null before a network game starts. */
  view(): ViewOf<G> | null;
  /** Sends an intent for a seat this screen controls (over the network: answered later). */
  act(action: ActionOf<G>): ActResult | Promise<ActResult>;
  /** Called after every change; returns an unsubscribe function. */
  subscribe(listener: (change: TableChange<G>) => void): () => void;
  dispose(): void;
  /** Network tables: the lobby (seats, names, readiness, connections). */
  lobby?(): Lobby | null;
}

/** A host table's status: `failed` when PeerJS refused the table for good (see its `problem`); anything else is retried. */
export type TableStatus = "opening" | "open" | "offline" | "failed";
