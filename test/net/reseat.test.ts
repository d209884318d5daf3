/**
 * Re-seating between the games of a match (CARD-GAME.md C12.5: in 5-player matches the Ambassador
 * role passes to the left after each game). The host's seating moves whole records (tokens, shares,
 * names) by a permutation the UI gives (src/net/seating.ts `permute`), refusing anything else; a
 * guest accepts a welcome to a later game only at the seat the game's rule gives
 * (src/net/guest-kept.ts `seatMoveProblem`): a hostile host's other seat is refused (SEAT_MOVED),
 * nothing of it taken, and the guest keeps accepting only its own seat's views.
 */
import { expect } from "@open-wc/testing";
import { cardsGame, type CardsGame } from "../../src/games/cards/game.js";
import { provideChecks } from "../../src/games/cards/checks.js";
import { seatAfter } from "../../src/games/cards/match.js";
import { GuestTable } from "../../src/net/guest-table.js";
import { Seating } from "../../src/net/seating.js";
import { HostGames } from "../../src/net/host-games.js";
import { PROTOCOL_VERSION, type Lobby } from "../../src/net/protocol.js";

const A = "a".repeat(64), B = "b".repeat(64);
/** C12.5's move from one game to the next at five (agents in the order red, blue, green, yellow): red→ambassador→yellow→green→blue→red. */
const ROTATE = { red: "ambassador", ambassador: "yellow", yellow: "green", green: "blue", blue: "red" } as const;

describe("C12.5's re-seating, the game's rule", () => {
  it("passes the Ambassador role to the left at five, the same move every game; 2-4 keep their seats", () => {
    for (const game of [2, 3, 4, 7])
      for (const [from, to] of Object.entries(ROTATE)) expect(seatAfter(5, from, game), `${from} in game ${game}`).to.equal(to);
    for (const n of [2, 3, 4]) for (const s of ["red", "yellow", "green", "blue"]) expect(seatAfter(n, s, 2)).to.equal(s);
  });
});

describe("the host's seating moved between games", () => {
  const seating = () => {
    const s = new Seating(5, { seat: "red", name: "Host" }, undefined, cardsGame);
    expect(s.welcome({ name: "Bea", nonce: "n1" }, false).place).to.equal("blue");
    expect(s.welcome({ name: "Cy", nonce: "n2" }, false).place).to.equal("green");
    s.fillWithBots();
    return s;
  };

  it("moves every record whole (names, kinds, tokens, shares) and says who moved", () => {
    const s = seating();
    const before = JSON.parse(JSON.stringify(s.toJSON()));
    const moved = s.permute(ROTATE);
    expect(moved && Object.fromEntries(moved)).to.deep.equal(ROTATE);
    for (const [from, to] of Object.entries(ROTATE)) expect(s.toJSON()[to]).to.deep.equal(before[from]);
    expect(s.hostSeat).to.equal("ambassador");
    // A guest's token now holds its new seat (a rejoin finds it there), not its old one.
    expect(s.holds("red", before.blue.token)).to.equal(true);
    expect(s.holds("blue", before.blue.token)).to.equal(false);
    expect(s.nonces().sort()).to.deep.equal(["n1", "n2"]);
  });

  it("refuses what is not a permutation of the table's seats, changing nothing", () => {
    const s = seating();
    const before = JSON.stringify(s.toJSON());
    const bad: unknown[] = [
      null, [], "red", { ...ROTATE, red: "yellow" }, { red: "ambassador" }, { ...ROTATE, purple: "red" },
      { ...ROTATE, red: "spectator" }, { ...ROTATE, red: "__proto__" }, Object.assign(Object.create({ red: "ambassador" }), { ambassador: "yellow", yellow: "green", green: "blue", blue: "red", x: "red" }),
    ];
    for (const b of bad) expect(s.permute(b as never), JSON.stringify(b)).to.equal(null);
    expect(JSON.stringify(s.toJSON())).to.equal(before);
  });
});

describe("the match's score the lobby carries, re-seated between games", () => {
  it("moves each seat's points and win with its player, so the next game's lobby shows them by the new seats", () => {
    const games = new HostGames();
    expect(games.set({ scores: { red: 2, ambassador: 1, yellow: 0, green: 3, blue: 1 }, winners: ["green"] })).to.equal("changed");
    games.reseat(ROTATE);
    expect(games.score).to.deep.equal({ scores: { ambassador: 2, yellow: 1, green: 0, blue: 3, red: 1 }, winners: ["blue"] });
    // What a save keeps and the lobby carries is the moved score.
    expect(games.saved().match).to.deep.equal(games.score);
    // No score yet: nothing to move.
    const fresh = new HostGames();
    fresh.reseat(ROTATE);
    expect(fresh.score).to.equal(null);
  });
});

