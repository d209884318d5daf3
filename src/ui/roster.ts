/**
 * Who sits at each seat, as the players' panels show it: the seat at this screen, another person,
 * a bot or an open seat, and at a network table how that seat's link is (the host hears each
 * guest's heartbeat: see ../net/heartbeat.ts; a guest sees the lobby's connected flags).
 */
import type { Seat, SeatView, Viewer } from "../games/board/index.js";

export type SeatLinkState = "connected" | "reconnecting" | "gone" | "away";

export interface RosterSeat {
  readonly kind: "you" | "human" | "bot" | "open";
  /** Network tables only: how this seat's link is. */
  readonly link?: SeatLinkState;
}

export type Roster = Partial<Record<Seat, RosterSeat>>;

/** A solo or hot-seat table: the seats played at this screen are people, the rest bots. */
export function localRoster(view: SeatView, humans: readonly Viewer[]): Roster {
  const out: Roster = {};
  for (const s of view.seats) out[s] = { kind: s === view.viewer ? "you" : humans.includes(s) ? "human" : "bot" };
  return out;
}

/** Two rosters say the same (to keep the game context unchanged when nothing changed). */
export const sameRoster = (a: Roster | undefined, b: Roster | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);
