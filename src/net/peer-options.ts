/** Where the PeerJS signalling server is, and which ICE servers to use. */
export interface PeerOptions {
  readonly host?: string;
  readonly port?: number;
  readonly path?: string;
  readonly secure?: boolean;
  readonly key?: string;
  /** STUN/TURN servers; an empty list uses local candidates only (loopback tests). */
  readonly iceServers?: readonly RTCIceServer[];
  /** "relay": use TURN relays only (never a direct path); "all" (WebRTC's default) tries direct paths first. */
  readonly iceTransportPolicy?: RTCIceTransportPolicy;
  /** The site's endpoint that mints time-limited TURN credentials (ice-credentials.ts): fetched when a peer is made, added to `iceServers`. */
  readonly iceCredentialsUrl?: string;
}

/** PeerJS constructor options from ours (absent fields keep PeerJS's defaults: the public cloud). */
export function peerJsOptions(o: PeerOptions): Record<string, unknown> {
  const out: Record<string, unknown> = { debug: 0 };
  if (o.host) out.host = o.host;
  if (o.port) out.port = o.port;
  if (o.path) out.path = o.path;
  if (o.secure !== undefined) out.secure = o.secure;
  if (o.key) out.key = o.key;
  if (o.iceServers || o.iceTransportPolicy) {
    out.config = {
      ...(o.iceServers ? { iceServers: [...o.iceServers] } : {}),
      ...(o.iceTransportPolicy ? { iceTransportPolicy: o.iceTransportPolicy } : {}),
    };
  }
  return out;
}

/**
 * Whether PeerJS takes this as a peer id: letters and digits, with single spaces, `-` or `_`
 * between them (never first, last or doubled). PeerJS refuses any other id with "invalid-id".
 */
export function isValidPeerId(id: string): boolean {
  return /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/.test(id);
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A fresh, unguessable table id: "inkognito-" and 15 random letters or digits (89 bits). Letters
 * and digits only, so that it is always a valid PeerJS id (a `-` or `_` from a URL-safe token
 * could double the separator or end the id, and PeerJS would refuse the table).
 */
export function newTableId(): string {
  let out = "";
  const a = new Uint8Array(32);
  while (out.length < 15) {
    crypto.getRandomValues(a);
    // 248 = 4 × 62: bytes above it are dropped so that every character is equally likely.
    for (const b of a) if (b < 248 && out.length < 15) out += ALPHANUMERIC[b % 62];
  }
  return `inkognito-${out}`;
}

/** A random URL-safe token of `bytes` random bytes. */
export function randomToken(bytes = 18): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return [...a].map((b) => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[b & 63]).join("");
}

export function randomHex(bytes = 16): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return [...a].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
