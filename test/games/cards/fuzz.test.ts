/**
 * Hostile input (CARD-GAME.md C14): over 10,000 malformed actions — garbage shapes, __proto__
 * keys, huge strings, unknown seats, blind seats, wrong seats, wrong phases, unknown cards, sets
 * with two true cards, repeated sets, declarations naming oneself or with a bad combination —
 * each refused with its code, leaving the state byte-identical.
 */
import { expect } from "@open-wc/testing";
import {
  AGENT_SEATS, applyAction, partnersAllowed, waitingOn,
  type AgentSeat, type CardsState, type ErrorCode, type Seat,
} from "../../../src/games/cards/index.js";
import { playRandom } from "./support/random-play.js";

type Case = [unknown, ErrorCode];

const huge = "x".repeat(200_000);

/** Malformed whatever the state. */
function garbage(seat: string): Case[] {
  const proto = JSON.parse(`{"__proto__": {"type": "pass", "seat": "${seat}"}, "type": "pass", "seat": "${seat}"}`);
  const inherited = Object.create({ type: "pass", seat });
  const claimsProto = JSON.parse(`{"type": "declare", "seat": "${seat}", "partner": "blue", "combination": [13, 24, 36, 47], "claims": {"__proto__": {"identity": "F"}}}`);
  return [
    [null, "MALFORMED_ACTION"], [undefined, "MALFORMED_ACTION"], [42, "MALFORMED_ACTION"], ["pass", "MALFORMED_ACTION"], [[], "MALFORMED_ACTION"],
    [{}, "MALFORMED_ACTION"], [{ type: "pass" }, "MALFORMED_ACTION"], [{ seat }, "MALFORMED_ACTION"], [{ type: 1, seat }, "MALFORMED_ACTION"],
    [{ type: "fly", seat }, "MALFORMED_ACTION"], [{ type: "toString", seat }, "MALFORMED_ACTION"], [{ type: "__proto__", seat }, "MALFORMED_ACTION"],
    [{ type: "pass", seat, extra: 1 }, "MALFORMED_ACTION"], [proto, "MALFORMED_ACTION"], [inherited, "MALFORMED_ACTION"],
    [{ type: "place", seat }, "MALFORMED_ACTION"], [{ type: "place", seat, location: huge }, "MALFORMED_ACTION"],
    [{ type: huge, seat }, "MALFORMED_ACTION"], [{ type: "pass", seat: huge }, "MALFORMED_ACTION"],
    [{ type: "give", seat, cards: "B24" }, "MALFORMED_ACTION"], [{ type: "give", seat, cards: ["B", 24, 36] }, "MALFORMED_ACTION"],
    [{ type: "give", seat, cards: [{}, 24] }, "MALFORMED_ACTION"], [{ type: "give", seat, cards: [huge, 24] }, "MALFORMED_ACTION"],
    [{ type: "give", seat, cards: new Array(100_000).fill("B") }, "MALFORMED_ACTION"],
    [{ type: "ask", seat }, "MALFORMED_ACTION"], [{ type: "ask", seat, target: ["blue"] }, "MALFORMED_ACTION"],
    [{ type: "ask", seat, target: "blue", card: "mission" }, "BAD_CARD_KIND"], [{ type: "look", seat }, "MALFORMED_ACTION"],
    [{ type: "look", seat, card: 0 }, "BAD_CARD_KIND"], [{ type: "answer", seat, card: "Identity" }, "BAD_CARD_KIND"],
    [{ type: "declare", seat, partner: "blue" }, "MALFORMED_ACTION"], [{ type: "declare", seat, partner: "blue", combination: "13243647" }, "MALFORMED_ACTION"],
    [{ type: "declare", seat, partner: "blue", combination: new Array(10_000).fill(13) }, "MALFORMED_ACTION"],
    [{ type: "declare", seat, partner: "blue", combination: [13, 24, 36, NaN] }, "MALFORMED_ACTION"],
    [{ type: "declare", seat, partner: 7, combination: [13, 24, 36, 47] }, "MALFORMED_ACTION"], [claimsProto, "MALFORMED_ACTION"],
    [{ type: "declare", seat, partner: "blue", combination: [13, 24, 36, 47], claims: { red: { identity: "F", build: "tall" } } }, "MALFORMED_ACTION"],
    [{ type: "declare", seat, partner: "blue", combination: [13, 24, 36, 47], claims: [1] }, "MALFORMED_ACTION"],
  ];
}

