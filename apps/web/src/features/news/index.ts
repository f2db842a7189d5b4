// Public face of the news feature: the reading column, header band and other-language note the content pages share.
// (Its pages load through capability.ts.)
export { NewsColumn, NewsHeader, OtherLanguageNote } from './news-ui.tsx';
