import type { ChartMetadata, ChartPlugin, ChartQuery, FormDataMigration } from './chartPlugin.js';

/** Metadata as a plugin declares it: the thumbnail and the example image follow from the viz type. */
export type ChartMetadataDeclaration = Omit<ChartMetadata, 'thumbnail' | 'exampleGallery'> & {
  /** The caption of the example image. */
  exampleCaption: string;
};

/** A plugin as it declares itself; a new chart type's form data is at version 1 with no migrations. */
export type ChartPluginDeclaration<FD, P> = Omit<
  ChartPlugin<FD, P>,
  'metadata' | 'formDataVersion' | 'migrations'
> & {
  metadata: ChartMetadataDeclaration;
  formDataVersion?: number;
  migrations?: readonly FormDataMigration[];
};

/** A chart type's images as scripts/render-thumbnails.mjs writes them: named by the viz type. */
export function vizImages(
  vizType: string,
  caption: string,
): Pick<ChartMetadata, 'thumbnail' | 'exampleGallery'> {
  return {
    thumbnail: `/static/viz/${vizType}.png`,
    exampleGallery: [{ url: `/static/viz/${vizType}-example-1.png`, caption }],
  };
}

export function defineChartPlugin<FD, P>({
  metadata: { exampleCaption, ...metadata },
  formDataVersion = 1,
  migrations = [],
  ...plugin
}: ChartPluginDeclaration<FD, P>): ChartPlugin<FD, P> {
  return {
    metadata: { ...metadata, ...vizImages(metadata.vizType, exampleCaption) },
    formDataVersion,
    migrations,
    ...plugin,
  };
}

/** A chart type's query as it declares itself; like a plugin, its form data starts at version 1. */
export type ChartQueryDeclaration<FD> = Omit<ChartQuery<FD>, 'formDataVersion' | 'migrations'> & {
  formDataVersion?: number;
  migrations?: readonly FormDataMigration[];
};

export function defineChartQuery<FD>({
  formDataVersion = 1,
  migrations = [],
  ...query
}: ChartQueryDeclaration<FD>): ChartQuery<FD> {
  return { formDataVersion, migrations, ...query };
}
