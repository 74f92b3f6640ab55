import { describe, expect, it } from "vitest";

import { readLimited } from "./read-limited";

/** A stream of `chunks`, recording whether the reader cancelled it. */
function streamOf(chunks: string[]) {
  const seen = { cancelled: false, pulled: 0 };
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[seen.pulled++];
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("readLimited", () => {
  it("joins the chunks of a body within the limit, the limit included", async () => {
    const { stream } = streamOf(["ab", "cd", "e"]);
    expect(new TextDecoder().decode((await readLimited(stream, 5))!)).toBe("abcde");
  });

  it("answers null past the limit and cancels the rest unread", async () => {
    const { stream, seen } = streamOf(["abc", "def", "ghi", "jkl"]);
    expect(await readLimited(stream, 5)).toBeNull();
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(4);
  });

  it("reads an absent body as empty", async () => {
    expect(await readLimited(null, 10)).toEqual(new Uint8Array(0));
  });
});
