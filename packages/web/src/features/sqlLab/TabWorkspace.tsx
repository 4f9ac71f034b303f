import { useState } from 'react';
import { useAppSelector } from '../../platform/hooks';
import { QueryEditor } from './editor/QueryEditor';
import { ResultsPane } from './results/ResultsPane';
import { SaveDatasetModal } from './save/SaveDatasetModal';
import { SaveQueryModal } from './save/SaveQueryModal';
import type { EditorTab } from './state/sqlLabSlice';

/** The active tab: its editor above, its results and the history below, and the save dialogs. */
export function TabWorkspace({ tab }: { tab: EditorTab }) {
  const [dialog, setDialog] = useState<'query' | 'dataset' | null>(null);
  const query = useAppSelector((state) =>
    tab.latestQueryId ? state.sqlLab.queries[tab.latestQueryId] : undefined,
  );
  const close = () => setDialog(null);
  return (
    <div className="sl-sqllab-workspace">
      <QueryEditor key={tab.id} tab={tab} onSave={() => setDialog('query')} />
      <ResultsPane tab={tab} onSaveDataset={() => setDialog('dataset')} />
      <SaveQueryModal tab={tab} open={dialog === 'query'} onClose={close} />
      <SaveDatasetModal
        query={query ?? null}
        tabLabel={tab.label}
        open={dialog === 'dataset'}
        onClose={close}
      />
    </div>
  );
}
