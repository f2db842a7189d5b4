// One host for pages: cookies belong to one host name, so a page opened on 127.0.0.1 loses the session when a mail
// link or the payment simulator brings the person back to PUBLIC_URL. Page requests on another name move there.

/** Names that reach this machine whatever HOST it binds to. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Bind-all addresses: they name no host a browser would use. */
const ANY_ADDRESSES = new Set(['0.0.0.0', '::', '[::]']);

export interface PageRequestHost {
  /** The Host the browser asked for (X-Forwarded-Host behind trusted proxies). */
  host: string | undefined;
  /** Path and query as received. */
  url: string;
}

export interface ServerNames {
  publicUrl: string;
  isProduction: boolean;
  /** HOST: the address the server binds to. */
  bindHost: string;
  /** The port the server listens on; null when it does not (requests injected in tests). */
  listenPort: number | null;
}

function defaultPort(protocol: string): number {
  return protocol === 'https:' ? 443 : 80;
}

/**
 * Where a page request belongs when it came on a host other than PUBLIC_URL's, or null to serve it here. In
 * production every other host moves to PUBLIC_URL; elsewhere only another name of this same server does (a loopback
 * name or the bind host, on the port it listens on), so a phone on the LAN or a proxy in front keeps working.
 */
export function canonicalPageUrl(request: PageRequestHost, server: ServerNames): string | null {
  if (!request.host) return null;
  const target = new URL(server.publicUrl);
  let asked: URL;
  try {
    asked = new URL(`${target.protocol}//${request.host}`);
  } catch {
    return null;
  }
  if (asked.host === target.host) return null;
  if (!server.isProduction) {
    const bindHost = server.bindHost.includes(':') ? `[${server.bindHost}]` : server.bindHost;
    const isThisMachine =
      LOOPBACK_NAMES.has(asked.hostname) || (!ANY_ADDRESSES.has(bindHost) && asked.hostname === bindHost);
    const port = asked.port ? Number(asked.port) : defaultPort(asked.protocol);
    if (!isThisMachine || port !== server.listenPort) return null;
  }
  return `${target.origin}${request.url.startsWith('/') ? request.url : `/${request.url}`}`;
}
