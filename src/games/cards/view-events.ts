/**
 * A card view's log entries, as a guest checks them (./view-shape.ts): each event type the referee
 * emits (round.ts, setup.ts) with exactly its public data, and its private part (`mine`, the
 * viewer's; `private`, everyone's after the end, C13.4) only where the referee gives one, of its
 * shape. What the table reads from an event (its announcements, the log) is then there.
 */
import { claimsOf } from "./guards.js";
import {
  REASONS, ROLES, bySeat, exact, fourCodes, int, isAgentSeat, isCard, isLocation, isSeat, list, meetingOk, obj, secretOk,
} from "./view-parts.js";

type Check = (d: Record<string, unknown>) => boolean;

const at = (d: Record<string, unknown>) => isLocation(d.location);
const winners = (v: unknown) => list(v, 5, isSeat);
/** A black card shown or looked at: which kind, and the one card. */
const blackCard = (p: unknown) => exact(p, ["kind", "cards"]) && (p.kind === "identity" || p.kind === "code") && list(p.cards, 1, isCard) && (p.cards as unknown[]).length === 1;
/** A set's two cards. */
const twoCards = (p: unknown) => exact(p, ["cards"]) && list(p.cards, 2, isCard) && (p.cards as unknown[]).length === 2;

/** Each event type: its data's keys, what they hold, and the shape of its private part (none: it has none). */
const EVENTS: Readonly<Record<string, { keys: readonly string[]; ok: Check; secret?: (p: unknown) => boolean }>> = {
  dealt: {
    keys: ["players", "roles", "codes"],
    ok: (d) => [2, 3, 4, 5].includes(d.players as number) && bySeat(d.roles, (r) => ROLES.includes(r as string)) && fourCodes(d.codes),
    secret: secretOk,
  },
  roundStarted: { keys: ["round", "first", "order"], ok: (d) => int(d.round, 1) && isAgentSeat(d.first) && list(d.order, 4, isAgentSeat) },
  ambassadorPlaced: { keys: [], ok: () => true },
  placed: { keys: ["seat", "location"], ok: (d) => isSeat(d.seat) && at(d) },
  revealed: {
    keys: ["ambassador", "blind", "meetings"],
    ok: (d) => isLocation(d.ambassador) && bySeat(d.blind, isLocation, isAgentSeat) && list(d.meetings, 2, meetingOk),
  },
  committed: { keys: ["seat", "location"], ok: (d) => isSeat(d.seat) && at(d) },
  declared: {
    keys: ["declarer", "partner", "combination", "claims", "right", "location", "winners", "reason"],
    ok: (d) => isSeat(d.declarer) && (d.partner === null || isAgentSeat(d.partner)) && fourCodes(d.combination) &&
      (d.claims === null || claimsOf(d.claims) !== null) && typeof d.right === "boolean" && at(d) && winners(d.winners) &&
      REASONS.includes(d.reason as string),
  },
  gameEnded: { keys: ["winners", "reason"], ok: (d) => winners(d.winners) && REASONS.includes(d.reason as string) },
  set: {
    keys: ["from", "to", "location", "via"],
    ok: (d) => isAgentSeat(d.from) && isSeat(d.to) && at(d) && (d.via === "exchange" || d.via === "ambassador"),
    secret: twoCards,
  },
  passed: { keys: ["seat", "location"], ok: (d) => isSeat(d.seat) && at(d) },
  looked: { keys: ["from", "to", "location", "via"], ok: (d) => isAgentSeat(d.from) && isAgentSeat(d.to) && at(d) && d.via === "look", secret: blackCard },
  asked: { keys: ["asker", "target", "location"], ok: (d) => isAgentSeat(d.asker) && isAgentSeat(d.target) && at(d) },
  shown: { keys: ["from", "to", "location", "via"], ok: (d) => isAgentSeat(d.from) && isAgentSeat(d.to) && at(d) && d.via === "question", secret: blackCard },
  roundEnded: { keys: ["round"], ok: (d) => int(d.round, 1) },
  reshuffled: { keys: [], ok: () => true },
};

/** Whether `e` is a log entry of a card view: a known event with its data, and a private part only where it has one. */
export function eventOk(e: unknown): boolean {
  if (!exact(e, ["seq", "round", "type", "data"], ["mine", "private"]) || !int(e.seq) || !int(e.round) || typeof e.type !== "string") return false;
  const kind = Object.prototype.hasOwnProperty.call(EVENTS, e.type) ? EVENTS[e.type]! : null;
  if (!kind || !exact(e.data, kind.keys) || !kind.ok(e.data)) return false;
  if (e.mine === undefined && e.private === undefined) return true;
  const secret = kind.secret;
  if (!secret) return false;
  return (e.mine === undefined || secret(e.mine)) && (e.private === undefined || (obj(e.private) && bySeat(e.private, secret)));
}
