import { describe, expect, it } from 'vitest';
import { simulatedKycVerifier } from './kyc-verifier';

const verify = (pan: string | null) => simulatedKycVerifier.verify({ name: 'Asha Rao', pan, dob: '1990-04-15' });

describe('simulatedKycVerifier', () => {
  it.each(['ABCPE1234F', 'ABCHE1234F'])('verifies %s (an individual or a HUF)', async (pan) => {
    expect(await verify(pan)).toEqual({ status: 'verified' });
  });

  it.each([
    ['ABCCE1234F', 'This PAN belongs to a company; advisory plans here are for individuals and HUFs.'],
    ['ABCFE1234F', 'This PAN belongs to a firm; advisory plans here are for individuals and HUFs.'],
    ['ABCTE1234F', 'This PAN belongs to a trust; advisory plans here are for individuals and HUFs.'],
    ['ABCZE1234F', 'This PAN belongs to no person; advisory plans here are for individuals and HUFs.'],
  ])('leaves %s pending: %s', async (pan, reason) => {
    expect(await verify(pan)).toEqual({ status: 'pending', reason });
  });

  it.each([null, 'abcpe1234f', 'ABCP1234F'])('leaves %j pending until a PAN is given', async (pan) => {
    expect(await verify(pan)).toEqual({ status: 'pending', reason: 'Add your PAN to complete KYC.' });
  });
});
