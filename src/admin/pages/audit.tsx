import type { AuditEntry } from '../../lib/admin-pages'
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
      <table className="mt-6 w-full bg-white text-left text-sm shadow-sm">
        <thead className="bg-navy-100">
          <tr>
            <th className="p-2">When</th>
            <th className="p-2">Who</th>
            <th className="p-2">What</th>
            <th className="p-2">Detail</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-navy-100">
              <td className="p-2 whitespace-nowrap">
                <IstanbulTime iso={e.at} />
              </td>
              <td className="p-2">{e.actor}</td>
              <td className="p-2">{e.action}</td>
              <td className="p-2 break-all">
                <Detail text={e.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
