import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ICAL from 'ical.js'
import { createDAVClient } from 'tsdav'

/**
 * The firm's CalDAV calendar of the Playwright run, as a second client of it (the firm's Thunderbird or phone) sees
 * it: the suite's public server writes every booking there (e2e/support/public-server.ts starts the Radicale and the
 * server), and the journeys read the events and put busy time in. ADR 37 "(e2ecal)".
 */

/** The file in the public server's data folder that tells the tests where the calendar is, or why there is none. */
export const CALDAV_FILE = 'caldav.json'

export type CalendarAccount = { url: string; username: string; password: string } | { missing: string }

/** A booking's event as the calendar holds it. */
export interface CalendarEvent {
  uid: string
  start: string
  end: string
  sequence: number
  status: string
}

export interface FirmCalendarClient {
  /** The event of this UID, or null when the calendar has none. */
  event(uid: string): Promise<CalendarEvent | null>
  /** Puts a busy event (as a court hearing typed into the calendar) over [start, end); returns its UID. */
  putBusy(start: string, end: string): Promise<string>
  /** Deletes an event the test put in. */
  remove(uid: string): Promise<void>
}

/** The calendar of this run, or why the run has none (Radicale is not installed here). */
export function firmCalendar(): FirmCalendarClient | { missing: string } {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  // Written by the public server's start before it answers, so it is there whenever a test runs.
  const account = JSON.parse(readFileSync(path.join(dir, CALDAV_FILE), 'utf8')) as CalendarAccount
  if ('missing' in account) return account
  const calendar = { url: account.url }
  const client = () =>
    createDAVClient({
      serverUrl: account.url,
      credentials: { username: account.username, password: account.password },
      authMethod: 'Basic',
    })
  const resource = (uid: string) => new URL(`${encodeURIComponent(uid)}.ics`, account.url).href
  return {
    // Every event is read and the UID looked for in its text: what a client sees, whatever the resource is named.
    async event(uid) {
      const objects = await (await client()).fetchCalendarObjects({ calendar })
      for (const object of objects) {
        if (typeof object.data !== 'string') continue
        const vevent = new ICAL.Component(ICAL.parse(object.data)).getFirstSubcomponent('vevent')
        if (!vevent || vevent.getFirstPropertyValue('uid') !== uid) continue
        const event = new ICAL.Event(vevent)
        return {
          uid,
          start: event.startDate.toJSDate().toISOString(),
          end: event.endDate.toJSDate().toISOString(),
          sequence: event.sequence,
          status: String(vevent.getFirstPropertyValue('status') ?? 'CONFIRMED'),
        }
      }
      return null
    },
    async putBusy(start, end) {
      const uid = `busy-${randomUUID()}@e2e.test`
      const utc = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
      const text = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//e2e//firm calendar//EN',
        'BEGIN:VEVENT',
        `UID:${uid}`,
        `DTSTAMP:${utc(new Date().toISOString())}`,
        `DTSTART:${utc(start)}`,
        `DTEND:${utc(end)}`,
        'SUMMARY:Court hearing',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n')
      const response = await (
        await client()
      ).createCalendarObject({ calendar, iCalString: text, filename: `${encodeURIComponent(uid)}.ics` })
      if (!response.ok) throw new Error(`PUT of the busy event answered ${response.status} ${response.statusText}`)
      return uid
    },
    async remove(uid) {
      const response = await (await client()).deleteCalendarObject({ calendarObject: { url: resource(uid) } })
      if (!response.ok && response.status !== 404) throw new Error(`DELETE of ${uid} answered ${response.status} ${response.statusText}`)
    },
  }
}
