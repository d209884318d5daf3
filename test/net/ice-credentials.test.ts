/** The TURN credentials endpoint's answer and address, read as hostile (ice-credentials.ts). */
import { expect } from "@open-wc/testing";
import { credentialsUrl, readIceServers } from "../../src/net/ice-credentials.js";

describe("TURN credentials from the site's endpoint", () => {
  it("takes only lists of RTCIceServer objects with stun:/turn: addresses", () => {
    const ok = [{ urls: "turn:turn.example.org:3478?transport=udp", username: "1700000000:ann", credential: "abc=" }];
    expect(readIceServers(ok)).to.deep.equal(ok);
    expect(readIceServers({ iceServers: ok })).to.deep.equal(ok);
    expect(readIceServers([{ urls: ["stun:s.example.org", "turns:t.example.org:5349"] }])).to.have.length(1);
    for (const bad of [null, "turn:x", {}, [{}], [{ urls: "javascript:alert(1)" }], [{ urls: "turn:x", username: 1 }], [{ urls: "turn:x", extra: 1 }],
      [{ urls: [] }], Array(9).fill({ urls: "stun:x" }), [{ urls: "turn:x", credential: "c".repeat(600) }]]) {
      expect(readIceServers(bad), JSON.stringify(bad).slice(0, 60)).to.equal(null);
    }
  });

  it("fetches only from the page's own origin or https", () => {
    const base = "http://127.0.0.1:8000/game.html";
    expect(credentialsUrl("/turn-credentials", base)).to.equal("http://127.0.0.1:8000/turn-credentials");
    expect(credentialsUrl("https://api.example.org/turn", base)).to.equal("https://api.example.org/turn");
    for (const bad of ["http://evil.example.org/turn", "javascript:alert(1)", "data:application/json,[]", "https://u:p@api.example.org/", "", null]) {
      expect(credentialsUrl(bad, base), String(bad)).to.equal(null);
    }
  });
});
