/**
 * Invite links of network tables: the page's address with the table id in the `inkognito-table`
 * parameter. Small and loaded with the element (a page opened from an invite link must know it
 * joins before the network code is loaded).
 */
export const INVITE_PARAM = "inkognito-table";

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
