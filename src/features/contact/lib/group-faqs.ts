import type { Faq } from '#contract/contact/types';

/** FAQs by category, categories in the order their first question comes (the list is in position order). */
export function groupFaqs(faqs: readonly Faq[]): { category: string; items: Faq[] }[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const list = groups.get(faq.category);
    if (list) list.push(faq);
    else groups.set(faq.category, [faq]);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}
