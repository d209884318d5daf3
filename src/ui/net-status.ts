/**
 * The one line a network table shows of its connection: the guest's link (connected, quiet,
 * reconnecting, the step a join is stuck at, a host that could not prove itself, the host's last
 * refusal) and the host's table with each guest seat whose link is lost. Part of the network chunk
 * (./network-shell.ts). Every sentence comes from the messages, by state or stable code: the raw
 * English of an error (the host's refusal text, a browser's or a library's message, why a view was
 * invalid) goes to the console only, once each time it changes.
 */
import { HEARTBEAT } from "../net/heartbeat.js";
import type { GuestTable } from "../net/guest-table.js";
import type { HostTable } from "../net/host-table.js";
import { PROTOCOL_ERRORS, type ProtocolError, type ProtocolErrorCode } from "../net/protocol.js";
import type { Messages } from "./i18n/index.js";

/** The last raw detail logged of each kind, so a status refreshed often logs a detail once. */
const logged = new Map<string, string>();

/** Puts an error's own (English) words in the console, once per change, never on screen. */
function logDetail(kind: string, detail: string | null | undefined): void {
  if (!detail || logged.get(kind) === detail) return;
  logged.set(kind, detail);
  console.warn(`<inkognito-game> network (${kind}): ${detail}`);
}

/** The sentence for a refusal the host sent: a protocol code, a game's refusal code, else the code itself. */
export function refusalText(m: Messages, error: Pick<ProtocolError, "code" | "message">): string {
  logDetail("host refused", `${error.code}: ${String(error.message).slice(0, 300)}`);
  if (Object.prototype.hasOwnProperty.call(PROTOCOL_ERRORS, error.code)) return m.protocolError[error.code as ProtocolErrorCode];
  if (Object.prototype.hasOwnProperty.call(m.error, error.code)) return m.error[error.code as keyof Messages["error"]];
  return m.hostRefused(String(error.code).replace(/[^A-Z0-9_]/gi, "").slice(0, 40));
}

/** What a guest shows of its link: connected, quiet (waiting for it), reconnecting, or the step a join is stuck at. */
export function guestStatus(t: GuestTable, m: Messages): string {
  if (t.impostor) return m.statusNotTheTable;
  logDetail("invalid from the host", t.hostInvalid);
  if (t.hostInvalid) return m.statusHostInvalid;
  logDetail("TURN credentials", t.ice?.problem);
  if (t.ice?.problem && t.status !== "connected") return m.turnCredentialsFailed;
  if (t.status === "connected") return t.stalled ? m.statusStalled : m.statusConnected;
  if (t.joinProblem) return m.joinStuck[t.joinProblem];
  if (t.hostAway) return m.statusHostAway;
  return t.status === "reconnecting" ? m.statusReconnecting : m.statusConnecting;
}

/** The guest's whole line: its link, then the host's last refusal (from its code). */
export function guestLine(t: GuestTable, m: Messages): string {
  const status = guestStatus(t, m);
  return t.lastError && !t.impostor ? `${status} ${refusalText(m, t.lastError)}` : status;
}

/** The fair-play check a guest ran after the game: passed, or failed (what failed in the console). */
export function fairText(t: GuestTable, m: Messages): string {
  if (!t.fairness) return "";
  if (t.fairness.ok) return m.fairOk;
  logDetail("fair play", t.fairness.problems.join("; "));
  return m.fairBad;
}

/** What the host shows: the table's status, then each guest seat whose link is lost (reconnecting, or gone). */
export function hostStatus(t: HostTable, m: Messages): string {
  if (t.status === "failed") logDetail("table", t.problem);
  logDetail("TURN credentials", t.ice?.problem);
  const status = t.status === "open" ? m.statusOpen : t.status === "offline" ? m.statusOffline : t.status === "failed" ? m.statusFailed : m.statusOpening;
  const links = [...t.links()];
  const named = (state: string) => m.list(links.filter(([, link]) => link === state).map(([seat]) => m.seat[seat]));
  const waiting = named("reconnecting"), gone = named("gone");
  return [status, t.ice?.problem ? m.turnCredentialsFailed : "", waiting && m.seatReconnecting(waiting, HEARTBEAT.gone / 1000), gone && m.seatGone(gone, HEARTBEAT.gone / 1000)].filter(Boolean).join(" ");
}
