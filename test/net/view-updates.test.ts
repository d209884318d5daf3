/** View updates: the host sends each peer only what changed; a guest rebuilds exactly the seat's view. */
import { expect } from "@open-wc/testing";
import { applyAction, viewFor, type GameState, type SeatView, type Viewer } from "../../src/games/board/index.js";
import { PROTOCOL_VERSION, readHostMessage, type HostMessage } from "../../src/net/protocol.js";
import {
  MAX_ROWS, applyViewUpdate, changedKeys, encodeViewUpdate, packRows, sameJson, unpackRows, viewUpdate, type SentView,
} from "../../src/net/view-updates.js";
import { playRandomGame } from "../games/board/support/random-play.js";

describe("view updates", () => {
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

  it("compares JSON values as their text would, without making it: any depth, key order aside, undefined as JSON has it", () => {
    const a = { x: [1, { y: "s1", z: [null, true] }], w: { deep: { deeper: [1, 2, 3] } } };
    const pairs: [unknown, unknown][] = [
      [a, JSON.parse(JSON.stringify(a))],
      [a, { ...a, w: { deep: { deeper: [1, 2, 4] } } }],
      [a, { ...a, x: [1, { y: "s1", z: [null, false] }] }],
      [a, { ...a, v: 0 }],
      [{ a: 1, b: 2 }, { b: 2, a: 1 }],
      [{ a: 1, b: undefined }, { a: 1 }],
      [[undefined], [null]],
      [undefined, null],
      [[1, 2], { 0: 1, 1: 2 }],
      [[], {}],
      ["1", 1],
      [0, false],
      [null, {}],
      [[1, 2], [1, 2, 3]],
    ];
    for (const [x, y] of pairs) {
      const text = (v: unknown) => JSON.stringify(v, (_k, v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v)) ?? "null";
      expect(sameJson(x, y), `${text(x)} vs ${text(y)}`).to.equal(text(x) === text(y));
      expect(sameJson(y, x), `${text(y)} vs ${text(x)}`).to.equal(text(x) === text(y));
    }
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
    // Rows one after another that differ only in their last value go as one run; order is kept.
    const runs = [
      { type: "move", seat: "yellow", ball: 0, figure: "red-tall", to: "s12" },
      { type: "move", seat: "yellow", ball: 0, figure: "red-tall", to: "s13" },
      { type: "move", seat: "yellow", ball: 0, figure: "red-tall", to: "s14" },
      { type: "move", seat: "yellow", ball: 0, figure: "blue-fat", to: "s14" },
      { type: "undo", seat: "yellow" },
      { type: "move", seat: "yellow", ball: 1, figure: "blue-fat", to: "s2" },
      { type: "move", seat: "yellow", ball: 1, figure: "blue-fat", to: "s3" },
      { type: "endMovement", seat: "yellow" },
    ];
    const packedRuns = packRows(runs)!;
    expect(packedRuns.r).to.deep.equal([[-1, 0, "red-tall", ["s12", "s13", "s14"]], [0, 0, "blue-fat", "s14"], [1, "undo"], [-1, 1, "blue-fat", ["s2", "s3"]], [1, "endMovement"]]);
    expect(JSON.stringify(unpackRows(JSON.parse(JSON.stringify(packedRuns))))).to.equal(JSON.stringify(runs));
    const steps = Array.from({ length: 40 }, (_, i) => ({ type: "move", seat: "yellow", ball: i >> 4, figure: ["red-tall", "blue-fat", "green-thin", "yellow-short"][(i >> 2) % 4], to: `s${i}` }));
    expect(JSON.stringify(unpackRows(JSON.parse(JSON.stringify(packRows(steps)))))).to.equal(JSON.stringify(steps));
    expect(JSON.stringify(packRows(steps)).length, "a mover's steps, figure by figure").to.be.lessThan(JSON.stringify(steps).length * 0.25);
    for (const notRows of [[], [{ a: 1 }], [{ a: 1 }, 2], [[1], [2]], "text", null, { a: 1 }, [{ a: 1 }, null]]) {
      expect(packRows(notRows), JSON.stringify(notRows)).to.equal(null);
    }
  });

  it("replays random 3-, 4- and 5-player games: every viewer's view, rebuilt from updates alone, is its view at every step; unchanged views send nothing", () => {
    let updates = 0, skipped = 0, bytes = 0, wholeBytes = 0;
    for (const [players, seed] of [[3, "u3"], [4, "u4"], [5, "u5"]] as const) {
      const viewers: Viewer[] = players === 5 ? ["red", "yellow", "green", "blue", "ambassador", "spectator"] : players === 4 ? ["red", "yellow", "green", "blue", "spectator"] : ["red", "yellow", "green", "spectator"];
      const peers = new Map<Viewer, { sent: SentView | null; view: SeatView | null }>();
      const step = (state: GameState) => {
        for (const viewer of viewers) {
          if (!state.seats.includes(viewer as never) && viewer !== "spectator") continue;
          const peer = peers.get(viewer) ?? { sent: null, view: null };
          const target = viewFor(state, viewer);
          const { text, sent } = viewUpdate(peer.sent, target, 7);
          peer.sent = sent;
          if (text === null) {
            skipped++;
            expect(JSON.stringify(peer.view), `${viewer}: nothing sent, nothing changed`).to.equal(JSON.stringify(target));
          } else {
            const m = readHostMessage(text) as HostMessage;
            expect(m.t === "view" || m.t === "patch").to.equal(true);
            expect((m as { ack?: number }).ack).to.equal(7);
            peer.view = (m.t === "view" ? m.view : applyViewUpdate(peer.view, m as Extract<HostMessage, { t: "patch" }>)) as SeatView | null;
            expect(peer.view, `${viewer}: the update fits`).to.not.equal(null);
            // Same content; key order may differ where an object part gained keys.
            expect(peer.view).to.deep.equal(target);
            updates++;
            bytes += text.length;
            wholeBytes += JSON.stringify(target).length;
          }
          peers.set(viewer, peer);
        }
      };
      playRandomGame({ players, seed, botSeed: seed, declareFromTurn: 12, maxActions: 400, onStep: (s) => step(s) });
    }
    expect(updates).to.be.greaterThan(1000);
    expect(skipped).to.equal(0); // every action of random play adds an event every viewer sees
    expect(bytes, "updates are much smaller than whole views").to.be.lessThan(wholeBytes / 5);
  });

  it("sends a seat's notebook mark to that seat only, as its notebook alone; other viewers get nothing", () => {
    const { state } = playRandomGame({ players: 4, seed: "note", botSeed: "note", maxActions: 40 });
    const noted = applyAction(state, { type: "note", seat: "green", key: "red:identity:F", mark: "x" });
    if (!noted.ok) throw new Error(noted.error.code);
    for (const viewer of ["red", "yellow", "blue", "spectator"] as const) {
      const { sent } = viewUpdate(null, viewFor(state, viewer));
      expect(viewUpdate(sent, viewFor(noted.state, viewer)).text, viewer).to.equal(null);
    }
    const { sent } = viewUpdate(null, viewFor(state, "green"));
    const m = JSON.parse(viewUpdate(sent, viewFor(noted.state, "green"), 3).text!);
    expect(m.log).to.deep.equal([]);
    expect(Object.keys({ ...m.set, ...m.sub })).to.deep.equal(["notebook"]);
    expect(m.ack).to.equal(3);
    expect(applyViewUpdate(viewFor(state, "green"), m)).to.deep.equal(viewFor(noted.state, "green"));
  });

  it("refuses an update that does not fit the view the guest has (a guest then asks for the whole view again)", () => {
    const { state } = playRandomGame({ players: 4, seed: "fit", botSeed: "fit", maxActions: 30 });
    const view = viewFor(state, "red");
    const patch = { v: PROTOCOL_VERSION, t: "patch", from: view.log.length + 3, log: [], set: {} } as Extract<HostMessage, { t: "patch" }>;
    expect(applyViewUpdate(view, patch)).to.equal(null);
    expect(applyViewUpdate(null, { ...patch, from: 0 })).to.equal(null);
  });

  it("a hostile host's malformed packed rows and partial parts: the patch is dropped or refused, nothing throws", () => {
    const { state } = playRandomGame({ players: 4, seed: "hostile-patch", botSeed: "hostile-patch", maxActions: 30 });
    const view = viewFor(state, "red");
    const base = { v: PROTOCOL_VERSION, t: "patch", from: view.log.length, log: [] };
    const rows = { k: [["type", "seat"]], c: [{}], r: [[0, "undo", "red"]] };
    const bad: Record<string, unknown>[] = [
      { set: { legal: 5 }, packed: ["legal"] },
      { set: { legal: null }, packed: ["legal"] },
      { set: { legal: { k: 1, c: [], r: [[0]] } }, packed: ["legal"] },
      { set: { legal: { k: [], c: [], r: 7 } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: [5] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: [[9, 1]] } }, packed: ["legal"] },
      { set: { legal: { k: [[7]], c: [{}], r: [[0, 1]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [null], r: [[0, 1]] } }, packed: ["legal"] },
      { set: { legal: { k: [["__proto__"]], c: [{}], r: [[0, { polluted: true }]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: [[0, 1, 2]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}, {}], r: [[0, 1]] } }, packed: ["legal"] },
      // Runs that are not runs as the host makes them, and more objects than any view holds.
      { set: { legal: { k: [["a"]], c: [{}], r: [[-1]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: [[-1, 5]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: [[-1, []]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: [[-1, [1]]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: [[-2, [1, 2]]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: [[-1.5, [1, 2]]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: [[-1, 1, [1, 2]]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a", "b"]], c: [{}], r: [[-1, [1, 2]]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: [[-1, Array(MAX_ROWS + 1).fill(0)]] } }, packed: ["legal"] },
      { set: { legal: { k: [["a"]], c: [{}], r: Array(MAX_ROWS + 1).fill([0, 1]) } }, packed: ["legal"] },
      { set: { legal: rows }, packed: "legal" },
      { set: { legal: rows }, packed: 3 },
      { set: { legal: rows }, packed: [4] },
      { set: { legal: rows }, packed: ["nothing"] },
      { set: {}, sub: 5 },
      { set: {}, sub: { positions: 5 } },
      { set: {}, sub: { positions: null } },
      { set: {}, sub: { positions: ["s1"] } },
      { set: {}, sub: { legal: { a: 1 } } },
    ];
    for (const extra of bad) {
      const text = JSON.stringify({ ...base, ...extra });
      let applied: unknown = "not reached";
      expect(() => {
        const m = readHostMessage(text);
        applied = m?.t === "patch" ? applyViewUpdate(view, m) : null;
      }, text).not.to.throw();
      expect(applied, text).to.equal(null);
    }
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    // The same shapes well formed apply.
    const good = readHostMessage(JSON.stringify({ ...base, set: { legal: rows }, packed: ["legal"], sub: { positions: { "red-tall": "s1" } } }));
    const next = good?.t === "patch" ? applyViewUpdate(view, good) : null;
    expect(next?.legal).to.deep.equal([{ type: "undo", seat: "red" }]);
    expect(next?.positions["red-tall"]).to.equal("s1");
  });
});
