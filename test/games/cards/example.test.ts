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

  it("scenarios: malformed ones are refused BAD_OPTIONS, never a TypeError: actions or steps not lists, sparse steps, a title that is no caption", () => {
    const step = { caption: { en: "a" } };
    const bad: unknown[] = [
      { players: 4, actions: {} }, { players: 4, actions: 5 }, { players: 4, actions: null }, { players: 4, steps: 5 }, { players: 4, steps: {} },
      { players: 4, steps: [step, , step] }, { players: 4, steps: [, step] }, { players: 4, steps: [step, ,] }, // sparse: holes
      { players: 4, steps: [{ caption: { en: "a" }, actions: {} }] }, { players: 4, steps: [null] },
      { players: 4, title: null }, { players: 4, title: 5 }, { players: 4, title: ["a"] }, { players: 4, title: { de: "x" } },
      { players: 4, description: { en: 5 } }, null, 5, "[]", "{\"players\":4,\"title\":null}",
    ];
    for (const input of bad) {
      for (const f of [narrate, loadScenario, replay, scenarioActions] as ((x: never) => unknown)[]) {
        // replay and scenarioActions take an object; text is narrate's and loadScenario's.
        if (typeof input === "string" && (f === replay || f === scenarioActions)) continue;
        expect(() => f(input as never), JSON.stringify(input)).to.throw().with.property("error").that.deep.includes({ code: "BAD_OPTIONS" });
      }
    }
    // A caption is always text: a title that is a caption, or text, or none.
    expect(narrate({ players: 4, title: { en: "T", de: "D" } })[0]!.caption).to.deep.equal({ en: "T", de: "D" });
    expect(narrate('{"players":4,"title":"T"}')[0]!.caption).to.deep.equal({ en: "T" });
    expect(narrate({ players: 4 })[0]!.caption).to.deep.equal({ en: "" });
    for (const c of [null, 5, {}, { de: "x" }, { en: 5 }, []]) expect(captionText(c as never, "de")).to.be.a("string");
  });

  it("scenarios fuzz: every edit of a scenario's fields loads, or is refused with a code; every frame's caption has English text", () => {
    const base = {
      players: 4, seed: "sc", title: { en: "T" }, actions: [{ type: "place", seat: "red", location: "rialto" }],
      steps: [{ caption: { en: "one" }, actions: [{ type: "place", seat: "blue", location: "rialto" }] }, { caption: { en: "two" } }],
    };
    const HOST: unknown[] = [undefined, null, 0, NaN, "", "x", [], {}, true, [null], [[]], [{}], { en: 5 }, { en: "e", de: 5 }, "__proto__", 5];
    const paths: (string | number)[][] = [[]];
    const walk = (x: unknown, p: (string | number)[]) => {
      if (typeof x !== "object" || x === null) return;
      for (const k of Object.keys(x)) {
        const key = Array.isArray(x) ? Number(k) : k;
        paths.push([...p, key]);
        walk((x as Record<string, unknown>)[k], [...p, key]);
      }
    };
    walk(base, []);
    const text = JSON.stringify(base);
    const untyped: string[] = [];
    let tried = 0;
    const attempt = (input: unknown, label: string) => {
      for (const [name, f] of [["narrate", narrate], ["loadScenario", loadScenario], ["replay", replay]] as const) {
        tried++;
        try {
          const r = (f as (x: unknown) => unknown)(input);
          if (name === "narrate") {
            for (const frame of r as ReturnType<typeof narrate>) {
              if (typeof frame.caption?.en !== "string" || typeof captionText(frame.caption, "de") !== "string") untyped.push(`${name} caption ${label}`);
              viewFor(frame.state, "red");
            }
          }
        } catch (e) {
          if (typeof (e as { error?: { code?: unknown } }).error?.code !== "string") untyped.push(`${name} ${(e as Error).message} ${label}`);
        }
      }
    };
    for (const p of paths) {
      for (const h of HOST) {
        if (p.length === 0) {
          attempt(h, `whole = ${String(h)}`);
          continue;
        }
        const x = JSON.parse(text) as Record<string | number, unknown>;
        let c = x;
        for (const k of p.slice(0, -1)) c = c[k] as Record<string | number, unknown>;
        if (h === undefined) delete c[p[p.length - 1]!];
        else c[p[p.length - 1]!] = h;
        attempt(x, `${p.join(".")} = ${JSON.stringify(h)}`);
        attempt(JSON.stringify(x), `text ${p.join(".")} = ${JSON.stringify(h)}`);
      }
    }
    for (let i = 0; i < text.length; i += 3) attempt(text.slice(0, i), "truncated");
    expect(untyped.slice(0, 10)).to.deep.equal([]);
    expect(tried).to.be.greaterThan(2000);
  });
});
