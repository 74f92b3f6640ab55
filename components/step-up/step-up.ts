import { stepUpStatusAction } from "@/lib/actions/step-up";
import { STEP_UP_CODE } from "@/lib/auth/step-up-kinds";

/**
 * The client half of step-up (lib/auth/step-up): one dialog for the whole app (<StepUpHost />, in the
 * signed-in layout) that any caller opens by awaiting `askForStepUp()`; `withStepUp` wraps an action
 * call so a "step_up" refusal asks for the proof and sends the same call again. Like `toast`, no
 * provider to thread through: a tiny store the host subscribes to.
 */
type Ask = { promise: Promise<boolean>; resolve: (proven: boolean) => void };

let current: Ask | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const stepUpStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isOpen: () => current !== null,
};

/** Opens the dialog (or joins the one open); true once a proof holds, false when the user cancels. */
export function askForStepUp(): Promise<boolean> {
  if (!current) {
    let resolve!: (proven: boolean) => void;
    const promise = new Promise<boolean>((r) => (resolve = r));
    current = { promise, resolve };
    emit();
  }
  return current.promise;
}

/** The dialog's answer: proven or cancelled. */
export function settleStepUp(proven: boolean): void {
  const ask = current;
  current = null;
  emit();
  ask?.resolve(proven);
}

export function isStepUpRefusal(result: unknown): boolean {
  return (
    typeof result === "object" &&
    result !== null &&
    (result as { ok?: unknown }).ok === false &&
    (result as { code?: unknown }).code === STEP_UP_CODE
  );
}

/**
 * Runs an action call; when the server refuses it for a stale proof, asks for one and runs the same call
 * again (once). Cancelled, the refusal is the answer (its message says a confirmation is needed).
 */
export async function withStepUp<T>(run: () => Promise<T>): Promise<T> {
  const first = await run();
  if (!isStepUpRefusal(first) || !(await askForStepUp())) return first;
  return run();
}

/**
 * Before something that cannot be sent again in place (a download the browser starts, a copy): asks for
 * a proof first when the session's is stale. True when it may go ahead.
 */
export async function ensureFreshProof(): Promise<boolean> {
  const status = await stepUpStatusAction().catch(() => null);
  if (!status?.ok) return askForStepUp();
  return status.data.fresh || askForStepUp();
}
