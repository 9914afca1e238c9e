import { describe, expect, it } from 'vitest'
import { formatTable, lighthouseMisses, median, nginxConfig, ratio, times, within } from './bench-format'
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
