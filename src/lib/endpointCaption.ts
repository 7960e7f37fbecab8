/**
 * The caption an operation page shows above its method and path ("Endpoint", as Stripe's and
 * Adyen's references name that line), and which the search index holds with the page's top
 * section: a reader who asks for "the refund endpoint" names the page by what it shows.
 * One home for the word: src/theme/ApiExplorer/MethodEndpoint shows it, src/search/build/extract.ts indexes it.
 */
export const endpointCaption = 'Endpoint';
