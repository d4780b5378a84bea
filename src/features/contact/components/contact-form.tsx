import { useRef, type FormEvent } from 'react';
import { PREFERRED_TIMES } from '#contract/contact/rules';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { FieldList, type FieldSpec } from '#src/components/ui/field-list';
import { useHydrated } from '#src/lib/ssr/use-hydrated';
import { readDraft, type StoredDraft } from '../lib/contact-draft';
import { useContactForm } from './use-contact-form';
import * as styles from './contact.css';

/** The times a caller may ask for, after an empty first choice. */
const TIME_CHOICES = [['', 'Choose a time'], ...PREFERRED_TIMES.map((t) => [t.value, t.label] as const)] as const;

/** The fields in the order they stand; a call back asks for a time and a topic, and needs the mobile number. */
const fieldsFor = (call: boolean): (FieldSpec<keyof StoredDraft> | false)[] => [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  {
    name: 'mobile',
    label: call ? 'Mobile number' : 'Mobile number (optional)',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    hint: '10 digits, without +91',
  },
  { name: 'email', label: call ? 'Email (optional)' : 'Email', type: 'email', autoComplete: 'email' },
  call && { kind: 'select', name: 'preferred_time', label: 'Preferred time', options: TIME_CHOICES },
  call && { name: 'topic', label: 'Topic (optional)' },
  { kind: 'textarea', name: 'message', label: call ? 'Message (optional)' : 'Message', rows: 5 },
];

/**
 * The 'Talk to us' form: a call back (leads create) or a reply by email (contact). The server
 * renders it empty; once hydrated it starts again from what this device kept (contact-draft.ts).
 */
export function ContactForm() {
  const hydrated = useHydrated();
  return <ContactFormFields key={String(hydrated)} kept={hydrated ? readDraft() : undefined} />;
}

function ContactFormFields({ kept }: { kept: StoredDraft | undefined }) {
  const form = useContactForm(kept);
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, change, errors } = form;
  const call = draft.reply_by === 'call';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const [first] = form.submit();
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form} aria-label="Talk to us">
      <fieldset className={styles.choice}>
        <legend className={styles.legend}>How should we answer?</legend>
        {(['call', 'email'] as const).map((value) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name="reply_by"
              value={value}
              checked={draft.reply_by === value}
              onChange={() => change('reply_by')(value)}
            />
            {value === 'call' ? 'Call me back' : 'Reply by email'}
          </label>
        ))}
      </fieldset>
      <FieldList fields={fieldsFor(call)} values={draft} errors={errors} onValueChange={change} />
      <div className={styles.trap} aria-hidden="true">
        <label>
          Leave this field empty
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.trap}
            onChange={(e) => form.setTrap(e.target.value)}
          />
        </label>
      </div>
      <div aria-live="polite">{form.notice ? <Alert variant={form.notice.kind}>{form.notice.text}</Alert> : null}</div>
      <Button type="submit" busy={form.sending}>
        {form.sending ? 'Sending…' : call ? 'Ask for a call back' : 'Send message'}
      </Button>
    </form>
  );
}
