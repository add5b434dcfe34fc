import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema/index';
import type { Db } from '../../src/platform/db';
import { loginAs, type SignedIn } from '../support/test-client';

/** A staff member allowed to edit users (admin@demo.test holds every permission). */
export const signInAsStaff = (app: FastifyInstance): Promise<SignedIn> => loginAs(app, 'admin@demo.test');

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

let made = 0;
/** A title no other test uses, so files and reruns never collide on a user's unique title. */
export const freshTitle = (stem = 'site') => {
  made += 1;
  return `${stem}-${made}-${Date.now().toString(36)}.example.com`;
};
