/** The part of autocannon's API (it ships no types) that `npm run bench` uses. */
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    /** Seconds before a request counts as timed out. */
    timeout?: number
    headers?: Record<string, string>
  }
  interface Histogram {
    average: number
    p99: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
