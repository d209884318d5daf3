/**
 * The rules of the contract (CARD-GAME.md) that no other test cites — C1.2, C2.3, C5.1, C6.10,
 * C6.11, C7.1, C12.1, C13.1 — each proved through the public engine API (createGame, applyAction,
 * viewFor, legalActions, waitingOn, createMatch…), one `it` per rule.
 *
 * C13.1 is a property test over seeded random games of 2–5 players: at many positions, for every
 * seat that plays, a second game is built that the seat cannot tell from the real one — the other
 * seats' black cards dealt otherwise (`fixed.deal`, any deal that fits every set shown so far and
 * every black card the seat saw), the face-down piles' unturned tiles in another order
 * (`fixed.piles`), the sets exchanged between other seats, the others' sealed choices of the
 * current meeting (and the 5-player face-down tile) chosen otherwise, another seed — by replaying
 * the same actions (those the seat cannot see made otherwise). The seat's two views are
 * checked to be identical (all but `legal`); then its legal actions must be the same, and every
 * action of a broad sample (legal ones, and every action type with varied fields) must get the same
 * answer — accepted, or refused with the same code and sentence — in both games.
 */
import { expect } from "@open-wc/testing";
import {
  AGENT_SEATS, DEFAULT_CODES, IDENTITIES, LOCATIONS, Rng, applyAction, combinationOf, createGame, createMatch,
  isAgentSeat, legalActions, nextGame, seedRng, viewFor, waitingOn,
  type AgentSeat, type CardsAction, type CardsOptions, type CardsState, type CardsView, type Code, type Location,
  type Meeting, type Secret, type Seat, type TileHolder, type Viewer,
} from "../../../src/games/cards/index.js";
import { COMBO, DEAL, act, acts, declare, game, give, placeAll, refused } from "./support/cards.js";
import { playRandom, type Step } from "./support/random-play.js";
import { playMatchGame } from "./support/match-play.js";

type Deal = Record<AgentSeat, Secret>;

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Every deal of the black cards (C2.4): 24 × 24. */
const DEALS: Deal[] = permutations(IDENTITIES).flatMap((ids) => permutations(DEFAULT_CODES).map((codes) =>
  Object.fromEntries(AGENT_SEATS.map((s, i) => [s, { identity: ids[i]!, code: codes[i]! }])) as Deal));

const sameSecret = (a: Secret, b: Secret) => a.identity === b.identity && a.code === b.code;
const sameDeal = (a: Deal, b: Readonly<Deal>) => AGENT_SEATS.every((s) => sameSecret(a[s], b[s]));
const isTrue = (c: unknown, s: Secret) => (typeof c === "number" ? c === s.code : c === s.identity);
const blackCard = (s: Secret, kind: "identity" | "code") => (kind === "identity" ? s.identity : s.code);

/** The meetings the last "revealed" event made public (C5), as `location:kind:agents[+ambassador]`. */
function revealed(s: CardsState): string[] {
  const ev = [...viewFor(s, "spectator").log].reverse().find((e) => e.type === "revealed")!;
  return (ev.data.meetings as Meeting[]).map((m) => `${m.location}:${m.kind}:${m.agents.join("+")}${m.ambassador ? "+ambassador" : ""}`);
}

/** 4 players, the C15.1 scene: red and blue alone at Rialto, an exchange; the Ambassador at San Marco. */
const exchange4 = () => placeAll(game(4, { ambassador: ["san-marco"] }), { red: "rialto", blue: "rialto", green: "arsenale", yellow: "accademia" });
/** 4 players, the C15.2 scene: yellow alone with the Ambassador at San Marco. */
const question4 = () => placeAll(game(4, { ambassador: ["san-marco"] }), { red: "rialto", blue: "arsenale", green: "accademia", yellow: "san-marco" });
/** 3 players (yellow blind): red alone with blind yellow at Rialto, a blind meeting. */
const blind3 = () => placeAll(game(3, { ambassador: ["san-marco"], yellow: ["rialto"] }), { red: "rialto", blue: "arsenale", green: "accademia" });
/** 3 players: red alone with the Ambassador at San Marco. */
const question3 = () => placeAll(game(3, { ambassador: ["san-marco"], yellow: ["santa-lucia"] }), { red: "san-marco", blue: "rialto", green: "accademia" });
/** 5 players: red and blue with the Ambassador player at Rialto (C5.5). */
const two5 = () => placeAll(game(5), { ambassador: "rialto", red: "rialto", blue: "rialto", green: "accademia", yellow: "san-marco" });

