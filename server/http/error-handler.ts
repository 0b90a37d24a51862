import type { FastifyError, FastifyInstance } from 'fastify';
import { ERRORS, type ErrorName } from '../../contract/errors';
import { isDependencyDown, RETRY_AFTER_SECONDS } from '../db/dependency-errors';
import { AppError, errorBody } from './app-error';

/** one warning per outage, not one per request (a new one after a minute of quiet) */
let lastDependencyWarning = 0;

/** Fastify's own errors (parsing, limits) mapped onto the catalogue. */
function frameworkError(err: FastifyError): ErrorName | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'malformedJson';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'payloadTooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'unsupportedMedia';
  }
  if (err.statusCode === 429) return 'rateLimited';
  if (err.statusCode === 413) return 'payloadTooLarge';
  if (err.statusCode === 400 && err instanceof SyntaxError) return 'malformedJson';
  return null;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, 'request failed');
      return reply.status(err.status).send(errorBody(err.errorName, err.text, err.fields));
    }
    const known = frameworkError(err);
    if (known) {
      return reply.status(ERRORS[known].status).send(errorBody(known));
    }
    // the database or storage cannot be reached: 503 and a time to retry, nothing was written
    // (docs/decisions/0223-dependency-faults.md)
    if (isDependencyDown(err)) {
      const now = Date.now();
      if (now - lastDependencyWarning > 60_000) request.log.warn({ err }, 'a dependency cannot be reached');
      lastDependencyWarning = now;
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody('dependencyDown'));
    }
    // Unknown failure: log everything, tell the client nothing about the internals.
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal'));
  });
}
