import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { accountQueries } from '../api/account-queries';
import { accountMessages as m } from '../messages';
import { ContactChange } from './contact-change';
import { NameForm } from './name-form';
import { QuerySection } from './query-section';

/** Name, and the email and mobile number each changed by a code sent to the new one. */
export function ProfileSection() {
  const api = useApi();
  const profile = useQuery(accountQueries.profile(api));
  return (
    <QuerySection title={m.profileTitle} query={profile} loading={m.profileLoading} failed={m.profileFailed}>
      {(p) => (
        <>
          <NameForm name={p.name} />
          <ContactChange kind="email" current={p.email} />
          <ContactChange kind="mobile" current={p.mobile} />
        </>
      )}
    </QuerySection>
  );
}
