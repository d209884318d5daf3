/**
 * The 5-player Ambassador seat (RULES.md §5.2): its turn of one or two steps, each ending on an
 * agent figure a meeting resolved at once, and the sealed "I know who you are".
 */
import { isSpace, neighbours } from "./board.js";
import type { SpaceId } from "./board-types.js";
import { refuse } from "./errors.js";
import { answerLevel } from "./answers.js";
import { nextAmbassadorMeeting, shownTo } from "./meetings.js";
import { emit, type Draft } from "./state.js";
import {
  AGENT_SEATS, BUILDS, IDENTITIES, figureOwner,
  type AgentSeat, type Build, type GameState, type Identity, type QuestionKind,
} from "./types.js";

export function ambassadorStep(d: Draft, to: SpaceId): void {
  if (d.turn.ambassadorSteps >= 2) refuse("AMBASSADOR_STEPS_DONE");
  if (!isSpace(to)) refuse("UNKNOWN_SPACE");
  const from = d.positions.ambassador!;
  if (!neighbours(from).includes(to)) refuse("NO_ROUTE");
  d.positions = { ...d.positions, ambassador: to };
  d.turn = { ...d.turn, ambassadorSteps: d.turn.ambassadorSteps + 1 };
  emit(d, "ambassadorMoved", { seat: "ambassador", from, to });
  nextAmbassadorMeeting(d);
}

export function ambassadorAsk(d: Draft, kind: QuestionKind): void {
  const p = d.turn.pending;
  if (p?.kind !== "ambassadorQuestion") refuse("WRONG_STAGE");
  const answerer = figureOwner(p.met)!;
  const history = shownTo(d, answerer, "ambassador").map((r) => r.cards);
  const level = answerLevel(d.secrets[answerer]!, kind, "ambassador", history);
  const question = { asker: "ambassador" as const, answerer, kind, via: "ambassador" as const, level, met: p.met };
  d.turn = { ...d.turn, pending: { kind: "answer", question } };
  emit(d, "asked", { asker: "ambassador", answerer, kind, via: "ambassador", own: "ambassador", met: p.met, count: level });
}

export type SealGuesses = Record<AgentSeat, { identity: Identity; build: Build }>;

export function seal(d: Draft, guesses: unknown): void {
  if (d.players !== 5) refuse("NOT_AMBASSADOR_SEAT");
  if (d.seal) refuse("ALREADY_SEALED");
  const g = guesses as SealGuesses;
  if (typeof g !== "object" || g === null) refuse("BAD_SEAL");
  for (const s of AGENT_SEATS) {
    const x = g[s];
    if (!x || !IDENTITIES.includes(x.identity) || !BUILDS.includes(x.build)) refuse("BAD_SEAL");
  }
  const clean = Object.fromEntries(AGENT_SEATS.map((s) => [s, { identity: g[s].identity, build: g[s].build }])) as SealGuesses;
  d.seal = { guesses: clean, turn: d.turn.number };
  emit(d, "sealed", { seat: "ambassador" }, { ambassador: { guesses: clean } });
}

/** Is every identity and build in the seal right? */
export function sealCorrect(d: GameState): boolean {
  const s = d.seal;
  return !!s && d.agents.every((a) => s.guesses[a].identity === d.secrets[a]!.identity && s.guesses[a].build === d.secrets[a]!.build);
}

/** Where the Ambassador seat may step now. */
export function ambassadorTargets(d: GameState): SpaceId[] {
  return d.turn.ambassadorSteps >= 2 ? [] : neighbours(d.positions.ambassador!);
}
