/**
 * What a guest (./guest-table.ts) saw of its tries to reach the host, and, once it has been
 * without a connection for `HEARTBEAT.join`, which step of the join is failing (./guest-link.ts's
 * `failingStep`): the signalling server, the table (no host), the host's proof, a TURN server's
 * refusal, or the route (ICE).
 */
import { failingStep } from "./guest-link.js";
import { HEARTBEAT, type JoinStep } from "./heartbeat.js";

export class JoinTrouble {
  /** The signalling server could not be reached at the last try. */
  signallingDown = false;
  /**
   * What failed at the last try to reach the host, once the signalling server was reached: no host
   * under the table id ("table"), a host that did not prove itself in time ("proof"), a TURN server
   * that refused this browser's credentials ("turn"), or a connection that never opened ("ice").
   */
  failed: JoinStep | null = null;
  /** A TURN server refused this connection's credentials (WebRTC's icecandidateerror, 4xx/5xx from a turn: URL). */
  turnRefused = false;
  /** Since when this guest has been without a connection. */
  since = Date.now();
  /** The step the join is stuck at (null while connected or still trying). */
  problem: JoinStep | null = null;

  /** A try that never got through (a connection that never opened): TURN's refusal, else the route. */
  noRoute(): void {
    this.failed = this.turnRefused ? "turn" : "ice";
  }

  /** Works out the failing step now: whether it changed. */
  diagnose(now: number, link: { connected: boolean; peerOpen: boolean; hostAway: boolean }): boolean {
    let step: JoinStep | null = null;
    if (!link.connected && now - this.since > HEARTBEAT.join) {
      step = failingStep({ signallingDown: this.signallingDown, peerOpen: link.peerOpen, hostAway: link.hostAway, turnRefused: this.turnRefused, failed: this.failed });
    }
    if (step === this.problem) return false;
    this.problem = step;
    return true;
  }
}
