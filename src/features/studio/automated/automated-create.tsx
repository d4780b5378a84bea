import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Proposal } from '#contract/studio/types';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import { automatedApi } from './automated-api';
import {
  formErrors,
  initialForm,
  toCreateRequest,
  toRules,
  type AutomatedForm,
  type FormErrors,
} from './automated-form';
import { BasketFields } from './basket-fields';
import { ProposalTable } from './proposal-table';
import { RulesFields } from './rules-fields';
import { serverErrors } from './server-errors';
import * as styles from './automated.css';

/**
 * The new automated basket (docs/studio.md, "Automated baskets"): its fields and rules. Preview and
 * Save draft both ask the server: the first saves the draft with the rules' proposal, later ones
 * replace the rules and show the fresh proposal; Save draft then opens the proposal to publish.
 */
export function AutomatedCreate() {
  const api = useApi();
  const brand = useBrand();
  const navigate = useNavigate();
  const [form, setForm] = useState<AutomatedForm>(() => initialForm(brand.rebalanceFrequencies[0] ?? 'monthly'));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const [saved, setSaved] = useState<{ hash: string; proposal: Proposal } | null>(null);
  const set = <K extends keyof AutomatedForm>(key: K, value: AutomatedForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function run(action: 'preview' | 'save') {
    if (busy) return;
    const found = formErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure('Check the fields marked below.');
      return;
    }
    setBusy(action);
    setFailure(null);
    try {
      const next = saved
        ? { hash: saved.hash, proposal: (await automatedApi.rules(api, saved.hash, toRules(form))).proposal }
        : await automatedApi
            .create(api, toCreateRequest(form))
            .then((b) => ({ hash: b.basket_hash, proposal: b.proposal }));
      setSaved(next);
      if (action === 'save')
        await navigate({ to: '/studio/baskets/$basketHash/proposal/', params: { basketHash: next.hash } });
    } catch (err) {
      const { fields, message } = serverErrors(err);
      setErrors(fields);
      setFailure(message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run('save');
      }}
    >
      {saved ? (
        <Notice title="Saved as a draft">
          <p>
            {form.name} is kept as a draft. Its name, description and fee change in the{' '}
            <Link to="/studio/baskets/$basketHash/" params={{ basketHash: saved.hash }}>
              basket editor
            </Link>
            ; the rules below change here.
          </p>
        </Notice>
      ) : (
        <BasketFields form={form} set={set} errors={errors} />
      )}
      <RulesFields form={form} set={set} errors={errors} />
      {failure ? <Alert variant="error">{errors.rules ?? failure}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy === 'preview'} onClick={() => void run('preview')}>
          {busy === 'preview' ? 'Asking the rules…' : 'Preview'}
        </Button>
        <Button type="submit" busy={busy === 'save'}>
          {busy === 'save' ? 'Saving…' : 'Save draft'}
        </Button>
      </div>
      {saved ? (
        <section aria-label="Preview">
          <h2>Proposed version</h2>
          <ProposalTable proposal={saved.proposal} hasVersion={false} />
        </section>
      ) : null}
    </form>
  );
}
