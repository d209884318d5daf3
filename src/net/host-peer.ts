/**
 * The host's PeerJS peer: opened under the table id (with the id's secret token after a reload, so
 * the host takes its id back at once), opened again with backoff while the server or the id is
 * unavailable, given up with PeerJS's own words for errors no retry mends. Offers are let in only
 * with this protocol's serialization and while the table has room (a full table says so, then
 * closes). Fresh TURN credentials are fetched first when the site has an endpoint for them.
 */
import Peer, { type DataConnection } from "peerjs";
import { peerJsOptions, type PeerOptions } from "./peer-options.js";
import { encode, protocolError, PROTOCOL_VERSION } from "./protocol.js";
import { SERIALIZATION, guardPeer, sweepPeer } from "./peer-guard.js";
import { MAX_PENDING, MAX_PER_PEER } from "./limits.js";
import type { FreshIce } from "./ice-credentials.js";
import type { TableStatus } from "./table.js";

export type { TableStatus };

/** PeerJS errors that no retry mends. */
const FATAL = new Set(["invalid-id", "invalid-key", "browser-incompatible", "ssl-unavailable"]);
/** PeerJS errors after which the peer is opened again (after a reload the old id lingers on the server until it expires). */
const RETRY = new Set(["unavailable-id", "network", "server-error", "socket-error"]);

export interface HostPeerOptions {
  readonly tableId: string;
  readonly peer: PeerOptions;
  readonly peerToken?: string;
  readonly ice: FreshIce | null;
  /** A peer kept out for a while (it flooded). */
  banned(peerId: string): boolean;
  /** The table is full: a new connection is told so and closed. */
  full(): boolean;
  disposed(): boolean;
  /** The status changed (`save`: whether the table is to be saved for it). */
  changed(save: boolean): void;
  /** A connection let in. */
  connection(conn: DataConnection): void;
}

export class HostPeer {
  peer: Peer | null = null;
  status: TableStatus = "opening";
  /** Why the table could not open, when `status` is "failed" (PeerJS's own words). */
  problem = "";

  constructor(private readonly o: HostPeerOptions) {}

  /** The peer's id on the signalling server (null before it opened). */
  get id(): string | null {
    return this.peer?.id ?? null;
  }

  open(attempt = 0): void {
    const o = this.o;
    if (o.disposed()) return;
    if (o.ice && !o.ice.fresh) {
      // The TURN credentials first (a failure is shown, and tried again).
      void o.ice.refresh().then(() => {
        o.changed(false);
        setTimeout(() => this.open(attempt), o.ice!.fresh ? 0 : 5000);
      });
      return;
    }
    const peerOptions = o.ice ? { ...o.peer, iceServers: o.ice.iceServers } : o.peer;
    const peer = new Peer(o.tableId, { ...peerJsOptions(peerOptions), ...(o.peerToken ? { token: o.peerToken } : {}) } as never);
    this.peer = peer;
    guardPeer(peer, { acceptOffers: true, maxConnections: MAX_PENDING, maxPerPeer: MAX_PER_PEER, banned: (id) => o.banned(id) });
    peer.on("open", () => {
      this.status = "open";
      o.changed(true);
    });
    peer.on("connection", (conn) => this.accept(conn));
    peer.on("error", (e: Error & { type?: string }) => {
      if (RETRY.has(e.type ?? "")) {
        this.status = "offline";
        peer.destroy();
        setTimeout(() => this.open(attempt + 1), Math.min(8000, 500 * 2 ** attempt));
        o.changed(false);
      } else if (FATAL.has(e.type ?? "")) {
        // Trying again cannot help (a refused id or key, no WebRTC in this browser): say so.
        this.status = "failed";
        this.problem = e.message;
        peer.destroy();
        o.changed(false);
      }
    });
    peer.on("disconnected", () => {
      if (!o.disposed() && !peer.destroyed) peer.reconnect();
    });
  }

  /** At each heartbeat: offers that never opened are swept; fresh TURN credentials for the connections to come, before the ones held expire. */
  sweep(): void {
    if (this.peer) sweepPeer(this.peer);
    const ice = this.o.ice;
    if (ice && !ice.fresh) {
      void ice.refresh().then(() => {
        if (this.peer) ice.applyTo(this.peer as never);
      });
    }
  }

  destroy(): void {
    this.peer?.destroy();
  }

  private accept(conn: DataConnection) {
    // Only our protocol's serialization gets in (the guard drops other offers; this is the last word).
    if (conn.serialization !== SERIALIZATION) return conn.close();
    if (this.o.full()) {
      // Full: said plainly, then closed.
      conn.once("open", () => {
        conn.send(encode({ v: PROTOCOL_VERSION, t: "error", error: protocolError("TABLE_FULL") }));
        setTimeout(() => conn.close(), 200);
      });
      setTimeout(() => conn.close(), 10_000);
      return;
    }
    this.o.connection(conn);
  }
}
