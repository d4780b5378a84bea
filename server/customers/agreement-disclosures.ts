import type { AgreementDisclosure, AgreementKind } from '#contract/customer/types';
import { formatRupees } from '#contract/locale/format';
import { AUA_FEE_CAP_PERCENT, FIXED_FEE_CAP_PER_YEAR } from '../billing/rules/sebi-caps';
import type { AgreementFields } from './agreement-text';

const CAP = formatRupees(FIXED_FEE_CAP_PER_YEAR);

const MARKET_RISK: AgreementDisclosure = {
  key: 'market-risk',
  title: 'Market risk',
  text: 'Investments in the securities market are subject to market risks. Read all the related documents carefully before investing. No return is guaranteed or assured.',
};

/**
 * What the checkout shows beside the agreement, by kind (docs/compliance.md): who the adviser or analyst
 * is under SEBI, the fee limits that bind it, a research analyst's use of AI tools (RA Regulation 19),
 * and the market risk. The consent records these as shown. An analyst with no AI disclosure on file
 * answers undefined: it may not sign new clients until it publishes one.
 */
export function agreementDisclosures(
  kind: AgreementKind,
  f: Pick<AgreementFields, 'adviserName' | 'sebiRegistration' | 'aiUse'>,
): AgreementDisclosure[] | undefined {
  if (kind === 'advisory')
    return [
      {
        key: 'registration',
        title: 'SEBI registration',
        text: `${f.adviserName} is an investment adviser registered with SEBI, registration number ${f.sebiRegistration}.`,
      },
      {
        key: 'fee-limits',
        title: 'Fee limits',
        text: `One fee mode per family: a fixed fee of at most ${CAP} a year, or a fee of at most ${AUA_FEE_CAP_PERCENT} % a year on assets under advice, across all of the adviser's services.`,
      },
      MARKET_RISK,
    ];
  if (f.aiUse === null) return undefined;
  return [
    {
      key: 'registration',
      title: 'SEBI registration',
      text: `${f.adviserName} is a research analyst registered with SEBI, registration number ${f.sebiRegistration}. It provides research services, not investment advice.`,
    },
    {
      key: 'fee-limits',
      title: 'Fee limits',
      text: `A fixed fee only, never a fee on assets under advice (AUA): at most ${CAP} a year per family across all of the analyst's services, excluding statutory charges.`,
    },
    { key: 'ai-use', title: 'Use of AI tools', text: f.aiUse },
    MARKET_RISK,
  ];
}

/** The refusal when a research analyst has published no AI disclosure (a 409: the analyst must act, not the investor). */
export const noAiDisclosure = (name: string) =>
  `${name} has not yet disclosed how far it uses AI tools in its research, as SEBI requires; it cannot take new clients until it does.`;
