import type { BrandConfig } from '../../../brands/schema';

export interface SeedFaq {
  category: string;
  question: string;
  answer: string;
}

const registrations = (brand: BrandConfig) =>
  brand.trust.sebiRegistrations.map((r) => `${r.type} (${r.number})`).join(' and ');

/** About ten questions people ask before and after investing, worded for the brand that answers them. */
export function seedFaqsFor(brand: BrandConfig): SeedFaq[] {
  const name = brand.displayName;
  const { trust } = brand;
  return [
    {
      category: 'Getting started',
      question: `What is ${name}?`,
      answer: `${name} lets you invest in baskets of stocks chosen by SEBI-registered professionals. ${trust.legalName} is registered with SEBI as ${registrations(brand)}.`,
    },
    {
      category: 'Getting started',
      question: 'What do I need to start investing?',
      answer:
        'A PAN, a bank account in your name and a demat and trading account with one of the brokers we connect to. You sign up with your email or mobile number, answer the risk profile questions and sign the agreement once.',
    },
    {
      category: 'Getting started',
      question: 'Is there a minimum amount?',
      answer:
        "Each basket shows its minimum investment: the cost of buying at least one share of every stock in it at today's prices. It changes with the market.",
    },
    {
      category: 'Baskets and advice',
      question: 'Who chooses the stocks in a basket?',
      answer:
        'Every basket is curated by a SEBI-registered investment adviser or research analyst, named on the basket with their registration number. They publish a rationale for each change.',
    },
    {
      category: 'Baskets and advice',
      question: 'What is a rebalance?',
      answer:
        "When the curator changes a basket's stocks or weights, you get a rebalance: the orders that bring your holding in line. You review them and place them through your broker; nothing is traded without your confirmation.",
    },
    {
      category: 'Baskets and advice',
      question: 'Are returns guaranteed?',
      answer:
        'No. Investments in securities are subject to market risks, and past returns do not promise future ones. Read all related documents carefully before investing.',
    },
    {
      category: 'Payments and plans',
      question: 'How do subscriptions work?',
      answer:
        'Premium baskets need a subscription plan, paid monthly, quarterly or yearly as the plan says. The fee includes GST and an invoice is sent for every payment.',
    },
    {
      category: 'Payments and plans',
      question: 'Can I cancel my subscription?',
      answer:
        'Yes, from your account at any time. Your access lasts until the end of the period you paid for; refunds follow the plan terms shown before you pay.',
    },
    {
      category: 'Your account and safety',
      question: 'Where are my shares held?',
      answer: `In your own demat account with your broker. ${name} never holds your money or your shares; orders are placed in your broker account only when you confirm them.`,
    },
    {
      category: 'Your account and safety',
      question: 'How do I raise a complaint?',
      answer: `File it from your account under Complaints, or write to our grievance officer, ${trust.grievanceOfficer.name}, at ${trust.grievanceOfficer.email}. We answer within 21 days; if you are not satisfied, you can take it to SEBI SCORES.`,
    },
  ];
}
