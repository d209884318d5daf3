/**
 * The compact form of a game's actions in its records (./record.ts): the codec its referee uses
 * to append each action to the state's history. Apart from ./record.ts so that a game's rules carry
 * it without the code that makes, reads and replays records (loaded when a record is asked for).
 */
/**
 * The most actions a record may hold (a long game has a few thousand). Here rather than in
 * ./record.ts so that a game's rules may bound what a record of them needs (the card game's piles).
 */
export const MAX_RECORD_ACTIONS = 50_000;

/** One action's compact form in a game's table: its code and its fields, in order. */
export type CodecTable = Readonly<Record<string, { readonly code: string; readonly fields: readonly string[] }>>;

/**
 * The compact form of a game's actions from its table: `[code, seat index, ...fields]`, trailing
 * absent fields left off and absent ones before a present one written `null`. The referee encodes
 * its own copy of each action (./plain.ts `plainCopy`, taken as it arrives), so a history never
 * shares an array with its caller without a second copy here. Decoding checks the code, the seat and the number of fields only; the game's own
 * `applyAction` checks the rest.
 */
export function actionCodec<Action extends { readonly type: string; readonly seat: string }>(table: CodecTable) {
  const byCode = new Map<string, { type: string; fields: readonly string[] }>();
  for (const [type, { code, fields }] of Object.entries(table)) byCode.set(code, { type, fields });
  return {
    encode(action: Action, seats: readonly string[]): unknown[] {
      const entry = table[action.type]!;
      const out: unknown[] = [entry.code, seats.indexOf(action.seat)];
      const a = action as unknown as Record<string, unknown>;
      for (const f of entry.fields) out.push(a[f] === undefined ? null : a[f]);
      while (out.length > 2 && out[out.length - 1] === null) out.pop();
      return out;
    },
    decode(compact: unknown, seats: readonly string[]): Action | null {
      if (!Array.isArray(compact) || compact.length < 2 || typeof compact[0] !== "string") return null;
      const entry = byCode.get(compact[0]);
      const seat = compact[1];
      if (!entry || !Number.isInteger(seat) || seat < 0 || seat >= seats.length || compact.length > 2 + entry.fields.length) return null;
      const a: Record<string, unknown> = { type: entry.type, seat: seats[seat] };
      entry.fields.forEach((f, i) => {
        const v = compact[2 + i];
        if (v !== undefined && v !== null) a[f] = v;
      });
      return a as unknown as Action;
    },
  };
}
