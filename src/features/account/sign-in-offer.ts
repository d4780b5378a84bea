import type { BrandConfig } from '../../../brands/schema';

/** A brand whose sign-in is its broker's only has no passwords to change (server/auth/sign-in-methods.ts). */
export const offersPasswordSignIn = (brand: Pick<BrandConfig, 'loginType'>) => brand.loginType !== 'broker';
