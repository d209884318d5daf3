/**
 * The handshake that lets a guest authenticate its host before anything secret leaves it.
 *
 * On every connection the guest first sends `auth` with a fresh random challenge. The host answers
 * `proof`: its public key and its signature over the challenge bound to this very connection — both
 * peer ids and the DTLS fingerprints of both ends, read from the RTCPeerConnection's local and
 * remote SDP. The guest checks the key against the fingerprint in its invite link and the signature
 * against the connection as it sees it. Someone who took the table id cannot sign; someone who
 * relays to the real host terminates two DTLS sessions with its own certificate and its own peer
 * id, so the host signs a binding the guest does not see. Only then does the guest send its seat
 * token (see guest-table.ts).
 */
import type { DataConnection } from "peerjs";

export function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** The DTLS certificate fingerprint an SDP announces (`a=fingerprint:sha-256 AB:CD:…`), lower case; "" if none. */
export function dtlsFingerprint(sdp: string | undefined | null): string {
  const m = /^a=fingerprint:(\S+) ([0-9A-Fa-f:]+)\s*$/m.exec(sdp ?? "");
  return m ? `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}` : "";
}

/** What the host signs: the challenge, and the connection as each end sees it. */
export function bindingText(challenge: string, hostId: string, guestId: string, hostDtls: string, guestDtls: string): string {
  return `inkognito-host-proof-v1|${challenge}|${hostId}|${guestId}|${hostDtls}|${guestDtls}`;
}

function descriptions(conn: DataConnection): { local: string; remote: string } {
  const pc = conn.peerConnection as RTCPeerConnection | undefined;
  return { local: dtlsFingerprint(pc?.localDescription?.sdp), remote: dtlsFingerprint(pc?.remoteDescription?.sdp) };
}

/** The binding as the host sees this connection (its own id, the guest's, its own certificate, the guest's). */
export function hostBinding(conn: DataConnection, hostId: string, challenge: string): string | null {
  const d = descriptions(conn);
  return d.local && d.remote ? bindingText(challenge, hostId, conn.peer, d.local, d.remote) : null;
}

/** The binding as the guest sees this connection. */
export function guestBinding(conn: DataConnection, guestId: string, challenge: string): string | null {
  const d = descriptions(conn);
  return d.local && d.remote ? bindingText(challenge, conn.peer, guestId, d.remote, d.local) : null;
}
