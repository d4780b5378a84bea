import type { Page } from '@playwright/test';
import { sign } from 'hono/jwt';
import type { BrandConfig } from '../../../brands/schema';
import { GOOGLE_IDENTITY_SCRIPT } from '#contract/auth/google-identity';

/**
 * Google sign-in without Google (the machine has no internet): an ID token signed with this run's
 * key (playwright.config.ts gives the server the public half), and a stand-in for Google's script
 * that renders a button handing that token to the app's callback, as Google's popup would.
 */
export async function googleIdToken(brand: BrandConfig, who: { sub: string; email: string; name: string }) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://accounts.google.com',
    aud: brand.googleClientId!,
    sub: who.sub,
    email: who.email,
    email_verified: true,
    name: who.name,
    iat: now - 5,
    exp: now + 600,
  };
  return sign(claims, process.env.E2E_GOOGLE_PRIVATE_KEY!, 'RS256');
}

/** Answers the request for Google's script with a stand-in whose button signs in with `credential`. */
export async function serveGoogleIdentity(page: Page, credential: string) {
  await page.route(GOOGLE_IDENTITY_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
  let config;
  window.google = { accounts: { id: {
    initialize(c) { config = c; },
    renderButton(parent) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = 'Sign in with Google (stand-in)';
      b.addEventListener('click', () => config.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn' }));
      parent.append(b);
    },
  } } };
})();`,
    }),
  );
}
