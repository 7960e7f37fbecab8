/**
 * Accounts: one per API key, created on its first request with the point of sale every docs
 * sample uses. The state's shape is sandbox/state.mjs; the context holds it (ctx.state).
 */
import { newAccount } from '../state.mjs';
import { DEFAULT_POINT_OF_SALE_ID } from './util.mjs';

function defaultPointOfSale() {
  const created = '2025-04-14T09:00:00Z';
  return {
    id: DEFAULT_POINT_OF_SALE_ID,
    name: 'Nordic Outdoor',
    status: 'active',
    mode: 'test',
    websiteUrl: 'https://shop.example',
    defaultCurrency: 'EUR',
    createdAt: created,
    updatedAt: created,
    statementDescriptor: 'NORDIC OUTDOOR',
    supportedCurrencies: ['EUR', 'DKK', 'SEK'],
    acquirerAgreements: [
      {
        id: 'agr_4Kt9Wm2Qx7Lz3Vp8Hn',
        acquirerName: 'Acme Test Acquirer',
        acquirerMerchantId: 'TEST-0042117',
        merchantCategoryCode: '5941',
        supportedCurrencies: ['EUR', 'DKK', 'SEK'],
        cardBrands: ['visa', 'mastercard', 'maestro', 'dankort', 'amex'],
        status: 'active',
        activeFrom: created,
      },
    ],
    _seq: 0,
  };
}

/** The account of an API key, created on first use. @param {import('./context.mjs').Context} ctx @param {string} apiKey */
export function account(ctx, apiKey) {
  let acc = ctx.state.accounts[apiKey];
  if (!acc) {
    acc = newAccount(defaultPointOfSale());
    ctx.state.accounts[apiKey] = acc;
  }
  return acc;
}
