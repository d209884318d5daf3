/**
 * Answers to Questions (RULES.md §3.3, docs/rulings.md 2–4): card kinds and truth, the shapes of
 * identity, build and Ambassador answers, grey cards, every answer refusal, the no-repeat rules per
 * (answerer, asker), the fallback ladder, and legalAnswers against an independent brute force.
 * Also the rulebook's KEEPING RECORDS and SHOWING THE SAME CARDS TWICE examples (demo/scenarios/).
 */
import { expect } from "@open-wc/testing";
import {
  ALL_CARDS, BUILDS, IDENTITIES, answerLevel, answerProblem, applyAction, cardKind, isTrue, legalAnswers, replay, viewFor,
  type AnswerContext, type AnswerLevel, type Build, type CardRef, type GameState, type Identity, type QuestionKind,
  type Scenario, type Secret,
} from "../../../src/games/board/index.js";
import { game, must, passUntil, refusal, toMeetings } from "./support/rules-game.js";

const secret = (identity: Identity, build: Build): Secret => ({ identity, build, mission: "A" });
const FT = secret("F", "tall");

function ctx(
  s: Secret, kind: QuestionKind, level: AnswerLevel, history: CardRef[][] = [], via: "figure" | "ambassador" = level === 3 ? "figure" : "ambassador",
): AnswerContext {
  return { secret: s, kind, via, level, history };
}

const key = (cards: readonly CardRef[]) => cards.slice().sort().join("+");

function combos(k: number): CardRef[][] {
  const out: CardRef[][] = [];
  const rec = (start: number, acc: CardRef[]) => {
    if (acc.length === k) return void out.push(acc.slice());
    for (let i = start; i < ALL_CARDS.length; i++) rec(i + 1, [...acc, ALL_CARDS[i]!]);
  };
  rec(0, []);
  return out;
}
const ALL_COMBOS = [...combos(1), ...combos(2), ...combos(3)];

/**
 * An independent reading of RULES.md §3.3 (written for the tests, not copied from the engine):
 * is `cards` a legal answer at this level?
 */
function oracle(s: Secret, kind: QuestionKind, level: AnswerLevel, history: CardRef[][], cards: CardRef[]): boolean {
  if (cards.length !== level || new Set(cards).size !== cards.length) return false;
  const idCards: CardRef[] = ["F", "B", "Z", "X", "grey-identity"];
  const buildCards: CardRef[] = ["tall", "short", "fat", "thin", "grey-build"];
  const askedSet = kind === "identity" ? idCards : buildCards;
  const otherSet = kind === "identity" ? buildCards : idCards;
  const asked = cards.filter((c) => askedSet.includes(c)).length;
  const other = cards.filter((c) => otherSet.includes(c)).length;
  const mission = cards.filter((c) => c === "grey-mission").length;
  // The basic shape, then "a grey mission card may replace any one card".
  const shapes: [number, number, number][] =
    level === 3 ? [[2, 1, 0], [1, 1, 1], [2, 0, 1]] : level === 2 ? [[2, 0, 0], [1, 0, 1]] : [[1, 0, 0]];
  if (!shapes.some(([a, o, m]) => a === asked && o === other && m === mission)) return false;
  const trueCard = (c: CardRef) => c === "grey-identity" || c === "grey-build" || c === s.identity || c === s.build;
  if (!cards.some(trueCard)) return false;
  if (level === 3 && history.some((h) => h.length === 3 && key(h) === key(cards))) return false;
  if (level === 2 && history.some((h) => h.length >= 2 && cards.every((c) => h.includes(c)))) return false;
  return true;
}

