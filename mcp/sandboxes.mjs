/**
 * The simulated sandbox behind the sandbox tools: the simulator of `npm run sandbox`
 * (sandbox/simulator.mjs createSimulator, set up as sandbox/node-host.mjs sets it up: the build's
 * current spec and each older version's, with their validators) with one simulator per sandbox
 * API key. Where state lives:
 * - stdio: the process is one MCP session (one editor), so its simulators are that session's.
 * - stateless HTTP: there is no MCP session to hang state on (every request is a fresh server), so
 *   state is kept per sandbox key, as the site's sandbox keeps it (each sk_test_ key is an account):
 *   a caller's key is its session, and a caller without one is given a fresh random key to use.
 *   Keys are random and unguessable, so one caller never sees another's state; the least recently
 *   used simulators are dropped past `maxKeys`.
 * Notifications are signed and recorded, never sent: an assistant reads them with
 * sandbox_notifications (the local sandbox sends only to localhost; this server sends nowhere).
 */
import { testCredentials } from '../config/testData.cjs';

/** The simulator's signing secret (its default, DEFAULT_WEBHOOK_SECRET: the docs' test secret). */
export const webhookSecret = testCredentials.webhookSecret;
/** Where a session's checkoutUrl points: there is no page here, sandbox_pay is the customer. */
export const checkoutBase = 'https://checkout.acmepay.example/mcp-sandbox';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh random sandbox key (sk_test_ and 24 letters and digits). */
export function freshApiKey() {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24));
  return `sk_test_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/**
 * @param {{ specModel: ReturnType<typeof import('./spec.mjs').createSpecModel>, maxKeys?: number }} options
 */
export function createSandboxes({ specModel, maxKeys = 500 }) {
  /** @type {Map<string, { simulator: any, spec: object }>} */
  const byKey = new Map();

  /** @param {string} apiKey */
  async function simulatorFor(apiKey) {
    const [current, ...older] = await specModel.simulatorSpecs();
    // Imported on the first sandbox call, not at start.
    const { createSimulator } = await import('../sandbox/simulator.mjs');
    let entry = byKey.get(apiKey);
    if (entry && entry.spec !== current.spec) {
      // The build's spec changed: a simulator of the old one would answer by stale rules.
      entry.simulator.close();
      entry = undefined;
    }
    if (entry) {
      byKey.delete(apiKey); // re-inserted below: most recently used last
    } else {
      const simulator = createSimulator({
        spec: current.spec,
        validators: current.validators,
        versions: Object.fromEntries(older.map((v) => [v.name, { spec: v.spec, validators: v.validators }])),
        checkoutUrl: (id) => `${checkoutBase}/${id}`,
        paymentLinkUrl: (id) => `${checkoutBase}/l/${id}`,
        webhookSecret,
        retryDelaysMs: [],
        deliver: async () => {
          throw new Error('not sent: the MCP sandbox signs and lists notifications (sandbox_notifications), it calls no URL');
        },
      });
      entry = { simulator, spec: current.spec };
    }
    byKey.set(apiKey, entry);
    while (byKey.size > maxKeys) {
      const [oldest, dropped] = /** @type {[string, any]} */ (byKey.entries().next().value);
      dropped.simulator.close();
      byKey.delete(oldest);
    }
    return entry.simulator;
  }

  return {
    simulatorFor,
    /** @param {string} apiKey */
    reset(apiKey) {
      const entry = byKey.get(apiKey);
      entry?.simulator.close();
      return byKey.delete(apiKey);
    },
    get size() {
      return byKey.size;
    },
    close() {
      for (const { simulator } of byKey.values()) simulator.close();
      byKey.clear();
    },
  };
}
