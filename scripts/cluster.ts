/**
 * npm run cluster [-- --port=8080 --instances=3] — the several-instances setup on this machine, to try it out:
 * a throw-away PostgreSQL in a temporary folder, migrated and seeded once, three instances of the build (node
 * server/index.ts with DATABASE_URL, each on its own port, trusting nginx as the one proxy hop) and nginx in front
 * with docs/deploy/nginx.conf (plain HTTP here). Mail is written as .eml files to the shared data folder. Ctrl-C
 * stops everything by PID and removes the folder. Needs `npm run build`, nginx and PostgreSQL's server binaries.
 */
import { startCluster } from './cluster/cluster.ts'

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]))
const basePort = Number(args.get('port') ?? 8080)
const instances = Number(args.get('instances') ?? 3)

const cluster = await startCluster({ instances, database: 'postgres', basePort })
console.log(`
Cluster ready at ${cluster.url}
  nginx      PID ${cluster.nginx.pid}, port ${basePort}
${cluster.instances.map((s, i) => `  instance ${i + 1} PID ${s.child.pid}, ${s.base}`).join('\n')}
  PostgreSQL PID ${cluster.postgres!.pid}, ${cluster.databaseUrl}
  data       ${cluster.dataDir} (mail as .eml files in mail/, uploaded images in media/)
Ctrl-C stops it all and removes ${cluster.dir}.`)

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping nginx, the instances and PostgreSQL`)
  void cluster.stop().then(() => process.exit(0))
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
// An instance that dies on its own is reported; nginx passes its share to the others.
cluster.instances.forEach((s, i) =>
  void s.exited.then((code) => {
    if (!stopping) console.log(`instance ${i + 1} exited (${code ?? 'signal'}): ${s.output().trim().split('\n').slice(-3).join(' | ')}`)
  }),
)
