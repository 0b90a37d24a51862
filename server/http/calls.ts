import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthRule, CallDef } from '../../contract/call';
import { AppError, errorBody } from './app-error';
import type { AuthedContext, RequestContext, SessionUser } from './context';
import { contractSerializer, type Serialize, serializerDrift } from './contract-serializer';
import type { WriteLimiter } from './limits';
import { validationText } from './validation';

type Ctx<A extends AuthRule> = A extends 'optional' ? RequestContext : AuthedContext;

export type JsonHandler<C extends CallDef> = (
  input: z.output<C['input']>,
  ctx: Ctx<C['auth']>,
) => Promise<z.input<C['output']>>;

/** Multipart calls read their own body (files stream); they get the raw request and authenticate themselves. */
export type MultipartHandler<C extends CallDef> = (
  ctx: RequestContext & { authenticate(formToken?: string): Promise<SessionUser> },
) => Promise<z.input<C['output']>>;

export type Route =
  | { call: CallDef; kind: 'json'; handler: JsonHandler<CallDef> }
  | { call: CallDef; kind: 'multipart'; handler: MultipartHandler<CallDef> };

export function handle<C extends CallDef>(call: C, handler: JsonHandler<C>): Route {
  return { call, kind: 'json', handler: handler as unknown as JsonHandler<CallDef> };
}

export function handleUpload<C extends CallDef>(call: C, handler: MultipartHandler<C>): Route {
  return { call, kind: 'multipart', handler: handler as unknown as MultipartHandler<CallDef> };
}

export interface CallRegistryDeps {
  /** resolves a bearer token to its user, or null when unknown, expired or revoked */
  authenticate(token: string): Promise<SessionUser | null>;
  /** check outputs against the contract (on outside production: contract drift fails the tests) */
  checkOutputs: boolean;
  /** request-rate limits (server/http/limits.ts) */
  limiter?: WriteLimiter;
  /** reads the staff member acting at a shared till from a seller's request headers (decision 0280) */
  till?(user: SessionUser, request: FastifyRequest): Promise<SessionUser>;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

function payloadOf(body: unknown): unknown {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body === 'object' && !Array.isArray(body) && 'data' in body) {
    const data = (body as { data: unknown }).data;
    return data === null || data === undefined ? {} : data;
  }
  return body;
}

export function registerCalls(app: FastifyInstance, routes: Route[], deps: CallRegistryDeps): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const { call } = route;
    for (const path of [call.path, ...(call.aliases ?? [])]) {
      if (seen.has(path)) throw new Error(`Call ${path} registered twice`);
      seen.add(path);
      app.post(`/api${path}`, (request, reply) => run(route, request, reply, deps));
    }
  }
}

async function resolveUser(
  rule: AuthRule,
  token: string | undefined,
  deps: CallRegistryDeps,
): Promise<SessionUser | null> {
  const user = token ? await deps.authenticate(token) : null;
  if (rule === 'optional') return user;
  if (!user) throw new AppError('sessionInvalid');
  if (rule === 'seller' && user.role !== 's') throw new AppError('sellerOnly');
  return user;
}

async function run(route: Route, request: FastifyRequest, reply: FastifyReply, deps: CallRegistryDeps) {
  const { call } = route;
  const base: RequestContext = { user: null, ip: request.ip, request, reply };
  await deps.limiter?.byAddress(call, request.ip);
  let output: unknown;
  if (route.kind === 'multipart') {
    const headerToken = bearerToken(request);
    output = await route.handler({
      ...base,
      authenticate: async (formToken) => {
        const user = await resolveUser(call.auth, headerToken ?? formToken, deps);
        if (!user) throw new AppError('sessionInvalid');
        await deps.limiter?.byAccount(call, user.id);
        return user.role === 's' && deps.till ? deps.till(user, request) : user;
      },
    });
  } else {
    // Authenticate before validating, so an anonymous caller learns nothing about the payload rules.
    const session = await resolveUser(call.auth, bearerToken(request), deps);
    if (session) await deps.limiter?.byAccount(call, session.id);
    const user = session?.role === 's' && deps.till ? await deps.till(session, request) : session;
    const parsed = call.input.safeParse(payloadOf(request.body));
    if (!parsed.success) throw new AppError('validation', validationText(parsed.error));
    output = await route.handler(parsed.data, { ...base, user } as AuthedContext);
  }
  const payload = { success: true as const, data: output };
  const serialize = serializerOf(call);
  if (!deps.checkOutputs) return serialize ? sendJson(reply, serialize(payload)) : payload;
  const checked = call.output.safeParse(output);
  if (!checked.success) {
    request.log.error(
      { issues: checked.error.issues, path: call.path },
      'response does not match the contract',
    );
    return reply.status(500).send(errorBody('internal'));
  }
  if (!serialize) return payload;
  const body = serialize(payload);
  if (serializerDrift(body, { success: true, data: checked.data })) {
    request.log.error({ path: call.path }, 'the contract serializer wrote other JSON than JSON.stringify');
    return reply.status(500).send(errorBody('internal'));
  }
  return sendJson(reply, body);
}

/** each call's serializer, generated on its first answer (at start it would cost every call's compile) */
const serializers = new Map<CallDef, Serialize | null>();

function serializerOf(call: CallDef): Serialize | null {
  let serialize = serializers.get(call);
  if (serialize === undefined) {
    serialize = contractSerializer(call);
    serializers.set(call, serialize);
  }
  return serialize;
}

function sendJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
