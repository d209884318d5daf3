/**
 * The card table's declaration form (./declare-dialog.ts) as a controller: whether it is open and
 * its values, and its code — a chunk of its own, asked for with the player's first act (so it is
 * here when wanted, offline too) and at the latest when the form is opened.
 */
import { nothing, type ReactiveController, type ReactiveControllerHost } from "lit";
import type { CardsAction, CardsView } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";
import type { DeclareForm } from "./declare-dialog.js";

type DeclareCode = typeof import("./declare-dialog.js");

export class CardsDeclare implements ReactiveController {
  /** The form's values while it is open. */
  form: DeclareForm | null = null;
  private code: DeclareCode | null = null;
  private loading: Promise<DeclareCode> | null = null;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The form's code, once (asked for again after a failure). */
  load(): Promise<DeclareCode> {
    return (this.loading ??= import("./declare-dialog.js").then((code) => (this.code = code), (e: unknown) => {
      this.loading = null;
      throw e;
    }));
  }

  /** Opens the form on `view()` as it is once the code is here (the assistant's likeliest declaration); rejects if the code cannot be had. */
  async open(view: () => CardsView | null): Promise<void> {
    const code = await this.load();
    const v = view();
    if (v?.legal.some((a) => a.type === "declare")) this.set(code.initialForm(v));
  }

  close(): void {
    this.set(null);
  }

  render(view: CardsView, m: CardsMessages, send: (a: CardsAction) => void) {
    if (!this.form || !this.code) return nothing;
    return this.code.renderDeclare(view, m, this.form, (f) => this.set(f), send, () => this.close());
  }

  private set(form: DeclareForm | null) {
    this.form = form;
    this.host.requestUpdate();
  }
}
