import type { Database } from '../database';
import { seedCore } from './core';
import { seedUsers } from './users';
import { seedBlog } from './blog';
import { seedBasketDetails } from './basket-details';
import { seedAdviserAccount } from './adviser-account';
import { seedSubscriptions } from './paid-subscriptions';
import { seedInvestorInvestments } from './investor-investments';
import { seedAgreementTemplate } from '../../customers/agreement-versions';
import { seedAdviserAiDisclosures } from './adviser-ai-disclosures';
import { seedPlanPricing } from './plan-pricing';
import { seedOpsAccounts } from './ops-accounts';
import { seedComplaints } from './complaints';
import { seedSiteInfo } from './site-info';
import { seedImportedClients } from './imported-clients';
import { seedDealerClients } from './dealer';
import { seedSiteClientPartners } from './site-client-partners';
import { seedCompliance } from './compliance';

/** Each seeder fills its own tables when they are empty, so seeding is safe to run on every start. */
const seeders: Array<{ name: string; run: (db: Database) => Promise<boolean> }> = [
  { name: 'core', run: seedCore },
  { name: 'basket-details', run: seedBasketDetails },
  { name: 'users', run: seedUsers },
  { name: 'adviser-account', run: seedAdviserAccount },
  { name: 'ops-accounts', run: seedOpsAccounts },
  { name: 'complaints', run: seedComplaints },
  { name: 'imported-clients', run: seedImportedClients },
  { name: 'subscriptions', run: seedSubscriptions },
  { name: 'plan-pricing', run: seedPlanPricing },
  { name: 'investor-investments', run: seedInvestorInvestments },
  { name: 'blog', run: seedBlog },
  { name: 'agreement-template', run: seedAgreementTemplate },
  { name: 'adviser-ai-disclosures', run: seedAdviserAiDisclosures },
  { name: 'site-info', run: seedSiteInfo },
  { name: 'dealer-clients', run: seedDealerClients },
  { name: 'site-client-partners', run: seedSiteClientPartners },
  { name: 'compliance', run: seedCompliance },
];

export async function seed(db: Database): Promise<string[]> {
  const ran: string[] = [];
  for (const s of seeders) if (await s.run(db)) ran.push(s.name);
  return ran;
}
