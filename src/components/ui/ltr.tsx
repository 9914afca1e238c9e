import type { ReactNode } from 'react'

/**
 * A left-to-right run set inside text of either direction: a postal code and city, an hours range, a phone number,
 * an e-mail or web address, a Latin name. Isolated (<bdi>), so the right-to-left text around it cannot split it: in
 * Arabic, "34394 İstanbul" would otherwise show as "İstanbul 34394" and "09:00–20:00" as "20:00–09:00". The
 * direction is set, not guessed from the first letter (<bdi>'s default): a run with no letters, such as an hours
 * range, would take the surrounding right-to-left direction.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  )
}
