// The type of a responsive style value (one value, or one per breakpoint) taken by the marketing pieces.
export type Responsive<T> = T | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', T>>;
