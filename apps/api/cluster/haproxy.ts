import fs from 'node:fs';
import path from 'node:path';
import { run, type Running } from './processes';

/**
 * A real load balancer in front of the API processes, as a hosted deploy has: round robin, health checks on
 * /api/ready (a draining process leaves the pool), X-Forwarded-For set for the per-client limits.
 */
export function startHaproxy(folder: string, port: number, backends: { name: string; port: number }[]): Running {
  const config = [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  option forwardfor',
    '  retries 2',
    '  option redispatch',
    'frontend dukani',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  default-server inter 300ms fall 1 rise 1',
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
    '',
  ].join('\n');
  const file = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  return run('haproxy', 'haproxy', ['-db', '-f', file], {});
}
