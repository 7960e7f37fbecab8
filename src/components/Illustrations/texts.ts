/**
 * What each inspiration illustration shows, in words: the label assistive technology reads instead of
 * the drawing and the visible caption under it. One home for both the components (each ./Name/index.tsx
 * pass them to ./Frame) and the pages' Markdown twins (src/plugins/llms-txt/components.ts), which
 * describe the picture with the same words.
 */
export type IllustrationText = { label: string; caption: string };

export const illustrationTexts = {
  AppCheckout: {
    label:
      "A phone showing the Pedal City app: a native title bar reading Buy a pass, then a web view with the 30-day pass for EUR 24.00, Acme Pay card fields with dashed outlines for card number, expiry and CVC, and the app's own Pay EUR 24.00 button.",
    caption:
      "The native app shows a web view for the payment step only. The card fields inside it are Acme Pay iframes; the pass, the price and the button are the app's own.",
  },
  CrazyTrainKiosk: {
    label:
      'The Crazy Train ticket kiosk at the valley station of the Mount Wobble railway: a drawing of a little steam train, three departures with the 10:40 Summit Express selected, 2 adults and 1 child for EUR 87.00, a timer saying the seats are held for 14 minutes 42 seconds, a QR code to scan and pay EUR 87.00 on your own phone by card, Apple Pay or Google Pay, a note that the kiosk never asks for a card, and a Start over button.',
    caption:
      'Big touch targets, a visible seat-hold timer, and a QR code: the kiosk sells seats, the rider pays on their own phone. The kiosk has no card fields and no card reader.',
  },
  HostedFieldsCheckout: {
    label:
      "Kiln & Co.'s own checkout page on shop.example: a delivery address, a note that the order ships in two parcels, a payment section whose card number, expiry and CVC boxes are Acme Pay iframes drawn with dashed outlines, the shop's own Place order button, and an order summary of EUR 125.00.",
    caption:
      "The checkout stays on the shop's domain and in its design. Only the dashed boxes are Acme Pay's: card data never touches the shop's page or servers.",
  },
  LiquorStoreCheckout: {
    label:
      'The Acme Pay payment window for Nørrebro Wine & Spirits: a two-step indicator with step 1, age check, marked done and verified 18 plus, step 2, payment, active; order 10046 with a single malt whisky and delivery, DKK 349.00 in total; card fields and a Pay DKK 349.00 button.',
    caption:
      'The age check runs in the payment window before the card is charged. If the cardholder is under the minimum age, no payment is made and the customer goes back to the shop.',
  },
  PaymentWindowCheckout: {
    label:
      'The Acme Pay payment window for Nordic Outdoor, on checkout.acmepay.example: order 10045 for EUR 125.00, Apple Pay and Google Pay buttons, a card form with number, expiry and CVC, a Pay EUR 125.00 button and a link back to the shop.',
    caption:
      "What the customer sees after the redirect: the payment window on Acme Pay's domain, titled with the shop's name and showing the order from the session.",
  },
  SaasSignup: {
    label:
      "Step 3 of 3 of Ledgerly's sign-up on shop.example: the Team plan at EUR 49.00 per month is selected, Acme Pay card fields with dashed outlines take the card, a consent text says the card will be charged EUR 49.00 every month until the customer cancels, and a Start subscription button shows EUR 49.00 due today.",
    caption:
      'The consent text above the button is what allows the later monthly charges without the customer present. The card fields are Acme Pay iframes.',
  },
} satisfies Record<string, IllustrationText>;
