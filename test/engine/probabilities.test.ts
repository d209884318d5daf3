/**
 * Exact probabilities (src/engine/probabilities.ts, `deduce(view).probabilities`): the counts of
 * legal answers the likelihood rests on (the 2018 blog post's 15 and 3 in its 8-card model), one
 * opponent's worksheet worked by hand, "why" for certainties, and soundness along bot games (the
 * true deal never loses all its weight; weights sum to 1).
 */
import { expect } from "@open-wc/testing";
import {
  answerCounts, applyAction, chooseBotAction, createGame, deduce, explain, viewFor, waitingFor, BUILDS, IDENTITIES, MISSIONS, Rng, seedRng,
  type AgentSeat, type CardRef, type GameState, type NotebookEntry, type SeatView, type Secret, type ShownCard,
} from "../../src/engine/index.js";

const COLOURED: CardRef[] = ["F", "B", "Z", "X", "tall", "short", "fat", "thin"];
const cell = (i: string, b: string) => IDENTITIES.indexOf(i as never) * 4 + BUILDS.indexOf(b as never);

function card(s: string): ShownCard {
  const [c, face] = s.split("=");
  return { card: c as ShownCard["card"], face: (face ?? c) as ShownCard["face"] };
}

/** A hand-made view with only what deduce reads: red's own cards and what yellow showed red. */
function view(me: Secret, shown: { cards: string[]; via: "figure" | "ambassador" }[]): SeatView {
  const entries = shown.map((s, i): NotebookEntry => ({ seq: i + 1, turn: i + 1, kind: "identity", via: s.via, cards: s.cards.map(card) }));
  return {
    viewer: "red", players: 4, agents: ["red", "yellow", "green", "blue"],
    you: { seat: "red", secret: me, hand: [] },
    notebook: { received: { yellow: entries }, given: {}, observed: {}, marks: {} },
  } as unknown as SeatView;
}

describe("probabilities: counts of legal answers", () => {
  it("the 2018 blog post's model (8 coloured cards): 15 answers to a question at a figure, 3 to an Ambassador question", () => {
    for (const i of IDENTITIES) for (const b of BUILDS) {
      expect(answerCounts("identity", 3, [], COLOURED)[cell(i, b)], `${i}/${b}`).to.equal(15);
      expect(answerCounts("build", 3, [], COLOURED)[cell(i, b)]).to.equal(15);
      expect(answerCounts("identity", 2, [], COLOURED)[cell(i, b)]).to.equal(3);
    }
  });

  it("the full hand (grey cards too): 64 sets at a figure and 9 pairs through the Ambassador, for every secret", () => {
    // 3 cards: 2+1 kinds 50, with the mission card 25 + 10 = 85, minus 21 with no true card.
    expect(new Set(answerCounts("identity", 3, []))).to.deep.equal(new Set([64]));
    // 2 cards: 10 pairs + 5 with the mission card = 15, minus 6 with no true card.
    expect(new Set(answerCounts("identity", 2, []))).to.deep.equal(new Set([9]));
  });

  it("the no-repeat history changes the counts only where a repeated set would have been legal", () => {
    const c = answerCounts("identity", 2, [["B", "Z", "short"]], COLOURED);
    expect(c[cell("B", "tall")]).to.equal(2);
    expect(c[cell("Z", "fat")]).to.equal(2);
    expect(c[cell("X", "short")]).to.equal(3);
  });
});

