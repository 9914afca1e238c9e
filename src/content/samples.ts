/**
 * Sample material (written for the site, not real clients' words or matters) is marked `sample: true` in its content
 * module. Pages use this to avoid claiming what a sample cannot be, and `npm run check:launch` lists every sample.
 */
export function hasSamples(items: readonly { sample?: boolean }[]): boolean {
  return items.some((item) => item.sample === true)
}

/** What the pages say, depending on whether the items shown are real or samples. */
export const sampleWording = {
  caseStudiesIntro: {
    real: "Real matters, told with the clients' permission and without identifying details. Every case is different, and past results do not predict future ones.",
    sample:
      'These stories are illustrative examples of the kinds of matters we handle, not accounts of real clients. Every case is different, and past results do not predict future ones.',
  },
  caseStudyNote:
    'This case study is an illustrative example, written to show how such a matter is handled. It is not the story of a real client.',
  testimonialsTitle: { real: 'What clients told us', sample: 'Examples of client feedback' },
  testimonialsIntro: {
    real: 'Some of our clients have shared their experience of working with us. Names are shortened to protect their privacy.',
    sample: 'These testimonials are illustrative examples of the feedback clients give, not the words of real clients.',
  },
  sampleLabel: 'Illustrative example',
}
