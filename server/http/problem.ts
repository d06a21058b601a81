// RFC 7807 problem details: every error the service answers is one of these, as
// `application/problem+json`. Handlers throw `HttpProblem`; the app's error handler renders it.
import type { FastifyReply } from 'fastify';

export interface Violation {
  propertyPath: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  violations?: Violation[];
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: { violations?: Violation[]; headers?: Record<string, string>; type?: string } = {},
  ) {
    super(detail);
  }

  body(): ProblemBody {
    return {
      type: this.extra.type ?? 'about:blank',
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.detail,
      ...(this.extra.violations ? { violations: this.extra.violations } : {}),
    };
  }
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  for (const [name, value] of Object.entries(problem.extra.headers ?? {})) reply.header(name, value);
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem.body()));
}

/** 422 with one violation per bad property: what a client shows beside each field. */
export function validationProblem(violations: Violation[]): HttpProblem {
  const detail = violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n');
  return new HttpProblem(422, detail, { violations, type: '/problems/validation-error' });
}

export const notFound = (what = 'The resource') => new HttpProblem(404, `${what} was not found.`);
