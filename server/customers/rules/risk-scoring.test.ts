import { describe, expect, it } from 'vitest';
import { publicQuestions, RISK_QUESTIONS } from './risk-questionnaire';
import { isRiskProfileCurrent, riskProfileValidUntil, scoreRiskAnswers } from './risk-scoring';

/** Every question answered with the option worth `points`. */
const allAt = (points: number) =>
  Object.fromEntries(RISK_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === points)!.value]));
const middle = { ...allAt(2), age: '30-44', income: 'stable', horizon: '3-5y' }; // 3+3+3+2+2+2 = 15

describe('scoreRiskAnswers', () => {
  it('has 6 questions of 4 options worth 1 to 4 points, sent without the points', () => {
    expect(RISK_QUESTIONS).toHaveLength(6);
    for (const q of RISK_QUESTIONS) expect(q.options.map((o) => o.points).sort()).toEqual([1, 2, 3, 4]);
    expect(JSON.stringify(publicQuestions())).not.toContain('points');
  });

  it.each([
    ['the lowest answers', allAt(1), 6, 'conservative'],
    ['12 points', { ...allAt(2) }, 12, 'conservative'],
    ['13 points', { ...allAt(2), age: '30-44' }, 13, 'moderate'],
    ['15 points', middle, 15, 'moderate'],
    ['18 points', { ...allAt(3) }, 18, 'moderate'],
    ['19 points', { ...allAt(3), age: 'under-30' }, 19, 'aggressive'],
    ['the highest answers', allAt(4), 24, 'aggressive'],
  ])('%s → %i, %s', (_, answers, score, profile) => {
    expect(scoreRiskAnswers(answers)).toEqual({ ok: true, score, profile });
  });

  it('caps money needed within a year at conservative, and selling everything after a fall at moderate', () => {
    expect(scoreRiskAnswers({ ...allAt(4), horizon: 'under-1y' })).toEqual({
      ok: true,
      score: 21,
      profile: 'conservative',
    });
    expect(scoreRiskAnswers({ ...allAt(4), fall: 'sell-all' })).toEqual({ ok: true, score: 21, profile: 'moderate' });
    expect(scoreRiskAnswers({ ...allAt(1), horizon: 'under-1y' })).toMatchObject({ profile: 'conservative' });
  });

  it('refuses an unknown question, an unknown option and a missing answer, naming each', () => {
    const { horizon: _, ...missing } = middle;
    expect(scoreRiskAnswers({ ...missing, fall: 'panic', colour: 'blue' })).toEqual({
      ok: false,
      errors: {
        colour: 'There is no question colour.',
        horizon: 'Please answer this question',
        fall: 'Please choose one of the answers',
      },
    });
    expect(scoreRiskAnswers({ ...middle, age: '' })).toEqual({
      ok: false,
      errors: { age: 'Please answer this question' },
    });
  });

  it('does not read answers off the object prototype', () => {
    const answers = Object.create({ age: 'under-30' }) as Record<string, string>;
    Object.assign(answers, { ...middle });
    delete answers.age;
    expect(scoreRiskAnswers(answers)).toMatchObject({ ok: false, errors: { age: 'Please answer this question' } });
  });
});

describe('validity', () => {
  it('is current for a year from the moment it was taken', () => {
    const taken = new Date('2026-11-20T05:30:00Z');
    expect(riskProfileValidUntil(taken).toISOString()).toBe('2027-11-20T05:30:00.000Z');
    expect(isRiskProfileCurrent(taken, new Date('2027-11-20T05:29:59Z'))).toBe(true);
    expect(isRiskProfileCurrent(taken, new Date('2027-11-20T05:30:00Z'))).toBe(false);
  });
});
