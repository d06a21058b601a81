// Settings from options, then environment variables, then defaults. One place, so the README
// table and the code cannot drift apart.
import { DEFAULT_PIPELINE_STATES } from '../main/domain/pipeline-defaults';

export const ENV = {
  smtpUrl: 'ROLODECK_SMTP_URL',
  mailFrom: 'ROLODECK_MAIL_FROM',
  senderName: 'ROLODECK_SENDER_NAME',
  llmUrl: 'ROLODECK_LLM_URL',
  llmModel: 'ROLODECK_LLM_MODEL',
  llmApiKey: 'ROLODECK_LLM_API_KEY',
  pipelineStates: 'ROLODECK_PIPELINE_STATES',
} as const;

export const DEFAULT_PORT = 8787;
export const DEFAULT_MAIL_FROM = 'Rolodeck <rolodeck@localhost>';
export const CONFIRMATION_TTL_MS = 30 * 60 * 1000;

const env = (name: string): string | undefined => {
  const value = process.env[name];
  return value && value.trim() ? value.trim() : undefined;
};

/**
 * Pipeline state names from a comma-separated list: trimmed, blanks dropped, and each name once
 * (the first spelling kept; "Won,won" is one state): states are seeded only once, so a duplicate
 * would stay for good as two columns the user cannot tell apart.
 */
export function parseStateNames(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
}

/** Comma-separated names (option, else ROLODECK_PIPELINE_STATES), else the app's defaults. */
export function pipelineStateNames(option?: readonly string[]): readonly string[] {
  if (option) return option;
  const fromEnv = parseStateNames(env(ENV.pipelineStates) ?? '');
  return fromEnv.length ? fromEnv : DEFAULT_PIPELINE_STATES;
}

export const smtpUrlFromEnv = () => env(ENV.smtpUrl);
export const mailFromEnv = () => env(ENV.mailFrom);
export const senderNameFromEnv = () => env(ENV.senderName);
/**
 * The model endpoint, or null for the template writer. One of the two set without the other is a
 * mistake, said at start rather than found later in drafts that quietly came from the template.
 */
export function llmFromEnv(): { url: string; model: string; apiKey?: string } | null {
  const url = env(ENV.llmUrl);
  const model = env(ENV.llmModel);
  if (url && !model) throw new Error(`${ENV.llmUrl} is set but ${ENV.llmModel} is not: set both to draft with a model, or neither for the template writer`);
  if (model && !url) throw new Error(`${ENV.llmModel} is set but ${ENV.llmUrl} is not: set both to draft with a model, or neither for the template writer`);
  if (!url || !model) return null;
  return { url, model, apiKey: env(ENV.llmApiKey) };
}
