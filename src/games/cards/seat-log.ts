/**
 * A seat's log and clue sheet, as `viewFor` shows them (C13): every referee event with the private
 * part addressed to that viewer (after the game, every private part, C13.4), and the clue sheet's
 * lines (C1.10, C8.1) drawn from the private parts it was given. The last one built per log and
 * viewer is kept (a host asks for every seat's view on every change).
 */
import type { AgentSeat, Card, ClueEntry, GameEvent, Location, Seat, ViewEvent, Viewer } from "./types.js";

export interface SeatLog {
  readonly log: readonly ViewEvent[];
  readonly sheet: readonly ClueEntry[];
}

const kept = new WeakMap<readonly GameEvent[], Map<string, SeatLog>>();
const SHEET_EVENTS = new Set(["set", "shown", "looked"]);

/** `viewer`'s seat log of the referee's `log` (`over`: every private part shows). */
export function seatLog(log: readonly GameEvent[], viewer: Viewer, over: boolean): SeatLog {
  const key = `${viewer}/${over}`;
  const cached = kept.get(log)?.get(key);
  if (cached) return cached;
  const seated = viewer !== "spectator";
  const events: ViewEvent[] = [];
  const sheet: ClueEntry[] = [];
  for (const ev of log) {
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
  const built = { log: events, sheet };
  let byViewer = kept.get(log);
  if (!byViewer) kept.set(log, (byViewer = new Map()));
  byViewer.set(key, built);
  return built;
}
