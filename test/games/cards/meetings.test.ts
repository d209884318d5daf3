/** Which meetings happen and what happens there (CARD-GAME.md C5, C6, C7, C9). */
import { expect } from "@open-wc/testing";
import {
  legalActions, meetingsOf, viewFor, waitingOn,
  type CardsState, type Location, type TileHolder,
} from "../../../src/games/cards/index.js";
import { act, acts, declare, game, give, placeAll, refused } from "./support/cards.js";

const roles = (players: 2 | 3 | 4 | 5) => ({ players, roles: game(players).roles });

describe("cards: which meetings happen (C5)", () => {
  const order4 = ["red", "blue", "green", "yellow"] as const;
  const kinds = (players: 2 | 3 | 4 | 5, placed: Partial<Record<TileHolder, Location>>, order: readonly ("red" | "blue" | "green" | "yellow")[] = order4) =>
    meetingsOf(roles(players), placed, order.filter((s) => game(players).roles[s] === "agent")).map((m) => `${m.location}:${m.kind}:${m.agents.join("+")}`);

  it("C5.2: exactly two agent players and no Ambassador: an exchange", () => {
    expect(kinds(4, { red: "rialto", blue: "rialto", green: "arsenale", yellow: "accademia", ambassador: "san-marco" }))
      .to.deep.equal(["rialto:exchange:red+blue"]);
  });
  it("C5.3: an agent player and a blind seat alone: a blind meeting (2–3 players)", () => {
    expect(kinds(3, { red: "rialto", yellow: "rialto", blue: "arsenale", green: "accademia", ambassador: "san-marco" }))
      .to.deep.equal(["rialto:blind:red+yellow"]);
  });
  it("C5.4: one agent player alone with the Ambassador: an Ambassador meeting", () => {
    expect(kinds(4, { red: "rialto", blue: "arsenale", green: "accademia", yellow: "santa-lucia", ambassador: "rialto" }))
      .to.deep.equal(["rialto:ambassador:red"]);
  });
  it("C5.5: 5 players: two agents and the Ambassador player meet; C5.6: in 2–4 players nothing happens there", () => {
    const placed = { red: "rialto", blue: "rialto", green: "accademia", yellow: "santa-lucia", ambassador: "rialto" } as const;
    expect(kinds(5, placed)).to.deep.equal(["rialto:ambassadorTwo:red+blue"]);
    expect(kinds(4, placed)).to.deep.equal([]);
  });
  it("C5.6: a tile alone, three agents, a blind seat alone with the Ambassador, two blind seats together: nothing happens", () => {
    expect(kinds(4, { red: "rialto", blue: "rialto", green: "rialto", yellow: "santa-lucia", ambassador: "arsenale" })).to.deep.equal([]);
    expect(kinds(3, { red: "rialto", blue: "arsenale", green: "accademia", yellow: "santa-lucia", ambassador: "santa-lucia" })).to.deep.equal([]);
    expect(kinds(2, { red: "rialto", blue: "arsenale", green: "accademia", yellow: "accademia", ambassador: "santa-lucia" })).to.deep.equal([]);
    expect(kinds(5, { red: "rialto", blue: "rialto", green: "rialto", yellow: "santa-lucia", ambassador: "rialto" })).to.deep.equal([]);
  });
  it("C5.7, C5.8: at most two meetings, the one with the earliest agent player in placing order first", () => {
    const placed = { red: "rialto", blue: "arsenale", green: "arsenale", yellow: "rialto", ambassador: "san-marco" } as const;
    expect(kinds(4, placed, ["blue", "green", "yellow", "red"])).to.deep.equal(["arsenale:exchange:blue+green", "rialto:exchange:yellow+red"]);
    expect(kinds(4, placed, ["yellow", "red", "blue", "green"])).to.deep.equal(["rialto:exchange:yellow+red", "arsenale:exchange:blue+green"]);
    // Blind seats and the Ambassador player do not count: 3 players, the blind meeting of green comes after red's.
    expect(kinds(3, { red: "rialto", blue: "santa-lucia", green: "arsenale", yellow: "arsenale", ambassador: "rialto" }, ["green", "red", "blue"]))
      .to.deep.equal(["arsenale:blind:green+yellow", "rialto:ambassador:red"]);
  });
});

