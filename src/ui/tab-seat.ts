/**
 * One seat, one tab: a network table (a host's table, a guest's seat at a table) is played by one
 * tab of a browser at a time. The tab that plays holds a Web Lock named after the table; another
 * tab of the same browser that opens it says so and offers "play here instead". Asked over a
 * BroadcastChannel, the playing tab closes its table (a host saves it at once), lets the lock go
 * and says the table moved; the asking tab, granted the lock, opens the table from that save (a
 * guest rejoins its seat with its token): nothing is lost, and the two tabs never fight over the
 * seat. Where Web Locks are missing, every tab plays as before.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from "lit";
import type { Messages } from "./i18n/index.js";
import "./i18n/en-later.js"; // its texts come with it (network tables only)

const CHANNEL = "inkognito-tabs";

type LockManagerLike = {
  request(name: string, options: { ifAvailable?: boolean }, cb: (lock: unknown) => Promise<void> | void): Promise<unknown>;
};

function locks(): LockManagerLike | null {
  return (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null;
}

export class TabSeat implements ReactiveController {
  /** The table this tab holds (the lock's name), while it does. */
  private held: string | null = null;
  private release: (() => void) | null = null;
  private channel: BroadcastChannel | null = null;
  /** What the player is shown instead of the table: another tab plays it, or it moved to one. */
  state: "elsewhere" | "moved" | null = null;
  private wanted: string | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Closes this tab's table (a host's saves at once); the element shows `state` instead. */
    private readonly close: () => void,
    /** Opens the table again, in this tab. */
    private readonly reopen: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    // Moved within the page (out and in again in one task) it keeps the table, and so the lock.
    queueMicrotask(() => (this.host as Partial<HTMLElement>).isConnected || this.free());
  }

  /** Takes the table `name` for this tab if no other tab of the browser plays it; false (and `state` "elsewhere") if one does. */
  claim(name: string): Promise<boolean> {
    if (this.held === name) return Promise.resolve(true);
    // A start that asks again while its lock is on the way (an element put back in the page starts
    // twice) waits for the same answer: asked twice, the lock's first request held it and the
    // second was told that another tab plays the table.
    if (this.claiming?.name === name) return this.claiming.got;
    const got = this.request(name);
    const claiming = (this.claiming = { name, got });
    void got.finally(() => this.claiming === claiming && (this.claiming = null));
    return got;
  }

  private claiming: { name: string; got: Promise<boolean> } | null = null;

  private async request(name: string): Promise<boolean> {
    this.free();
    const lm = locks();
    if (!lm) return true;
    this.wanted = name;
    const got = await new Promise<boolean>((resolve) => {
      void lm.request(name, { ifAvailable: true }, (lock) => {
        if (!lock) return resolve(false);
        resolve(true);
        return this.hold(name);
      }).catch(() => resolve(true));
    });
    this.state = got ? null : "elsewhere";
    this.host.requestUpdate();
    return got;
  }

  /** Asks the tab that plays the table to let it go, waits for the lock, then opens the table here. */
  async playHere(): Promise<void> {
    const name = this.wanted;
    const lm = locks();
    if (!name || !lm) return;
    const ask = new BroadcastChannel(CHANNEL);
    ask.postMessage({ give: name });
    ask.close();
    await new Promise<void>((granted) => {
      void lm.request(name, {}, () => {
        granted();
        return this.hold(name);
      });
    });
    this.state = null;
    this.host.requestUpdate();
    this.reopen();
  }

  /** Holds the lock until `free`, listening for another tab that asks for the table. */
  private hold(name: string): Promise<void> {
    this.held = name;
    this.channel = new BroadcastChannel(CHANNEL);
    this.channel.onmessage = (e: MessageEvent) => {
      if ((e.data as { give?: unknown } | null)?.give !== name || this.held !== name) return;
      // Saved and closed first, then the lock goes: the other tab opens exactly this table.
      this.close();
      this.free();
      this.state = "moved";
      this.wanted = name;
      this.host.requestUpdate();
    };
    return new Promise<void>((r) => (this.release = r));
  }

  /** Lets the table go (the element leaves the page, or opens another table). */
  free(): void {
    this.channel?.close();
    this.channel = null;
    this.held = null;
    this.release?.();
    this.release = null;
  }

  render(m: Messages) {
    if (!this.state) return nothing;
    return html`<div class="table" part="table"><div class="notice tabs" role="alert">
      <p>${this.state === "moved" ? m.tabMoved : m.tabElsewhere}</p>
      <button class="play-here" @click=${() => void this.playHere()}>${m.tabPlayHere}</button></div></div>`;
  }
}
