import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../contract/common';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  tokenHash: string;
}

/** What a handler knows about the request besides its validated input. */
export interface RequestContext {
  user: SessionUser | null;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedContext extends RequestContext {
  user: SessionUser;
}