/** 4 players, red and blue meet at Rialto (the worked example's C15.1 scene), the Ambassador at San Marco. */
function exchange(): CardsState {
  return placeAll(game(4, { ambassador: ["san-marco"] }), { red: "rialto", blue: "rialto", green: "arsenale", yellow: "accademia" });
}

describe("cards: exchanges (C6.1–C6.4, C9)", () => {
  it("C15.1, C6.1, C9.1–C9.3: both give a set, sealed; each is revealed to its receiver only; the others see that they exchanged", () => {
    let s = exchange();
    expect(waitingOn(s)).to.deep.equal(["red", "blue"]);
    s = act(s, give("red", "Z", 13));
    // Sealed: nothing of red's choice shows to blue or anyone else, only that it was made.
    const other = act(exchange(), give("red", "B", 24));
    for (const v of ["blue", "green", "spectator"] as const) expect(JSON.stringify(viewFor(s, v))).to.equal(JSON.stringify(viewFor(other, v)));
    expect(viewFor(s, "blue").round.committed).to.deep.equal(["red"]);
    expect(viewFor(s, "red").you!.choice).to.deep.equal({ type: "give", cards: ["Z", 13] });
    refused(s, give("red", "B", 24), "ALREADY_CHOSEN");
    s = act(s, give("blue", "X", "F"));
    expect(viewFor(s, "blue").sheet.map((e) => [e.from, e.to, e.cards])).to.deep.equal([["red", "blue", ["Z", 13]], ["blue", "red", ["F", "X"]]]);
    expect(viewFor(s, "red").sheet.map((e) => e.cards)).to.deep.equal([["Z", 13], ["F", "X"]]);
    for (const v of ["green", "yellow", "spectator"] as const) {
      const view = viewFor(s, v);
      expect(view.sheet).to.deep.equal([]);
      expect(view.log.filter((e) => e.type === "set").map((e) => [e.data.from, e.data.to, e.mine])).to.deep.equal([["red", "blue", undefined], ["blue", "red", undefined]]);
    }
  });

  it("C6.2, C14.1: a set is two different coloured cards of one's colour, exactly one true", () => {
    const s = exchange();
    refused(s, give("red", "B", "B"), "SAME_CARD");
    refused(s, give("red", "B", 13), "NOT_ONE_TRUE");
    refused(s, give("red", "F", 24), "NOT_ONE_TRUE");
    refused(s, give("red", "B", 99), "UNKNOWN_CARD");
    refused(s, give("red", "Q", 13), "UNKNOWN_CARD");
    refused(s, { type: "give", seat: "red", cards: ["B"] }, "MALFORMED_ACTION");
    refused(s, { type: "give", seat: "red", cards: ["B", 24, 36] }, "MALFORMED_ACTION");
    expect(legalActions(s, "red")).to.have.length(12 + 24);
  });

  it("C7: the exchange is compulsory: no pass, no question, no look", () => {
    const s = exchange();
    refused(s, { type: "pass", seat: "red" }, "WRONG_ACT");
    refused(s, { type: "ask", seat: "red", target: "green" }, "WRONG_ACT");
    refused(s, { type: "look", seat: "red", card: "code" }, "WRONG_ACT");
    refused(s, { type: "answer", seat: "red", card: "code" }, "WRONG_ACT");
    refused(s, give("green", "Z", 13), "NOT_AN_ACTOR");
  });

  const spots: Location[] = ["rialto", "san-marco", "arsenale", "accademia", "santa-lucia"];
  /** Round i+1: red and blue meet; green and yellow alone; the Ambassador's tile (spots[i % 5]) where no one is. */
  const where = (i: number) => ({ red: spots[(i + 1) % 5], blue: spots[(i + 1) % 5], green: spots[(i + 2) % 5], yellow: spots[(i + 3) % 5] });

  /** Plays `count` rounds of exchanges between red and blue: red shows `pick`'s set (or his first legal one), blue his first legal one. */
  function exchanges(count: number, pick: (s: CardsState) => [string | number, string | number] | null): CardsState {
    const piles = Array.from({ length: Math.ceil(count / 5) + 2 }, () => spots.slice());
    let s = game(4, {}, { fixed: { piles: { ambassador: piles } } });
    for (let i = 0; i < count; i++) {
      s = placeAll(s, where(i));
      const cards = pick(s);
      s = act(s, cards ? give("red", cards[0], cards[1]) : legalActions(s, "red")[0]!);
      s = act(s, legalActions(s, "blue")[0]!);
    }
    return s;
  }

  it("C6.3: the same set may not go to the same receiver twice, in either order; another receiver may see it", () => {
    const s = exchanges(1, () => ["B", 24]);
    expect(s.records.red?.blue?.sets).to.deep.equal([["B", 24]]);
    const again = placeAll(s, where(1));
    expect(again.round.meetings[0]!.kind).to.equal("exchange");
    refused(again, give("red", "B", 24), "REPEATED_SET");
    refused(again, give("red", 24, "B"), "REPEATED_SET");
    expect(legalActions(again, "red").filter((a) => a.type === "give")).to.have.length(11);
    act(again, give("red", "B", 36));
  });

  it("C6.3, C6.4 (ruling): the record lasts across reshuffles; once all 12 are shown, any but the last may go, and the record starts over with it", () => {
    let s = exchanges(12, () => null);
    expect(s.round.number).to.equal(13); // two reshuffles passed
    expect(s.records.red!.blue!.sets).to.have.length(12);
    expect(new Set(s.records.red!.blue!.sets.map((x) => x.join())).size).to.equal(12);
    const last = s.records.red!.blue!.sets[11]!;
    s = placeAll(s, where(12));
    const gives = legalActions(s, "red").filter((a) => a.type === "give");
    expect(gives).to.have.length(11);
    refused(s, give("red", last[0], last[1]), "REPEATED_SET");
    const first = s.records.red!.blue!.sets[0]!;
    s = act(s, give("red", first[0], first[1]));
    s = act(s, legalActions(s, "blue")[0]!);
    expect(s.records.red!.blue!.sets).to.deep.equal([first]);
  });
});

