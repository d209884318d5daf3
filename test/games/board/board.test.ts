/**
 * The Venice board data (shared/reference/venice-board.json, the verified board) as the engine
 * holds it: counts, kinds, start spaces, mission numbers, the Embassy, connectivity, and a sample
 * of spaces and routes checked against the reference file.
 */
import { expect } from "@open-wc/testing";
import {
  ALL_SPACES, EMBASSY, VENICE, isRoute, neighbours, numberedSpace, space, startSpaces,
  AGENT_SEATS,
} from "../../../src/games/board/index.js";

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

describe("board: the Venice data", () => {
  it("has 58 spaces with distinct ids s1..s58 inside the 1024x683 frame", () => {
    expect(VENICE.spaces).to.have.length(58);
    expect(ALL_SPACES).to.have.length(58);
    const ids = new Set(VENICE.spaces.map((s) => s.id));
    expect(ids.size).to.equal(58);
    for (let i = 1; i <= 58; i++) expect(ids.has(`s${i}`), `s${i}`).to.equal(true);
    expect(VENICE.width).to.equal(1024);
    expect(VENICE.height).to.equal(683);
    for (const s of VENICE.spaces) {
      expect(s.x, s.id).to.be.within(0, 1024);
      expect(s.y, s.id).to.be.within(0, 683);
    }
  });

  it("has 66 land routes and 33 water routes, no route listed twice, none from a space to itself", () => {
    expect(VENICE.land).to.have.length(66);
    expect(VENICE.water).to.have.length(33);
    const land = new Set(VENICE.land.map(([a, b]) => pairKey(a, b)));
    const water = new Set(VENICE.water.map(([a, b]) => pairKey(a, b)));
    expect(land.size).to.equal(66);
    expect(water.size).to.equal(33);
    for (const [a, b] of [...VENICE.land, ...VENICE.water]) {
      expect(a).to.not.equal(b);
      expect(space(a), a).to.not.equal(undefined);
      expect(space(b), b).to.not.equal(undefined);
    }
  });

  it("joins 95 distinct pairs, exactly 4 of them by both land and water", () => {
    const land = new Set(VENICE.land.map(([a, b]) => pairKey(a, b)));
    const water = new Set(VENICE.water.map(([a, b]) => pairKey(a, b)));
    const all = new Set([...land, ...water]);
    expect(all.size).to.equal(95);
    const both = [...land].filter((k) => water.has(k)).sort();
    expect(both).to.deep.equal(["s16|s17", "s23|s26", "s31|s39", "s4|s5"].sort());
    for (const k of both) {
      const [a, b] = k.split("|") as [string, string];
      expect(isRoute(a, b, "land") && isRoute(a, b, "water"), k).to.equal(true);
    }
  });

  it("has 4 start spaces per colour (16 in all), the ones printed on the board", () => {
    const expected = {
      red: ["s2", "s27", "s31", "s52"],
      yellow: ["s5", "s12", "s21", "s44"],
      green: ["s14", "s24", "s35", "s55"],
      blue: ["s13", "s20", "s38", "s41"],
    };
    for (const seat of AGENT_SEATS) {
      expect([...startSpaces(seat)].sort(), seat).to.deep.equal(expected[seat].slice().sort());
      for (const id of startSpaces(seat)) {
        expect(space(id)!.kind).to.equal("start");
        expect(space(id)!.color).to.equal(seat);
      }
    }
    expect(VENICE.spaces.filter((s) => s.kind === "start")).to.have.length(16);
  });

  it("has numbered spaces 1-8, each exactly once, where the board prints them", () => {
    const numbered = VENICE.spaces.filter((s) => s.kind === "numbered");
    expect(numbered.map((s) => s.number).sort()).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
    const expected = ["s54", "s10", "s15", "s23", "s40", "s46", "s34", "s28"];
    expected.forEach((id, i) => expect(numberedSpace(i + 1), `#${i + 1}`).to.equal(id));
    expect(() => numberedSpace(9)).to.throw();
    expect(() => numberedSpace(0)).to.throw();
    // Only numbered spaces carry a number, only start spaces a colour.
    for (const s of VENICE.spaces) {
      expect(s.number !== undefined, s.id).to.equal(s.kind === "numbered");
      expect(s.color !== undefined, s.id).to.equal(s.kind === "start");
    }
  });

  it("has the Embassy on s58 and no other embassy; the rest are plain", () => {
    expect(EMBASSY).to.equal("s58");
    expect(VENICE.spaces.filter((s) => s.kind === "embassy").map((s) => s.id)).to.deep.equal(["s58"]);
    expect(VENICE.spaces.filter((s) => s.kind === "plain")).to.have.length(58 - 16 - 8 - 1);
  });

  it("is one connected graph (by land and water together)", () => {
    const seen = new Set<string>([EMBASSY]);
    const queue = [EMBASSY];
    while (queue.length) {
      for (const n of neighbours(queue.shift()!)) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(seen.size).to.equal(58);
  });

  it("holds sample spaces at the positions and kinds of the reference file", () => {
    const known = [
      { id: "s1", x: 620.7, y: 74.7, kind: "plain" },
      { id: "s2", x: 346.8, y: 137.2, kind: "start", color: "red" },
      { id: "s10", x: 436.2, y: 158.6, kind: "numbered", number: 2 },
      { id: "s20", x: 60.7, y: 343.7, kind: "start", color: "blue" },
      { id: "s23", x: 66.7, y: 389.7, kind: "numbered", number: 4 },
      { id: "s28", x: 151.7, y: 665.7, kind: "numbered", number: 8 },
      { id: "s35", x: 322.7, y: 353.7, kind: "start", color: "green" },
      { id: "s40", x: 614.6, y: 567.2, kind: "numbered", number: 5 },
      { id: "s44", x: 678.7, y: 434.7, kind: "start", color: "yellow" },
      { id: "s52", x: 746.1, y: 299.3, kind: "start", color: "red" },
      { id: "s56", x: 1011.7, y: 428.7, kind: "plain" },
      { id: "s58", x: 313.3, y: 268.6, kind: "embassy" },
    ];
    for (const k of known) expect(space(k.id), k.id).to.deep.equal(k);
    // The list is in id order, as in the reference file.
    expect(VENICE.spaces.map((s) => s.id)).to.deep.equal(Array.from({ length: 58 }, (_, i) => `s${i + 1}`));
  });

  it("has sample routes of the right kind, in both directions, and no others", () => {
    const landOnly = [["s29", "s58"], ["s36", "s58"], ["s20", "s23"], ["s2", "s3"], ["s49", "s50"], ["s55", "s57"]];
    const waterOnly = [["s1", "s2"], ["s7", "s8"], ["s23", "s24"], ["s29", "s50"], ["s52", "s54"], ["s39", "s41"]];
    for (const [a, b] of landOnly) {
      expect(isRoute(a!, b!, "land") && isRoute(b!, a!, "land"), `${a}-${b} land`).to.equal(true);
      expect(isRoute(a!, b!, "water"), `${a}-${b} not water`).to.equal(false);
    }
    for (const [a, b] of waterOnly) {
      expect(isRoute(a!, b!, "water") && isRoute(b!, a!, "water"), `${a}-${b} water`).to.equal(true);
      expect(isRoute(a!, b!, "land"), `${a}-${b} not land`).to.equal(false);
    }
    // Not joined at all, though close on the picture.
    for (const [a, b] of [["s58", "s37"], ["s2", "s9"], ["s13", "s37"], ["s24", "s26"]]) {
      expect(isRoute(a!, b!, "land") || isRoute(a!, b!, "water"), `${a}-${b}`).to.equal(false);
    }
    expect(neighbours("s58").sort()).to.deep.equal(["s29", "s36"]);
    expect(neighbours("s2", ["land"]).sort()).to.deep.equal(["s10", "s3"]);
    expect(neighbours("s2", ["water"]).sort()).to.deep.equal(["s1", "s4"]);
    expect(neighbours("s23").sort()).to.deep.equal(["s20", "s22", "s24", "s26"]);
  });

  it("gives every space at least one route and keeps neighbour lists free of duplicates", () => {
    for (const s of VENICE.spaces) {
      const n = neighbours(s.id);
      expect(n.length, s.id).to.be.greaterThan(0);
      expect(new Set(n).size, s.id).to.equal(n.length);
    }
    // s23-s26 is joined twice (land and water) but is one neighbour.
    expect(neighbours("s23").filter((x) => x === "s26")).to.have.length(1);
  });
});
