/** Table ids and PeerJS settings: every table id we make is one PeerJS accepts. */
import { expect } from "@open-wc/testing";
import { isValidPeerId, newTableId, peerJsOptions } from "../../src/net/peer-options.js";

describe("peer options", () => {
  it("makes table ids PeerJS accepts, unguessable and evenly drawn from letters and digits", () => {
    const ids = Array.from({ length: 5000 }, newTableId);
    for (const id of ids) {
      expect(id).to.match(/^inkognito-[A-Za-z0-9]{15}$/);
      expect(isValidPeerId(id), id).to.equal(true);
    }
    expect(new Set(ids).size).to.equal(ids.length);
    const seen = new Set(ids.join("").replaceAll("inkognito-", ""));
    expect(seen.size).to.equal(62);
  });

  it("refuses ids PeerJS would refuse (the cause of tables that never opened)", () => {
    for (const bad of ["inkognito--sbVdCF2d3QkUlm", "inkognito-abc_", "_abc", "a__b", "a-_b", "", "a b!", "ünïcode"]) {
      expect(isValidPeerId(bad), bad).to.equal(false);
    }
    for (const good of ["inkognito-AbC123", "a", "a-b_c d"]) expect(isValidPeerId(good), good).to.equal(true);
  });

  it("passes only the settings given, keeping PeerJS's defaults otherwise", () => {
    expect(peerJsOptions({})).to.deep.equal({ debug: 0 });
    expect(peerJsOptions({ host: "127.0.0.1", port: 9000, path: "/peerjs", secure: false, iceServers: [] }))
      .to.deep.equal({ debug: 0, host: "127.0.0.1", port: 9000, path: "/peerjs", secure: false, config: { iceServers: [] } });
    const turn = { urls: "turn:127.0.0.1:3478", username: "u", credential: "p" };
    expect(peerJsOptions({ iceServers: [turn], iceTransportPolicy: "relay" }))
      .to.deep.equal({ debug: 0, config: { iceServers: [turn], iceTransportPolicy: "relay" } });
    expect(peerJsOptions({ iceTransportPolicy: "relay" })).to.deep.equal({ debug: 0, config: { iceTransportPolicy: "relay" } });
  });
});
