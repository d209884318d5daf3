/**
 * The one line a network table shows of its connection: the guest's link (connected, quiet,
 * reconnecting, the step a join is stuck at, or a host that could not prove itself) and the host's
 * table with each guest seat whose link is lost. Part of the network chunk (./network-shell.ts).
 */
import { HEARTBEAT } from "../net/heartbeat.js";
import type { GuestTable } from "../net/guest-table.js";
import type { HostTable } from "../net/host-table.js";
import type { Messages } from "./i18n/index.js";

/** What a guest shows of its link: connected, quiet (waiting for it), reconnecting, or the step a join is stuck at. */
export function guestStatus(t: GuestTable, m: Messages): string {
  if (t.impostor) return m.statusNotTheTable;
  if (t.hostInvalid) return m.statusHostInvalid(t.hostInvalid);
  if (t.ice?.problem && t.status !== "connected") return m.turnCredentialsFailed(t.ice.problem);
  if (t.status === "connected") return t.stalled ? m.statusStalled : m.statusConnected;
  if (t.joinProblem) return m.joinStuck[t.joinProblem];
  if (t.hostAway) return m.statusHostAway;
  return t.status === "reconnecting" ? m.statusReconnecting : m.statusConnecting;
}

/** What the host shows: the table's status, then each guest seat whose link is lost (reconnecting, or gone). */
export function hostStatus(t: HostTable, m: Messages): string {
  const status = t.status === "open" ? m.statusOpen : t.status === "offline" ? m.statusOffline : t.status === "failed" ? m.statusFailed(t.problem) : m.statusOpening;
  const links = [...t.links()];
  const named = (state: string) => links.filter(([, link]) => link === state).map(([seat]) => m.seat[seat]).join(", ");
  const waiting = named("reconnecting"), gone = named("gone");
  return [status, t.ice?.problem ? m.turnCredentialsFailed(t.ice.problem) : "", waiting && m.seatReconnecting(waiting, HEARTBEAT.gone / 1000), gone && m.seatGone(gone, HEARTBEAT.gone / 1000)].filter(Boolean).join(" ");
}
