/**
 * What `<inkognito-game>` shows and does only at a network table, in the network chunk (loaded the
 * first time a table is hosted or joined, never by a solo page): opening the host's or a guest's
 * table with the element's PeerJS settings, the lobby before the game, and during the game the
 * status line (the connection, the fairness check, every seat's presence, and for the host an
 * absent seat handed to a bot). Its CSS is added to the element's shadow root when a table opens.
 */
import { css, html, nothing, type CSSResult, type LitElement } from "lit";
import type { BotLevel, Seat, Viewer } from "../games/board/index.js";
import type { AnyGame, GameViewBase } from "../games/kernel/game.js";
import type { Roster } from "./roster.js";
import { GuestTable } from "../net/guest-table.js";
import { HostTable } from "../net/host-table.js";
import type { TableStore } from "../net/local-table.js";
import type { PeerOptions } from "../net/peer-options.js";
import type { Lobby } from "../net/protocol.js";
import { isCount } from "../net/seating.js";
import type { Messages } from "./i18n/index.js";
import "./i18n/en-later.js"; // the texts only parts loaded on demand show
import { adoptStyles } from "./adopt-styles.js";
import { inviteLink } from "./invite.js";
import { readServerList, serverAddress, serverForTable } from "../net/signalling.js";
import { credentialsUrl } from "../net/ice-credentials.js";
import { seatName, type SeatNames } from "./seat-names.js";
import { fairText, guestLine, hostStatus } from "./net-status.js";
import { seatLetter } from "./theme.js";

/** The element's attributes a network table reads (the element's own public properties). */
export interface NetworkAttributes {
  readonly tableId: string | null;
  readonly players: number;
  readonly seat: Seat | "spectator";
  readonly name: string;
  readonly peerHost: string | null;
  readonly peerPort: number | null;
  readonly peerPath: string | null;
  readonly peerSecure: string | null;
  readonly peerKey: string | null;
  readonly iceServers: string | null;
  readonly iceTransportPolicy: string | null;
  /** The site's signalling servers, by address, separated by spaces (sharding by table: src/net/signalling.ts). */
  readonly peerServers: string | null;
  /** The site's endpoint minting time-limited TURN credentials (src/net/ice-credentials.ts). */
  readonly turnCredentialsUrl: string | null;
}

/** What the shell gives a network table besides its attributes. */
export interface NetworkShellHost {
  /** The element the table is shown in (redrawn on every change; the shell's CSS goes into its shadow root). */
  readonly element: LitElement & Partial<NetworkAttributes>;
  /** The attributes the table is opened with, when they are not the element's own (a game's table view inside `<inkognito-game>`). */
  readonly attributes?: NetworkAttributes;
  /** The game played (default the board game). */
  readonly game?: AnyGame;
  readonly mode: "host" | "join";
  readonly messages: () => Messages;
  readonly botDelay: number;
  readonly bots: BotLevel;
  /** The bots' worker file the site set (`bot-worker`), if any. */
  readonly botWorker?: string | null;
  /** A host's table opens with the deduction assistant on (the element's `assistant="on"`); the host may change it in the lobby. */
  readonly assistant: boolean;
  /** The name this element's saves go by. */
  readonly gameId: string;
  readonly store: (key: string) => TableStore | undefined;
}

/** The PeerJS settings of the element's `peer-*` and `ice-*` attributes. */
export function peerOptions(a: NetworkAttributes): PeerOptions {
  let ice: RTCIceServer[] | undefined;
  try {
    ice = a.iceServers ? (JSON.parse(a.iceServers) as RTCIceServer[]) : undefined;
  } catch {
    ice = undefined;
  }
  const turnUrl = credentialsUrl(a.turnCredentialsUrl, globalThis.location?.href ?? "http://localhost/");
  return {
    ...(turnUrl ? { iceCredentialsUrl: turnUrl } : {}),
    ...(a.peerHost ? { host: a.peerHost, secure: a.peerSecure === "true" } : {}),
    ...(a.peerPort ? { port: a.peerPort } : {}),
    ...(a.peerPath ? { path: a.peerPath } : {}),
    ...(a.peerSecure && !a.peerHost ? { secure: a.peerSecure !== "false" } : {}),
    ...(a.peerKey ? { key: a.peerKey } : {}),
    ...(ice ? { iceServers: ice } : {}),
    ...(a.iceTransportPolicy === "relay" || a.iceTransportPolicy === "all" ? { iceTransportPolicy: a.iceTransportPolicy } : {}),
  };
}

const styles: CSSResult = css`
  .netstatus { display: flex; flex-wrap: wrap; gap: 0.3rem 0.8rem; align-items: center; padding: 0.25rem 0.9rem;
    font-size: 0.8rem; color: var(--inkognito-muted); background: #0003; }
  .presence { display: inline-flex; align-items: center; gap: 0.25rem; }
  .presence .dot { width: 0.6rem; height: 0.6rem; border-radius: 50%; border: 2px solid; background: transparent; }
  .presence .dot.on { background: #3fbf6a; }
  .presence .dot.wait { background: #e0a526; }
  .presence button { font: 600 0.75rem var(--inkognito-font); padding: 0.1rem 0.5rem; border-radius: 999px; cursor: pointer;
    border: 1px solid var(--inkognito-gilt); background: transparent; color: var(--inkognito-panel-text); }
`;

/** A network table as the element shows it: its lobby, its status line, and whether it is ready to show. */
export class NetworkShell<G extends AnyGame = AnyGame> {
  lobbyState: Lobby | null = null;
  status = "";
  fair = "";

  constructor(private readonly host: NetworkShellHost, readonly table: HostTable<G> | GuestTable<G>) {
    adoptStyles(host.element.renderRoot, styles);
  }

