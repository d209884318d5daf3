/** The wire protocol's guard: every guest message is size-checked and schema-validated before anything else. */
import { expect } from "@open-wc/testing";
import { MAX_GUEST_MESSAGE, PROTOCOL_VERSION, changedKeys, encodeViewUpdate, packRows, readGuestMessage, readHostMessage, unpackRows } from "../../src/net/protocol.js";

const ok = (m: unknown) => readGuestMessage(JSON.stringify(m));

describe("protocol v2", () => {
  it("accepts the five guest messages", () => {
    expect(ok({ v: 2, t: "hello", name: "Ann", seat: "green", nonce: "ab12", token: "x-Y_1" }).ok).to.equal(true);
    expect(ok({ v: 2, t: "act", id: 3, action: { type: "roll", seat: "red" } }).ok).to.equal(true);
    expect(ok({ v: 2, t: "ready", ready: true }).ok).to.equal(true);
    expect(ok({ v: 2, t: "ping", n: 5 }).ok).to.equal(true);
    expect(ok({ v: 2, t: "sit", seat: "blue", name: "Bea" }).ok).to.equal(true);
    expect(ok({ v: 2, t: "sit", seat: "spectator", name: "" }).ok).to.equal(true);
  });

  it("trims the name of a sit and refuses a wrong seat, a long name, a missing or an extra key", () => {
    const r = ok({ v: 2, t: "sit", seat: "ambassador", name: "  Bea " });
    expect(r.ok && r.msg).to.deep.equal({ v: 2, t: "sit", seat: "ambassador", name: "Bea" });
    const code = (m: unknown) => {
      const x = ok(m);
      return x.ok ? null : x.error.code;
    };
    expect(code({ v: 2, t: "sit", seat: "purple", name: "Eve" })).to.equal("MALFORMED");
    expect(code({ v: 2, t: "sit", seat: 2, name: "Eve" })).to.equal("MALFORMED");
    expect(code({ v: 2, t: "sit", seat: "blue", name: "x".repeat(33) })).to.equal("MALFORMED");
    expect(code({ v: 2, t: "sit", seat: "blue" })).to.equal("MALFORMED");
    expect(code({ v: 2, t: "sit", name: "Eve" })).to.equal("MALFORMED");
    expect(code({ v: 2, t: "sit", seat: "blue", name: "Eve", token: "abc" })).to.equal("MALFORMED");
    expect(code({ v: 1, t: "sit", seat: "blue", name: "Eve" })).to.equal("WRONG_VERSION");
  });

  it("refuses what is not text, not JSON, too big, of another version, or not of the schema, with a typed code", () => {
    const code = (data: unknown) => {
      const r = readGuestMessage(data);
      return r.ok ? null : r.error.code;
    };
    expect(code(new ArrayBuffer(3))).to.equal("MALFORMED");
    expect(code("{nope")).to.equal("MALFORMED");
    expect(code("x".repeat(MAX_GUEST_MESSAGE + 1))).to.equal("TOO_BIG");
    expect(code(JSON.stringify({ v: 1, t: "ping", n: 1 }))).to.equal("WRONG_VERSION");
    expect(code(JSON.stringify({ v: 2, t: "shout" }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 2, t: "act", id: -1, action: {} }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 2, t: "act", id: 1, action: {}, extra: 1 }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 2, t: "hello", name: "x".repeat(33) }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 2, t: "hello", name: "Eve", seat: "purple" }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 2, t: "hello", name: "Eve", token: "<script>" }))).to.equal("MALFORMED");
    expect(code(JSON.stringify(null))).to.equal("MALFORMED");
  });

  it("reads host messages by their envelope only", () => {
    expect(readHostMessage(JSON.stringify({ v: 2, t: "pong", n: 1 }))).to.deep.equal({ v: 2, t: "pong", n: 1 });
    expect(readHostMessage(JSON.stringify({ v: 2, t: "nonsense" }))).to.equal(null);
    expect(readHostMessage("{")).to.equal(null);
    expect(readHostMessage(42)).to.equal(null);
  });

  it("reads a host of another version as a WRONG_VERSION error the guest can show", () => {
    const m = readHostMessage(JSON.stringify({ v: 1, t: "result", id: 1, ok: true }));
    expect(m?.t).to.equal("error");
    expect(m?.t === "error" && m.error.code).to.equal("WRONG_VERSION");
    expect(m?.t === "error" && m.error.message).to.include("version 1");
  });

  it("encodes a view update from its serialised parts: new log events, changed parts only, the intent it acknowledges", () => {
    const text = encodeViewUpdate({ from: 7, log: JSON.stringify([{ seq: 7, type: "rolled" }]), set: ['"turn":{"number":3}', '"legal":[]'], packed: ["legal"], sub: ['"positions":{"red-tall":"s3"}'], ack: 12 });
    expect(JSON.parse(text)).to.deep.equal({
      v: PROTOCOL_VERSION, t: "patch", from: 7, log: [{ seq: 7, type: "rolled" }], set: { turn: { number: 3 }, legal: [] },
      packed: ["legal"], sub: { positions: { "red-tall": "s3" } }, ack: 12,
    });
    expect(readHostMessage(text)?.t).to.equal("patch");
    const bare = JSON.parse(encodeViewUpdate({ from: 0, log: "[]", set: [], packed: [], sub: [] }));
    expect(bare).to.deep.equal({ v: PROTOCOL_VERSION, t: "patch", from: 0, log: [], set: {} });
  });

  it("names the changed keys of an object part, or says to send it whole (keys gone, most changed, not objects)", () => {
    const before = { a: 1, b: { x: [1] }, c: "s1", d: null, e: 5 };
    expect(changedKeys(before, { ...before, c: "s2" })).to.deep.equal(['"c":"s2"']);
    expect(changedKeys(before, { ...before, b: { x: [2] }, f: true })).to.deep.equal(['"b":{"x":[2]}', '"f":true']);
    expect(changedKeys(before, { ...before })).to.deep.equal([]);
    expect(changedKeys(before, { a: 1, b: { x: [1] }, c: "s1", d: null })).to.equal(null); // e went
    expect(changedKeys(before, { a: 2, b: 3, c: 4, d: 5, e: 5 })).to.equal(null); // most changed
    expect(changedKeys([1], [2])).to.equal(null);
    expect(changedKeys(null, { a: 1 })).to.equal(null);
  });

  it("packs arrays of plain objects as key lists and rows, and unpacks them exactly (order, keys, nested values)", () => {
    const legal = [
      { type: "move", seat: "yellow", ball: 0, figure: "red-tall", to: "s12" },
      { type: "move", seat: "yellow", ball: 1, figure: "blue-fat", to: "s3" },
      { type: "endMovement", seat: "yellow" },
      { type: "ask", seat: "yellow", own: "yellow-thin", met: "red-tall", kind: "identity", target: { deep: [1, null] } },
      { type: "move", seat: "yellow", ball: 2, figure: "red-tall", to: "s9" },
    ];
    const packed = packRows(legal)!;
    expect(packed.k).to.have.length(3);
    // What every row of a key list shares is said once: all three moves are yellow's.
    expect(packed.c[0]).to.deep.equal({ type: "move", seat: "yellow" });
    expect(packed.c[1]).to.deep.equal({});
    expect(JSON.stringify(unpackRows(JSON.parse(JSON.stringify(packed))))).to.equal(JSON.stringify(legal));
    // A mover's legal list is mostly moves with the same keys: packed, it is well under half as long.
    const moves = Array.from({ length: 30 }, (_, i) => ({ type: "move", seat: "yellow", ball: i % 3, figure: "red-tall", to: `s${i}` }));
    expect(JSON.stringify(packRows(moves)).length).to.be.lessThan(JSON.stringify(moves).length * 0.45);
    for (const notRows of [[], [{ a: 1 }], [{ a: 1 }, 2], [[1], [2]], "text", null, { a: 1 }, [{ a: 1 }, null]]) {
      expect(packRows(notRows), JSON.stringify(notRows)).to.equal(null);
    }
  });
});
