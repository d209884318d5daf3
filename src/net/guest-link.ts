/**
 * A guest's link to its host: the data channel it dials under the table id (this protocol's
 * serialization, reliable), a TURN server's refusal of its credentials told apart from a lack of
 * route, the backoff between tries, and which step of a join is failing once it has failed for
 * `HEARTBEAT.join` (heartbeat.ts).
 */
import type Peer from "peerjs";
import type { DataConnection } from "peerjs";
import { SERIALIZATION } from "./peer-guard.js";
import type { JoinStep } from "./heartbeat.js";

export interface DialEvents {
  /** A TURN server refused this connection's credentials (WebRTC's icecandidateerror, 4xx/5xx from a turn: URL). */
  turnRefused(conn: DataConnection): void;
  open(conn: DataConnection): void;
  data(conn: DataConnection, data: unknown): void;
  /** The connection closed or failed (`opened`: whether it ever opened). */
  lost(conn: DataConnection, opened: boolean): void;
}

/** Dials the host under the table id. */
export function dialHost(peer: Peer, tableId: string, on: DialEvents): DataConnection {
  const conn = peer.connect(tableId, { reliable: true, serialization: SERIALIZATION });
  // A TURN server that refuses our credentials says so here (its 401/403/437…): not a lack of route.
  (conn as { peerConnection?: RTCPeerConnection }).peerConnection?.addEventListener("icecandidateerror", (e) => {
    const ev = e as RTCPeerConnectionIceErrorEvent;
    if (/^turns?:/.test(ev.url ?? "") && ev.errorCode >= 400 && ev.errorCode < 700) on.turnRefused(conn);
  });
  let opened = false;
  conn.on("open", () => {
    opened = true;
    on.open(conn);
  });
  conn.on("data", (d) => on.data(conn, d));
  conn.on("close", () => on.lost(conn, opened));
  conn.on("error", () => on.lost(conn, opened));
  return conn;
}

const opening = new WeakSet<Peer>();

/**
 * Calls `go` once `peer` is open (at once if it is): one wait a peer, however many tries run out
 * while it opens (a later try's `go` is dropped, as the first one's dials for it), so neither the
 * dials nor the listeners pile up on a slow signalling server.
 */
export function whenOpen(peer: Peer, go: () => void): void {
  if (peer.open) return go();
  if (opening.has(peer)) return;
  opening.add(peer);
  peer.once("open", () => {
    opening.delete(peer);
    go();
  });
}

/** Milliseconds before try `attempt` (from 0): 300 ms doubling, at most 5 s. */
export const retryWait = (attempt: number): number => Math.min(5000, 300 * 2 ** attempt);

/**
 * Milliseconds try `attempt` (from 0) is given to open before it is dropped and tried again: 6 s,
 * doubling, at most 48 s. A route or a signalling server slow enough that a dial takes longer than
 * 6 s (seconds of latency each way) still gets through on a later try, where a fixed limit would drop
 * every try just before it opened.
 */
export const connectWait = (attempt: number): number => Math.min(48_000, 6000 * 2 ** attempt);

/** What was last seen of a failing join. */
export interface JoinSeen {
  readonly signallingDown: boolean;
  readonly peerOpen: boolean;
  readonly hostAway: boolean;
  readonly turnRefused: boolean;
  readonly failed: JoinStep | null;
}

/** Which step of the join is failing: the signalling server, the table (no host), a TURN server's refusal, the host's proof, or the route (ICE). */
export function failingStep(s: JoinSeen): JoinStep {
  return s.signallingDown || !s.peerOpen ? "signalling" : s.hostAway ? "table" : s.turnRefused ? "turn" : s.failed ?? "ice";
}
