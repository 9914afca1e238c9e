import { useT } from '../../i18n/i18n'
import type { HomeContent } from '../../content/schema'
import { LoopVideo } from '../../components/ui/loop-video'
import { Reveal } from '../../components/ui/reveal'
import { SectionHeading } from '../../components/ui/section'

/** The one home section that reveals over 2000 ms (every other section takes 1000 ms), as on the firm's earlier site. */
export function OurApproach({ approach }: { approach: HomeContent['approach'] }) {
  const t = useT()
  return (
    <section aria-labelledby="our-approach" className="relative overflow-hidden bg-navy-900 text-white">
      <div className="absolute inset-0">
        <LoopVideo name="our-approach" mediaClassName="opacity-30" />
      </div>
      <Reveal duration={2000} className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading id="our-approach" eyebrow={t('home.approachEyebrow')} title={approach.title} tone="dark" />
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {approach.steps.map((step, i) => (
            <li key={step.title} className="rounded-xl bg-navy-950/70 p-6 ring-1 ring-white/10 backdrop-blur">
              <span className="font-serif text-3xl text-brass-300">{String(i + 1).padStart(2, '0')}</span>
              <h3 className="mt-3 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-white/80">{step.text}</p>
            </li>
          ))}
        </ol>
      </Reveal>
    </section>
  )
}
