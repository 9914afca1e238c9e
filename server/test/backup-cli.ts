import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { repoRoot } from './harness.ts'

const execFileAsync = promisify(execFile)

/** `npm run backup` / `npm run restore -- <archive>` as an operator runs them: the exit code and what they print. */
export async function runBackupCli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [path.join(repoRoot, 'server/backup/cli.ts'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    })
    return { code: 0, out: stdout + stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, out: e.stdout + e.stderr }
  }
}
