import { z } from 'zod';
import { empty } from './common';

export const themes = ['system', 'light', 'dark'] as const;

export interface Settings {
  serviceUrl: string | null;
  /** Whether a service token is stored. The token itself never leaves the main process. */
  hasToken: boolean;
  syncIntervalSeconds: number;
  theme: (typeof themes)[number];
  /** Where the store lives (read-only). */
  dataFolder: string;
}

/** The copies of the store in the data folder's backups folder. */
export interface StoreCopies {
  folder: string;
  /** When the newest was made (ISO), or null before the first. */
  newest: string | null;
  count: number;
  /** How many days keep their newest copy (every copy of the newest day is kept too). */
  keep: number;
}

export const connectionReasons = ['ok', 'unreachable', 'tls', 'unauthorized', 'not_a_contact_service', 'not_configured'] as const;
export type ConnectionReason = (typeof connectionReasons)[number];

/** The answer of "Test connection": success or the exact reason it failed, in plain words. */
export interface ConnectionTest {
  ok: boolean;
  reason: ConnectionReason;
  message: string;
}

/** Hosts that are this computer: the only ones plain http:// may carry the token to. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Why an address cannot be the service's, in words for the field; null when it can. */
export function serviceUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Must be an http:// or https:// address';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Must be an http:// or https:// address';
  if (url.username || url.password) return 'Leave the user name and password out of the address: the access token signs you in';
  // Rolodeck adds the service's paths (/api/contacts…) after the address: after a ? or # they
  // would be a query or a fragment, and every request would go to the wrong place.
  if (/[?#]/.test(value)) return 'Leave out the part from ? or # on: Rolodeck adds the service’s paths after the address';
  if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname)) {
    return 'Use https:// — over http:// the access token would cross the network unencrypted (http:// is only for this computer: localhost, 127.0.0.1)';
  }
  return null;
}

/**
 * An address as the service it names, for telling whether two addresses are one service: WHATWG
 * URL parsing lowercases the scheme and host and drops a default port, and a trailing slash on
 * the path is dropped (the app adds its paths after it). Another path, host or port stays
 * another service. An address that does not parse is answered as it is.
 */
export function serviceAddress(value: string): string {
  if (!URL.canParse(value)) return value;
  const url = new URL(value);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const serviceUrl = z
  .string()
  .trim()
  .max(2048, 'At most 2048 characters')
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : serviceUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullable()
  .transform((v) => (v === '' ? null : v));

/**
 * Why a pasted access token cannot be one, in words for the field (naming what is wrong with
 * it); null when it can. The token goes in a request header, where a line break or a character
 * outside Latin-1 cannot be sent at all (Node refuses the request: every sync would fail as if
 * the service were unreachable), and a space, a tab or an invisible character (a zero-width
 * space from a chat or a PDF) is a paste gone wrong, never part of a token: a bearer token is
 * visible ASCII (RFC 6750's b64token: letters, digits and a few marks). Spaces around it are
 * trimmed before this is asked.
 */
export function tokenProblem(value: string): string | null {
  const only = 'a token is plain letters, digits and punctuation only. Copy it again and paste it alone';
  if (/[\r\n\u0085\u2028\u2029]/.test(value)) return `The token has a line break in it: ${only}, on one line`;
  if (/[\t\p{Zs}]/u.test(value)) return `The token has a space or a tab in it: ${only}`;
  const odd = [...value].find((ch) => !/^[\x21-\x7e]$/.test(ch));
  if (odd === undefined) return null;
  const code = `U+${odd.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  if (/\p{C}/u.test(odd)) return `The token has an invisible character in it (${code}, often copied along from a chat or a document): ${only}`;
  return `The token has “${odd}” in it (${code}): ${only}`;
}

const token = z
  .string()
  .trim()
  .max(4096, 'At most 4096 characters')
  .superRefine((value, ctx) => {
    const problem = tokenProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const settingsMethods = {
  'settings.get': { input: empty, output: {} as Settings },
  'settings.set': {
    input: z
      .object({
        serviceUrl: serviceUrl.optional(),
        syncIntervalSeconds: z.number().int().min(15, 'At least 15 seconds').max(86400, 'At most a day').optional(),
        theme: z.enum(themes).optional(),
        /**
         * A token to save with the address, bound to it ('' or absent: the saved token is left as
         * the address rules say). Both are saved or neither: a token refused leaves the address too.
         */
        token: token.optional().transform((v) => (v === '' ? undefined : v)),
      })
      .strict(),
    output: {} as Settings,
  },
  /** Stores (or, with null or '', forgets) the service token in the main process's secret store. */
  'settings.setToken': {
    input: z
      .object({ token: token.nullable().transform((v) => (v === '' ? null : v)) })
      .strict(),
    output: {} as Settings,
  },
  /**
   * Tests a service address and token; absent fields fall back to the saved ones. The saved
   * token is only sent to the saved address's origin: another address needs its token typed.
   */
  'settings.testConnection': {
    input: z.object({ serviceUrl: serviceUrl.optional(), token: token.optional() }).strict(),
    output: {} as ConnectionTest,
  },
  /** The copies Rolodeck makes of its store (one a day), for Settings. */
  'settings.storeCopies': { input: empty, output: {} as StoreCopies },
  /** Makes a copy of the store now; answers once it is whole. */
  'settings.copyStore': { input: empty, output: {} as StoreCopies },
} as const;
