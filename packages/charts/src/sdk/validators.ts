import type { ControlValidator } from './controlPanel.js';

/** Generic validators: false when fine, else the message. Empty values skip the type checks. */

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export const validateInteger: ControlValidator = (value) =>
  isEmpty(value) || (/^-?\d+$/.test(String(value).trim()) && Number.isSafeInteger(Number(value)))
    ? false
    : 'is expected to be an integer';

export const validateNumber: ControlValidator = (value) =>
  isEmpty(value) || (String(value).trim() !== '' && Number.isFinite(Number(value)))
    ? false
    : 'is expected to be a number';

export const validateNonEmpty: ControlValidator = (value) => (isEmpty(value) ? 'cannot be empty' : false);
