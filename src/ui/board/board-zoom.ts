/**
 * Zoom of the board on narrow screens: the board zooms and pans inside a viewport of fixed size
 * (`.board-scroll`), by the Zoom button or by pinching, so the page never grows and nothing covers
 * the board. One finger pans a zoomed board.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";

/** Zoom of the Zoom button, and the most a pinch may zoom. */
export const ZOOM_BUTTON = 2.6;
const ZOOM_MAX = 4;

export class BoardZoom implements ReactiveController {
  /** How far the board is zoomed inside its viewport (1: the whole board). */
  zoom = 1;
  /** Touch points on the board's viewport, for pinch-zoom. */
  private pointers = new Map<number, { x: number; y: number }>();
  private pinch: { distance: number; zoom: number } | null = null;

  constructor(private readonly host: ReactiveControllerHost & { renderRoot: ParentNode }) {
    host.addController(this);
  }

  hostConnected(): void {}

  private set(zoom: number) {
    this.zoom = zoom;
    this.host.requestUpdate();
  }

  /**
   * Zooms the board inside its fixed viewport, keeping the board point under `focus` (client
   * coordinates; default the viewport's centre) where it is.
   */
  setZoom(zoom: number, focus?: { x: number; y: number }): void {
    const next = Math.min(ZOOM_MAX, Math.max(1, zoom));
    const box = this.host.renderRoot.querySelector<HTMLElement>(".board-scroll");
    if (!box || next === this.zoom) {
      this.set(next);
      return;
    }
    const r = box.getBoundingClientRect();
    const fx = (focus?.x ?? r.left + r.width / 2) - r.left, fy = (focus?.y ?? r.top + r.height / 2) - r.top;
    const ratio = next / this.zoom;
    const left = (box.scrollLeft + fx) * ratio - fx, top = (box.scrollTop + fy) * ratio - fy;
    this.set(next);
    void this.host.updateComplete.then(() => box.scrollTo({ left, top }));
  }

  /** The Zoom button: the whole board, or zoomed in. */
  toggle = (): void => this.setZoom(this.zoom > 1 ? 1 : ZOOM_BUTTON);

  onPointerDown = (e: PointerEvent): void => {
    if (e.pointerType !== "touch") return;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      this.pinch = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y) || 1, zoom: this.zoom };
    }
  };

  onPointerMove = (e: PointerEvent): void => {
    if (!this.pointers.has(e.pointerId)) return;
    const was = this.pointers.get(e.pointerId)!;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 1 && this.zoom > 1) {
      // One finger pans the zoomed board (the viewport's touch-action is none while zoomed).
      (e.currentTarget as HTMLElement).scrollBy(was.x - e.clientX, was.y - e.clientY);
      return;
    }
    if (!this.pinch || this.pointers.size !== 2) return;
    const [a, b] = [...this.pointers.values()];
    const d = Math.hypot(a!.x - b!.x, a!.y - b!.y);
    this.setZoom(this.pinch.zoom * (d / this.pinch.distance), { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 });
  };

  onPointerUp = (e: PointerEvent): void => {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
    if (this.zoom < 1.08 && !this.pinch) this.set(1);
  };
}
