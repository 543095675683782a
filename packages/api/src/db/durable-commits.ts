import { open, type FileHandle } from 'node:fs/promises';

/**
 * Acknowledged SQLite commits on disk, with the disk's wait off the event
 * loop and off the connection, shared by the commits that come together
 * (group commit).
 *
 * `synchronous = FULL` made every COMMIT call fsync on the event loop: about
 * 1.8 ms of each write request on this machine's disk, during which the
 * process served nothing and held SQLite's one connection and its write lock.
 * Now the connection runs `synchronous = NORMAL` (in WAL mode a commit writes
 * its frames to the WAL file without syncing it; checkpoints still sync the
 * WAL before copying it into the database, and the database before the WAL
 * is reused), and each commit (a COMMIT, or a write on its own: a statement
 * that leaves the connection outside a transaction with rows written)
 * starts an `fdatasync` of the WAL on the thread pool — one at a time, the
 * commits made while one runs covered by the next. The connection is free
 * at once; what waits is the answer: no response of the process is sent
 * before every commit made before it is on disk (`answerOnceDurable`,
 * lib/durable-answers.ts), so a request answers a write only once it would
 * survive a power loss, the promise FULL kept, and no answer shows another
 * request's commit of the same process that a power loss could still take
 * back. (Another worker process on the same file may read a commit in the
 * millisecond before its sync; its answer is then ahead of the disk.)
 */
export class DurableCommits {
  private handle: FileHandle | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private changesSeen: number;

  /**
   * @param walFile the database's WAL file (`<file>-wal`; it exists for as long as
   *   a connection is open, so this connection's handle stays valid)
   * @param totalChanges the connection's `total_changes()`: rows its statements wrote
   */
  constructor(
    private readonly walFile: string,
    private readonly totalChanges: () => number,
  ) {
    this.changesSeen = totalChanges();
  }

  /** The sync every commit so far waits for, while one is pending. */
  private latest: Promise<void> | null = null;

  /**
   * After a statement that left the connection outside a transaction: when
   * it committed rows (a COMMIT, or a write on its own), a sync of the WAL
   * begins (or is queued). `schemaChanged`: a CREATE, ALTER or DROP, which no
   * row count shows.
   */
  afterStatement(schemaChanged: boolean): void {
    const changes = this.totalChanges();
    if (changes === this.changesSeen && !schemaChanged) return;
    this.changesSeen = changes;
    if (!this.waiting) return;
    const synced: Promise<void> = this.flush().finally(() => {
      if (this.latest === synced) this.latest = null;
    });
    // Its failure is the answers' that wait for it (`settled`), not the process's.
    synced.catch(() => undefined);
    this.latest = synced;
  }

  /** Resolves once every commit made so far is on disk; null when none is waiting. */
  settled(): Promise<void> | null {
    return this.latest;
  }

  private waiting = true;

  /**
   * Runs `work` (one transaction, holding the connection) with its commit
   * not synced, so no answer waits for it: for derived data a recalculation
   * writes again (`derivedDataTransaction`, lib/db.ts). The WAL is appended
   * in order, so the next synced commit makes it durable too.
   */
  async withoutWaiting<T>(work: () => Promise<T>): Promise<T> {
    this.waiting = false;
    try {
      return await work();
    } finally {
      this.waiting = true;
    }
  }

  /** Resolves once every frame written to the WAL before the call is on disk. */
  flush(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return (this.running = this.sync());
    // The sync under way may have begun before this commit's frames were written.
    this.queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return (this.running = this.sync());
      });
    return this.queued;
  }

  private async sync(): Promise<void> {
    try {
      this.handle ??= await open(this.walFile, 'r');
      await this.handle.datasync();
    } finally {
      this.running = null;
    }
  }

  /** With the connection: its WAL may go with it (the last connection's close removes it). */
  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }
}

/** The durable-commit keeper of each SQLite connection (set when it opens: `createDatabase`). */
export const durableCommits = new WeakMap<object, DurableCommits>();

/** Each SQLite database's keeper of its current connection (`settledCommits`). */
export const durableCommitsOfDatabase = new WeakMap<object, () => DurableCommits | null>();

/**
 * Resolves once every commit of this process to `knex` so far is on disk;
 * null when none is waiting (and always on PostgreSQL, whose COMMIT answers
 * once it is on disk).
 */
export function settledCommits(knex: object): Promise<void> | null {
  return durableCommitsOfDatabase.get(knex)?.()?.settled() ?? null;
}
