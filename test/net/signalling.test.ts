/** Sharding by table (signalling.ts): which server a table picks, and which link servers a guest follows. */
import { expect } from "@open-wc/testing";
import { guestServer, readServer, readServerList, serverAddress, serverForTable } from "../../src/net/signalling.js";
import { newTableId } from "../../src/net/peer-options.js";

describe("signalling servers (sharding by table)", () => {
  it("reads only addresses of the safe form", () => {
    expect(readServer("https://peer.example.org/peerjs")).to.deep.equal({ host: "peer.example.org", port: 443, path: "/peerjs", secure: true });
    expect(readServer("wss://peer.example.org:8443/peerjs/")).to.deep.equal({ host: "peer.example.org", port: 8443, path: "/peerjs", secure: true });
    expect(readServer("http://127.0.0.1:9000/peerjs")).to.deep.equal({ host: "127.0.0.1", port: 9000, path: "/peerjs", secure: false });
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "http://peer.example.org/peerjs", "https://u:p@peer.example.org/", "https://peer.example.org/?a=1",
      "https://peer.example.org/#x", "ftp://127.0.0.1/", "https://peer.example.org/a b", "https://peer.example.org/a;b", "", "x".repeat(300), 7, null]) {
      expect(readServer(bad), String(bad)).to.equal(null);
    }
  });

  it("spreads tables over the list by their ids, the same on every page", () => {
    const list = readServerList("https://a.example.org/peerjs  https://b.example.org/peerjs javascript:x https://a.example.org/peerjs");
    expect(list.map(serverAddress)).to.deep.equal(["https://a.example.org:443/peerjs", "https://b.example.org:443/peerjs"]);
    const counts = [0, 0];
    for (let i = 0; i < 2000; i++) counts[list.indexOf(serverForTable(newTableId(), list)!)]!++;
    expect(Math.min(...counts)).to.be.greaterThan(850);
    const id = newTableId();
    expect(serverForTable(id, list)).to.deep.equal(serverForTable(id, readServerList("https://a.example.org/peerjs https://b.example.org/peerjs")));
    expect(serverForTable(id, [])).to.equal(null);
  });

  it("a guest follows a link's server only in the safe form, and only one of its page's list when it has one", () => {
    const list = readServerList("https://a.example.org/peerjs");
    expect(guestServer(null, list)).to.deep.equal({ server: null });
    expect(guestServer("https://a.example.org:443/peerjs", list)).to.deep.equal({ server: list[0] });
    expect(guestServer("https://evil.example.org/peerjs", list)).to.have.property("refused");
    expect(guestServer("javascript:alert(1)", [])).to.have.property("refused");
    expect(guestServer("https://other.example.org/peerjs", [])).to.deep.equal({ server: readServer("https://other.example.org/peerjs") });
  });
});
