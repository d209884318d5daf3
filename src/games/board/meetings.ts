/**
 * Meetings (RULES.md §3.2–3.3): Question then Expulsion, or the extra step; answers checked
 * against the no-repeat rules and the fallback ladder.
 */
import { movedTo } from "./movement-end.js";
import { ALL_SPACES, EMBASSY, isNumbered, isSpace, isStart, neighbours } from "./board.js";
import type { SpaceId } from "./board-types.js";
import { answerLevel, answerProblem, faceOf, type AnswerContext } from "./answers.js";
import { refuse, type ErrorCode } from "./errors.js";
import { emit, figuresOn, isOccupied, meetingsOf, type Draft } from "./state.js";
import {
  figureOwner,
  type AgentSeat, type CardRef, type FigureId, type GameState, type Question, type QuestionKind, type Seat, type ShownRecord,
} from "./types.js";

/** The sets a seat has shown an asker so far. */
export function shownTo(state: GameState, answerer: AgentSeat, asker: Seat): readonly ShownRecord[] {
  return state.shown[answerer]?.[asker] ?? [];
}

function question(state: GameState, asker: Seat, answerer: AgentSeat, kind: QuestionKind, via: Question["via"], met: FigureId): Question {
  const history = shownTo(state, answerer, asker).map((r) => r.cards);
  const level = answerLevel(state.secrets[answerer]!, kind, via, history);
  return { asker, answerer, kind, via, level, met };
}

/** The context an answerer needs to choose (and the interface to explain) a legal answer. */
export function answerContext(state: GameState, q: Question): AnswerContext {
  return {
    secret: state.secrets[q.answerer]!,
    kind: q.kind,
    via: q.via,
    level: q.level,
    history: shownTo(state, q.answerer, q.asker).map((r) => r.cards),
  };
}

function findMeeting(state: GameState, seat: AgentSeat, own: FigureId, met: FigureId) {
  return meetingsOf(state, seat).find((m) => m.own === own && m.met === met);
}

export function ask(d: Draft, seat: AgentSeat, own: FigureId, met: FigureId, kind: QuestionKind, target: AgentSeat | undefined): void {
  if (!findMeeting(d, seat, own, met)) refuse("NO_SUCH_MEETING");
  let answerer: AgentSeat;
  if (met === "ambassador") {
    if (target === undefined || target === seat || !d.agents.includes(target)) refuse("BAD_TARGET");
    answerer = target;
  } else {
    if (target !== undefined) refuse("TARGET_NOT_ALLOWED");
    answerer = figureOwner(met)!;
  }
  const q = question(d, seat, answerer, kind, met === "ambassador" ? "ambassador" : "figure", met);
  d.turn = { ...d.turn, pending: { kind: "answer", question: q } };
  emit(d, "asked", { asker: seat, answerer, kind, via: q.via, own, met, count: q.level });
}

/** Unoccupied spaces one step (land or water) from a meeting figure. */
export function extraStepTargets(state: GameState, own: FigureId): SpaceId[] {
  const from = state.positions[own];
  return from === undefined ? [] : neighbours(from).filter((s) => !isOccupied(state, s));
}

export function extraStep(d: Draft, seat: AgentSeat, own: FigureId, met: FigureId, to: SpaceId): void {
  if (!findMeeting(d, seat, own, met)) refuse("NO_SUCH_MEETING");
  if (!isSpace(to)) refuse("UNKNOWN_SPACE");
  const from = d.positions[own]!;
  if (!neighbours(from).includes(to)) refuse("NO_ROUTE");
  if (isOccupied(d, to)) refuse("SPACE_OCCUPIED");
  d.positions = movedTo(d.positions, own, to);
  emit(d, "extraStep", { seat, figure: own, met, from, to });
}

