/**
 * A seat's log and clue sheet, as `viewFor` shows them (C13): every referee event with the private
 * part addressed to that viewer (after the game, every private part, C13.4), and the clue sheet's
 * lines (C1.10, C8.1) drawn from the private parts it was given.
 *
 * The referee's log only grows: each action copies its predecessor's and appends new event
 * objects. So the last seat log built for each viewer of a game is kept and extended by the new
 * events when the state's log begins with the same event objects (checked at the kept length's end
 * and at the start: logs are never rewritten, only copied and appended to); anything else (a state
 * loaded from text, a branch from further back) is built afresh.
 */
import type { AgentSeat, Card, ClueEntry, GameEvent, Location, Seat, ViewEvent, Viewer } from "./types.js";

export interface SeatLog {
  /** The referee's events it was built from. */
  readonly source: readonly GameEvent[];
  readonly log: readonly ViewEvent[];
  readonly sheet: readonly ClueEntry[];
}

/** Per game (keyed by its first event), per viewer and side of the end: the last seat log built. */
const kept = new WeakMap<GameEvent, Map<string, SeatLog>>();
const SHEET_EVENTS = new Set(["set", "shown", "looked"]);

function extends_(log: readonly GameEvent[], prefix: readonly GameEvent[]): boolean {
  const n = prefix.length;
  return n <= log.length && (n === 0 || (log[n - 1] === prefix[n - 1] && log[0] === prefix[0]));
}

/** `viewer`'s seat log of the referee's `log` (`over`: every private part shows). */
export function seatLog(log: readonly GameEvent[], viewer: Viewer, over: boolean): SeatLog {
  const key = `${viewer}/${over}`;
  const first = log[0];
  const games = first ? kept.get(first) : undefined;
  const last = games?.get(key);
  if (last?.source === log) return last;
  const from = last && extends_(log, last.source) ? last : null;
  const built = extend(from, log, viewer, over);
  if (first) {
    if (games) games.set(key, built);
    else kept.set(first, new Map([[key, built]]));
  }
  return built;
}

function extend(from: SeatLog | null, log: readonly GameEvent[], viewer: Viewer, over: boolean): SeatLog {
  const seated = viewer !== "spectator";
  const events: ViewEvent[] = from ? from.log.slice() : [];
  const sheet: ClueEntry[] = from ? from.sheet.slice() : [];
  for (let i = from?.source.length ?? 0; i < log.length; i++) {
    const ev = log[i]!;
    const mine = seated ? ev.private?.[viewer as Seat] : undefined;
    const base = { seq: ev.seq, round: ev.round, type: ev.type, data: ev.data };
    if (over && ev.private) events.push({ ...base, private: ev.private });
    else if (mine) events.push({ ...base, mine });
    else events.push(base);
    if (mine && SHEET_EVENTS.has(ev.type)) {
      const d = ev.data as { from: AgentSeat; to: Seat; location: Location; via: ClueEntry["via"] };
      sheet.push({
        seq: ev.seq, round: ev.round, location: d.location, via: d.via, from: d.from, to: d.to,
        cards: (mine as { cards: readonly Card[] }).cards,
      });
    }
  }
  return { source: log, log: events, sheet };
}
