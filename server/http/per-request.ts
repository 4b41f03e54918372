import type { FastifyRequest } from 'fastify';

/**
 * Answers `fn` once per request. A route that checks who is asking before it reads the input runs the check as its
 * preValidation hook (so a stranger gets 401, not a list of bad fields); the handler asks again and gets the same answer.
 */
export function perRequest<T>(fn: (request: FastifyRequest) => Promise<T>): (request: FastifyRequest) => Promise<T> {
  const answers = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let answer = answers.get(request);
    if (!answer) answers.set(request, (answer = fn(request)));
    return answer;
  };
}
