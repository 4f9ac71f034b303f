import { InfoCircleOutlined } from '@ant-design/icons';
import { metadataJsonError } from '@sightline/core';
import { Form, Input, Modal, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../../platform/api';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { formatMessage } from '../../../ui/formatMessage';
import { useToasts } from '../../../ui/useToasts';
import { putDashboard } from '../api/dashboardRequests';
import {
  dashboardSaved,
  selectDashboardInfo,
  selectDashboardState,
  updateDashboardInfo,
  type DashboardInfo,
  type DashboardOwner,
} from '../state/dashboardSlice';
import { ColorSchemeSelect } from './ColorSchemeSelect';
import { headerMessages } from './messages';
import {
  colorSchemeOfJson,
  hasCustomLabelColors,
  metadataForEditor,
  withColorScheme,
} from './metadataColorScheme';
import { OwnersSelect } from './OwnersSelect';

interface PropertiesFields {
  dashboard_title: string;
  slug: string;
  owners: number[];
  certified_by: string;
  certification_details: string;
}

const Section = ({ title }: { title: string }) => (
  <Typography.Title level={5} style={{ marginTop: 8 }}>
    {title}
  </Typography.Title>
);

/**
 * Title, slug, owners, color scheme, certification and the JSON metadata. In edit mode Apply puts the
 * changes in the store (saved with the dashboard); in view mode Save writes them right away with
 * PUT /api/v1/dashboard/{id}. The color scheme select and the JSON's color_scheme follow each other.
 */
export function PropertiesModal({ onClose }: { onClose: () => void }) {
  const info = useAppSelector(selectDashboardInfo);
  return info ? <PropertiesForm info={info} onClose={onClose} /> : null;
}

function PropertiesForm({ info, onClose }: { info: DashboardInfo; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { addSuccessToast, addDangerToast } = useToasts();
  const { editMode, colorScheme: currentScheme } = useAppSelector(selectDashboardState);
  const [form] = Form.useForm<PropertiesFields>();
  const [colorScheme, setColorScheme] = useState<string | null>(currentScheme);
  const [json, setJson] = useState(() => metadataForEditor(info.json_metadata, currentScheme));
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ownerNames = useRef(new Map<number, string>());
  const keepOwnerNames = useCallback((names: Map<number, string>) => {
    for (const [id, name] of names) ownerNames.current.set(id, name);
  }, []);

  const changeScheme = (scheme: string | null) => {
    setColorScheme(scheme);
    setJson((text) => withColorScheme(text, scheme));
  };

  const changeJson = (text: string) => {
    setJson(text);
    setJsonError(null);
    const scheme = colorSchemeOfJson(text);
    if (scheme !== undefined) setColorScheme(scheme);
  };

  // The API's owner shape from ids: known owners keep their names, new ones carry the searched name.
  const ownersOf = (ids: number[]): DashboardOwner[] =>
    ids.map(
      (id) =>
        info.owners.find((owner) => owner.id === id) ?? {
          id,
          first_name: ownerNames.current.get(id) ?? String(id),
          last_name: '',
        },
    );

  const apply = async () => {
    const fields = await form.validateFields();
    const error = metadataJsonError(json);
    if (error) {
      setJsonError(error);
      return;
    }
    const jsonMetadata = withColorScheme(json.trim() ? json : '{}', colorScheme);
    const update = {
      dashboard_title: fields.dashboard_title.trim(),
      slug: fields.slug.trim() || null,
      owners: ownersOf(fields.owners),
      json_metadata: jsonMetadata,
      certified_by: fields.certified_by.trim() || null,
      certification_details: fields.certification_details.trim() || null,
    };
    if (editMode) {
      dispatch(updateDashboardInfo(update));
      onClose();
      return;
    }
    setSaving(true);
    try {
      const answer = await putDashboard(info.id, { ...update, owners: fields.owners });
      dispatch(updateDashboardInfo(update));
      dispatch(
        dashboardSaved({
          lastModifiedTime: answer.result?.last_modified_time ?? Math.floor(Date.now() / 1000),
          jsonMetadata,
        }),
      );
      addSuccessToast(headerMessages.propertiesSaved);
      onClose();
    } catch (failure) {
      addDangerToast(formatMessage(headerMessages.propertiesSaveFailed, errorText(failure)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={headerMessages.propertiesTitle}
      okText={editMode ? headerMessages.apply : headerMessages.save}
      cancelText={headerMessages.cancel}
      onOk={() => void apply()}
      onCancel={onClose}
      okButtonProps={{ loading: saving, ...{ 'data-testid': 'properties-apply' } }}
      width={720}
      data-testid="dashboard-properties-modal"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          dashboard_title: info.dashboard_title,
          slug: info.slug ?? '',
          owners: info.owners.map((owner) => owner.id),
          certified_by: info.certified_by ?? '',
          certification_details: info.certification_details ?? '',
        }}
      >
        <Section title={headerMessages.basicInformation} />
        <Form.Item
          name="dashboard_title"
          label={headerMessages.title}
          rules={[{ required: true, whitespace: true, message: headerMessages.titleRequired }]}
        >
          <Input data-testid="properties-title" />
        </Form.Item>
        <Form.Item name="slug" label={headerMessages.slug} help={headerMessages.slugHelp}>
          <Input data-testid="properties-slug" />
        </Form.Item>

        <Section title={headerMessages.access} />
        <Form.Item name="owners" label={headerMessages.owners} help={headerMessages.ownersHelp}>
          <OwnersSelect currentOwners={info.owners} onNames={keepOwnerNames} />
        </Form.Item>

        <Section title={headerMessages.colors} />
        <Form.Item
          label={headerMessages.colorScheme}
          htmlFor="sl-dashboard-color-scheme"
          help={headerMessages.colorSchemeHelp}
        >
          <ColorSchemeSelect id="sl-dashboard-color-scheme" value={colorScheme} onChange={changeScheme} />
        </Form.Item>
        {hasCustomLabelColors(json) && (
          <Typography.Paragraph type="secondary" data-testid="label-colors-note">
            <InfoCircleOutlined /> {headerMessages.labelColorsNote}
          </Typography.Paragraph>
        )}

        <Section title={headerMessages.certification} />
        <Form.Item
          name="certified_by"
          label={headerMessages.certifiedByLabel}
          help={headerMessages.certifiedByHelp}
        >
          <Input data-testid="properties-certified-by" />
        </Form.Item>
        <Form.Item
          name="certification_details"
          label={headerMessages.certificationDetails}
          help={headerMessages.certificationDetailsHelp}
        >
          <Input data-testid="properties-certification-details" />
        </Form.Item>

        <Section title={headerMessages.advanced} />
        <Form.Item
          label={headerMessages.jsonMetadata}
          htmlFor="sl-dashboard-json-metadata"
          validateStatus={jsonError ? 'error' : undefined}
          help={jsonError ?? headerMessages.jsonMetadataHelp}
        >
          <Input.TextArea
            id="sl-dashboard-json-metadata"
            className="sl-code-textarea"
            value={json}
            onChange={(event) => changeJson(event.target.value)}
            onBlur={() => setJsonError(metadataJsonError(json))}
            autoSize={{ minRows: 8, maxRows: 24 }}
            spellCheck={false}
            data-testid="properties-json-metadata"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
