/**
 * TypeScript declarations for acme.js 1.5, the Acme Pay browser library.
 *
 *   Script:    https://checkout.acmepay.example/js/v1/acme.js
 *   Loader:    import { loadAcme } from '@acmepay/acme-js'
 *   Reference: https://docs.acmepay.example/js
 *
 * Copy this file into your project (for example as types/acme.d.ts) and make sure your
 * tsconfig.json "include" covers it, or reference it with
 * `/// <reference path="./types/acme.d.ts" />`. It declares the global `Acme` function, the
 * `Acme` namespace with every option, result and event type, the global `AcmeError` class,
 * and the `@acmepay/acme-js` loader module. It works in TypeScript and, with `// @ts-check`,
 * in plain JavaScript.
 */

/**
 * Creates an acme.js instance for one payment session. Call it without `new`.
 *
 * @param sessionId The `sessionId` your server received from `POST /v1/sessions`.
 * @param options Locale, fonts and appearance of the fields and the overlay.
 * @throws {AcmeError} `invalid_session` if `sessionId` is not a session ID,
 *   `browser_not_supported` in a browser acme.js does not support.
 */
declare function Acme(sessionId: string, options?: Acme.Options): Acme.Instance;

declare namespace Acme {
  /** The version of the loaded library, for example `"1.5.1"`. */
  const version: string;

  // ---------------------------------------------------------------------------------------
  // Options
  // ---------------------------------------------------------------------------------------

  /** The languages of the fields and the overlay (the same as `HostedConfiguration.locale`). */
  type Locale = 'auto' | 'en' | 'da' | 'sv' | 'nb' | 'fi' | 'de' | 'fr' | 'nl' | 'es';

  /** Options of `Acme(sessionId, options)`. Every option is optional. */
  interface Options {
    /**
     * Language of placeholders, accessible labels and error messages.
     * Default: the session's `hostedConfiguration.locale`, or `'auto'` (the browser's language).
     */
    locale?: Locale;
    /** Web fonts the fields may use. The fields are iframes and cannot see your page's fonts. At most 5. */
    fonts?: FontSource[];
    /** Theme and design variables of the fields and the overlay. */
    appearance?: Appearance;
  }

  /** A font for the fields: a stylesheet with `@font-face` rules, or one font file. */
  type FontSource = CssFontSource | CustomFontSource;

  interface CssFontSource {
    /** HTTPS URL of a stylesheet that contains only `@font-face` rules. */
    cssSrc: string;
  }

  interface CustomFontSource {
    /** The name you use in `appearance.variables.fontFamily`. */
    family: string;
    /** A CSS `src` value, for example `url(https://shop.example/fonts/inter.woff2)`. HTTPS only. */
    src: string;
    /** CSS `font-weight`, for example `'400'` or `'600'`. Default `'400'`. */
    weight?: string;
    /** CSS `font-style`. Default `'normal'`. */
    style?: 'normal' | 'italic';
    /** CSS `font-display`. Default `'swap'`. */
    display?: 'auto' | 'block' | 'swap' | 'fallback' | 'optional';
  }

  interface Appearance {
    /** Base theme that the variables adjust. Default `'default'`. */
    theme?: 'default' | 'night' | 'flat';
    /** Design variables; each overrides the theme's value. */
    variables?: AppearanceVariables;
  }

  /** CSS values applied inside the fields and the overlay. */
  interface AppearanceVariables {
    /** Caret, focus ring and the overlay's pay button, for example `'#1F6FEB'`. */
    colorPrimary?: string;
    /** Background of the input. */
    colorBackground?: string;
    /** Colour of the typed text. */
    colorText?: string;
    /** Colour of placeholders. */
    colorPlaceholder?: string;
    /** Text and border colour of an invalid field. */
    colorDanger?: string;
    /** A CSS `font-family` list; use a family from `fonts` or a system font. */
    fontFamily?: string;
    /** Font size of the input, for example `'16px'`. */
    fontSizeBase?: string;
    /** Corner radius of the input, for example `'6px'`. */
    borderRadius?: string;
    /** Border colour of the input when it is neither focused nor invalid. */
    borderColor?: string;
    /** Base unit of the input's padding, for example `'4px'`. */
    spacingUnit?: string;
  }

