/**
 * A round's steps (C3–C9): placing tiles, revealing them, the sealed choices at each meeting and
 * their resolution, answers to questions, and the end of the round (reshuffle, next first player,
 * round limit).
 */
import { checkDeclaration, judge } from "./declaration.js";
import { refuse } from "./errors.js";
import { meetingsOf } from "./meetings.js";
import { nextFirst, startRound } from "./setup.js";
import { checkSet, recordSet } from "./sets.js";
import { emit, ownTiles, setRound, type Draft } from "./state.js";
import { reshuffle } from "./tiles.js";
import {
  AGENT_SEATS, ROUNDS_PER_CYCLE, isAgentSeat, isLocation,
  type AgentSeat, type CardKind, type CardsAction, type CardsState, type Choice, type Location, type Meeting, type Seat, type TileHolder,
} from "./types.js";

/** The meeting being resolved (phases "meeting" and "answer"). */
export function currentMeeting(state: Pick<CardsState, "round">): Meeting | null {
  const r = state.round;
  return r.phase === "meeting" || r.phase === "answer" ? r.meetings[r.current] ?? null : null;
}

/** The next agent player to place (phase "placing"), or null. */
export function nextPlacer(state: Pick<CardsState, "round">): AgentSeat | null {
  const r = state.round;
  if (r.phase !== "placing") return null;
  for (const s of r.order) if (r.placed[s] === undefined) return s;
  return null;
}

/** A holder plays a tile: it joins those face up in front of him and, if it was in his pile, leaves the pile. */
function playTile(d: Draft, holder: TileHolder, location: Location): void {
  const tiles = ownTiles(d);
  const t = tiles[holder];
  const pile = t.pile.includes(location) ? t.pile.filter((l) => l !== location) : t.pile;
  tiles[holder] = { played: [...t.played, location], pile }; // (not concat: V8's concat of a non-array is ~8× slower)
}

/** C4.1, C4.2: a seat places a tile (the 5p Ambassador player's sealed, C9.4). */
export function place(d: Draft, seat: Seat, location: string): void {
  if (!isLocation(location)) refuse("UNKNOWN_LOCATION");
  const holder = seat as TileHolder;
  if (d.tiles[holder].played.includes(location)) refuse("TILE_PLAYED"); // (not among tilesLeft)
  if (d.round.phase === "ambassadorTile") {
    setRound(d, { sealedTile: location, phase: "placing" });
    emit(d, "ambassadorPlaced", {});
    return;
  }
  playTile(d, holder, location);
  const placed = { ...d.round.placed };
  placed[holder] = location;
  setRound(d, { placed });
  emit(d, "placed", { seat, location });
  if (nextPlacer(d) === null) reveal(d);
}

/** C4.3: the Ambassador's tile and the blind seats' top tiles are turned; the meetings are known (C5). */
function reveal(d: Draft): void {
  const placed = { ...d.round.placed };
  const blind: Partial<Record<AgentSeat, Location>> = {};
  let ambassador: Location;
  if (d.players === 5) {
    ambassador = d.round.sealedTile!;
  } else {
    ambassador = d.tiles.ambassador.pile[0]!;
  }
  playTile(d, "ambassador", ambassador);
  placed.ambassador = ambassador;
  for (const s of AGENT_SEATS) {
    if (d.roles[s] !== "blind") continue;
    const top = d.tiles[s].pile[0]!;
    playTile(d, s, top);
    placed[s] = blind[s] = top;
  }
  const meetings = meetingsOf(d, placed, d.round.order);
  setRound(d, { placed, sealedTile: null, meetings, current: 0, choices: {}, phase: "meeting" });
  emit(d, "revealed", { ambassador, blind, meetings });
  if (meetings.length === 0) endRound(d);
}

/** Checks a seat's sealed choice at the current meeting (C7, C9.1, C10.2, C14.1); throws the refusal. */
function choiceOf(d: Draft, seat: Seat, m: Meeting, a: CardsAction): Choice {
  const agent = seat !== "ambassador";
  switch (a.type) {
    case "give": {
      if (!agent || (m.kind !== "exchange" && m.kind !== "ambassadorTwo")) refuse("WRONG_ACT");
      const receiver: Seat = m.kind === "exchange" ? m.agents.find((s) => s !== seat)! : "ambassador";
      return { type: "give", cards: checkSet(d, seat as AgentSeat, receiver, a.cards) };
    }
    case "ask": {
      if (!agent || m.kind !== "ambassador") refuse("WRONG_ACT");
      if (!isAgentSeat(a.target) || a.target === seat) refuse("BAD_TARGET");
      const blind = d.roles[a.target] === "blind";
      if (blind && a.card === undefined) refuse("KIND_NEEDED");
      if (!blind && a.card !== undefined) refuse("KIND_NOT_YOURS");
      return blind ? { type: "ask", target: a.target, card: a.card! } : { type: "ask", target: a.target };
    }
    case "look":
      if (!agent || m.kind !== "blind") refuse("WRONG_ACT");
      return { type: "look", card: a.card };
    case "pass":
      // Optional acts only (C7): the question, the look, the Ambassador player's declaration.
      if (agent ? m.kind !== "blind" && m.kind !== "ambassador" : false) refuse("WRONG_ACT");
      return { type: "pass" };
    case "declare":
      checkDeclaration(d, seat, m, a.partner, a.combination);
      // docs/rulings.md 6: who is who names the edition's codes only; any other is a malformed statement.
      if (a.claims && Object.values(a.claims).some((c) => c?.code !== undefined && !d.codes.includes(c.code))) {
        refuse("MALFORMED_ACTION", "The action is not well formed: who is who names a code this game does not have (C1.4).");
      }
      return {
        type: "declare", combination: a.combination.slice(),
        ...(a.partner !== undefined ? { partner: a.partner } : {}), ...(a.claims ? { claims: a.claims } : {}),
      };
    default:
      refuse("WRONG_ACT");
  }
}

