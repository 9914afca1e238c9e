/**
 * The Playwright run's public server with the firm's calendar connected (issue 37; ADR 37 "(e2ecal)"). The first
 * webServer of playwright.config.ts runs this: it starts a Radicale for the run (server/test/radicale.ts, its folder
 * inside the server's DATA_DIR), writes the calendar's address and account to DATA_DIR/caldav.json for the tests
 * (e2e/support/firm-calendar.ts), and runs server/index.ts in this process with CALDAV_URL, CALDAV_USERNAME and
 * CALDAV_PASSWORD set, so the server's calendar worker writes every booking of the run to it and reads its busy times.
 *
 * Radicale is this process's child and so in the process group Playwright made for the command; Playwright ends a
 * webServer by killing its whole group, which takes Radicale with the server. When the server exits by itself (it
 * could not start, or stopped on a signal), Radicale is killed here on the way out. Nothing outlives the run.
 *
 * Without Radicale installed the server starts without a calendar and caldav.json says why, so the journeys leave out
 * only their calendar checks; with CI or REQUIRE_RADICALE=1 radicaleMissing() throws and the run does not start.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { radicaleMissing, startRadicale } from '../../server/test/radicale.ts'
import { CALDAV_FILE, type CalendarAccount } from './firm-calendar.ts'

const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR is not set: playwright.config.ts starts this server')

const missing = radicaleMissing()
let account: CalendarAccount
if (missing) account = { missing }
else {
  const radicale = await startRadicale({ parentDir: dataDir })
  process.on('exit', () => {
    try {
      process.kill(radicale.pid, 'SIGKILL')
    } catch {
      // Already gone with the process group.
    }
  })
  account = { url: radicale.calendarUrl, username: radicale.username, password: radicale.password }
  process.env.CALDAV_URL = radicale.calendarUrl
  process.env.CALDAV_USERNAME = radicale.username
  process.env.CALDAV_PASSWORD = radicale.password
}
writeFileSync(path.join(dataDir, CALDAV_FILE), JSON.stringify(account), { mode: 0o600 })

await import('../../server/index.ts')
