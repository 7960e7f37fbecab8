/**
 * The shape of the simulator's state, kept apart from its rules: every map a request string
 * indexes (API keys, IDs, idempotency keys, API versions) is a null-prototype object, so
 * `__proto__`, `constructor` or `toString` find nothing instead of Object.prototype; a saved
 * state (the in-browser sandbox keeps it in sessionStorage) is checked before it is used, and a
 * bad one is refused with a readable message; one key's data can be forgotten on its own.
 */

/** An empty map with no prototype. @returns {Record<string, any>} */
export const dict = () => Object.create(null);

/** A map with no prototype holding the own entries of `value`. @param {Record<string, any>} value */
const toDict = (value) => Object.assign(dict(), value);

/** The maps of one account (one API key), by ID. */
export const accountMaps = /** @type {const} */ ([
  'pointsOfSale',
  'sessions',
  'transactions',
  'operations',
  'subscriptions',
  'paymentLinks',
  'idempotency',
]);

/** @returns {{ accounts: Record<string, any>, sessionIndex: Record<string, string>, linkIndex: Record<string, string>, deliveries: any[] }} */
export function emptyState() {
  return { accounts: dict(), sessionIndex: dict(), linkIndex: dict(), deliveries: [] };
}

/** A fresh account holding the given point of sale. @param {{ id: string }} pointOfSale */
export function newAccount(pointOfSale) {
  const account = /** @type {Record<string, any>} */ ({ seq: 1 });
  for (const name of accountMaps) account[name] = dict();
  account.pointsOfSale[pointOfSale.id] = pointOfSale;
  return account;
}

/** A saved state that cannot be used; its message says why, for the reader. */
export class StateError extends Error {}

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A saved state (snapshot()) checked and turned back into the simulator's state, or a
 * StateError that names what is wrong. A state without the indexes or deliveries of older
 * builds gets empty ones.
 * @param {unknown} saved
 */
export function restoredState(saved) {
  /** @param {string} what */
  const refuse = (what) => {
    throw new StateError(`The saved sandbox state cannot be used (${what}), so the sandbox starts empty.`);
  };
  if (!isObject(saved)) return refuse('it is not an object');
  /** @type {any} */
  const copy = JSON.parse(JSON.stringify(saved));
  if (!isObject(copy.accounts)) refuse('it has no accounts');
  copy.sessionIndex ??= {};
  copy.linkIndex ??= {};
  copy.deliveries ??= [];
  for (const name of ['sessionIndex', 'linkIndex']) {
    if (!isObject(copy[name])) refuse(`${name} is not an object`);
    for (const [id, key] of Object.entries(copy[name]))
      if (typeof key !== 'string' || !isObject(copy.accounts[key])) refuse(`${name} names no account for ${id}`);
  }
  if (!Array.isArray(copy.deliveries) || !copy.deliveries.every(isObject)) refuse('deliveries is not a list of objects');
  const accounts = dict();
  for (const [key, account] of Object.entries(copy.accounts)) {
    if (!isObject(account) || typeof account.seq !== 'number') refuse(`the account of one key is not an account`);
    for (const name of accountMaps) {
      if (!isObject(account[name])) refuse(`an account has no ${name}`);
      const valid = name === 'operations' ? Array.isArray : isObject;
      if (!Object.values(account[name]).every(valid)) refuse(`an account's ${name} hold something else`);
      account[name] = toDict(account[name]);
    }
    accounts[key] = account;
  }
  return { accounts, sessionIndex: toDict(copy.sessionIndex), linkIndex: toDict(copy.linkIndex), deliveries: copy.deliveries };
}

/**
 * Forgets one key's account, its sessions' and links' index entries and its deliveries.
 * @param {ReturnType<typeof emptyState>} state @param {string} apiKey
 */
export function forgetAccount(state, apiKey) {
  delete state.accounts[apiKey];
  for (const index of [state.sessionIndex, state.linkIndex])
    for (const id of Object.keys(index)) if (index[id] === apiKey) delete index[id];
  state.deliveries = state.deliveries.filter((delivery) => delivery.apiKey !== apiKey);
}
