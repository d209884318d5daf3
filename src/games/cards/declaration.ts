/** Declaring — opening the safe (C10): who may declare where, malformed declarations, the verdict. */
import { refuse } from "./errors.js";
import {
  AGENT_SEATS, IDENTITIES, PARTNER,
  type AgentSeat, type CardsState, type Claims, type Code, type Meeting, type Result, type Seat,
} from "./types.js";

/** The combination (C1.7): the true codes of F, B, Z and X, in that order. */
export function combinationOf(state: Pick<CardsState, "secrets">): Code[] {
  return IDENTITIES.map((id) => AGENT_SEATS.map((s) => state.secrets[s]).find((x) => x.identity === id)!.code);
}

/** The partners `seat` may name at `meeting`, or null where it may not declare (C10.2); [] for the Ambassador player (names none). */
export function partnersAllowed(state: Pick<CardsState, "players" | "roles">, seat: Seat, meeting: Meeting): AgentSeat[] | null {
  if (!meeting.actors.includes(seat)) return null;
  if (seat === "ambassador") return meeting.kind === "ambassador" || meeting.kind === "ambassadorTwo" ? [] : null;
  const others = AGENT_SEATS.filter((s) => s !== seat);
  switch (state.players) {
    case 4: // the rulebook's: at an exchange only, naming the agent met (C10.2, C10.3)
      return meeting.kind === "exchange" ? meeting.agents.filter((s) => s !== seat) : null;
    case 2: case 3: // any meeting he is in; any other agent seat, a blind seat included
      return others;
    case 5: // an exchange, or alone with the Ambassador; not at C5.5
      return meeting.kind === "exchange" || meeting.kind === "ambassador" ? others : null;
  }
}

/** Checks a declaration (C10.8); throws the refusal. A well-formed declaration is always judged. */
export function checkDeclaration(
  state: CardsState, seat: Seat, meeting: Meeting, partner: unknown, combination: readonly unknown[],
): void {
  const allowed = partnersAllowed(state, seat, meeting);
  if (!allowed) refuse("NO_DECLARATION_HERE");
  if (seat === "ambassador") {
    if (partner !== undefined) refuse("BAD_PARTNER", "The Ambassador player has no partner and names none (C10.6).");
  } else if (!allowed.includes(partner as AgentSeat)) {
    refuse("BAD_PARTNER", state.players === 4 ? "In 4 players the partner named is the agent met (C10.3)." : undefined);
  }
  if (combination.length !== 4 || !state.codes.every((c) => combination.includes(c))) refuse("BAD_COMBINATION");
}

/** Judges a well-formed declaration (C10.5, C10.6): the result. */
export function judge(
  state: CardsState, declarer: Seat, partner: AgentSeat | null, combination: readonly Code[], claims: Claims | null,
): Result {
  const combo = combinationOf(state);
  const comboRight = combination.every((c, i) => c === combo[i]);
  const round = state.round.number;
  if (declarer === "ambassador") {
    const right = comboRight;
    return {
      winners: right ? ["ambassador"] : AGENT_SEATS.slice(),
      reason: right ? "ambassador-right" : "ambassador-wrong",
      declaration: { declarer, partner: null, combination: combination.slice(), claims, right },
      round,
    };
  }
  const me = state.secrets[declarer as AgentSeat].identity;
  const right = comboRight && partner !== null && state.secrets[partner].identity === PARTNER[me];
  const team = right ? [me, PARTNER[me]] : IDENTITIES.filter((id) => id !== me && id !== PARTNER[me]);
  return {
    winners: AGENT_SEATS.filter((s) => team.includes(state.secrets[s].identity)),
    reason: right ? "right-declaration" : "wrong-declaration",
    declaration: { declarer, partner, combination: combination.slice(), claims, right },
    round,
  };
}
