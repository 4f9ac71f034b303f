import type { ControlValues } from '@sightline/charts';
import type { ExploreDatasource } from '@sightline/core';
import { Button, Empty, Tag } from 'antd';
import { useId, useState } from 'react';
import { EditorPopover } from '../EditorPopover';
import { FieldRow, PopoverForm } from '../FieldRow';
import { complexMessages as m } from '../messages';
import { collectionKeysOf, type CollectionKey, type KeyedBy } from './collectionKeys';
import { ConfigFieldInput } from './ConfigFieldInput';
import { fieldsFor, isSetValue, withEntry, withField, type ConfigField } from './configFields';

type Entry = Readonly<Record<string, unknown>>;
type EntryMap = Readonly<Record<string, Entry>>;

export interface KeyedCollectionProps {
  name: string;
  keyedBy: KeyedBy;
  fieldSpecs: unknown;
  value: unknown;
  onChange: (value: EntryMap) => void;
  formData: ControlValues;
  datasource: ExploreDatasource | null;
}

function entryMapOf(value: unknown): EntryMap {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as EntryMap) : {};
}

interface EntryFormProps {
  fields: readonly ConfigField[];
  initial: Entry;
  formData: ControlValues;
  onSave: (entry: Entry) => void;
  onReset: () => void;
}

function EntryForm({ fields, initial, formData, onSave, onReset }: EntryFormProps) {
  const [draft, setDraft] = useState<Entry>(initial);
  const id = useId();
  return (
    <PopoverForm
      testId="collection-entry-form"
      secondary={{ label: m.resetEntry, onClick: onReset }}
      primary={{ label: m.save, onClick: () => onSave(draft), testId: 'collection-entry-save' }}
    >
      {fields.map((field) => (
        <FieldRow
          key={field.name}
          label={field.label}
          description={field.description}
          htmlFor={`${id}-${field.name}`}
        >
          <ConfigFieldInput
            id={`${id}-${field.name}`}
            field={field}
            value={draft[field.name]}
            formData={formData}
            onChange={(next) => setDraft((current) => withField(current, field.name, next))}
          />
        </FieldRow>
      ))}
    </PopoverForm>
  );
}

/**
 * A collection keyed by the chart's chosen columns or metrics (the table's 'Customize columns', the
 * radar's 'Customize Metrics'): one row per key, each opening a form with the settings that apply to
 * that key's kind of values. Entries of keys no longer chosen are kept, so re-adding a column restores
 * its settings.
 */
export function KeyedCollection({
  name,
  keyedBy,
  fieldSpecs,
  value,
  onChange,
  formData,
  datasource,
}: KeyedCollectionProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const map = entryMapOf(value);
  const keys = collectionKeysOf(keyedBy, formData, datasource);

  if (keys.length === 0) {
    return (
      <div className="complex-control" data-testid={`control-${name}`}>
        <Empty
          className="complex-control-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={m.emptyCollection}
          data-testid="collection-empty"
        />
        <p className="complex-control-hint">
          {m.noKeys(keyedBy === 'metrics' ? m.keyedMetrics : m.keyedColumns)}
        </p>
      </div>
    );
  }

  const row = ({ key, label, kind }: CollectionKey) => {
    const entry = map[key] ?? {};
    const customized = Object.values(entry).some(isSetValue);
    return (
      <li key={key} className="complex-control-row" data-testid={`collection-key-${key}`}>
        <EditorPopover
          open={openKey === key}
          onOpenChange={(open) => setOpenKey(open ? key : null)}
          title={label}
          content={() => (
            <EntryForm
              fields={fieldsFor(fieldSpecs, kind)}
              initial={entry}
              formData={formData}
              onReset={() => {
                setOpenKey(null);
                onChange(withEntry(map, key, {}));
              }}
              onSave={(next) => {
                setOpenKey(null);
                onChange(withEntry(map, key, next));
              }}
            />
          )}
        >
          <Button type="link" size="small" className="complex-control-item-label">
            {label}
          </Button>
        </EditorPopover>
        {customized && <Tag className="complex-control-item-note">{m.customized}</Tag>}
      </li>
    );
  };

  return (
    <div className="complex-control" data-testid={`control-${name}`}>
      <ul className="complex-control-list">{keys.map(row)}</ul>
    </div>
  );
}
