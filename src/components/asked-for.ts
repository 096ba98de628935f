import { useState } from 'react';

/**
 * Whether a lazily loaded dialog has been asked for yet: until then it need not load; once it has,
 * it stays mounted (closed), so that it can animate out and opens again at once.
 */
export function useAskedFor(opened: boolean): boolean {
  const [asked, setAsked] = useState(opened);
  if (opened && !asked) setAsked(true);
  return asked || opened;
}
