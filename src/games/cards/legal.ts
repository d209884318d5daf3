/**
 * Who the game waits for (`waitingOn`, `waitingFor`) and everything a seat may do now
 * (`legalActions`), built from the same rules the referee applies.
 */
import { partnersAllowed } from "./declaration.js";
import { assertState } from "./guards.js";
import { currentMeeting, nextPlacer } from "./round.js";
import { legalSets } from "./sets.js";
import { tilesLeft } from "./tiles.js";
import {
  AGENT_SEATS, CARD_KINDS,
  type AgentSeat, type CardsAction, type CardsState, type CardsView, type Code, type Seat, type TileHolder, type Viewer,
} from "./types.js";

/** Every seat the game waits for now: several while a sealed choice is open (C9); empty once it is over. */
export function waitingOn(state: CardsState): Seat[] {
  const r = state.round;
  if (state.result) return [];
  switch (r.phase) {
    case "ambassadorTile": return ["ambassador"];
    case "placing": {
      const p = nextPlacer(state);
      return p ? [p] : [];
    }
    case "meeting": return currentMeeting(state)!.actors.filter((s) => !r.choices[s]);
    case "answer": return r.question ? [r.question.target] : [];
    default: return [];
  }
}

/**
 * The (first) seat the game waits for, or null once it is over. Works on the referee's state and
 * on any seat's view alike (a view carries `waitingOn`).
 */
export function waitingFor(state: CardsState | CardsView): Seat | null {
  if ("waitingOn" in state && Array.isArray(state.waitingOn)) return state.waitingOn[0] ?? null;
  return waitingOn(state as CardsState)[0] ?? null;
}

function orderings(codes: readonly Code[]): Code[][] {
  if (codes.length <= 1) return [codes.slice()];
  return codes.flatMap((c, i) => orderings([...codes.slice(0, i), ...codes.slice(i + 1)]).map((rest) => [c, ...rest]));
}

/** The last edition's orderings, kept (every state of a game shares one `codes` array). */
let lastCodes: readonly Code[] | null = null;
let lastOrderings: readonly (readonly Code[])[] = [];

/** The 24 orderings of the four codes (C10.1). */
export function combinations(codes: readonly Code[]): Code[][] {
  if (codes !== lastCodes) {
    lastOrderings = orderings(codes);
    lastCodes = codes;
  }
  return lastOrderings.map((c) => c.slice());
}

/** Every game action `seat` may take now (empty for a spectator, a seat not waited on, or a finished game). */
export function legalActions(state: CardsState, seat: Viewer): CardsAction[] {
  assertState(state);
  if (seat === "spectator" || !waitingOn(state).includes(seat)) return [];
  const r = state.round;
  if (r.phase === "ambassadorTile" || r.phase === "placing") {
    return tilesLeft(state.tiles[seat as TileHolder]).map((location) => ({ type: "place", seat, location }));
  }
  if (r.phase === "answer") return CARD_KINDS.map((card) => ({ type: "answer", seat, card }));
  const m = currentMeeting(state)!;
  const out: CardsAction[] = [];
  const agent = seat !== "ambassador";
  if (agent && (m.kind === "exchange" || m.kind === "ambassadorTwo")) {
    const receiver: Seat = m.kind === "exchange" ? m.agents.find((s) => s !== seat)! : "ambassador";
    for (const set of legalSets(state, seat as AgentSeat, receiver)) out.push({ type: "give", seat, cards: [set[0], set[1]] });
  }
  if (agent && m.kind === "ambassador") {
    for (const target of AGENT_SEATS) {
      if (target === seat) continue;
      if (state.roles[target] === "blind") for (const card of CARD_KINDS) out.push({ type: "ask", seat, target, card });
      else out.push({ type: "ask", seat, target });
    }
  }
  if (agent && m.kind === "blind") for (const card of CARD_KINDS) out.push({ type: "look", seat, card });
  if (!agent || m.kind === "blind" || m.kind === "ambassador") out.push({ type: "pass", seat });
  const partners = partnersAllowed(state, seat, m);
  if (partners) {
    for (const combination of combinations(state.codes)) {
      if (!agent) out.push({ type: "declare", seat, combination });
      else for (const partner of partners) out.push({ type: "declare", seat, partner, combination });
    }
  }
  return out;
}
