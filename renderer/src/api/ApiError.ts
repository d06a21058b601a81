import type { ApiErrorBody, ErrorCode } from '../../../preload/contract';

export interface FieldIssue {
  path: string;
  message: string;
}

/** A failed API call, keeping the code and the per-field issues the core reported. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[];

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.issues = body.issues ?? [];
  }
}

/** Messages by field path, with a prefix (e.g. "patch.") removed: "emails.0" → "Not a valid…". */
export function issuesByPath(error: unknown, prefix = ''): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = prefix && issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : issue.path;
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'invalid_input' && error.issues.length) return 'Some fields need attention.';
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
