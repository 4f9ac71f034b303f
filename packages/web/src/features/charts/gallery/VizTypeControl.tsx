import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { GalleryImage } from './GalleryImage';
import { galleryMessages } from './messages';
import { useChartTypes, type ChartTypeSource } from './useChartTypes';
import { VizTypeGallery } from './VizTypeGallery';
import './vizTypeGallery.css';

export interface VizTypeControlProps {
  value?: string | null;
  onChange(vizType: string): void;
  source?: ChartTypeSource;
}

/**
 * Explore's 'Chart type' control: a button with the current type's thumbnail and name that opens the
 * gallery. An unregistered type keeps its key as the name and says it is not supported.
 */
export function VizTypeControl({ value, onChange, source }: VizTypeControlProps) {
  const [open, setOpen] = useState(false);
  const types = useChartTypes(source);
  const current = value ? types.find((type) => type.vizType === value) : undefined;
  const name = current?.name ?? (value || galleryMessages.controlPlaceholder);
  return (
    <div className="viz-type-control">
      <Tooltip title={galleryMessages.controlTooltip} placement="right">
        <Button
          className="viz-type-control-button"
          onClick={() => setOpen(true)}
          data-testid="viz-type-control"
        >
          {current && <GalleryImage src={current.thumbnail} alt="" className="viz-type-control-thumbnail" />}
          <span className="viz-type-control-name">{name}</span>
        </Button>
      </Tooltip>
      {value && !current && (
        <span className="viz-type-control-error" role="alert">
          <ExclamationCircleOutlined /> {galleryMessages.notSupported}
        </span>
      )}
      <VizTypeGallery
        open={open}
        value={value ?? undefined}
        source={source}
        onCancel={() => setOpen(false)}
        onSelect={(vizType) => {
          setOpen(false);
          // Re-picking the current type is not a change; Explore would re-run the query for nothing.
          if (vizType !== value) onChange(vizType);
        }}
      />
    </div>
  );
}
