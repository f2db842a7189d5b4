export type TemplateParams = Readonly<Record<string, string | number | bigint>>;

/**
 * Fills `{name}` placeholders. A placeholder without a value is left as written
 * so a missing parameter shows up on screen instead of silently vanishing.
 */
export const formatTemplate = (template: string, params: TemplateParams = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(params, key) ? String(params[key]) : whole));
