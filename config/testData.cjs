/**
 * Test data the site shows and the API simulator (sandbox/) honours: the test card of the floating
 * widget and the credentials in every sample (the list of test cards is config/testCardList.cjs). Plain JavaScript so that the
 * Node scripts and the simulator import the same values as the TypeScript site; the site reads
 * them, typed, through config/brand.ts. CommonJS, not an ES module: Playwright compiles what the
 * TypeScript tests import to CommonJS, and an ES module loaded both that way and natively (by
 * the simulator inside a test) loses its named exports.
 */

/** The test card the floating widget shows (Luhn-valid Visa test number). */
exports.testCard = {
  number: '4900 0000 0000 0003',
  expiry: '12/35',
  cvc: '123',
};

/** Test credentials shown in samples: obviously test values. */
exports.testCredentials = {
  apiKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  pointOfSaleId: 'pos_test_7Hq2Lm9Xk4',
  webhookSecret: 'whsec_test_5WbX2kVq8JmN3pLr',
};
