/**
 * What PeerJS lets in, narrowed to our protocol. PeerJS builds a connection for any offer the
 * signalling server relays: of any serialization (an unknown name such as `nope` or `__proto__`
 * throws inside its socket handler, uncaught), media calls, and it keeps every signalling message
 * for a connection it does not know in a map that nobody empties. A guarded peer takes only data
 * offers of the "raw" serialization (and only when it accepts connections at all, only up to
 * `maxConnections`), refuses calls, keeps nothing for unknown connections, never lets a malformed
 * signalling message throw, and forgets peers whose connections are all gone.
 */
import type Peer from "peerjs";

interface PeerInternals {
  _handleMessage(message: unknown): void;
  _storeMessage(connectionId: string, message: unknown): void;
  _lostMessages: Map<string, unknown[]>;
  _connections: Map<string, unknown[]>;
}

/** The serialization our protocol speaks (we stringify and parse ourselves). */
export const SERIALIZATION = "raw";

export interface GuardOptions {
  readonly acceptOffers: boolean;
  /** Most connections PeerJS may hold at once; later offers are dropped unseen. */
  readonly maxConnections?: number;
  /** Most connections from one peer at once (a guest needs one; a reconnect may overlap it briefly). */
  readonly maxPerPeer?: number;
  /** Peers whose offers are dropped (a peer that flooded, for a while). */
  readonly banned?: (peerId: string) => boolean;
}

export function guardPeer(peer: Peer, o: GuardOptions): void {
  const p = peer as unknown as PeerInternals;
  const handle = p._handleMessage.bind(peer);
  p._storeMessage = () => {}; // signalling for a connection not (or no longer) here is dropped
  p._handleMessage = (message: unknown) => {
    try {
      const m = message as { type?: unknown; src?: unknown; payload?: { type?: unknown; serialization?: unknown; connectionId?: unknown } } | null;
      if (m?.type === "OFFER") {
        const pl = m.payload;
        if (!o.acceptOffers || !pl || pl.type !== "data" || pl.serialization !== SERIALIZATION) return;
        if (typeof pl.connectionId !== "string" || pl.connectionId.length > 64) return;
        if (o.maxConnections !== undefined && connectionCount(peer) >= o.maxConnections) return;
        const src = typeof m.src === "string" ? m.src : "";
        if (o.banned?.(src)) return;
        const mine = (peer as unknown as PeerInternals)._connections.get(src)?.length ?? 0;
        if (o.maxPerPeer !== undefined && mine >= o.maxPerPeer) return;
      }
      handle(message);
    } catch {
      // a malformed signalling message changes nothing
    }
  };
  peer.on("call", (call) => call.close());
}

/** How many connections PeerJS holds (open or being set up). */
export function connectionCount(peer: Peer): number {
  let n = 0;
  for (const list of (peer as unknown as PeerInternals)._connections.values()) n += list.length;
  return n;
}

/** Forgets what PeerJS keeps for peers whose connections are all gone (call now and then). */
export function sweepPeer(peer: Peer): void {
  const p = peer as unknown as PeerInternals;
  p._lostMessages.clear();
  for (const [id, list] of p._connections) if (!list.length) p._connections.delete(id);
}
