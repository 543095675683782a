// The measured server's CPU time and memory, for the bench's "CPU a request"
// and export memory figures: the server runs a worker process per core
// (node:cluster), and the primary alone does almost none of the work.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks a second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux, whatever the kernel's HZ). */
const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime (fields 14 to 17) and the parent (field 4) of /proc/<pid>/stat, or null when gone. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command (field 2) is in parentheses and may hold spaces: fields count from its end.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    return { ppid: Number(fields[1]), ticks };
  } catch {
    return null;
  }
}

/** The process and its live descendants: [{ pid, ticks }], the process first; [] when it is gone. */
function processTree(rootPid) {
  const root = stat(rootPid);
  if (!root) return [];
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const process = stat(entry);
    if (!process) continue;
    const siblings = children.get(process.ppid) ?? [];
    siblings.push({ pid: Number(entry), ticks: process.ticks });
    children.set(process.ppid, siblings);
  }
  const tree = [{ pid: Number(rootPid), ticks: root.ticks }];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i].pid) ?? []));
  return tree;
}

/**
 * CPU time (user + system) so far of a process and every live descendant, in
 * ms (NaN off Linux). Each process's reaped children count too (cutime,
 * cstime), so a worker that exits between two readings moves its time from
 * its own line to its parent's instead of losing it.
 */
export function processTreeCpuMs(rootPid) {
  const tree = processTree(rootPid);
  if (tree.length === 0) return Number.NaN;
  return (tree.reduce((sum, p) => sum + p.ticks, 0) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory (VmRSS) of a process and every live descendant, in bytes (NaN off Linux). */
export function processTreeRssBytes(rootPid) {
  const tree = processTree(rootPid);
  if (tree.length === 0) return Number.NaN;
  let kb = 0;
  for (const { pid } of tree) {
    try {
      kb += Number(
        /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0,
      );
    } catch {
      // exited since the scan
    }
  }
  return kb * 1024;
}

/**
 * CPU time so far of each PostgreSQL backend serving the database `client`
 * is connected to (but its own), by process id, in ms; null when the
 * backends are not on this machine (their /proc is not readable here).
 */
export async function databaseBackendsCpuMs(client) {
  const { rows } = await client.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  const times = new Map();
  for (const { pid } of rows) {
    const backend = stat(pid);
    if (backend) times.set(pid, (backend.ticks * 1000) / TICKS_PER_SECOND);
  }
  return rows.length > 0 && times.size === 0 ? null : times;
}
