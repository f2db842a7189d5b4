// Public face of the legal feature: the articles of the karaoke and music video terms, which the releases feature asks
// the owner to accept. (Its pages load through capability.ts.)
export { TERMS_ARTICLES, TERMS_TECHNICAL_LIMITS, TERMS_TEXT_PREFIX } from './terms-articles.ts';
