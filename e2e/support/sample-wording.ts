import { en } from '../../src/i18n/dictionaries/en'

/** The English pages' wording for sample material (src/i18n/dictionaries/en.ts, "samples"), real or sample. */
export const sampleWording = {
  caseStudiesIntro: { real: en.samples.caseStudiesIntroReal, sample: en.samples.caseStudiesIntroSample },
  caseStudyNote: en.samples.caseStudyNote,
  testimonialsTitle: { real: en.samples.testimonialsTitleReal, sample: en.samples.testimonialsTitleSample },
  testimonialsIntro: { real: en.samples.testimonialsIntroReal, sample: en.samples.testimonialsIntroSample },
  sampleLabel: en.samples.label,
}