  /** The element's attributes the table was opened with. */
  private get attributes(): NetworkAttributes {
    return this.host.attributes ?? (this.host.element as LitElement & NetworkAttributes);
  }

  get isHost(): boolean {
    return this.table instanceof HostTable;
  }

  /** Reads the table's lobby and status again (after each change of the table). */
  refresh(): void {
    const t = this.table, m = this.host.messages();
    this.lobbyState = t.lobby();
    if (t instanceof HostTable) {
      this.status = hostStatus(t, m);
      this.fair = "";
    } else {
      this.status = guestLine(t, m);
      this.fair = fairText(t, m);
    }
    this.host.element.requestUpdate();
  }

  /**
   * After a game, what this page may do next at this table (../controls/turn-bar.ts): the host deals
   * the next game here (`again`; none once the table has dealt its last), a guest waits for it.
   */
  get nextOffer(): "again" | "wait" | "none" {
    const t = this.table;
    if (!(t instanceof HostTable)) return "wait";
    return t.lastGameDealt ? "none" : "again";
  }

  /**
   * The host deals the next game at this table (`HostTable.nextGame`): everyone keeps their seat,
   * guests follow with nothing to do, and the deal is committed and checked as the first was. A
   * guest's page does nothing. A refusal (the game not over, a deal already under way) changes nothing.
   */
  playAgain(): void {
    const t = this.table;
    if (t instanceof HostTable) void t.nextGame();
  }

  /** The deduction assistant is on at this table: the host's choice, which everyone's notebook follows. */
  get assistant(): boolean {
    return !!this.lobbyState?.assistant;
  }

  /** The lobby can be shown as ready: it has arrived, and a host's shows the invite link (with its key's fingerprint). */
  get lobbyReady(): boolean {
    return !!this.lobbyState && (!(this.table instanceof HostTable) || !!this.table.fingerprint);
  }

  /** The address of the signalling server of the page's `peer-servers` a table's id picks ("" without a list). */
  private tableServer(tableId: string): string {
    const server = serverForTable(tableId, readServerList(this.attributes.peerServers));
    return server ? serverAddress(server) : "";
  }

  /** The lobby, before the game starts. */
  renderLobby() {
    const t = this.table;
    const host = t instanceof HostTable ? t : null, guest = t instanceof GuestTable ? t : null;
    return html`<inkognito-lobby exportparts="lobby" .lobby=${this.lobbyState}
      .messages=${this.host.messages()} ?host=${!!host} .invite=${host?.fingerprint ? inviteLink(host.tableId, host.fingerprint, this.tableServer(host.tableId), t.game.id) : ""}
      .counts=${t.game.playerCounts} .seatsFor=${(n: number) => t.game.seatsFor(n)} .assistantSetting=${t.game.id === "board"}
      .you=${t.viewer} .name=${guest ? guest.name : ""} .status=${this.status}
      @inkognito-start=${() => void host?.start()}
      @inkognito-hand-to-bot=${(e: CustomEvent<{ seat: Seat }>) => host?.handToBot(e.detail.seat)}
      @inkognito-lobby-ready=${(e: CustomEvent<{ ready: boolean }>) => guest?.ready(e.detail.ready)}
      @inkognito-sit=${(e: CustomEvent<{ seat: Seat | "spectator"; name: string }>) => guest?.sit(e.detail.seat, e.detail.name)}
      @inkognito-rename=${(e: CustomEvent<{ name: string }>) => host?.rename(e.detail.name)}
      @inkognito-players=${(e: CustomEvent<{ players: number }>) => isCount(e.detail.players, t.game) && host?.setPlayers(e.detail.players)}
      @inkognito-assistant=${(e: CustomEvent<{ on: boolean }>) => host?.setAssistant(e.detail.on)}></inkognito-lobby>`;
  }

  /** Who sits at each seat and how its link is: the host hears each guest's heartbeat, a guest reads the lobby. */
  roster(viewer: Viewer): Roster {
    const links = this.table instanceof HostTable ? this.table.links() : null;
    const out: Roster = {};
    for (const s of this.lobbyState?.seats ?? []) {
      const kind = s.seat === viewer ? "you" : s.kind === "bot" ? "bot" : s.kind === "open" ? "open" : "human";
      const link = kind === "bot" || kind === "open" ? undefined
        : kind === "you" ? "connected" : links?.get(s.seat) ?? (s.connected ? "connected" : "away");
      out[s.seat] = link ? { kind, link } : { kind };
    }
    return out;
  }

  /** During the game: the connection, every seat's presence, and (host) handing an absent seat to a bot. */
  renderStatus(m: Messages, inert: boolean, view: GameViewBase | undefined, names: SeatNames | undefined) {
    const host = this.table instanceof HostTable ? this.table : null;
    // The host sees each guest seat's link (heartbeat.ts): a seat is handed to a bot once it is gone.
    const links = host?.links();
    return html`<div class="netstatus" role="status" ?inert=${inert}>
      <span>${this.status} ${this.fair}</span>
      ${(this.lobbyState?.seats ?? []).map((s) => html`<span class="presence" title=${`${seatName(m, s.seat, names)}: ${s.connected ? m.lobbyConnected : m.lobbyAway}`}>
        <span class="dot seat-ring seat-${s.seat} ${s.connected ? (links?.get(s.seat as Seat) === "reconnecting" ? "wait" : "on") : ""}"></span>${seatLetter(m, s.seat)}
        ${host && s.kind === "human" && links?.get(s.seat as Seat) === "gone" && !view?.result
          ? html`<button @click=${() => host.handToBot(s.seat as Seat)}>${m.lobbyHandToBot}</button>` : nothing}
      </span>`)}
    </div>`;
  }
}
