/**
 * The log: a readable, present-tense history of public events (plus this seat's own private
 * part, e.g. the cards shown to it), newest last, and the four mannerisms any seat can send.
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property } from "lit/decorators.js";
import {
  MANNERISMS,
  type FigureId, type Mannerism, type QuestionKind, type Seat, type ShownCard, type ViewEvent, type Viewer,
} from "../../engine/index.js";
import { gameContext, type GameContext } from "../context.js";
import type { Messages } from "../i18n/index.js";
import { figureName, spaceName } from "../names.js";
import { base } from "../theme.js";
import { shownName } from "./cards.js";

/** One event as a sentence, or "" for events not worth a line. */
export function logLine(m: Messages, ev: ViewEvent, viewer: Viewer): string {
  const d = ev.data as Record<string, unknown>;
  const who = (s: unknown) => (s === viewer ? `${m.seat[s as Seat]} (${m.you})` : m.seat[s as Seat] ?? String(s));
  const kind = (k: unknown) => ((k as QuestionKind) === "identity" ? m.kindIdentity : m.kindBuild);
  switch (ev.type) {
    case "gameStarted": return m.logGameStarted((d.seats as Seat[]).length);
    case "turnStarted": return `${m.turnOf(m.seat[d.seat as Seat])}${d.seat === viewer ? ` (${m.you})` : ""} · ${m.turnShort(ev.turn)}`;
    case "rolled": return m.logRolled(who(d.seat), (d.balls as string[]).map((b) => m.ballName[b] ?? b).join(", "));
    case "moved": return m.logMoved(who(d.seat), figureName(m, d.figure as FigureId), spaceName(m, d.from as string), spaceName(m, d.to as string));
    case "undone": return m.logUndone(who(d.seat), figureName(m, d.figure as FigureId));
    case "movementEnded": return m.announceMovementEnded(who(d.seat));
    case "asked": return m.announceAsked(who(d.asker), who(d.answerer), kind(d.kind)) + (d.via === "ambassador" ? ` (${m.viaAmbassador})` : "");
    case "answered": {
      const own = (ev.mine ?? (ev.private as Record<string, { cards?: ShownCard[] }> | undefined)?.[d.asker as string]) as
        { cards?: ShownCard[] } | undefined;
      const cards = own?.cards?.map((c) => shownName(m, c)).join(", ");
      return m.announceAnswered(who(d.answerer), who(d.asker), d.count as number, cards);
    }
    case "extraStep": return m.logExtraStep(who(d.seat), figureName(m, d.figure as FigureId), spaceName(m, d.to as string));
    case "expelled": return m.logExpelled(who(d.by), figureName(m, d.figure as FigureId), spaceName(m, d.to as string));
    case "ambassadorMoved": return m.logMoved(who(d.seat), m.ambassadorFigure, spaceName(m, d.from as string), spaceName(m, d.to as string));
    case "turnEnded": return "";
    case "declared": return d.alone ? m.logDeclaredAlone(who(d.seat)) : m.logDeclared(who(d.seat), who(d.partner));
    case "handshake": return d.accept ? m.logHandshake(who(d.seat)) : m.logHandshakeRefused(who(d.seat));
    case "sealed": return m.logSealed;
    case "sealOpened": return m.logSealOpened(Boolean(d.correct));
    case "emote": return `${who(d.seat)} ${m.mannerism[d.mannerism as string] ?? ""}.`;
    case "gameOver": {
      const r = d.result as { winners: Seat[]; reason: string };
      return `${m.gameOver}: ${m.winners(r.winners.map((w) => m.seat[w]).join(" & "))}. ${m.reason[r.reason] ?? ""}`;
    }
    default: return "";
  }
}

/**
 * @summary The history of the game and the mannerism buttons.
 * @csspart log - The list of events.
 * @csspart emotes - The mannerism buttons.
 */
export class InkognitoLog extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  static override styles = [
    base,
    css`
      :host { display: block; }
      ol { list-style: none; margin: 0; padding: 0; max-height: 22rem; overflow: auto; display: grid; gap: 0.15rem; font-size: 0.85rem; }
      li { padding: 0.2rem 0.4rem; border-radius: 4px; line-height: 1.35; }
      li.turn { margin-top: 0.4rem; color: var(--inkognito-gilt); font-weight: 700; font-family: var(--inkognito-font-display); }
      li.private { background: color-mix(in srgb, var(--inkognito-gilt) 18%, transparent); }
      li.emote { font-style: italic; color: var(--inkognito-muted); }
      .emotes { display: flex; flex-wrap: wrap; gap: 0.35rem; margin-top: 0.6rem; }
      h3 { margin: 0.6rem 0 0.2rem; font: 600 0.8rem var(--inkognito-font); color: var(--inkognito-muted); text-transform: uppercase; letter-spacing: 0.06em; }
      button { font: 500 0.8rem var(--inkognito-font); padding: 0.3rem 0.65rem; min-height: 2rem; border-radius: 999px; cursor: pointer;
        border: 1px solid #ffffff40; background: #ffffff10; color: var(--inkognito-panel-text); }
      button:hover { background: #ffffff26; }
    `,
  ];

  override updated() {
    const ol = this.renderRoot.querySelector("ol");
    if (ol) ol.scrollTop = ol.scrollHeight;
  }

  private emote(mannerism: Mannerism) {
    const g = this.game!;
    g.act({ type: "emote", seat: g.view.viewer as Seat, mannerism });
  }

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const { view, messages: m } = g;
    const seated = view.viewer !== "spectator" && !view.result;
    return html`
      <ol part="log" aria-label=${m.tabLog} tabindex="0">
        ${view.log.map((ev) => {
          const line = logLine(m, ev, view.viewer);
          if (!line) return nothing;
          const cls = ev.type === "turnStarted" ? "turn" : ev.type === "emote" ? "emote" : ev.mine ? "private" : "";
          return html`<li class=${cls}>${line}</li>`;
        })}
      </ol>
      ${seated ? html`<h3>${m.emotes}</h3><div class="emotes" part="emotes">
        ${MANNERISMS.map((x) => html`<button @click=${() => this.emote(x)}>${m.mannerismButton[x]}</button>`)}
      </div>` : nothing}`;
  }
}
