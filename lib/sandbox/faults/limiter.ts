/**
 * Token buckets per API key: `rps` tokens a second, bursts up to `rps` (at least 1). Process-local on
 * purpose: the limit is a test knob, not a quota shared across instances.
 */
export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** 0 when allowed; else the milliseconds until a token is available. */
  take(key: string, rps: number): number {
    const t = this.now();
    const capacity = Math.max(1, rps);
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: t };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((t - bucket.at) / 1000) * rps);
    bucket.at = t;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.buckets.clear();
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - bucket.tokens) / rps) * 1000);
  }
}
