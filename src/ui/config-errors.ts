/**
 * What `<inkognito-game>` does with a configuration it cannot play: a `players` count that is not 3,
 * 4 or 5 (2 to 5 for the card game), a `mode`, `game` or `seat` it does not have, a scenario URL that does not load or is not a scenario, an `ice-servers` value that is not
 * a JSON array of RTCIceServer objects. Each is a ConfigError with a stable `code` (documented in
 * docs/element.md): the element shows its sentence, fires `inkognito-error` with that code and
 * rejects `element.ready` with it, and starts nothing (no save is read or written). A `bots` level or
 * `lang` it does not know falls back (normal bots, English) with one console warning.
 * The checks of the scenario mode and of network tables (and their texts) come with their chunks:
 * ./scenario-check.ts, ./ice-check.ts.
 */
import { AGENT_SEATS } from "../games/board/types.js";
import type { Messages } from "./i18n/index.js";

/** The stable codes of configuration errors. */
export const CONFIG_ERROR_CODES = ["BAD_PLAYERS", "BAD_MODE", "BAD_GAME", "BAD_SEAT", "SCENARIO_NOT_FOUND", "SCENARIO_NOT_JSON", "SCENARIO_INVALID", "BAD_ICE_SERVERS"] as const;
export type ConfigErrorCode = (typeof CONFIG_ERROR_CODES)[number];

/** A configuration the element cannot play: `code` (stable), `message` (in the element's language). */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
  /** `value`, `detail`: what the sentence was made from, to say it again in another language (configError). */
  constructor(readonly code: ConfigErrorCode, message: string, readonly value: unknown = "", readonly detail = "") {
    super(message);
  }
}

const shown = (value: unknown) => String(value).slice(0, 80);

/** A configuration error in the element's language (`value`: what the site gave; `detail`: e.g. the HTTP status). */
export function configError(m: Messages, code: ConfigErrorCode, value: unknown, detail = ""): ConfigError {
  const text = code === "BAD_PLAYERS" && detail === "cards" ? m.configError.BAD_CARD_PLAYERS
    : code === "BAD_PLAYERS" || code === "BAD_MODE" || code === "BAD_GAME" || code === "BAD_SEAT" ? m.configError[code] : m.configErrorLater[code];
  return new ConfigError(code, text(shown(value)).replace("{status}", detail), value, detail);
}

/** The card game's player counts. */
export const CARD_COUNTS: readonly number[] = [2, 3, 4, 5];

/** `players` as given: 3, 4 or 5 (the card game: 2 to 5), else a BAD_PLAYERS error. */
export function checkPlayers(m: Messages, players: unknown, game: "board" | "cards" = "board"): ConfigError | null {
  const counts: readonly unknown[] = game === "cards" ? CARD_COUNTS : [3, 4, 5];
  return counts.includes(players) ? null : configError(m, "BAD_PLAYERS", players, game === "cards" ? "cards" : "");
}

/** `mode` as given: solo, hotseat, host or join, else a BAD_MODE error (a typo such as "hot-seat" played a solo game that was none). */
export function checkMode(m: Messages, mode: unknown): ConfigError | null {
  return mode === "solo" || mode === "hotseat" || mode === "host" || mode === "join" ? null : configError(m, "BAD_MODE", mode);
}

/** `game` as given: board or cards, else a BAD_GAME error (`game="Cards"` played the board game). */
export function checkGame(m: Messages, game: unknown): ConfigError | null {
  return game === "board" || game === "cards" ? null : configError(m, "BAD_GAME", game);
}

/**
 * `seat` as given: a seat's name or `spectator`, else a BAD_SEAT error (`seat="blu"` played Red).
 * `ambassador` at a table of 3 or 4, which has none, still plays the first seat.
 */
export function checkSeat(m: Messages, seat: unknown): ConfigError | null {
  return [...AGENT_SEATS, "ambassador", "spectator"].includes(seat as string) ? null : configError(m, "BAD_SEAT", seat);
}

const warned = new Set<string>();
/** One console warning per message and page (an unknown `bots` level or `lang`). */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
