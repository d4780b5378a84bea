import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * The document as one string, once everything in it has loaded (lazy parts such as the comments
 * included), every Suspense boundary in place: React then writes no inline script, which the page's
 * CSP would refuse (script-src 'self', decision 0070). React writes the doctype.
 */
export async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    // Never split a large boundary out to be streamed behind an inline script: one piece.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  return html;
}
