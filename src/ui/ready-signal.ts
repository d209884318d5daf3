/**
 * When `<inkognito-game>` says its table can be played: `element.ready` (resolved the first time,
 * rejected by a configuration error) and the `inkognito-ready` event after each start, once the
 * table and the parts on screen have rendered. The turn events of a start are held until then, so
 * `inkognito-ready` and `inkognito-game-start` come before the first `inkognito-turn`.
 */
import type { InkognitoReadyDetail, InkognitoTurnDetail } from "./events.js";

type Fire = {
  (type: "inkognito-ready", detail: InkognitoReadyDetail): void;
  (type: "inkognito-turn", detail: InkognitoTurnDetail): void;
};

export class ReadySignal {
  /** A start is under way whose table has not yet been shown as playable. */
  pending = false;
  /** Turn events of the start, held until its `inkognito-ready`. */
  private held: InkognitoTurnDetail[] = [];
  private resolve!: (detail: InkognitoReadyDetail) => void;
  private reject!: (error: Error) => void;
  readonly promise: Promise<InkognitoReadyDetail> = new Promise((resolve, reject) => {
    this.resolve = resolve;
    this.reject = reject;
  });

  constructor(private readonly root: () => ParentNode, private readonly fire: Fire) {
    // `ready` rejects (a configuration error, docs/element.md) with no unhandled rejection when nobody awaits it.
    this.promise.catch(() => undefined);
  }

  /** A start begins: its table is not shown yet. */
  begin(): void {
    this.pending = true;
    this.held = [];
  }

  /** A new turn: `inkognito-turn` now, or once the start is ready. */
  turn(detail: InkognitoTurnDetail): void {
    if (this.pending) this.held.push(detail);
    else this.fire("inkognito-turn", detail);
  }

  /** The start's table is on screen: once the parts on screen have rendered too, ready (unless `current()` says another start came since). */
  announce(detail: InkognitoReadyDetail, current: () => boolean): void {
    this.pending = false;
    const parts = [...this.root().querySelectorAll("*")].filter((e): e is Element & { updateComplete: Promise<unknown> } => "updateComplete" in e);
    void Promise.all(parts.map((e) => e.updateComplete)).then(() => {
      if (!current()) return;
      this.resolve(detail);
      this.fire("inkognito-ready", detail);
      const held = this.held;
      this.held = [];
      for (const turn of held) this.fire("inkognito-turn", turn);
    });
  }

  /** The configuration cannot be played: `ready` rejects with its error. */
  failed(error: Error): void {
    this.reject(error);
  }
}