const lobby = (over: Partial<Lobby> = {}): Lobby => ({
  tableId: "t", players: 5, started: true, commit: A, shares: ["1".repeat(64)], spectators: 0, assistant: false, game: 1,
  seats: [{ seat: "ambassador", name: "Host", kind: "host", ready: true, connected: true }], ...over,
});
const welcome = (seat: string, l: Lobby) => JSON.stringify({ v: PROTOCOL_VERSION, t: "welcome", seat, token: `tok-${seat}`, lobby: l, game: "cards", gv: cardsGame.version });
const lobbyMsg = (l: Lobby) => JSON.stringify({ v: PROTOCOL_VERSION, t: "lobby", lobby: l });
const view = (seat: "red" | "yellow" | "ambassador", seed: string) =>
  JSON.stringify({ v: PROTOCOL_VERSION, t: "view", view: cardsGame.viewFor(cardsGame.createGame(cardsGame.setupFor(5, seed)), seat) });

type Inside = { receive(d: unknown): void; kept: unknown };

// A guest checks every view with the game's view check, which loads lazily: given here as the package's entry and the network chunk give it.
provideChecks();

describe("a guest re-seated between the games of a 5-player match", () => {
  let guest: GuestTable<CardsGame>;
  let g: Inside;
  const open = (nextSeat?: typeof seatAfter) => {
    guest = new GuestTable({ tableId: `reseat-${Date.now()}-${Math.random()}`, name: "Bea", peer: { host: "127.0.0.1", port: 9, path: "/", secure: false, iceServers: [] }, game: cardsGame, ...(nextSeat ? { nextSeat } : {}) });
    g = guest as unknown as Inside;
    g.receive(welcome("red", lobby()));
    g.receive(view("red", "g1"));
    expect(guest.viewer).to.equal("red");
    expect(guest.view()).to.not.equal(null);
  };
  afterEach(() => guest.dispose());

  it("takes its new seat for game 2 as the rule gives it, and from then only that seat's views", () => {
    open(seatAfter);
    // The lobby of game 2 may come before its welcome (another guest's move tells everyone).
    g.receive(lobbyMsg(lobby({ game: 2, commit: B, started: false })));
    g.receive(welcome("ambassador", lobby({ game: 2, commit: B, started: false })));
    expect(guest.lastError).to.equal(null);
    expect(guest.viewer).to.equal("ambassador");
    g.receive(view("red", "g2"));
    expect(guest.hostInvalid).to.be.a("string");
    expect(guest.view()).to.equal(null);
    g.receive(view("ambassador", "g2"));
    expect(guest.hostInvalid).to.equal(null);
    expect((guest.view() as { viewer?: string; seat?: string }) ?? null).to.not.equal(null);
    // Game 4 after missing game 3: the rule walked twice (ambassador → yellow → green).
    g.receive(welcome("green", lobby({ game: 4, commit: A, started: true })));
    expect(guest.lastError).to.equal(null);
    expect(guest.viewer).to.equal("green");
  });

  it("refuses a hostile host's re-seat that is not the rule's (SEAT_MOVED), taking nothing; its old seat's views only", () => {
    open(seatAfter);
    const before = JSON.stringify(g.kept);
    for (const seat of ["yellow", "red", "spectator"]) {
      g.receive(welcome(seat, lobby({ game: 2, commit: B, started: false })));
      expect(guest.lastError?.code, seat).to.equal("SEAT_MOVED");
      expect(guest.viewer).to.equal("red");
      expect(JSON.stringify(g.kept)).to.equal(before);
      expect(guest.lobby()?.game).to.equal(1);
    }
    // Game 2's views for the seat the hostile host gave are not this guest's.
    const shown = guest.view();
    g.receive(view("yellow", "g2"));
    expect(guest.hostInvalid).to.be.a("string");
    expect(guest.view()).to.equal(shown);
  });

  it("without a rule, a welcome to a later game keeps the seat: another is refused", () => {
    open();
    g.receive(welcome("ambassador", lobby({ game: 2, commit: B })));
    expect(guest.lastError?.code).to.equal("SEAT_MOVED");
    expect(guest.viewer).to.equal("red");
    g.receive(welcome("red", lobby({ game: 2, commit: B })));
    expect(guest.lastError).to.equal(null);
    expect(guest.lobby()?.game).to.equal(2);
  });
});
