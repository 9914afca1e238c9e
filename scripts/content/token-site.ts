import { site as facts } from '../../src/config/site.ts'

/**
 * src/config/site.ts as the seed's converter gives it to today's content modules: the firm facts their template
 * literals embed come out as `{{firm.…}}` tokens, which the renderer fills from the `firm` document.
 */
export * from '../../src/config/site.ts'
export const site = {
  ...facts,
  name: '{{firm.name}}',
  founded: '{{firm.founded}}' as unknown as number,
  hours: { ...facts.hours, time: '{{firm.hours.time}}' },
}
export const officeHours = '{{firm.hours}}'
