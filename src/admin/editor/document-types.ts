import type { ContentPart, DocumentType } from '../../content/model'

/** Each document type as the back office names it: one document, or many. */
export const DOCUMENT_TYPE_NAMES: Record<DocumentType, { one: string; many: string }> = {
  firm: { one: 'Firm facts', many: 'Firm facts' },
  'legal-figures': { one: 'Legal figures', many: 'Legal figures' },
  'service-group': { one: 'Service group', many: 'Service groups' },
  service: { one: 'Service', many: 'Services' },
  'case-study': { one: 'Case study', many: 'Case studies' },
  guide: { one: 'Guide', many: 'Guides' },
  'team-member': { one: 'Team member', many: 'Team' },
  testimonial: { one: 'Testimonial', many: 'Testimonials' },
  faq: { one: 'FAQ', many: 'FAQ' },
  home: { one: 'Home page', many: 'Home page' },
  about: { one: 'About page', many: 'About page' },
  privacy: { one: 'Privacy notice', many: 'Privacy notice' },
}

/** A part as the editor names it: the shared facts, or a language by its English name. */
export function partLabel(part: ContentPart): string {
  return part === 'neutral' ? 'Shared facts (every language)' : (englishNames.of(part) ?? part)
}

const englishNames = new Intl.DisplayNames('en', { type: 'language' })

/** A key as words, for lists that show no title: `turkish-citizienship` -> "turkish citizienship". */
export const keyWords = (key: string) => key.replace(/-/g, ' ')
