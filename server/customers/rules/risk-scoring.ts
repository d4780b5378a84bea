import type { RiskProfileKind } from '#contract/customer/types';
import { RISK_QUESTIONS } from './risk-questionnaire';

/** Ours: the questionnaire's messages (docs/customer-onboarding.md). */
export const RISK_MESSAGES = {
  unanswered: 'Please answer this question',
  unknownOption: 'Please choose one of the answers',
  unknownQuestion: (id: string) => `There is no question ${id}.`,
} as const;

/** Scores from 6 to 24: up to 12 conservative, 13 to 18 moderate, 19 and above aggressive. */
export const MODERATE_FROM = 13;
export const AGGRESSIVE_FROM = 19;
/** A profile is current for a year from the day it was taken. */
export const RISK_PROFILE_VALID_MONTHS = 12;

const ORDER: RiskProfileKind[] = ['conservative', 'moderate', 'aggressive'];
/**
 * Capacity caps the score cannot overrule: money needed within a year is no place for an
 * aggressive portfolio, and an investor who would sell everything after a fall is not aggressive.
 */
const CAPS: { question: string; answer: string; atMost: RiskProfileKind }[] = [
  { question: 'horizon', answer: 'under-1y', atMost: 'conservative' },
  { question: 'fall', answer: 'sell-all', atMost: 'moderate' },
];

export type RiskScore =
  { ok: true; score: number; profile: RiskProfileKind } | { ok: false; errors: Record<string, string> };

/** Scores a full set of answers; an unknown question, an unknown option or a missing answer is refused. */
export function scoreRiskAnswers(answers: Record<string, string>): RiskScore {
  const errors: Record<string, string> = {};
  const known = new Set(RISK_QUESTIONS.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[id] = RISK_MESSAGES.unknownQuestion(id);
  let score = 0;
  for (const question of RISK_QUESTIONS) {
    const answer = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (answer === undefined || answer === '') {
      errors[question.id] = RISK_MESSAGES.unanswered;
      continue;
    }
    const option = question.options.find((o) => o.value === answer);
    if (!option) errors[question.id] = RISK_MESSAGES.unknownOption;
    else score += option.points;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  let rank = score >= AGGRESSIVE_FROM ? 2 : score >= MODERATE_FROM ? 1 : 0;
  for (const cap of CAPS) if (answers[cap.question] === cap.answer) rank = Math.min(rank, ORDER.indexOf(cap.atMost));
  return { ok: true, score, profile: ORDER[rank]! };
}

/** The moment a profile taken at `takenAt` stops being current (the same calendar day a year later, UTC). */
export function riskProfileValidUntil(takenAt: Date): Date {
  const until = new Date(takenAt);
  until.setUTCMonth(until.getUTCMonth() + RISK_PROFILE_VALID_MONTHS);
  return until;
}

export const isRiskProfileCurrent = (takenAt: Date, now: Date) => now < riskProfileValidUntil(takenAt);
