/**
 * Answers to Questions (RULES.md §3.3): which cards may be shown, the no-repeat rules and the
 * automatic fallback ladder (3 cards, then 2, then the 1 true card).
 *
 * Everything here works on an AnswerContext, which holds only what the answering seat knows,
 * so the answering seat's view can carry it and its interface can explain every refusal.
 */
import type { ErrorCode } from "./errors.js";
import {
  BUILDS, IDENTITIES,
  type AnswerLevel, type Build, type CardRef, type Identity, type MissionLetter, type QuestionKind, type Secret, type ShownCard,
} from "./types.js";

export const ALL_CARDS: readonly CardRef[] = [
  ...IDENTITIES, ...BUILDS, "grey-identity", "grey-build", "grey-mission",
];

export interface AnswerContext {
  readonly secret: Secret;
  readonly kind: QuestionKind;
  readonly via: "figure" | "ambassador";
  readonly level: AnswerLevel;
  /** Card sets this answerer showed the asker before (any size). */
  readonly history: readonly (readonly CardRef[])[];
}

export function isCard(c: unknown): c is CardRef {
  return typeof c === "string" && (ALL_CARDS as readonly string[]).includes(c);
}

/** "identity", "build" or "mission": what a card counts as. */
export function cardKind(c: CardRef): QuestionKind | "mission" {
  if (c === "grey-mission") return "mission";
  if (c === "grey-identity" || (IDENTITIES as readonly string[]).includes(c)) return "identity";
  return "build";
}

/** A true card names the seat's secret identity or build; grey identity/build cards are true. */
export function isTrue(c: CardRef, secret: Secret): boolean {
  if (c === "grey-identity" || c === "grey-build") return true;
  if (c === "grey-mission") return false;
  return c === secret.identity || c === secret.build;
}

/** A card with its face, as the one who sees it reads it. */
export function faceOf(c: CardRef, secret: Secret): ShownCard {
  const face: Identity | Build | MissionLetter =
    c === "grey-identity" ? secret.identity : c === "grey-build" ? secret.build : c === "grey-mission" ? secret.mission : c;
  return { card: c, face };
}

const other = (k: QuestionKind): QuestionKind => (k === "identity" ? "build" : "identity");

/** Do the cards have the kinds the question asks for at this level? (A mission card may stand in for any one card.) */
function kindsFit(cards: readonly CardRef[], kind: QuestionKind, level: AnswerLevel): boolean {
  const count = (k: QuestionKind | "mission") => cards.filter((c) => cardKind(c) === k).length;
  const asked = count(kind), second = count(other(kind)), mission = count("mission");
  if (level === 3) {
    return (asked === 2 && second === 1 && mission === 0) || (asked === 1 && second === 1 && mission === 1) ||
      (asked === 2 && second === 0 && mission === 1);
  }
  if (level === 2) return (asked === 2 && mission === 0) || (asked === 1 && mission === 1);
  return asked === 1;
}

const key = (cards: readonly CardRef[]) => cards.slice().sort().join("+");

function seenTogether(pair: readonly CardRef[], history: readonly (readonly CardRef[])[]): boolean {
  return history.some((h) => h.length >= 2 && pair.every((c) => h.includes(c)));
}

/** Why these cards are not a legal answer, or null if they are. */
export function answerProblem(ctx: AnswerContext, cards: readonly unknown[]): ErrorCode | null {
  if (!cards.every(isCard)) return "UNKNOWN_CARD";
  if (new Set(cards).size !== cards.length) return "DUPLICATE_CARD";
  if (cards.length !== ctx.level) return "WRONG_CARD_COUNT";
  if (!kindsFit(cards, ctx.kind, ctx.level)) return "WRONG_CARD_KINDS";
  if (!cards.some((c) => isTrue(c, ctx.secret))) return ctx.level === 1 ? "NOT_TRUE_CARD" : "NO_TRUE_CARD";
  if (ctx.level === 3 && ctx.history.some((h) => h.length === 3 && key(h) === key(cards))) return "REPEATED_SET";
  if (ctx.level === 2 && seenTogether(cards, ctx.history)) return "REPEATED_PAIR";
  return null;
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const rec = (start: number, acc: T[]) => {
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = start; i < items.length; i++) {
      acc.push(items[i]!);
      rec(i + 1, acc);
      acc.pop();
    }
  };
  rec(0, []);
  return out;
}

const CANDIDATES: Readonly<Record<AnswerLevel, CardRef[][]>> = {
  3: combinations(ALL_CARDS, 3),
  2: combinations(ALL_CARDS, 2),
  1: combinations(ALL_CARDS, 1),
};

/** Every legal answer at the context's level, each as a sorted list of cards. */
export function legalAnswers(ctx: AnswerContext): CardRef[][] {
  return CANDIDATES[ctx.level].filter((c) => answerProblem(ctx, c) === null);
}

/**
 * How many legal answers a seat has, for each (identity, build) it may hold: entry `4 × i + b`
 * for IDENTITIES[i] and BUILDS[b]. The answer's legality depends on the secret only through which
 * cards are true (a grey mission card never is), so 16 counts cover every deal. `hand` defaults to
 * the full hand of 11 cards; a smaller hand models a simpler variant (8 coloured cards: the
 * 15 answers to a question at a figure, 3 to an Ambassador question, of the 2018 blog post).
 * Remembered by its arguments (at most a few thousand entries).
 */
export function answerCounts(
  kind: QuestionKind, level: AnswerLevel, history: readonly (readonly CardRef[])[], hand: readonly CardRef[] = ALL_CARDS,
): readonly number[] {
  const k = `${kind}|${level}|${history.map(key).join(";")}|${hand === ALL_CARDS ? "" : hand.join()}`;
  let out = countCache.get(k);
  if (out) return out;
  const ok = answerSets(kind, level, history, hand);
  out = [];
  for (const i of IDENTITIES) {
    for (const b of BUILDS) {
      let n = 0;
      for (const c of ok) if (c.some((x) => x === "grey-identity" || x === "grey-build" || x === i || x === b)) n++;
      out.push(n);
    }
  }
  if (countCache.size > 4000) countCache.clear();
  countCache.set(k, out);
  return out;
}
const countCache = new Map<string, number[]>();

/**
 * The sets of cards that fit a question's kind and level and the no-repeat rules, before the
 * truth rule (which depends on the secret): a set is a legal answer for a secret when one of its
 * cards is true for it.
 */
export function answerSets(
  kind: QuestionKind, level: AnswerLevel, history: readonly (readonly CardRef[])[], hand: readonly CardRef[] = ALL_CARDS,
): CardRef[][] {
  return (hand === ALL_CARDS ? CANDIDATES[level] : combinations(hand, level)).filter((c) =>
    kindsFit(c, kind, level) &&
    !(level === 3 && history.some((h) => h.length === 3 && key(h) === key(c))) &&
    !(level === 2 && seenTogether(c, history)));
}

/**
 * The fallback ladder: how many cards the answer must have. A question at a figure asks for a
 * fresh 3-card set; without one, a fresh pair of the asked kind; without one, the 1 true card.
 * A question through the Ambassador asks for a fresh pair; without one, the 1 true card.
 */
export function answerLevel(
  secret: Secret, kind: QuestionKind, via: "figure" | "ambassador", history: readonly (readonly CardRef[])[],
): AnswerLevel {
  const levels: AnswerLevel[] = via === "figure" ? [3, 2] : [2];
  for (const level of levels) {
    const ctx: AnswerContext = { secret, kind, via, level, history };
    if (CANDIDATES[level].some((c) => answerProblem(ctx, c) === null)) return level;
  }
  return 1;
}
