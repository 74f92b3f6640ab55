import { formatBRL } from "@/lib/money";

export type Period = "daily" | "weekly";

/** The report's window and its buckets: 24 hours by hour, or 7 days by day, ending at `now`. */
export function reportWindow(
  period: Period,
  now: Date,
): { from: Date; to: Date; buckets: number; stepMs: number } {
  const stepMs = period === "daily" ? 3_600_000 : 86_400_000;
  const buckets = period === "daily" ? 24 : 7;
  return { from: new Date(now.getTime() - buckets * stepMs), to: now, buckets, stepMs };
}

/** Paid orders summed in integer cents per bucket; orders outside the window are ignored. */
export function bucketSales(
  orders: readonly { at: Date; cents: number }[],
  window: { from: Date; buckets: number; stepMs: number },
): number[] {
  const sums = Array.from({ length: window.buckets }, () => 0);
  for (const { at, cents } of orders) {
    const index = Math.floor((at.getTime() - window.from.getTime()) / window.stepMs);
    if (index >= 0 && index < window.buckets) sums[index] += cents;
  }
  return sums;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/**
 * A bar chart of sales over time as a standalone SVG (no browser needed to draw it): one bar per
 * bucket, the largest bucket's amount on the axis, the first and last labels below.
 */
export function salesChartSvg(sums: readonly number[], labels: readonly string[], title: string): string {
  const width = 600;
  const height = 240;
  const left = 70;
  const top = 30;
  const bottom = 30;
  const plotW = width - left - 10;
  const plotH = height - top - bottom;
  const max = Math.max(1, ...sums);
  const barW = plotW / Math.max(1, sums.length);
  const bars = sums
    .map((cents, i) => {
      const h = Math.round((cents / max) * plotH);
      const x = (left + i * barW + 1).toFixed(1);
      return `<rect x="${x}" y="${top + plotH - h}" width="${(barW - 2).toFixed(1)}" height="${h}" fill="#6d28d9"><title>${escapeXml(`${labels[i] ?? ""}: ${formatBRL(cents)}`)}</title></rect>`;
    })
    .join("");
  const first = labels[0] ?? "";
  const last = labels[labels.length - 1] ?? "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${left}" y="18" font-family="sans-serif" font-size="14" fill="#18181b">${escapeXml(title)}</text>`,
    `<line x1="${left}" y1="${top + plotH}" x2="${width - 10}" y2="${top + plotH}" stroke="#a1a1aa"/>`,
    `<text x="${left - 6}" y="${top + 10}" text-anchor="end" font-family="sans-serif" font-size="11" fill="#3f3f46">${escapeXml(formatBRL(max === 1 && sums.every((s) => s === 0) ? 0 : max))}</text>`,
    `<text x="${left - 6}" y="${top + plotH}" text-anchor="end" font-family="sans-serif" font-size="11" fill="#3f3f46">${escapeXml(formatBRL(0))}</text>`,
    bars,
    `<text x="${left}" y="${height - 8}" font-family="sans-serif" font-size="11" fill="#3f3f46">${escapeXml(first)}</text>`,
    `<text x="${width - 10}" y="${height - 8}" text-anchor="end" font-family="sans-serif" font-size="11" fill="#3f3f46">${escapeXml(last)}</text>`,
    `</svg>`,
  ].join("");
}
