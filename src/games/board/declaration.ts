/**
 * "Mission accomplished!" (RULES.md §4.2), the 3-player "I am alone" (§5.1), the handshake,
 * the opening of the Ambassador's seal (§5.2), and the end of the game.
 */
import { sealCorrect } from "./ambassador.js";
import { refuse } from "./errors.js";
import { conditionHolds, escaped, loneSeat, teamMission, teamOf, seatOf } from "./missions.js";
import { emit, type Draft } from "./state.js";
import { PARTNER, type AgentSeat, type Result, type Seat } from "./types.js";

export function declare(d: Draft, seat: AgentSeat, partner: AgentSeat): void {
  if (partner === seat || !d.agents.includes(partner)) refuse("BAD_PARTNER");
  emit(d, "declared", { seat, partner });
  if (openSeal(d, seat)) return;
  d.turn = { ...d.turn, pending: { kind: "handshake", declarer: seat, partner } };
}

export function declareAlone(d: Draft, seat: AgentSeat): void {
  if (d.players !== 3) refuse("NOT_THREE_PLAYERS");
  emit(d, "declared", { seat, alone: true });
  const ok = loneSeat(d) === seat && escaped(d, seat);
  finish(d, {
    winners: ok ? [seat] : opponentsOf(d, seat),
    reason: ok ? "escaped" : loneSeat(d) === seat ? "not-escaped" : "not-alone",
    declarer: seat,
    missionHeld: ok,
  });
}

export function handshake(d: Draft, seat: Seat, accept: boolean): void {
  const p = d.turn.pending;
  if (p?.kind !== "handshake") refuse("WRONG_STAGE");
  if (seat !== p.partner) refuse("NOT_NAMED");
  emit(d, "handshake", { seat, accept });
  const declarer = p.declarer;
  const identity = d.secrets[declarer]!.identity;
  const truePartner = seatOf(d, PARTNER[identity]);
  const mission = teamMission(d, teamOf(identity));
  const held = !!mission && conditionHolds(d, teamOf(identity), mission.condition);
  const rightPartner = truePartner === p.partner;
  const ok = rightPartner && accept && held;
  const reason = ok ? "mission-accomplished" : !rightPartner ? "wrong-partner" : !accept ? "handshake-refused" : "mission-not-held";
  finish(d, { winners: ok ? teamSeats(d, declarer) : opponentsOf(d, declarer), reason, declarer, missionHeld: held });
}

/** The seats on the declarer's team. */
function teamSeats(d: Draft, seat: AgentSeat): AgentSeat[] {
  const team = teamOf(d.secrets[seat]!.identity);
  return d.agents.filter((s) => teamOf(d.secrets[s]!.identity) === team);
}

/**
 * The declarer's opponents: the agents of the other team. In a 3-player game that is the lone
 * seat when a partnered seat fails, and the pair when the lone seat fails.
 */
function opponentsOf(d: Draft, seat: AgentSeat): AgentSeat[] {
  const team = teamOf(d.secrets[seat]!.identity);
  return d.agents.filter((s) => teamOf(d.secrets[s]!.identity) !== team);
}

/** 5 players: a declaration opens the seal first; a right seal wins for the Ambassador seat alone. */
function openSeal(d: Draft, declarer: AgentSeat): boolean {
  if (d.players !== 5 || !d.seal) return false;
  const correct = sealCorrect(d);
  emit(d, "sealOpened", { guesses: d.seal.guesses, correct });
  if (!correct) return false;
  finish(d, { winners: ["ambassador"], reason: "ambassador-knew", declarer });
  return true;
}

function finish(d: Draft, result: Result): void {
  d.result = result;
  d.turn = { ...d.turn, stage: "over", pending: null };
  emit(d, "gameOver", {
    result,
    secrets: d.secrets,
    setAside: d.setAside,
    seal: d.seal,
    seed: d.seed,
  });
}
