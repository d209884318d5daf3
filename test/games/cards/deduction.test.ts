/**
 * deduce(view): exact probabilities over the deals consistent with the seat's clue sheet, checked
 * against a brute-force enumeration (test/games/cards/support/brute-force.ts) on built clue sheets
 * and on every seat's view along seeded games; the same answer for two referee states that give
 * the same view; NOT_A_VIEW for a referee's state.
 */
import { expect } from "@open-wc/testing";
import { Rng, seedRng } from "../../../src/games/kernel/rng.js";
import { Refusal } from "../../../src/games/kernel/refusal.js";
import { deduce, type CardsDeduction } from "../../../src/games/cards/deduction.js";
import type { AgentSeat, Card, CardsView, ClueEntry, Code, Identity, Secret, Seat } from "../../../src/games/cards/types.js";
import { bruteForce } from "./support/brute-force.js";

const SEATS: readonly AgentSeat[] = ["red", "blue", "green", "yellow"];
const IDS: readonly Identity[] = ["F", "B", "Z", "X"];
const CODES: readonly Code[] = [13, 24, 36, 47];

/** Compares a deduction with the brute force, to 1e-9. */
export function expectSame(d: CardsDeduction, view: CardsView, label: string): void {
  const b = bruteForce(view);
  expect(d.deals, `${label}: deals`).to.equal(b.deals);
  for (const s of SEATS) {
    for (const i of IDS) expect(d.identity[s][i], `${label}: ${s} ${i}`).to.be.closeTo(b.identity[s][i], 1e-9);
    for (const c of view.codes) expect(d.code[s][c], `${label}: ${s} ${c}`).to.be.closeTo(b.code[s][c]!, 1e-9);
  }
  expect(Object.keys(d.partner).sort(), `${label}: partner seats`).to.deep.equal(Object.keys(b.partner).sort());
  for (const [s, p] of Object.entries(b.partner)) expect(d.partner[s as AgentSeat], `${label}: partner ${s}`).to.be.closeTo(p, 1e-9);
  expect(d.combinations.length, `${label}: combinations`).to.equal(b.combinations.size);
  for (const c of d.combinations) expect(c.p, `${label}: ${c.combination.join("-")}`).to.be.closeTo(b.combinations.get(c.combination.join("-")) ?? -1, 1e-9);
  expect(d.declarations.length, `${label}: declarations`).to.equal(b.declarations.size);
  for (const x of d.declarations) expect(x.p, `${label}: declare ${x.partner}`).to.be.closeTo(b.declarations.get(`${x.partner ?? "-"}:${x.combination.join("-")}`) ?? -1, 1e-9);
  for (let k = 1; k < d.declarations.length; k++) expect(d.declarations[k]!.p).to.be.at.most(d.declarations[k - 1]!.p);
}

/** A clue sheet built from a deal: sets (one true card, one false) and black cards of other seats, and lines the viewer showed. */
function builtView(seed: string, viewer: Seat | "spectator", lines: number, players: 4 | 5 = 4): CardsView {
  const rng = new Rng(seedRng(seed));
  const ids = rng.shuffle(IDS), codes = rng.shuffle(CODES);
  const deal = Object.fromEntries(SEATS.map((s, i) => [s, { identity: ids[i]!, code: codes[i]! }])) as Record<AgentSeat, Secret>;
  const sheet: ClueEntry[] = [];
  for (let n = 0; n < lines; n++) {
    const from = rng.pick(SEATS);
    const x = deal[from];
    const truths: Card[] = [x.identity, x.code];
    const falses: Card[] = [...IDS.filter((i) => i !== x.identity), ...CODES.filter((c) => c !== x.code)];
    const black = rng.int(3) === 0;
    const cards: Card[] = black ? [rng.pick(truths)] : rng.shuffle([rng.pick(truths), rng.pick(falses)]);
    sheet.push({ seq: n, round: n + 1, location: "rialto", via: black ? "question" : "exchange", from, to: viewer === "spectator" ? "red" : viewer, cards });
  }
  const you = viewer === "spectator" ? null : viewer === "ambassador"
    ? { seat: viewer, role: "ambassador" as const, secret: null, hand: [], choice: null, sealedTile: null }
    : { seat: viewer, role: "agent" as const, secret: deal[viewer as AgentSeat], hand: [], choice: null, sealedTile: null };
  return {
    viewer, game: "cards", players, seats: players === 5 ? [...SEATS, "ambassador"] : SEATS, codes: CODES, sheet, you, legal: [],
    round: { number: 1 }, reveal: null,
  } as unknown as CardsView;
}