/** C9: a sealed choice at the current meeting; once all actors have chosen, the meeting resolves. */
export function choose(d: Draft, seat: Seat, a: CardsAction): void {
  const m = currentMeeting(d)!;
  if (!m.actors.includes(seat)) refuse("NOT_AN_ACTOR");
  if (d.round.choices[seat]) refuse("ALREADY_CHOSEN");
  const choice = choiceOf(d, seat, m, a);
  const choices = { ...d.round.choices };
  choices[seat] = choice;
  setRound(d, { choices });
  emit(d, "committed", { seat, location: m.location });
  for (const s of m.actors) if (!d.round.choices[s]) return;
  resolve(d, m); // all actors have chosen
}

/** C9.3: all have chosen; the choices are revealed, each to those allowed to see it, and take effect. */
function resolve(d: Draft, m: Meeting): void {
  const choices = d.round.choices;
  // C10.4, C10.7: a declaration replaces everything else; of two, the earlier placer's is judged.
  const declarer = m.actors.find((s) => choices[s]!.type === "declare");
  if (declarer) {
    const c = choices[declarer] as Extract<Choice, { type: "declare" }>;
    const result = judge(d, declarer, c.partner ?? null, c.combination, c.claims ?? null);
    d.result = result;
    setRound(d, { phase: "over", choices: {}, question: null });
    emit(d, "declared", { ...result.declaration!, location: m.location, winners: result.winners, reason: result.reason });
    emit(d, "gameEnded", { winners: result.winners, reason: result.reason });
    return;
  }
  const at = { location: m.location };
  let question: { asker: AgentSeat; target: AgentSeat } | null = null;
  for (const seat of m.actors) {
    const c = choices[seat]!;
    if (c.type === "give") {
      const from = seat as AgentSeat;
      const to: Seat = m.kind === "exchange" ? m.agents.find((s) => s !== seat)! : "ambassador";
      recordSet(d, from, to, c.cards);
      const cards = { cards: c.cards };
      emit(d, "set", { from, to, ...at, via: m.kind === "exchange" ? "exchange" : "ambassador" }, { [from]: cards, [to]: cards });
    } else if (c.type === "pass") {
      emit(d, "passed", { seat, ...at });
    } else if (c.type === "look") {
      const blind = m.agents.find((s) => d.roles[s] === "blind")!;
      emit(d, "looked", { from: blind, to: seat, ...at, via: "look" }, { [seat]: blackCard(d, blind, c.card) });
    } else if (c.type === "ask") {
      emit(d, "asked", { asker: seat, target: c.target, ...at });
      if (c.card) showBlack(d, c.target, seat as AgentSeat, c.card, m);
      else question = { asker: seat as AgentSeat, target: c.target };
    }
  }
  if (question) setRound(d, { phase: "answer", question, choices: {} });
  else nextMeeting(d);
}

function blackCard(d: Draft, seat: AgentSeat, kind: CardKind): { kind: CardKind; cards: [number | string] } {
  const s = d.secrets[seat];
  return { kind, cards: [kind === "identity" ? s.identity : s.code] };
}

/** A black card shown in answer (C6.5, C6.6): to the asker, the named seat, and in 5p the Ambassador player (C6.8). */
function showBlack(d: Draft, from: AgentSeat, to: AgentSeat, kind: CardKind, m: Meeting): void {
  const card = blackCard(d, from, kind);
  const priv: Partial<Record<Seat, Record<string, unknown>>> = { [to]: card };
  if (d.roles[from] === "agent") priv[from] = card;
  if (d.players === 5 && m.ambassador) priv.ambassador = card;
  emit(d, "shown", { from, to, location: m.location, via: "question" }, priv);
}

/** C6.5: the named agent player chooses which black card he shows. */
export function answer(d: Draft, seat: Seat, kind: CardKind): void {
  const q = d.round.question!;
  if (seat !== q.target) refuse("NOT_AN_ACTOR");
  showBlack(d, q.target, q.asker, kind, currentMeeting(d)!);
  setRound(d, { question: null });
  nextMeeting(d);
}

function nextMeeting(d: Draft): void {
  const next = d.round.current + 1;
  if (next < d.round.meetings.length) setRound(d, { current: next, choices: {}, phase: "meeting" });
  else endRound(d);
}

/** C8.2–C8.4: the reshuffle after rounds 5, 10, …; the round limit; the next first player. */
function endRound(d: Draft): void {
  const number = d.round.number;
  emit(d, "roundEnded", { round: number });
  if (number % ROUNDS_PER_CYCLE === 0) {
    reshuffle(d);
    emit(d, "reshuffled", {});
  }
  if (d.maxRounds !== null && number >= d.maxRounds) {
    d.result = { winners: [], reason: "round-limit", declaration: null, round: number };
    setRound(d, { phase: "over", choices: {}, question: null });
    emit(d, "gameEnded", { winners: [], reason: "round-limit" });
    return;
  }
  startRound(d, number + 1, nextFirst(d, d.round.first));
}