export function answer(d: Draft, seat: Seat, cards: unknown[]): void {
  const p = d.turn.pending;
  if (p?.kind !== "answer") refuse("WRONG_STAGE");
  const q = p.question;
  if (seat !== q.answerer) refuse("NOT_ANSWERER");
  const problem = answerProblem(answerContext(d, q), cards);
  if (problem) refuse(problem);
  const shownCards = (cards as CardRef[]).slice().sort();
  const secret = d.secrets[q.answerer]!;
  const faces = shownCards.map((c) => faceOf(c, secret));

  const byAsker = d.shown[q.answerer] ?? {};
  d.shown = {
    ...d.shown,
    [q.answerer]: { ...byAsker, [q.asker]: [...(byAsker[q.asker] ?? []), { cards: shownCards, turn: d.turn.number }] },
  };
  // Only the asker (and the answerer) see the cards; in the 5-player game the Ambassador seat
  // also sees cards shown through the Ambassador.
  const priv: Partial<Record<Seat, Record<string, unknown>>> = {
    [q.asker]: { cards: faces },
    [q.answerer]: { cards: faces },
  };
  if (d.players === 5 && q.via === "ambassador" && q.asker !== "ambassador") priv.ambassador = { cards: faces };
  emit(d, "answered", { asker: q.asker, answerer: q.answerer, kind: q.kind, via: q.via, count: faces.length }, priv);

  d.turn = { ...d.turn, pending: { kind: "expel", figure: q.met, by: q.asker } };
  if (q.met === "ambassador") {
    const targets = expelTargets(d, "ambassador");
    if (!isOccupied(d, EMBASSY, "ambassador") || targets.length === 0) {
      // The Embassy is free: the Ambassador goes home without a choice (or stays, if nowhere is free).
      finishExpel(d, "ambassador", isOccupied(d, EMBASSY, "ambassador") ? d.positions.ambassador! : EMBASSY);
    }
  }
}

/** Where an expelled figure may go: agents to unnumbered unoccupied spaces; the Ambassador to an unoccupied start space. */
export function expelTargets(state: GameState, figure: FigureId): SpaceId[] {
  return ALL_SPACES.filter((s) => expelProblem(state, figure, s.id) === null).map((s) => s.id);
}

export function expelProblem(state: GameState, figure: FigureId, to: SpaceId): ErrorCode | null {
  if (!isSpace(to)) return "UNKNOWN_SPACE";
  if (figure === "ambassador") {
    if (to === EMBASSY) return isOccupied(state, EMBASSY, figure) ? "SPACE_OCCUPIED" : null;
    if (!isOccupied(state, EMBASSY, figure)) return "EMBASSY_FREE";
    if (!isStart(to)) return "NOT_START_SPACE";
  } else if (isNumbered(to)) {
    return "NUMBERED_SPACE";
  }
  return isOccupied(state, to, figure) ? "SPACE_OCCUPIED" : null;
}

export function expel(d: Draft, seat: Seat, to: SpaceId): void {
  const p = d.turn.pending;
  if (p?.kind !== "expel") refuse("WRONG_STAGE");
  if (seat !== p.by) refuse("WAITING_FOR_OTHER");
  const problem = expelProblem(d, p.figure, to);
  if (problem) refuse(problem);
  finishExpel(d, p.figure, to);
}

function finishExpel(d: Draft, figure: FigureId, to: SpaceId): void {
  const from = d.positions[figure]!;
  d.positions = movedTo(d.positions, figure, to);
  d.turn = { ...d.turn, pending: null };
  emit(d, "expelled", { by: d.turn.seat, figure, from, to });
  if (d.turn.seat === "ambassador") nextAmbassadorMeeting(d);
}

/** 5 players: after an Ambassador-seat step or expulsion, the next agent figure it meets, if any. */
export function nextAmbassadorMeeting(d: Draft): void {
  const here = d.positions.ambassador!;
  const met = figuresOn(d, here).find((f) => f !== "ambassador");
  if (met) d.turn = { ...d.turn, pending: { kind: "ambassadorQuestion", met } };
}
