import { useRef, type FormEvent } from 'react';
import { PREFERRED_TIMES } from '#contract/contact/rules';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { SelectField } from '#src/components/ui/select-field';
import { TextAreaField } from '#src/components/ui/text-area-field';
import { TextField } from '#src/components/ui/text-field';
import { useHydrated } from '#src/lib/ssr/use-hydrated';
import { readDraft, type StoredDraft } from '../lib/contact-draft';
import { useContactForm } from './use-contact-form';
import * as styles from './contact.css';

/** The times a caller may ask for, after an empty first choice. */
const TIME_CHOICES = [['', 'Choose a time'], ...PREFERRED_TIMES.map((t) => [t.value, t.label] as const)] as const;

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
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={draft.name}
        onValueChange={change('name')}
        error={errors.name}
      />
      <TextField
        label={call ? 'Mobile number' : 'Mobile number (optional)'}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10 digits, without +91"
        value={draft.mobile}
        onValueChange={change('mobile')}
        error={errors.mobile}
      />
      <TextField
        label={call ? 'Email (optional)' : 'Email'}
        name="email"
        type="email"
        autoComplete="email"
        value={draft.email}
        onValueChange={change('email')}
        error={errors.email}
      />
      {call ? (
        <>
          <SelectField
            label="Preferred time"
            name="preferred_time"
            options={TIME_CHOICES}
            value={draft.preferred_time}
            onValueChange={change('preferred_time')}
            error={errors.preferred_time}
          />
          <TextField
            label="Topic (optional)"
            name="topic"
            value={draft.topic}
            onValueChange={change('topic')}
            error={errors.topic}
          />
        </>
      ) : null}
      <TextAreaField
        label={call ? 'Message (optional)' : 'Message'}
        name="message"
        value={draft.message}
        onValueChange={change('message')}
        error={errors.message}
        rows={5}
      />
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
