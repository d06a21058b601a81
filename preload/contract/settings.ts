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

export const connectionReasons = ['ok', 'unreachable', 'tls', 'unauthorized', 'not_a_contact_service', 'not_configured'] as const;
export type ConnectionReason = (typeof connectionReasons)[number];

/** The answer of "Test connection": success or the exact reason it failed, in plain words. */
export interface ConnectionTest {
  ok: boolean;
  reason: ConnectionReason;
  message: string;
}

const serviceUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Must be an http:// or https:// address')
  .nullable()
  .transform((v) => (v === '' ? null : v));

const token = z.string().trim().max(4096, 'At most 4096 characters');

export const settingsMethods = {
  'settings.get': { input: empty, output: {} as Settings },
  'settings.set': {
    input: z
      .object({
        serviceUrl: serviceUrl.optional(),
        syncIntervalSeconds: z.number().int().min(15, 'At least 15 seconds').max(86400, 'At most a day').optional(),
        theme: z.enum(themes).optional(),
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
  /** Tests a service address and token; absent fields fall back to the saved ones. */
  'settings.testConnection': {
    input: z.object({ serviceUrl: serviceUrl.optional(), token: token.optional() }).strict(),
    output: {} as ConnectionTest,
  },
} as const;
