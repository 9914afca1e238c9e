/**
 * Recent request times per key (a client address), in memory and bounded: at most `maxKeys` keys (the oldest
 * key is dropped first) and `maxPerKey` times each, so a flood from many addresses cannot grow it without limit.
 */
export class RecentHits {
  private readonly hits = new Map<string, number[]>()
  private readonly windowMs: number
  private readonly maxKeys: number
  private readonly maxPerKey: number

  constructor(opts: { windowMs: number; maxKeys: number; maxPerKey: number }) {
    this.windowMs = opts.windowMs
    this.maxKeys = opts.maxKeys
    this.maxPerKey = opts.maxPerKey
  }

  /** Times within the window for this key, newest last. */
  get(key: string, now = Date.now()): number[] {
    const times = this.hits.get(key)
    if (!times) return []
    const recent = times.filter((t) => t > now - this.windowMs)
    if (recent.length === 0) this.hits.delete(key)
    else if (recent.length !== times.length) this.hits.set(key, recent)
    return recent
  }

  add(key: string, now = Date.now()): void {
    const times = this.get(key, now)
    times.push(now)
    if (times.length > this.maxPerKey) times.splice(0, times.length - this.maxPerKey)
    this.hits.delete(key)
    this.hits.set(key, times)
    while (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!)
  }

  size(): number {
    return this.hits.size
  }
}
