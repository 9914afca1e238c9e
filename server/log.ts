/**
 * The server's log: one JSON object per line (time, level, msg, then fields), info on stdout and warnings and errors
 * on stderr (console.log and console.error's streams). journald, Docker and most log shippers read each line
 * as one record; `jq` reads them at a terminal.
 *
 * An own module rather than pino: what the site needs is the line format, two levels' streams and the request id on
 * lines written during a request, a few dozen lines. pino's gains (a worker-thread transport, speed at thousands of
 * lines a second, pretty-printers) answer needs this site does not have, and its asynchronous writer must be made
 * synchronous anyway so that the last line before process.exit (a failed start, a crash) is not lost. Writes here are
 * process.stdout.write, synchronous on Linux for files, pipes and the journal's socket.
 *
 * Lines never hold a lead's personal data: no e-mail address, no name, no message, no query string (callers log
 * counts, ids and paths). The request lines (LOG_REQUESTS) hold the client's address, as an access log does.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

export interface Logger {
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
}

/** The request being answered, if any: every line written while it runs carries its id (server/http/request-log.ts). */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>()

/** An Error as its class, message and stack (JSON.stringify would give `{}`); bigints as numbers' text. */
function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { type: value.name, message: value.message, ...(value.stack ? { stack: value.stack } : {}) }
  if (typeof value === 'bigint') return value.toString()
  return value
}

export function logLine(level: LogLevel, msg: string, fields: LogFields = {}): string {
  const record = { time: new Date().toISOString(), level, msg, ...requestScope.getStore(), ...fields }
  try {
    return JSON.stringify(record, replacer)
  } catch {
    // A field that cannot be written (a cycle): the line still goes out, without the fields.
    return JSON.stringify({ time: record.time, level, msg, ...requestScope.getStore() })
  }
}

export function createLogger(
  write: { out: (line: string) => void; err: (line: string) => void } = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  },
): Logger {
  return {
    info: (msg, fields) => write.out(logLine('info', msg, fields)),
    warn: (msg, fields) => write.err(logLine('warn', msg, fields)),
    error: (msg, fields) => write.err(logLine('error', msg, fields)),
  }
}

/** For tests and tools that want the server's parts without its log. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }

/** The class of an error, for a log line that must not carry its message (an SMTP reply may quote the recipient). */
export function errorClass(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && code) return code
  return error instanceof Error ? error.name : typeof error
}
