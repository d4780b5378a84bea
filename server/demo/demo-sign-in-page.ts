import { markup, type Html } from '../auth/html';
import type { DemoReader } from './demo-reader';

/**
 * The Daily Ledger's sign-in page (GET /account/sign-in?next=): a choice of demo readers. A real
 * partner asks for its own password here; what matters to the blog happens afterwards, on the
 * partner's server, which signs each page's assertion for the reader (docs/widget.md).
 */
export function signInPage({
  readers,
  next,
  brandName,
}: {
  readers: readonly DemoReader[];
  next: string;
  brandName: string;
}): Html {
  const action = `/account/sign-in?next=${encodeURIComponent(next)}`;
  return markup`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sign in — The Daily Ledger</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/demo.css" />
  </head>
  <body>
    <header class="masthead">
      <a class="logo" href="${next}">The Daily Ledger</a>
    </header>
    <main id="content" class="content narrow">
      <h1>Sign in</h1>
      <p class="standfirst">Choose a demo reader. Each is a Daily Ledger reader whose email is also a ${brandName} account.</p>
      <form method="post" action="${action}" class="readers">
        ${readers.map(
          (r) => markup`<button type="submit" name="reader" value="${r.email}">
          Sign in as ${r.name} <span class="reader-detail">${r.email}, ${r.subscriber ? 'a subscriber' : 'not a subscriber'} on ${brandName}</span>
        </button>`,
        )}
      </form>
      <p>
        Signed in, the ${brandName} blog on our pages shows what that reader may read: The Daily Ledger's
        server signs a five-minute assertion for the blog on every page. No ${brandName} password is
        asked for here.
      </p>
      <p><a href="${next}">Back without signing in</a></p>
    </main>
  </body>
</html>
`;
}
