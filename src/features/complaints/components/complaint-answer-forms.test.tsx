// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { AdminComplaintBody, ComplaintBody } from '#contract/complaints/types';
import { COMPLAINT_MESSAGES as M } from '#contract/complaints/rules';
import { fieldError, mountWithApi, setFieldValue, until } from '#src/components/ui/test-api';
import { ApiError } from '#src/lib/http/api-error';
import { ComplaintAnswerForm } from './complaint-answer-form';
import { ComplaintReplyForm } from './complaint-reply-form';

const REFERENCE = 'SF-2026-00042-ABCD';

let view: ReturnType<typeof mountWithApi> | undefined;
afterEach(() => view?.unmount());

const mountForm = (node: React.ReactNode, post: (path: string, body: unknown) => Promise<unknown>) => {
  view = mountWithApi(node, { post: vi.fn(post) as never });
  return view.post;
};
const q = <E extends Element>(selector: string) => view!.container.querySelector<E>(selector)!;
const textarea = () => q<HTMLTextAreaElement>('textarea');
const select = () => q<HTMLSelectElement>('select');
const submitButton = () => q<HTMLButtonElement>('button[type="submit"]');
const text = () => view!.container.textContent ?? '';
const write = (value: string) => setFieldValue(textarea(), value);
const choose = (value: string) => setFieldValue(select(), value);
const submit = () => act(async () => submitButton().click());
const doubleSubmit = () =>
  act(async () => {
    submitButton().click();
    submitButton().click();
  });

describe('ComplaintReplyForm', () => {
  it('asks for a reply, sends it once on a double click, and empties the field once added', async () => {
    const post = mountForm(<ComplaintReplyForm reference={REFERENCE} />, () =>
      Promise.resolve({ complaint: { reference: REFERENCE } } as ComplaintBody),
    );
    await submit();
    expect(fieldError(textarea())).toBe(M.textEmpty);
    write('Here is the statement you asked for.');
    await doubleSubmit();
    await until(() => text().includes('Your reply was added.'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(API.complaints.reply, {
      reference: REFERENCE,
      text: 'Here is the statement you asked for.',
    });
    expect(textarea().value).toBe('');
  });

  it("keeps the reply and shows the server's reason when it is refused", async () => {
    const post = mountForm(<ComplaintReplyForm reference={REFERENCE} />, () =>
      Promise.reject(new ApiError(M.replyClosed, 409, 409, false, { errors: { text: M.replyClosed } })),
    );
    write('One more thing.');
    await submit();
    await until(() => fieldError(textarea()) !== null);
    expect(fieldError(textarea())).toBe(M.replyClosed);
    expect(textarea().value).toBe('One more thing.');
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('ComplaintAnswerForm', () => {
  it('asks for the resolution when resolving, and for an answer or another status', async () => {
    const post = mountForm(<ComplaintAnswerForm reference={REFERENCE} status="in-progress" />, () =>
      Promise.resolve({}),
    );
    await submit();
    expect(fieldError(textarea())).toBe(M.answerOrStatus);
    choose('resolved');
    expect(text()).toContain('Resolution for the investor');
    await submit();
    expect(fieldError(textarea())).toBe(M.resolutionRequired);
    choose('info-requested');
    await submit();
    expect(fieldError(textarea())).toBe(M.questionRequired);
    expect(post).not.toHaveBeenCalled();
  });

  it('saves once on a double click; a refusal keeps the text and the status', async () => {
    let answer: (body: AdminComplaintBody) => void = () => {};
    const post = mountForm(
      <ComplaintAnswerForm reference={REFERENCE} status="received" />,
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(select().value).toBe('in-progress');
    choose('resolved');
    write('We refunded the second charge.');
    await doubleSubmit();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(API.complaints.adminAnswer, {
      reference: REFERENCE,
      status: 'resolved',
      text: 'We refunded the second charge.',
    });
    expect(submitButton().textContent).toBe('Saving…');
    post.mockImplementation(() => Promise.reject(new ApiError('The server is busy. Please try again.', 503)));
    await act(async () => answer({} as AdminComplaintBody));
    await until(() => text().includes('Saved. The investor sees it now.'));
    expect(textarea().value).toBe('');

    write('And closed it.');
    choose('closed');
    await submit();
    await until(() => text().includes('The server is busy. Please try again.'));
    expect([select().value, textarea().value]).toEqual(['closed', 'And closed it.']);
  });
});
