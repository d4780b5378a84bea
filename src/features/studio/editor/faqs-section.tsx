import { useRef, useState } from 'react';
import type { StudioBasket } from '#contract/studio/types';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { toApiError } from '#src/lib/http/api-error';
import { studioBasketCalls } from '../api/studio-basket-api';
import { editorMessages as m } from './editor-messages';
import { TextAreaField } from '#src/components/ui/text-area-field';
import * as styles from './editor.css';

type Draft = { id?: number; question: string; answer: string };
const EMPTY: Draft = { question: '', answer: '' };

/** The basket's FAQs: add, edit and delete, each saved at once (faqUpdate / faqDelete). */
export function FaqsSection({ basket, onSaved }: { basket: StudioBasket; onSaved: (b: StudioBasket) => void }) {
  const api = useApi();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const run = async (call: () => Promise<{ basket: StudioBasket }>, after?: () => void) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      onSaved((await call()).basket);
      after?.();
    } catch (err) {
      const e = toApiError(err);
      const fields = (e.body as { errors?: Record<string, string> } | undefined)?.errors;
      if (fields) setErrors(fields);
      else setFailure(e.message);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  const save = () => {
    const problems: Record<string, string> = {};
    if (!draft.question.trim()) problems.question = 'Please enter question';
    if (!draft.answer.trim()) problems.answer = 'Please enter answer';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    void run(
      () => studioBasketCalls.faqUpdate(api, { basket_hash: basket.basket_hash, ...draft }),
      () => setDraft(EMPTY),
    );
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{m.faqs}</legend>
      {basket.faqs.length === 0 ? <p className={styles.muted}>{m.noFaqs}</p> : null}
      <ul className={styles.stockList}>
        {basket.faqs.map((f) => (
          <li key={f.id} className={styles.stock}>
            <div>
              <p className={styles.stockName}>{f.question}</p>
              <p className={styles.muted}>{f.answer}</p>
            </div>
            <div className={styles.row}>
              <Button
                variant="secondary"
                onClick={() => setDraft({ id: f.id, question: f.question, answer: f.answer })}
              >
                <span aria-hidden="true">Edit</span>
                <span className={styles.hidden}>{m.editFaq(f.question)}</span>
              </Button>
              <Button
                variant="secondary"
                busy={pending}
                onClick={() => void run(() => studioBasketCalls.faqDelete(api, basket.basket_hash, f.id))}
              >
                <span aria-hidden="true">Delete</span>
                <span className={styles.hidden}>{m.deleteFaq(f.question)}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <TextField
        label={m.question}
        name="faq-question"
        value={draft.question}
        onValueChange={(question) => setDraft({ ...draft, question })}
        error={errors.question}
        maxLength={300}
      />
      <TextAreaField
        label={m.answer}
        name="faq-answer"
        value={draft.answer}
        onValueChange={(answer) => setDraft({ ...draft, answer })}
        error={errors.answer}
        maxLength={3000}
      />
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <div className={styles.row}>
        <Button variant="secondary" busy={pending} onClick={save}>
          {draft.id ? m.saveFaq : m.addFaq}
        </Button>
        {draft.id ? (
          <Button variant="secondary" onClick={() => setDraft(EMPTY)}>
            {m.cancel}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
