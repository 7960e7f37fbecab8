/**
 * The simulator's context, shared by every module: the options with their defaults, the API
 * versions served, the operations of the spec, the state (replaced by restore and reset, so always
 * read as `ctx.state`), pending async work and timers. Accounts: accounts.mjs.
 */
import { dict, emptyState } from '../state.mjs';
import { httpMethods } from '../../spec/refs.cjs';
import { DEFAULT_WEBHOOK_SECRET, DEFAULT_RETRY_DELAYS_MS, iso } from './util.mjs';
import { postNotification } from './delivery.mjs';

/** @param {import('../simulator.mjs').SimulatorOptions} options */
export function createContext(options) {
  const {
    spec,
    validators,
    checkoutUrl = (id) => `http://localhost:4010/checkout/${id}`,
    paymentLinkUrl = (id) => `http://localhost:4010/l/${id}`,
    now = () => new Date(),
    webhookSecret = DEFAULT_WEBHOOK_SECRET,
    deliver = postNotification,
    retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
    payoutDelayMs = 1000,
    forwardUrl,
    strictResponses = false,
    onEvent = () => {},
    versions = {},
    preAuthorization,
  } = options;
  if (!spec?.paths) throw new Error('createSimulator: options.spec must be the parsed payments.yaml');
  if (!validators) throw new Error('createSimulator: options.validators is required (createValidators)');
  const apiVersion = String(spec.info?.version ?? '2025-06-01');
  /**
   * The API versions the simulator answers (the `Acme-Version` request header; servers page,
   * #versioning): `spec` is the current one, `versions` the older ones (config/apiVersions.cjs),
   * each validated against its own spec, with the operations, error codes and the
   * Idempotent-Replayed header it has.
   * @type {Record<string, { validators: import('../validate.mjs').Validators, operations: Set<string>, replayHeader: boolean, keyInUse: boolean }>}
   */
  const served = dict();
  for (const [name, version] of [[apiVersion, { spec, validators }], ...Object.entries(versions)]) {
    /** @type {any} */
    const versionSpec = version.spec;
    served[name] = {
      validators: version.validators,
      operations: new Set(
        Object.values(versionSpec.paths ?? {}).flatMap((item) =>
          httpMethods.map((method) => item?.[method]?.operationId).filter(Boolean),
        ),
      ),
      replayHeader: Boolean(versionSpec.components?.headers?.IdempotentReplayed),
      keyInUse: (versionSpec.components?.schemas?.ErrorCode?.properties?.code?.enum ?? []).includes('idempotency_key_in_use'),
    };
  }
  /** @type {Record<string, { method: string, path: string }>} */
  const opInfo = dict();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of httpMethods) {
      const op = /** @type {any} */ (item)[method];
      if (op?.operationId) opInfo[op.operationId] = { method, path };
    }
  }

  const log = (/** @type {any} */ event) => {
    try {
      onEvent(event);
    } catch {
      /* a log hook never breaks the simulator */
    }
  };
  return {
    spec,
    validators,
    checkoutUrl,
    paymentLinkUrl,
    now,
    nowIso: () => iso(now()),
    webhookSecret,
    deliver,
    retryDelaysMs,
    payoutDelayMs,
    forwardUrl,
    strictResponses,
    preAuthorization,
    log,
    apiVersion,
    served,
    opInfo,
    /** @type {{ accounts: Record<string, any>, sessionIndex: Record<string,string>, linkIndex: Record<string,string>, deliveries: any[] }} */
    state: emptyState(),
    /** Pending async work (deliveries, retries, payouts): flush() waits for it. @type {Set<Promise<any>>} */
    pending: new Set(),
    /** @type {Set<ReturnType<typeof setTimeout>>} */
    timers: new Set(),
    /** Bumped by restore, reset and close: work started in an older generation stops. */
    generation: 0,
  };
}

/** @typedef {ReturnType<typeof createContext>} Context */
