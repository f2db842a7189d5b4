// zengin-code ships no types: its one export, the Zengin bank code list (kana in full-width katakana, no small kana).
declare module 'zengin-code' {
  interface ZenginEntry {
    code: string;
    name: string;
    kana: string;
    hira: string;
    roma: string;
  }
  export interface ZenginBank extends ZenginEntry {
    /** By 3-digit branch code. */
    branches: Record<string, ZenginEntry>;
  }
  /** By 4-digit bank code. */
  const banks: Record<string, ZenginBank>;
  export default banks;
}
