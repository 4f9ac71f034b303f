import type { ChartLabel, ChartMetadata } from '@sightline/charts';
import { Tag, Tooltip, Typography } from 'antd';
import { GalleryImage } from './GalleryImage';
import { chartLabelExplanations, galleryMessages } from './messages';

const LABEL_COLORS: Record<ChartLabel, string> = {
  BETA: 'purple',
  DEPRECATED: 'red',
  FEATURED: 'gold',
  VERIFIED: 'green',
};

/** The selected type's name, badge, tags, description and examples. */
export function TypeDetails({ type }: { type: ChartMetadata | null }) {
  if (!type) {
    return (
      <section
        className="viz-gallery-details viz-gallery-details-empty"
        aria-label={galleryMessages.detailsLabel}
      >
        <Typography.Text type="secondary">{galleryMessages.detailsPlaceholder}</Typography.Text>
      </section>
    );
  }
  // Without examples, the thumbnail is the one picture of the type there is.
  const examples = type.exampleGallery?.length
    ? type.exampleGallery
    : [{ url: type.thumbnail, caption: type.name }];
  return (
    <section className="viz-gallery-details" aria-label={galleryMessages.detailsLabel}>
      <div className="viz-gallery-details-text">
        <div className="viz-gallery-details-heading">
          <h3 className="viz-gallery-details-name">{type.name}</h3>
          {type.label && (
            <Tooltip title={type.labelExplanation ?? chartLabelExplanations[type.label]}>
              <Tag color={LABEL_COLORS[type.label]} className="viz-gallery-badge" tabIndex={0}>
                {type.label}
              </Tag>
            </Tooltip>
          )}
        </div>
        <div className="viz-gallery-details-tags">
          {(type.tags ?? []).map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </div>
        <p className="viz-gallery-details-description">{type.description || galleryMessages.noDescription}</p>
      </div>
      <div className="viz-gallery-details-examples">
        <h4 className="viz-gallery-details-examples-title">{galleryMessages.examples}</h4>
        <div className="viz-gallery-examples">
          {examples.map((example) => (
            <figure key={example.url} className="viz-gallery-example">
              <GalleryImage src={example.url} alt={example.caption} title={example.caption} />
              <figcaption>{example.caption}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