/** 4 players: yellow alone with the Ambassador at San Marco (the worked example's C15.2 scene). */
function question(players: 2 | 3 | 4 | 5 = 4): CardsState {
  const tops = players === 5 ? {} : players === 4 ? { ambassador: ["san-marco"] } : players === 3 ? { ambassador: ["san-marco"], yellow: ["santa-lucia"] }
    : { ambassador: ["san-marco"], green: ["arsenale"], yellow: ["santa-lucia"] };
  const s = game(players, tops as Partial<Record<TileHolder, Location[]>>);
  if (players === 5) return placeAll(s, { ambassador: "san-marco", red: "rialto", blue: "arsenale", green: "accademia", yellow: "san-marco" });
  if (players === 4) return placeAll(s, { red: "rialto", blue: "arsenale", green: "accademia", yellow: "san-marco" });
  if (players === 3) return placeAll(s, { red: "san-marco", blue: "rialto", green: "accademia" });
  return placeAll(s, { red: "san-marco", blue: "rialto" });
}

describe("cards: Ambassador meetings and blind meetings (C6.5–C6.9, C7)", () => {
  it("C15.2, C6.5: the agent asks another agent player, who chooses which black card; only the two see it; everyone sees who asked whom", () => {
    let s = question();
    expect(waitingOn(s)).to.deep.equal(["yellow"]);
    s = act(s, { type: "ask", seat: "yellow", target: "blue" });
    expect(s.round.phase).to.equal("answer");
    expect(waitingOn(s)).to.deep.equal(["blue"]);
    refused(s, { type: "answer", seat: "yellow", card: "identity" }, "NOT_AN_ACTOR");
    refused(s, { type: "pass", seat: "blue" }, "WRONG_ACT");
    s = act(s, { type: "answer", seat: "blue", card: "identity" });
    expect(viewFor(s, "yellow").sheet).to.deep.include({ seq: viewFor(s, "yellow").sheet[0]!.seq, round: 1, location: "san-marco", via: "question", from: "blue", to: "yellow", cards: ["F"] });
    expect(viewFor(s, "blue").sheet.map((e) => e.cards)).to.deep.equal([["F"]]);
    for (const v of ["red", "green", "spectator"] as const) {
      const view = viewFor(s, v);
      expect(view.sheet).to.deep.equal([]);
      expect(view.log.some((e) => e.type === "asked" && e.data.asker === "yellow" && e.data.target === "blue")).to.equal(true);
      const shown = view.log.find((e) => e.type === "shown")!;
      expect(shown.data).to.deep.equal({ from: "blue", to: "yellow", location: "san-marco", via: "question" });
      expect(shown).to.not.have.property("mine");
    }
    expect(s.round.number).to.equal(2);
  });

  it("C6.5, C14.1: a question names another agent seat: not oneself, not the Ambassador player, not no one; the agent player's own choice of card", () => {
    const s = question();
    refused(s, { type: "ask", seat: "yellow", target: "yellow" }, "BAD_TARGET");
    refused(s, { type: "ask", seat: "yellow", target: "ambassador" }, "BAD_TARGET");
    refused(s, { type: "ask", seat: "yellow", target: "purple" }, "BAD_TARGET");
    refused(s, { type: "ask", seat: "yellow" }, "MALFORMED_ACTION");
    refused(s, { type: "ask", seat: "yellow", target: "blue", card: "code" }, "KIND_NOT_YOURS");
    refused(s, { type: "ask", seat: "yellow", target: "blue", card: "mission" }, "BAD_CARD_KIND");
    refused(question(5), { type: "ask", seat: "yellow", target: "ambassador" }, "BAD_TARGET");
  });

  it("C7: the question is optional: a pass is seen by everyone", () => {
    const s = act(question(), { type: "pass", seat: "yellow" });
    expect(viewFor(s, "spectator").log.some((e) => e.type === "passed" && e.data.seat === "yellow")).to.equal(true);
    expect(s.round.number).to.equal(2);
  });

  it("C6.5: the named seat may show the same card as often as it likes", () => {
    let s = act(question(), { type: "ask", seat: "yellow", target: "blue" });
    s = act(s, { type: "answer", seat: "blue", card: "code" });
    expect(viewFor(s, "yellow").sheet[0]!.cards).to.deep.equal([36]);
  });

  it("C6.6 (ruling): asking a blind seat, the asker chooses identity or code; a blind seat cannot choose", () => {
    const s = question(3);
    expect(s.round.meetings[0]).to.deep.include({ kind: "ambassador", agents: ["red"] });
    refused(s, { type: "ask", seat: "red", target: "yellow" }, "KIND_NEEDED");
    const t = act(s, { type: "ask", seat: "red", target: "yellow", card: "code" });
    expect(viewFor(t, "red").sheet.map((e) => [e.via, e.from, e.cards])).to.deep.equal([["question", "yellow", [47]]]);
    for (const v of ["blue", "green", "spectator"] as const) expect(viewFor(t, v).sheet).to.deep.equal([]);
    expect(legalActions(s, "red").filter((a) => a.type === "ask")).to.deep.equal([
      { type: "ask", seat: "red", target: "blue" }, { type: "ask", seat: "red", target: "green" },
      { type: "ask", seat: "red", target: "yellow", card: "identity" }, { type: "ask", seat: "red", target: "yellow", card: "code" },
    ]);
  });

  it("C6.7 (ruling), C7: at a blind meeting the agent player may look at the blind seat's identity or code card, secretly, or pass", () => {
    const s = placeAll(game(3, { ambassador: ["santa-lucia"], yellow: ["rialto"] }), { red: "rialto", blue: "arsenale", green: "accademia" });
    expect(s.round.meetings[0]).to.deep.include({ kind: "blind", agents: ["red", "yellow"], actors: ["red"] });
    refused(s, { type: "ask", seat: "red", target: "yellow", card: "code" }, "WRONG_ACT");
    refused(s, { type: "look", seat: "red", card: "secret" }, "BAD_CARD_KIND");
    refused(s, { type: "look", seat: "yellow", card: "code" }, "BLIND_SEAT");
    const t = act(s, { type: "look", seat: "red", card: "identity" });
    expect(viewFor(t, "red").sheet.map((e) => [e.via, e.from, e.to, e.cards])).to.deep.equal([["look", "yellow", "red", ["X"]]]);
    for (const v of ["blue", "green", "spectator"] as const) {
      expect(viewFor(t, v).sheet).to.deep.equal([]);
      expect(viewFor(t, v).log.some((e) => e.type === "looked" && e.data.to === "red" && e.data.from === "yellow")).to.equal(true);
    }
    const p = act(s, { type: "pass", seat: "red" });
    expect(p.log.some((e) => e.type === "passed")).to.equal(true);
  });

  it("C6.8: 5 players, the black card shown at an Ambassador meeting is shown to the Ambassador player too; he may pass or declare", () => {
    let s = question(5);
    expect(s.round.meetings[0]).to.deep.include({ kind: "ambassador", actors: ["ambassador", "yellow"] });
    expect(waitingOn(s)).to.deep.equal(["ambassador", "yellow"]);
    expect(legalActions(s, "ambassador").filter((a) => a.type !== "declare")).to.deep.equal([{ type: "pass", seat: "ambassador" }]);
    refused(s, { type: "ask", seat: "ambassador", target: "blue" }, "WRONG_ACT");
    s = acts(s, { type: "ask", seat: "yellow", target: "red" }, { type: "pass", seat: "ambassador" }, { type: "answer", seat: "red", card: "code" });
    expect(viewFor(s, "ambassador").sheet.map((e) => [e.from, e.to, e.cards])).to.deep.equal([["red", "yellow", [13]]]);
    expect(viewFor(s, "blue").sheet).to.deep.equal([]);
  });

  it("C6.9, C7: 5 players, two agents with the Ambassador player each show him a set (no pass, no declaration); the other agent does not see it", () => {
    let s = placeAll(game(5), { ambassador: "rialto", red: "rialto", blue: "rialto", green: "accademia", yellow: "san-marco" });
    expect(s.round.meetings[0]).to.deep.include({ kind: "ambassadorTwo", actors: ["ambassador", "red", "blue"] });
    refused(s, { type: "pass", seat: "red" }, "WRONG_ACT");
    refused(s, declare("red", "blue"), "NO_DECLARATION_HERE");
    refused(s, give("ambassador" as never, "B", 24), "WRONG_ACT");
    s = acts(s, give("red", "B", 24), give("blue", "F", 13), { type: "pass", seat: "ambassador" });
    expect(viewFor(s, "ambassador").sheet.map((e) => [e.via, e.from, e.to, e.cards])).to.deep.equal([
      ["ambassador", "red", "ambassador", ["B", 24]], ["ambassador", "blue", "ambassador", ["F", 13]],
    ]);
    expect(viewFor(s, "red").sheet.map((e) => e.from)).to.deep.equal(["red"]);
    expect(viewFor(s, "blue").sheet.map((e) => e.from)).to.deep.equal(["blue"]);
    // C6.9: the no-repeat rule holds for the sets shown to the Ambassador player.
    expect(s.records.red!.ambassador!.sets).to.deep.equal([["B", 24]]);
    expect(viewFor(s, "ambassador").records!.received).to.deep.equal({ red: [["B", 24]], blue: [["F", 13]] });
  });

  it("C9.2, C9.3: at a sealed meeting nothing resolves until every actor has chosen", () => {
    let s = question(5);
    s = act(s, { type: "pass", seat: "ambassador" });
    expect(s.log.some((e) => e.type === "passed")).to.equal(false);
    expect(viewFor(s, "yellow").round.committed).to.deep.equal(["ambassador"]);
    refused(s, { type: "pass", seat: "ambassador" }, "ALREADY_CHOSEN");
    s = act(s, { type: "pass", seat: "yellow" });
    expect(s.log.filter((e) => e.type === "passed").map((e) => e.data.seat)).to.deep.equal(["ambassador", "yellow"]);
  });
});
