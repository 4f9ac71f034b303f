import type { PermissionGeneration } from '../appDeps.js';

export function createPermissionGeneration(): PermissionGeneration {
  let value = 0;
  return {
    get value() {
      return value;
    },
    changed() {
      value += 1;
    },
  };
}