/** Well-formed but refused here, with the code the rules give (C14.1). */
function refusedHere(s: CardsState): Case[] {
  const out: Case[] = [
    [{ type: "pass", seat: "purple" }, "UNKNOWN_SEAT"], [{ type: "pass", seat: "spectator" }, "UNKNOWN_SEAT"],
  ];
  if (s.players !== 5) out.push([{ type: "pass", seat: "ambassador" }, "UNKNOWN_SEAT"]);
  if (s.result) {
    for (const seat of s.seats) if (s.roles[seat] !== "blind") out.push([{ type: "pass", seat }, "GAME_OVER"], [{ type: "place", seat, location: "rialto" }, "GAME_OVER"]);
    return out;
  }
  for (const seat of AGENT_SEATS) if (s.roles[seat] === "blind") out.push([{ type: "pass", seat }, "BLIND_SEAT"], [{ type: "look", seat, card: "code" }, "BLIND_SEAT"]);
  const waiting = waitingOn(s);
  const r = s.round;
  const players = s.seats.filter((x) => s.roles[x] !== "blind") as Seat[];
  if (r.phase === "placing" || r.phase === "ambassadorTile") {
    const p = waiting[0]!;
    for (const other of players) if (other !== p) out.push([{ type: "place", seat: other, location: "rialto" }, "NOT_YOUR_TURN"], [{ type: "pass", seat: other }, "NOT_YOUR_TURN"]);
    out.push([{ type: "give", seat: p, cards: ["F", 13] }, "WRONG_ACT"], [{ type: "pass", seat: p }, "WRONG_ACT"], [{ type: "answer", seat: p, card: "code" }, "WRONG_ACT"]);
    out.push([{ type: "place", seat: p, location: "venice" }, "UNKNOWN_LOCATION"], [{ type: "place", seat: p, location: "Rialto" }, "UNKNOWN_LOCATION"]);
    for (const l of s.tiles[p as AgentSeat].played) out.push([{ type: "place", seat: p, location: l }, "TILE_PLAYED"]);
    return out;
  }
  const m = r.meetings[r.current]!;
  if (r.phase === "answer") {
    const t = r.question!.target;
    for (const other of players) if (other !== t) out.push([{ type: "answer", seat: other, card: "code" }, "NOT_AN_ACTOR"]);
    out.push([{ type: "pass", seat: t }, "WRONG_ACT"], [{ type: "place", seat: t, location: "rialto" }, "WRONG_ACT"], [{ type: "give", seat: t, cards: ["F", 13] }, "WRONG_ACT"]);
    return out;
  }
  for (const other of players) {
    if (!m.actors.includes(other)) out.push([{ type: "pass", seat: other }, "NOT_AN_ACTOR"], [{ type: "give", seat: other, cards: ["F", 13] }, "NOT_AN_ACTOR"]);
    else if (r.choices[other]) out.push([{ type: "pass", seat: other }, "ALREADY_CHOSEN"], [{ type: "give", seat: other, cards: ["F", 13] }, "ALREADY_CHOSEN"]);
  }
  for (const seat of waiting) {
    out.push([{ type: "place", seat, location: "rialto" }, "WRONG_ACT"], [{ type: "answer", seat, card: "code" }, "WRONG_ACT"]);
    const allowed = partnersAllowed(s, seat, m);
    if (!allowed) out.push([{ type: "declare", seat, partner: "red", combination: [13, 24, 36, 47] }, "NO_DECLARATION_HERE"]);
    else if (seat === "ambassador") out.push([{ type: "declare", seat, partner: "red", combination: [13, 24, 36, 47] }, "BAD_PARTNER"], [{ type: "declare", seat, combination: [13, 24, 36, 36] }, "BAD_COMBINATION"]);
    else {
      // A declaration naming oneself (C10.8), or with a combination that is not an ordering of the codes.
      out.push([{ type: "declare", seat, partner: seat, combination: [13, 24, 36, 47] }, "BAD_PARTNER"]);
      out.push([{ type: "declare", seat, partner: allowed[0], combination: [13, 24, 36] }, "BAD_COMBINATION"]);
      out.push([{ type: "declare", seat, partner: allowed[0], combination: [13, 24, 36, 99] }, "BAD_COMBINATION"]);
    }
    if (seat === "ambassador") {
      out.push([{ type: "give", seat, cards: ["F", 13] }, "WRONG_ACT"], [{ type: "ask", seat, target: "red" }, "WRONG_ACT"]);
      continue;
    }
    const me = s.secrets[seat as AgentSeat];
    if (m.kind === "exchange" || m.kind === "ambassadorTwo") {
      const wrongId = (["F", "B", "Z", "X"] as const).find((x) => x !== me.identity)!;
      const wrongCode = s.codes.find((c) => c !== me.code)!;
      out.push(
        [{ type: "give", seat, cards: ["Q", me.code] }, "UNKNOWN_CARD"], [{ type: "give", seat, cards: [me.identity, 99] }, "UNKNOWN_CARD"],
        [{ type: "give", seat, cards: [me.identity, me.code] }, "NOT_ONE_TRUE"], [{ type: "give", seat, cards: [me.code, me.identity] }, "NOT_ONE_TRUE"],
        [{ type: "give", seat, cards: [wrongId, wrongCode] }, "NOT_ONE_TRUE"], [{ type: "give", seat, cards: [me.code, me.code] }, "SAME_CARD"],
        [{ type: "pass", seat }, "WRONG_ACT"], [{ type: "look", seat, card: "code" }, "WRONG_ACT"], [{ type: "ask", seat, target: "red" }, "WRONG_ACT"],
      );
      const to: Seat = m.kind === "exchange" ? m.agents.find((x) => x !== seat)! : "ambassador";
      const rec = s.records[seat as AgentSeat]?.[to]?.sets ?? [];
      const repeatable = rec.length >= 12 ? [rec[rec.length - 1]!] : rec;
      for (const set of repeatable) out.push([{ type: "give", seat, cards: [set[0], set[1]] }, "REPEATED_SET"], [{ type: "give", seat, cards: [set[1], set[0]] }, "REPEATED_SET"]);
    }
    if (m.kind === "ambassador") {
      out.push([{ type: "ask", seat, target: seat }, "BAD_TARGET"], [{ type: "ask", seat, target: "ambassador" }, "BAD_TARGET"], [{ type: "give", seat, cards: ["F", 13] }, "WRONG_ACT"]);
      for (const t of AGENT_SEATS) {
        if (t === seat) continue;
        out.push(s.roles[t] === "blind" ? [{ type: "ask", seat, target: t }, "KIND_NEEDED"] : [{ type: "ask", seat, target: t, card: "identity" }, "KIND_NOT_YOURS"]);
      }
    }
    if (m.kind === "blind") out.push([{ type: "ask", seat, target: "red" }, "WRONG_ACT"], [{ type: "give", seat, cards: ["F", 13] }, "WRONG_ACT"]);
  }
  return out;
}

