import { DEFAULT_CATEGORICAL_SCHEME, getCategoricalScheme } from './colorSchemes.js';

/**
 * Label colors. Each namespace (a dashboard's color_namespace; charts outside a dashboard share
 * the default one) remembers which color it gave each label, so the same label has the same color in every
 * chart of that namespace. Colors are handed out in first-seen order and cycle when labels outnumber the
 * scheme. Forced colors (a dashboard's label_colors) win over the scheme and use up no scheme color.
 * Labels are compared exactly: 'Boy' and 'boy' are two labels.
 *
 * A namespace keeps one assignment per scheme (as Superset does): on a dashboard every chart uses the
 * dashboard's scheme, while two standalone charts with different schemes each get their scheme's colors.
 */
export interface LabelColorOptions {
  scheme?: string | null;
  namespace?: string | null;
  labelColors?: Readonly<Record<string, string>> | null;
}

export type ColorForLabel = (label: string) => string;

/** What a chart's color scale depends on: its scheme and the dashboard's namespace and label colors. */
export interface ChartColorContext {
  formData: { color_scheme?: string | null };
  colorNamespace?: string | null;
  labelColors?: Readonly<Record<string, string>> | null;
}

/** The namespace used when a chart is not on a dashboard (no color_namespace). */
export const DEFAULT_LABEL_COLOR_NAMESPACE = '';

/** One scheme's assignment in a namespace: label → color (first-seen order) and uses per color. */
interface Assignment {
  labels: Map<string, string>;
  uses: Map<string, number>;
}

/** namespace → scheme id → assignment. */
const namespaces = new Map<string, Map<string, Assignment>>();

function namespaceKey(namespace: string | null | undefined): string {
  return namespace ?? DEFAULT_LABEL_COLOR_NAMESPACE;
}

function assignmentFor(namespace: string | null | undefined, schemeId: string): Assignment {
  const key = namespaceKey(namespace);
  let schemes = namespaces.get(key);
  if (!schemes) {
    schemes = new Map();
    namespaces.set(key, schemes);
  }
  let assigned = schemes.get(schemeId);
  if (!assigned) {
    assigned = { labels: new Map(), uses: new Map() };
    schemes.set(schemeId, assigned);
  }
  return assigned;
}

function assign(assignment: Assignment, label: string, color: string): void {
  assignment.labels.set(label, color);
  assignment.uses.set(color, (assignment.uses.get(color) ?? 0) + 1);
}

/**
 * Round-robin from the label count, skipping to the least-used color when the natural one is taken: the
 * same as plain cycling for labels seen in order, but restored colors are not handed out twice early.
 */
function nextColor({ labels, uses }: Assignment, colors: readonly string[]): string {
  const start = labels.size % colors.length;
  let best = colors[start]!;
  let bestUses = uses.get(best) ?? 0;
  for (let step = 1; step < colors.length && bestUses > 0; step += 1) {
    const candidate = colors[(start + step) % colors.length]!;
    const candidateUses = uses.get(candidate) ?? 0;
    if (candidateUses < bestUses) [best, bestUses] = [candidate, candidateUses];
  }
  return best;
}

export function getColorScale({ scheme, namespace, labelColors }: LabelColorOptions = {}): ColorForLabel {
  const resolved = getCategoricalScheme(scheme);
  const assigned = assignmentFor(namespace, resolved.id);
  return (label) => {
    // Own properties only: a label such as 'constructor' must not read Object.prototype.
    const forced = labelColors && Object.hasOwn(labelColors, label) ? labelColors[label] : undefined;
    if (forced) return forced;
    let color = assigned.labels.get(label);
    if (!color) {
      color = nextColor(assigned, resolved.colors);
      assign(assigned, label, color);
    }
    return color;
  };
}

/** The color scale of a chart: its color scheme, in its dashboard's namespace with the label colors. */
export function chartColorScale({ formData, colorNamespace, labelColors }: ChartColorContext): ColorForLabel {
  return getColorScale({ scheme: formData.color_scheme, namespace: colorNamespace, labelColors });
}

/**
 * The label → color map a namespace has handed out (what a dashboard saves as shared_label_colors), in
 * first-seen order. With a scheme: that scheme's assignments; without: all of them, earlier schemes first.
 */
export function getSharedLabelColors(
  namespace?: string | null,
  scheme?: string | null,
): Record<string, string> {
  const schemes = namespaces.get(namespaceKey(namespace));
  const result = new Map<string, string>();
  const wanted = scheme === undefined || scheme === null ? null : getCategoricalScheme(scheme).id;
  for (const [schemeId, assigned] of schemes ?? []) {
    if (wanted !== null && schemeId !== wanted) continue;
    for (const [label, color] of assigned.labels) if (!result.has(label)) result.set(label, color);
  }
  return Object.fromEntries(result);
}

/**
 * Seeds a namespace with a saved shared_label_colors map (a dashboard being opened), so labels keep the
 * colors they had when it was saved; labels seen later continue after them.
 */
export function restoreSharedLabelColors(
  namespace: string | null | undefined,
  colors: Readonly<Record<string, string>>,
  scheme: string | null = DEFAULT_CATEGORICAL_SCHEME,
): void {
  const assigned = assignmentFor(namespace, getCategoricalScheme(scheme).id);
  for (const [label, color] of Object.entries(colors))
    if (!assigned.labels.has(label)) assign(assigned, label, color);
}

/** Forgets the colors handed out in a namespace (tests; a dashboard reload); every namespace without one. */
export function resetLabelColors(namespace?: string | null): void {
  if (namespace === undefined) namespaces.clear();
  else namespaces.delete(namespaceKey(namespace));
}
