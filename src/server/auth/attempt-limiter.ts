/**
 * Fixed-window counters for sign-in attempts, per e-mail and per IP. Kept in the process: with
 * several processes each keeps its own count, which still bounds guessing to N × the limit.
 */
export interface LimitRule {
  max: number;
  windowMs: number;
}

export class AttemptLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    readonly rule: LimitRule,
    readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when `key` is over its limit, else 0. Does not count. */
  retryAfter(key: string): number {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= this.now() || entry.count < this.rule.max) return 0;
    return Math.ceil((entry.resetAt - this.now()) / 1000);
  }

  hit(key: string): void {
    const now = this.now();
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) this.#hits.set(key, { count: 1, resetAt: now + this.rule.windowMs });
    else entry.count += 1;
    if (this.#hits.size > 50_000) this.#sweep(now);
  }

  reset(key: string): void {
    this.#hits.delete(key);
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}
