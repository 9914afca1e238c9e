import type { Testimonial } from '../schema.ts'
import { fill } from './fill.ts'

export const testimonials: Testimonial[] = fill([
  {
    quote:
      'Before we started, we received a written list of every document and a clear fee proposal. During the process we were told what had happened and what came next, without having to ask. Living abroad, that made the whole application much easier to follow.',
    author: 'Anna L., Germany',
    matter: 'Turkish citizenship by investment',
    sample: true,
  },
  {
    quote:
      'I was worried about my residence permit renewal because my address had changed. They explained what the migration office would ask for, checked my documents before the appointment and answered my messages in Arabic. The process was calm and clear.',
    author: 'Khalid M., Jordan',
    matter: 'Residence permit renewal',
    sample: true,
  },
  {
    quote:
      'We set up our company in Istanbul while still living in the UK. Each step was explained in plain English, the power of attorney was prepared in the right form the first time, and we always knew who to contact with a question.',
    author: 'James R., United Kingdom',
    matter: 'Company establishment',
    sample: true,
  },
  {
    quote:
      'Before buying an apartment I asked for the title deed to be checked. The report listed the points to solve before the transfer and what each one meant for me. At the Land Registry, everything went as I had been told it would.',
    author: 'Elena S., Ukraine',
    matter: 'Property purchase and title deed transfer',
    sample: true,
  },
])
