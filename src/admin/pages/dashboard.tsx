import type { DashboardSummary } from '../page-data'
import { cardBody, cardCell, cardHead, cardRow, cardTable } from '../cards'
import { IstanbulTime, StateBadge } from '../ui'
import { NoMailServerWarning } from './leads'

export function DashboardPage({ summary }: { summary: DashboardSummary }) {
  const figures = [
    { label: 'Leads in the last 7 days', value: summary.leadsLast7Days, href: '/admin/leads' },
    { label: 'E-mails waiting to be sent', value: summary.waitingMessages, href: '/admin/leads?status=pending' },
    { label: 'E-mails that failed', value: summary.failedMessages, href: '/admin/leads?status=failed' },
  ]
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Dashboard</h1>
      <div className="mt-4">
        {summary.mailDelivery === 'files' ? (
          <NoMailServerWarning />
        ) : (
          <p className="text-sm text-navy-700">E-mails are sent through the configured mail server.</p>
        )}
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {figures.map((f) => (
          <li key={f.label} className="rounded-xl bg-white p-4 shadow-sm">
            <a href={f.href} className="block">
              <span className="block text-3xl font-semibold">{f.value}</span>
              <span className="text-sm text-navy-700 underline">{f.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 font-serif text-xl font-semibold">Latest leads</h2>
      {summary.recentLeads.length === 0 ? (
        <p className="mt-2 text-sm">No leads yet.</p>
      ) : (
        <table className={`mt-2 ${cardTable}`}>
          <thead className={cardHead}>
            <tr>
              <th className="p-2">Received</th>
              <th className="p-2">From</th>
              <th className="p-2">E-mail status</th>
            </tr>
          </thead>
          <tbody className={cardBody}>
            {summary.recentLeads.map((l) => (
              <tr key={l.id} className={cardRow}>
                <td data-label="Received" className={`${cardCell} whitespace-nowrap`}>
                  <IstanbulTime iso={l.createdAt} />
                </td>
                <td className={cardCell}>
                  <a className="font-semibold underline" href={`/admin/leads/${l.id}`}>
                    {l.name}
                  </a>
                  <div className="text-xs text-navy-600">{l.kind === 'guide' ? `Guide: ${l.guide}` : 'Contact message'}</div>
                </td>
                <td data-label="E-mail status" className={cardCell}>
                  <StateBadge state={l.mailStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
