import type { RiskQuestion } from '#contract/customer/types';

/**
 * The risk profile questionnaire (SEBI (Investment Advisers) Regulations, 2013, regulation 16; the
 * 2020 guidelines for investment advisers): the investor's capacity for risk (age, income, horizon,
 * share of savings) and tolerance of it (a fall, experience). Each option carries 1 to 4 points.
 * Changing a question or a score means a new QUESTIONNAIRE_VERSION (docs/customer-onboarding.md).
 */
export const QUESTIONNAIRE_VERSION = 1;

export interface ScoredQuestion extends RiskQuestion {
  options: { value: string; label: string; points: number }[];
}

export const RISK_QUESTIONS: readonly ScoredQuestion[] = [
  {
    id: 'age',
    text: 'How old are you?',
    options: [
      { value: 'under-30', label: 'Under 30', points: 4 },
      { value: '30-44', label: '30 to 44', points: 3 },
      { value: '45-59', label: '45 to 59', points: 2 },
      { value: '60-plus', label: '60 or over', points: 1 },
    ],
  },
  {
    id: 'income',
    text: 'How stable is your income?',
    options: [
      { value: 'none', label: 'I have no regular income', points: 1 },
      { value: 'uncertain', label: 'It varies from year to year', points: 2 },
      { value: 'stable', label: 'Stable', points: 3 },
      { value: 'growing', label: 'Stable and likely to grow', points: 4 },
    ],
  },
  {
    id: 'horizon',
    text: 'When will you need most of this money?',
    options: [
      { value: 'under-1y', label: 'Within a year', points: 1 },
      { value: '1-3y', label: 'In 1 to 3 years', points: 2 },
      { value: '3-5y', label: 'In 3 to 5 years', points: 3 },
      { value: 'over-5y', label: 'In more than 5 years', points: 4 },
    ],
  },
  {
    id: 'fall',
    text: 'Your investments fall by 20 % in a few months. What do you do?',
    options: [
      { value: 'sell-all', label: 'Sell everything', points: 1 },
      { value: 'sell-some', label: 'Sell some', points: 2 },
      { value: 'hold', label: 'Hold and wait', points: 3 },
      { value: 'buy-more', label: 'Buy more', points: 4 },
    ],
  },
  {
    id: 'experience',
    text: 'How have you invested so far?',
    options: [
      { value: 'none', label: 'Bank deposits only', points: 1 },
      { value: 'funds', label: 'Mutual funds', points: 2 },
      { value: 'stocks', label: 'Stocks, for a few years', points: 3 },
      { value: 'active', label: 'Stocks and derivatives, for many years', points: 4 },
    ],
  },
  {
    id: 'savings-share',
    text: 'What share of your savings will you invest this way?',
    options: [
      { value: 'over-50', label: 'More than half', points: 1 },
      { value: '25-50', label: 'A quarter to a half', points: 2 },
      { value: '10-25', label: 'A tenth to a quarter', points: 3 },
      { value: 'under-10', label: 'Less than a tenth', points: 4 },
    ],
  },
];

/** The questions as the API sends them (without the points). */
export const publicQuestions = (): RiskQuestion[] =>
  RISK_QUESTIONS.map(({ id, text, options }) => ({
    id,
    text,
    options: options.map(({ value, label }) => ({ value, label })),
  }));
