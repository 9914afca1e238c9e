import { useT } from '../../i18n/i18n'
import type { HomeContent } from '../../content/schema'
import { LoopVideo } from '../../components/ui/loop-video'
import { buttonClasses } from '../../components/ui/button'
import { Reveal } from '../../components/ui/reveal'

/** Marina timelapse; its Contact us jumps to the contact section on the same page. */
export function Timelapse({ timelapse }: { timelapse: HomeContent['timelapse'] }) {
  const t = useT()
  return (
    <section aria-labelledby="timelapse" className="relative isolate overflow-hidden bg-navy-950 text-white">
      {/* No stacking of its own below the text: the video's pause button must stay reachable by pointer. */}
      <div className="absolute inset-0">
        <LoopVideo name="marina" mediaClassName="opacity-60" />
      </div>
      <Reveal className="relative mx-auto max-w-3xl px-4 py-28 text-center sm:px-6">
        <h2 id="timelapse" className="text-3xl font-semibold sm:text-4xl">
          {timelapse.title}
        </h2>
        <p className="mt-4 text-lg text-white/85">{timelapse.text}</p>
        <a href="#contact" className={buttonClasses('primary', 'mt-8')}>
          {t('contact.title')}
        </a>
      </Reveal>
    </section>
  )
}
