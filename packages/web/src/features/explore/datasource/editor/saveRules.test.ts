import { describe, expect, it } from 'vitest';
import { saveButtonState } from './saveRules';

describe('saveButtonState', () => {
  const base = { saving: false, errorCount: 0, managedExternally: false };
  it('is enabled when nothing stands in the way', () => {
    expect(saveButtonState(base)).toEqual({ disabled: false, tooltip: null });
  });
  it('is disabled while saving', () => {
    expect(saveButtonState({ ...base, saving: true })).toEqual({ disabled: true, tooltip: null });
  });
  it('is disabled while validation errors exist', () => {
    expect(saveButtonState({ ...base, errorCount: 2 })).toEqual({ disabled: true, tooltip: null });
  });
  it('is disabled for an externally managed dataset, with the spec tooltip', () => {
    expect(saveButtonState({ ...base, managedExternally: true })).toEqual({
      disabled: true,
      tooltip: "This dataset is managed externally, and can't be edited in Superset",
    });
  });
});
