import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import { CallForm } from '#src/components/ui/call-form';
import { TextField } from '#src/components/ui/text-field';
import * as fieldStyles from '#src/components/ui/text-field.css';
import { API } from '#contract/http/api-paths';
import type { Customer } from '#contract/customer/types';
import { validateCustomer, type CustomerInputField } from '#contract/customer/fields';
import { INDIAN_STATES } from '#contract/locale/indian-states';
import { useFormSubmit } from '#src/lib/forms/use-form-submit';
import { customerKeys } from '../api/customer-queries';
import { accountMessages as m } from '../messages';
import * as styles from './account.css';

type Values = Record<CustomerInputField, string>;

const valuesOf = (c: Customer | null): Values => ({
  name: c?.name ?? '',
  email: c?.email ?? '',
  mobile: c?.mobile ?? '',
  dob: c?.dob ?? '',
  pan: c?.pan ?? '',
  state: c?.state ?? '',
});

/** The KYC customer details with the brand's required fields and the spec's messages (contract/customer/fields.ts). */
export function CustomerForm({ customer }: { customer: Customer | null }) {
  const api = useApi();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(customer));
  const set = (k: CustomerInputField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  const save = useFormSubmit({
    check: (v: Values) => validateCustomer(v, brand.requiredCustomerFields).errors,
    call: (v: Values) => api.post<Customer>(API.customer.create, v),
    onSuccess: (saved) => queryClient.setQueryData(customerKeys.kyc(), saved),
  });
  const { errors } = save;
  const required = brand.requiredCustomerFields;
  const field = (k: Exclude<CustomerInputField, 'state'>, label: string, extra: object, isRequired: boolean) => (
    <TextField
      label={label}
      name={`customer-${k}`}
      value={values[k]}
      onValueChange={set(k)}
      error={errors[k]}
      required={isRequired}
      {...extra}
    />
  );
  return (
    <CallForm look={styles} {...save.form(values, { submit: m.save, saved: m.customerSaved })}>
      {field('name', m.name, { autoComplete: 'name' }, required.name)}
      {field('email', m.email, { type: 'email', autoComplete: 'email' }, required.email)}
      {field('mobile', m.mobile, { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' }, required.phone)}
      {field('dob', m.dob, { type: 'date', autoComplete: 'bday' }, required.dob)}
      {field('pan', m.pan, { autoCapitalize: 'characters', maxLength: 10, hint: m.panHint }, required.pan)}
      <div className={fieldStyles.field}>
        <label htmlFor="customer-state" className={fieldStyles.label}>
          {m.state}
        </label>
        <select
          id="customer-state"
          name="customer-state"
          className={fieldStyles.input}
          value={values.state}
          onChange={(e) => set('state')(e.target.value)}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? 'customer-state-error' : undefined}
          required
        >
          <option value="">{m.chooseState}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
        {errors.state ? (
          <p id="customer-state-error" className={fieldStyles.error}>
            {errors.state}
          </p>
        ) : null}
      </div>
    </CallForm>
  );
}