/** A small seeded generator for random histories. */
function lcg(seed: number) {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

const ALL_SECRETS: Secret[] = IDENTITIES.flatMap((i) => BUILDS.map((b) => secret(i, b)));

describe("answers: cards", () => {
  it("knows the kind of each of the eleven cards", () => {
    expect(ALL_CARDS).to.have.length(11);
    for (const c of ["F", "B", "Z", "X", "grey-identity"] as CardRef[]) expect(cardKind(c), c).to.equal("identity");
    for (const c of ["tall", "short", "fat", "thin", "grey-build"] as CardRef[]) expect(cardKind(c), c).to.equal("build");
    expect(cardKind("grey-mission")).to.equal("mission");
  });

  it("grey identity and build cards are always true, the grey mission card never", () => {
    for (const s of ALL_SECRETS) {
      for (const m of ["A", "B", "C", "D"] as const) {
        const sm = { ...s, mission: m };
        expect(isTrue("grey-identity", sm)).to.equal(true);
        expect(isTrue("grey-build", sm)).to.equal(true);
        expect(isTrue("grey-mission", sm)).to.equal(false);
      }
    }
  });

  it("a coloured card is true iff it names the secret identity or build", () => {
    for (const s of ALL_SECRETS) {
      for (const c of [...IDENTITIES, ...BUILDS] as CardRef[]) {
        expect(isTrue(c, s), `${c} for ${s.identity}/${s.build}`).to.equal(c === s.identity || c === s.build);
      }
    }
  });
});

describe("answers: shapes of an answer", () => {
  it("identity question: 2 identity cards + 1 build card", () => {
    expect(answerProblem(ctx(FT, "identity", 3), ["F", "B", "short"])).to.equal(null);
    expect(answerProblem(ctx(FT, "identity", 3), ["B", "Z", "tall"])).to.equal(null);
    // The build question's shape, or three of a kind, do not answer an identity question.
    expect(answerProblem(ctx(FT, "identity", 3), ["F", "tall", "short"])).to.equal("WRONG_CARD_KINDS");
    expect(answerProblem(ctx(FT, "identity", 3), ["F", "B", "Z"])).to.equal("WRONG_CARD_KINDS");
    expect(answerProblem(ctx(FT, "identity", 3), ["tall", "short", "fat"])).to.equal("WRONG_CARD_KINDS");
  });

  it("build question: 2 build cards + 1 identity card", () => {
    expect(answerProblem(ctx(FT, "build", 3), ["tall", "short", "B"])).to.equal(null);
    expect(answerProblem(ctx(FT, "build", 3), ["short", "fat", "F"])).to.equal(null);
    expect(answerProblem(ctx(FT, "build", 3), ["F", "B", "tall"])).to.equal("WRONG_CARD_KINDS");
    expect(answerProblem(ctx(FT, "build", 3), ["tall", "short", "fat"])).to.equal("WRONG_CARD_KINDS");
  });

  it("Ambassador question: 2 cards of the asked kind", () => {
    expect(answerProblem(ctx(FT, "identity", 2), ["F", "Z"])).to.equal(null);
    expect(answerProblem(ctx(FT, "identity", 2), ["F", "tall"])).to.equal("WRONG_CARD_KINDS");
    expect(answerProblem(ctx(FT, "build", 2), ["tall", "fat"])).to.equal(null);
    expect(answerProblem(ctx(FT, "build", 2), ["F", "tall"])).to.equal("WRONG_CARD_KINDS");
  });

  it("a grey card may stand in for a coloured card of its own kind only", () => {
    const zs = secret("Z", "short");
    // grey identity as one of the two identity cards, beside two false cards: true by itself.
    expect(answerProblem(ctx(zs, "identity", 3), ["grey-identity", "B", "fat"])).to.equal(null);
    // grey build as the build card of an identity question.
    expect(answerProblem(ctx(zs, "identity", 3), ["F", "B", "grey-build"])).to.equal(null);
    // grey build as one of the two build cards of a build question.
    expect(answerProblem(ctx(zs, "build", 3), ["grey-build", "tall", "X"])).to.equal(null);
    // a grey card beside its coloured twin (two distinct physical cards).
    expect(answerProblem(ctx(zs, "identity", 3), ["grey-identity", "Z", "fat"])).to.equal(null);
    // grey identity does not count as a build card, nor grey build as an identity card.
    expect(answerProblem(ctx(zs, "build", 3), ["grey-identity", "F", "short"])).to.equal("WRONG_CARD_KINDS");
    expect(answerProblem(ctx(zs, "identity", 3), ["grey-build", "tall", "Z"])).to.equal("WRONG_CARD_KINDS");
    expect(answerProblem(ctx(zs, "identity", 2), ["grey-build", "Z"])).to.equal("WRONG_CARD_KINDS");
  });

  it("the grey mission card replaces any one card, but another shown card must be true", () => {
    const zs = secret("Z", "short");
    // replacing the build card of an identity question
    expect(answerProblem(ctx(zs, "identity", 3), ["grey-mission", "Z", "F"])).to.equal(null);
    expect(answerProblem(ctx(zs, "identity", 3), ["grey-mission", "B", "F"])).to.equal("NO_TRUE_CARD");
    // replacing one identity card of an identity question
    expect(answerProblem(ctx(zs, "identity", 3), ["grey-mission", "B", "short"])).to.equal(null);
    expect(answerProblem(ctx(zs, "identity", 3), ["grey-mission", "B", "tall"])).to.equal("NO_TRUE_CARD");
    // it cannot replace two cards: 2 build + mission is no identity answer
    expect(answerProblem(ctx(zs, "identity", 3), ["grey-mission", "short", "tall"])).to.equal("WRONG_CARD_KINDS");
    // build question
    expect(answerProblem(ctx(zs, "build", 3), ["grey-mission", "short", "fat"])).to.equal(null);
    expect(answerProblem(ctx(zs, "build", 3), ["grey-mission", "thin", "F"])).to.equal("NO_TRUE_CARD");
    // Ruling 2: also in a 2-card answer, with a true partner card
    expect(answerProblem(ctx(zs, "identity", 2), ["grey-mission", "Z"])).to.equal(null);
    expect(answerProblem(ctx(zs, "identity", 2), ["grey-mission", "grey-identity"])).to.equal(null);
    expect(answerProblem(ctx(zs, "identity", 2), ["grey-mission", "X"])).to.equal("NO_TRUE_CARD");
    expect(answerProblem(ctx(zs, "build", 2), ["grey-mission", "F"])).to.equal("WRONG_CARD_KINDS");
    // Ruling 2: never the single card of a 1-card answer
    expect(answerProblem(ctx(zs, "identity", 1, [], "figure"), ["grey-mission"])).to.equal("WRONG_CARD_KINDS");
  });

  it("the 1 true card: the true coloured card or the grey card of the asked kind (Ruling 3)", () => {
    const zs = secret("Z", "short");
    expect(answerProblem(ctx(zs, "identity", 1, [], "figure"), ["Z"])).to.equal(null);
    expect(answerProblem(ctx(zs, "identity", 1, [], "figure"), ["grey-identity"])).to.equal(null);
    expect(answerProblem(ctx(zs, "identity", 1, [], "figure"), ["F"])).to.equal("NOT_TRUE_CARD");
    expect(answerProblem(ctx(zs, "identity", 1, [], "figure"), ["short"])).to.equal("WRONG_CARD_KINDS");
    expect(answerProblem(ctx(zs, "build", 1, [], "ambassador"), ["short"])).to.equal(null);
    expect(answerProblem(ctx(zs, "build", 1, [], "ambassador"), ["grey-build"])).to.equal(null);
    expect(answerProblem(ctx(zs, "build", 1, [], "ambassador"), ["fat"])).to.equal("NOT_TRUE_CARD");
  });
});

describe("answers: refusal codes", () => {
  it("WRONG_CARD_COUNT, DUPLICATE_CARD, UNKNOWN_CARD, NO_TRUE_CARD from answerProblem", () => {
    expect(answerProblem(ctx(FT, "identity", 3), ["F", "B"])).to.equal("WRONG_CARD_COUNT");
    expect(answerProblem(ctx(FT, "identity", 3), [])).to.equal("WRONG_CARD_COUNT");
    expect(answerProblem(ctx(FT, "identity", 2), ["F", "B", "tall"])).to.equal("WRONG_CARD_COUNT");
    expect(answerProblem(ctx(FT, "identity", 1, [], "figure"), ["F", "grey-identity"])).to.equal("WRONG_CARD_COUNT");
    expect(answerProblem(ctx(FT, "identity", 3), ["F", "F", "tall"])).to.equal("DUPLICATE_CARD");
    expect(answerProblem(ctx(FT, "identity", 3), ["F", "B", "joker"])).to.equal("UNKNOWN_CARD");
    expect(answerProblem(ctx(FT, "identity", 3), ["F", "B", 7])).to.equal("UNKNOWN_CARD");
    expect(answerProblem(ctx(FT, "identity", 3), ["B", "Z", "short"])).to.equal("NO_TRUE_CARD");
    expect(answerProblem(ctx(FT, "build", 2), ["short", "fat"])).to.equal("NO_TRUE_CARD");
  });

  it("REPEATED_SET: the same 3 cards, in any order, to the same asker", () => {
    const h: CardRef[][] = [["F", "B", "short"]];
    expect(answerProblem(ctx(FT, "identity", 3, h), ["short", "F", "B"])).to.equal("REPEATED_SET");
    expect(answerProblem(ctx(FT, "identity", 3, h), ["F", "B", "fat"])).to.equal(null);
    // A set sharing a pair with an earlier set is a different set.
    expect(answerProblem(ctx(FT, "identity", 3, h), ["F", "Z", "short"])).to.equal(null);
    // A 3-card set may contain an earlier Ambassador pair.
    expect(answerProblem(ctx(FT, "identity", 3, [["F", "B"]]), ["F", "B", "short"])).to.equal(null);
    // A mission-card set fits both questions: shown once (to a build question), it is used up for both.
    const hm: CardRef[][] = [["F", "grey-mission", "short"]];
    expect(answerProblem(ctx(FT, "identity", 3, hm), ["F", "short", "grey-mission"])).to.equal("REPEATED_SET");
  });

  it("REPEATED_PAIR: an Ambassador pair equal to an earlier pair or inside an earlier set", () => {
    expect(answerProblem(ctx(FT, "build", 2, [["tall", "fat"]]), ["fat", "tall"])).to.equal("REPEATED_PAIR");
    expect(answerProblem(ctx(FT, "build", 2, [["short", "tall", "B"]]), ["tall", "short"])).to.equal("REPEATED_PAIR");
    // Only one of the two cards seen before in that set: fresh.
    expect(answerProblem(ctx(FT, "build", 2, [["short", "tall", "B"]]), ["tall", "fat"])).to.equal(null);
    // Seen in two different earlier answers but never together: fresh.
    expect(answerProblem(ctx(FT, "build", 2, [["tall", "F", "B"], ["fat", "thin", "F"]]), ["tall", "fat"])).to.equal(null);
  });

  it("NOT_ANSWERER, WRONG_CARD_COUNT, NO_TRUE_CARD and MALFORMED_ACTION through the referee, the state unchanged", () => {
    let s = toMeetings(game({ positions: { "red-tall": "s14" } })); // red-tall meets green-tall (Zsa Zsa, fat)
    s = must(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "identity" });
    expect(refusal(s, { type: "answer", seat: "yellow", cards: ["B", "F", "short"] })).to.equal("NOT_ANSWERER");
    expect(refusal(s, { type: "answer", seat: "red", cards: ["Z", "F", "fat"] })).to.equal("NOT_ANSWERER");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["Z", "F"] })).to.equal("WRONG_CARD_COUNT");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["Z", "Z", "fat"] })).to.equal("DUPLICATE_CARD");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["Z", "tall", "fat"] })).to.equal("WRONG_CARD_KINDS");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["F", "B", "tall"] })).to.equal("NO_TRUE_CARD");
    // A string that is no card is caught by the action's shape check before the rules.
    expect(refusal(s, { type: "answer", seat: "green", cards: ["Z", "F", "joker"] })).to.equal("MALFORMED_ACTION");
    expect(s.turn.pending?.kind).to.equal("answer");
    const ok = must(s, { type: "answer", seat: "green", cards: ["Z", "F", "tall"] });
    expect(ok.turn.pending).to.deep.equal({ kind: "expel", figure: "green-tall", by: "red" });
    expect(ok.shown.green?.red).to.deep.equal([{ cards: ["F", "Z", "tall"], turn: 1 }]);
  });
});

