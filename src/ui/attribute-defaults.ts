/**
 * What `<inkognito-game>`'s properties fall back to when a page sets them to null or undefined, or
 * removes their attribute: their default, as if never set. Frameworks do both all the time: React 19
 * sets a custom element's property to `undefined` when a bound value becomes undefined or the prop
 * goes away (react-dom's setPropOnCustomElement), Vue 3 sets `0` or `""` and removes the attribute.
 * Without this, `players` became null (BAD_PLAYERS for "null"), `mode` null (another save slot: the
 * player's solo game gone), `names` null (a TypeError at every render).
 */

/** The properties with a default, and their defaults (docs/element.md's attributes table). */
export const PROPERTY_DEFAULTS: Readonly<Record<string, unknown>> = {
  gameKind: "board", mode: "solo", players: 4, seat: "red", theme: "dark", bots: "easy", botSpeed: "normal", gameId: "", name: "", names: "",
};

/**
 * Wraps the reactive properties' setters (already defined on `proto` by Lit's decorators) so that
 * null and undefined set the default. Lit's own setter still runs, so an update (and reflection,
 * unless the value came from a removed attribute) follows as for any other value.
 */
export function defaultOnNull(proto: object, defaults: Readonly<Record<string, unknown>> = PROPERTY_DEFAULTS): void {
  for (const [name, fallback] of Object.entries(defaults)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    const set = descriptor?.set;
    if (!descriptor || !set) throw new Error(`<inkognito-game>: ${name} is not a reactive property`);
    Object.defineProperty(proto, name, { ...descriptor, set(this: object, value: unknown) { set.call(this, value ?? fallback); } });
  }
}

/**
 * `players` read from its attribute: a whole number as a number, anything else kept as written
 * (`players="abc"` stays "abc", so its BAD_PLAYERS sentence quotes it; a Number converter made it NaN,
 * reflected back as `players="NaN"`).
 */
export const countAttribute = {
  fromAttribute: (value: string | null): unknown => (value === null ? null : /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  toAttribute: (value: unknown): string => String(value),
};
