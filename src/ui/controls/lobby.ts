/**
 * The lobby of a network table: the invite link (with a copy button and a QR code), the seats
 * with names, readiness and connection status, and Start for the host (empty seats become bots).
 * Before the start everyone types a name, the host chooses how many play (the game's counts: 3, 4
 * or 5 for the board game, 2 to 5 for the card game) and whether
 * the notebook assistant is on (everyone sees that choice), and a guest picks an open seat or watches.
 */
import { LitElement, css, html, nothing, svg } from "lit";
import { property, state } from "lit/decorators.js";
import { live } from "lit/directives/live.js";
import { correction, generate } from "lean-qr";
import type { Lobby } from "../../net/protocol.js";
import { BOARD_COUNTS, boardSeatsFor } from "../../games/board/table-seats.js";
import type { Messages } from "../i18n/index.js";
import { seatLetter, base, seatStyles } from "../theme.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

/** The modules of a QR code for a text, drawn as one SVG path (nothing loaded). */
export function qrPath(text: string): { size: number; d: string } {
  const qr = generate(text, { minCorrectionLevel: correction.M });
  const n = qr.size;
  let d = "";
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.get(c, r)) d += `M${c} ${r}h1v1h-1z`;
  return { size: n, d };
}

/**
 * @summary The lobby of a table over the network.
 * @fires inkognito-start - The host starts the game.
 * @fires inkognito-lobby-ready - A guest toggles its readiness. detail: `{ ready }`.
 * @fires inkognito-hand-to-bot - The host hands an absent seat to a bot. detail: `{ seat }`.
 * @fires inkognito-sit - A guest takes an open seat, watches (`seat: "spectator"`), or renames itself (its own seat). detail: `{ seat, name }`.
 * @fires inkognito-rename - The host renames itself. detail: `{ name }`.
 * @fires inkognito-players - The host chooses how many play before the start (one of the game's counts). detail: `{ players }`.
 * @fires inkognito-assistant - The host turns the notebook assistant on or off before the start. detail: `{ on }`.
 * @csspart lobby - The lobby box.
 */
export class InkognitoLobby extends LitElement {
  @property({ attribute: false }) lobby: Lobby | null = null;
  @property({ attribute: false }) messages!: Messages;
  @property({ type: Boolean }) host = false;
  @property() invite = "";
  @property() you = "";
  /** The name this screen goes by when it has no seat in the lobby (a guest watching). */
  @property() name = "";
  @property() status = "";
  /** The player counts the host may choose (the game's; the board game's by default). */
  @property({ attribute: false }) counts: readonly number[] = BOARD_COUNTS;
  /** The seats of each count (the game's `seatsFor`): a count without the host's own seat is disabled. */
  @property({ attribute: false }) seatsFor: (players: number) => readonly string[] = boardSeatsFor;
  /** Whether the table has the notebook assistant setting (the board game's; the card game's clue sheet always has its chances). */
  @property({ type: Boolean }) assistantSetting = true;
  @state() private copied = false;
  /** The invite's QR code, worked out once per invite (the lobby renders again at each guest's change). */
  private qr: { text: string; path: { size: number; d: string } } | null = null;
  /** The last name sent, so Enter then leaving the field sends it once. */
  private named = "";

