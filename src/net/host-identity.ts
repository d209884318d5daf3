/**
 * The host's identity: a long-lived ECDSA P-256 key pair made with WebCrypto. The private key is
 * not extractable and is kept in IndexedDB, so a reload (or a new tab of the same site) signs with
 * the same key; the invite link carries the public key's fingerprint, so a guest can tell the host
 * it was invited to from anyone who takes the table id. Where IndexedDB is unavailable the key lives
 * only as long as the page (guests then refuse the host after its reload: safe, not convenient).
 */
import { toBase64Url, fromBase64Url } from "./handshake.js";

export interface HostIdentity {
  /** The public key (SPKI, base64url), sent to guests with every proof. */
  readonly publicKey: string;
  /** The fingerprint the invite link carries: the first 16 bytes of the SHA-256 of the SPKI, base64url (22 characters). */
  readonly fingerprint: string;
  /** Signs a text (ECDSA P-256 with SHA-256); base64url. */
  sign(text: string): Promise<string>;
}

const ALGO = { name: "ECDSA", namedCurve: "P-256" } as const;
const SIGN = { name: "ECDSA", hash: "SHA-256" } as const;
const DB = "inkognito-identity";
const STORE = "keys";
const KEY = "host";

export async function fingerprintOf(publicKey: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", fromBase64Url(publicKey) as BufferSource);
  return toBase64Url(new Uint8Array(digest).slice(0, 16));
}

function idb<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(STORE, mode);
      const req = run(tx.objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      tx.oncomplete = () => db.close();
    };
  });
}

async function makeIdentity(pair: CryptoKeyPair): Promise<HostIdentity> {
  const spki = new Uint8Array(await crypto.subtle.exportKey("spki", pair.publicKey));
  const publicKey = toBase64Url(spki);
  const fingerprint = await fingerprintOf(publicKey);
  return {
    publicKey, fingerprint,
    async sign(text) {
      const sig = await crypto.subtle.sign(SIGN, pair.privateKey, new TextEncoder().encode(text));
      return toBase64Url(new Uint8Array(sig));
    },
  };
}

let loading: Promise<HostIdentity> | null = null;

/** This browser's host identity: the stored key pair, or a new one stored for next time. */
export function hostIdentity(): Promise<HostIdentity> {
  loading ??= (async () => {
    try {
      const kept = await idb<CryptoKeyPair | undefined>((s) => s.get(KEY) as IDBRequest<CryptoKeyPair | undefined>, "readonly");
      if (kept?.privateKey && kept.publicKey) return makeIdentity(kept);
    } catch {
      // no IndexedDB: a key for this page only
    }
    const pair = await crypto.subtle.generateKey(ALGO, false, ["sign", "verify"]);
    try {
      await idb((s) => s.put(pair, KEY), "readwrite");
    } catch {
      // not kept: guests will not recognise this host after a reload
    }
    return makeIdentity(pair);
  })();
  return loading;
}

/** Whether `sig` is the signature of `text` by `publicKey`, and that key has the fingerprint `expected`. */
export async function verifyHost(publicKey: string, sig: string, text: string, expected: string): Promise<boolean> {
  try {
    if ((await fingerprintOf(publicKey)) !== expected) return false;
    const key = await crypto.subtle.importKey("spki", fromBase64Url(publicKey) as BufferSource, ALGO, false, ["verify"]);
    return await crypto.subtle.verify(SIGN, key, fromBase64Url(sig) as BufferSource, new TextEncoder().encode(text));
  } catch {
    return false;
  }
}
