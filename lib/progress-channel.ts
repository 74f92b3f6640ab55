import type { ReadStep } from "@/lib/partner/every-item";

/**
 * How far one whole-list read is, for a skeleton to stream: the reader `report`s each step and `end`s;
 * a watcher asks for the `next` step past `after` pages (null once the read has ended). Steps are given
 * at least `pages / 20` apart, so a long read streams a few updates, not one per page.
 */
export type ProgressChannel = {
  report: (step: ReadStep) => void;
  end: () => void;
  next: (after?: number) => Promise<ReadStep | null>;
};

export function progressChannel(): ProgressChannel {
  let step: ReadStep | null = null;
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of waiters) w();
    waiters.clear();
  };
  return {
    report(next) {
      step = next;
      wake();
    },
    end() {
      ended = true;
      wake();
    },
    async next(after = 0) {
      for (;;) {
        if (ended) return null;
        const s = step;
        if (s && s.read > after && (s.read - after >= s.pages / 20 || s.read === s.pages)) return s;
        await new Promise<void>((resolve) => waiters.add(resolve));
      }
    },
  };
}
