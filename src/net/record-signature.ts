/**
 * Signed game records: the record of a network game is made by its host, and the copy a guest
 * keeps is that record signed with the host's key (`host-identity.ts`, the key whose fingerprint
 * the invite link pins), so nobody can alter it in their favour and pass it off as the host's.
 *
 *     { signed: 1, record: { …the record… }, key: "<the host's SPKI, base64url>", sig: "<ECDSA P-256 SHA-256, base64url>" }
 *
 * The signature covers `inkognito-record/1\n` followed by the record's JSON text. Checking it with
 * a pinned fingerprint (the invite link's) proves the host made it; without one it proves only that
 * the record is the one that key signed. Reading never throws.
 */
import { fingerprintOf, verifyHost, type HostIdentity } from "./host-identity.js";

export interface SignedRecord<R = unknown> {
  readonly signed: 1;
  readonly record: R;
  readonly key: string;
  readonly sig: string;
}

export type SignatureCode = "RECORD_MALFORMED" | "RECORD_BAD_SIGNATURE" | "RECORD_UNSIGNED";

export interface SignatureError {
  readonly code: SignatureCode;
  readonly message: string;
}

const PREFIX = "inkognito-record/1\n";
const MAX_KEY = 200;
const MAX_SIG = 200;

const signedText = (record: unknown) => PREFIX + JSON.stringify(record);

/** The record signed with the host's key. */
export async function signRecord<R>(identity: HostIdentity, record: R): Promise<SignedRecord<R>> {
  return { signed: 1, record, key: identity.publicKey, sig: await identity.sign(signedText(record)) };
}

/** Whether `x` has the shape of a signed record (not whether its signature holds). */
export function isSignedRecord(x: unknown): x is SignedRecord {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
  const o = x as Record<string, unknown>;
  return o.signed === 1 && typeof o.key === "string" && typeof o.sig === "string" && "record" in o;
}

/**
 * Checks a signed record: its signature by its key, and that key's fingerprint against `pinned`
 * when given (an invite link's). The record inside (still to be replayed), and the fingerprint
 * that signed it, or a typed refusal: RECORD_BAD_SIGNATURE (altered, forged, another key than the
 * pinned one), RECORD_UNSIGNED (a key was pinned but the record carries no signature),
 * RECORD_MALFORMED. Never throws.
 */
export async function checkSignedRecord(
  input: unknown, pinned: string | null = null,
): Promise<{ ok: true; record: unknown; fingerprint: string | null } | { ok: false; error: SignatureError }> {
  const fail = (code: SignatureCode, message: string) => ({ ok: false as const, error: { code, message } });
  if (!isSignedRecord(input)) {
    return pinned ? fail("RECORD_UNSIGNED", "The record is not signed, but a host's key was given to check it.")
      : { ok: true, record: input, fingerprint: null };
  }
  const { key, sig, record } = input;
  const keys = Object.keys(input);
  if (keys.length !== 4 || key.length > MAX_KEY || sig.length > MAX_SIG) return fail("RECORD_MALFORMED", "That is not a signed record.");
  try {
    const fingerprint = await fingerprintOf(key);
    if (pinned && fingerprint !== pinned) return fail("RECORD_BAD_SIGNATURE", "The record was signed by another key than the host's.");
    if (!(await verifyHost(key, sig, signedText(record), fingerprint))) return fail("RECORD_BAD_SIGNATURE", "The record's signature does not hold: it was altered or forged.");
    return { ok: true, record, fingerprint };
  } catch {
    return fail("RECORD_BAD_SIGNATURE", "The record's signature cannot be checked.");
  }
}
