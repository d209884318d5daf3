/**
 * When a host's table tells of a change (./host-table.ts). After a guest's intent the seat that
 * acted hears at once, and the other seats a moment later (`OTHERS_AFTER`), so that nothing here
 * holds the processor while the answer is on its way: all that comes within that moment goes to
 * each of them as one update. This browser's own element hears at its next frame, and only of a
 * change it can show.
 */

/** After a guest's intent, the other seats hear this many milliseconds later. */
export const OTHERS_AFTER = 2;

/**
 * The other seats' update put off after a guest's intent, with a save or not. Only on a visible
 * page: a hidden one's timers are slowed to a second, so it tells at once; one that turns hidden
 * meanwhile tells then (`take`, from the page's pagehide and visibilitychange).
 */
export class LaterTelling {
  private later: { save: boolean } | null = null;

  /** `tell(save)` tells the other seats (false when the table is gone meanwhile). */
  constructor(private readonly tell: () => void) {}

  /** Whether an update is put off. */
  get due(): boolean {
    return this.later !== null;
  }

  /** Puts the others' update off a moment (false: not on a hidden page, tell at once). */
  defer(save: boolean): boolean {
    if (globalThis.document?.visibilityState !== "visible") return false;
    if (this.later) {
      this.later.save ||= save;
      return true;
    }
    this.later = { save };
    setTimeout(() => {
      if (this.later) this.tell();
    }, OTHERS_AFTER);
    return true;
  }

  /** The put-off update is being told now: whether it was to be saved. */
  take(): boolean {
    const save = this.later?.save ?? false;
    this.later = null;
    return save;
  }
}

/**
 * The host page's own listeners are told at the next frame (the referee answers every guest first,
 * and paints at most once a frame), and only when what they show (`shown()`) changed: a guest's
 * notebook mark changes nothing here. Hidden pages, which get no frames, are told within 100 ms.
 */
export class FrameNotice {
  private notified = "";
  private pending = false;

  /** `look()`: what the listeners would show now, and how to tell them of it. */
  constructor(private readonly o: { disposed: () => boolean; look: () => { shown: string; tell: () => void } }) {}

  schedule(): void {
    if (this.pending || this.o.disposed()) return;
    this.pending = true;
    const run = () => {
      if (!this.pending || this.o.disposed()) return;
      this.pending = false;
      const { shown, tell } = this.o.look();
      if (shown === this.notified) return;
      this.notified = shown;
      tell();
    };
    globalThis.requestAnimationFrame?.(run);
    setTimeout(run, 100);
  }
}
