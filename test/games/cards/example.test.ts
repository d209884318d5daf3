/** The rulebook's worked example (CARD-GAME.md C15) replayed move by move from demo/scenarios/cards-worked-example.json. */
import { expect } from "@open-wc/testing";
import {
  captionText, loadScenario, narrate, replay, scenarioActions, viewFor, type CardsState, type Scenario,
} from "../../../src/games/cards/index.js";

async function load(): Promise<Scenario> {
  const res = await fetch("/demo/scenarios/cards-worked-example.json");
  expect(res.ok).to.equal(true);
  return (await res.json()) as Scenario;
}

const sheet = (s: CardsState, seat: "red" | "blue" | "green" | "yellow") => viewFor(s, seat).sheet.map((e) => `${e.from}>${e.to}:${e.cards.join("+")}`);

describe("cards: the worked example (C15)", () => {
  it("C15.3: replays every action without a refusal; every step has an English caption", async () => {
    const s = await load();
    expect(s.title).to.be.a("string").and.not.empty;
    const r = replay(s);
    expect(r.error, JSON.stringify(r.error)).to.equal(undefined);
    expect(r.applied).to.equal(scenarioActions(s).length);
    for (const step of s.steps!) expect(captionText(step.caption)).to.not.equal("");
  });

  it("C15.3 move by move: round 1's exchange, round 2's question, rounds 3–4's exchanges, round 5's reshuffle, round 6's declaration", async () => {
    const frames = narrate(await load());
    expect(frames).to.have.length(19);
    const at = (i: number) => frames[i]!.state;
    // Round 1, step 6: San Marco holds three tiles (nothing happens, C5.6); Brian and Rob exchange at Rialto.
    expect(at(4).round.meetings).to.deep.equal([{ location: "rialto", kind: "exchange", agents: ["red", "blue"], ambassador: false, actors: ["red", "blue"] }]);
    expect(at(4).round.placed.ambassador).to.equal("san-marco");
    // Step 7: Brian's set sealed; nothing revealed yet.
    expect(sheet(at(5), "blue")).to.deep.equal([]);
    // Rob's set: both revealed, each to its receiver only; Rob becomes first player.
    expect(sheet(at(6), "red")).to.deep.equal(["red>blue:B+24", "blue>red:F+13"]);
    expect(sheet(at(6), "green")).to.deep.equal([]);
    expect(at(6).round).to.deep.include({ number: 2, first: "blue" });
    // Round 2: Brian alone with the Ambassador at Arsenale asks David, who shows his Agent X.
    expect(at(7).round.meetings.map((m) => `${m.location}:${m.kind}:${m.agents.join()}`)).to.deep.equal(["arsenale:ambassador:red"]);
    expect(at(8).round).to.deep.include({ phase: "answer", question: { asker: "red", target: "yellow" } });
    expect(sheet(at(9), "red").slice(2)).to.deep.equal(["yellow>red:X"]);
    expect(sheet(at(9), "blue")).to.deep.equal(["red>blue:B+24", "blue>red:F+13"]);
    expect(at(9).round).to.deep.include({ number: 3, first: "green" });
    // Round 3: Brian and Mario exchange at Accademia.
    expect(sheet(at(11), "red").slice(3)).to.deep.equal(["green>red:F+24", "red>green:X+13"]);
    expect(at(11).round.first).to.equal("yellow");
    // Round 4: Brian and David at Santa Lucia.
    expect(sheet(at(13), "red").slice(5)).to.deep.equal(["yellow>red:B+47", "red>yellow:Z+13"]);
    // Round 5: no meeting; all five visited, tiles back, the pile reshuffled (Santa Lucia on top).
    expect(at(14).round).to.deep.include({ number: 6, first: "blue" });
    for (const h of ["red", "blue", "green", "yellow", "ambassador"] as const) expect(at(14).tiles[h].played).to.deep.equal([]);
    expect(at(14).tiles.ambassador.pile[0]).to.equal("santa-lucia");
    // Round 6: Brian joins Rob at Rialto; Rob seals a set; Brian declares; the set is discarded unseen.
    expect(at(16).round.meetings.map((m) => `${m.location}:${m.kind}`)).to.deep.equal(["rialto:exchange"]);
    expect(at(17).round.choices.blue).to.deep.equal({ type: "give", cards: ["F", 47] });
    const end = at(18);
    expect(end.result).to.deep.include({ winners: ["red", "blue"], reason: "right-declaration", round: 6 });
    expect(end.result!.declaration).to.deep.include({ declarer: "red", partner: "blue", combination: [36, 13, 24, 47], right: true });
    expect(end.log.some((e) => e.type === "set" && e.round === 6)).to.equal(false);
    // C13.4: everything revealed at the end.
    const spectator = viewFor(end, "spectator");
    expect(spectator.reveal!.secrets).to.deep.equal(end.secrets);
    expect(spectator.log.filter((e) => e.type === "set").every((e) => e.private !== undefined)).to.equal(true);
    expect(loadScenario(await load()).result).to.deep.equal(end.result);
  });

  it("C15.3: had the combination been wrong, Mario and David would have won", async () => {
    const s = await load();
    const last = s.steps![s.steps!.length - 1]!;
    last.actions = [{ ...last.actions![0]!, combination: [36, 13, 47, 24] } as never];
    expect(replay(s).state.result).to.deep.include({ winners: ["green", "yellow"], reason: "wrong-declaration" });
  });

  it("scenarios: a refused action names its step; bad shapes are BAD_OPTIONS", async () => {
    const s = await load();
    s.steps![1]!.actions = [{ type: "place", seat: "blue", location: "rialto" }];
    expect(() => narrate(s)).to.throw(/step 2/).with.property("error").that.deep.includes({ code: "NOT_YOUR_TURN" });
    expect(replay(s).error).to.deep.include({ code: "NOT_YOUR_TURN", index: 0 });
    expect(() => loadScenario("{")).to.throw().with.property("error").that.deep.includes({ code: "BAD_OPTIONS" });
    expect(() => loadScenario({ players: 4, steps: [{ caption: "x" } as never] })).to.throw().with.property("error").that.deep.includes({ code: "BAD_OPTIONS" });
  });
});
