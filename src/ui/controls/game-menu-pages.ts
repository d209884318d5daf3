/**
 * The game menu's pages (main, new game, confirmations, rules in brief), rendered into
 * `<inkognito-game-menu>`'s dialog. A chunk of its own in the script-tag bundle, loaded the first
 * time the menu opens, so a solo page's first paint carries only the menu's button.
 */
import { html, nothing } from "lit";
import type { Seat } from "../../games/board/types.js";
import type { Messages } from "../i18n/index.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show
import { seatLetter } from "../theme.js";
import type { MenuPageHost } from "./game-menu.js";
import { BOT_SPEEDS } from "./menu-pages.js";
import { BOT_LEVELS } from "../bot-levels.js";

function radios<T extends string | number>(name: string, legend: string, values: readonly T[], current: T, label: (v: T) => unknown, set: (v: T) => void) {
  return html`<fieldset><legend>${legend}</legend><div class="opts">
    ${values.map((v) => html`<label><input type="radio" name=${name} .checked=${v === current} @change=${() => set(v)}>${label(v)}</label>`)}
  </div></fieldset>`;
}

/**
 * The shell's question when a page script changes the options (`players`, `seat`, `seed`) of a game
 * in progress: start a new game with them (`players` when the count changes), or keep playing.
 */
export function renderOptionsConfirm(m: Messages, players: number | null, start: () => void, keep: () => void) {
  return html`<div class="scrim confirm"><div class="dialog" part="dialog" role="dialog" aria-modal="true" aria-label=${m.menuConfirmTitle}>
    <h2>${m.menuConfirmTitle}</h2>
    <p>${players ? m.menuConfirmPlayers(players) : m.menuConfirmNew}</p>
    <div class="buttons">
      <button class="primary" @click=${start}>${m.menuStart}</button>
      <button @click=${keep}>${m.menuKeepPlaying}</button>
    </div>
  </div></div>`;
}

export function renderMenuPage(h: MenuPageHost, m: Messages) {
  const box = (title: string, body: unknown) => html`
    <div class="scrim" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && h.close()}>
      <div class="dialog" part="menu" role="dialog" aria-modal="true" aria-label=${title}><h2>${title}</h2>${body}</div>
    </div>`;
  const local = h.mode === "solo" || h.mode === "hotseat";
  switch (h.page) {
    case "main":
      return box(m.menuTitle, html`<div class="items">
        ${h.over ? html`<button class="primary" @click=${() => h.emit("inkognito-show-result")}>${m.menuShowResult}</button>` : nothing}
        ${local ? html`<button @click=${() => h.go("new")}>${m.menuNewGame}</button>` : nothing}
        ${local || h.mode === "scenario" ? html`<button @click=${() => h.restart()}>${h.mode === "scenario" ? m.menuReplay : m.menuRestart}</button>` : nothing}
        <button @click=${() => h.go("rules")}>${m.menuRules}</button>
        <button @click=${() => h.close()}>${m.close}</button>
      </div>`);
    case "new": {
      const c = h.choice;
      const seats: (Seat | "spectator")[] = ["red", "yellow", "green", "blue", ...(c.players === 5 ? ["ambassador" as const] : []), "spectator"];
      const seatLabel = (s: Seat | "spectator") => s === "spectator" ? m.spectator
        : html`<span class="chip seat-fill seat-${s}">${seatLetter(m, s)}</span>${m.seat[s]}`;
      return box(m.menuNewGame, html`
        ${radios("players", m.lobbyPlayers, [3, 4, 5] as const, c.players, (n) => n, (players) => {
          h.choose({ ...h.choice, players, seat: h.choice.seat === "ambassador" && players !== 5 ? "red" : h.choice.seat });
        })}
        ${h.mode === "solo" ? html`
          ${radios("seat", m.menuSeat, seats, c.seat, seatLabel, (seat) => h.choose({ ...h.choice, seat }))}
          ${radios("bots", m.menuBots, BOT_LEVELS, c.bots, (b) => html`<span class="level"><b>${m.botLevelName[b]}</b> <span class="hint">${m.botLevelHint[b]}</span></span>`, (bots) => h.choose({ ...h.choice, bots }))}
          ${radios("speed", m.menuBotSpeed, BOT_SPEEDS, c.botSpeed, (s) => m.botSpeedName[s], (botSpeed) => h.choose({ ...h.choice, botSpeed }))}` : nothing}
        <div class="buttons">
          <button class="primary" @click=${() => h.startNew()}>${m.menuStart}</button>
          <button @click=${() => h.go("main")}>${m.back}</button>
        </div>`);
    }
    case "confirm-new":
    case "confirm-restart":
      return box(m.menuConfirmTitle, html`<p>${h.page === "confirm-new" ? m.menuConfirmNew : m.menuConfirmRestart}</p>
        <div class="buttons">
          <button class="primary" @click=${() => h.page === "confirm-new" ? h.emit("inkognito-menu-new-game", h.choice) : h.emit("inkognito-menu-restart")}>
            ${h.page === "confirm-new" ? m.menuStart : m.menuRestart}</button>
          <button @click=${() => h.go("main")}>${m.menuKeepPlaying}</button>
        </div>`);
    case "rules":
      return box(m.menuRules, html`<div class="rules">
        ${m.rulesSummary.map(([title, text]) => html`<section><h3>${title}</h3><p>${text}</p></section>`)}
        </div>
        <div class="buttons"><button class="primary" @click=${() => h.go("main")}>${m.back}</button></div>`);
    default:
      return nothing;
  }
}
