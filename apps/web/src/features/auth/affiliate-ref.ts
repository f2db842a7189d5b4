// The affiliate invite code a visitor arrived with (/creators?action=signup&ref=CODE): kept for 30 days in this
// browser, so signing up later, after looking around, still credits the person who shared the link.
const STORAGE_KEY = 'otodoke.affiliateRef';
const KEEP_MS = 30 * 86_400_000;
const CODE = /^[A-Za-z0-9]{8}$/;

interface StoredRef {
  code: string;
  at: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers a code from the address (a malformed one is ignored; a newer link replaces an older one). */
export function rememberAffiliateRef(code: string | null, now = Date.now(), store = storage()): void {
  if (!code || !CODE.test(code) || !store) return;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify({ code: code.toUpperCase(), at: now } satisfies StoredRef));
  } catch {
    // Storage full or blocked: the code then only rides along from the address itself.
  }
}

/** The remembered code, or undefined when there is none or it is older than 30 days. */
export function currentAffiliateRef(now = Date.now(), store = storage()): string | undefined {
  try {
    const raw = store?.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredRef>;
    if (typeof stored.code !== 'string' || !CODE.test(stored.code) || typeof stored.at !== 'number') return undefined;
    return now - stored.at <= KEEP_MS ? stored.code : undefined;
  } catch {
    return undefined;
  }
}
