/**
 * A Table is where the element gets its views and sends its intents. A LocalTable (solo and
 * hot-seat) referees in this page; a HostTable referees for guests over PeerJS; a GuestTable
 * relays to a host. The UI only ever talks to this interface.
 */
import type { Action, RuleError, SeatView, Viewer } from "../games/board/index.js";
import type { Lobby } from "./protocol.js";

export interface TableChange {
  /** The view of the seat this page shows now (null while a network table is in its lobby). */
  readonly view: SeatView | null;
}

export type ActResult = { readonly ok: true } | { readonly ok: false; readonly error: RuleError };

export interface Table {
  /** The seats people at this screen control (one in solo, several in hot-seat). */
  readonly humanSeats: readonly Viewer[];
  /** The seat whose view is shown now. */
  readonly viewer: Viewer;
  /** The current view; null before a network game starts. */
  view(): SeatView | null;
  /** Sends an intent for a seat this screen controls (over the network: answered later). */
  act(action: Action): ActResult | Promise<ActResult>;
  /** Called after every change; returns an unsubscribe function. */
  subscribe(listener: (change: TableChange) => void): () => void;
  dispose(): void;
  /** Network tables: the lobby (seats, names, readiness, connections). */
  lobby?(): Lobby | null;
}
