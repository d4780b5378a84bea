import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { ConstituentsEditBody } from '#contract/studio/types';
import { VERSION_MESSAGES } from '#contract/studio/versions-messages';
import { brands } from '../../brands/registry';
import { blogCaller, testUser } from '../blog/testing/blog-test-client';
import { outboxMessenger, recentMessages } from '../messages/message-outbox';
import { setMessenger } from '../messages/message-sender';
import { adviserUser, FakePush, heldBasket } from '../studio/testing/versions-test-fixtures';
import { testServerPerFile } from '../test-server-per-file';
import { withPublisher } from './testing/publisher-text';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const push = new FakePush();
const file = testServerPerFile({ responseCache: { ttlSeconds: 0 }, push });
beforeAll(() => setMessenger(file.t.db, outboxMessenger(file.t.db)));

const emailOf = async (userId: number) =>
  (await file.t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId])).rows[0]!.email;

describe('a rebalance notice when push is off', () => {
  it('e-mails the investors the push did not reach, once, with a link to the investment on the brand site', async () => {
    const api = blogCaller(file.t, starfolio);
    const adviser = await adviserUser(file.t);
    const pushed = await testUser(file.t);
    const unreached = await testUser(file.t);
    push.subscribed.add(pushed.id);
    const basket = await heldBasket(file.t, adviser.adviser.id, [pushed.id, unreached.id]);
    const edit = {
      basket_hash: basket.hash,
      constituents: [
        { symbol: 'INFY', weight: 60 },
        { symbol: 'TCS', weight: 40 },
      ],
      rationale: 'More IT.',
    };
    const a = await api.post<ConstituentsEditBody>(API.studio.constituentsEdit, edit, adviser.token);
    expect(a.body).toMatchObject({ pending_rebalances: 2, pushed: 1 });
    const hash = basket.investments[1]!.hash;
    const link = `https://app.starfolio.in/account/investments/${hash}/`;
    const sent = (await recentMessages(file.t.db)).filter((m) => m.template === 'rebalance');
    expect(sent.map((m) => [m.channel, m.recipient, m.brand_id])).toEqual([
      ['email', await emailOf(unreached.id), 'starfolio'],
    ]);
    expect(sent[0]!.data).toEqual({
      subject: VERSION_MESSAGES.noticeTitle,
      text: withPublisher(VERSION_MESSAGES.noticeBody(basket.name), ` Open it: ${link}`),
      url: link,
    });
    // The same publish again leaves no second notice, so no second e-mail.
    await api.post(API.studio.constituentsEdit, edit, adviser.token);
    expect((await recentMessages(file.t.db)).filter((m) => m.template === 'rebalance')).toHaveLength(1);
  });
});
