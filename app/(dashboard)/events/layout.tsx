import type { ReactNode } from "react";

import { QueryProvider } from "@/components/layout/query-provider";

/**
 * The events section holds the app's mutations (bulk status on the list, the status dialog and cover
 * upload on an event), so react-query loads here rather than on every page of the app.
 */
export default function EventsLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
