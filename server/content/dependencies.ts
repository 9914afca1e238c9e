import { createHash } from 'node:crypto'
import type { ContentSource } from '../../src/lib/content-source.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import type { ServerContentSource } from './snapshot.ts'

/**
 * What a page's render read of the content (ADR 36, 4.2 point 2), one dependency per read: a document
 * (`service tr turkish-citizienship`), a list (`services tr`) or the layout of a language (`layout tr`: the firm's
 * facts, the service catalogue, the languages). A prepared page stays valid while each of its dependencies answers
 * the same at the current snapshot, so publishing a service's body leaves /faq alone and renaming the service (its
 * title is in the layout) does not.
 */
export type Dependency = string

type Read = keyof ContentSource
type ReadArgs = [locale: Locale, key?: string]

const SEPARATOR = ' '

const dependencyOf = (read: Read, [locale, key]: ReadArgs): Dependency =>
  key === undefined ? `${read}${SEPARATOR}${locale}` : `${read}${SEPARATOR}${locale}${SEPARATOR}${key}`

function readOf(dependency: Dependency): [Read, ReadArgs] {
  const [read, locale, ...key] = dependency.split(SEPARATOR)
  return [read as Read, key.length === 0 ? [locale as Locale] : [locale as Locale, key.join(SEPARATOR)]]
}

const READS: readonly Read[] = [
  'layout',
  'service',
  'services',
  'caseStudy',
  'caseStudies',
  'guide',
  'guides',
  'teamMember',
  'team',
  'testimonials',
  'faq',
  'home',
  'about',
  'privacy',
] satisfies readonly Read[]

/** The source a single render reads through: each read answers as `source` does and is added to `into`. */
export function recordingSource(source: ContentSource, into: Set<Dependency>): ContentSource {
  const call = source as unknown as Record<Read, (...args: ReadArgs) => Promise<unknown>>
  return Object.fromEntries(
    READS.map((read) => [
      read,
      (...args: ReadArgs) => {
        into.add(dependencyOf(read, args))
        return call[read](...args)
      },
    ]),
  ) as unknown as ContentSource
}

/**
 * The revision of each dependency at the source's current version: a hash of what the read answers, computed once
 * per dependency and version (a snapshot is read-only until the next one replaces it whole).
 */
export class ContentRevisions {
  private readonly source: ServerContentSource
  private version: number
  private known = new Map<Dependency, Promise<string>>()

  constructor(source: ServerContentSource) {
    this.source = source
    this.version = source.version()
  }

  /** The version the revisions answered now belong to. */
  get current(): number {
    return this.source.version()
  }

  of(dependency: Dependency): Promise<string> {
    const version = this.source.version()
    if (version !== this.version) {
      this.version = version
      this.known = new Map()
    }
    let job = this.known.get(dependency)
    if (!job) {
      const [read, args] = readOf(dependency)
      const call = this.source as unknown as Record<Read, (...a: ReadArgs) => Promise<unknown>>
      job = call[read](...args).then((value) =>
        createHash('sha1')
          .update(JSON.stringify(value ?? null))
          .digest('base64url'),
      )
      // A failed read is tried again on the next question.
      job.catch(() => this.known.delete(dependency))
      this.known.set(dependency, job)
    }
    return job
  }

  /** Each dependency with its revision now. */
  async all(dependencies: Iterable<Dependency>): Promise<Map<Dependency, string>> {
    const list = [...dependencies]
    const revisions = await Promise.all(list.map((d) => this.of(d)))
    return new Map(list.map((d, i) => [d, revisions[i]!]))
  }

  /** Whether every dependency still answers what it did when `revisions` were taken. */
  async unchanged(revisions: Map<Dependency, string>): Promise<boolean> {
    for (const [dependency, revision] of revisions) if ((await this.of(dependency)) !== revision) return false
    return true
  }
}