describe("cards: hostile input (C14)", function () {
  this.timeout(120_000);

  it("C14.1: over 10,000 malformed actions over states of 2–5 player games are each refused with their code; the state stays byte-identical", () => {
    const codes = new Map<string, number>();
    let total = 0;
    for (const players of [2, 3, 4, 5] as const) {
      for (let g = 0; g < 6; g++) {
        let i = 0;
        playRandom({ players, seed: `fuzz-${players}-${g}`, maxRounds: 40 }, `fb-${g}`, 20, ({ state }) => {
          if (i++ % 3 !== 0 && !state.result) return;
          const before = JSON.stringify(state);
          const seat = state.seats[i % state.seats.length]!;
          for (const [action, code] of [...garbage(seat), ...refusedHere(state)]) {
            const r = applyAction(state, action);
            if (r.ok || r.error.code !== code) {
              throw new Error(`${JSON.stringify(action)?.slice(0, 200)} in ${state.round.phase}: expected ${code}, got ${r.ok ? "ok" : r.error.code}`);
            }
            expect(typeof r.error.message).to.equal("string");
            codes.set(code, (codes.get(code) ?? 0) + 1);
            total++;
          }
          expect(JSON.stringify(state)).to.equal(before);
        });
      }
    }
    expect(total).to.be.greaterThan(10_000);
    // Every refusal of C14.1 was met.
    expect([...codes.keys()].sort()).to.deep.equal([
      "ALREADY_CHOSEN", "BAD_CARD_KIND", "BAD_COMBINATION", "BAD_PARTNER", "BAD_TARGET", "BLIND_SEAT", "GAME_OVER", "KIND_NEEDED",
      "KIND_NOT_YOURS", "MALFORMED_ACTION", "NOT_AN_ACTOR", "NOT_ONE_TRUE", "NOT_YOUR_TURN", "NO_DECLARATION_HERE", "REPEATED_SET",
      "SAME_CARD", "TILE_PLAYED", "UNKNOWN_CARD", "UNKNOWN_LOCATION", "UNKNOWN_SEAT", "WRONG_ACT",
    ]);
    console.log(`cards fuzz: ${total} malformed actions refused`);
  });

  it("C14.1: applyAction given anything but a card game state refuses NOT_A_STATE and never throws", () => {
    for (const s of [null, {}, { version: 1 }, "state", []]) {
      const r = applyAction(s as never, { type: "pass", seat: "red" });
      expect(r.ok).to.equal(false);
      if (!r.ok) expect(r.error.code).to.equal("NOT_A_STATE");
    }
  });
});
