// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { ComplaintBody } from '#contract/complaints/types';
import { COMPLAINT_LIMITS, COMPLAINT_MESSAGES as M } from '#contract/complaints/rules';
import { fieldError, mountWithApi, setFieldValue, until } from '#src/components/ui/test-api';
import { ApiError } from '#src/lib/http/api-error';
import { ComplaintForm } from './complaint-form';

const FILED = { complaint: { reference: 'SF-2026-00042-ABCD' } } as ComplaintBody;

let view: ReturnType<typeof mountWithApi> | undefined;
afterEach(() => view?.unmount());

function setup(post: (path: string, body: unknown) => Promise<unknown>) {
  const onFiled = vi.fn();
  view = mountWithApi(<ComplaintForm onFiled={onFiled} />, { post: vi.fn(post) as never });
  return { onFiled, post: view.post };
}

const q = <E extends Element>(selector: string) => view!.container.querySelector<E>(selector)!;
const select = () => q<HTMLSelectElement>('select[name="category"]');
const textarea = () => q<HTMLTextAreaElement>('textarea[name="text"]');
const fileInput = () => q<HTMLInputElement>('input[name="files"]');
const submitButton = () => q<HTMLButtonElement>('button[type="submit"]');
const text = () => view!.container.textContent ?? '';

const choose = (category: string) => setFieldValue(select(), category);
const write = (value: string) => setFieldValue(textarea(), value);
function attach(...files: File[]) {
  act(() => {
    Object.defineProperty(fileInput(), 'files', { value: files, configurable: true });
    fileInput().dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });
/** A click on 'File complaint', and what React and the mutation do with it before the next event. */
const submit = () => act(async () => submitButton().click());
/** What the form sent: its multipart fields. */
const sent = (post: ReturnType<typeof setup>['post'], call = 0) => {
  const [path, body] = post.mock.calls[call] as unknown as [string, FormData];
  return {
    path,
    category: body.get('category'),
    text: body.get('text'),
    key: body.get('client_key'),
    files: body.getAll('files').map((f) => (f as File).name),
  };
};

describe('ComplaintForm', () => {
  it('says what is missing beside each field and sends nothing', async () => {
    const { post } = setup(() => Promise.resolve(FILED));
    await submit();
    expect(fieldError(select())).toBe(M.category);
    expect(fieldError(textarea())).toBe(M.textEmpty);
    expect(select().getAttribute('aria-invalid')).toBe('true');
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses leading or trailing spaces and a text over the limit, and counts the characters', async () => {
    const { post } = setup(() => Promise.resolve(FILED));
    choose('service');
    write('  The SIP did not run');
    await submit();
    expect(fieldError(textarea())).toBe(M.textInvalid);
    write('x'.repeat(COMPLAINT_LIMITS.textMax + 1));
    expect(text()).toContain(`${COMPLAINT_LIMITS.textMax + 1} of ${COMPLAINT_LIMITS.textMax} characters`);
    await submit();
    expect(fieldError(textarea())).toBe(M.textTooLong);
    expect(fieldError(select())).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('holds attachments to three PDF, PNG or JPEG files of at most 2 MB, naming the file at fault', async () => {
    const { post } = setup(() => Promise.resolve(FILED));
    choose('payments');
    write('I was charged twice.');
    expect(text()).toContain('Up to 3 PDF, PNG or JPEG files, 2 MB each.');
    attach(...['a', 'b', 'c', 'd'].map((n) => file(`${n}.pdf`, 'application/pdf')));
    await submit();
    expect(fieldError(fileInput())).toBe(M.tooManyFiles);
    attach(file('tool.exe', 'application/x-msdownload'));
    await submit();
    expect(fieldError(fileInput())).toBe(`${M.fileType}: tool.exe`);
    attach(file('ok.png', 'image/png'), file('big.pdf', 'application/pdf', COMPLAINT_LIMITS.fileBytes + 1));
    await submit();
    expect(fieldError(fileInput())).toBe(`${M.fileTooLarge}: big.pdf`);
    expect(post).not.toHaveBeenCalled();
    attach(file('receipt.jpg', 'image/jpeg', COMPLAINT_LIMITS.fileBytes), file('statement.pdf', 'application/pdf'));
    await submit();
    expect(post).toHaveBeenCalledTimes(1);
    expect(sent(post).files).toEqual(['receipt.jpg', 'statement.pdf']);
  });

  it('files once on a double click, with one key, and hands the complaint on', async () => {
    let answer: (body: ComplaintBody) => void = () => {};
    const { post, onFiled } = setup(() => new Promise((resolve) => (answer = resolve)));
    choose('fees-refunds');
    write('My refund has not arrived.');
    // Two clicks before anything re-renders, then one more once the button says it is filing.
    await act(async () => {
      submitButton().click();
      submitButton().click();
    });
    await submit();
    expect(post).toHaveBeenCalledTimes(1);
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe('Filing…');
    expect(sent(post)).toMatchObject({
      path: API.complaints.create,
      category: 'fees-refunds',
      text: 'My refund has not arrived.',
      files: [],
    });
    expect(sent(post).key).toMatch(/^[0-9a-f]{32}$/);
    await act(async () => answer(FILED));
    await until(() => onFiled.mock.calls.length > 0);
    expect(onFiled).toHaveBeenCalledWith(FILED);
  });

  it('keeps everything entered when the server refuses, shows its reason, and retries with the same key', async () => {
    const refusal = new ApiError('Check the form', 400, 400, false, { errors: { files: M.fileType } });
    const { post } = setup(() => Promise.reject(refusal));
    choose('advice');
    write('The advice did not match my risk profile.');
    attach(file('notes.pdf', 'application/pdf'));
    await submit();
    await until(() => fieldError(fileInput()) !== null);
    expect(fieldError(fileInput())).toBe(M.fileType);
    expect([select().value, textarea().value]).toEqual(['advice', 'The advice did not match my risk profile.']);
    expect(submitButton().disabled).toBe(false);

    post.mockImplementation(() => Promise.reject(new ApiError('The server is busy. Please try again.', 503)));
    await submit();
    await until(() => text().includes('The server is busy. Please try again.'));
    expect(q('[role="alert"]').textContent).toBe('The server is busy. Please try again.');
    expect([select().value, textarea().value]).toEqual(['advice', 'The advice did not match my risk profile.']);
    expect(sent(post, 1).files).toEqual(['notes.pdf']);
    expect(sent(post, 1).key).toBe(sent(post, 0).key);
  });
});