  static override styles = [
    base,
    seatStyles,
    css`
      :host { display: block; padding: 1rem; }
      .box { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; max-width: 44rem; margin: 0 auto; padding: 1.2rem; border-radius: var(--inkognito-radius);
        background: var(--inkognito-parchment); color: var(--inkognito-ink); border: 2px solid var(--inkognito-gilt); }
      h2 { margin: 0; font: 700 1.3rem var(--inkognito-font-display); }
      .invite { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 1rem; align-items: center; }
      .link { display: flex; gap: 0.5rem; flex-wrap: wrap; }
      input { flex: 1 1 12rem; min-width: 0; font: 0.85rem ui-monospace, monospace; padding: 0.45rem; border-radius: 6px; border: 1px solid #0004; }
      svg.qr { width: 7.5rem; height: 7.5rem; background: #fff; border-radius: 6px; }
      ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.35rem; }
      li { display: flex; align-items: center; gap: 0.6rem; padding: 0.4rem 0.5rem; border-radius: 8px; background: #fff8; }
      .chip { display: inline-grid; place-items: center; width: 1.6rem; height: 1.6rem; border-radius: 50%; font-weight: 700; font-size: 0.8rem; flex: none; }
      .name { flex: 1; min-width: 0; overflow-wrap: anywhere; } /* wraps on phones: who sits where must stay readable */
      .dot { width: 0.6rem; height: 0.6rem; border-radius: 50%; background: #999; flex: none; }
      .dot.on { background: #2f8f4e; }
      small { color: #0009; overflow-wrap: anywhere; }
      button { font: 600 0.9rem var(--inkognito-font); padding: 0.45rem 1rem; min-height: 2.4rem; border-radius: 999px; cursor: pointer;
        border: 1px solid var(--inkognito-ink); background: #fff9; color: var(--inkognito-ink); }
      button.primary { background: var(--inkognito-ink); color: var(--inkognito-parchment); }
      .who { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 0.6rem; }
      .who label { font-weight: 600; }
      .who input { flex: 1 1 10rem; font: 1rem var(--inkognito-font); }
      li button { flex: none; padding: 0.3rem 0.8rem; }
      fieldset.count { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 0.8rem; margin: 0; padding: 0; border: 0; min-width: 0; }
      fieldset.count legend { float: left; margin-right: 0.2rem; font-weight: 600; }
      .segments { display: inline-flex; border: 1px solid var(--inkognito-ink); border-radius: 999px; overflow: hidden; }
      .segments label { position: relative; }
      .segments label + label { border-left: 1px solid var(--inkognito-ink); }
      .segments input { position: absolute; inset: 0; opacity: 0; margin: 0; padding: 0; width: 100%; height: 100%; cursor: pointer; }
      .segments span { display: inline-grid; place-items: center; min-width: 2.8rem; min-height: 2.4rem; padding: 0 0.6rem;
        font: 600 1rem var(--inkognito-font); background: #fff9; color: var(--inkognito-ink); }
      .segments input:checked + span { background: var(--inkognito-ink); color: var(--inkognito-parchment); }
      .segments input:disabled + span { opacity: 0.4; }
      .segments input:disabled { cursor: not-allowed; }
      .segments input:focus-visible + span { outline: 3px solid var(--inkognito-gilt); outline-offset: -3px; }
      fieldset.count small { flex: 1 1 12rem; }
      .assist { margin: 0; font-weight: 600; }
      @container (max-width: 30rem) { .invite { grid-template-columns: minmax(0, 1fr); } }
    `,
  ];

  private fire(type: string, detail?: unknown) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private async copy() {
    try {
      await navigator.clipboard.writeText(this.invite);
      this.copied = true;
    } catch {
      this.renderRoot.querySelector("input")?.select();
    }
  }

  /** The name shown for this screen: its seat's, else the one it goes by. */
  private currentName(): string {
    return this.lobby?.seats.find((s) => s.seat === this.you)?.name || this.name;
  }

  /** The name typed, or the current one if the field is empty. */
  private typedName(): string {
    return this.renderRoot.querySelector<HTMLInputElement>("input#name")?.value.trim() || this.currentName();
  }

  private commitName(e: Event) {
    e.preventDefault();
    const name = this.typedName();
    if (name === this.currentName() || name === this.named) return;
    this.named = name;
    if (this.host) this.fire("inkognito-rename", { name });
    else this.sit(this.you || "spectator");
  }

  /** The host chooses how many play; the radios show the table's count until the lobby says otherwise. */
  private choosePlayers(players: number) {
    if (players !== this.lobby?.players) this.fire("inkognito-players", { players });
    this.requestUpdate();
  }

  /** The host turns the assistant on or off; the radios show the table's setting until the lobby says otherwise. */
  private chooseAssistant(on: boolean) {
    if (on !== this.lobby?.assistant) this.fire("inkognito-assistant", { on });
    this.requestUpdate();
  }

  private sit(seat: string) {
    this.fire("inkognito-sit", { seat, name: this.typedName() });
  }

  /** The host's choice of how many play (the game's counts); counts without the host's own seat are disabled. */
  private renderCount(players: number) {
    const m = this.messages;
    // A count without the host's own seat would take it away.
    const without = (n: number) => this.you !== "" && this.you !== "spectator" && !this.seatsFor(n).includes(this.you);
    return html`<fieldset class="count" aria-describedby="count-hint">
      <legend>${m.lobbyPlayers}</legend>
      <div class="segments">${this.counts.map((n) => html`<label>
        <input type="radio" name="players" .value=${String(n)} .checked=${live(players === n)} ?disabled=${without(n)}
          @change=${() => this.choosePlayers(n)}><span>${n}</span></label>`)}</div>
      <small id="count-hint">${m.lobbyPlayersHint}</small>
    </fieldset>`;
  }

