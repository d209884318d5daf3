/** Declaring (CARD-GAME.md C10), per player count (C10.2, C11), and what it ends (C5.8, C10.4). */
import { expect } from "@open-wc/testing";
import { legalActions, viewFor, waitingOn, type CardsState, type Location, type TileHolder } from "../../../src/games/cards/index.js";
import { COMBO, act, acts, declare, game, give, placeAll, refused, settle } from "./support/cards.js";

/** 4 players: red meets blue (his true partner: Bubble and Fiddlebottom) at Rialto; green and yellow at Arsenale. */
function twoExchanges(first: "red" | "green" = "red"): CardsState {
  return placeAll(game(4, { ambassador: ["san-marco"] }, { fixed: { first } }), { red: "rialto", blue: "rialto", green: "arsenale", yellow: "arsenale" });
}

describe("cards: declarations (C10)", () => {
  it("C10.5: a right declaration (true partner, right combination) wins for the declarer's team", () => {
    const s = settle(twoExchanges(), declare("red", "blue"));
    expect(s.result).to.deep.include({ winners: ["red", "blue"], reason: "right-declaration", round: 1 });
    expect(s.result!.declaration).to.deep.include({ declarer: "red", partner: "blue", right: true });
    expect(waitingOn(s)).to.deep.equal([]);
    expect(legalActions(s, "blue")).to.deep.equal([]);
  });

  it("C10.5, C14.2: a well-formed wrong combination is judged, not refused, and the other team wins", () => {
    const s = settle(twoExchanges(), declare("red", "blue", [13, 36, 24, 47]));
    expect(s.result).to.deep.include({ winners: ["green", "yellow"], reason: "wrong-declaration" });
  });

  it("C10.5: naming the wrong partner loses even with the right combination", () => {
    const s = settle(twoExchanges("green"), declare("green", "yellow"));
    expect(s.result).to.deep.include({ winners: ["green", "yellow"], reason: "right-declaration" });
    const wrong = placeAll(game(4, { ambassador: ["san-marco"] }), { red: "rialto", blue: "arsenale", green: "rialto", yellow: "accademia" });
    expect(settle(wrong, declare("red", "green")).result).to.deep.include({ winners: ["green", "yellow"], reason: "wrong-declaration" });
  });

  it("C10.4, C5.8: the declaration replaces the exchange; the other set is discarded unseen; the round's later meeting never happens", () => {
    let s = twoExchanges();
    expect(s.round.meetings.map((m) => m.location)).to.deep.equal(["rialto", "arsenale"]);
    s = acts(s, give("blue", "F", 47), declare("red", "blue"));
    expect(s.log.some((e) => e.type === "set")).to.equal(false);
    expect(s.log.some((e) => e.type === "committed" && e.data.location === "arsenale")).to.equal(false);
    for (const v of ["red", "blue", "green", "spectator"] as const) expect(JSON.stringify(viewFor(s, v))).to.not.include('"F",47');
    refused(s, give("green", "Z", 13), "GAME_OVER");
  });

  it("C10.1 (ruling): who is who is shown to everyone and not judged", () => {
    const claims = { red: { identity: "X" as const, code: 47 } };
    const s = settle(twoExchanges(), { type: "declare", seat: "red", partner: "blue", combination: COMBO, claims });
    expect(s.result!.declaration!.claims).to.deep.equal(claims);
    expect(s.result!.reason).to.equal("right-declaration");
    expect(viewFor(s, "spectator").log.find((e) => e.type === "declared")!.data).to.deep.include({ claims, right: true });
    refused(twoExchanges(), { type: "declare", seat: "red", partner: "blue", combination: COMBO, claims: { red: { identity: "Q" } } }, "MALFORMED_ACTION");
    refused(twoExchanges(), { type: "declare", seat: "red", partner: "blue", combination: COMBO, claims: { ambassador: {} } }, "MALFORMED_ACTION");
    // docs/rulings.md 6: the edition's codes only (13, 24, 36, 47 here), not any number.
    refused(twoExchanges(), { type: "declare", seat: "red", partner: "blue", combination: COMBO, claims: { green: { code: 999 } } }, "MALFORMED_ACTION");
    refused(twoExchanges(), { type: "declare", seat: "red", partner: "blue", combination: COMBO, claims: { green: { identity: "Z", code: 12 } } }, "MALFORMED_ACTION");
  });

  it("C10.7 (ruling): two declarations at one meeting: only the earlier placer's is judged", () => {
    // red placed before blue; blue's (wrong) declaration is void.
    const s = acts(twoExchanges(), declare("blue", "red", [13, 36, 24, 47]), declare("red", "blue"));
    expect(s.result).to.deep.include({ reason: "right-declaration" });
    expect(s.result!.declaration!.declarer).to.equal("red");
    expect(JSON.stringify(viewFor(s, "spectator"))).to.not.include("[13,36,24,47]");
  });

  it("C10.8, C14.1: malformed declarations are refused: a combination that is not an ordering of the four codes; no partner, oneself, the Ambassador player, no such seat", () => {
    const s = twoExchanges();
    for (const c of [[36, 13, 24], [36, 13, 24, 47, 13], [36, 13, 24, 99], [36, 13, 13, 47], []]) refused(s, declare("red", "blue", c), "BAD_COMBINATION");
    refused(s, { type: "declare", seat: "red", partner: "blue", combination: ["36", 13, 24, 47] }, "MALFORMED_ACTION");
    refused(s, declare("red", undefined), "BAD_PARTNER");
    refused(s, declare("red", "red"), "BAD_PARTNER");
    refused(s, { type: "declare", seat: "red", partner: "ambassador", combination: COMBO }, "BAD_PARTNER");
    refused(s, { type: "declare", seat: "red", partner: "purple", combination: COMBO }, "BAD_PARTNER");
  });

  it("C10.2, C10.3, C10.8: 4 players: only at an exchange, naming the agent met", () => {
    refused(twoExchanges(), declare("red", "green"), "BAD_PARTNER");
    const alone = placeAll(game(4, { ambassador: ["rialto"] }), { red: "rialto", blue: "arsenale", green: "accademia", yellow: "santa-lucia" });
    expect(alone.round.meetings[0]!.kind).to.equal("ambassador");
    refused(alone, declare("red", "blue"), "NO_DECLARATION_HERE");
    expect(legalActions(alone, "red").some((a) => a.type === "declare")).to.equal(false);
    expect(legalActions(twoExchanges(), "red").filter((a) => a.type === "declare")).to.have.length(24);
  });

  it("C10.2, C11: 2 and 3 players: an agent player declares at any meeting he is in, naming any other agent seat, a blind seat included", () => {
    // 3 players, red (Bubble) alone with the Ambassador; his partner is blue.
    const amb = placeAll(game(3, { ambassador: ["rialto"], yellow: ["santa-lucia"] }), { red: "rialto", blue: "arsenale", green: "accademia" });
    expect(legalActions(amb, "red").filter((a) => a.type === "declare")).to.have.length(72);
    expect(settle(amb, declare("red", "blue")).result).to.deep.include({ winners: ["red", "blue"] });
    // 2 players, red meets blind green (Zsa Zsa); green's partner is yellow, also blind: a right declaration wins for two blind seats.
    const s2 = placeAll(game(2, { ambassador: ["san-marco"], green: ["rialto"], yellow: ["santa-lucia"] }, { fixed: { first: "blue" } }),
      { blue: "arsenale", red: "rialto" });
    expect(s2.round.meetings[0]).to.deep.include({ kind: "blind", actors: ["red"] });
    expect(settle(s2, declare("red", "blue")).result).to.deep.include({ winners: ["red", "blue"], reason: "right-declaration" });
    expect(settle(s2, declare("red", "green")).result).to.deep.include({ winners: ["green", "yellow"], reason: "wrong-declaration" });
    // 2 players, blue meets the blind seats' team: blue (Fiddlebottom) naming yellow is wrong; the blind team wins.
    const blindWin = settle(s2, declare("red", "yellow"));
    expect(blindWin.result!.winners).to.deep.equal(["green", "yellow"]);
  });

  it("C10.2: 5 players: an agent at an exchange or alone with the Ambassador, naming any other agent seat; not at C5.5", () => {
    const alone = placeAll(game(5), { ambassador: "rialto", red: "rialto", blue: "arsenale", green: "accademia", yellow: "santa-lucia" });
    expect(legalActions(alone, "red").filter((a) => a.type === "declare")).to.have.length(72);
    refused(alone, { type: "declare", seat: "red", partner: "ambassador", combination: COMBO }, "BAD_PARTNER");
    expect(settle(alone, declare("red", "blue")).result).to.deep.include({ winners: ["red", "blue"] });
    const ex = placeAll(game(5), { ambassador: "rialto", red: "arsenale", blue: "arsenale", green: "accademia", yellow: "santa-lucia" });
    expect(ex.round.meetings.map((m) => m.kind)).to.deep.equal(["exchange"]);
    expect(settle(ex, declare("red", "yellow")).result).to.deep.include({ winners: ["green", "yellow"] });
    const two = placeAll(game(5), { ambassador: "rialto", red: "rialto", blue: "rialto", green: "accademia", yellow: "santa-lucia" });
    refused(two, declare("red", "blue"), "NO_DECLARATION_HERE");
  });

  it("C10.2, C10.6: 5 players: the Ambassador player declares at his meetings, naming no partner; right he wins alone, wrong all four agents win", () => {
    const two = placeAll(game(5), { ambassador: "rialto", red: "rialto", blue: "rialto", green: "accademia", yellow: "santa-lucia" });
    refused(two, { type: "declare", seat: "ambassador", partner: "red", combination: COMBO }, "BAD_PARTNER");
    expect(legalActions(two, "ambassador").filter((a) => a.type === "declare")).to.have.length(24);
    const right = acts(two, give("red", "B", 24), { type: "declare", seat: "ambassador", combination: COMBO });
    expect(waitingOn(right)).to.deep.equal(["blue"]);
    const won = act(right, give("blue", "F", 13));
    expect(won.result).to.deep.include({ winners: ["ambassador"], reason: "ambassador-right" });
    expect(won.log.some((e) => e.type === "set")).to.equal(false);
    const lost = acts(two, { type: "declare", seat: "ambassador", combination: [47, 13, 24, 36] }, give("red", "B", 24), give("blue", "F", 13));
    expect(lost.result).to.deep.include({ winners: ["red", "blue", "green", "yellow"], reason: "ambassador-wrong" });
    // C10.7: he placed first, so his declaration is the one judged when an agent declares too.
    const alone = placeAll(game(5), { ambassador: "rialto", red: "rialto", blue: "arsenale", green: "accademia", yellow: "santa-lucia" });
    const both = acts(alone, declare("red", "blue"), { type: "declare", seat: "ambassador", combination: [47, 13, 24, 36] });
    expect(both.result).to.deep.include({ reason: "ambassador-wrong" });
    // Not where he is not: an exchange of two agents.
    const ex = placeAll(game(5), { ambassador: "santa-lucia", red: "arsenale", blue: "arsenale", green: "accademia", yellow: "rialto" });
    refused(ex, { type: "declare", seat: "ambassador", combination: COMBO }, "NOT_AN_ACTOR");
  });

  it("C11.2 (ruling), C5.6: 2 players: nothing happens when the two blind seats meet alone", () => {
    const tops: Partial<Record<TileHolder, Location[]>> = { ambassador: ["santa-lucia"], green: ["accademia"], yellow: ["accademia"] };
    const s = placeAll(game(2, tops), { red: "rialto", blue: "arsenale" });
    expect(s.round.number).to.equal(2);
    expect(s.log.find((e) => e.type === "revealed")!.data.meetings).to.deep.equal([]);
  });
});