describe("cards deduce: exact, against a brute-force enumeration", () => {
  it("built clue sheets of 0 to 9 lines, for agent viewers, the Ambassador player and a spectator", () => {
    let checked = 0;
    for (let t = 0; t < 240; t++) {
      const viewer: Seat | "spectator" = t % 8 === 6 ? "ambassador" : t % 8 === 7 ? "spectator" : SEATS[t % 4]!;
      const view = builtView(`built-${t}`, viewer, t % 10, viewer === "ambassador" ? 5 : 4);
      const d = deduce(view);
      expectSame(d, view, `built-${t} ${viewer}`);
      expect(d.deals).to.be.greaterThan(0);
      checked++;
    }
    expect(checked).to.equal(240);
  });

  it("knows nothing from nothing: a spectator's 576 deals, every identity and code 1/4, every combination 1/24", () => {
    const d = deduce(builtView("empty", "spectator", 0));
    expect(d.deals).to.equal(576);
    expect(d.identity.green.Z).to.be.closeTo(0.25, 1e-12);
    expect(d.code.yellow[47]).to.be.closeTo(0.25, 1e-12);
    expect(d.combinations.length).to.equal(24);
    expect(d.partner).to.deep.equal({});
  });

  it("the rulebook's reasoning (C15.3 round 1): Brian holds 13, so Rob's Fiddlebottom + 13 makes Rob Fiddlebottom, his partner", () => {
    const view = {
      ...builtView("c15", "red", 0),
      you: { seat: "red", role: "agent", secret: { identity: "B", code: 13 }, hand: [], choice: null, sealedTile: null },
      sheet: [{ seq: 0, round: 1, location: "rialto", via: "exchange", from: "blue", to: "red", cards: ["F", 13] }],
    } as unknown as CardsView;
    const d = deduce(view);
    expect(d.identity.blue.F).to.equal(1);
    expect(d.partner.blue).to.equal(1);
    expect(d.partner.green).to.equal(0);
    expectSame(d, view, "C15.3");
  });
});

describe("cards deduce: refusals", () => {
  it("refuses a referee's state, a non-object and another game's view with NOT_A_VIEW", () => {
    const code = (x: unknown) => {
      try {
        deduce(x as CardsView);
        return "none";
      } catch (e) {
        return e instanceof Refusal ? e.error.code : String(e);
      }
    };
    const view = builtView("r", "red", 2);
    expect(code({ ...view, secrets: {}, rng: { a: 1, b: 2, c: 3, d: 4 } })).to.equal("NOT_A_VIEW");
    expect(code(null)).to.equal("NOT_A_VIEW");
    expect(code("red")).to.equal("NOT_A_VIEW");
    expect(code({ ...view, game: "board" })).to.equal("NOT_A_VIEW");
    expect(code(view)).to.equal("none");
  });
});

describe("cards deduce: along seeded games of 2–5 players", () => {
  it("every seat's view (spectators' too) equals the brute force, with the true deal always possible", async function () {
    this.timeout(60_000);
    const { applyAction, botFor, createGame, viewFor, waitingOn } = await import("../../../src/games/cards/index.js");
    let checked = 0, informed = 0;
    for (const players of [2, 3, 4, 5] as const) {
      for (let g = 0; g < 3; g++) {
        let s = createGame({ players, seed: `deduce-${players}-${g}` });
        const rng = new Rng(seedRng(`deduce-bots-${players}-${g}`));
        const bot = botFor((["easy", "normal", "strong"] as const)[g]!);
        for (let n = 0; !s.result && n < 3000; n++) {
          if (n % 4 === 0) {
            for (const viewer of [...s.seats, "spectator" as const]) {
              if (viewer !== "spectator" && s.roles[viewer] === "blind") continue;
              const view = viewFor(s, viewer);
              const d = deduce(view);
              expectSame(d, view, `${players}p ${viewer} at ${n}`);
              for (const a of SEATS) {
                expect(d.identity[a][s.secrets[a].identity], "the true identity is possible").to.be.greaterThan(0);
                expect(d.code[a][s.secrets[a].code], "the true code is possible").to.be.greaterThan(0);
              }
              if (d.deals < 36) informed++;
              checked++;
            }
          }
          const seat = waitingOn(s)[0]!;
          const r = applyAction(s, bot(viewFor(s, seat), rng)!);
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
        }
        const end = deduce(viewFor(s, "spectator"));
        expect(end.deals, "everything is revealed at the end").to.equal(1);
      }
    }
    expect(checked).to.be.greaterThan(300);
    expect(informed, "views that learned something beyond their own cards").to.be.greaterThan(50);
  });
});
