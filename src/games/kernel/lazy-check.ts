/**
 * A game's full view check that loads lazily (the kernel's optional `Game.loadChecks`): a solo
 * table's first paint checks no view, so a game may keep its check's code out of it. Until the
 * check is provided, every view is refused (nothing unchecked passes); `loadChecks()` loads it
 * (`load` gives it, through `provide`), and the game's entries give it at once.
 */
export interface LazyViewCheck {
  /** Why every view is refused before the check has come. */
  readonly notLoaded: string;
  /** Gives the check (again: harmless). */
  provide(check: (view: unknown) => string | null): void;
  /** The check's answer, or `notLoaded` before it has come. Never throws unless the check does. */
  viewProblem(view: unknown): string | null;
  /** Loads the check if it has not come yet. */
  loadChecks(): Promise<void>;
}

/** The lazily loaded view check of `game` (its name, for the refusal), loaded by `load` (which calls `provide`). */
export function lazyViewCheck(game: string, load: () => Promise<unknown>): LazyViewCheck {
  let check: ((view: unknown) => string | null) | null = null;
  const lazy: LazyViewCheck = {
    notLoaded: `the ${game}'s view check has not loaded (await loadChecks())`,
    provide: (c) => void (check = c),
    viewProblem: (view) => (check ? check(view) : lazy.notLoaded),
    loadChecks: () => (check ? Promise.resolve() : load().then(() => undefined)),
  };
  return lazy;
}
