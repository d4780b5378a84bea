import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Button } from '#src/components/ui/button';
import { formatDate } from '#contract/locale/format';
import { subscriptionQueries } from '../api/subscription-queries';
import { subscriptionMessages as m } from '../subscription-messages';
import * as styles from './account.css';
import { QuerySection } from './query-section';
import { RiskQuestionnaire } from './risk-questionnaire';

/** The current risk profile with its date, and the questionnaire to take it again. */
export function RiskProfileSection() {
  const api = useApi();
  const risk = useQuery(subscriptionQueries.riskProfile(api));
  const [taking, setTaking] = useState(false);
  return (
    <QuerySection title={m.riskTitle} query={risk} loading={m.riskLoading} failed={m.riskFailed}>
      {({ current, questions }) => (
        <>
          {current ? (
            <div data-testid="risk-profile">
              <p>
                <strong>{m.profiles[current.profile]}</strong>
              </p>
              <p className={styles.muted}>
                {m.riskTaken(formatDate(current.taken_at))} · {m.riskValidUntil(formatDate(current.valid_until))}
              </p>
              {new Date(current.valid_until).getTime() <= risk.dataUpdatedAt ? <p>{m.riskExpired}</p> : null}
            </div>
          ) : (
            <p>{m.riskNone}</p>
          )}
          {questions.length > 0 ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setTaking(true)}>
                {current ? m.riskRetake : m.riskTake}
              </Button>
            </div>
          ) : null}
          {taking ? <RiskQuestionnaire questions={questions} onClose={() => setTaking(false)} /> : null}
        </>
      )}
    </QuerySection>
  );
}
