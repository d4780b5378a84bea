import type { BrandConfig } from '../../../brands/schema';
import { blogCaller } from '../../blog/testing/blog-test-client';
import type { TestServer } from '../../test-support';

/** The status calls as a test makes them: the brand's API caller and the incident paths. */
export function statusCaller(t: TestServer, brand: BrandConfig) {
  return blogCaller(t, brand);
}

/** Moves an incident and its words back in time by the database's clock (the 90-day window). */
export async function ageIncident(t: TestServer, id: number, days: number, resolved: boolean) {
  await t.db.query(
    `UPDATE status_incidents SET opened_at = opened_at - make_interval(days => $2),
            resolved_at = CASE WHEN $3 THEN now() - make_interval(days => $2) + interval '1 hour' ELSE NULL END
      WHERE id = $1`,
    [id, days, resolved],
  );
}
