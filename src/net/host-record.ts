/**
 * The record of a host's finished game (the kernel's `makeRecord`), signed with the host's key
 * (record-signature.ts): what every guest and watcher keeps. Made once for the state it records.
 */
import type { AnyGame, StateOf } from "../games/kernel/game.js";
import { makeRecord } from "../games/kernel/record.js";
import type { HostIdentity } from "./host-identity.js";
import { signRecord, type SignedRecord } from "./record-signature.js";
import type { LobbySeat } from "./protocol.js";

/** The seats' names as the lobby shows them (the people's: the host's and the guests'). */
export function seatNames(seats: readonly LobbySeat[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const s of seats) if ((s.kind === "human" || s.kind === "host") && s.name) names[s.seat] = s.name;
  return names;
}

export class SignedRecords<G extends AnyGame> {
  private made: { state: StateOf<G>; record: Promise<SignedRecord | null> } | null = null;

  constructor(private readonly game: G, private readonly key: () => Promise<HostIdentity>) {}

  /** The signed record of this state, its seats named (null when the state kept no history). Never rejects. */
  of(state: StateOf<G>, names: Readonly<Record<string, string>>): Promise<SignedRecord | null> {
    if (this.made?.state !== state) {
      const made = makeRecord(this.game, state, names);
      const record = made.ok ? (async () => signRecord(await this.key(), made.record))().catch(() => null) : Promise.resolve(null);
      this.made = { state, record };
    }
    return this.made.record;
  }
}
