import { useEffect, type RefObject } from 'react';

/**
 * A field of a server-rendered page can be typed in before the app wakes (decision 229 keeps the
 * taps of that moment): what was typed is taken into the component's state once it does, instead
 * of being wiped by the state's first, empty value.
 */
export function useTypedBeforeWaking(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  take: (typed: string) => void,
): void {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed && typed !== value) take(typed);
    // Once, at the first mount: later the field's own onChange keeps the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