describe("answers: no repeats per (answerer, asker), in play", () => {
  /**
   * red-tall s8 -> s14 meets green-tall; yellow-tall s25 -> s24 meets green-short; next round
   * red-tall s14 -> s8 meets green-tall again. Green is Zsa Zsa (fat).
   */
  const S: CardRef[] = ["Z", "B", "tall"];
  function toRedSecondQuestion(): GameState {
    let s = game({ positions: { "red-tall": "s8", "yellow-tall": "s25" } });
    s = must(s, { type: "roll", seat: "red" });
    s = must(s, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s14" });
    s = must(s, { type: "endMovement", seat: "red" });
    s = must(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "identity" });
    s = must(s, { type: "answer", seat: "green", cards: S });
    s = must(s, { type: "expel", seat: "red", to: "s8" });
    s = must(s, { type: "endTurn", seat: "red" });
    s = must(s, { type: "roll", seat: "yellow" });
    s = must(s, { type: "move", seat: "yellow", ball: 0, figure: "yellow-tall", to: "s24" });
    s = must(s, { type: "endMovement", seat: "yellow" });
    s = must(s, { type: "ask", seat: "yellow", own: "yellow-tall", met: "green-short", kind: "identity" });
    // The set red has seen may still be shown to yellow.
    expect(refusal(s, { type: "answer", seat: "green", cards: S })).to.equal(null);
    s = must(s, { type: "answer", seat: "green", cards: S });
    s = must(s, { type: "expel", seat: "yellow", to: "s25" });
    s = must(s, { type: "endTurn", seat: "yellow" });
    s = passUntil(s, "red");
    s = must(s, { type: "roll", seat: "red" });
    s = must(s, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s8" });
    s = must(s, { type: "endMovement", seat: "red" });
    return must(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "identity" });
  }

  it("a set shown to red may be shown to yellow, but not to red again", () => {
    const s = toRedSecondQuestion();
    expect(s.shown.green?.yellow).to.have.length(1);
    expect(s.turn.pending?.kind === "answer" && s.turn.pending.question.level).to.equal(3);
    expect(refusal(s, { type: "answer", seat: "green", cards: ["tall", "Z", "B"] })).to.equal("REPEATED_SET");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["Z", "B", "fat"] })).to.equal(null);
  });

  it("the answer prompt carries only the history shown to this asker", () => {
    const s = toRedSecondQuestion();
    const prompt = viewFor(s, "green").answerPrompt!;
    expect(prompt.history).to.deep.equal([["B", "Z", "tall"]]);
    expect(prompt.level).to.equal(3);
    expect(viewFor(s, "red").answerPrompt).to.equal(null);
    expect(viewFor(s, "yellow").answerPrompt).to.equal(null);
  });
});

