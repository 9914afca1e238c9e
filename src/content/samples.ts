/**
 * Sample material (written for the site, not real clients' words or matters) is marked `sample: true` in its content
 * module. Pages use this to avoid claiming what a sample cannot be, and `npm run check:launch` lists every sample.
 */
export function hasSamples(items: readonly { sample?: boolean }[]): boolean {
  return items.some((item) => item.sample === true)
}

// What the pages say about samples (real or sample wording) is in the dictionaries, under "samples".