describe("cards: the contract's uncited rules (C1.2, C2.3, C5.1, C6.10, C6.11, C7.1, C12.1, C13.1)", function () {
  this.timeout(60_000);

  it("C1.2: the colours are red, blue, green and yellow, one per agent seat, and black — the secret cards and the Ambassador's tiles", () => {
    expect(AGENT_SEATS).to.deep.equal(["red", "blue", "green", "yellow"]);
    for (const players of [2, 3, 4, 5] as const) {
      const s = createGame({ players, seed: `colours-${players}` });
      // Every colour is an agent seat in every game, each once; the only other seat (5p) is the Ambassador player, of no colour.
      expect(s.seats.filter(isAgentSeat), `${players}p`).to.deep.equal(AGENT_SEATS);
      expect(s.seats.filter((x) => !isAgentSeat(x))).to.deep.equal(players === 5 ? ["ambassador"] : []);
      const spectator = viewFor(s, "spectator");
      for (const c of AGENT_SEATS) {
        // Each colour its 5 location tiles, and one black identity card and one black code card.
        expect(spectator.tiles[c].left).to.deep.equal(LOCATIONS);
        expect(IDENTITIES).to.include(s.secrets[c].identity);
        expect(DEFAULT_CODES).to.include(s.secrets[c].code);
        if (s.roles[c] === "agent") {
          // An agent player's coloured cards (his own colour) and, apart, his black ones.
          const you = viewFor(s, c).you!;
          expect(you.hand).to.deep.equal([...IDENTITIES, ...DEFAULT_CODES]);
          expect(you.secret).to.deep.equal(s.secrets[c]);
        }
      }
      // Black: the 4 black identity and the 4 black code cards, one of each per colour, and the Ambassador's 5 black tiles.
      expect(AGENT_SEATS.map((c) => s.secrets[c].identity).sort()).to.deep.equal([...IDENTITIES].sort());
      expect(AGENT_SEATS.map((c) => s.secrets[c].code).sort((a, b) => a - b)).to.deep.equal(DEFAULT_CODES);
      expect(spectator.tiles.ambassador.left).to.deep.equal(LOCATIONS);
      // No other colour is at the table, black included.
      for (const other of ["black", "purple", "white"]) {
        expect(() => viewFor(s, other as Seat)).to.throw().with.property("error").that.deep.includes({ code: "UNKNOWN_SEAT" });
        refused(s, { type: "place", seat: other, location: "rialto" }, "UNKNOWN_SEAT");
      }
    }
  });

  it("C2.3: a blind seat has a colour, its 5 tiles face down and its two black cards lying apart: no coloured cards, no act; one black card is seen without the other", () => {
    for (const players of [2, 3] as const) {
      const s = game(players);
      const blind = AGENT_SEATS.filter((x) => s.roles[x] === "blind");
      expect(blind, `${players}p`).to.have.length(players === 2 ? 2 : 1);
      const dealt = s.log.find((e) => e.type === "dealt")!;
      for (const b of blind) {
        // A colour, and its 5 tiles in a face-down pile (which are left is public, not their order).
        expect(s.tiles[b].played).to.deep.equal([]);
        expect([...s.tiles[b].pile].sort()).to.deep.equal([...LOCATIONS].sort());
        expect(viewFor(s, "spectator").tiles[b]).to.deep.equal({ played: [], left: LOCATIONS });
        // Its two black cards, dealt like everyone's, known to no one.
        expect(s.secrets[b]).to.deep.equal(DEAL[b]);
        expect(Object.keys(dealt.private ?? {})).to.not.include(b);
        // No coloured cards, and no one plays it.
        const v = viewFor(s, b);
        expect(v.you).to.equal(null);
        expect(v.legal).to.deep.equal([]);
        refused(s, { type: "place", seat: b, location: "rialto" }, "BLIND_SEAT");
        refused(s, give(b, "F", 13), "BLIND_SEAT");
      }
    }
    // 3 players: red meets blind yellow (Agent X, 47) alone. A blind meeting, not an exchange: yellow gives no set.
    const s = blind3();
    expect(revealed(s)).to.deep.equal(["rialto:blind:red+yellow"]);
    expect(legalActions(s, "red").filter((a) => a.type !== "declare")).to.deep.equal([
      { type: "look", seat: "red", card: "identity" }, { type: "look", seat: "red", card: "code" }, { type: "pass", seat: "red" },
    ]);
    refused(s, give("red", "B", 24), "WRONG_ACT");
    // The identity card can be looked at without the code card, and the other way round.
    for (const [card, value] of [["identity", "X"], ["code", 47]] as const) {
      const v = viewFor(act(s, { type: "look", seat: "red", card }), "red");
      expect(v.sheet.map((e) => [e.via, e.from, e.cards])).to.deep.equal([["look", "yellow", [value]]]);
      expect(v.log.filter((e) => e.mine && e.type !== "dealt").map((e) => e.mine)).to.deep.equal([{ kind: card, cards: [value] }]);
    }
    // 2 players: blind green (Zsa Zsa, 24) asked for one card shows that one only (C6.6); the other blind seat is untouched.
    let t = placeAll(game(2, { ambassador: ["san-marco"], green: ["arsenale"], yellow: ["santa-lucia"] }), { red: "rialto", blue: "san-marco" });
    expect(revealed(t)).to.deep.equal(["san-marco:ambassador:blue+ambassador"]);
    t = act(t, { type: "ask", seat: "blue", target: "green", card: "identity" });
    expect(viewFor(t, "blue").sheet.map((e) => [e.via, e.from, e.cards])).to.deep.equal([["question", "green", ["Z"]]]);
  });

  it("C5.1: at each location the agent seats' tiles — agent players' and blind seats' alike — and the Ambassador's are counted", () => {
    // The Ambassador's tile counts: two agents alone exchange; with the Ambassador's tile there, three tiles, nothing (2–4p).
    const where4 = { red: "rialto", blue: "rialto", green: "arsenale", yellow: "accademia" } as const;
    expect(revealed(placeAll(game(4, { ambassador: ["san-marco"] }), where4))).to.deep.equal(["rialto:exchange:red+blue"]);
    expect(revealed(placeAll(game(4, { ambassador: ["rialto"] }), where4))).to.deep.equal([]);
    // One agent and the Ambassador's tile: two tiles, an Ambassador meeting.
    expect(revealed(placeAll(game(4, { ambassador: ["arsenale"] }), where4))).to.deep.equal(["rialto:exchange:red+blue", "arsenale:ambassador:green+ambassador"]);
    // A blind seat's tile counts as an agent's: with two agent players it makes three agents (nothing); with one, two (a blind meeting).
    const where3 = { red: "rialto", blue: "rialto", green: "accademia" } as const;
    expect(revealed(placeAll(game(3, { ambassador: ["san-marco"], yellow: ["arsenale"] }), where3))).to.deep.equal(["rialto:exchange:red+blue"]);
    expect(revealed(placeAll(game(3, { ambassador: ["san-marco"], yellow: ["rialto"] }), where3))).to.deep.equal([]);
    expect(revealed(placeAll(game(3, { ambassador: ["san-marco"], yellow: ["accademia"] }), where3))).to.deep.equal(["rialto:exchange:red+blue", "accademia:blind:green+yellow"]);
    // 2 players: an agent player with the Ambassador's tile meets him; with a blind seat's tile there too, three tiles, nothing.
    expect(revealed(placeAll(game(2, { ambassador: ["rialto"], green: ["santa-lucia"], yellow: ["arsenale"] }), { red: "rialto", blue: "accademia" })))
      .to.deep.equal(["rialto:ambassador:red+ambassador"]);
    expect(revealed(placeAll(game(2, { ambassador: ["rialto"], green: ["rialto"], yellow: ["arsenale"] }), { red: "rialto", blue: "accademia" }))).to.deep.equal([]);
    // A blind seat alone with the Ambassador's tile is one agent and the Ambassador (nothing, C5.6); a blind seat with an agent player, two agents.
    expect(revealed(placeAll(game(2, { ambassador: ["accademia"], green: ["accademia"], yellow: ["arsenale"] }), { red: "rialto", blue: "arsenale" })))
      .to.deep.equal(["arsenale:blind:blue+yellow"]);
    // 5 players: the Ambassador player's tile counts too (C5.5 with it, an exchange without it).
    const where5 = { red: "rialto", blue: "rialto", green: "accademia", yellow: "santa-lucia" } as const;
    expect(revealed(placeAll(game(5), { ambassador: "rialto", ...where5 }))).to.deep.equal(["rialto:ambassadorTwo:red+blue+ambassador"]);
    expect(revealed(placeAll(game(5), { ambassador: "arsenale", ...where5 }))).to.deep.equal(["rialto:exchange:red+blue"]);
    expect(revealed(placeAll(game(5), { ambassador: "accademia", ...where5 }))).to.deep.equal(["rialto:exchange:red+blue", "accademia:ambassador:green+ambassador"]);
  });

  it("C6.10: black cards pass only as C6.5–C6.8 say (the deal to its owner, an answer, a look); no act carries anything else between seats", () => {
    const stats = { shown: 0, looked: 0, hints: 0 };
    for (const players of [2, 3, 4, 5] as const) {
      for (let g = 0; g < 6; g++) {
        let i = 0;
        const end = playRandom({ players, seed: `c6.10-${players}-${g}`, maxRounds: 40 }, `c6.10-bot-${g}`, 15, ({ state }) => {
          // No hint may ride on an act: any field beyond the act's own is refused, the state unchanged.
          if (i++ % 5 !== 0 || state.result) return;
          for (const seat of waitingOn(state)) {
            for (const a of legalActions(state, seat).slice(0, 3)) {
              refused(state, { ...a, hint: "I am Fiddlebottom" }, "MALFORMED_ACTION");
              if (a.type !== "declare") refused(state, { ...a, claims: { [seat]: { identity: "F" } } }, "MALFORMED_ACTION");
              stats.hints++;
            }
          }
        });
        const agentPlayers = AGENT_SEATS.filter((s) => end.roles[s] === "agent");
        const revealedAt = (round: number, location: string) => {
          const ev = end.log.find((e) => e.type === "revealed" && e.round === round)!;
          return (ev.data.meetings as Meeting[]).find((m) => m.location === location)!;
        };
        for (const e of end.log) {
          if (e.type === "asked") expect(Object.keys(e.data).sort(), "a question's public part").to.deep.equal(["asker", "location", "target"]);
          if (e.type === "committed") expect(Object.keys(e.data).sort()).to.deep.equal(["location", "seat"]);
          if (e.type === "shown" || e.type === "looked") expect(Object.keys(e.data).sort(), e.type).to.deep.equal(["from", "location", "to", "via"]);
          if (!e.private) continue;
          const to = Object.keys(e.private).sort();
          const where = `${players}p game ${g}, event ${e.seq} (${e.type})`;
          switch (e.type) {
            case "dealt": // C2.4: each agent player his own two, no one else's, a blind seat's to no one.
              expect(to, where).to.deep.equal([...agentPlayers].sort());
              for (const s of agentPlayers) expect(e.private[s], where).to.deep.equal(end.secrets[s]);
              break;
            case "set": // coloured cards, to the giver and the receiver alone (C13.2)
              expect(to, where).to.deep.equal([e.data.from as string, e.data.to as string].sort());
              break;
            case "shown": { // C6.5, C6.6, C6.8: the answer to a question just asked: the asker, the named agent player, 5p the Ambassador player
              const { from, to: asker, location } = e.data as { from: AgentSeat; to: AgentSeat; location: Location };
              const asked = end.log.filter((x) => x.seq < e.seq && x.type === "asked").pop()!;
              expect(asked.data, where).to.deep.include({ asker, target: from, location });
              expect(asked.round).to.equal(e.round);
              expect(revealedAt(e.round, location).kind, where).to.equal("ambassador");
              const expected = [asker, ...(end.roles[from] === "agent" ? [from] : []), ...(players === 5 ? ["ambassador"] : [])].sort();
              expect(to, where).to.deep.equal(expected);
              const card = e.private[asker] as { kind: "identity" | "code"; cards: unknown[] };
              expect(card.cards, where).to.deep.equal([blackCard(end.secrets[from], card.kind)]);
              for (const s of to) expect(e.private[s as Seat]).to.deep.equal(card);
              stats.shown++;
              break;
            }
            case "looked": { // C6.7: the looker alone, at his blind meeting
              const { from, to: looker, location } = e.data as { from: AgentSeat; to: AgentSeat; location: Location };
              const m = revealedAt(e.round, location);
              expect(m.kind, where).to.equal("blind");
              expect(m.agents, where).to.deep.include.members([looker, from]);
              expect(end.roles[from]).to.equal("blind");
              expect(to, where).to.deep.equal([looker]);
              const card = e.private[looker] as { kind: "identity" | "code"; cards: unknown[] };
              expect(card.cards, where).to.deep.equal([blackCard(end.secrets[from], card.kind)]);
              stats.looked++;
              break;
            }
            default:
              expect.fail(`${where}: a private part on an event that may carry none`);
          }
        }
      }
    }
    expect(stats.shown).to.be.greaterThan(30);
    expect(stats.looked).to.be.greaterThan(10);
    expect(stats.hints).to.be.greaterThan(500);
  });

  it("C6.11: instead of his act at a meeting a seat may declare, where C10.2 allows; the declaration replaces the act", () => {
    // 4 players, an exchange: red may give a set or declare, naming blue (C10.3).
    let s = exchange4();
    const legal = legalActions(s, "red");
    expect([...new Set(legal.map((a) => a.type))]).to.deep.equal(["give", "declare"]);
    expect(legal.filter((a) => a.type === "declare").every((a) => a.type === "declare" && a.partner === "blue")).to.equal(true);
    s = act(s, declare("red", "blue"));
    // Instead of, not as well as: his act is gone.
    refused(s, give("red", "B", 24), "ALREADY_CHOSEN");
    refused(s, declare("red", "blue"), "ALREADY_CHOSEN");
    expect(legalActions(s, "red")).to.deep.equal([]);
    s = act(s, give("blue", "F", 13));
    expect(s.result).to.deep.include({ reason: "right-declaration" });
    expect(s.result!.declaration).to.deep.include({ declarer: "red", partner: "blue", combination: COMBO });
    expect(s.log.filter((e) => e.type === "set")).to.deep.equal([]);
    // 3 players: instead of a look, and instead of a question (C10.2, 2–3 players: any meeting he is in).
    const b = act(blind3(), declare("red", "blue"));
    expect(b.result?.reason).to.equal("right-declaration");
    expect(b.log.some((e) => e.type === "looked" || e.type === "passed")).to.equal(false);
    refused(b, { type: "look", seat: "red", card: "code" }, "GAME_OVER");
    const q = act(question3(), declare("red", "yellow", [47, 13, 24, 36]));
    expect(q.result?.reason).to.equal("wrong-declaration");
    expect(q.log.some((e) => e.type === "asked" || e.type === "passed")).to.equal(false);
    // Where C10.2 allows none, the seat keeps only its act: 4 players alone with the Ambassador; 5 players with two agents.
    const a = question4();
    refused(a, declare("yellow", "green"), "NO_DECLARATION_HERE");
    expect(legalActions(a, "yellow").some((x) => x.type === "declare")).to.equal(false);
    expect(act(a, { type: "pass", seat: "yellow" }).round.number).to.equal(2);
    let t = two5();
    refused(t, declare("red", "blue"), "NO_DECLARATION_HERE");
    // …while the Ambassador player may declare there instead of passing: the agents' sets are never shown.
    t = acts(t, give("red", "B", 24), give("blue", "F", 13), declare("ambassador", undefined));
    expect(t.result?.reason).to.equal("ambassador-right");
    expect(t.log.filter((e) => e.type === "set" || e.type === "passed")).to.deep.equal([]);
    // Only at a meeting he is in: not while placing, not at another's meeting.
    refused(game(4), declare("red", "blue"), "WRONG_ACT");
    refused(exchange4(), declare("green", "yellow"), "NOT_AN_ACTOR");
  });

  it("C7.1: the exchange and the showing of sets are compulsory (and the answer); the question and the look optional; a pass is seen by everyone", () => {
    // Compulsory: no pass at an exchange, at C5.5 for the agents, nor for the agent player named in a question.
    const e = exchange4();
    refused(e, { type: "pass", seat: "red" }, "WRONG_ACT");
    expect(legalActions(e, "red").some((a) => a.type === "pass")).to.equal(false);
    const t = two5();
    for (const seat of ["red", "blue"] as const) {
      refused(t, { type: "pass", seat }, "WRONG_ACT");
      expect(legalActions(t, seat).map((a) => a.type)).to.satisfy((types: string[]) => types.every((x) => x === "give"));
    }
    expect(legalActions(t, "ambassador").map((a) => a.type)).to.include("pass");
    const q = act(question4(), { type: "ask", seat: "yellow", target: "red" });
    refused(q, { type: "pass", seat: "red" }, "WRONG_ACT");
    expect(legalActions(q, "red")).to.deep.equal([{ type: "answer", seat: "red", card: "identity" }, { type: "answer", seat: "red", card: "code" }]);
    // Optional: the question and the look may be passed.
    const b = blind3();
    expect(legalActions(b, "red").map((a) => a.type)).to.include.members(["look", "pass"]);
    const pb = act(b, { type: "pass", seat: "red" });
    expect(pb.log.some((x) => x.type === "looked")).to.equal(false);
    const a = question4();
    expect(legalActions(a, "yellow").map((x) => x.type)).to.include.members(["ask", "pass"]);
    const pa = act(a, { type: "pass", seat: "yellow" });
    expect(pa.log.some((x) => x.type === "asked")).to.equal(false);
    // A pass is seen by everyone, spectators included: who passed and where, the same for all.
    for (const [s, seat, location] of [[pa, "yellow", "san-marco"], [pb, "red", "rialto"]] as const) {
      for (const viewer of [...s.seats, "spectator"] as Viewer[]) {
        const passed = viewFor(s, viewer).log.filter((x) => x.type === "passed");
        expect(passed.map((x) => [x.data, x.mine, x.private]), `${viewer} sees ${seat}'s pass`).to.deep.equal([[{ seat, location }, undefined, undefined]]);
      }
    }
  });

  it("C12.1 (ruling): a match is offered for every player count, 2 to 5, and plays to its winners", () => {
    for (const players of [2, 3, 4, 5] as const) {
      let m = createMatch({ players, seed: `c12.1-${players}`, maxRounds: 30 });
      const rng = new Rng(seedRng(`c12.1-bots-${players}`));
      expect(m.players).to.equal(players);
      expect(m.scores).to.deep.equal(Array.from({ length: players }, () => 0));
      for (let g = 0; g < 60 && !m.winners; g++) {
        if (g > 0) m = nextGame(m);
        // Every game of the match is a game of that many players, each player at one seat.
        expect(m.current.players, `${players}p game ${g}`).to.equal(players);
        const seated = Object.values(m.games[g]!.seating).filter((p) => p !== null);
        expect([...seated].sort()).to.deep.equal(Array.from({ length: players }, (_, i) => i));
        m = playMatchGame(m, rng);
      }
      expect(m.winners, `${players}p match`).to.not.equal(null);
      expect(m.winners!.every((p) => m.scores[p]! >= 3)).to.equal(true);
      expect(m.games.length).to.be.greaterThan(1);
    }
  });

  it("C13.1: what a seat may do, and every refusal it gets, depend only on what it may see (seeded random games of 2–5 players against games it cannot tell apart)", () => {
    const stats = {
      positions: 0, checks: 0, dealsOther: 0, setsOther: 0, pilesOther: 0, choicesOther: 0, tileOther: 0, tries: 0, accepted: 0,
      legalSeen: 0, codes: new Set<string>(), phases: new Set<string>(),
    };
    for (const players of [2, 3, 4, 5] as const) {
      const probe = createGame({ players, seed: "probe" });
      const holders: TileHolder[] = [...(players === 5 ? [] : ["ambassador" as const]), ...AGENT_SEATS.filter((s) => probe.roles[s] === "blind")];
      const seated = probe.seats.filter((s) => probe.roles[s] !== "blind");
      for (let g = 0; g < 4; g++) {
        const rng = new Rng(seedRng(`c13.1-${players}-${g}`));
        // The real game's pile orders, every shuffle fixed in advance, so another game can keep the tiles already turned.
        const piles: Partial<Record<TileHolder, Location[][]>> = {};
        for (const h of holders) piles[h] = Array.from({ length: 8 }, () => rng.shuffle(LOCATIONS));
        const options: CardsOptions = { players, seed: `c13.1-${players}-${g}`, maxRounds: 30, fixed: { piles } };
        const steps: Step[] = [];
        playRandom(options, `c13.1-bot-${players}-${g}`, 12, (step) => steps.push(step));
        const first = steps[0]!.state.round.first;
        for (let t = 0; t < steps.length; t++) {
          const state = steps[t]!.state;
          if (state.result) continue;
          const phase = state.round.phase;
          if (rng.int(phase === "placing" ? 8 : 2) !== 0) continue;
          stats.positions++;
          stats.phases.add(`${players}:${phase}`);
          const before = JSON.stringify(state);
          for (const seat of seated) {
            const other = otherGame(steps, t, seat, { ...options, seed: `${options.seed}/other`, fixed: {} }, first, piles, rng, stats);
            checkSeat(state, other, seat, stats);
          }
          // A refusal is told only to the seat refused: it changes nothing anyone else could see.
          expect(JSON.stringify(state) === before, "a refused action changed the state").to.equal(true);
        }
      }
    }
    // The games above really differed in what the seats may not see, and the actions tried met accepted and refused answers of every kind.
    console.log(`cards C13.1: ${stats.positions} positions, ${stats.checks} seat checks, ${stats.tries} actions tried (${stats.accepted} accepted); ` +
      `other deals ${stats.dealsOther}, other piles ${stats.pilesOther}, other sets between others ${stats.setsOther}, other sealed choices ${stats.choicesOther}, other 5p tiles ${stats.tileOther}`);
    expect(stats.checks).to.be.greaterThan(600);
    expect(stats.dealsOther).to.be.greaterThan(stats.checks / 2);
    expect(stats.pilesOther).to.be.greaterThan(stats.checks / 4);
    expect(stats.setsOther).to.be.greaterThan(1000);
    expect(stats.choicesOther).to.be.greaterThan(50);
    expect(stats.tileOther).to.be.greaterThan(5);
    expect(stats.legalSeen).to.be.greaterThan(100);
    expect(stats.accepted).to.be.greaterThan(1000);
    for (const p of [2, 3, 4, 5]) expect([...stats.phases]).to.include.members([`${p}:placing`, `${p}:meeting`, `${p}:answer`]);
    expect([...stats.phases]).to.include("5:ambassadorTile");
    expect([...stats.codes]).to.include.members([
      "NOT_YOUR_TURN", "NOT_AN_ACTOR", "ALREADY_CHOSEN", "WRONG_ACT", "UNKNOWN_LOCATION", "TILE_PLAYED", "UNKNOWN_CARD", "SAME_CARD",
      "NOT_ONE_TRUE", "REPEATED_SET", "BAD_TARGET", "BAD_CARD_KIND", "KIND_NEEDED", "KIND_NOT_YOURS", "BAD_COMBINATION", "BAD_PARTNER",
      "NO_DECLARATION_HERE", "MALFORMED_ACTION",
    ]);
  });
});