describe("probabilities: one opponent's worksheet by hand", () => {
  // Red is Fiddlebottom/tall. Yellow showed red {Bubble, Zsa Zsa, short} at a figure, then
  // {Bubble, Agent X} through the Ambassador.
  // After the first set: yellow is (B, any of short/fat/thin), (Z, any), or (X, short): 7 pairs,
  // each with 64 legal sets: all equally likely.
  // The pair: Zsa Zsa is out. {B, Z} was already seen together, so a Bubble yellow had 9 − 1 = 8
  // legal pairs, an Agent X yellow (for whom {B, Z} was never legal) 9. Weights: B 3 × 1/8, X 1/9.
  // P(B) = (3/8) / (3/8 + 1/9) = 27/35, P(X) = 8/35; P(short) = (1/8 + 1/9) / (35/72) = 17/35.
  const red: Secret = { identity: "F", build: "tall", mission: "A" };
  const v = view(red, [{ cards: ["B", "Z", "short"], via: "figure" }, { cards: ["B", "X"], via: "ambassador" }]);

  it("after the first set every consistent pair is equally likely (3/7 Bubble, 3/7 Zsa Zsa, 1/7 Agent X)", () => {
    const p = deduce(view(red, [{ cards: ["B", "Z", "short"], via: "figure" }])).probabilities;
    expect(p.identity.yellow!.B).to.be.closeTo(3 / 7, 1e-12);
    expect(p.identity.yellow!.Z).to.be.closeTo(3 / 7, 1e-12);
    expect(p.identity.yellow!.X).to.be.closeTo(1 / 7, 1e-12);
    expect(p.build.yellow!.short).to.be.closeTo(3 / 7, 1e-12);
  });

  it("after the pair: P(Bubble) = 27/35, P(Agent X) = 8/35, P(short) = 17/35, joint over every seat", () => {
    const d = deduce(v);
    const p = d.probabilities;
    expect(p.identity.yellow!.B).to.be.closeTo(27 / 35, 1e-12);
    expect(p.identity.yellow!.X).to.be.closeTo(8 / 35, 1e-12);
    expect(p.identity.yellow!.Z).to.equal(0);
    expect(p.identity.yellow!.F).to.equal(0);
    expect(p.build.yellow!.short).to.be.closeTo(17 / 35, 1e-12);
    expect(p.build.yellow!.fat).to.be.closeTo(9 / 35, 1e-12);
    // The rest of the table follows jointly: Bubble is green or blue when yellow is Agent X.
    expect(p.identity.green!.B).to.be.closeTo(4 / 35, 1e-12);
    expect(p.partner.yellow).to.be.closeTo(27 / 35, 1e-12);
    expect(p.partner.green).to.be.closeTo(4 / 35, 1e-12);
    expect(p.identity.red!.F).to.equal(1);
    const sum = d.weights.reduce((a, b) => a + b, 0);
    expect(sum).to.be.closeTo(1, 1e-12);
  });

  it("mission letters: unknown ones uniform over the letters nobody showed; our mission rows sum to 1", () => {
    const p = deduce(v).probabilities;
    expect(p.mission.red!.A).to.equal(1);
    expect(p.mission.yellow!.A).to.equal(0);
    expect(p.mission.yellow!.C).to.be.closeTo(1 / 3, 1e-12);
    const fb = MISSIONS.map((m, i) => ({ m, p: p.missionRows[i]! }));
    expect(fb.filter((x) => x.m.team === "ZX").every((x) => x.p === 0)).to.equal(true);
    expect(fb.reduce((a, x) => a + x.p, 0)).to.be.closeTo(1, 1e-12);
    const ab = fb.find((x) => x.m.team === "FB" && x.m.letters[0] === "A" && x.m.letters[1] === "B")!;
    expect(ab.p).to.be.closeTo(1 / 3, 1e-12);
    // A grey mission card fixes the letter.
    const shownLetter = deduce(view(red, [{ cards: ["B", "Z", "grey-mission=C"], via: "figure" }])).probabilities;
    expect(shownLetter.mission.yellow!.C).to.equal(1);
    expect(shownLetter.mission.green!.C).to.equal(0);
    expect(shownLetter.mission.green!.B).to.be.closeTo(1 / 2, 1e-12);
  });

  it("why: yellow cannot be Fiddlebottom because red is; not Zsa Zsa because of the pair alone; Bubble is open", () => {
    expect(explain(v, "yellow", "identity", "F")).to.deep.equal({ verdict: "excluded", reasons: [{ kind: "own" }] });
    const z = explain(v, "yellow", "identity", "Z")!;
    expect(z.verdict).to.equal("excluded");
    expect(z.reasons).to.have.length(1);
    expect(z.reasons[0]).to.deep.include({ kind: "shown", seat: "yellow" });
    expect((z.reasons[0] as { entry: NotebookEntry }).entry.cards.map((c) => c.card)).to.deep.equal(["B", "X"]);
    expect(explain(v, "yellow", "identity", "B")).to.equal(null);
    expect(explain(v, "red", "identity", "F")).to.deep.equal({ verdict: "certain", reasons: [{ kind: "own" }] });
  });
});

describe("probabilities: soundness along bot games", () => {
  it("the true deal keeps a positive weight in every seat's view, and weights sum to 1", function () {
    this.timeout(20_000);
    for (const players of [3, 4, 5] as const) {
      for (let g = 0; g < 3; g++) {
        let s: GameState = createGame({ players, seed: `prob-${players}-${g}` });
        const rng = new Rng(seedRng(`prob-bots-${players}-${g}`));
        let n = 0;
        while (!s.result && n < 3000) {
          if (n % 7 === 0) {
            for (const seat of s.seats) {
              const d = deduce(viewFor(s, seat));
              const i = d.worlds.findIndex((w) => s.agents.every((a: AgentSeat) => w.identity[a] === s.secrets[a]!.identity && w.build[a] === s.secrets[a]!.build));
              expect(i, `${players}p game ${g} action ${n}: ${seat} lost the true deal`).to.be.at.least(0);
              expect(d.weights[i]!, `${players}p game ${g} action ${n}: ${seat}`).to.be.above(0);
              expect(d.weights.reduce((a, b) => a + b, 0)).to.be.closeTo(1, 1e-9);
            }
          }
          const r = applyAction(s, chooseBotAction(viewFor(s, waitingFor(s)!), rng)!);
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
          n++;
        }
      }
    }
  });
});
