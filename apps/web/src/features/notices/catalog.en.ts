// English texts of popups and one-time alerts; same keys as catalog.ja.ts.
import type { noticesJa } from './catalog.ja.ts';

export const noticesEn: typeof noticesJa = {
  popup: {
    label: 'Notice',
    close: 'Close',
    read: 'Got it',
    cta: 'Learn more',
    next: 'Next notice',
    otherLanguage: 'This notice has no English version, so it is shown in Japanese.',
  },
  alert: {
    label: 'Important notice',
    close: 'Close this notice',
    cta: 'Learn more',
    otherLanguage: 'Japanese only',
  },
  preview: {
    title: 'Popup preview',
    lead: 'This is how members see it, whatever its publication status.',
    open: 'Open the popup',
    notFound: 'This popup does not exist.',
    back: 'Back to operations',
    display: { once: 'Shown: once', until_read: 'Shown: until read' },
    noCta: 'No button',
  },
};
