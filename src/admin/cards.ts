/**
 * A list table that becomes one card per row on a phone: the same elements and data, laid out by Tailwind's
 * responsive variants instead of a second copy of the list, so nothing scrolls sideways at 390 px and nothing is
 * read twice. Each cell gives its column name in `data-label`, shown before the value while the header is hidden.
 */
export const cardTable = 'w-full bg-white text-left text-sm shadow-sm max-md:block max-md:bg-transparent max-md:shadow-none'
export const cardHead = 'bg-navy-100 max-md:sr-only'
export const cardBody = 'max-md:flex max-md:flex-col max-md:gap-2'
export const cardRow =
  'border-t border-navy-100 max-md:block max-md:rounded-lg max-md:border-t-0 max-md:bg-white max-md:p-3 max-md:shadow-sm'
export const cardCell =
  'p-2 max-md:block max-md:px-0 max-md:py-0.5 max-md:[overflow-wrap:anywhere] max-md:before:me-2 max-md:before:font-semibold max-md:before:text-navy-700 max-md:before:content-[attr(data-label)]'
