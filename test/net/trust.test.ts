/** Trust at a network table without a network: the host's key and proof, limits, names, fair-play shares. */
import { expect } from "@open-wc/testing";
import { bindingText, dtlsFingerprint } from "../../src/net/handshake.js";
import { fingerprintOf, hostIdentity, verifyHost } from "../../src/net/host-identity.js";
import { RateLimiter, RATES } from "../../src/net/limits.js";
import { cleanName, readHostMessage } from "../../src/net/protocol.js";
import { Seating } from "../../src/net/seating.js";
import { boardGame } from "../../src/games/board/game.js";

describe("host identity and proof", () => {
  it("signs a connection's binding; the proof checks only with the same key, fingerprint, and binding", async () => {
    const id = await hostIdentity();
    expect(id.fingerprint).to.match(/^[A-Za-z0-9_-]{22}$/);
    expect(await fingerprintOf(id.publicKey)).to.equal(id.fingerprint);
    expect((await hostIdentity()).publicKey).to.equal(id.publicKey); // one key per browser
    const text = bindingText("ab".repeat(16), "inkognito-x", "guest", "sha-256 aa:bb", "sha-256 cc:dd");
    const sig = await id.sign(text);
    expect(await verifyHost(id.publicKey, sig, text, id.fingerprint)).to.equal(true);
    // A relay: the host signed its own connection, the guest checks the one it sees.
    const seen = bindingText("ab".repeat(16), "inkognito-x", "guest", "sha-256 ee:ff", "sha-256 cc:dd");
    expect(await verifyHost(id.publicKey, sig, seen, id.fingerprint)).to.equal(false);
    // Another key, even with a valid signature of its own, does not have the link's fingerprint.
    const other = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
    const spki = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey("spki", other.publicKey)))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const osig = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, other.privateKey, new TextEncoder().encode(text)));
    const osigText = btoa(String.fromCharCode(...osig)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    expect(await verifyHost(spki, osigText, text, await fingerprintOf(spki))).to.equal(true);
    expect(await verifyHost(spki, osigText, text, id.fingerprint)).to.equal(false);
    expect(await verifyHost("!!", "??", text, id.fingerprint)).to.equal(false);
  });

  it("reads the DTLS fingerprint of an SDP", () => {
    expect(dtlsFingerprint("v=0\r\na=fingerprint:sha-256 AB:CD:EF\r\na=setup:actpass\r\n")).to.equal("sha-256 ab:cd:ef");
    expect(dtlsFingerprint("v=0\r\n")).to.equal("");
    expect(dtlsFingerprint(undefined)).to.equal("");
  });
});

describe("rate limits", () => {
  it("lets a burst through, then the steady rate, per kind; a long flood is flagged", () => {
    let t = 0;
    const r = new RateLimiter(() => t);
    const [burst] = RATES.ready!;
    let passed = 0;
    for (let i = 0; i < 100; i++) if (r.allow("ready")) passed++;
    expect(passed).to.equal(burst);
    expect(r.allow("act")).to.equal(true); // another kind has its own bucket
    t += 1000;
    expect(r.allow("ready")).to.equal(true);
    for (let i = 0; i < 300; i++) r.allow("ready");
    expect(r.flooding).to.equal(true);
  });
});

describe("names and what a host sends", () => {
  it("strips control, format and bidi characters and the interface's separators from names", () => {
    expect(cleanName("\u202Eevil\u200B \u2066Bob\u2069\n")).to.equal("evil Bob");
    expect(cleanName("Red · open")).to.equal("Red open");
    expect(cleanName("  Ann  ")).to.equal("Ann");
  });

  it("drops a host message with a seat outside the fixed set", () => {
    const lobby = { tableId: "t", players: 3, started: false, commit: "", spectators: 0, assistant: false, game: 1, seats: [{ seat: "red", name: "\u202EAnn", kind: "host", ready: true, connected: true }] };
    const ok = readHostMessage(JSON.stringify({ v: 6, t: "lobby", lobby }));
    expect(ok && ok.t === "lobby" && ok.lobby.seats[0]!.name).to.equal("Ann");
    const evil = { ...lobby, seats: [{ ...lobby.seats[0], seat: "x);background:url(//e)" }] };
    expect(readHostMessage(JSON.stringify({ v: 6, t: "lobby", lobby: evil }))).to.equal(null);
    expect(readHostMessage(JSON.stringify({ v: 6, t: "welcome", seat: "purple", token: "", lobby, game: "board", gv: 1 }))).to.equal(null);
    expect(readHostMessage(JSON.stringify({ v: 6, t: "lobby", lobby: { ...lobby, extra: 1 } }))).to.equal(null);
  });
});

describe("seat tokens", () => {
  it("are renewed at every welcome; the one before stays good once more, older ones are worthless", () => {
    const s = new Seating(4, { seat: "red", name: "Ann" }, undefined, boardGame);
    s.welcome({ name: "Ben", seat: "green" }, false);
    const t1 = s.renewToken("green");
    const t2 = s.renewToken("green");
    expect(t2).to.not.equal(t1);
    expect(s.holds("green", t2)).to.equal(true);
    expect(s.holds("green", t1)).to.equal(true);
    s.renewToken("green");
    expect(s.holds("green", t1)).to.equal(false);
    expect(s.welcome({ name: "Eve", token: t1 }, true)).to.deep.equal({ place: "spectator", error: "BAD_TOKEN" });
    expect(s.renewToken("red")).to.equal(""); // never the host's seat
  });
});
