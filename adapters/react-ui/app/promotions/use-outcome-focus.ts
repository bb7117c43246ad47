import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';

/**
 * Focus goes to the message after a coupon or gift card action (keyboard and screen reader users hear what
 * happened and stay where they were): the element returned, once the submission has settled.
 */
export function useOutcomeFocus<T extends HTMLElement>(outcome: unknown) {
  const ref = useRef<T>(null);
  const navigation = useNavigation();
  useEffect(() => {
    if (outcome === null || navigation.state !== 'idle') return;
    ref.current?.focus();
  }, [outcome, navigation.state]);
  return ref;
}
