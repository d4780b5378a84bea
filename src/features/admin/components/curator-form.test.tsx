// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCurator } from '#contract/admin/types';
import { ADMIN_MESSAGES as A } from '#contract/admin/rules';
import { until } from '#src/components/ui/test-api';
import { ApiError } from '#src/lib/http/api-error';
import { CuratorForm } from './curator-form';
import { mountAdmin, typeInto } from './admin-test-mount';

const curator: AdminCurator = {
  slug: 'sahyadri-wealth',
  name: 'Sahyadri Wealth Advisors',
  bio: 'Goal-based portfolios.',
  sebi_registration: 'INA000019204',
  city: 'Pune',
  website: '',
  contact_email: '',
  adviserType: 'Registered Investment Adviser',
  userEmail: null,
};

let view: Awaited<ReturnType<typeof mountAdmin>> | undefined;
afterEach(() => view?.unmount());

const input = (name: string) => view!.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const submit = () => act(() => view!.container.querySelector('form')!.requestSubmit());

describe('CuratorForm', () => {
  it('refuses HTML and a bad SEBI number before sending, each beside its field', async () => {
    view = await mountAdmin(<CuratorForm curator={curator} />, () => Promise.resolve({ curator }));
    typeInto(view.container.querySelector('textarea')!, 'Hello <script>alert(1)</script>');
    typeInto(input('sebi_registration'), 'INZ123');
    submit();
    expect(view.container.textContent).toContain(A.bioHtml);
    expect(view.container.textContent).toContain(A.sebi);
    expect(input('sebi_registration').getAttribute('aria-invalid')).toBe('true');
    expect(view.post).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields and keeps what was typed when the server refuses', async () => {
    const refusal = new ApiError(A.sebiTaken, 409, 409, false, { errors: { sebi_registration: A.sebiTaken } });
    view = await mountAdmin(<CuratorForm curator={curator} />, () => Promise.reject(refusal));
    typeInto(input('city'), '  Nashik ');
    typeInto(input('sebi_registration'), 'INH000000001');
    submit();
    await until(() => view!.container.textContent!.includes(A.sebiTaken));
    expect(view.post).toHaveBeenCalledWith(
      'admin/curators/',
      expect.objectContaining({ slug: 'sahyadri-wealth', city: 'Nashik', sebi_registration: 'INH000000001' }),
    );
    expect(input('city').value).toBe('  Nashik ');
    expect(input('sebi_registration').value).toBe('INH000000001');
  });
});
