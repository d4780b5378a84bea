// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlanCheckoutBody } from '#contract/subscriptions/payments';
import { saveCheckout } from '../checkout-store';
import { initialValues } from './details-step';

beforeEach(() => sessionStorage.clear());

const summary = (customer: PlanCheckoutBody['customer']) => ({ plan: { id: 9 }, customer }) as PlanCheckoutBody;
const user = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' };

describe('the details step starts with', () => {
  it('what the account says before any details are saved: name, e-mail and the mobile given at sign-up', () => {
    expect(initialValues(summary(null), user)).toEqual({ ...user, dob: '', pan: '', state: '' });
    expect(initialValues(summary(null), { ...user, mobile: null }).mobile).toBe('');
  });

  it('the saved details over the account, and the draft typed earlier over both', () => {
    const saved = { name: 'A Rao', email: 'a@example.com', mobile: '9123456780', dob: '1990-01-02', pan: 'ABCDE1234F' };
    const customer = { ...saved, state: 'KA' } as unknown as PlanCheckoutBody['customer'];
    expect(initialValues(summary(customer), user).mobile).toBe('9123456780');
    saveCheckout(9, { draft: { mobile: '9000000001' } });
    expect(initialValues(summary(customer), user).mobile).toBe('9000000001');
  });
});
