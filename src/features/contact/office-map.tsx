import { ClientOnly } from '@tanstack/react-router'
import { useState } from 'react'
import { useSite } from '../../components/layout/layout-data'
import { Button } from '../../components/ui/button'
import { useT } from '../../i18n/i18n'
import { Ltr } from '../../components/ui/ltr'

/**
 * The embedded map loads only when the visitor asks for it: no request goes to the map provider before that
 * (KVKK: no third-party request until the visitor asks). Without JavaScript the button, which could not show the
 * embedded map, is left out and the link opens the map on the provider's site.
 */
export function OfficeMap() {
  const [shown, setShown] = useState(false)
  const t = useT()
  const site = useSite()
  return (
    <section aria-labelledby="office-map" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="office-map" className="text-3xl font-semibold text-navy-950">
          {t('contact.findOffice')}
        </h2>
        <p className="mt-2 text-navy-700">
          <Ltr>
            {site.address.lines.join(', ')}, {site.address.city}
          </Ltr>
        </p>
        <div className="mt-6 aspect-[16/9] w-full overflow-hidden rounded-xl bg-navy-100 ring-1 ring-navy-100 sm:aspect-[21/9]">
          {shown ? (
            <iframe
              title={t('site.mapTitle')}
              src={site.map.embedUrl}
              loading="lazy"
              className="h-full w-full border-0"
              referrerPolicy="no-referrer"
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-4 bg-[url(/media/map-placeholder.svg)] bg-cover bg-center p-6 text-center">
              <p className="max-w-md rounded-md bg-white/90 px-4 py-2 text-sm text-navy-800">{t('contact.mapNotice')}</p>
              <div className="flex flex-wrap justify-center gap-3">
                <ClientOnly>
                  <Button onClick={() => setShown(true)}>{t('contact.showMap')}</Button>
                </ClientOnly>
                <a
                  href={site.map.linkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-md bg-white px-4 text-sm font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50"
                >
                  {t('contact.openMap')}
                </a>
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
