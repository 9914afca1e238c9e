import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { SectionHeading } from '../components/ui/section'
import { useSite } from '../components/layout/layout-data'
import { useT } from '../i18n/i18n'
import { ContactSection } from '../features/contact/contact-section'
import { FounderQuote } from '../features/home/founder-quote'
import { Hero } from '../features/home/hero'
import { OurApproach } from '../features/home/our-approach'
import { RecentPosts } from '../features/home/recent-posts'
import { ServiceCards } from '../features/home/service-cards'
import { Testimonials } from '../features/home/testimonials'
import { Timelapse } from '../features/home/timelapse'
import { WhatWeOffer } from '../features/home/what-we-offer'
import { TeamGrid } from '../features/team/team-grid'
import { found } from '../i18n/route-content'

export const Route = createFileRoute('/')({
  staticData: { fromDatabase: true, content: ['home', 'testimonials', 'team'] },
  // The three newest cards (only they, not the blog) are in the page's data. Plain loader data, not TanStack
  // Query: three cards need no cache, and the home page's first load is 7.8 KB gzip lighter without Query's code
  // (docs/benchmarks/simplify.md). When the call fails the section is left out and the page still works.
  loader: async ({ context }) => {
    const [homeContent, testimonials, teamMembers, recent] = await Promise.all([
      found(context.content.home(context.locale)),
      found(context.content.testimonials(context.locale)),
      found(context.content.team(context.locale)),
      context.blog.recent().catch(() => []),
    ])
    return { homeContent, testimonials, teamMembers, recent }
  },
  component: HomePage,
})

function HomePage() {
  const { homeContent, testimonials, teamMembers, recent } = Route.useLoaderData()
  const t = useT()
  const site = useSite()
  return (
    <>
      <Seo title={site.name} description={homeContent.heroText} path="/" />
      <Hero home={homeContent} />
      <FounderQuote founderQuote={homeContent.founderQuote} teamMembers={teamMembers} />
      <WhatWeOffer whatWeOffer={homeContent.whatWeOffer} />
      <OurApproach approach={homeContent.approach} />
      <ServiceCards home={homeContent} />
      <section aria-labelledby="team-heading" className="bg-sand">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
          <SectionHeading id="team-heading" eyebrow={t('home.ourPeople')} title={t('home.meetTeam')} intro={t('home.teamIntro')} />
          <TeamGrid teamMembers={teamMembers} />
        </div>
      </section>
      <Testimonials testimonials={testimonials} />
      <Timelapse timelapse={homeContent.timelapse} />
      <RecentPosts posts={recent} intro={homeContent.blogIntro} />
      <ContactSection />
    </>
  )
}
