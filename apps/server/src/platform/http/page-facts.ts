// What a capability tells the HTML shell about one of its pages beyond WEB_ROUTES' fixed title: the title and
// description of the very thing shown (an article, an artist), its image for link previews, the languages it exists
// in (for hreflang), or that it does not exist (404). The shell asks while it renders the page (features/shell).
import type { Language } from '@otodoke/domain';

export interface PageFacts {
  title: string;
  description?: string;
  /** An absolute URL or a path on the site, for og:image and twitter:image. */
  image?: string | null;
  /** The languages the page exists in; both when not given. */
  languages?: readonly Language[];
  /** `website` for a page that lists things (a news list); `article` (the default) for the thing itself. */
  ogType?: 'website' | 'article';
  /** Feeds the page advertises (`<link rel="alternate" type=…>`): an RSS or Atom address, a path on the site. */
  feeds?: readonly { type: 'application/rss+xml' | 'application/atom+xml'; title: string; href: string }[];
}

/** The facts of one page, or null when what it shows does not exist (the shell answers 404). */
export type PageProvider = (input: {
  params: Readonly<Record<string, string>>;
  language: Language;
}) => Promise<PageFacts | null>;

/** A page of the sitemap beyond the fixed public routes (an article, an artist), in the languages it exists in. */
export interface ListedPage {
  path: string;
  languages: readonly Language[];
  updatedAt?: Date;
}

/** Every capability's page providers, by WEB_ROUTES pattern (one capability per pattern), and its listed pages. */
export class PageProviders {
  readonly #byPattern = new Map<string, PageProvider>();
  readonly #listings: (() => Promise<readonly ListedPage[]>)[] = [];

  /** The pages a capability lists in the sitemap (published articles, public artists). */
  list(listing: () => Promise<readonly ListedPage[]>): void {
    this.#listings.push(listing);
  }

  async listed(): Promise<ListedPage[]> {
    return (await Promise.all(this.#listings.map((listing) => listing()))).flat();
  }

  add(pattern: string, provider: PageProvider): void {
    if (this.#byPattern.has(pattern)) throw new Error(`two page providers for ${pattern}`);
    this.#byPattern.set(pattern, provider);
  }

  of(pattern: string): PageProvider | undefined {
    return this.#byPattern.get(pattern);
  }
}
