import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (clsx). It does not resolve conflicting Tailwind utilities the way tailwind-merge does: a
 * component's classes and a caller's extra ones must not set the same property (a component offers a variant or a
 * size for that instead, e.g. `buttonClasses(variant, className, size)`). tailwind-merge made up 8.6 KB gzip of the
 * entry chunk every page loads, for five places that relied on it (stop 31, docs/benchmarks/simplify.md);
 * scripts/class-conflicts.test.ts checks every built page for classes that would conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
