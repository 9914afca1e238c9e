// s3rver ships no types; this is the part the tests use (https://github.com/jamhall/s3rver#readme).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'
  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
