/**
 * A seat's log and notebook, as `viewFor` shows them: every referee event with the private part
 * addressed to that viewer (after the game, every private part), and the notebook lines drawn from
 * the answers it was shown, gave or observed (RULES.md §6).
 *
 * The referee's log only grows (each action appends events; nothing is rewritten), and a host asks
 * for every seat's view on every change, so the last seat log built for each viewer of a game is
 * kept, with the one it was extended from, and extended by the new events instead of being rebuilt
 * from the start (a host working out several possible next states of one state extends that one
 * each time). What is kept is the very result a rebuild gives: it is reused only when the state's log
 * begins with exactly the same event objects (checked one by one), for the same viewer, on the same
 * side of the game's end; anything else (a state loaded from text, a branch from further back) is
 * built afresh. Unchanged parts stay the same objects from one view to the next, so a caller
 * comparing two views finds them equal at once. What is kept is never changed (an extension makes
 * new arrays); only the last notebook made of it is remembered beside it.
 */
import type { AgentSeat, GameEvent, QuestionKind, Seat, ShownCard, Viewer } from "./types.js";
import type { Notebook, NotebookEntry, ViewEvent } from "./view.js";

type Lines<K extends string> = Readonly<Partial<Record<K, readonly NotebookEntry[]>>>;

export interface SeatLog {
  /** The referee's events it was built from. */
  readonly source: readonly GameEvent[];
  readonly over: boolean;
  readonly log: readonly ViewEvent[];
  readonly received: Lines<AgentSeat>;
  readonly given: Lines<Seat>;
  readonly observed: Lines<AgentSeat>;
  /** The last notebook made of these lines (see `notebookOf`). */
  notebook?: Notebook;
}

/**
 * Per game (keyed by its first event, which every state of that game shares), per viewer, the last
 * seat log built and the one it was extended from: a host that works out several possible next
 * states of one state (answers prepared ahead) extends the same one each time.
 */
const kept = new WeakMap<GameEvent, Map<Viewer, readonly SeatLog[]>>();

/** Whether `log` begins with exactly the events of `prefix` (the same objects, in the same places). */
function extends_(log: readonly GameEvent[], prefix: readonly GameEvent[]): boolean {
  if (prefix.length > log.length) return false;
  for (let i = 0; i < prefix.length; i++) if (log[i] !== prefix[i]) return false;
  return true;
}

/** `viewer`'s seat log of the referee's `log` (`over`: the game has ended, and every private part shows). */
export function seatLog(log: readonly GameEvent[], viewer: Viewer, over: boolean): SeatLog {
  const first = log[0];
  const games = first ? kept.get(first) : undefined;
  // Only one built on the same side of the game's end can serve (the end shows every private part).
  const last = games?.get(viewer) ?? [];
  const same = last.find((k) => k.over === over && k.source === log);
  if (same) return same;
  const from = last.find((k) => k.over === over && extends_(log, k.source)) ?? null;
  const built = extend(from, log, viewer, over);
  if (first) {
    const now = from ? [built, from] : [built];
    if (games) games.set(viewer, now);
    else kept.set(first, new Map([[viewer, now]]));
  }
  return built;
}

/** `from` (null: nothing) brought up to the whole of `log`: new arrays for whatever grew, the rest shared. */
function extend(from: SeatLog | null, log: readonly GameEvent[], viewer: Viewer, over: boolean): SeatLog {
  const start = from?.source.length ?? 0;
  const seated = viewer !== "spectator";
  const events: ViewEvent[] = [];
  let received = from?.received ?? {}, given = from?.given ?? {}, observed = from?.observed ?? {};
  const add = <K extends string>(lines: Lines<K>, k: K, entry: NotebookEntry): Lines<K> => ({ ...lines, [k]: [...(lines[k] ?? []), entry] });
  for (let i = start; i < log.length; i++) {
    const ev = log[i]!;
    const mine = seated ? ev.private?.[viewer as Seat] : undefined;
    if (over && ev.private) events.push({ seq: ev.seq, turn: ev.turn, type: ev.type, data: ev.data, private: ev.private });
    else if (mine) events.push({ seq: ev.seq, turn: ev.turn, type: ev.type, data: ev.data, mine });
    else events.push({ seq: ev.seq, turn: ev.turn, type: ev.type, data: ev.data });
    if (ev.type === "answered" && mine) {
      const d = ev.data as { asker: Seat; answerer: AgentSeat; kind: QuestionKind; via: "figure" | "ambassador" };
      const entry = (extra?: object): NotebookEntry => ({
        seq: ev.seq, turn: ev.turn, kind: d.kind, via: d.via, cards: (mine as { cards: ShownCard[] }).cards, ...extra,
      });
      if (viewer === d.asker) received = add(received, d.answerer, entry());
      else if (viewer === d.answerer) given = add(given, d.asker, entry());
      else observed = add(observed, d.answerer, entry({ asker: d.asker }));
    }
  }
  const same = from && received === from.received && given === from.given && observed === from.observed;
  return {
    source: log, over,
    log: from ? (events.length ? [...from.log, ...events] : from.log) : events,
    received, given, observed,
    ...(same && from.notebook ? { notebook: from.notebook } : {}),
  };
}

/** The notebook of these lines with `marks`: the same object as last time when neither changed. */
export function notebookOf(s: SeatLog, marks: Readonly<Record<string, string>>): Notebook {
  if (s.notebook?.marks !== marks) s.notebook = { received: s.received, given: s.given, observed: s.observed, marks };
  return s.notebook;
}
