import type { ServiceGroupId } from '../../content/schema'
import type { Locale } from '../../i18n/locales'
import type { ContentSource } from '../../lib/content-source'
import { found } from '../../i18n/route-content'

/** What a card shows of a service (a group page's data carries no more). Kept apart from the page's components so
 * that the route's loader, which stays in the main bundle, does not pull them in. */
export interface ServiceCard {
  slug: string
  title: string
  summary: string
}

/** A group page's loader: the cards of the group's services in the page's language (not their full text). */
export async function groupCards(content: ContentSource, locale: Locale, group: ServiceGroupId): Promise<{ services: ServiceCard[] }> {
  const services = await found(content.services(locale))
  return { services: services.filter((s) => s.group === group).map(({ slug, title, summary }) => ({ slug, title, summary })) }
}