  // ---------------------------------------------------------------------------------------
  // Fields
  // ---------------------------------------------------------------------------------------

  /** The four Hosted Fields. */
  type FieldType = 'cardNumber' | 'expiry' | 'cvc' | 'cardholderName';

  /** Options of `acme.fields.create(type, options)`. */
  interface FieldOptions {
    /** Placeholder text. Default: a localized example, for example `1234 1234 1234 1234`. */
    placeholder?: string;
    /** Accessible name read by screen readers. Default: a localized label, for example "Card number". */
    ariaLabel?: string;
    /** `cardNumber` only: show the detected card brand's logo in the field. Default `true`. */
    showIcon?: boolean;
    /** Create the field disabled. Default `false`. */
    disabled?: boolean;
  }

  interface Fields {
    /**
     * Creates a field. Each type can be created once per instance.
     * @throws {AcmeError} `invalid_argument` for an unknown type or a type created before;
     *   `instance_destroyed` after `destroy()`.
     */
    create(type: FieldType, options?: FieldOptions): Field;
  }

  /** One Hosted Field: an iframe served by Acme Pay that holds the card data. */
  interface Field {
    /** The type the field was created with. */
    readonly type: FieldType;
    /**
     * Inserts the field's iframe into an element of your page (a CSS selector or the element).
     * @throws {AcmeError} `invalid_argument` if the selector matches no element or the field is mounted already.
     */
    mount(target: string | HTMLElement): void;
    /** Removes the iframe from the page. The field keeps its options and can be mounted again, empty. */
    unmount(): void;
    /**
     * Moves the keyboard focus into the field.
     * @throws {AcmeError} `field_not_mounted` if the field is not mounted.
     */
    focus(): void;
    /** Empties the field. */
    clear(): void;
    /** Adds an event handler. */
    on<K extends keyof FieldEventMap>(event: K, handler: (event: FieldEventMap[K]) => void): void;
    /** Removes one handler, or every handler of the event when `handler` is left out. */
    off<K extends keyof FieldEventMap>(event: K, handler?: (event: FieldEventMap[K]) => void): void;
  }

  // ---------------------------------------------------------------------------------------
  // Instance
  // ---------------------------------------------------------------------------------------

  interface Instance {
    /** The session ID the instance was created with. */
    readonly sessionId: string;
    /** Creates the Hosted Fields of a `hosted_fields` session. */
    readonly fields: Fields;
    /**
     * Sends the card data in the fields to Acme Pay and authorizes the payment. Rejects with an
     * `AcmeError` for library problems; a declined card resolves with status `declined`.
     */
    submit(options?: SubmitOptions): Promise<SubmitResult>;
    /**
     * Opens the Payment Window for a `payment_window` or `age_verification` session over your page.
     * A decline is shown inside the overlay, which stays open for another try. Resolves when the
     * overlay closes: with an approved or pending result, with the last attempt's `declined` or
     * `failed` result if the customer closed it after attempts that did not go through, or `closed`.
     */
    openPaymentWindow(options: PaymentWindowOptions): Promise<PaymentWindowResult>;
    /** Adds an event handler for payment events. */
    on<K extends keyof EventMap>(event: K, handler: (event: EventMap[K]) => void): void;
    /** Removes one handler, or every handler of the event when `handler` is left out. */
    off<K extends keyof EventMap>(event: K, handler?: (event: EventMap[K]) => void): void;
    /** Unmounts every field, closes the overlay and removes every handler. The instance cannot be used again. */
    destroy(): void;
  }

  /** Options of `acme.submit(options)`. */
  interface SubmitOptions {
    /**
     * `true` (default): when the issuer asks for 3-D Secure, acme.js shows the challenge over your
     * page and resolves once it is done. `false`: resolve at once with status `requires_action`
     * and a `redirectUrl` to send the customer to.
     */
    handleActions?: boolean;
    /** The cardholder's name, when you collect it in your own input instead of the `cardholderName` field. */
    cardholderName?: string;
  }

  /** Options of `acme.openPaymentWindow(options)`. */
  interface PaymentWindowOptions {
    /** `'overlay'`: the Payment Window opens in a modal iframe over your page. */
    mode: 'overlay';
  }

