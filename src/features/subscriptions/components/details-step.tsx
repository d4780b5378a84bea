import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { validateCustomer, type CustomerInputField } from '#contract/customer/fields';
import type { PlanCheckoutBody } from '#contract/subscriptions/payments';
import { memberErrorsFrom, validateFamily, type FamilyMember, type MemberErrors } from '#contract/compliance/family';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import { useSession } from '#src/lib/session/use-session';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import { checkoutCalls } from '../api/checkout-calls';
import { loadCheckout, saveCheckout } from '../checkout-store';
import { callErrorText, fieldErrorsOf } from '#src/lib/forms/form-errors';
import { subscriptionMessages as m } from '../messages';
import { StateSelect } from './state-select';
import { FamilyFields } from './family-fields';
import * as styles from './checkout.css';

type Values = Record<CustomerInputField, string>;

const WORDS = { offline: m.offline, server: m.serverError };

/**
 * What the form starts with: the draft typed earlier (kept offline and across reloads), else the saved details, else
 * what the account already says (its name, e-mail and the mobile given at sign-up).
 */
export function initialValues(
  summary: PlanCheckoutBody,
  user: { name: string; email: string; mobile: string | null } | null,
): Values {
  const c = summary.customer;
  const saved: Values = {
    name: c?.name ?? user?.name ?? '',
    email: c?.email ?? user?.email ?? '',
    mobile: c?.mobile ?? user?.mobile ?? '',
    dob: c?.dob ?? '',
    pan: c?.pan ?? '',
    state: c?.state ?? '',
  };
  return { ...saved, ...loadCheckout(summary.plan.id).draft };
}

const TEXT_FIELDS = [
  ['name', 'text', 'name'],
  ['email', 'email', 'email'],
  ['mobile', 'tel', 'tel-national'],
  ['dob', 'date', 'bday'],
  ['pan', 'text', 'off'],
] as const;

/** Step 1: the customer details (KYC customer data) with the brand's required fields and the spec's messages. */
export function DetailsStep({ summary, onDone }: { summary: PlanCheckoutBody; onDone: () => Promise<void> }) {
  const api = useApi();
  const brand = useBrand();
  const { user } = useSession();
  const plan = summary.plan.id;
  const [values, setValues] = useState<Values>(() => initialValues(summary, user));
  const [errors, setErrors] = useState<Partial<Record<CustomerInputField, string>>>({});
  const [members, setMembers] = useState<FamilyMember[]>(() => summary.family.members);
  const [memberErrors, setMemberErrors] = useState<Record<number, MemberErrors>>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useMutation({
    mutationFn: async ({ v, family }: { v: Values; family: FamilyMember[] }) => {
      await checkoutCalls(api).saveCustomer(v);
      await checkoutCalls(api).saveFamily(family);
    },
    onSuccess: async () => {
      saveCheckout(plan, { draft: undefined });
      await onDone();
    },
    onError: (err) => {
      setErrors(fieldErrorsOf(err));
      setMemberErrors(memberErrorsFrom(fieldErrorsOf(err)));
    },
  });
  const required = brand.requiredCustomerFields;
  const set = (field: CustomerInputField) => (value: string) => {
    const next = { ...values, [field]: field === 'pan' ? value.toUpperCase() : value };
    setValues(next);
    saveCheckout(plan, { draft: next });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateCustomer(values, required);
    const family = validateFamily(members, checked.value?.pan ?? null);
    setErrors(checked.errors);
    setMemberErrors('errors' in family ? family.errors : {});
    if (checked.value && 'members' in family) save.mutate({ v: values, family: family.members });
    else requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const isRequired = (f: CustomerInputField) => f === 'state' || required[f === 'mobile' ? 'phone' : f];
  const problem =
    save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 ? callErrorText(save.error, WORDS) : null;
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      {TEXT_FIELDS.map(([field, type, autoComplete]) => (
        <TextField
          key={field}
          name={field}
          type={type}
          autoComplete={autoComplete}
          label={isRequired(field) ? m.details[field] : `${m.details[field]} ${m.details.optional}`}
          hint={field === 'pan' ? m.details.panHint : undefined}
          value={values[field]}
          onValueChange={set(field)}
          error={errors[field]}
          inputMode={field === 'mobile' ? 'numeric' : undefined}
          maxLength={field === 'mobile' ? 10 : field === 'pan' ? 10 : undefined}
        />
      ))}
      <StateSelect value={values.state} onChange={set('state')} error={errors.state} />
      <FamilyFields members={members} errors={memberErrors} onChange={setMembers} />
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? m.details.saving : m.details.save}
        </Button>
      </div>
    </form>
  );
}
