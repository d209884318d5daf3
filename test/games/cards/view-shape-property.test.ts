/**
 * The card view check (src/games/cards/view-shape.ts) as a property: every real view passes it —
 * along games of 2–5 players that end each way, every seat's and a spectator's — and every single
 * mutation of one that no view can be (support/view-mutations.ts: a key removed, a key added, a value
 * of a wrong type, a list too long, a seat swapped for another or for no seat) is refused, without
 * throwing, naming the path where the view went wrong.
 */
import { expect } from "@open-wc/testing";
import { Rng, seedRng, viewProblem } from "../../../src/games/cards/index.js";
import { mutate, sampledViews, type Mutation, type Path } from "./support/view-mutations.js";

/** A path as the check names it: `view.log[3].data.seat`. */
const named = (path: Path) => "view" + path.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("");

/**
 * The place a refusal of `m` must name: the mutated value itself (a key removed: the key; a key
 * added: its object); within a legal action or the sealed choice, anywhere from the action down to
 * it (the referee's action check judges an action whole); within a declaration's claims, the claims.
 */
function places(m: Mutation): { outer: string; inner: string } {
  const place = m.kind === "add a key" ? m.path.slice(0, -1) : m.path;
  // The roles are checked against the seats as a whole (one for each seat).
  const whole = place[0] === "legal" || (place[0] === "you" && place[1] === "choice") ? 2 : place[0] === "roles" ? 1 : place.indexOf("claims") + 1;
  return { outer: named(whole > 0 ? place.slice(0, Math.min(whole, place.length)) : place), inner: named(place) };
}

/** The path a refusal names: before its first ": ", a record key's " key" left out. */
const pathOf = (problem: string) => problem.slice(0, problem.indexOf(": ")).replace(/ key$/, "");

describe("cards: the view check as a property, on real views and their mutations", function () {
  this.timeout(120_000);
  const views = sampledViews(2);

  it("passes every real view: games of 2–5 players ending each way, every seat and a spectator, all along", () => {
    expect(views.length).to.be.greaterThan(700);
    const refused = views.map((v) => viewProblem(v)).filter((p) => p !== null);
    expect(refused).to.deep.equal([]);
  });

  it("refuses every single mutation no view can be, never throws, and names where the view went wrong", () => {
    const rng = new Rng(seedRng("view-shape-property"));
    const passed: string[] = [], threw: string[] = [], misplaced: string[] = [];
    const kinds = new Map<string, number>();
    for (let tries = 0; tries < 20_000; tries++) {
      const m = mutate(rng.pick(views), rng);
      if (!m) continue;
      kinds.set(m.kind, (kinds.get(m.kind) ?? 0) + 1);
      const where = `${m.kind} at ${named(m.path)}`;
      let problem: string | null;
      try {
        problem = viewProblem(m.view);
      } catch (e) {
        threw.push(`${where}: ${String(e)}`);
        continue;
      }
      if (problem === null) {
        passed.push(where);
        continue;
      }
      // A swapped seat may be caught where another part names the viewer; every other mutation, where it is.
      if (m.kind === "a seat swapped") {
        if (!problem.startsWith("view")) misplaced.push(`${where}: ${problem}`);
        continue;
      }
      const { outer, inner } = places(m), at = pathOf(problem);
      const fits = at === inner || (at.length >= outer.length && (inner.startsWith(at + ".") || inner.startsWith(at + "[")));
      if (!fits) misplaced.push(`${where}: ${problem}`);
    }
    expect(threw, "threw").to.deep.equal([]);
    expect(passed, "passed").to.deep.equal([]);
    expect(misplaced, "named another place").to.deep.equal([]);
    for (const k of ["remove a key", "add a key", "a wrong type", "a list too long", "a seat swapped", "a seat for no seat"]) {
      expect(kinds.get(k) ?? 0, k).to.be.greaterThan(1000);
    }
  });
});
