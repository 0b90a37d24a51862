import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../contract/common';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  tokenHash: string;
  /** when the person last proved who they are in this session (ms); sensitive changes need it recent */
  provenAt?: number;
  /**
   * when the way in used for that proof was added to the account (docs/decisions/0255-ways-in.md); a way in
   * added recently does not count for payout changes
   */
  provenWayAddedAt?: number;
  /** when the account was created: its first ways in date from then */
  accountCreatedAt?: number;
  /**
   * the staff member acting at a shared till (the x-till-token header; docs/decisions/0280-staff-pins-and-roles.md),
   * unset when none acts (the owner herself); `locked` when this session is a till that sent no valid token
   */
  till?: TillActor | { locked: true };
}

/** a staff member acting at the till, and a manager's approval of the permissions this request needs */
export interface TillActor {
  staffId: string;
  name: string;
  role: string;
  permissions: readonly string[];
  /** the share of what it applies to a discount may take without the discount permission */
  discountLimitPercent: number;
  approval: { permissions: readonly string[]; approverId: string } | null;
}

/** a member's rights at the till, without an approval: what an offline sale is checked against (decision 0288) */
export type TillRights = Omit<TillActor, 'approval'>;

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
