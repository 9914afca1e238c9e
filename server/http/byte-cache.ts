/**
 * A least-recently-used map bounded by the bytes of its values, not by their number: entries differ in size by
 * orders of magnitude (a blog list with many posts against a short article), and keys can come from what
 * visitors send, so only a byte bound keeps memory flat. A value larger than a quarter of the bound is not kept.
 */
export class ByteCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>()
  private total = 0
  readonly maxBytes: number
  private readonly sizeOf: (value: V) => number

  constructor(maxBytes: number, sizeOf: (value: V) => number) {
    this.maxBytes = maxBytes
    this.sizeOf = sizeOf
  }

  get bytes(): number {
    return this.total
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Most recently used last: Map keeps insertion order, so the oldest entry is always the first.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    this.delete(key)
    const size = this.sizeOf(value)
    if (size > this.maxBytes / 4) return
    for (const [oldKey, old] of this.entries) {
      if (this.total + size <= this.maxBytes) break
      this.entries.delete(oldKey)
      this.total -= old.size
    }
    this.entries.set(key, { value, size })
    this.total += size
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.total -= entry.size
  }
}
