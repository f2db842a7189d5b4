// Spec 2: the `via` query parameter is reported to the server together with the page's own via value.
import { callApi } from '../api-client.ts';

let reported = false;

/** Reports the visit source once per page load; failures are not the visitor's problem and stay silent. */
export async function reportViaOnce(search: string, pageVia: string | null | undefined): Promise<void> {
  if (reported) return;
  reported = true;
  const via = new URLSearchParams(search).get('via') || undefined;
  if (!via && !pageVia) return;
  try {
    const { reportVia } = await import('@otodoke/contract');
    await callApi(reportVia, { query: { via, pageVia: pageVia || undefined } });
  } catch {
    // Visit tracking must never disturb the page.
  }
}
