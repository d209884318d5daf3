/**
 * The table's dialogs: declaring "Mission accomplished!" (name your partner) or "I am alone",
 * the handshake for the named seat, the Ambassador seat's Question and its seal. Each offers only
 * actions from `view.legal` (the seal, a free action, is checked by the referee).
 */
import type { MissionKey } from "../i18n/en-later.js";
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property, state } from "lit/decorators.js";
import { AGENT_SEATS, BUILDS, IDENTITIES } from "../../games/board/types.js";
import { MISSIONS, teamOf } from "../../games/board/missions.js";
import { conditionNow } from "../../games/board/mission-now.js";
import type { ConditionNow, Action, AgentSeat, Build, Identity } from "../../games/board/index.js";
import { seatName } from "../names.js";
import { gameContext, type GameContext } from "../context.js";
import { announceModal, mayTakeFocus } from "../focus.js";
import { base } from "../theme.js";
import { dialogStyles, type DialogKind } from "./dialog-styles.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

export { dialogStyles, type DialogKind } from "./dialog-styles.js";

/**
 * @summary Declaration, handshake, Ambassador Question and seal dialogs.
 * @fires inkognito-close-dialog - The open dialog is dismissed.
 * @csspart dialog - Each dialog box.
 */
export class InkognitoPrompts extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  /** Which dialog the player opened from the turn bar. */
  @property({ attribute: false }) dialog: DialogKind = null;

  @state() private guesses: Partial<Record<AgentSeat, { identity: Identity; build: Build }>> = {};

  static override styles = [base, dialogStyles, css`:host { display: contents; }`];

  /** The declaration waiting for the player's confirmation. */
  @state() private confirming: Extract<Action, { type: "declare" | "declareAlone" }> | null = null;

  /** The player's mission card and the rows of the mission table it may stand for (the partner's card decides which). */
  private missionRows(partner?: AgentSeat): { letter: string; rows: { text: string; now: ConditionNow }[] } | null {
    const g = this.game!;
    const you = g.view.you;
    if (!you) return null;
    const team = teamOf(you.secret.identity);
    const col = you.secret.identity === "F" || you.secret.identity === "Z" ? 0 : 1;
    const rows = MISSIONS.filter((r) => r.team === team && r.letters[col] === you.secret.mission).map((r) => ({
      text: `${r.letters.join("–")}: ${g.messages.missionText[`${r.team}${r.letters.join("")}` as MissionKey] ?? r.text}`,
      now: conditionNow(g.view, team, r.condition, partner),
    }));
    return { letter: you.secret.mission, rows };
  }

  /** The mission rows, each with whether it holds on the board now as far as the player can tell. */
  private rowList(rows: readonly { text: string; now: ConditionNow }[]) {
    const m = this.game!.messages;
    return html`<ul class="rows">${rows.map((r) => html`<li>${r.text} <span class="now ${r.now}">${m.conditionNow[r.now]}</span></li>`)}</ul>`;
  }

  protected override willUpdate(): void {
    if (this.dialog !== "declare") this.confirming = null;
  }

  private close() {
    this.dispatchEvent(new CustomEvent("inkognito-close-dialog", { bubbles: true, composed: true }));
  }

  private send(a: Action) {
    this.game?.act(a);
    this.close();
  }

  private open = false;

  override updated() {
    const dialog = this.renderRoot.querySelector<HTMLElement>(".dialog");
    if (!!dialog !== this.open) {
      this.open = !!dialog;
      announceModal(this, this.open);
    }
    const first = this.renderRoot.querySelector<HTMLElement>(".dialog button:not([disabled]), .dialog select");
    if (first && !this.renderRoot.querySelector(":focus") && mayTakeFocus(this)) first.focus();
  }

  private onKey(e: KeyboardEvent) {
    if (e.key === "Escape" && this.dialog) this.close();
  }

  override render() {
    const g = this.game;
    if (!g || g.view.result) return nothing;
    const { view, messages: m } = g;
    const legal = view.legal;
    const box = (title: string, body: unknown) => html`
      <div class="scrim" @keydown=${this.onKey}>
        <div class="dialog" part="dialog" role="dialog" aria-modal="true" aria-label=${title}>
          <h2>${title}</h2>${body}
        </div>
      </div>`;

    const handshake = legal.filter((a): a is Extract<Action, { type: "handshake" }> => a.type === "handshake");
    if (handshake.length && view.turn.pending?.kind === "handshake") {
      const declarer = view.turn.pending.declarer;
      return box(m.declare, html`
        <p>${m.handshakePrompt(seatName(m, declarer, this.game?.names))}</p>
        <div class="buttons">
          <button class="primary" @click=${() => this.send(handshake.find((a) => a.accept)!)}>${m.accept}</button>
          <button @click=${() => this.send(handshake.find((a) => !a.accept)!)}>${m.refuse}</button>
        </div>`);
    }
    const ambAsk = legal.filter((a): a is Extract<Action, { type: "ambassadorAsk" }> => a.type === "ambassadorAsk");
    if (ambAsk.length) {
      return box(m.meetingsTitle, html`<div class="buttons">
        ${ambAsk.map((a) => html`<button class="primary" @click=${() => this.send(a)}>${a.kind === "identity" ? m.askIdentity : m.askBuild}</button>`)}
      </div>`);
    }
    if (this.dialog === "declare") {
      const declares = legal.filter((a): a is Extract<Action, { type: "declare" }> => a.type === "declare");
      const alone = legal.find((a) => a.type === "declareAlone");
      if (!declares.length && !alone) return nothing;
      const c = this.confirming;
      if (c && legal.some((a) => JSON.stringify(a) === JSON.stringify(c))) {
        // The game ends with this declaration: ask once more.
        return box(m.declare, html`
          <p>${c.type === "declare" ? m.declareConfirm(seatName(m, c.partner, this.game?.names)) : m.declareAloneConfirm}</p>
          ${c.type === "declare" ? this.rowList(this.missionRows(c.partner)?.rows ?? []) : nothing}
          <div class="buttons">
            <button class="primary" @click=${() => this.send(c)}>${m.confirm}</button>
            <button @click=${() => (this.confirming = null)}>${m.back}</button>
          </div>`);
      }
      const rows = this.missionRows();
      return box(m.declare, html`
        ${rows ? html`<p>${m.declareMission(rows.letter)}</p>${this.rowList(rows.rows)}` : nothing}
        <p>${m.namePartner}</p>
        <div class="buttons">
          ${declares.map((a) => html`<button class="primary" @click=${() => (this.confirming = a)}>${seatName(m, a.partner, this.game?.names)}</button>`)}
          ${alone ? html`<button @click=${() => (this.confirming = alone as Extract<Action, { type: "declareAlone" }>)}>${m.declareAlone}</button>` : nothing}
          <button @click=${() => this.close()}>${m.cancel}</button>
        </div>`);
    }
    if (this.dialog === "seal" && view.viewer === "ambassador") {
      const seats = AGENT_SEATS.filter((s) => view.agents.includes(s));
      const complete = seats.every((s) => this.guesses[s]);
      const pick = (s: AgentSeat, key: "identity" | "build", value: string) => {
        const cur = this.guesses[s] ?? { identity: "F" as Identity, build: "tall" as Build };
        this.guesses = { ...this.guesses, [s]: { ...cur, [key]: value } };
      };
      return box(m.seal, html`
        ${seats.map((s) => html`
          <div class="buttons" role="group" aria-label=${seatName(m, s, this.game?.names)}>
            <label>${seatName(m, s, this.game?.names)}
              <select @change=${(e: Event) => pick(s, "identity", (e.target as HTMLSelectElement).value)}>
                <option value="" ?selected=${!this.guesses[s]}>—</option>
                ${IDENTITIES.map((i) => html`<option value=${i}>${m.character[i]}</option>`)}
              </select></label>
            <label>&nbsp;
              <select @change=${(e: Event) => pick(s, "build", (e.target as HTMLSelectElement).value)}>
                ${BUILDS.map((b) => html`<option value=${b}>${m.build[b]}</option>`)}
              </select></label>
          </div>`)}
        <div class="buttons">
          <button class="primary" ?disabled=${!complete}
            @click=${() => this.send({ type: "seal", seat: "ambassador", guesses: this.guesses as Record<AgentSeat, { identity: Identity; build: Build }> })}>${m.confirm}</button>
          <button @click=${() => this.close()}>${m.cancel}</button>
        </div>`);
    }
    return nothing;
  }
}
