/**
 * An en-IN date formatter made on its first use, then kept. The first Intl formatter a page creates
 * loads the browser's locale data (12–23 ms on a desktop, several times that on a phone): made at a
 * module's load it would cost every page that imports the module, shown a time or not (decision 0304).
 */
export function lazyDateTimeFormat(options: Intl.DateTimeFormatOptions, locale = 'en-IN'): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