describe("answers: legal answers", () => {
  it("count check: secret (F, tall), identity question, empty history: 64 legal 3-card answers", () => {
    // Identity cards: F, grey-identity (true); B, Z, X (false). Build cards: tall, grey-build (true);
    // short, fat, thin (false). Plus the grey mission card (never true).
    //  2 identity + 1 build:   C(5,2)*5 = 50, minus all-false C(3,2)*3 = 9  -> 41
    //  1 identity + 1 build + mission: 5*5 = 25, minus all-false 3*3 = 9    -> 16
    //  2 identity + mission:   C(5,2) = 10, minus all-false C(3,2) = 3       ->  7
    //  N = 41 + 16 + 7 = 64
    const list = legalAnswers(ctx(FT, "identity", 3));
    expect(list).to.have.length(64);
    expect(new Set(list.map(key)).size).to.equal(64);
  });

  it("legalAnswers equals a brute-force filter of all card combinations (every secret, kind, level, sample histories)", () => {
    const rnd = lcg(17);
    const sizes = [...combos(2), ...combos(3)];
    for (const s of ALL_SECRETS) {
      for (const kind of ["identity", "build"] as QuestionKind[]) {
        const histories: CardRef[][][] = [[]];
        for (let h = 0; h < 3; h++) histories.push(Array.from({ length: 1 + rnd(12) }, () => sizes[rnd(sizes.length)]!));
        for (const history of histories) {
          for (const level of [3, 2, 1] as AnswerLevel[]) {
            const via = level === 2 ? "ambassador" : "figure";
            const expected = ALL_COMBOS.filter((c) => oracle(s, kind, level, history, c)).map(key).sort();
            const actual = legalAnswers(ctx(s, kind, level, history, via)).map(key).sort();
            expect(actual, `${s.identity}/${s.build} ${kind} level ${level}`).to.deep.equal(expected);
          }
        }
      }
    }
  });

  it("every listed answer is accepted by applyAction and every other combination refused (figure question)", () => {
    let s = toMeetings(game({ positions: { "red-tall": "s14" } }));
    s = must(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "build" });
    const view = viewFor(s, "green");
    const listed = legalAnswers(view.answerPrompt!);
    expect(view.legal.map((a) => key((a as { cards: CardRef[] }).cards)).sort()).to.deep.equal(listed.map(key).sort());
    const listedKeys = new Set(listed.map(key));
    let accepted = 0;
    for (const cards of ALL_COMBOS) {
      const r = applyAction(s, { type: "answer", seat: "green", cards });
      expect(r.ok, key(cards)).to.equal(listedKeys.has(key(cards)));
      if (r.ok) accepted++;
    }
    expect(accepted).to.equal(listed.length);
    expect(accepted).to.be.above(0);
  });

  it("every listed answer is accepted by applyAction and every other combination refused (Ambassador question)", () => {
    let s = toMeetings(game({ positions: { "red-short": "s58" } })); // red-short on the Embassy with the Ambassador
    s = must(s, { type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "identity", target: "blue" });
    const listed = legalAnswers(viewFor(s, "blue").answerPrompt!);
    expect(listed.every((c) => c.length === 2)).to.equal(true);
    const listedKeys = new Set(listed.map(key));
    for (const cards of ALL_COMBOS) {
      expect(applyAction(s, { type: "answer", seat: "blue", cards }).ok, key(cards)).to.equal(listedKeys.has(key(cards)));
    }
  });
});

