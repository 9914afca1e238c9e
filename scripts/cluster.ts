/**
 * npm run cluster [-- --port=8080 --instances=3] — the several-instances setup on this machine, to try it out:
 * a throw-away PostgreSQL in a temporary folder, migrated and seeded once, three instances of the build (node
 * server/index.ts with DATABASE_URL, each on its own port, trusting nginx as the one proxy hop) and nginx in front
 * with docs/deploy/nginx.conf (plain HTTP here). Mail is written as .eml files to the shared data folder. Each
 * instance's log (JSON lines, stdout and stderr) goes to logs/instance-<n>.log in the cluster's folder; an instance
 * that dies (kill -9) is started again on its port after a second, as a supervisor (systemd's Restart=on-failure)
 * would. Ctrl-C stops everything by PID and removes the folder. Needs `npm run build`, nginx and PostgreSQL's server
 * binaries. `--port=0` takes free ports (the tests).
 */
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'
import { startCluster } from './cluster/cluster.ts'
import type { ServerProcess } from '../server/test/server-process.ts'

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]))
const basePort = Number(args.get('port') ?? 8080)
const instances = Number(args.get('instances') ?? 3)

const cluster = await startCluster({ instances, database: 'postgres', basePort: basePort || undefined })
const logDir = path.join(cluster.dir, 'logs')
mkdirSync(logDir)
const logFile = (i: number) => path.join(logDir, `instance-${i + 1}.log`)

/** Appends an instance's output to its log file: what it wrote before it was ready, then every line as it comes. */
function follow(s: ServerProcess, i: number) {
  const out = createWriteStream(logFile(i), { flags: 'a' })
  out.write(s.output())
  s.child.stdout!.on('data', (d: Buffer) => out.write(d))
  s.child.stderr!.on('data', (d: Buffer) => out.write(d))
  void s.exited.then(() => out.end())
}

console.log(`
Cluster ready at ${cluster.url}
  nginx      PID ${cluster.nginx.pid}, ${cluster.url}
${cluster.instances.map((s, i) => `  instance ${i + 1} PID ${s.child.pid}, ${s.base}`).join('\n')}
  PostgreSQL PID ${cluster.postgres!.pid}, ${cluster.databaseUrl}
  data       ${cluster.dataDir} (mail as .eml files in mail/, uploaded images in media/)
  logs       ${logDir}/instance-<n>.log, one JSON object per line:
             tail -f ${logFile(0)} | jq    (warnings and errors only: jq 'select(.level != "info")')
Kill an instance (kill -9 <PID>): nginx passes its share to the others and it is started again after a second.
Ctrl-C stops it all and removes ${cluster.dir}.`)

let stopping = false
/** Restarts under way, so that Ctrl-C during one still stops what it started. */
const restarting = new Set<Promise<void>>()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The demo's supervisor: an instance that exits while the cluster runs is started again on its port, after 1 s and
 * then, while starting fails, after twice as long each time (up to 30 s), as systemd's Restart= with RestartSec= does.
 */
function supervise(s: ServerProcess, i: number) {
  void s.exited.then((code) => {
    if (stopping) return
    const how = s.child.signalCode ?? `exit code ${code}`
    console.log(`instance ${i + 1} (PID ${s.child.pid}) stopped (${how}); starting it again on port ${s.port}. Its log: ${logFile(i)}`)
    const restart = (async () => {
      for (let delay = 1000; !stopping; delay = Math.min(delay * 2, 30_000)) {
        await sleep(delay)
        if (stopping) return
        try {
          const again = await cluster.restartInstance(i)
          follow(again, i)
          if (stopping) return void (await again.stop())
          supervise(again, i)
          console.log(`instance ${i + 1} started again: PID ${again.child.pid}, ${again.base}`)
          return
        } catch (error) {
          const why = (error as Error).message.split('\n')[0]
          console.log(`instance ${i + 1} did not start (${why}); trying again in ${Math.min(delay * 2, 30_000) / 1000} s`)
        }
      }
    })()
    restarting.add(restart)
    void restart.finally(() => restarting.delete(restart))
  })
}
cluster.instances.forEach((s, i) => {
  follow(s, i)
  supervise(s, i)
})

const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping nginx, the instances and PostgreSQL`)
  void Promise.allSettled([...restarting])
    .then(() => cluster.stop())
    .then(() => process.exit(0))
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
