/**
 * Invite links of network tables: the page's address with the table id in the `inkognito-table`
 * parameter and the fingerprint of the host's key in `inkognito-key`. Small and loaded with the
 * element (a page opened from an invite link must know it joins before the network code is loaded).
 */
export const INVITE_PARAM = "inkognito-table";
/** The invite link's fingerprint of the host's key: a guest joins only a host that proves it holds that key. */
export const KEY_PARAM = "inkognito-key";

/** The invite link's signalling server (sharding by table: `peer-servers`, src/net/signalling.ts). */
export const SERVER_PARAM = "inkognito-peer";

/** The invite link's game (a kernel `Game`'s id: `board`, `cards`): a page opened from it plays that game. */
export const GAME_PARAM = "inkognito-game";

/** The game the page's address (an invite link) names for its table: `board` or `cards`, or null (no invite, or a link without a game: the board game's). */
export function invitedGame(): "board" | "cards" | null {
  try {
    const q = new URL(globalThis.location.href).searchParams;
    if (!q.get(INVITE_PARAM)) return null;
    const game = q.get(GAME_PARAM);
    return game === "cards" ? "cards" : "board";
  } catch {
    return null;
  }
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

/** The signalling server the page's address names for the table `tableId` (unchecked: see signalling.ts), if any. */
export function invitedServer(tableId: string): string | null {
  try {
    const q = new URL(globalThis.location.href).searchParams;
    const table = q.get(INVITE_PARAM);
    return !table || table === tableId ? q.get(SERVER_PARAM) : null;
  } catch {
    return null;
  }
}

/**
 * The invite link: this page's address with the table id, the game it plays, the fingerprint of
 * the host's key and, when the table's signalling server is one of the page's `peer-servers`, that
 * server's address.
 */
export function inviteLink(tableId: string, key = "", server = "", game = "board"): string {
  const url = new URL(globalThis.location.href);
  url.searchParams.set(INVITE_PARAM, tableId);
  url.searchParams.set(GAME_PARAM, game);
  if (key) url.searchParams.set(KEY_PARAM, key);
  else url.searchParams.delete(KEY_PARAM);
  if (server) url.searchParams.set(SERVER_PARAM, server);
  else url.searchParams.delete(SERVER_PARAM);
  url.hash = "";
  return url.toString();
}