interface Stats {
  checks: number; dealsOther: number; setsOther: number; pilesOther: number; choicesOther: number; tileOther: number; tries: number; accepted: number;
  legalSeen: number; codes: Set<string>;
}

/**
 * The indices (into the actions) of the sealed choices `seat` may not see at position `t`: the
 * others' choices at the current meeting (C9.2) and, 5 players, the Ambassador player's face-down
 * tile until it is turned (C9.4).
 */
function hiddenChoices(steps: readonly Step[], t: number, seat: Seat): Set<number> {
  const now = steps[t]!.state.round;
  const out = new Set<number>();
  for (let j = t; j >= 1; j--) {
    const before = steps[j - 1]!.state.round;
    if (before.number !== now.number) break;
    const sameMeeting = now.phase === "meeting" && before.phase === "meeting" && before.current === now.current;
    const sealedTile = now.sealedTile !== null && before.phase === "ambassadorTile";
    if (sameMeeting || sealedTile) {
      if (steps[j]!.action!.seat !== seat) out.add(j - 1);
    } else if (!(now.sealedTile !== null && before.phase === "placing")) break;
  }
  return out;
}

/**
 * A game `seat` cannot tell from the real one at position `t`: the same actions replayed on another
 * deal of the black cards it has not seen, other orders of the unturned tiles of every pile, the
 * sets between two other seats and the others' sealed choices made otherwise, another seed.
 */
