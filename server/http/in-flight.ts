/** One job per key at a time: a caller asking for a key that is already being worked on waits for that job. */
export class InFlight<T> {
  private readonly jobs = new Map<string, Promise<T>>()

  run(key: string, make: () => Promise<T>): Promise<T> {
    let job = this.jobs.get(key)
    if (!job) {
      job = make().finally(() => this.jobs.delete(key))
      this.jobs.set(key, job)
    }
    return job
  }
}
