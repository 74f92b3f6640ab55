import type { ReactNode } from "react";

import { notFound, unstable_rethrow } from "next/navigation";

import { upstreamAnswer } from "@/lib/upstream-answer";

import { UpstreamError } from "./upstream-error";

/**
 * Wraps a layout, page or async server component so a Partner API failure in its own reads renders
 * `UpstreamError` in its place instead of throwing. Thrown, it would reach Next before the shell (an
 * empty HTTP 500 whose error screen needs JavaScript) or inside a Suspense boundary (the skeleton stays
 * until JavaScript renders error.tsx). A Partner 404 is notFound(); any other error still throws.
 * Errors of the components it renders are theirs: wrap the one that reads.
 *   export default withUpstreamError(EventLayout)
 */
export function withUpstreamError<P>(render: (props: P) => Promise<ReactNode>) {
  async function UpstreamErrorBoundary(props: P): Promise<ReactNode> {
    try {
      return await render(props);
    } catch (error) {
      unstable_rethrow(error); // notFound(), redirect() and Next's own signals stay Next's
      const answer = upstreamAnswer(error);
      if (!answer) throw error;
      if (answer.status === 404) notFound();
      console.error("Partner API read failed", error);
      return <UpstreamError answer={answer} />;
    }
  }
  return UpstreamErrorBoundary;
}
