/**
 * A card table's end screen and record: the end screen's chunk and the card game's records load
 * together, the first time they are wanted (the player's first act, or an ended game shown), so a
 * table's first load carries neither; `record()` gives the table's record (docs/cards.md,
 * "Records") and `share()` the end screen's Download record / Copy replay link.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { GameRecord } from "../../games/kernel/record.js";
import type { CardsState } from "../../games/cards/types.js";
import { scoreBySeat, seatingOf, type MatchState } from "../../games/cards/match.js";
import type { MatchScore } from "./end-screen.js";
import type { SignedRecord } from "../../net/record-signature.js";
import type { ShareOutcome } from "../replay/share.js";
import type { SeatNames } from "../seat-names.js";

/** What the record is made from: the table (a local table's or host's state, a guest's signed record), whether a narrated scenario is shown, and the lobby's names at a network table. */
export interface RecordSource {
  table(): unknown;
  narrated(): boolean;
  names(): SeatNames;
}

export class CardsEndRecords implements ReactiveController {
  /** The end screen's chunk, once loaded. */
  screen: typeof import("./end-screen.js") | null = null;
  /** What the last Download / Copy gave (shown on the end screen). */
  shared: ShareOutcome | null = null;
  private records: typeof import("../../games/cards/records.js") | null = null;
  private loading = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement, private readonly source: RecordSource) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Whether the end screen's chunk is here; the first time it is wanted, loads it (tried again on the next render if it fails). */
  wanted(): boolean {
    if (this.screen) return true;
    if (!this.loading) {
      this.loading = true;
      Promise.all([import("./end-screen.js"), import("../../games/cards/records.js")]).then(([x, r]) => {
        this.records = r;
        this.screen = x;
        this.host.requestUpdate();
      }, (e: unknown) => console.warn("the end screen could not be loaded:", e)).finally(() => (this.loading = false));
    }
    return false;
  }

  /** Forgets the last share's outcome (a new game). */
  reset(): void {
    this.shared = null;
    this.host.requestUpdate();
  }

  /** The record of the game on the table, or null (a narrated scenario, no game yet, records not loaded). */
  record(): GameRecord | SignedRecord<GameRecord> | null {
    if (this.source.narrated()) return null;
    const table = this.source.table() as { signedRecord?: SignedRecord<GameRecord> | null; current?: CardsState | null } | null;
    // A guest's: the host's record of the game, signed with its key (checked by the guest table).
    if (table?.signedRecord) return table.signedRecord;
    // The referee's state: a local table's or a host's (a guest holds only its seat's views).
    const current = table?.current;
    if (!current || !this.records) return null;
    // A host's names its seats as the lobby does (the record its guests get signed is the same).
    const r = this.records.makeRecord(current, this.source.names());
    return r.ok ? r.record : null;
  }

  /** Whether the table can give its record (the end screen offers Download / Copy only then). */
  recordable(): boolean {
    return !this.source.narrated() && !!this.records && !!(this.source.table() as { current?: CardsState | null } | null)?.current;
  }

  /** Download record / Copy replay link (../replay/share.ts, loaded on the first click), from the element that holds the table. */
  async share(how: "download" | "link", from: { record(): unknown }): Promise<void> {
    try {
      const { shareRecord } = await import("../replay/share.js");
      this.shared = await shareRecord(from as never, how);
    } catch {
      this.shared = "failed";
    }
    this.host.requestUpdate();
  }
}

/** A solo or hot-seat match's score by the seats its players sit at in its current game (C12.5), or null (no match). */
export function matchScore(match: MatchState | null): MatchScore | null {
  if (!match) return null;
  return scoreBySeat(match.scores, match.winners, seatingOf(match.players, match.games.length - 1, match.firstAmbassador));
}
