/** The wire protocol's guard: every guest message is size-checked and schema-validated before anything else. */
import { expect } from "@open-wc/testing";
import { MAX_GUEST_MESSAGE, readGuestMessage, readHostMessage } from "../../src/net/protocol.js";

const ok = (m: unknown) => readGuestMessage(JSON.stringify(m));

describe("protocol v3", () => {
  it("accepts the five guest messages", () => {
    expect(ok({ v: 6, t: "hello", game: "board", gv: 1, name: "Ann", seat: "green", nonce: "ab12", token: "x-Y_1" }).ok).to.equal(true);
    expect(ok({ v: 6, t: "act", id: 3, action: { type: "roll", seat: "red" } }).ok).to.equal(true);
    expect(ok({ v: 6, t: "ready", ready: true }).ok).to.equal(true);
    expect(ok({ v: 6, t: "ping", n: 5 }).ok).to.equal(true);
    expect(ok({ v: 6, t: "sit", seat: "blue", name: "Bea" }).ok).to.equal(true);
    expect(ok({ v: 6, t: "sit", seat: "spectator", name: "" }).ok).to.equal(true);
  });

  it("trims the name of a sit and refuses a wrong seat, a long name, a missing or an extra key", () => {
    const r = ok({ v: 6, t: "sit", seat: "ambassador", name: "  Bea " });
    expect(r.ok && r.msg).to.deep.equal({ v: 6, t: "sit", seat: "ambassador", name: "Bea" });
    const code = (m: unknown) => {
      const x = ok(m);
      return x.ok ? null : x.error.code;
    };
    expect(code({ v: 6, t: "sit", seat: "purple", name: "Eve" })).to.equal("MALFORMED");
    expect(code({ v: 6, t: "sit", seat: 2, name: "Eve" })).to.equal("MALFORMED");
    expect(code({ v: 6, t: "sit", seat: "blue", name: "x".repeat(33) })).to.equal("MALFORMED");
    expect(code({ v: 6, t: "sit", seat: "blue" })).to.equal("MALFORMED");
    expect(code({ v: 6, t: "sit", name: "Eve" })).to.equal("MALFORMED");
    expect(code({ v: 6, t: "sit", seat: "blue", name: "Eve", token: "abc" })).to.equal("MALFORMED");
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
    expect(code(JSON.stringify({ v: 6, t: "shout" }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 6, t: "act", id: -1, action: {} }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 6, t: "act", id: 1, action: {}, extra: 1 }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 6, t: "hello", game: "board", gv: 1, name: "x".repeat(33) }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 6, t: "hello", game: "board", gv: 1, name: "Eve", seat: "purple" }))).to.equal("MALFORMED");
    expect(code(JSON.stringify({ v: 6, t: "hello", game: "board", gv: 1, name: "Eve", token: "<script>" }))).to.equal("MALFORMED");
    expect(code(JSON.stringify(null))).to.equal("MALFORMED");
  });

  it("reads host messages by their envelope only", () => {
    expect(readHostMessage(JSON.stringify({ v: 6, t: "pong", n: 1 }))).to.deep.equal({ v: 6, t: "pong", n: 1 });
    expect(readHostMessage(JSON.stringify({ v: 6, t: "nonsense" }))).to.equal(null);
    expect(readHostMessage("{")).to.equal(null);
    expect(readHostMessage(42)).to.equal(null);
  });

  it("reads the host's notebook-assistant setting in a lobby as a boolean; any other value, or none, drops the message", () => {
    const lobby = { tableId: "t", players: 3, started: false, commit: "", spectators: 0, seats: [], assistant: true, game: 1 };
    const read = (l: unknown) => readHostMessage(JSON.stringify({ v: 6, t: "lobby", lobby: l }));
    const r = read(lobby);
    expect(r && r.t === "lobby" && r.lobby.assistant).to.equal(true);
    for (const assistant of ["on", "true", 1, null, {}]) expect(read({ ...lobby, assistant })).to.equal(null);
    const { assistant: _, ...without } = lobby;
    expect(read(without)).to.equal(null);
    expect(readHostMessage(JSON.stringify({ v: 6, t: "welcome", seat: "red", token: "x", lobby: { ...lobby, assistant: "yes" }, game: "board", gv: 1 }))).to.equal(null);
  });

  it("reads a host of another version as a WRONG_VERSION error the guest can show", () => {
    const m = readHostMessage(JSON.stringify({ v: 1, t: "result", id: 1, ok: true }));
    expect(m?.t).to.equal("error");
    expect(m?.t === "error" && m.error.code).to.equal("WRONG_VERSION");
    expect(m?.t === "error" && m.error.message).to.include("version 1");
  });
});
