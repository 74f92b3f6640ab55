// autocannon runs: a fixed rate (latency percentiles) and the maximum rate (throughput).
import autocannon from "autocannon";

function run(opts, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    if (onResponse) instance.on("response", (_client, status, _bytes, ms) => onResponse(status, ms));
  });
}

// autocannon reports p90/p97.5 but not p95, so percentiles come from every response time.
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const failures = (r) => r.errors + r.timeouts + r.non2xx;

/** p50/p95/p99 in ms at `rate` req/s for `seconds`, with what was actually served. */
export async function atRate(url, headers, { rate = 20, seconds = 10 } = {}) {
  const times = [];
  const r = await run(
    { url, headers, connections: rate, overallRate: rate, duration: seconds, timeout: 30 },
    (_status, ms) => times.push(ms),
  );
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    served: times.length / seconds,
    failures: failures(r),
  };
}

/** Requests per second at `connections` concurrent connections. */
export async function maxRate(url, headers, { connections = 10, seconds = 10 } = {}) {
  const r = await run({ url, headers, connections, duration: seconds, timeout: 30 });
  return { perSecond: r.requests.average, failures: failures(r) };
}

/** Runs `count` requests, `concurrency` at a time (for CPU per request). */
export async function fixedCount(url, headers, { count = 200, concurrency = 4 } = {}) {
  const r = await run({ url, headers, connections: concurrency, amount: count, timeout: 30 });
  return { failures: failures(r) };
}
