/**
 * The games a host's table deals one after another (a match, docs/net.md "Games at one table"):
 * the current game's number (1, 2, …; each game has its own secret seed and commitment, which
 * every guest pins for that number) and the match's score the lobby carries to the guests. The
 * score is the host's game's own (the card UI keeps the match): this layer checks its shape
 * (points by seat, the match's winners: protocol.ts) and carries it, nothing more.
 */
import { MAX_GAME_NUMBER, readMatchScore, type MatchScoreWire } from "./protocol.js";

export class HostGames {
  /** The current game's number at the table. */
  number = 1;
  /** The match's score (null: none yet). */
  score: MatchScoreWire | null = null;
  /** A next game being dealt (its commitment is worked out first). */
  dealing = false;

  /** What a save kept (checked: a bad game number or score is dropped). */
  restore(saved: { game?: unknown; match?: unknown }): void {
    const n = saved.game;
    if (typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= MAX_GAME_NUMBER) this.number = n;
    this.score = readMatchScore(saved.match);
  }

  /** What the save and the lobby carry of them (nothing for a first game without a score). */
  saved(): { game?: number; match?: MatchScoreWire } {
    return { ...(this.number > 1 ? { game: this.number } : {}), ...(this.score ? { match: this.score } : {}) };
  }

  /** Whether another game may be dealt at this table. */
  get full(): boolean {
    return this.number >= MAX_GAME_NUMBER;
  }

  /**
   * A re-seating between games (`HostTable.nextGame`, a permutation of the table's seats, already
   * checked): each seat's points and win go with its player to the new seat, so the lobby that
   * welcomes everyone to the new game already shows the score by the new seats.
   */
  reseat(to: Readonly<Record<string, string>>): void {
    const s = this.score;
    if (!s) return;
    type SeatName = keyof MatchScoreWire["scores"];
    const seat = (x: SeatName) => (to[x] ?? x) as SeatName;
    const scores: Partial<Record<SeatName, number>> = {};
    for (const [x, points] of Object.entries(s.scores) as [SeatName, number][]) scores[seat(x)] = points;
    this.score = { scores, winners: s.winners.map(seat) };
  }

  /** A new score: "refused" when it is not one, else whether it changed. */
  set(score: MatchScoreWire | null): "refused" | "same" | "changed" {
    const checked = score === null ? null : readMatchScore(score);
    if (score !== null && !checked) return "refused";
    if (JSON.stringify(checked) === JSON.stringify(this.score)) return "same";
    this.score = checked;
    return "changed";
  }
}
