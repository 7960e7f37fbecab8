/**
 * Points of sale: list, create (with a test acquirer agreement) and get.
 */
import { getPointOfSaleOr404, page } from '../objects.mjs';
import { newId, view } from '../util.mjs';

/** @type {Record<string, import('../request.mjs').Rule>} */
export const pointOfSaleRules = {
  listPointsOfSales({ acc, query }) {
    const result = page(Object.values(acc.pointsOfSale), query, 'point of sale');
    const summary = ({ id, name, status, mode, websiteUrl, defaultCurrency, createdAt }) => ({
      id,
      name,
      status,
      mode,
      websiteUrl,
      defaultCurrency,
      createdAt,
    });
    return { status: 200, body: { ...result, data: result.data.map(summary) } };
  },

  createPointOfSale({ ctx, acc, body }) {
    const created = ctx.nowIso();
    const currencies = body.supportedCurrencies ?? [body.defaultCurrency];
    const descriptor =
      body.statementDescriptor ??
      String(body.name)
        .replace(/[^A-Za-z0-9 .*-]/g, '')
        .slice(0, 22)
        .trim();
    const pos = {
      id: newId('pos_test_', 10),
      name: body.name,
      status: 'active',
      mode: 'test',
      websiteUrl: body.websiteUrl,
      defaultCurrency: body.defaultCurrency,
      createdAt: created,
      updatedAt: created,
      ...(descriptor.length >= 5 ? { statementDescriptor: descriptor } : {}),
      supportedCurrencies: [...currencies],
      ...(body.notificationUrl ? { notificationUrl: body.notificationUrl } : {}),
      acquirerAgreements: [
        {
          id: newId('agr_'),
          acquirerName: 'Acme Test Acquirer',
          acquirerMerchantId: `TEST-${String(acc.seq).padStart(7, '0')}`,
          merchantCategoryCode: body.merchantCategoryCode ?? '5999',
          supportedCurrencies: [...currencies],
          cardBrands: ['visa', 'mastercard', 'maestro', 'dankort', 'amex'],
          status: 'active',
          activeFrom: created,
        },
      ],
      _seq: acc.seq++,
    };
    acc.pointsOfSale[pos.id] = pos;
    return { status: 201, body: view(pos) };
  },

  getPointOfSale({ acc, pathParams }) {
    return { status: 200, body: view(getPointOfSaleOr404(acc, pathParams.pointOfSaleId)) };
  },
};
