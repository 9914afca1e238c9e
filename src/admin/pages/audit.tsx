import type { AuditEntry } from '../page-data'
import { cardBody, cardCell, cardHead, cardRow, cardTable } from '../cards'
import { IstanbulTime } from '../ui'

const ISO_INSTANT = /(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z)/

/** Instants inside a detail (a schedule's time, stored as ISO) read in Istanbul time like the rest of the page. */
function Detail({ text }: { text: string }) {
  return text.split(ISO_INSTANT).map((part, i) => (i % 2 === 1 ? <IstanbulTime key={i} iso={part} /> : part))
}

export function AuditPage({ entries }: { entries: AuditEntry[] }) {
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Audit log</h1>
      <p className="mt-2 text-sm text-navy-700">
        The latest 200 entries: sign-ins, publishing, deletions, exports and erasures (Istanbul time).
      </p>
      <table className={`mt-6 ${cardTable}`}>
        <thead className={cardHead}>
          <tr>
            <th className="p-2">When</th>
            <th className="p-2">Who</th>
            <th className="p-2">What</th>
            <th className="p-2">Detail</th>
          </tr>
        </thead>
        <tbody className={cardBody}>
          {entries.map((e) => (
            <tr key={e.id} className={cardRow}>
              <td data-label="When" className={`${cardCell} whitespace-nowrap`}>
                <IstanbulTime iso={e.at} />
              </td>
              <td data-label="Who" className={cardCell}>
                {e.actor}
              </td>
              <td data-label="What" className={cardCell}>
                {e.action}
              </td>
              <td data-label="Detail" className={`${cardCell} break-all`}>
                <Detail text={e.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
