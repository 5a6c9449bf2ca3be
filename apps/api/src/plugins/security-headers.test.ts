import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { inlineScriptHashes, securityHeadersOf } from './security-headers';

const themeScript = "document.documentElement.classList.add('dark');";
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<html><head><script>${themeScript}</script><script type="module" src="/app.js"></script></head><body></body></html>`,
);
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false', DATA_DIR: 'memory', WEB_DIST: webDist }),
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends a content security policy that allows the page its own inline theme script and nothing else inline', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['content-security-policy']);
    const hash = crypto.createHash('sha256').update(themeScript).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('forbids framing and sniffing and sends no referrer, on pages and API answers alike', async () => {
    for (const url of ['/', '/api/health', '/api/Nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    }
  });

  it("sends helmet's whole set, worked out once, on every answer", async () => {
    const { set } = securityHeadersOf({ frameguard: { action: 'deny' }, strictTransportSecurity: false });
    expect(Object.fromEntries(set)).toMatchObject({ 'X-Frame-Options': 'DENY', 'Cross-Origin-Opener-Policy': 'same-origin' });
    expect(set.map(([name]) => name)).not.toContain('Strict-Transport-Security');
    for (const url of ['/', '/api/health', '/api/Nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('hashes only inline scripts, not those loaded by src', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script>x()</script>')).toHaveLength(1);
  });
});
