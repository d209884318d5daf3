/** The card game as the kernel's Game (cardsGame), its view's shape check, the random bot, and typed misuse. */
import { expect } from "@open-wc/testing";
import {
  AGENT_SEATS, Rng, applyAction, botFor, cardsGame, createGame, randomAction, seedRng, viewFor, viewProblem, waitingFor,
  type CardsView,
} from "../../../src/games/cards/index.js";
import { act, declare, game, give, placeAll, settle } from "./support/cards.js";

describe("cards: the Game contract (cardsGame)", () => {
  it("a view built by extending the last one (its log and clue sheet) is exactly a view built afresh, also across branches", () => {
    for (const players of [2, 3, 4, 5] as const) {
      let s = createGame({ players, seed: `ext-${players}`, maxRounds: 25 });
      const rng = new Rng(seedRng(`ext-${players}`));
      const earlier: (typeof s)[] = [];
      while (!s.result) {
        const seat = cardsGame.waitingOn(s)[0]!;
        for (const v of [...s.seats, "spectator"] as const) {
          const fresh = JSON.parse(JSON.stringify(s));
          expect(JSON.stringify(viewFor(s, v))).to.equal(JSON.stringify(viewFor(fresh, v)));
        }
        // A branch from further back, then the main line again.
        const back = earlier[rng.int(earlier.length + 1)];
        if (back) expect(JSON.stringify(viewFor(back, seat))).to.equal(JSON.stringify(viewFor(JSON.parse(JSON.stringify(back)), seat)));
        earlier.push(s);
        // Sibling states (two different actions from this one), viewed one after the other.
        const legal = cardsGame.legalActions(s, seat);
        for (const a of [legal[0]!, legal[legal.length - 1]!]) {
          const next = applyAction(s, a);
          if (!next.ok) throw new Error(next.error.code);
          for (const v of [...s.seats, "spectator"] as const) {
            expect(JSON.stringify(viewFor(next.state, v))).to.equal(JSON.stringify(viewFor(JSON.parse(JSON.stringify(next.state)), v)));
          }
        }
        const r = applyAction(s, randomAction(viewFor(s, seat), rng)!);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
      for (const v of [...s.seats, "spectator"] as const) expect(JSON.stringify(viewFor(s, v))).to.equal(JSON.stringify(viewFor(JSON.parse(JSON.stringify(s)), v)));
    }
  });

  it("plays a game through the contract alone: waitingOn gives every seat of a sealed choice; outcome at the end", () => {
    const g = cardsGame;
    expect(g.id).to.equal("cards");
    let s = g.createGame({ players: 4, seed: "contract", maxRounds: 30 });
    expect(g.isState(s)).to.equal(true);
    expect(g.seats(s)).to.deep.equal(["red", "blue", "green", "yellow"]);
    const bot = g.botFor("random");
    const rng = new Rng(seedRng("c"));
    let several = 0;
    while (!g.outcome(s)) {
      const seats = g.waitingOn(s);
      if (seats.length > 1) several++;
      const view = g.viewFor(s, seats[seats.length - 1]!);
      expect(g.viewProblem(view)).to.equal(null);
      const a = bot(view, rng)!;
      expect(g.actionProblem(a)).to.equal(null);
      const r = g.applyAction(s, a);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    expect(several).to.be.greaterThan(0);
    expect(g.waitingOn(s)).to.deep.equal([]);
    expect(g.outcome(s)!.reason).to.equal(s.result!.reason);
    expect(g.botLevels).to.deep.equal(["easy", "normal", "strong"]);
  });

  it("C9: waitingOn lists both exchangers until each has chosen; waitingFor gives the first, on the state and on a view alike", () => {
    let s = placeAll(game(4, { ambassador: ["san-marco"] }), { red: "rialto", blue: "rialto", green: "arsenale", yellow: "accademia" });
    expect(cardsGame.waitingOn(s)).to.deep.equal(["red", "blue"]);
    expect(waitingFor(s)).to.equal("red");
    s = act(s, give("red", "B", 24));
    expect(cardsGame.waitingOn(s)).to.deep.equal(["blue"]);
    expect(waitingFor(viewFor(s, "green"))).to.equal("blue");
  });

  it("viewProblem accepts every real view and refuses broken ones", () => {
    const s = placeAll(game(5), { ambassador: "rialto", red: "rialto", blue: "arsenale", green: "accademia", yellow: "santa-lucia" });
    for (const v of ["red", "ambassador", "spectator"] as const) expect(viewProblem(viewFor(s, v))).to.equal(null);
    const good = viewFor(s, "red");
    const broken = (patch: Record<string, unknown>) => viewProblem({ ...good, ...patch } as unknown as CardsView);
    expect(viewProblem(null)).to.be.a("string");
    expect(viewProblem(s)).to.be.a("string"); // the referee's state is not a view
    expect(broken({ game: "board" })).to.be.a("string");
    expect(broken({ viewer: "purple" })).to.be.a("string");
    expect(broken({ round: { ...good.round, phase: "dancing" } })).to.be.a("string");
    expect(broken({ round: { ...good.round, placed: { red: "venice" } } })).to.be.a("string");
    expect(broken({ tiles: { ...good.tiles, red: { played: ["x"], left: [] } } })).to.be.a("string");
    expect(broken({ you: { ...good.you!, hand: ["F", "B", "Z", "X", 13, 24, 36, 47, 99] } })).to.be.a("string");
    expect(broken({ legal: [{ type: "fly", seat: "red" }] })).to.be.a("string");
    expect(broken({ legal: [{ type: "pass", seat: "blue" }] })).to.be.a("string");
    expect(broken({ log: [{ seq: 0 }] })).to.be.a("string");
    expect(broken({ sheet: [{ seq: 0, round: 1, location: "rialto", via: "gossip", from: "red", to: "blue", cards: ["F"] }] })).to.be.a("string");
    expect(broken({ result: { winners: ["everyone"], reason: "x", round: 1 } })).to.be.a("string");
    expect(broken({ codes: [13, 24] })).to.be.a("string");
  });

  it("viewProblem at the end (C10, C13.4): a declaration, result or reveal the end screen could not show is refused (every real final view passes: property.test.ts)", () => {
    const end = settle(placeAll(game(4, { ambassador: ["san-marco"] }), { red: "rialto", blue: "rialto", green: "arsenale", yellow: "arsenale" }), declare("red", "blue"));
    expect(end.result!.reason).to.equal("right-declaration");
    const good = viewFor(end, "red");
    const r = good.result!, d = r.declaration!, secrets = good.reveal!.secrets;
    const broken = (patch: Record<string, unknown>) => viewProblem({ ...good, ...patch } as unknown as CardsView);
    const withResult = (x: Record<string, unknown>) => broken({ result: { ...r, ...x } });
    const withDeclaration = (x: Record<string, unknown>) => withResult({ declaration: { ...d, ...x } });
    const withSecret = (x: Record<string, unknown>) => broken({ reveal: { secrets: { ...secrets, red: { ...secrets.red, ...x } } } });
    expect(broken({})).to.equal(null);
    expect(withResult({ reason: "because" })).to.be.a("string");
    expect(withResult({ reason: "toString" })).to.be.a("string");
    expect(withResult({ declaration: "red" })).to.be.a("string");
    expect(withDeclaration({ combination: "13-24-36-47" })).to.be.a("string");
    expect(withDeclaration({ combination: [13, 24, 36] })).to.be.a("string");
    expect(withDeclaration({ combination: [13, 24, 36, "47"] })).to.be.a("string");
    expect(withDeclaration({ declarer: "purple" })).to.be.a("string");
    expect(withDeclaration({ partner: "ambassador" })).to.be.a("string");
    expect(withDeclaration({ claims: { red: { identity: "Q" } } })).to.be.a("string");
    expect(withDeclaration({ right: "yes" })).to.be.a("string");
    expect(broken({ reveal: { secrets: {} } })).to.be.a("string");
    expect(withSecret({ identity: "committed" })).to.be.a("string");
    expect(withSecret({ code: "13" })).to.be.a("string");
    // Two black cards of one character: the combination (C1.7) could not be read from them.
    const other = AGENT_SEATS.find((s) => s !== "red")!;
    expect(withSecret({ identity: secrets[other].identity })).to.be.a("string");
  });

  it("typed misuse: views of unknown seats, views played on, bots given states or seeds, unknown levels", () => {
    const s = createGame({ players: 4, seed: "m" });
    expect(() => viewFor(s, "ambassador")).to.throw().with.property("error").that.deep.includes({ code: "UNKNOWN_SEAT" });
    const v = viewFor(s, "red");
    expect(() => viewFor(v as never, "red")).to.throw().with.property("error").that.deep.includes({ code: "NOT_A_STATE" });
    const r = applyAction(v as never, { type: "place", seat: "red", location: "rialto" });
    expect(r.ok ? "ok" : r.error.code).to.equal("NOT_A_STATE");
    expect(() => randomAction(s as never, new Rng(seedRng("x")))).to.throw().with.property("error").that.deep.includes({ code: "NOT_A_VIEW" });
    expect(() => randomAction(v, "seed" as never)).to.throw().with.property("error").that.deep.includes({ code: "NOT_AN_RNG" });
    expect(() => botFor("grandmaster")).to.throw().with.property("error").that.deep.includes({ code: "UNKNOWN_LEVEL" });
    expect(randomAction(viewFor(s, "blue"), new Rng(seedRng("x")))).to.equal(null);
  });
});
