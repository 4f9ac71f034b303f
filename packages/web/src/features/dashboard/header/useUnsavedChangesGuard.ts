import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { headerMessages } from './messages';

interface PathOnly {
  pathname: string;
}

/**
 * Leaving the dashboard with unsaved changes asks first. Moving within it (tabs, anchors and filters live
 * in the query string and hash) does not: only a different path is leaving.
 */
export function shouldBlockNavigation(
  hasUnsavedChanges: boolean,
  current: PathOnly,
  next: PathOnly,
): boolean {
  return hasUnsavedChanges && current.pathname !== next.pathname;
}

/** Handler for `beforeunload`: asks the browser to confirm (reload, close, typed address). */
export function confirmUnload(event: BeforeUnloadEvent): string {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set; its text is the browser's own.
  event.returnValue = headerMessages.unsavedTitle;
  return headerMessages.unsavedTitle;
}

/**
 * While the dashboard has unsaved changes: the browser's leave-page prompt, and a confirm before an
 * in-app navigation to another page. Needs a data router (createBrowserRouter), as the app uses.
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean) {
  const { modal } = App.useApp();

  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    window.addEventListener('beforeunload', confirmUnload);
    return () => window.removeEventListener('beforeunload', confirmUnload);
  }, [hasUnsavedChanges]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldBlockNavigation(hasUnsavedChanges, currentLocation, nextLocation),
  );

  // The blocker object is new on every render; the confirm opens once per blocked navigation.
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: headerMessages.unsavedTitle,
      content: headerMessages.unsavedText,
      okText: headerMessages.leave,
      okButtonProps: { danger: true },
      cancelText: headerMessages.stay,
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
  }, [blocker.state, modal]);
}
