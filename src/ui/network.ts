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
import { isValidPeerId, newTableId, randomToken, type PeerOptions } from "../net/peer-options.js";

export const INVITE_PARAM = "inkognito-table";
/** The invite link's fingerprint of the host's key: a guest joins only a host that proves it holds that key. */
export const KEY_PARAM = "inkognito-key";

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

/** The host key's fingerprint in the page's address, for the table `tableId` (the link's own table, or any when the link names none). */
export function invitedKey(tableId: string): string | null {
  try {
    const q = new URL(globalThis.location.href).searchParams;
    const key = q.get(KEY_PARAM);
    const table = q.get(INVITE_PARAM);
    return key && /^[A-Za-z0-9_-]{22}$/.test(key) && (!table || table === tableId) ? key : null;
  } catch {
    return null;
  }
}

/** The invite link: this page's address with the table id and the fingerprint of the host's key. */
export function inviteLink(tableId: string, key = ""): string {
  const url = new URL(globalThis.location.href);
  url.searchParams.set(INVITE_PARAM, tableId);
  if (key) url.searchParams.set(KEY_PARAM, key);
  else url.searchParams.delete(KEY_PARAM);
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
    // PeerJS's secret for this id, kept: after a reload the server gives the id back at once.
    const tokenStore = s.store(`inkognito:v1:${s.gameId}:host-token:${tableId}`);
    const peerToken = tokenStore?.load() || randomToken(16);
    tokenStore?.save(peerToken);
    return new HostTable({
      peerToken,
      tableId, players: s.players, hostSeat: s.seat, hostName: s.name, peer: s.peer,
      bot: chooseBotAction, botDelay: s.botDelay, store: s.store(`inkognito:v1:host:${tableId}`),
    });
  }
  const tableId = s.tableId ?? invitedTable();
  if (!tableId) return "No table to join: give the table id, or open the invite link.";
  if (!isValidPeerId(tableId)) return badTable(tableId);
  return new GuestTable({
    tableId, name: s.name, ...(s.seat !== "red" ? { seat: s.seat } : {}), peer: s.peer,
    ...(invitedKey(tableId) ? { hostKey: invitedKey(tableId)! } : {}),
    store: s.store(`inkognito:v1:guest:${tableId}`),
  });
}
