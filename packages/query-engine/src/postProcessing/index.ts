export { applyPostProcessing, type PostProcessingStep } from './applyPostProcessing.js';
export { PostProcessingError } from './errors.js';
export {
  joinTimeOffsets,
  offsetMetricLabel,
  type JoinTimeOffsetsOptions,
  type TimeOffsetFrame,
} from './joinTimeOffsets.js';
export { parseTimeOffset, shiftTime, type TimeOffset } from './timeOffset.js';
