/**
 * `viewFor(state, viewer)`: everything a seat may know and nothing more (C13). A spectator sees
 * what is public only; at the end everyone sees every black card and every set and card shown
 * (C13.4) — never a pile's order, a sealed choice that never took effect, or the random source.
 */
import { Refusal } from "./errors.js";
import { assertState } from "./guards.js";
import { legalActions, waitingOn } from "./legal.js";
import { seatLog } from "./seat-log.js";
import { handOf } from "./sets.js";
import { tilesLeft } from "./tiles.js";
import {
  AGENT_SEATS,
  type AgentSeat, type CardSet, type CardsState, type CardsView, type RecordsView, type Seat, type TileHolder, type TilesView, type Viewer,
} from "./types.js";

function recordsFor(state: CardsState, seat: Seat): RecordsView {
  const given: Partial<Record<Seat, readonly CardSet[]>> = {};
  const received: Partial<Record<AgentSeat, readonly CardSet[]>> = {};
  if (seat !== "ambassador") {
    for (const [to, rec] of Object.entries(state.records[seat] ?? {})) if (rec) given[to as Seat] = rec.sets;
  }
  for (const from of AGENT_SEATS) {
    const rec = state.records[from]?.[seat];
    if (rec) received[from] = rec.sets;
  }
  return { given, received };
}

/**
 * What `viewer` ("spectator" or one of the state's seats) may see. Throws a Refusal: NOT_A_STATE if
 * given anything but the referee's state, UNKNOWN_SEAT for a viewer that is neither.
 */
export function viewFor(state: CardsState, viewer: Viewer): CardsView {
  assertState(state);
  if (viewer !== "spectator" && !(state.seats as readonly string[]).includes(viewer)) throw new Refusal("UNKNOWN_SEAT");
  const over = state.result !== null;
  const role = viewer === "spectator" ? null : state.roles[viewer];
  // A blind seat is played by no one and has no view beyond the public one (C13.3).
  const seated = role === "agent" || role === "ambassador";
  const r = state.round;
  const lines = seatLog(state.log, seated ? viewer : "spectator", over);
  const tiles = {} as Record<TileHolder, TilesView>;
  for (const [holder, t] of Object.entries(state.tiles) as [TileHolder, CardsState["tiles"][TileHolder]][]) {
    tiles[holder] = { played: t.played, left: tilesLeft(t) };
  }
  const meeting = r.phase === "meeting" ? r.meetings[r.current] : undefined;
  return {
    viewer,
    game: "cards",
    players: state.players,
    seats: state.seats,
    roles: state.roles,
    codes: state.codes,
    maxRounds: state.maxRounds,
    round: {
      number: r.number,
      first: r.first,
      order: r.order,
      phase: r.phase,
      placed: r.placed,
      ambassadorPlaced: r.sealedTile !== null,
      meetings: r.meetings,
      current: r.current,
      committed: meeting ? meeting.actors.filter((s) => r.choices[s]) : [],
      question: r.question,
    },
    waitingOn: waitingOn(state),
    tiles,
    you: seated
      ? {
        seat: viewer as Seat,
        role: role!,
        secret: role === "agent" ? state.secrets[viewer as AgentSeat] : null,
        hand: role === "agent" ? handOf(state) : [],
        choice: r.choices[viewer as Seat] ?? null,
        sealedTile: viewer === "ambassador" ? r.sealedTile : null,
      }
      : null,
    records: seated ? recordsFor(state, viewer as Seat) : null,
    sheet: lines.sheet,
    log: lines.log,
    result: state.result,
    reveal: over ? { secrets: state.secrets } : null,
    legal: legalActions(state, viewer),
  };
}