  // ---------------------------------------------------------------------------------------
  // Results (values as in the Acme Payments API: Transaction.status, ScaStatus, PaymentMethod, ErrorCode)
  // ---------------------------------------------------------------------------------------

  /** The outcome of 3-D Secure, as `Transaction.scaStatus` in the API. */
  type ScaStatus = 'not_required' | 'frictionless' | 'challenge_completed' | 'challenge_failed' | 'exempted' | 'attempted';

  /** Card brands, as `PaymentMethod.brand` in the API. */
  type CardBrand = 'visa' | 'mastercard' | 'maestro' | 'dankort' | 'amex';

  /** The card or wallet used, as the `PaymentMethod` schema of the API. */
  interface PaymentMethod {
    type: 'card' | 'apple_pay' | 'google_pay';
    brand: CardBrand;
    /** Last four digits of the card number. */
    last4: string;
    expiryMonth: number;
    expiryYear: number;
    funding?: 'credit' | 'debit' | 'prepaid' | 'unknown';
    /** ISO 3166-1 alpha-2 country of the issuer. */
    issuerCountry?: string;
  }

  /** The `code` values of the API's `ErrorCode` schema; `failureCode` is one of them. */
  type ApiErrorCode =
    | 'invalid_request'
    | 'request_too_large'
    | 'parameter_invalid'
    | 'authentication_failed'
    | 'insufficient_permissions'
    | 'resource_not_found'
    | 'idempotency_conflict'
    | 'idempotency_key_in_use'
    | 'amount_too_large'
    | 'currency_not_supported'
    | 'point_of_sale_inactive'
    | 'capture_exceeds_authorized'
    | 'refund_exceeds_captured'
    | 'transaction_not_capturable'
    | 'transaction_not_voidable'
    | 'transaction_not_refundable'
    | 'card_declined'
    | 'declined_by_merchant'
    | 'insufficient_funds'
    | 'expired_card'
    | 'authentication_required'
    | 'subscription_disabled'
    | 'payout_limit_exceeded'
    | 'rate_limited'
    | 'internal_error';

  /** The payment was authorized (`captureMode: manual`) or authorized and captured (`automatic`). */
  interface SucceededResult {
    status: 'authorized' | 'captured';
    sessionId: string;
    transactionId: string;
    scaStatus: ScaStatus;
    paymentMethod: PaymentMethod;
  }

  /** The issuer or Acme's risk checks declined the payment, or a technical error stopped it. */
  interface FailedResult {
    status: 'declined' | 'failed';
    sessionId: string;
    transactionId: string;
    failureCode: ApiErrorCode;
    /** A human-readable reason in English, for your logs. Show your own text to the customer. */
    failureMessage: string;
    /** Present when 3-D Secure ran. */
    scaStatus?: ScaStatus;
  }

  /** Only with `handleActions: false`: the customer must complete 3-D Secure at `redirectUrl`. */
  interface RequiresActionResult {
    status: 'requires_action';
    sessionId: string;
    transactionId: string;
    action: 'three_d_secure';
    /** An Acme Pay page that runs the challenge, then sends the customer to the session's `returnUrl`. */
    redirectUrl: string;
  }

  /**
   * The outcome is not known yet. Check it from your server with get-transaction on a schedule with an
   * end: a notification comes only if it becomes `authorized`, `captured` or `declined`, none if it ends `failed`.
   */
  interface PendingResult {
    status: 'pending';
    sessionId: string;
    transactionId: string;
  }

  /**
   * The overlay closed without a payment: the customer closed it (the session stays open), or an
   * Age Verification check rejected them (the session is cancelled; a new attempt needs a new session).
   */
  interface ClosedResult {
    status: 'closed';
    sessionId: string;
  }

  type SubmitResult = SucceededResult | FailedResult | RequiresActionResult | PendingResult;

  type PaymentWindowResult = SucceededResult | FailedResult | PendingResult | ClosedResult;

  // ---------------------------------------------------------------------------------------
  // Events
  // ---------------------------------------------------------------------------------------

  /** Why a field's content is not valid. */
  type FieldErrorCode =
    'required' | 'incomplete' | 'invalid_number' | 'invalid_expiry' | 'expired' | 'invalid_cvc' | 'brand_not_accepted';

