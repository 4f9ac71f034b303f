export { VizTypeGallery, type VizTypeGalleryProps } from './VizTypeGallery';
export { VizTypeControl, type VizTypeControlProps } from './VizTypeControl';
export { useChartTypes, type ChartTypeSource } from './useChartTypes';
