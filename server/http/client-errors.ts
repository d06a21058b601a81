// Requests Node's HTTP parser refuses before Fastify sees them (a request line or headers over
// its 16 KB, a request too slow to arrive, bytes that are not HTTP). Fastify's default answers
// those with its own JSON; here they are problem details like every other error of the service.
import type { Socket } from 'node:net';
import { HttpProblem, PROBLEM_CONTENT_TYPE } from './problem';

function problemFor(code: string | undefined): HttpProblem {
  if (code === 'HPE_HEADER_OVERFLOW') return new HttpProblem(431, 'The request line and headers are longer than the service reads (16 KB).');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new HttpProblem(408, 'The request did not arrive in time.');
  return new HttpProblem(400, 'The request is not valid HTTP.');
}

/** Fastify's `clientErrorHandler`: answers once, then closes the connection as Node does. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const problem = problemFor(error.code);
    const body = JSON.stringify(problem.body());
    const title = problem.body().title;
    socket.write(
      `HTTP/1.1 ${problem.status} ${title}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
