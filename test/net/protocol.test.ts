/** The wire protocol's guard: every guest message is size-checked and schema-validated before anything else. */
import { expect } from "@open-wc/testing";
import { MAX_GUEST_MESSAGE, readGuestMessage, readHostMessage } from "../../src/net/protocol.js";

const ok = (m: unknown) => readGuestMessage(JSON.stringify(m));

describe("protocol v1", () => {
  it("accepts the four guest messages", () => {
    expect(ok({ v: 1, t: "hello", name: "Ann", seat: "green", nonce: "ab12", token: "x-Y_1" }).ok).to.equal(true);
    expect(ok({ v: 1, t: "act", id: 3, action: { type: "roll", seat: "red" } }).ok).to.equal(true);
    expect(ok({ v: 1, t: "ready", ready: true }).ok).to.equal(true);
    expect(ok({ v: 1, t: "ping", n: 5 }).ok).to.equal(true);
  });

  it("refuses what is not text, not JSON, too big, of another version, or not of the schema, with a typed code", () => {
    const code = (data: unknown) => {
      const r = readGuestMessage(data);
      return r.ok ? null : r.error.code;
    };
    expect(code(new ArrayBuffer(3))).to.equal("MALFORMED");
    expect(code("{nope")).to.equal("MALFORMED");
    expect(code("x".repeat(MAX_GUEST_MESSAGE + 1))).to.equal("TOO_BIG");
    expect(code(JSON.stringify({ v: 2, t: "ping", n: 1 }))).to.equal("WRONG_VERSION");
    expect(code(JSON.stringify({ v: 1, t: "shout" }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 1, t: "act", id: -1, action: {} }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 1, t: "act", id: 1, action: {}, extra: 1 }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 1, t: "hello", name: "x".repeat(33) }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 1, t: "hello", name: "Eve", seat: "purple" }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 1, t: "hello", name: "Eve", token: "<script>" }))).to.equal("MALFORMED");
    expect(code(JSON.stringify(null))).to.equal("MALFORMED");
  });

  it("reads host messages by their envelope only", () => {
    expect(readHostMessage(JSON.stringify({ v: 1, t: "pong", n: 1 }))).to.deep.equal({ v: 1, t: "pong", n: 1 });
    expect(readHostMessage(JSON.stringify({ v: 1, t: "nonsense" }))).to.equal(null);
    expect(readHostMessage("{")).to.equal(null);
    expect(readHostMessage(42)).to.equal(null);
  });
});
