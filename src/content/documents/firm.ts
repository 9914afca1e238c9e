import { z } from 'zod'
import { field, group, list, localText } from './fields.ts'

const bars = ['istanbul'] as const
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM')
const plain = (label: string, help?: string) => field(z.string().trim().min(1), { kind: 'text', label, help })
const url = (label: string, help?: string) => field(z.url({ protocol: /^https$/ }), { kind: 'link', label, help })
const flag = (label: string, help?: string) => field(z.boolean(), { kind: 'select', label, help }).optional()

/**
 * The firm's facts (today src/config/site.ts), written once for every page, e-mail, JSON-LD and the guide PDF.
 * The words around them (a bar's name, "tax office", the days of the week) come from each language's dictionary.
 */
export const firmDocument = z.object({
  sample: flag('Contact facts are samples', 'Name, phone, e-mail, address and map are samples to replace before launch.'),
  name: plain('Name'),
  shortName: plain('Short name'),
  founded: field(z.number().int().min(1900).max(2100), { kind: 'text', label: 'Year founded' }),
  identity: group(
    {
      sample: flag('Identity facts are samples'),
      registeredName: plain('Registered name', 'As registered with the bar (“... Avukatlık Ortaklığı”).'),
      partnershipRegistration: group(
        {
          bar: field(z.enum(bars), { kind: 'select', label: 'Bar' }),
          number: field(z.string().regex(/^\d+$/, 'digits only'), { kind: 'text', label: 'Number' }),
        },
        { label: 'Partnership registration', help: 'Empty for a sole lawyer’s office.' },
      ).nullable(),
      lawyers: list(
        {
          name: plain('Name', 'As registered with the bar, without "Av.".'),
          bar: field(z.enum(bars), { kind: 'select', label: 'Bar' }),
          registrationNumber: field(z.string().regex(/^\d+$/, 'digits only'), { kind: 'text', label: 'Registration number' }),
        },
        { label: 'Responsible lawyers' },
      ),
      taxOffice: plain('Tax office', 'Its own name, without "Vergi Dairesi".'),
      taxNumber: field(z.string().regex(/^\d{10,11}$/, 'must be 10 or 11 digits'), { kind: 'text', label: 'Tax number' }),
    },
    { label: 'Identity in law', help: 'Shown as the imprint and as the data controller in the privacy notice.' },
  ),
  phone: field(
    z.object({
      e164: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an international number: + and digits, e.g. +902125550123'),
      display: z.string().trim().min(1),
    }),
    { kind: 'phone', label: 'Phone', help: 'The number in international form and as pages show it.' },
  ),
  email: field(z.email(), { kind: 'text', label: 'E-mail' }),
  address: group(
    {
      lines: field(z.array(z.string().trim().min(1)).min(1), { kind: 'list', label: 'Street lines' }),
      city: plain('Postcode and city'),
      country: plain('Country'),
      countryCode: field(z.string().regex(/^[A-Z]{2}$/), { kind: 'text', label: 'Country code', help: 'ISO 3166-1, e.g. TR.' }),
      region: plain('Province'),
    },
    { label: 'Address', help: 'As the Turkish post writes it, the same in every language.' },
  ),
  hours: field(z.object({ days: z.array(z.enum(weekdays)).min(1), opens: time, closes: time }), {
    kind: 'hours',
    label: 'Office hours',
    help: 'Istanbul time.',
  }),
  areaServed: field(z.array(z.string().trim().min(1)).min(1), { kind: 'list', label: 'Areas served' }),
  languages: field(z.array(z.string().regex(/^[a-z]{2,3}$/)).min(1), {
    kind: 'list',
    label: 'Working languages',
    help: 'ISO 639 codes, e.g. "en".',
  }),
  social: list({ label: plain('Network'), href: url('Profile address'), sample: flag('Sample') }, { label: 'Social media' }),
  chat: group({ sample: flag('Samples'), whatsapp: url('WhatsApp'), telegram: url('Telegram'), wechat: url('WeChat') }, { label: 'Chat' }),
  booking: group(
    {
      url: url(
        'External booking page',
        'Leave empty: visitors book on the site’s own page. An address (https://…) sends the Schedule buttons to that scheduler instead, in a new tab.',
      ).optional(),
      sample: flag('Sample', 'The address is a sample: the site’s own booking page is used until it is replaced.'),
    },
    { label: 'Booking' },
  ),
  map: group(
    {
      latitude: field(z.number().min(-90).max(90), { kind: 'text', label: 'Latitude' }),
      longitude: field(z.number().min(-180).max(180), { kind: 'text', label: 'Longitude' }),
      title: localText('Map title', 'Names the map for screen readers.'),
    },
    { label: 'Map', help: 'The office’s position; the map and its link are made from it.' },
  ),
  description: field(z.string().trim().min(1), {
    kind: 'longText',
    label: 'Description',
    help: 'One sentence on what the firm does, for the footer and search engines.',
    localized: true,
  }),
})
