// Types only: the pages' JavaScript must not carry the content schemas (zod) for a title.
import type { TeamMember, TeamRole } from '../content/schema.ts'
import type { MessageKey, T } from '../i18n/translate.ts'

/**
 * A person's title in the page's language, from the one table each language keeps (its dictionary's `team.roles`),
 * by the person's language-neutral role and grammatical gender: the cards, the profile, the founder's quote, a
 * guide's author and the guide PDF's byline all say the same.
 */
export function memberTitle(t: T, member: Pick<TeamMember, 'role' | 'gender'>): string {
  const key: MessageKey = `team.roles.${member.role}.${member.gender}`
  return t(key)
}

/** The roles whose holders are admitted to the bar (Attorneys' Act No. 1136): "Av." before the name in Turkish usage. */
const barRoles: readonly TeamRole[] = ['founder', 'partner', 'associate']

/** Whether the person is admitted to the bar ("Av." in Turkish usage, `honorificPrefix` in structured data). */
export function isLawyer(member: Pick<TeamMember, 'role'>): boolean {
  return barRoles.includes(member.role)
}

/** The member a guide or quote names by id; the content check fails the build when the id is not in team.ts. */
export function memberById<M extends Pick<TeamMember, 'id'>>(members: readonly M[], id: string): M {
  const member = members.find((m) => m.id === id)
  if (!member) throw new Error(`No team member "${id}" in this language's team.ts`)
  return member
}
