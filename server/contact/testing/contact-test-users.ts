import type { TestServer } from '../../test-support';
import { testUser } from '../../blog/testing/blog-test-client';

/** A signed-in admin of the test database (role admin in user_roles). */
export async function testAdmin(t: TestServer) {
  const user = await testUser(t);
  await t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin')`, [user.id]);
  return user;
}