describe("answers: the fallback ladder", () => {
  const allSets = (s: Secret, kind: QuestionKind) => legalAnswers(ctx(s, kind, 3));
  const allPairs = (s: Secret, kind: QuestionKind) => legalAnswers(ctx(s, kind, 2));

  it("answerLevel follows the first level at which a legal answer exists (independent brute force)", () => {
    const rnd = lcg(99);
    for (let t = 0; t < 300; t++) {
      const s = ALL_SECRETS[rnd(16)]!;
      const kind: QuestionKind = rnd(2) ? "identity" : "build";
      // Histories made of the answer's own legal sets and pairs, so that exhaustion happens often.
      const pool = [...allSets(s, kind), ...allPairs(s, kind)];
      const history = Array.from({ length: rnd(80) }, () => pool[rnd(pool.length)]!);
      for (const via of ["figure", "ambassador"] as const) {
        const levels: AnswerLevel[] = via === "figure" ? [3, 2] : [2];
        const expected = levels.find((l) => ALL_COMBOS.some((c) => oracle(s, kind, l, history, c))) ?? 1;
        expect(answerLevel(s, kind, via, history), `${via} ${kind} ${history.length}`).to.equal(expected);
      }
    }
  });

  it("docs/rulings.md 13: figure question: one fresh set left -> 3 cards, and only that set; none left -> the 1 true card", () => {
    const sets = allSets(FT, "identity");
    const lastOne = sets[10]!;
    const almost = sets.filter((c) => key(c) !== key(lastOne));
    expect(answerLevel(FT, "identity", "figure", almost)).to.equal(3);
    expect(legalAnswers(ctx(FT, "identity", 3, almost)).map(key)).to.deep.equal([key(lastOne)]);
    // Every legal pair extends to a legal set (add any card of the other kind), so once every set
    // has been shown every pair has been seen too: the ladder goes from 3 straight to 1.
    expect(answerLevel(FT, "identity", "figure", sets)).to.equal(1);
    expect(legalAnswers(ctx(FT, "identity", 2, sets, "figure"))).to.deep.equal([]);
    expect(legalAnswers(ctx(FT, "identity", 1, sets, "figure")).map(key).sort()).to.deep.equal(["F", "grey-identity"]);
  });

  it("level 2 rules (2 cards of the asked kind, not seen together) hold for a figure question's context too", () => {
    // Through play a figure question never reaches level 2 (any fresh pair plus a card of the other
    // kind is a fresh set), so the level-2 rules are checked on a hand-made context.
    const sets = allSets(FT, "build");
    expect(answerProblem(ctx(FT, "build", 2, sets, "figure"), ["tall", "short"])).to.equal("REPEATED_PAIR");
    expect(answerProblem(ctx(FT, "build", 2, [["tall", "F", "B"]], "figure"), ["tall", "short"])).to.equal(null);
    expect(answerProblem(ctx(FT, "build", 2, [], "figure"), ["tall", "F"])).to.equal("WRONG_CARD_KINDS");
  });

  it("Ambassador question: a fresh pair -> 2 cards; no fresh pair -> the 1 true card", () => {
    const pairs = allPairs(FT, "build");
    // true builds: tall, grey-build; false: short, fat, thin; plus the mission card.
    // {tall,gb},{tall,short},{tall,fat},{tall,thin},{gb,short},{gb,fat},{gb,thin},{tall,gm},{gb,gm}
    expect(pairs).to.have.length(9);
    expect(answerLevel(FT, "build", "ambassador", pairs.slice(1))).to.equal(2);
    expect(answerLevel(FT, "build", "ambassador", pairs)).to.equal(1);
    // Pairs can also be used up inside sets shown at figures.
    const covering: CardRef[][] = [
      ["tall", "grey-build", "grey-mission"], ["tall", "short", "F"], ["tall", "fat", "F"], ["tall", "thin", "F"],
      ["grey-build", "short", "F"], ["grey-build", "fat", "F"], ["grey-build", "thin", "F"],
    ];
    expect(answerLevel(FT, "build", "ambassador", covering)).to.equal(1);
    expect(answerLevel(FT, "build", "ambassador", covering.slice(1))).to.equal(2);
    // The identity pairs are untouched by those build sets.
    expect(answerLevel(FT, "identity", "ambassador", covering)).to.equal(2);
  });

  it("in play: a figure question with every set used up asks for the 1 true card", () => {
    let s = toMeetings(game({ positions: { "red-tall": "s14" } })); // green = Zsa Zsa, fat
    const zf = secret("Z", "fat");
    const used = allSets(zf, "identity").map((cards) => ({ cards, turn: 0 }));
    s = { ...s, shown: { green: { red: used } } };
    s = must(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "identity" });
    expect(s.turn.pending?.kind === "answer" && s.turn.pending.question.level).to.equal(1);
    expect(s.log[s.log.length - 1]!.data.count).to.equal(1);
    expect(refusal(s, { type: "answer", seat: "green", cards: ["Z", "F", "fat"] })).to.equal("WRONG_CARD_COUNT");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["F"] })).to.equal("NOT_TRUE_CARD");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["grey-mission"] })).to.equal("WRONG_CARD_KINDS");
    expect(viewFor(s, "green").legal.map((a) => key((a as { cards: CardRef[] }).cards)).sort()).to.deep.equal(["Z", "grey-identity"]);
    s = must(s, { type: "answer", seat: "green", cards: ["Z"] });
    expect(viewFor(s, "red").notebook!.received.green!.at(-1)!.cards).to.deep.equal([{ card: "Z", face: "Z" }]);
  });

  it("in play: after 9 Ambassador questions about build, Leo has no fresh pair and shows the 1 true card", () => {
    // red-short waits beside the Embassy (s36); each red turn the black ball brings the Ambassador
    // to it, red asks green (Zsa Zsa, fat) about build, and the Ambassador goes home by itself.
    let s = game({ positions: { "red-short": "s36" }, rolls: Array.from({ length: 60 }, () => ["black", "white", "orange"]) });
    const pairs: CardRef[][] = [
      ["fat", "tall"], ["fat", "short"], ["fat", "thin"], ["fat", "grey-build"], ["grey-build", "tall"],
      ["grey-build", "short"], ["grey-build", "thin"], ["fat", "grey-mission"], ["grey-build", "grey-mission"],
    ];
    const askGreen = (st: GameState) => {
      st = must(st, { type: "roll", seat: "red" });
      st = must(st, { type: "move", seat: "red", ball: 0, figure: "ambassador", to: "s36" });
      st = must(st, { type: "endMovement", seat: "red" });
      return must(st, { type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "build", target: "green" });
    };
    for (let i = 0; i < pairs.length; i++) {
      s = askGreen(s);
      expect(s.turn.pending?.kind === "answer" && s.turn.pending.question.level, `question ${i + 1}`).to.equal(2);
      if (i > 0) expect(refusal(s, { type: "answer", seat: "green", cards: pairs[i - 1]! })).to.equal("REPEATED_PAIR");
      s = must(s, { type: "answer", seat: "green", cards: pairs[i]! });
      expect(s.positions.ambassador).to.equal("s58");
      s = must(s, { type: "endTurn", seat: "red" });
      s = passUntil(s, "red");
    }
    s = askGreen(s);
    expect(s.turn.pending?.kind === "answer" && s.turn.pending.question.level).to.equal(1);
    expect(refusal(s, { type: "answer", seat: "green", cards: ["fat", "tall"] })).to.equal("WRONG_CARD_COUNT");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["tall"] })).to.equal("NOT_TRUE_CARD");
    s = must(s, { type: "answer", seat: "green", cards: ["grey-build"] });
    expect(viewFor(s, "red").notebook!.received.green).to.have.length(10);
  });
});

