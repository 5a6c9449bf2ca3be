import { execSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/**
 * The CPU (user + system, ms) that the PostgreSQL server's processes on this machine have used so far, from /proc: read
 * before and after a run, it gives what the database spent on that run, beside the API process's own. A backend that
 * exits meanwhile is counted by the postmaster, which waited for it. null where there is no /proc.
 */
export function postgresCpuMs(): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state …: the name may hold spaces, so the fields are counted after its closing parenthesis.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime, stime, and cutime, cstime: the postmaster's own count of its exited backends' CPU.
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return (ticks / TICKS) * 1000;
}
