// Which paths are API calls (answered in the error shape, held in maintenance) rather than pages of the web app.
import { matchWebRoute } from '@otodoke/contract';

const API_PREFIXES = ['/api/', '/admin/api/', '/member/', '/verify_mail'];

export function isApiPath(url: string): boolean {
  // The older member area has pages (WEB_ROUTES, e.g. /member/meta-upload/sample) as well as calls under /member/.
  if (url.startsWith('/member/') && matchWebRoute(url.split('?')[0]!)) return false;
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}
