/**
 * Typed refusals, shared by every game: a refused action gives a stable code and a sentence for
 * people, and never changes the state. Each game keeps its own table of codes (its `errors.ts`).
 */

/** A refusal: a stable code (a game's own) and a sentence for people. */
export interface RuleError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

/** What a game's `applyAction` gives: the next state, or a refusal that leaves the state as it was. */
export type ApplyResult<S, C extends string = string, E = unknown> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly error: RuleError<C> };

/** Thrown inside a game's handlers and turned into a refusal by its `applyAction`. */
export class Refusal<C extends string = string> extends Error {
  readonly error: RuleError<C>;
  constructor(code: C, message: string) {
    super(message);
    this.error = { code, message };
  }
}

/**
 * A game's refusals from its table of codes (code → sentence): `ruleError`, a `Refusal` class whose
 * sentence defaults to the code's, and `refuse`, which throws one. Each game's errors.ts makes its own.
 */
export function refusalsFor<C extends string>(table: Readonly<Record<C, string>>) {
  class GameRefusal extends Refusal<C> {
    constructor(code: C, message?: string) {
      super(code, message ?? table[code]);
    }
  }
  return {
    ruleError: (code: C, message?: string): RuleError<C> => ({ code, message: message ?? table[code] }),
    Refusal: GameRefusal,
    refuse: (code: C, message?: string): never => {
      throw new GameRefusal(code, message);
    },
  };
}
