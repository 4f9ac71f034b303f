import { Input, Segmented } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { componentNames, layoutMessages } from '../messages';
import { useEditMode, useLayoutNode } from '../useLayoutState';
import { ComponentChrome } from './ComponentChrome';
import type { NodeProps } from './nodeView';
import { SizedFrame } from './SizedFrame';
import { useNodeActions } from './useNodeActions';

const MarkdownText = lazy(() => import('./MarkdownText'));

type MarkdownMode = 'edit' | 'preview';

/**
 * Markdown text (GitHub flavour). Raw HTML is not rendered, so nothing needs sanitizing. In edit mode a
 * click focuses it: Edit shows the source in a text area, Preview the result; the source is saved into
 * the layout when the editor closes or switches to Preview (one undo step per edit, not per key).
 */
export function MarkdownNode({ id, parentId }: NodeProps) {
  const node = useLayoutNode(id);
  const editMode = useEditMode();
  const { remove, updateMeta } = useNodeActions(id);
  const [focused, setFocused] = useState(false);
  const [mode, setMode] = useState<MarkdownMode>('preview');
  const [draft, setDraft] = useState<string | null>(null);
  const code = typeof node?.meta.code === 'string' ? node.meta.code : '';

  const commit = () => {
    if (draft !== null && draft !== code) updateMeta({ code: draft });
    setDraft(null);
  };
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  // A click anywhere outside the component (its hover menu included) closes the editor and keeps what was typed.
  useEffect(() => {
    if (!focused) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(`[data-layout-id="${id}"]`)) {
        commitRef.current();
        setFocused(false);
        setMode('preview');
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [focused, id]);

  // Leaving edit mode (save or discard) closes the editor.
  const [wasEditMode, setWasEditMode] = useState(editMode);
  if (wasEditMode !== editMode) {
    setWasEditMode(editMode);
    if (!editMode) {
      setFocused(false);
      setMode('preview');
      setDraft(null);
    }
  }

  if (!node) return null;
  const showEditor = editMode && focused && mode === 'edit';
  return (
    <ComponentChrome
      id={id}
      type={node.type}
      label={componentNames.MARKDOWN}
      editMode={editMode}
      onDelete={remove}
      menu={
        editMode && focused ? (
          <Segmented<MarkdownMode>
            size="small"
            value={mode}
            options={[
              { value: 'edit', label: layoutMessages.markdownEdit },
              { value: 'preview', label: layoutMessages.markdownPreview },
            ]}
            onChange={(next) => {
              if (next === 'preview') commit();
              setMode(next);
            }}
          />
        ) : undefined
      }
    >
      <SizedFrame node={node} parentId={parentId}>
        {({ height }) => (
          <div
            className={`sl-markdown${focused ? ' sl-markdown-focused' : ''}`}
            style={{ height }}
            data-testid="dashboard-markdown"
            onClick={() => {
              if (!editMode || focused) return;
              setFocused(true);
              setMode('edit');
            }}
          >
            {showEditor ? (
              <Input.TextArea
                className="sl-markdown-editor"
                value={draft ?? code}
                placeholder={layoutMessages.markdownPlaceholder}
                onChange={(event) => setDraft(event.target.value)}
                onBlur={commit}
                autoFocus
                style={{ height: '100%', resize: 'none', fontFamily: 'monospace' }}
              />
            ) : (
              <div className="sl-markdown-preview">
                <Suspense fallback={null}>
                  <MarkdownText source={draft ?? code} />
                </Suspense>
              </div>
            )}
          </div>
        )}
      </SizedFrame>
    </ComponentChrome>
  );
}
