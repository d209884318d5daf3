/**
 * The side panel: tabs Hand · Passport · Notebook · Log (a bottom sheet on narrow screens, the
 * right column on wide ones). Arrow keys move between tabs, as in any tab list.
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property } from "lit/decorators.js";
import { gameContext, type GameContext } from "../context.js";
import { base } from "../theme.js";
import { wantPart } from "../parts-on-demand.js";

export type PanelTab = "hand" | "passport" | "notebook" | "log";

/**
 * @summary Tabs with the hand, passport, notebook and log.
 * @fires inkognito-tab - The player opened a tab. detail: `{ tab }`.
 * @csspart tabs - The tab list.
 * @csspart panel - The open tab's panel.
 * @csspart hand - Forwarded from the hand.
 * @csspart passport - Forwarded from the passport.
 * @csspart notebook - Forwarded from the notebook.
 * @csspart log - Forwarded from the log.
 * @csspart emotes - Forwarded from the log's mannerism buttons.
 */
export class InkognitoSidePanel extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  /** The open tab. */
  @property({ reflect: true }) tab: PanelTab = "hand";

  static override styles = [
    base,
    css`
      :host { display: block; min-width: 0; }
      [role="tablist"] { display: flex; gap: 0.25rem; border-bottom: 1px solid color-mix(in srgb, var(--inkognito-panel-text) 15%, transparent); margin-bottom: 0.7rem; }
      [role="tab"] {
        flex: 1 1 0; min-width: 0; font: 600 clamp(0.75rem, 3.4cqi, 0.88rem) var(--inkognito-font); padding: 0.5rem 0.1rem; min-height: 2.5rem; cursor: pointer;
        background: none; border: none; border-bottom: 3px solid transparent; color: var(--inkognito-muted);
        white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
      }
      [role="tab"][aria-selected="true"] { color: var(--inkognito-panel-text); border-bottom-color: var(--inkognito-gilt); }
      [role="tab"]:hover { color: var(--inkognito-panel-text); }
      .players { margin-bottom: 0.7rem; }
      /* Wide screens show the players and the log beside the tabs (the shell's side column): no Log tab there. */
      @container (min-width: 56rem) {
        #tab-log:not([aria-selected="true"]) { display: none; }
        /* Read by script: a Log tab left open when the table grows wide gives way (\`besideLog\`). */
        [role="tablist"] { --_beside: 1; }
        /* The column is short of height there: the tabs a little tighter. */
        [role="tablist"] { margin-bottom: 0.45rem; }
        [role="tab"] { min-height: 2.2rem; padding: 0.35rem 0.1rem; }
      }
      @media (forced-colors: active) {
        [role="tab"] { border-bottom-color: Canvas; color: CanvasText; }
        [role="tab"][aria-selected="true"] { border-bottom-color: Highlight; color: Highlight; text-decoration: underline; }
      }
    `,
  ];

  private resized?: ResizeObserver;

  override connectedCallback() {
    super.connectedCallback();
    // A Log tab opened on a narrow table (a phone, a tablet held upright) that then grows wide (turned,
    // a window widened) would show the players and the log a second time under the ones beside the board.
    // (In the next frame: a change of size within the observer's own delivery would be reported as a loop.)
    this.resized ??= typeof ResizeObserver === "function" ? new ResizeObserver(() => requestAnimationFrame(() => this.leaveLogBeside())) : undefined;
    this.resized?.observe(this);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.resized?.disconnect();
  }

  override updated() {
    this.leaveLogBeside();
  }

  /** Whether the table shows the players and the log beside these tabs (a wide table: no Log tab). */
  private besideLog(): boolean {
    const list = this.renderRoot.querySelector<HTMLElement>("[role=tablist]");
    return !!list && getComputedStyle(list).getPropertyValue("--_beside").trim() === "1";
  }

  /** On a wide table the open Log tab gives way to the first other tab (the log is in view beside them). */
  private leaveLogBeside() {
    if (this.tab !== "log" || !this.besideLog()) return;
    const other = this.tabs().find((t) => t !== "log");
    if (other) this.tab = other;
  }

  private tabs(): PanelTab[] {
    const v = this.game?.view;
    if (!v) return ["log"];
    if (v.viewer === "spectator") return ["passport", "log"];
    if (!v.you) return ["notebook", "passport", "log"];
    return ["hand", "passport", "notebook", "log"];
  }

  private select(tab: PanelTab, focus = false) {
    this.tab = tab;
    this.dispatchEvent(new CustomEvent("inkognito-tab", { detail: { tab }, bubbles: true, composed: true }));
    if (focus) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${tab}`)?.focus());
  }

  private onKey(e: KeyboardEvent) {
    const tabs = this.tabs();
    const i = tabs.indexOf(this.tab);
    const go = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : e.key === "Home" ? 0 : e.key === "End" ? tabs.length - 1 : null;
    if (go === null) return;
    e.preventDefault();
    this.select(tabs[(go + tabs.length) % tabs.length]!, true);
  }

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const m = g.messages;
    const tabs = this.tabs();
    const tab = tabs.includes(this.tab) ? this.tab : tabs[0]!;
    const label: Record<PanelTab, string> = { hand: m.tabHand, passport: m.tabPassport, notebook: m.tabNotebook, log: m.tabLog };
    if (tab !== "hand") void wantPart(`inkognito-${tab}`);
    if (tab === "log") void wantPart("inkognito-players");
    const body = {
      hand: html`<inkognito-hand exportparts="hand"></inkognito-hand>`,
      passport: html`<inkognito-passport exportparts="passport"></inkognito-passport>`,
      notebook: html`<inkognito-notebook exportparts="notebook"></inkognito-notebook>`,
      log: html`<inkognito-players class="players"></inkognito-players><inkognito-log exportparts="log, emotes"></inkognito-log>`,
    }[tab];
    return html`
      <div role="tablist" part="tabs" aria-label=${m.panelLabel} @keydown=${this.onKey}>
        ${tabs.map((t) => html`<button role="tab" id="tab-${t}" aria-controls="panel" aria-selected=${t === tab ? "true" : "false"}
          tabindex=${t === tab ? 0 : -1} @click=${() => this.select(t)}>${label[t]}</button>`)}
      </div>
      <div role="tabpanel" id="panel" part="panel" aria-labelledby="tab-${tab}" tabindex="0"><h2 class="visually-hidden">${label[tab]}</h2>${body}</div>`;
  }
}
