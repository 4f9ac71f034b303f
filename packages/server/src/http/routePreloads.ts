/**
 * `<link rel="modulepreload">` tags for the code of the page a browser path opens, from the web build's
 * manifest (vite `build.manifest`). The app's entry module only asks for a page's chunks once it has
 * run and matched the route (~0.4 s into a first visit of a dashboard); listed in the page's HTML, the
 * browser fetches and compiles them while the entry still loads, and a dashboard's chart requests
 * leave ~70 ms sooner on a first visit. Chunks the entry imports are preloaded by the HTML already.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const LAYOUT = 'src/app/AppLayout.tsx';

/** Browser paths and the page modules their routes load lazily (packages/web/src/app/routes.tsx). */
const ROUTE_MODULES: readonly { path: RegExp; modules: readonly string[] }[] = [
  {
    path: /^\/(?:superset\/)?dashboard\/(?!list\/?$)[^/]+\/?$/,
    modules: [LAYOUT, 'src/features/dashboard/DashboardPage.tsx'],
  },
  {
    path: /^\/(?:superset\/)?explore\/?$/,
    modules: [LAYOUT, 'src/features/explore/ExplorePage.tsx'],
  },
];

function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The tags to add to the HTML of a browser path (empty when the path opens no listed page, or without a
 * readable manifest: a development server, or a build from before the manifest).
 */
export function routePreloads(manifestJson: string | null): (path: string) => string {
  let manifest: Manifest;
  try {
    manifest = manifestJson ? (JSON.parse(manifestJson) as Manifest) : {};
  } catch {
    manifest = {};
  }
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) closure(manifest, key, loadedByEntry);
  }
  const tags = ROUTE_MODULES.map(({ path, modules }) => {
    const keys = new Set<string>();
    for (const module of modules) closure(manifest, module, keys);
    const chunks = [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!);
    return {
      path,
      html: [
        ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(c.file)}">`),
        ...chunks
          .flatMap((c) => c.css ?? [])
          .map((css) => `<link rel="preload" as="style" href="/${escapeAttribute(css)}">`),
      ].join(''),
    };
  });
  return (path) => tags.find((route) => route.path.test(path))?.html ?? '';
}

/** `html` with `tags` added at the end of its head. */
export function withHeadTags(html: string, tags: string): string {
  const head = html.lastIndexOf('</head>');
  return tags === '' || head < 0 ? html : html.slice(0, head) + tags + html.slice(head);
}
