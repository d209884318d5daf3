/**
 * Signalling that scales on existing servers: sharding by table. A site lists several PeerJS
 * servers (the element's `peer-servers`); a host registers its table on the one the table id's
 * hash picks, and the invite link names that server (`inkognito-peer`), so the host and all its
 * guests meet on one server, whichever page they opened. A PeerJS server only introduces the peers
 * registered on it: two instances behind a load balancer cannot introduce a guest on one to a host
 * on the other, so tables, not connections, are spread.
 *
 * A server comes from a page's attribute or, for a guest, from a link anyone can write: it is
 * taken only in a safe form — an `https:`/`wss:` address (or `http:`/`ws:` to this machine's own
 * loopback), a host name or an IP address, an optional port, a plain path; no user or password,
 * query or fragment; nothing else (no `javascript:`, `data:`, …).
 */
import type { PeerOptions } from "./peer-options.js";

/** One PeerJS signalling server. */
export interface SignallingServer {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly secure: boolean;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^\[[0-9A-Fa-f:.]+\]$/;
const PATH = /^\/[A-Za-z0-9._~/-]{0,126}$/;
/** At most this many servers in a page's list. */
export const MAX_SERVERS = 32;

/** The server an address names, if it is of the safe form (see above); null otherwise. */
export function readServer(text: unknown): SignallingServer | null {
  if (typeof text !== "string" || text.length > 256) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const tls = url.protocol === "https:" || url.protocol === "wss:";
  const plain = url.protocol === "http:" || url.protocol === "ws:";
  if (!tls && !plain) return null;
  if (url.username || url.password || url.search || url.hash || text.includes("?") || text.includes("#")) return null;
  const host = url.hostname;
  if (!HOST.test(host) || (plain && !LOOPBACK.has(host))) return null;
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (!PATH.test(path)) return null;
  return { host, port: url.port ? Number(url.port) : tls ? 443 : 80, path, secure: tls };
}

/** A server's address in its one written form (as the invite link carries it). */
export function serverAddress(s: SignallingServer): string {
  return `${s.secure ? "https" : "http"}://${s.host}:${s.port}${s.path}`;
}

/** The servers of a page's list (addresses separated by white space); those not of the safe form are left out. */
export function readServerList(text: string | null | undefined): SignallingServer[] {
  if (!text) return [];
  const out: SignallingServer[] = [];
  for (const part of text.trim().split(/\s+/).slice(0, MAX_SERVERS)) {
    const s = readServer(part);
    if (s && !out.some((o) => serverAddress(o) === serverAddress(s))) out.push(s);
  }
  return out;
}

/** 32-bit FNV-1a of a text: the same on every page, so every page picks the same server for a table. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The server of `list` a table's id picks (null for an empty list). */
export function serverForTable(tableId: string, list: readonly SignallingServer[]): SignallingServer | null {
  return list.length ? list[fnv1a(tableId) % list.length]! : null;
}

/** Peer options that use `server` for signalling (the ICE settings and API key kept). */
export function onServer(peer: PeerOptions, server: SignallingServer): PeerOptions {
  return { ...peer, host: server.host, port: server.port, path: server.path, secure: server.secure };
}

/**
 * Where a guest signals: the server its invite link names, if the link names one — taken only in
 * the safe form and, when the page lists servers, only one of them; else the page's own settings.
 * A link's server that is refused gives `refused` (the guest does not join).
 */
export function guestServer(linked: string | null, list: readonly SignallingServer[]): { server: SignallingServer | null } | { refused: string } {
  if (linked === null) return { server: null };
  const s = readServer(linked);
  if (!s) return { refused: linked.slice(0, 80) };
  if (list.length && !list.some((o) => serverAddress(o) === serverAddress(s))) return { refused: serverAddress(s) };
  return { server: s };
}
