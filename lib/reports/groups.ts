/** The breakdowns a report shows (one at a time, `?group=`) and how (`?view=`). Isomorphic, no zod. */
export const REPORT_GROUPS = ["day", "event", "method", "lot"] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_VIEWS = ["chart", "table"] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];
