import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';

interface Props {
  src: string;
  alt: string;
  className?: string;
  title?: string;
}

/**
 * A thumbnail or example image. The images are rendered by a separate script and a third-party plugin
 * may point at a missing file, so a failed load shows a neutral placeholder instead of a broken icon.
 */
export function GalleryImage({ src, alt, className, title }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        className={`viz-gallery-image-missing ${className ?? ''}`}
        role="img"
        aria-label={alt}
        title={title}
      >
        <PictureOutlined />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      title={title}
      className={className}
      onError={() => setFailedSrc(src)}
      loading="lazy"
    />
  );
}
