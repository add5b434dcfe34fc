import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from './auth/authenticate';
import { tooManyRequests } from './errors';
import { rateLimitOf } from './rate-limits';

/**
 * How often one account may still be told that an e-mail address has a user (decision 0071). Only
 * "taken" answers count; once the account had its share for the hour, the lookup itself is refused
 * (429) whatever the address, so a refusal tells nothing about the address either.
 */
export interface TakenEmailAnswers {
  /** 429 once the account's answers for the window are spent; counts nothing. */
  refuseWhenSpent(): Promise<void>;
  /** Counts one answer "taken". */
  countTaken(): Promise<void>;
}

/** Looks `lookup` up within the account's answers: refused before it when spent, counted when taken. */
export async function isTakenWithinLimit(
  answers: TakenEmailAnswers,
  lookup: () => Promise<boolean>,
): Promise<boolean> {
  await answers.refuseWhenSpent();
  const taken = await lookup();
  if (taken) await answers.countTaken();
  return taken;
}

type AnswersOf = (request: FastifyRequest) => TakenEmailAnswers;

// One count per account across every route that answers "taken", so the routes do not add up.
const perApp = new WeakMap<FastifyInstance, AnswersOf>();

/** The caller's account's answers, for the routes of `app` (one counter shared by all of them). */
export function takenEmailAnswersOf(app: FastifyInstance): AnswersOf {
  const known = perApp.get(app);
  if (known) return known;
  const limiter = app.createRateLimit({
    ...rateLimitOf(app.deps.config, 'emailTaken'),
    keyGenerator: (request: FastifyRequest) => `email-taken:${principalOf(request).accountId}`,
  });
  const answersOf: AnswersOf = (request) => ({
    async refuseWhenSpent() {
      const limit = await limiter(request, { increment: false });
      if (!limit.isAllowed && limit.remaining === 0) throw tooManyRequests(limit.ttlInSeconds);
    },
    async countTaken() {
      await limiter(request);
    },
  });
  perApp.set(app, answersOf);
  return answersOf;
}
