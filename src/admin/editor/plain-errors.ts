import type { StandardSchemaV1 } from '@tanstack/react-form'
import type { z } from 'zod'

/**
 * zod's own messages are written for developers ("Too small: expected string to have >=1 characters"). A schema
 * that says what it wants keeps its own message (zod ranks a schema's message above a per-parse map); anything it
 * leaves unsaid is put in plain words here.
 */
export const plainWords: z.core.$ZodErrorMap = (issue) => {
  const length = typeof issue.input === 'string' || Array.isArray(issue.input) ? issue.input.length : undefined
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'This cannot be left empty.'
      return issue.expected === 'number' ? 'Enter a number.' : 'This is not a value the field accepts.'
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'This cannot be left empty.' : `Write at least ${issue.minimum} characters (now ${length}).`
      if (issue.origin === 'array') return Number(issue.minimum) <= 1 ? 'Add at least one item.' : `Add at least ${issue.minimum} items.`
      return `Enter ${issue.minimum} or more.`
    case 'too_big':
      if (issue.origin === 'string') return `Keep this to ${issue.maximum} characters or fewer (now ${length}).`
      if (issue.origin === 'array') return `Keep this to ${issue.maximum} items or fewer.`
      return `Enter ${issue.maximum} or less.`
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter an e-mail address, such as name@example.com.'
      if (issue.format === 'url') return 'Enter a full web address starting with https://.'
      return 'This is not written in the form the field expects.'
    case 'invalid_value':
      return 'Choose one of the options.'
    default:
      return undefined
  }
}

/**
 * The schema as TanStack Form's Standard Schema validator, parsing with the plain-words map. zod's own
 * `~standard` takes no error map, hence this thin wrapper around `safeParse`.
 */
export function plainValidator<T>(schema: z.ZodType): StandardSchemaV1<T, unknown> {
  return {
    '~standard': {
      version: 1,
      vendor: 'zod',
      validate(value) {
        const result = schema.safeParse(value, { error: plainWords })
        return result.success ? { value: result.data } : { issues: result.error.issues }
      },
    },
  }
}

/** The first message among a field's errors (Standard Schema issues or strings). */
export function firstMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors.flat()) {
    if (typeof error === 'string' && error) return error
    const message = (error as { message?: unknown } | null)?.message
    if (typeof message === 'string' && message) return message
  }
  return undefined
}
