/**
 * Where to place a tile (C4): each location the bot may still play is worth what it expects to
 * happen there. The others' tiles are taken as they stand (placed this round) or as a uniform
 * draw from what each still holds (later placers, blind seats' piles, the Ambassador's pile or the
 * 5-player Ambassador player's hand): all public (C4.4, C13.2). What each meeting is worth:
 * - an exchange: the expected drop of the bot's goal entropy from the set it will receive, a
 *   chance to declare when the agent met may be its partner (C10.2), and (strong) the cost of what
 *   its own set teaches the other if a likely opponent;
 * - alone with the Ambassador: the best question's expected drop (C6.5), and a declaration where
 *   C10.2 allows it there;
 * - a blind meeting (2–3 players): the best look's drop (C6.7), and a declaration;
 * - 5 players, two agents with the Ambassador player: only a cost (a set shown to him, C6.9).
 * The strong bot also counts the meetings its tile would spoil or leave to the other team: two
 * likely opponents alone together, or one alone with the Ambassador (C5.6).
 */
import { ANY, setMask, withCode, withIdentity } from "../deal-space.js";
import { AGENT_SEATS, type AgentSeat, type CardsView, type Location } from "../types.js";
import { bitsGiven, chanceWith, opponentChance, type Ctx } from "./context.js";
import { afterBlackCard, afterSet } from "./information.js";
import type { Style } from "./style.js";

/** Who might come where: per agent seat, the chance its tile is at each location. */
function presence(view: CardsView, seat: AgentSeat | "ambassador", at: Location): number {
  const placed = view.round.placed[seat];
  if (placed !== undefined) return placed === at ? 1 : 0;
  const left = view.tiles[seat].left;
  return left.includes(at) ? 1 / left.length : 0;
}

/** The bot's 12 sets (C6.2) as masks over its pair: each its true identity or code with one false card. */
function ownSetMasks(ctx: Ctx): number[] {
  if (ctx.pair < 0) return [];
  const id = ctx.pair >> 2, code = ctx.pair & 3;
  const out: number[] = [];
  for (const t of [{ kind: "identity" as const, v: id }, { kind: "code" as const, v: code }]) {
    for (let v = 0; v < 4; v++) {
      if (v !== id) out.push(setMask(t, { kind: "identity", v }));
      if (v !== code) out.push(setMask(t, { kind: "code", v }));
    }
  }
  return out;
}

/** What showing a set to `to` costs the strong bot at best (the least it can give away, weighted by side). */
export function setCost(ctx: Ctx, style: Style, to: AgentSeat | "ambassador", mask?: number): number {
  if (!style.deny && !style.help) return 0;
  const q = opponentChance(ctx, to);
  const deny = to === "ambassador" ? style.denyAmbassador : style.deny;
  const cost = (m: number) => {
    const b = bitsGiven(ctx, to, m);
    return deny * q * b - style.help * (1 - q) * b;
  };
  if (mask !== undefined) return cost(mask);
  let best = Infinity;
  for (const m of ownSetMasks(ctx)) best = Math.min(best, cost(m));
  return best === Infinity ? 0 : best;
}

/** Does C10.2 let the bot declare at this kind of meeting? (4 players: exchanges only.) */
function mayDeclareAt(view: CardsView, kind: "exchange" | "blind" | "ambassador"): boolean {
  if (view.players === 4) return kind === "exchange";
  if (view.players === 5) return kind !== "blind";
  return true;
}