function otherGame(
  steps: readonly Step[], t: number, seat: Seat, options: CardsOptions, first: AgentSeat,
  piles: Partial<Record<TileHolder, Location[][]>>, rng: Rng, stats: Stats,
): CardsState {
  const state = steps[t]!.state;
  const actions = steps.slice(1, t + 1).map((s) => s.action!);
  const hidden = hiddenChoices(steps, t, seat);
  // The deal: the seat's own black cards kept; every set it gave or received keeps exactly one true card;
  // every black card it was shown or looked at keeps its value.
  const seen = state.log.filter((e) => (e.type === "shown" || e.type === "looked") && e.private?.[seat])
    .map((e) => ({ from: e.data.from as AgentSeat, card: e.private![seat] as { kind: "identity" | "code"; cards: unknown[] } }));
  // (A set is seen by its giver and its receiver only: the sets between others are made otherwise below.)
  const receiverOf = (before: CardsState, giver: Seat): Seat => {
    const m = before.round.meetings[before.round.current]!;
    return m.kind === "exchange" ? m.agents.find((x) => x !== giver)! : "ambassador";
  };
  const visible = actions.map((a, i) => a.type === "give" && (a.seat === seat || receiverOf(steps[i]!.state, a.seat) === seat));
  const gives = actions.filter((_, i) => visible[i] && !hidden.has(i)) as Extract<CardsAction, { type: "give" }>[];
  const fitting = DEALS.filter((d) =>
    !sameDeal(d, state.secrets) &&
    (state.roles[seat] !== "agent" || sameSecret(d[seat as AgentSeat], state.secrets[seat as AgentSeat])) &&
    gives.every((a) => a.cards.filter((c) => isTrue(c, d[a.seat as AgentSeat])).length === 1) &&
    seen.every(({ from, card }) => blackCard(d[from], card.kind) === card.cards[0]));
  const deal = fitting.length > 0 ? rng.pick(fitting) : { ...state.secrets };
  if (fitting.length > 0) stats.dealsOther++;
  // The piles: every earlier shuffle as it was (all turned), this one's turned tiles as they were and the rest in another order, later ones anew.
  const other: Partial<Record<TileHolder, Location[][]>> = {};
  let pilesOther = false;
  for (const [h, orders] of Object.entries(piles) as [TileHolder, Location[][]][]) {
    const { played, pile } = state.tiles[h];
    expect(orders[state.shuffles]!.slice(0, played.length)).to.deep.equal(played);
    if (pile.length > 1) pilesOther = true;
    other[h] = orders.map((o, k) => (k < state.shuffles ? o : k > state.shuffles ? rng.shuffle(o) : pile.length > 1 ? [...played, ...pile.slice(1), pile[0]!] : o));
  }
  if (pilesOther) stats.pilesOther++;
  let s = createGame({ ...options, fixed: { deal, first, piles: other } });
  actions.forEach((a, i) => {
    let action: CardsAction = a;
    // (The 5p face-down tile of a cycle's last round has no other: it stays.)
    const alternatives = hidden.has(i) ? legalActions(s, a.seat).filter((x) => JSON.stringify(x) !== JSON.stringify(a)) : [];
    if (alternatives.length > 0) {
      action = rng.pick(alternatives);
      if (a.type === "place") stats.tileOther++;
      else stats.choicesOther++;
    } else if (hidden.has(i)) expect(a.type, `another choice for ${a.seat}`).to.equal("place");
    else if (a.type === "give" && !visible[i]) {
      // A set between two other seats: any the giver may give in this game.
      action = rng.pick(legalActions(s, a.seat).filter((x) => x.type === "give"));
      if (JSON.stringify(action) !== JSON.stringify(a)) stats.setsOther++;
    }
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}, accepted in the real game, refused in one ${seat} cannot tell from it: ${r.error.code}`);
    s = r.state;
  });
  return s;
}

/** A seat's view without its legal actions (those are compared on their own). */
const viewText = (v: CardsView) => JSON.stringify({ ...v, legal: undefined });

/** The two games give `seat` the same view; then the same legal actions and the same answer to every action tried. */
function checkSeat(real: CardsState, other: CardsState, seat: Seat, stats: Stats): void {
  stats.checks++;
  const a = viewText(viewFor(real, seat)), b = viewText(viewFor(other, seat));
  if (a !== b) {
    let i = 0;
    while (a[i] === b[i]) i++;
    expect.fail(`${seat} can tell the other game from the real one (round ${real.round.number}, ${real.round.phase}): …${a.slice(i - 80, i + 80)}… vs …${b.slice(i - 80, i + 80)}…`);
  }
  const legal = legalActions(real, seat);
  expect(JSON.stringify(legalActions(other, seat)), `${seat}'s legal actions, round ${real.round.number}, ${real.round.phase}`).to.equal(JSON.stringify(legal));
  if (legal.length > 0) stats.legalSeen++;
  for (const action of tries(real, other, seat, legal)) {
    const r1 = applyAction(real, action), r2 = applyAction(other, action);
    const answer = (r: typeof r1) => (r.ok ? "ok" : `${r.error.code}: ${r.error.message}`);
    expect(answer(r2), `${JSON.stringify(action)}, round ${real.round.number}, ${real.round.phase}`).to.equal(answer(r1));
    if (!r1.ok) {
      // Told only to the seat refused: the answer is the refusal alone, with no state or events for anyone.
      expect(Object.keys(r1).sort()).to.deep.equal(["error", "ok"]);
      stats.codes.add(r1.error.code);
    } else stats.accepted++;
    stats.tries++;
  }
}

/** Actions to try for `seat`: legal ones, and every action type with varied fields (many refused). */
function tries(real: CardsState, other: CardsState, seat: Seat, legal: readonly CardsAction[]): unknown[] {
  const declares = legal.filter((a) => a.type === "declare");
  const out: unknown[] = [...legal.filter((a) => a.type !== "declare"), ...declares.slice(0, 2), ...declares.slice(-2)];
  for (const location of [...LOCATIONS, "atlantis"]) out.push({ type: "place", seat, location });
  const hand: (string | number)[] = [...IDENTITIES, ...DEFAULT_CODES];
  for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) out.push({ type: "give", seat, cards: [hand[j], hand[i]] });
  out.push({ type: "give", seat, cards: ["F", "F"] }, { type: "give", seat, cards: ["F", 99] }, { type: "give", seat, cards: ["F"] });
  for (const target of [...AGENT_SEATS, "ambassador", "nobody"]) {
    for (const card of [undefined, "identity", "code", "mission"]) out.push(card === undefined ? { type: "ask", seat, target } : { type: "ask", seat, target, card });
  }
  for (const card of ["identity", "code", "mission"]) out.push({ type: "look", seat, card }, { type: "answer", seat, card });
  out.push({ type: "pass", seat });
  // Declarations: right in one game and wrong in the other (the two combinations), wrong in both, malformed.
  const combos: Code[][] = [combinationOf(real), combinationOf(other), [...DEFAULT_CODES].reverse(), [13, 13, 24, 36], [13, 24, 36], [13, 24, 36, 99]];
  for (const partner of [...AGENT_SEATS, undefined, "ambassador"]) {
    for (const combination of combos) out.push(partner === undefined ? { type: "declare", seat, combination } : { type: "declare", seat, partner, combination });
  }
  out.push({ type: "declare", seat, partner: "red", combination: combinationOf(real), claims: { red: { identity: "F", code: 99 } } });
  return out;
}
