/** The heartbeat's rules: when a link is quiet, dead, and when a seat without one is gone. */
import { expect } from "@open-wc/testing";
import { HEARTBEAT, SeatLinks, linkHealth } from "../../src/net/heartbeat.js";
import { connectWait } from "../../src/net/guest-link.js";

describe("heartbeat", () => {
  it("calls a link live, then quiet (kept), then dead (replaced); WebRTC's failed or closed is dead at once", () => {
    expect(linkHealth(0, "connected")).to.equal("live");
    expect(linkHealth(HEARTBEAT.quiet, "connected")).to.equal("live");
    expect(linkHealth(HEARTBEAT.quiet + 1, "disconnected")).to.equal("quiet");
    expect(linkHealth(HEARTBEAT.dead, undefined)).to.equal("quiet");
    expect(linkHealth(HEARTBEAT.dead + 1, "connected")).to.equal("dead");
    expect(linkHealth(0, "failed")).to.equal("dead");
    expect(linkHealth(0, "closed")).to.equal("dead");
    // Noticed within a few seconds: the guest pings every second, and a quiet link shows soon after.
    expect(HEARTBEAT.quiet + HEARTBEAT.interval).to.be.at.most(5000);
  });

  it("gives a connection still opening HEARTBEAT.opening, longer than a guest's longest try (48 s), unless WebRTC says it failed", () => {
    expect(linkHealth(HEARTBEAT.dead + 1, "connecting", HEARTBEAT, false)).to.equal("quiet");
    expect(linkHealth(HEARTBEAT.opening, "new", HEARTBEAT, false)).to.equal("quiet");
    expect(linkHealth(HEARTBEAT.opening + 1, "connecting", HEARTBEAT, false)).to.equal("dead");
    expect(linkHealth(0, "failed", HEARTBEAT, false)).to.equal("dead");
    expect(HEARTBEAT.opening).to.be.above(connectWait(99));
  });

  it("shows a seat connected, reconnecting while it is quiet or without a channel, and gone after HEARTBEAT.gone", () => {
    const links = new SeatLinks();
    const t0 = 1_000_000;
    expect([...links.states(["yellow", "green"], new Map([["yellow", t0], ["green", t0]]), t0)])
      .to.deep.equal([["yellow", "connected"], ["green", "connected"]]);
    // Yellow goes quiet: reconnecting, counted from when it was last heard.
    let s = links.states(["yellow", "green"], new Map([["yellow", t0], ["green", t0 + 5000]]), t0 + 5000);
    expect(s.get("yellow")).to.equal("reconnecting");
    expect(s.get("green")).to.equal("connected");
    // Its channel is dropped; still counted from the last time it was heard.
    s = links.states(["yellow", "green"], new Map([["green", t0 + HEARTBEAT.gone]]), t0 + HEARTBEAT.gone - 1);
    expect(s.get("yellow")).to.equal("reconnecting");
    s = links.states(["yellow", "green"], new Map([["green", t0 + HEARTBEAT.gone]]), t0 + HEARTBEAT.gone);
    expect(s.get("yellow")).to.equal("gone");
    // It comes back: connected, and a later loss counts afresh.
    const t1 = t0 + 60_000;
    expect(links.states(["yellow"], new Map([["yellow", t1]]), t1).get("yellow")).to.equal("connected");
    expect(links.states(["yellow"], new Map(), t1 + 1000).get("yellow")).to.equal("reconnecting");
    // A seat never connected since the host opened counts from when it was first seen without a link.
    const fresh = new SeatLinks();
    expect(fresh.states(["blue"], new Map(), t0).get("blue")).to.equal("reconnecting");
    expect(fresh.states(["blue"], new Map(), t0 + HEARTBEAT.gone).get("blue")).to.equal("gone");
  });
});