/** The value of each location the bot may place on now. */
export function placeValues(ctx: Ctx, style: Style, locations: readonly Location[]): number[] {
  const view = ctx.view;
  return ctx.seat === "ambassador" ? ambassadorValues(ctx, style, locations) : agentValues(ctx, style, locations);

  function agentValues(ctx: Ctx, style: Style, locations: readonly Location[]): number[] {
    const me = ctx.seat as AgentSeat;
    const others = AGENT_SEATS.filter((s) => s !== me);
    const masks = ctx.d.masks;
    const threshold = (ctx.seat === "ambassador" ? style.ambassadorAt(ctx) : style.declareAt(ctx));
    const declareAny = ctx.d.declarations[0] && ctx.me >= 0 ? ctx.d.declarations[0].p : 0;
    const declareValue = (p: number) => (p >= threshold ? style.win * p : 0);
    // Values of each meeting the bot could have, computed once.
    const exchange = new Map<AgentSeat, number>();
    const blindMeet = new Map<AgentSeat, number>();
    for (const s of others) {
      const k = AGENT_SEATS.indexOf(s);
      if (view.roles[s] === "blind") {
        const look = Math.max(ctx.h - afterBlackCard(masks, ctx.me, k, "identity"), ctx.h - afterBlackCard(masks, ctx.me, k, "code"));
        blindMeet.set(s, look + (mayDeclareAt(view, "blind") ? declareValue(declareAny) : 0));
      } else {
        const p = view.players === 4 ? chanceWith(ctx, s) : declareAny;
        exchange.set(s, ctx.h - afterSet(masks, ctx.me, k) + declareValue(p) - setCost(ctx, style, s));
      }
    }
    let question = 0;
    for (const s of others) {
      const k = AGENT_SEATS.indexOf(s);
      const after = view.roles[s] === "blind"
        ? Math.min(afterBlackCard(masks, ctx.me, k, "identity"), afterBlackCard(masks, ctx.me, k, "code"))
        : afterBlackCard(masks, ctx.me, k, "either");
      question = Math.max(question, ctx.h - after);
    }
    if (mayDeclareAt(view, "ambassador")) question += declareValue(declareAny);
    const withTwo = view.players === 5 ? -setCost(ctx, style, "ambassador") : 0;

    return locations.map((at) => {
      const pr = others.map((s) => presence(view, s, at));
      const pa = presence(view, "ambassador", at);
      let v = 0;
      for (let mask = 0; mask < 1 << others.length; mask++) {
        let p = 1;
        const here: AgentSeat[] = [];
        others.forEach((s, i) => {
          if (mask & (1 << i)) { p *= pr[i]!; here.push(s); } else p *= 1 - pr[i]!;
        });
        if (p === 0) continue;
        for (const amb of [false, true]) {
          const q = p * (amb ? pa : 1 - pa);
          if (q === 0) continue;
          v += q * (mine(here, amb) + spoiled(here, amb));
        }
      }
      return v;
    });

    /** What the bot's own meeting there is worth. */
    function mine(here: readonly AgentSeat[], amb: boolean): number {
      if (here.length === 0) return amb ? question : 0;
      if (here.length === 1) {
        const s = here[0]!;
        if (amb) return view.players === 5 && view.roles[s] === "agent" ? withTwo : 0;
        return view.roles[s] === "blind" ? blindMeet.get(s)! : exchange.get(s)!;
      }
      return 0;
    }

    /** Strong: what the others' meeting there, that the bot's tile spoils, would have been worth to the other team. */
    function spoiled(here: readonly AgentSeat[], amb: boolean): number {
      if (!style.block) return 0;
      if (here.length === 2 && !amb) {
        // Two seats alone: an exchange (or a blind meeting). Both opponents iff the third is the partner.
        const third = others.find((s) => !here.includes(s))!;
        const bothOpp = ctx.d.partner[third] ?? 0;
        const players = here.filter((s) => view.roles[s] === "agent").length;
        return players ? style.block * bothOpp : 0;
      }
      if (here.length === 1 && amb && view.roles[here[0]!] === "agent") {
        // One seat alone with the Ambassador: a question for it.
        return (style.block / 2) * opponentChance(ctx, here[0]!);
      }
      return 0;
    }
  }

  function ambassadorValues(ctx: Ctx, style: Style, locations: readonly Location[]): number[] {
    const masks = ctx.d.masks;
    const threshold = (ctx.seat === "ambassador" ? style.ambassadorAt(ctx) : style.declareAt(ctx));
    const best = ctx.d.declarations[0]?.p ?? 0;
    const declare = best >= threshold ? style.win * best : 0;
    // A question overheard: an average black card of an average target (the asker chooses whom).
    let overheard = 0;
    for (let k = 0; k < 4; k++) overheard += (ctx.h - afterBlackCard(masks, -1, k, "either")) / 4;
    const sets = AGENT_SEATS.map((_, k) => ctx.h - afterSet(masks, -1, k));
    return locations.map((at) => {
      const pr = AGENT_SEATS.map((s) => presence(view, s, at));
      let v = 0;
      for (let mask = 0; mask < 16; mask++) {
        let p = 1;
        const here: number[] = [];
        for (let k = 0; k < 4; k++) {
          if (mask & (1 << k)) { p *= pr[k]!; here.push(k); } else p *= 1 - pr[k]!;
        }
        if (here.length === 1) v += p * (overheard + declare);
        else if (here.length === 2) v += p * (sets[here[0]!]! + sets[here[1]!]! + declare);
      }
      return v;
    });
  }
}

/** Masks for a black card of the bot's own (identity or code) — what showing it teaches. */
export function blackCardMask(ctx: Ctx, kind: "identity" | "code"): number {
  if (ctx.pair < 0) return ANY;
  return kind === "identity" ? withIdentity(ctx.pair >> 2) : withCode(ctx.pair & 3);
}
