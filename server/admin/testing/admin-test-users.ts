import { testUser } from '../../blog/testing/blog-test-client';
import type { TestServer } from '../../test-support';

/** A signed-in user with the admin role (admin area tests). */
export async function testAdmin(t: TestServer) {
  const user = await testUser(t);
  await t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin')`, [user.id]);
  return user;
}
