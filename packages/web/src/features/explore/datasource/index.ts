/** The dataset panel and its modals, as the explore page uses them. */
export { ChangeDatasetModal, type ChangeDatasetModalProps } from './ChangeDatasetModal';
export { DatasourcePanel, type DatasourcePanelProps } from './DatasourcePanel';
export { EditDatasetModal, type EditDatasetModalProps } from './EditDatasetModal';
export { formDataForNewDataset, timeColumnNames } from './formDataForNewDataset';
export { canEditDataset, isAdmin } from './datasetOwnership';
export { datasourceApi, useGetExploreDatasourceQuery } from '../../../features/shared/dataset/datasourceApi';
export { useSaveDatasourceMutation } from './datasourceSaveApi';
