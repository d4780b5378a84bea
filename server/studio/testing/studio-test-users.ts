import { testUser } from '../../blog/testing/blog-test-client';
import { insertAdviser } from '../../baskets/testing/basket-test-fixtures';
import type { TestServer } from '../../test-support';

/** A signed-in user with the adviser role and an adviser row of their own (studio tests). */
export async function studioAdviser(t: TestServer, type = 'Registered Investment Adviser') {
  const user = await testUser(t);
  await t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')`, [user.id]);
  const adviser = await insertAdviser(t.db, { userId: user.id });
  await t.db.query('UPDATE advisers SET adviser_type = $2 WHERE id = $1', [adviser.id, type]);
  return { ...user, adviser };
}

/** A user with the adviser role but no adviser row: the studio answers 404, as to an investor. */
export async function roleWithoutAdviser(t: TestServer) {
  const user = await testUser(t);
  await t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')`, [user.id]);
  return user;
}
