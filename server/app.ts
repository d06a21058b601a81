// Builds the Fastify app of the contact service: hooks (auth, media types, idempotency),
// error rendering (RFC 7807) and the routes. No listening here: tests and benchmarks can
// `inject()` into it, startServer() puts it on 127.0.0.1.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { ServiceContext } from './context';
import { registerAuth } from './http/auth';
import { answerClientError } from './http/client-errors';
import { registerIdempotency } from './http/idempotency';
import { BODY_LIMIT, registerMediaTypes } from './http/media-types';
import { unmatchedRoute } from './http/method-not-allowed';
import { HttpProblem, sendProblem } from './http/problem';
import { contactRoutes } from './routes/contacts';
import { pipelineStateRoutes } from './routes/pipeline-states';
import { registerExtraRoutes } from './routes/index';

// Fastify's own errors, mapped to the statuses and wording the interface promises.
function problemFromFastify(error: FastifyError): HttpProblem {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpProblem(413, `The request body is larger than ${BODY_LIMIT} bytes.`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpProblem(415, 'The request body must be JSON (Content-Type: application/json).');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpProblem(400, 'The request body is empty but its Content-Type says JSON.');
  }
  const status = error.statusCode ?? 500;
  if (status === 400 && (error instanceof SyntaxError || /JSON/i.test(error.message))) {
    return new HttpProblem(400, `The request body is not valid JSON: ${error.message}`);
  }
  if (status >= 400 && status < 500) return new HttpProblem(status, error.message);
  return new HttpProblem(500, 'The service failed to handle this request.');
}

export function buildApp(ctx: ServiceContext, options: { logErrors?: boolean } = {}): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    forceCloseConnections: true,
    // Long path segments reach the routes (and get a 404) instead of the router's bare 414.
    routerOptions: { maxParamLength: 16_384 },
    // Errors the router raises before any hook (a malformed URL) are problems too.
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply) => {
      sendProblem(reply, problemFromFastify(error as FastifyError));
    },
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const problem = error instanceof HttpProblem ? error : problemFromFastify(error);
    // Unexpected failures only; an HttpProblem is an answer we chose (e.g. 502 from SMTP).
    if (!(error instanceof HttpProblem) && problem.status >= 500 && options.logErrors !== false) console.error(error);
    return sendProblem(reply, problem);
  });
  app.setNotFoundHandler((request, reply) => sendProblem(reply, unmatchedRoute(request.method, request.url)));

  registerAuth(app, ctx);
  registerMediaTypes(app);
  registerIdempotency(app, ctx);

  contactRoutes(app, ctx);
  pipelineStateRoutes(app, ctx);
  registerExtraRoutes(app, ctx);
  return app;
}
