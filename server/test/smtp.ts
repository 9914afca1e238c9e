import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server in this process (smtp-server), which can be stopped and started on the same port. */
export class TestSmtp {
  readonly received: ReceivedMail[] = []
  private server: SMTPServer | null = null
  port = 0

  async start(port = 0): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject)
      this.server!.listen(port, '127.0.0.1', () => resolve())
    })
    this.port = (this.server.server.address() as AddressInfo).port
    return this.port
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }
}
