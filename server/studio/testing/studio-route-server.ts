import { afterAll, beforeAll } from 'vitest';
import { API } from '#contract/http/api-paths';
import { createTestServer, type TestServer } from '../../test-support';
import { studioCaller } from './studio-test-client';

/** The server the studio basket route tests call, its studio caller, and the studio's JSON and file routes. */

export let t: TestServer;
export let api: ReturnType<typeof studioCaller>;

export const JSON_ROUTES = [
  API.studio.create,
  API.studio.edit,
  API.studio.status,
  API.studio.draftDelete,
  API.studio.faqUpdate,
  API.studio.faqDelete,
  API.studio.stockRationale,
];
export const FILE_ROUTES = [API.studio.import, API.studio.factsheetAdd, API.studio.imageAdd];

/** Starts one server for the file with a studio caller on it. */
export function startStudioServer() {
  beforeAll(async () => {
    t = await createTestServer();
    api = studioCaller(t);
  });
  afterAll(() => t.db.close());
}
