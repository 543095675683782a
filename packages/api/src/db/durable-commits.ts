import { open, type FileHandle } from 'node:fs/promises';

/**
 * Acknowledged SQLite commits on disk, with the disk's wait off the event
 * loop and shared by the commits that arrive together (group commit).
 *
 * `synchronous = FULL` made every COMMIT call fsync on the event loop: about
 * 1.8 ms of each write request on this machine's disk, during which the
 * process served nothing and, with several worker processes, held SQLite's
 * write lock. Now the connection runs `synchronous = NORMAL` (in WAL mode a
 * commit writes its frames to the WAL file without syncing it; checkpoints
 * still sync the WAL before copying it into the database, and the database
 * before the WAL is reused), and the commit's caller waits here until the
 * WAL's frames are on disk: `fdatasync` of the WAL file on the thread pool,
 * one at a time, every commit that arrives while one runs waiting for the
 * next, which covers them all. Knex's query promise for the COMMIT (or for a
 * write outside a transaction) resolves only then (`KeelSqliteClient`), so a
 * request answers a write only once it would survive a power loss: the
 * promise FULL kept. What is weaker: for the millisecond or two before its
 * sync, another request may read a commit that a power loss would still
 * take back (PostgreSQL shows a commit only once it is on disk).
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

  /**
   * After a statement that left the connection outside a transaction: a
   * promise to wait for when it committed rows (a COMMIT, or a write on its
   * own), else null. `schemaChanged`: a CREATE, ALTER or DROP, which no row
   * count shows.
   */
  afterStatement(schemaChanged: boolean): Promise<void> | null {
    const changes = this.totalChanges();
    if (changes === this.changesSeen && !schemaChanged) return null;
    this.changesSeen = changes;
    return this.waiting ? this.flush() : null;
  }

  private waiting = true;

  /**
   * Runs `work` (one transaction, holding the connection) with its commit
   * answered at once, not synced: for derived data a recalculation writes
   * again (`derivedDataTransaction`, lib/db.ts). The WAL is appended in
   * order, so the next synced commit makes it durable too.
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
