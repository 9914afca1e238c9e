import { describe, expect, it } from 'vitest'
import {
  alternate,
  formatTable,
  jsHeld,
  kbDelta,
  lighthouseMisses,
  median,
  nginxConfig,
  parseWrk,
  ratio,
  scoreHeld,
  times,
  within,
} from './bench-format'
import { benchmarkMark, benchmarkPosts } from './bench-posts'

describe('npm run bench helpers', () => {
  it('takes the median of odd and even counts and ignores runs without a figure', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([5, Number.NaN, 1, 3])).toBe(3)
    expect(median([])).toBeNaN()
  })

  it('aligns table columns, numbers to the right', () => {
    expect(
      formatTable([
        ['page', 'req/s'],
        ['/faq', 1200],
        ['/', 85],
      ]),
    ).toBe(['page  req/s', '/faq   1200', '/        85'].join('\n'))
  })

  it('gives n/a for a ratio without both figures, and judges "within 10 %" both ways', () => {
    expect(times(ratio(40, 100))).toBe('0.40 ×')
    expect(times(ratio(40, Number.NaN))).toBe('n/a')
    expect(within(109, 100, 0.1)).toBe(true)
    expect(within(89, 100, 0.1)).toBe(false)
    expect(within(1, Number.NaN, 0.1)).toBeUndefined()
  })

  it('alternates which build runs first from one round to the next', () => {
    expect(alternate(['before', 'after'], 1)).toEqual(['before', 'after'])
    expect(alternate(['before', 'after'], 2)).toEqual(['after', 'before'])
    expect(alternate(['before', 'after'], 3)).toEqual(['before', 'after'])
  })

  it("judges a build against its baseline by issue 36's limits: score −1 at most, first-load JS +2 KB at most", () => {
    expect(scoreHeld(97, 98)).toBe(true)
    expect(scoreHeld(96, 98)).toBe(false)
    expect(scoreHeld(99, 98)).toBe(true)
    expect(scoreHeld(Number.NaN, 98)).toBeUndefined()
    expect(jsHeld(150_000 + 2048, 150_000)).toBe(true)
    expect(jsHeld(150_000 + 2049, 150_000)).toBe(false)
    expect(jsHeld(140_000, 150_000)).toBe(true)
    expect(kbDelta(-2560)).toBe('−2.5 KB')
    expect(kbDelta(1024)).toBe('+1.0 KB')
  })

  it('names each missed Lighthouse target', () => {
    expect(lighthouseMisses({ score: 96, fcpMs: 1400, tbtMs: 100, cls: 0.0001 })).toEqual([])
    expect(lighthouseMisses({ score: 66, fcpMs: 2900, tbtMs: 610, cls: 0.05 })).toEqual(['score', 'FCP', 'TBT', 'CLS'])
    expect(lighthouseMisses({ score: Number.NaN, fcpMs: 1000, tbtMs: 0, cls: 0 })).toEqual(['score'])
  })

  it('writes an nginx configuration that serves each URL from its file with our encoding, in the temp folder', () => {
    const conf = nginxConfig({
      port: 4341,
      dir: '/tmp/bench-nginx-x',
      root: '/tmp/bench-nginx-x/bodies',
      runAsRoot: false,
      locations: [
        { path: '/', file: 'body-0', contentType: 'text/html; charset=UTF-8', encoding: 'br' },
        { path: '/assets/index.js', file: 'body-1', contentType: 'text/javascript', encoding: 'identity' },
      ],
    })
    expect(conf).toContain('daemon off;')
    expect(conf).toContain('pid /tmp/bench-nginx-x/nginx.pid;')
    expect(conf).toContain('error_log /tmp/bench-nginx-x/error.log')
    expect(conf).toContain('listen 127.0.0.1:4341;')
    expect(conf).not.toContain('user root')
    const home = conf.slice(conf.indexOf('location = / {'), conf.indexOf('location = /assets'))
    expect(home).toContain('try_files /body-0 =404;')
    expect(home).toContain('default_type "text/html; charset=UTF-8";')
    expect(home).toContain('add_header Content-Encoding br;')
    const script = conf.slice(conf.indexOf('location = /assets'))
    expect(script).not.toContain('Content-Encoding')
    expect(conf).not.toContain('return 200')
  })

  it('adds the fixed "ok" location that measures the load generator\'s ceiling when asked', () => {
    const conf = nginxConfig({
      port: 4341,
      dir: '/tmp/x',
      root: '/tmp/x/bodies',
      runAsRoot: true,
      locations: [],
      ceilingPath: '/__ceiling',
    })
    expect(conf).toContain('user root;')
    const ceiling = conf.slice(conf.indexOf('location = /__ceiling {'))
    expect(ceiling.slice(0, ceiling.indexOf('}'))).toContain('return 200 "ok";')
  })

  // Outputs of Debian's wrk 4.1.0 (`wrk -t2 -c32 -d1s --timeout 30s --latency`), cut from real runs.
  const wrkOutput = (extra: string[]) =>
    [
      'Running 1s test @ http://127.0.0.1:4480/ok',
      '  2 threads and 32 connections',
      '  Thread Stats   Avg      Stdev     Max   +/- Stdev',
      '    Latency     1.90ms    4.20ms  43.95ms   95.65%',
      '    Req/Sec    14.48k     7.32k   25.53k    70.00%',
      '  Latency Distribution',
      '     50%  678.00us',
      '     75%    1.75ms',
      '     90%    3.45ms',
      '     99%    1.02s',
      '  28921 requests in 1.02s, 4.11MB read',
      ...extra,
      'Requests/sec:  28402.21',
      'Transfer/sec:      4.04MB',
      '',
    ].join('\n')

  it("reads req/s, p50 and p99 (in their units) and counts failures from wrk's output", () => {
    expect(parseWrk(wrkOutput([]))).toEqual({ rps: 28402.21, p50Ms: 0.678, p99Ms: 1020, requests: 28921, failures: 0 })
    const failing = parseWrk(wrkOutput(['  Socket errors: connect 0, read 2, write 1, timeout 3', '  Non-2xx or 3xx responses: 41271']))
    expect(failing.failures).toBe(41277)
  })

  it('gives no figure rather than a zero when wrk completed no request or printed something else', () => {
    const none = parseWrk(wrkOutput([]).replace('28921 requests', '0 requests'))
    expect(none.p50Ms).toBeNaN()
    expect(none.p99Ms).toBeNaN()
    expect(parseWrk('unable to connect to 127.0.0.1:4489 Connection refused').rps).toBeNaN()
  })

  it('generates distinct posts of about 5 KB, each marked as benchmark data', () => {
    const posts = benchmarkPosts(40, ['/media/blog/a.svg'])
    expect(new Set(posts.map((p) => p.slug)).size).toBe(40)
    for (const p of posts) {
      expect(p.body.length).toBeGreaterThan(4000)
      expect(p.body.length).toBeLessThan(7000)
      expect(p.body).toContain(benchmarkMark)
      expect(p.title).toMatch(/^Benchmark post/)
    }
    expect(posts[0].publishedAt > posts[1].publishedAt).toBe(true)
    expect(posts[0].dateLabel).toBe(
      `${posts[0].publishedAt.slice(5, 7)}-${posts[0].publishedAt.slice(8, 10)}-${posts[0].publishedAt.slice(0, 4)}`,
    )
  })
})
