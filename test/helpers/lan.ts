import { networkInterfaces } from 'node:os';

/** This computer's IPv4 address on its network (not loopback), as another computer would reach it; null when it has none. */
export function lanAddress(): string | null {
  return Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address ?? null;
}
