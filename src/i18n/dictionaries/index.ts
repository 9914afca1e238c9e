import type { Dictionary } from './en.ts'
import type { Locale } from '../locales.ts'

// One chunk per language: a page loads only its own language's strings.
const modules = import.meta.glob<Record<string, Dictionary>>(['./*.ts', '!./index.ts'])

/** The dictionary of a language, loaded on demand (src/i18n/dictionaries/<locale>.ts exports it by its code). */
export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  const load = modules[`./${locale}.ts`]
  if (!load) throw new Error(`No dictionary for "${locale}": add src/i18n/dictionaries/${locale}.ts`)
  const module = await load()
  return module[locale]
}

/** Whether a language has a dictionary (known without loading it). */
export function hasDictionary(locale: Locale): boolean {
  return Object.hasOwn(modules, `./${locale}.ts`)
}
