/**
 * A guest's copy of a network game's record: the host's record signed with the host's key. The guest
 * table keeps one that checks against the invite link's pinned fingerprint and reaches the very view
 * it has; a tampered record, another key's, one of another game, and junk are refused with a typed
 * error, the record kept before unchanged, nothing thrown. The protocol's `record` message is
 * schema-checked like every host message.
 */
import { expect } from "@open-wc/testing";
import { boardGame, makeRecord, type BoardGame } from "../../src/games/board/index.js";
import type { GameRecord } from "../../src/games/kernel/record.js";
import { GuestTable } from "../../src/net/guest-table.js";
import { hostIdentity, type HostIdentity } from "../../src/net/host-identity.js";
import { toBase64Url } from "../../src/net/handshake.js";
import { PROTOCOL_VERSION, readHostMessage } from "../../src/net/protocol.js";
import { signRecord, type SignedRecord } from "../../src/net/record-signature.js";
import { playRandomGame } from "../games/board/support/random-play.js";

function finished(seed: string) {
  const { state } = playRandomGame({ players: 4, seed, botSeed: seed, declareFromTurn: 15 });
  const r = makeRecord(state, { red: "Ann" });
  if (!r.ok) throw new Error(r.error.message);
  return { state, record: r.record };
}

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

describe("a guest's signed record", () => {
  let guest: GuestTable<BoardGame>;
  let host: HostIdentity;
  const game = finished("guest-record");

  beforeEach(async () => {
    host = await hostIdentity();
    // A guest pinned to the host's key, at a signalling server that is not there (no host needed):
    // what it has is the red seat's view of the finished game.
    guest = new GuestTable({ tableId: `guest-record-${Date.now()}`, name: "Ann", peer: { host: "127.0.0.1", port: 9, path: "/", secure: false, iceServers: [] }, hostKey: host.fingerprint, game: boardGame });
    const g = guest as unknown as { current: unknown; seat: string };
    g.seat = "red";
    g.current = boardGame.viewFor(game.state, "red");
  });
  afterEach(() => guest.dispose());

  it("keeps the host's signed record of this game", async () => {
    const signed = await signRecord(host, game.record);
    expect(await guest.takeRecord(clone(signed))).to.equal(true);
    expect(guest.signedRecord).to.deep.equal(signed);
    expect(guest.recordRefused).to.equal(null);
  });

  it("refuses a tampered, foreign-signed or other game's record, keeping the one it had", async () => {
    const good = await signRecord(host, game.record);
    await guest.takeRecord(clone(good));
    const tampered = clone(good) as SignedRecord<GameRecord>;
    (tampered.record as unknown as { names: string[] }).names[1] = "Mallory";
    const actions = clone(good) as SignedRecord<GameRecord>;
    (actions.record as unknown as { actions: unknown[] }).actions.pop();
    const forged = await signRecord(await otherIdentity(), clone(game.record));
    const another = await signRecord(host, finished("another-game").record);
    const cases: [unknown, string][] = [
      [tampered, "RECORD_BAD_SIGNATURE"],
      [actions, "RECORD_BAD_SIGNATURE"],
      [forged, "RECORD_BAD_SIGNATURE"],
      [another, "RECORD_BAD_SIGNATURE"],
      [game.record, "RECORD_UNSIGNED"],
      [{ signed: 1, record: null, key: "x", sig: "y", extra: 1 }, "RECORD_MALFORMED"],
    ];
    for (const [input, code] of cases) {
      expect(await guest.takeRecord(input), code).to.equal(false);
      expect(guest.recordRefused?.code, code).to.equal(code);
      expect(guest.signedRecord).to.deep.equal(good);
    }
  });

  it("the protocol carries a signed record and refuses a malformed one", async () => {
    const signed = await signRecord(host, game.record);
    const m = readHostMessage(JSON.stringify({ v: PROTOCOL_VERSION, t: "record", signed }));
    expect(m?.t).to.equal("record");
    expect((m as { signed: unknown }).signed).to.deep.equal(signed);
    for (const bad of [
      { v: PROTOCOL_VERSION, t: "record", signed: { ...signed, sig: "not base64url!" } },
      { v: PROTOCOL_VERSION, t: "record", signed: { ...signed, extra: 1 } },
      { v: PROTOCOL_VERSION, t: "record", signed: { ...signed, record: "text" } },
      { v: PROTOCOL_VERSION, t: "record", signed: { ...signed, key: "k".repeat(201) } },
      { v: PROTOCOL_VERSION, t: "record" },
    ]) expect(readHostMessage(JSON.stringify(bad))).to.equal(null);
  });
});
