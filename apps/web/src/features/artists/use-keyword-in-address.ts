// A search field that follows the address and writes to it once typing pauses (debounced), without echoing back
// what the back button just restored.
import { type FormEvent, useEffect, useRef, useState } from 'react';

export const KEYWORD_DEBOUNCE_MS = 350;

/**
 * `value` is what the field shows; `commit(keyword)` is called with the trimmed keyword once typing has paused, and
 * only when it differs from the keyword in the address.
 */
export function useKeywordInAddress(addressKeyword: string, commit: (keyword: string) => void) {
  const [value, setValue] = useState(addressKeyword);
  const latest = useRef({ addressKeyword, commit });
  latest.current = { addressKeyword, commit };

  // Back and forward change the address: the field follows it.
  useEffect(() => setValue(addressKeyword), [addressKeyword]);

  useEffect(() => {
    const keyword = value.trim();
    if (keyword === latest.current.addressKeyword) return;
    const timer = setTimeout(() => latest.current.commit(keyword), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  /** Enter: no need to wait. */
  const commitNow = () => {
    const keyword = value.trim();
    if (keyword !== latest.current.addressKeyword) latest.current.commit(keyword);
  };
  return {
    value,
    setValue,
    commitNow,
    /** The search form's submit (Enter in the field): searches at once instead of reloading the page. */
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      commitNow();
    },
  };
}
