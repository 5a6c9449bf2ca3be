import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/app-error';
import type { MessageKey } from '../lib/messages';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || (net.isIPv4(plain) && plain.startsWith('127.'));
}

/**
 * A request made on this computer, not relayed from elsewhere. The connection's own address is read, never the
 * client address TRUST_PROXY takes from X-Forwarded-For: a reverse proxy on this computer connects from
 * 127.0.0.1 too, so the connection alone cannot tell. Every address X-Forwarded-For names must be loopback as
 * well (a proxy appends the address it saw, so a client cannot hide behind a "127.0.0.1" of its own), and a
 * Forwarded or X-Real-IP header, which this server never reads, means a proxy relayed it.
 */
export function isDirectLoopbackPeer(req: FastifyRequest): boolean {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return false;
  if (req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined) return false;
  const forwardedFor = req.headers['x-forwarded-for'];
  if (forwardedFor === undefined) return true;
  const addresses = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map((entry) => entry.trim());
  return addresses.every(isLoopbackAddress);
}

/** 403 unless the request is a direct loopback peer's: for what a development server hands to this computer only. */
export function assertDirectLoopbackPeer(req: FastifyRequest, text: Extract<MessageKey, `dev.${string}`>): void {
  if (!isDirectLoopbackPeer(req)) throw forbidden(text);
}
