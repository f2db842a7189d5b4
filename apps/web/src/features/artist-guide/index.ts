// Public face of the Artist Guide: the long-form body renderer and the per-language data hook, which the news and the
// content pages share. (Its pages load through capability.ts.)
export { ArticleBody } from './ArticleBody.tsx';
export { useGuideApi as useLanguageApi } from './guide-ui.tsx';
