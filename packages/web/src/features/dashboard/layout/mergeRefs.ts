import type { Ref, RefCallback } from 'react';

/** One ref callback feeding several refs (a measured element that is also a drop container…). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) (ref as { current: T | null }).current = element;
    }
  };
}
