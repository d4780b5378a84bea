/** Google Identity Services: where its sign-in script lives (the app loads it; the server's CSP allows it). */
export const GOOGLE_IDENTITY_ORIGIN = 'https://accounts.google.com';
export const GOOGLE_IDENTITY_SCRIPT = `${GOOGLE_IDENTITY_ORIGIN}/gsi/client`;
