/**
 * Signed records: the host's record signed with its key verifies (with the invite link's pinned
 * fingerprint, and without); an altered record, a moved signature, another key, a key other than
 * the pinned one, an unsigned record where a key is pinned, and junk are refused with a typed error.
 * The replay viewer refuses them the same way (RECORD_BAD_SIGNATURE, RECORD_UNSIGNED) and shows a
 * signed record with its signer's fingerprint.
 */
import { expect, fixture, html } from "@open-wc/testing";
import "../../src/register.js";
import { hostIdentity, type HostIdentity } from "../../src/net/host-identity.js";
import { toBase64Url } from "../../src/net/handshake.js";
import { checkSignedRecord, signRecord } from "../../src/net/record-signature.js";
import { makeRecord } from "../../src/games/board/index.js";
import type { GameRecord } from "../../src/games/kernel/record.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { playRandomGame } from "../games/board/support/random-play.js";
import { find, settle } from "../ui/support/shadow.js";

function record(seed = "signed"): GameRecord {
  const { state } = playRandomGame({ players: 4, seed, botSeed: seed, declareFromTurn: 15 });
  const r = makeRecord(state, { red: "Ann" });
  if (!r.ok) throw new Error(r.error.message);
  return r.record;
}

/** Another key pair, as a forger would have. */
async function otherIdentity(): Promise<HostIdentity> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey("spki", pair.publicKey)));
  return {
    publicKey, fingerprint: "",
    async sign(text) {
      return toBase64Url(new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, pair.privateKey, new TextEncoder().encode(text))));
    },
  };
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const codeOf = (r: Awaited<ReturnType<typeof checkSignedRecord>>) => (r.ok ? "ok" : r.error.code);

describe("signed records", () => {
  it("a record signed by the host's key verifies, pinned to its fingerprint or not, and gives back the very record", async () => {
    const host = await hostIdentity();
    const rec = record();
    const signed = await signRecord(host, rec);
    const pinned = await checkSignedRecord(clone(signed), host.fingerprint);
    expect(pinned.ok).to.equal(true);
    if (pinned.ok) {
      expect(pinned.record).to.deep.equal(rec);
      expect(pinned.fingerprint).to.equal(host.fingerprint);
    }
    expect(codeOf(await checkSignedRecord(JSON.parse(JSON.stringify(signed))))).to.equal("ok");
    // An unsigned record passes through untouched when no key is pinned.
    const plain = await checkSignedRecord(rec);
    expect(plain.ok && plain.fingerprint === null && plain.record === rec).to.equal(true);
  });

  it("refuses an altered or forged record with a typed error", async () => {
    const host = await hostIdentity();
    const forger = await otherIdentity();
    const rec = record();
    const signed = await signRecord(host, rec);
    // The result changed in someone's favour.
    const altered = clone(signed);
    (altered.record as { result: unknown }).result = { winners: ["red"], reason: "forged-in-my-favour" };
    expect(codeOf(await checkSignedRecord(altered, host.fingerprint))).to.equal("RECORD_BAD_SIGNATURE");
    expect(codeOf(await checkSignedRecord(altered))).to.equal("RECORD_BAD_SIGNATURE");
    // A name changed, one action dropped.
    const renamed = clone(signed);
    (renamed.record as unknown as { names: string[] }).names[0] = "Mallory";
    expect(codeOf(await checkSignedRecord(renamed, host.fingerprint))).to.equal("RECORD_BAD_SIGNATURE");
    const dropped = clone(signed);
    (dropped.record as unknown as { actions: unknown[] }).actions.pop();
    expect(codeOf(await checkSignedRecord(dropped, host.fingerprint))).to.equal("RECORD_BAD_SIGNATURE");
    // The host's signature moved onto another record.
    const moved = { ...clone(signed), record: record("other") };
    expect(codeOf(await checkSignedRecord(moved, host.fingerprint))).to.equal("RECORD_BAD_SIGNATURE");
    // Re-signed by a forger: valid on its own key, but not the pinned host's.
    const forged = await signRecord(forger, altered.record);
    expect(codeOf(await checkSignedRecord(forged))).to.equal("ok");
    expect(codeOf(await checkSignedRecord(forged, host.fingerprint))).to.equal("RECORD_BAD_SIGNATURE");
    // The host's key with the forger's signature.
    expect(codeOf(await checkSignedRecord({ ...forged, key: host.publicKey }, host.fingerprint))).to.equal("RECORD_BAD_SIGNATURE");
    // A key pinned but no signature: refused; junk: refused, never thrown.
    expect(codeOf(await checkSignedRecord(rec, host.fingerprint))).to.equal("RECORD_UNSIGNED");
    expect(codeOf(await checkSignedRecord({ ...signed, sig: "!!" }, host.fingerprint))).to.equal("RECORD_BAD_SIGNATURE");
    expect(codeOf(await checkSignedRecord({ ...signed, key: "x".repeat(5000) }))).to.equal("RECORD_MALFORMED");
    expect(codeOf(await checkSignedRecord({ ...signed, extra: 1 }))).to.equal("RECORD_MALFORMED");
  });

  it("the replay viewer shows a signed record with its signer, and refuses a forged one or an unsigned one when a key is pinned", async () => {
    const host = await hostIdentity();
    const forger = await otherIdentity();
    const rec = record();
    const signed = await signRecord(host, rec);
    const open = async (value: unknown, key: string | null) => {
      const el = document.createElement("inkognito-game") as InkognitoGame;
      el.setAttribute("replay", JSON.stringify(value));
      if (key) el.setAttribute("replay-key", key);
      const outcome = new Promise<string>((r) => {
        el.addEventListener("inkognito-ready", () => r("ready"), { once: true });
        el.addEventListener("inkognito-error", (e) => r((e as CustomEvent<{ code: string }>).detail.code), { once: true });
      });
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
      const got = await outcome;
      await settle(el);
      return { got, el };
    };
    const ok = await open(signed, host.fingerprint);
    expect(ok.got).to.equal("ready");
    expect(find(ok.el.shadowRoot!, ".signed")?.textContent).to.contain(host.fingerprint);
    const altered = clone(signed);
    (altered.record as { result: unknown }).result = null;
    expect((await open(altered, host.fingerprint)).got).to.equal("RECORD_BAD_SIGNATURE");
    expect((await open(await signRecord(forger, rec), host.fingerprint)).got).to.equal("RECORD_BAD_SIGNATURE");
    const unsigned = await open(rec, host.fingerprint);
    expect(unsigned.got).to.equal("RECORD_UNSIGNED");
    expect(find(unsigned.el.shadowRoot!, "[part=replay-error]")?.textContent).to.contain("RECORD_UNSIGNED");
  });
});
