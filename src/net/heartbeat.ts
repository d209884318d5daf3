/**
 * Our own heartbeat, on both ends of a table's link (PeerJS's `close` is not fired reliably when
 * the other side vanishes). A guest pings the host every `interval`; the host answers each ping
 * with a pong, so each side hears the other at least that often while the link lives.
 *
 * - Quiet for `quiet`: the link is shown as reconnecting, but the data channel is kept — a link
 *   that comes back (Wi-Fi returning within seconds) carries on with nothing resent or lost.
 * - Quiet for `dead` (or WebRTC says the connection failed or closed): the channel is given up;
 *   the guest opens a new one and says `hello` with its seat token, and gets its full view again.
 * - A connection not yet open is waited for `opening` by the host (a guest's longest try is 48 s,
 *   ./guest-link.ts): over a slow relayed route the channel takes tens of seconds to open; `dead`
 *   is for a link that opened and went quiet. A hostile peer gains no slot by it: an open
 *   connection that pings holds one as long as it likes (`limits.ts` caps them).
 * - A seat with no live link for `gone` is shown to the host as gone; the host may hand it to a bot.
 * - A join that has not connected after `join` says which step failed (see `JoinStep`).
 */
/** A seat's name (a game's own: "red", "ambassador", …). */
type Seat = string;

export const HEARTBEAT = {
  interval: 1000,
  quiet: 3500,
  dead: 10_000,
  gone: 20_000,
  join: 12_000,
  opening: 50_000,
} as const;

export type Timing = { readonly [K in keyof typeof HEARTBEAT]: number };

/** How a link is: heard lately, quiet (shown as reconnecting, kept), or dead (to be replaced). */
export type LinkHealth = "live" | "quiet" | "dead";

/** A link's health from when the other side was last heard, and WebRTC's own connection state. */
export function linkHealth(silentFor: number, rtcState: string | undefined, t: Timing = HEARTBEAT, open = true): LinkHealth {
  if (rtcState === "failed" || rtcState === "closed" || silentFor > (open ? t.dead : t.opening)) return "dead";
  return silentFor > t.quiet ? "quiet" : "live";
}

/** The WebRTC connection state of a PeerJS data connection, if it has one yet. */
export function rtcState(conn: { peerConnection?: unknown } | null | undefined): string | undefined {
  return (conn?.peerConnection as RTCPeerConnection | undefined)?.connectionState;
}

/** What the host shows of a guest's seat: its link is live, being waited for, or gone. */
export type SeatLink = "connected" | "reconnecting" | "gone";

/**
 * The host's record of each guest seat's link: when it was last heard on a live channel, and
 * since when it has had none.
 */
export class SeatLinks {
  private readonly away = new Map<Seat, number>();

  constructor(private readonly t: Timing = HEARTBEAT) {}

  /**
   * Each human guest seat's link, given the last time each connected seat was heard (seats absent
   * from `heard` have no channel now).
   */
  states(seats: readonly Seat[], heard: ReadonlyMap<Seat, number>, now: number): Map<Seat, SeatLink> {
    const out = new Map<Seat, SeatLink>();
    for (const seat of seats) {
      const last = heard.get(seat);
      if (last !== undefined && now - last <= this.t.quiet) {
        this.away.delete(seat);
        out.set(seat, "connected");
        continue;
      }
      // Away since it was last heard; a seat with no channel at all, since it was first seen so.
      if (!this.away.has(seat)) this.away.set(seat, last ?? now);
      out.set(seat, now - this.away.get(seat)! >= this.t.gone ? "gone" : "reconnecting");
    }
    for (const seat of [...this.away.keys()]) if (!seats.includes(seat)) this.away.delete(seat);
    return out;
  }
}

/**
 * The step a join was stuck at: the signalling server, the table (no host under its id), the host's
 * proof of its key (a peer answered under the id but never proved itself), a TURN server refusing
 * the credentials, or the route (ICE found no path between the two networks).
 */
export type JoinStep = "signalling" | "table" | "proof" | "turn" | "ice";
