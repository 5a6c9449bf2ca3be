import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The hashes of index.html's inline scripts (the theme is painted before the app loads, so a dark-mode
 * user never sees a white flash): CSP then allows exactly those, and no other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${crypto
        .createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Security headers on every answer: a content security policy the app passes (its own scripts only; MUI's
 * emotion writes inline styles; images may be previews of a picked file), no framing, no referrer (the
 * public receipt link carries its token in the path), no MIME sniffing. `upgrade-insecure-requests` stays
 * off: a shop may serve the till over plain HTTP on its own network.
 */
export async function registerSecurityHeaders(app: FastifyInstance, webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  const scriptHashes = fs.existsSync(indexHtml) ? inlineScriptHashes(fs.readFileSync(indexHtml, 'utf8')) : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    // Plain HTTP on a shop's own network must keep working; HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
  });
}
