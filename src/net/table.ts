/**
 * A Table is where the element gets its views and sends its intents. A LocalTable (solo and
 * hot-seat) referees in this page; later a host or guest table does it over PeerJS. The UI only
 * ever talks to this interface.
 */
import type { Action, RuleError, SeatView, Viewer } from "../engine/index.js";

export interface TableChange {
  /** The view of the seat this page shows now. */
  readonly view: SeatView;
}

export type ActResult = { readonly ok: true } | { readonly ok: false; readonly error: RuleError };

export interface Table {
  /** The seats people at this screen control (one in solo, several in hot-seat). */
  readonly humanSeats: readonly Viewer[];
  /** The seat whose view is shown now. */
  readonly viewer: Viewer;
  view(): SeatView;
  /** Sends an intent for a seat this screen controls. */
  act(action: Action): ActResult;
  /** Called after every change; returns an unsubscribe function. */
  subscribe(listener: (change: TableChange) => void): () => void;
  dispose(): void;
}
