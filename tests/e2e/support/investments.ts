import type { Page } from '@playwright/test';
import { API } from '#contract/http/api-paths';
import type { InvestmentSummary, InvestmentsBody } from '#contract/investments/types';
import type { BrandConfig } from '../../../brands/schema';
import { callApi } from './session';

/** The signed-in investor's active investment in a basket, as the investments list answers it now. */
export async function investmentIn(page: Page, brand: BrandConfig, basketHash: string): Promise<InvestmentSummary> {
  const { json } = await callApi(page, brand, 'GET', API.myBaskets.investments);
  const found = (json as { body: InvestmentsBody }).body.investments.find((i) => i.basket_hash === basketHash);
  if (!found) throw new Error(`no investment in ${basketHash}`);
  return found;
}