  interface FieldError {
    code: FieldErrorCode;
    /** Localized message for the customer, in the instance's `locale`. */
    message: string;
  }

  /** Payload of the field events `ready`, `focus` and `blur`. */
  interface FieldEvent {
    fieldType: FieldType;
  }

  /** Payload of the field event `change`. The value itself is never exposed. */
  interface FieldChangeEvent {
    fieldType: FieldType;
    /** `true` when the field is empty. */
    empty: boolean;
    /** `true` when the field holds a complete, valid value. */
    complete: boolean;
    /** `cardNumber` only: the detected brand, `'unknown'` while it cannot be told; `null` for other fields. */
    brand: CardBrand | 'unknown' | null;
    /** The current problem, or `null`. Incomplete input is not an error while the customer types. */
    error: FieldError | null;
  }

  /** Payload of the field event `validationError`. */
  interface FieldValidationErrorEvent {
    fieldType: FieldType;
    code: FieldErrorCode;
    /** Localized message for the customer. */
    message: string;
  }

  /** Events of a field: `field.on(name, handler)`. */
  interface FieldEventMap {
    ready: FieldEvent;
    change: FieldChangeEvent;
    focus: FieldEvent;
    blur: FieldEvent;
    validationError: FieldValidationErrorEvent;
  }

  /** Payload of the instance event `submit`. */
  interface PaymentSubmitEvent {
    sessionId: string;
    /** `'fields'` for `acme.submit()`, `'payment_window'` for the overlay's pay button. */
    source: 'fields' | 'payment_window';
  }

  /** Payload of the instance event `requiresAction`. */
  interface RequiresActionEvent {
    sessionId: string;
    transactionId: string;
    action: 'three_d_secure';
    /** With `handleActions: false`, the page to send the customer to; `null` when acme.js shows the challenge. */
    redirectUrl: string | null;
  }

  /** Payload of the instance event `paymentCompleted`. */
  interface PaymentCompletedEvent extends SucceededResult {}

  /** Payload of the instance event `paymentFailed`. */
  interface PaymentFailedEvent extends FailedResult {}

  /**
   * Payload of the instance event `paymentWindowClosed`: the overlay closed without an approved or pending
   * payment (also after declined or failed attempts), or after a rejected age check.
   */
  interface PaymentWindowClosedEvent {
    sessionId: string;
  }

  /** Payload of the instance event `error`: a library error that no promise reports. */
  interface LibraryErrorEvent {
    error: AcmeError;
  }

  /** Events of an instance: `acme.on(name, handler)`. */
  interface EventMap {
    submit: PaymentSubmitEvent;
    requiresAction: RequiresActionEvent;
    paymentCompleted: PaymentCompletedEvent;
    paymentFailed: PaymentFailedEvent;
    paymentWindowClosed: PaymentWindowClosedEvent;
    error: LibraryErrorEvent;
  }

  // ---------------------------------------------------------------------------------------
  // Errors
  // ---------------------------------------------------------------------------------------

  /** Codes of `AcmeError`: library errors, distinct from the API's `ErrorCode` codes. */
  type ErrorCode =
    | 'invalid_argument'
    | 'invalid_session'
    | 'session_expired'
    | 'origin_not_allowed'
    | 'field_not_mounted'
    | 'validation_failed'
    | 'submit_in_progress'
    | 'network_error'
    | 'instance_destroyed'
    | 'browser_not_supported';
}

/** An error raised by acme.js itself (thrown, or the reason of a rejected promise). */
declare class AcmeError extends Error {
  private constructor();
  readonly name: 'AcmeError';
  /** What went wrong. Branch on `code`, not on `message`. */
  readonly code: Acme.ErrorCode;
  /** The fields concerned (`validation_failed`, `field_not_mounted`); empty otherwise. */
  readonly fields: readonly Acme.FieldType[];
}

declare module '@acmepay/acme-js' {
  /**
   * Adds the script tag of the pinned acme.js release this package version was built for (with
   * its Subresource Integrity hash) to the page once and resolves with the global `Acme` function. Later calls resolve with the same function.
   * Rejects with an `AcmeError`: `network_error` if the script cannot be loaded,
   * `browser_not_supported` outside a supported browser (for example during server-side rendering).
   */
  export function loadAcme(): Promise<typeof Acme>;
}
