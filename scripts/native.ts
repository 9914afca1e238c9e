/**
 * The server's one piece of C: malloc_trim (server/native/malloc-trim.c), compiled by npm run build with the
 * system's C compiler against the headers of the Node that runs the build. Optional by design: where there is no
 * compiler, no glibc or no headers, the build says so in one line and the server releases V8's heap after bursts
 * but not the C allocator's free pages (server/memory.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { nativeFiles } from '../server/memory.ts'

export interface NativeBuild {
  built: boolean
  /** Why it was not built, in one sentence. */
  reason?: string
}

/** The C compiler the build uses: `CC` when set, as make does, else `cc`. */
export const cCompiler = (): string => process.env.CC ?? 'cc'

export function buildMallocTrim(root: string, distDir: string, compiler = cCompiler()): NativeBuild {
  if (process.platform !== 'linux') return { built: false, reason: `malloc_trim is glibc's (Linux); this is ${process.platform}` }
  const headers = path.resolve(path.dirname(process.execPath), '../include/node')
  if (!existsSync(path.join(headers, 'node_api.h'))) return { built: false, reason: `no Node headers in ${headers}` }
  const out = path.join(distDir, nativeFiles.mallocTrim)
  mkdirSync(path.dirname(out), { recursive: true })
  const args = ['-O2', '-shared', '-fPIC', '-I', headers, '-o', out, path.join(root, 'server/native/malloc-trim.c')]
  const result = spawnSync(compiler, args, { encoding: 'utf8' })
  if (result.error) return { built: false, reason: `no C compiler (${compiler}: ${(result.error as NodeJS.ErrnoException).code})` }
  if (result.status !== 0) return { built: false, reason: `${compiler} failed: ${result.stderr.trim().split('\n')[0]}` }
  return { built: true }
}
