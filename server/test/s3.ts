import S3rver from 's3rver'
import { rmSync } from 'node:fs'
import { AwsClient } from 'aws4fetch'
import { tempDir } from './harness.ts'

/**
 * s3rver's built-in account. It refuses a request signed with another access key (InvalidAccessKeyId), but does not
 * recompute SigV4 signatures (its source says so): the signing itself is aws4fetch's, as used against AWS and R2.
 */
const ACCESS_KEY = 'S3RVER'

export interface LocalS3 {
  bucket: string
  endpoint: string
  /** The S3_* settings that point the site at this bucket. */
  env: Record<string, string>
  /** A client with the bucket's keys, to look at the bucket as the operator would. */
  aws: AwsClient
  /** Keys in the bucket (S3's ListObjectsV2). */
  keys: () => Promise<string[]>
  /** Stop answering (the port refuses connections), keeping what is stored. */
  stop: () => Promise<void>
  /** Answer again on the same port with what was stored. */
  start: () => Promise<void>
  close: () => Promise<void>
}

/** A real S3-compatible server (s3rver) on a free port, storing into a temporary folder, with one bucket. */
export async function startLocalS3(bucket = 'site-media'): Promise<LocalS3> {
  const directory = tempDir('law-site-s3-')
  let port = 0
  let server: S3rver | null = null
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] })
    port = (await server.run()).port
  }
  const stop = async () => {
    await server?.close()
    server = null
  }
  await start()
  const endpoint = `http://127.0.0.1:${port}`
  const aws = new AwsClient({ accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY, service: 's3', region: 'us-east-1', retries: 0 })
  return {
    bucket,
    endpoint,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY },
    aws,
    keys: async () => {
      const xml = await (await aws.fetch(`${endpoint}/${bucket}?list-type=2`)).text()
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]).sort()
    },
    stop,
    start,
    close: async () => {
      await stop()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
