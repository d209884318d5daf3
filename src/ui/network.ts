/**
 * Opening a network table for the element: the host's table (a fresh unguessable id, or the one
 * this page hosted before a reload) or a guest's (from the `table` attribute or the invite link's
 * `inkognito-table` parameter), with the PeerJS settings from the element's attributes.
 */
import type { Seat } from "../engine/index.js";
import { chooseBotAction } from "../engine/index.js";
import { GuestTable } from "../net/guest-table.js";
import { HostTable } from "../net/host-table.js";
import type { TableStore } from "../net/local-table.js";
import { isValidPeerId, newTableId, type PeerOptions } from "../net/peer-options.js";
import { HEARTBEAT } from "../net/heartbeat.js";
import type { Messages } from "./i18n/index.js";

export const INVITE_PARAM = "inkognito-table";

export interface NetworkSettings {
  readonly mode: "host" | "join";
  readonly tableId: string | null;
  readonly players: 3 | 4 | 5;
  readonly seat: Seat | "spectator";
  readonly name: string;
  readonly peer: PeerOptions;
  readonly botDelay: number;
  readonly gameId: string;
  readonly store: (key: string) => TableStore | undefined;
}

/** The table id in the page's address (an invite link), if any. */
export function invitedTable(): string | null {
  try {
    return new URL(globalThis.location.href).searchParams.get(INVITE_PARAM);
  } catch {
    return null;
  }
}

/** The invite link: this page's address with the table id. */
export function inviteLink(tableId: string): string {
  const url = new URL(globalThis.location.href);
  url.searchParams.set(INVITE_PARAM, tableId);
  url.hash = "";
  return url.toString();
}

function badTable(id: string): string {
  return `"${id.slice(0, 40)}" is not a table id: check the invite link (letters and digits, with single "-" between them).`;
}

export function openTable(s: NetworkSettings): HostTable | GuestTable | string {
  if (s.mode === "host") {
    if (s.tableId && !isValidPeerId(s.tableId)) return badTable(s.tableId);
    const idStore = s.store(`inkognito:v1:${s.gameId}:host-id:${s.players}`);
    const stored = idStore?.load();
    // An id this page hosted before is taken again (a reload resumes the table), if PeerJS takes it.
    const tableId = s.tableId ?? (stored && isValidPeerId(stored) ? stored : newTableId());
    idStore?.save(tableId);
    return new HostTable({
      tableId, players: s.players, hostSeat: s.seat, hostName: s.name, peer: s.peer,
      bot: chooseBotAction, botDelay: s.botDelay, store: s.store(`inkognito:v1:host:${tableId}`),
    });
  }
  const tableId = s.tableId ?? invitedTable();
  if (!tableId) return "No table to join: give the table id, or open the invite link.";
  if (!isValidPeerId(tableId)) return badTable(tableId);
  return new GuestTable({
    tableId, name: s.name, ...(s.seat !== "red" ? { seat: s.seat } : {}), peer: s.peer,
    store: s.store(`inkognito:v1:guest:${tableId}`),
  });
}

/** What a guest shows of its link: connected, quiet (waiting for it), reconnecting, or the step a join is stuck at. */
export function guestStatus(t: GuestTable, m: Messages): string {
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
  return [status, waiting && m.seatReconnecting(waiting, HEARTBEAT.gone / 1000), gone && m.seatGone(gone, HEARTBEAT.gone / 1000)].filter(Boolean).join(" ");
}