  /** The notebook assistant: the host's choice before the start; what everyone else sees of it. */
  private renderAssistant(on: boolean, choose: boolean) {
    const m = this.messages;
    if (!choose) return html`<p class="assist">${m.lobbyAssistantIs(on)}</p>`;
    return html`<fieldset class="count" aria-describedby="assistant-hint">
      <legend>${m.lobbyAssistant}</legend>
      <div class="segments">${[true, false].map((value) => html`<label>
        <input type="radio" name="assistant" .value=${value ? "on" : "off"} .checked=${live(on === value)}
          @change=${() => this.chooseAssistant(value)}><span>${value ? m.lobbyAssistantOn : m.lobbyAssistantOff}</span></label>`)}</div>
      <small id="assistant-hint">${m.lobbyAssistantHint}</small>
    </fieldset>`;
  }

  override render() {
    const m = this.messages;
    const l = this.lobby;
    if (!m) return nothing;
    if (this.invite && this.qr?.text !== this.invite) this.qr = { text: this.invite, path: qrPath(this.invite) };
    const qr = this.invite ? this.qr!.path : null;
    const you = l?.seats.find((s) => s.seat === this.you);
    const before = !!l && !l.started;
    const name = this.currentName();
    return html`<div class="box" part="lobby">
      <h2>${this.host ? m.lobbyHostTitle : m.lobbyGuestTitle}</h2>
      <p role="status">${this.status}</p>
      ${this.invite ? html`<div class="invite">
        <div>
          <p>${m.lobbyInvite}</p>
          <div class="link"><input readonly .value=${this.invite} aria-label=${m.lobbyInviteLink}>
            <button @click=${this.copy}>${this.copied ? m.lobbyCopied : m.lobbyCopy}</button></div>
        </div>
        ${qr ? html`<svg class="qr" viewBox="-2 -2 ${qr.size + 4} ${qr.size + 4}" role="img" aria-label=${m.lobbyQr}>${svg`<path d=${qr.d} fill="#000"/>`}</svg>` : nothing}
      </div>` : nothing}
      ${before && (!this.host || you) ? html`<form class="who" @submit=${this.commitName}>
        <label for="name">${m.lobbyYourName}</label>
        <input id="name" maxlength="32" autocomplete="nickname" enterkeyhint="done" placeholder=${m.lobbyNoName}
          .value=${name === m.lobbyNoName ? "" : name} @change=${this.commitName}>
      </form>` : nothing}
      ${before && !this.host && !you ? html`<p>${m.lobbyWatching}</p>` : nothing}
      ${this.host && l && before ? this.renderCount(l.players) : nothing}
      ${l && this.assistantSetting ? this.renderAssistant(l.assistant, this.host && before) : nothing}
      ${l ? html`<ul aria-label=${m.lobbySeats}>${l.seats.map((s) => html`<li>
          <span class="chip seat-fill seat-${s.seat}" aria-hidden="true">${seatLetter(m, s.seat)}</span>
          <span class="name">${m.seat[s.seat]} · ${s.kind === "open" ? m.lobbyOpen : s.kind === "bot" ? m.lobbyBot : html`<bdi>${s.name || m.lobbyNoName}</bdi>`}${s.seat === this.you ? ` (${m.you})` : ""}</span>
          ${s.kind === "human" || s.kind === "host" ? html`<span>${s.ready ? m.lobbyReady : m.lobbyNotReady}</span>` : nothing}
          <span class="dot ${s.connected ? "on" : ""}" role="img" aria-label=${s.connected ? m.lobbyConnected : m.lobbyAway}></span>
          ${this.host && l.started && s.kind === "human" && !s.connected
            ? html`<button @click=${() => this.fire("inkognito-hand-to-bot", { seat: s.seat })}>${m.lobbyHandToBot}</button>` : nothing}
          ${!this.host && before && s.kind === "open"
            ? html`<button @click=${() => this.sit(s.seat)}>${m.lobbySitHere}<span class="visually-hidden"> (${m.seat[s.seat]})</span></button>` : nothing}
        </li>`)}</ul>
        <small>${m.lobbySpectators(l.spectators)} · ${m.lobbyCommit} ${l.commit.slice(0, 16)}…</small>` : nothing}
      <div>
        ${this.host && l && !l.started ? html`<button class="primary" @click=${() => this.fire("inkognito-start")}>${m.lobbyStart}</button>` : nothing}
        ${!this.host && you && !l?.started ? html`<button @click=${() => this.fire("inkognito-lobby-ready", { ready: !you.ready })}>${you.ready ? m.lobbyNotReadyButton : m.lobbyReadyButton}</button>` : nothing}
        ${!this.host && you && before ? html`<button @click=${() => this.sit("spectator")}>${m.lobbyWatch}</button>` : nothing}
      </div>
    </div>`;
  }
}
