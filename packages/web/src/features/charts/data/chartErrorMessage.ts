import { CHART_MESSAGES } from '@sightline/charts';
import { ApiError } from '../../../platform/apiClient';

/** The message to show for a failed chart query: the server's first error, or 'Network error.'. */
export function chartErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 ? CHART_MESSAGES.networkError : error.message;
  return error instanceof Error ? error.message : String(error);
}
