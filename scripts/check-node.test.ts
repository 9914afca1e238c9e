import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'

// README: "A Node that is too old stops with a message naming the version needed." An old Node cannot load a `.ts`
// file (it stops with ERR_UNKNOWN_FILE_EXTENSION and a stack), so every script that runs one checks the version
// first with scripts/check-node.js, which any Node reads. Found missing on admin:*, mail:retry, posts:import and others.
const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> })
  .scripts

describe('package.json scripts', () => {
  it('check the Node version before running a TypeScript file', () => {
    const unchecked = Object.entries(scripts)
      .filter(([, command]) => /\bnode [^&|;]*\.ts\b/.test(command))
      .filter(([, command]) => !command.startsWith('node scripts/check-node.js && '))
      .map(([name]) => name)
    expect(unchecked).toEqual([])
  })
})
