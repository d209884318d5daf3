/**
 * Time-limited TURN credentials from the site's own endpoint (the element's `turn-credentials-url`),
 * fetched whenever a table makes its peer (and again by a host every `ICE_REFRESH`), so no
 * long-lived TURN password sits in a page. The endpoint mints them with coturn's REST API scheme
 * (`use-auth-secret`: username = expiry time:user, credential = base64(HMAC-SHA1(secret, username));
 * docs/net.md has a recipe). Its answer is read as hostile: a list of at most 8 RTCIceServer objects
 * (or `{ iceServers: [...] }`), `stun:`/`turn:` addresses only, strings bounded, nothing else.
 */
import * as v from "valibot";

/** How often a host fetches fresh credentials for the connections still to come. */
export const ICE_REFRESH = 20 * 60_000;
/** Largest answer read from the endpoint. */
const MAX_ANSWER = 16_384;

const Url = v.pipe(v.string(), v.maxLength(512), v.regex(/^(?:stuns?|turns?):[^\s]+$/));
const IceServer = v.strictObject({
  urls: v.union([Url, v.pipe(v.array(Url), v.minLength(1), v.maxLength(8))]),
  username: v.optional(v.pipe(v.string(), v.maxLength(512))),
  credential: v.optional(v.pipe(v.string(), v.maxLength(512))),
});
const Answer = v.union([
  v.pipe(v.array(IceServer), v.maxLength(8)),
  v.pipe(v.looseObject({ iceServers: v.pipe(v.array(IceServer), v.maxLength(8)) }), v.transform((o) => o.iceServers)),
]);

/** The ICE servers an endpoint's answer holds, or null if it is not a list of RTCIceServer objects. */
export function readIceServers(json: unknown): RTCIceServer[] | null {
  const r = v.safeParse(Answer, json);
  return r.success ? r.output.map((s) => ({ ...s, urls: s.urls })) : null;
}

/** The endpoint's address, if it is an http(s) address of this page's own origin or an https one; else null. */
export function credentialsUrl(text: string | null | undefined, base: string): string | null {
  if (!text || text.length > 1024) return null;
  try {
    const url = new URL(text, base);
    if (url.username || url.password) return null;
    if (url.protocol === "https:" || (url.protocol === "http:" && url.origin === new URL(base).origin)) return url.href;
    return null;
  } catch {
    return null;
  }
}

/**
 * Fetches the TURN credentials (this origin's cookies go along, so the site can limit them to its
 * users; never cached). Rejects with a short reason: unreachable, an HTTP error, too big, not JSON,
 * not RTCIceServer objects.
 */
export async function fetchIceServers(url: string): Promise<RTCIceServer[]> {
  let text: string;
  try {
    const r = await fetch(url, { credentials: "same-origin", cache: "no-store", signal: AbortSignal.timeout(10_000) });
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    text = await r.text();
  } catch (e) {
    throw new Error((e as Error).message.startsWith("HTTP") ? (e as Error).message : "unreachable");
  }
  if (text.length > MAX_ANSWER) throw new Error("too big");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error("not JSON");
  }
  const servers = readIceServers(json);
  if (!servers) throw new Error("not a list of RTCIceServer objects");
  return servers;
}

/**
 * A table's TURN credentials from its endpoint: fetched when the table makes its peer, and again
 * once they are `ICE_REFRESH` old, for the connections still to come (PeerJS makes each new
 * connection with its peer's current `options.config`).
 */
export class FreshIce {
  private servers: RTCIceServer[] | null = null;
  private at = 0;
  private pending: Promise<void> | null = null;
  /** Why the last fetch failed (null: it did not). */
  problem: string | null = null;

  constructor(private readonly url: string, private readonly base: readonly RTCIceServer[] = []) {}

  /** The credentials are fetched and not yet due for renewal. */
  get fresh(): boolean {
    return this.servers !== null && Date.now() - this.at < ICE_REFRESH;
  }

  /** The page's own ICE servers, then the endpoint's (as last fetched). */
  get iceServers(): RTCIceServer[] {
    return [...this.base, ...(this.servers ?? [])];
  }

  /** Fetches them (once at a time); resolves either way, `problem` saying why it failed. */
  refresh(): Promise<void> {
    this.pending ??= fetchIceServers(this.url).then(
      (s) => {
        this.servers = s;
        this.at = Date.now();
        this.problem = null;
      },
      (e: Error) => {
        this.problem = e.message;
      },
    ).finally(() => (this.pending = null));
    return this.pending;
  }

  /** Puts the current servers into a peer's options, for its next connections. */
  applyTo(peer: { options?: { config?: RTCConfiguration } }): void {
    if (!peer.options) return;
    peer.options.config = { ...peer.options.config, iceServers: this.iceServers };
  }
}
