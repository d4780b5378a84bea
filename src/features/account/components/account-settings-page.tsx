import { useBrand } from '#src/lib/navigation';
import { useSession } from '#src/lib/session/use-session';
import { Page } from '#src/components/ui/page';
import { offersPasswordSignIn } from '../sign-in-offer';
import { accountMessages as m } from '../messages';
import type { ReactNode } from 'react';
import { CustomerSection } from './customer-section';
import { DevicesSection } from './devices-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { PriceAlertsSection } from './price-alerts-section';
import { ProfileSection } from './profile-section';
import { SignInNotice } from '#src/components/ui/sign-in-notice';

/**
 * /account/settings/: the investor's profile, password, notifications, price alerts, signed-in devices and
 * customer details, then this device's offline storage panel (`storage`, which a visitor sees too).
 */
export function AccountSettingsPage({ storage }: { storage: ReactNode }) {
  const { isLoggedIn } = useSession();
  const brand = useBrand();
  return (
    <Page title={m.settingsTitle}>
      {isLoggedIn ? (
        <>
          <ProfileSection />
          {offersPasswordSignIn(brand) ? <PasswordSection /> : null}
          <NotificationsSection />
          <PriceAlertsSection />
          <DevicesSection />
          <CustomerSection />
        </>
      ) : (
        <SignInNotice title={m.signInTitle} text={m.signInText} action={m.logIn} />
      )}
      {storage}
    </Page>
  );
}