async function scenario(name: string): Promise<Scenario> {
  const res = await fetch(`/demo/scenarios/${name}.json`);
  expect(res.ok, name).to.equal(true);
  return (await res.json()) as Scenario;
}

describe("answers: the rulebook's examples (demo/scenarios)", () => {
  it("KEEPING RECORDS: the scenario replays and Michael's notebook holds both answers", async () => {
    const r = replay(await scenario("deduction-michael-leo"));
    expect(r.error).to.equal(undefined);
    // The rulebook's example ends with Michael (red) working it out: the last step is still his turn,
    // so the table shows Red, not the next seat (Yellow).
    expect(r.state.turn.seat).to.equal("red");
    expect(r.state.turn.pending).to.equal(null);
    const nb = viewFor(r.state, "red").notebook!;
    const got = nb.received.green!;
    expect(got).to.have.length(2);
    expect(got[0]!.kind).to.equal("build");
    expect(got[0]!.via).to.equal("figure");
    expect(got[0]!.cards.map((c) => c.face).sort()).to.deep.equal(["B", "short", "tall"]);
    expect(got[1]!.kind).to.equal("identity");
    expect(got[1]!.via).to.equal("ambassador");
    expect(got[1]!.cards.map((c) => c.face).sort()).to.deep.equal(["F", "X"]);
    // Leo wrote down what he showed; yellow and blue saw nothing.
    expect(viewFor(r.state, "green").notebook!.given.red).to.have.length(2);
    expect(viewFor(r.state, "yellow").notebook!.received).to.deep.equal({});
    expect(viewFor(r.state, "blue").notebook!.received).to.deep.equal({});
  });

  it("KEEPING RECORDS: from his notebook Michael (F) can deduce that Leo is Agent X, short or tall", async () => {
    const state = replay(await scenario("deduction-michael-leo")).state;
    const red = viewFor(state, "red");
    const me = red.you!.secret.identity;
    expect(me).to.equal("F");
    const [first, second] = red.notebook!.received.green!;
    const cards1 = first!.cards.map((c) => c.card);
    const cards2 = second!.cards.map((c) => c.card);
    const consistent: string[] = [];
    for (const s of ALL_SECRETS) {
      if (s.identity === me) continue; // Michael is Fiddlebottom, so Leo is not
      const ok1 = answerProblem({ secret: s, kind: first!.kind, via: "figure", level: 3, history: [] }, cards1) === null;
      const ok2 = answerProblem({ secret: s, kind: second!.kind, via: "ambassador", level: 2, history: [cards1] }, cards2) === null;
      if (ok1 && ok2) consistent.push(`${s.identity}/${s.build}`);
    }
    expect(consistent.sort()).to.deep.equal(["X/short", "X/tall"]);
  });

  it("SHOWING THE SAME CARDS TWICE: Short + Tall after Short, Tall, Bubble is refused; a fresh pair is accepted", async () => {
    const r = replay(await scenario("repeated-cards"));
    expect(r.error).to.equal(undefined);
    const s = r.state;
    const p = s.turn.pending;
    expect(p?.kind === "answer" && p.question).to.deep.equal({
      asker: "red", answerer: "green", kind: "build", via: "ambassador", level: 2, met: "ambassador",
    });
    const before = JSON.stringify(s);
    const refused = applyAction(s, { type: "answer", seat: "green", cards: ["short", "tall"] });
    expect(refused.ok).to.equal(false);
    if (!refused.ok) expect(refused.error.code).to.equal("REPEATED_PAIR");
    expect(JSON.stringify(s)).to.equal(before);
    expect(refusal(s, { type: "answer", seat: "green", cards: ["tall", "short"] })).to.equal("REPEATED_PAIR");
    // Leo is Agent X, short: Short + Fat has not been seen together.
    const ok = must(s, { type: "answer", seat: "green", cards: ["short", "fat"] });
    expect(viewFor(ok, "red").notebook!.received.green!.at(-1)!.cards.map((c) => c.card)).to.deep.equal(["fat", "short"]);
    expect(ok.positions.ambassador).to.equal("s58");
  });

  it("SHOWING THE SAME CARDS TWICE: with every build pair used up, Leo must show the 1 true build card", async () => {
    // Continue the scenario: Leo (X, short) answers with fresh pairs until none is left.
    let s = replay(await scenario("repeated-cards")).state;
    s = { ...s, fixedRolls: Array.from({ length: 60 }, () => ["black", "white", "orange"]) };
    const fresh: CardRef[][] = [
      ["short", "fat"], ["short", "thin"], ["short", "grey-build"], ["grey-build", "tall"], ["grey-build", "fat"],
      ["grey-build", "thin"], ["short", "grey-mission"], ["grey-build", "grey-mission"],
    ];
    for (let i = 0; i < fresh.length; i++) {
      if (i > 0) {
        s = passUntil(must(s, { type: "endTurn", seat: "red" }), "red");
        s = must(s, { type: "roll", seat: "red" });
        s = must(s, { type: "move", seat: "red", ball: 0, figure: "ambassador", to: "s36" });
        s = must(s, { type: "endMovement", seat: "red" });
        s = must(s, { type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "build", target: "green" });
      }
      expect(s.turn.pending?.kind === "answer" && s.turn.pending.question.level).to.equal(2);
      s = must(s, { type: "answer", seat: "green", cards: fresh[i]! });
    }
    s = passUntil(must(s, { type: "endTurn", seat: "red" }), "red");
    s = must(s, { type: "roll", seat: "red" });
    s = must(s, { type: "move", seat: "red", ball: 0, figure: "ambassador", to: "s36" });
    s = must(s, { type: "endMovement", seat: "red" });
    s = must(s, { type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "build", target: "green" });
    expect(s.turn.pending?.kind === "answer" && s.turn.pending.question.level).to.equal(1);
    expect(refusal(s, { type: "answer", seat: "green", cards: ["tall"] })).to.equal("NOT_TRUE_CARD");
    expect(refusal(s, { type: "answer", seat: "green", cards: ["short", "fat"] })).to.equal("WRONG_CARD_COUNT");
    s = must(s, { type: "answer", seat: "green", cards: ["short"] });
    expect(viewFor(s, "red").notebook!.received.green!.at(-1)!.cards).to.deep.equal([{ card: "short", face: "short" }]);
  });
});
