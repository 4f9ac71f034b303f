import { getCategoricalScheme } from './colorSchemes.js';

/**
 * One label → color map per namespace (a dashboard's color_namespace; charts outside a dashboard share
 * the default one), so the same label has the same color in every chart. Forced colors (a dashboard's
 * label_colors) win over the scheme.
 */
export interface LabelColorOptions {
  scheme?: string | null;
  namespace?: string | null;
  labelColors?: Readonly<Record<string, string>> | null;
}

export type ColorForLabel = (label: string) => string;

const namespaces = new Map<string, Map<string, string>>();

export function getColorScale({ scheme, namespace, labelColors }: LabelColorOptions = {}): ColorForLabel {
  const colors = getCategoricalScheme(scheme).colors;
  const key = `${namespace ?? ''}|${getCategoricalScheme(scheme).id}`;
  let assigned = namespaces.get(key);
  if (!assigned) {
    assigned = new Map();
    namespaces.set(key, assigned);
  }
  const map = assigned;
  return (label) => {
    const forced = labelColors?.[label];
    if (forced) return forced;
    let color = map.get(label);
    if (!color) {
      color = colors[map.size % colors.length]!;
      map.set(label, color);
    }
    return color;
  };
}

/** Forgets the colors handed out in a namespace (tests; a dashboard reload). */
export function resetLabelColors(namespace?: string | null): void {
  for (const key of namespaces.keys())
    if (namespace === undefined || key.startsWith(`${namespace ?? ''}|`)) namespaces.delete(key);
}
