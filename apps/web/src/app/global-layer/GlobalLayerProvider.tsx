import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import {
  ConfirmContext,
  type ConfirmFn,
  type ConfirmOptions,
  ForbiddenOperationContext,
  type LoadingApi,
  LoadingContext,
  type SnackbarApi,
  SnackbarContext,
  type SnackbarMessage,
  type SnackbarSeverity,
} from './global-layer-context.ts';

// The dialogs, snackbar and overlay are loaded the first time they are needed: most visits (the landing page above
// all) never open one, and their MUI pieces (Modal, Dialog, Snackbar, Alert) would otherwise weigh on every page.
const SnackbarHost = lazy(() => import('./SnackbarHost.tsx').then((m) => ({ default: m.SnackbarHost })));
const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })));
const LoadingOverlay = lazy(() => import('./LoadingOverlay.tsx').then((m) => ({ default: m.LoadingOverlay })));
const ForbiddenOperationDialog = lazy(() =>
  import('./ForbiddenOperationDialog.tsx').then((m) => ({ default: m.ForbiddenOperationDialog })),
);

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (value: boolean) => void;
  reject: (reason: unknown) => void;
}

/** Holds the global layer (spec 2) and exposes it through useSnackbar, useConfirm, useLoading. */
export function GlobalLayerProvider({ children }: { children: ReactNode }) {
  const [snackbar, setSnackbar] = useState<SnackbarMessage | null>(null);
  const [snackbarOpen, setSnackbarOpen] = useState(false);
  const nextId = useRef(1);

  const snackbarApi = useMemo<SnackbarApi>(
    () => ({
      showSnackbar(text: string, severity: SnackbarSeverity = 'success') {
        setSnackbar({ id: nextId.current++, text, severity });
        setSnackbarOpen(true);
      },
      closeSnackbar() {
        setSnackbarOpen(false);
      },
    }),
    [],
  );

  const [confirmOptions, setConfirmOptions] = useState<ConfirmOptions>({});
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [confirmUsed, setConfirmUsed] = useState(false);
  const pendingConfirm = useRef<PendingConfirm | null>(null);

  const confirm = useCallback<ConfirmFn>(
    (options = {}) =>
      new Promise<boolean>((resolve, reject) => {
        // A newer question replaces an unanswered one, which counts as cancelled.
        pendingConfirm.current?.resolve(false);
        pendingConfirm.current = { options, resolve, reject };
        setConfirmOptions(options);
        setConfirmUsed(true);
        setConfirmBusy(false);
        setConfirmOpen(true);
      }),
    [],
  );

  const settleConfirm = useCallback(async (accepted: boolean) => {
    const pending = pendingConfirm.current;
    if (!pending) return;
    if (!accepted || !pending.options.onConfirm) {
      pendingConfirm.current = null;
      setConfirmOpen(false);
      pending.resolve(accepted);
      return;
    }
    setConfirmBusy(true);
    try {
      await pending.options.onConfirm();
      pending.resolve(true);
    } catch (error) {
      pending.reject(error);
    } finally {
      if (pendingConfirm.current === pending) pendingConfirm.current = null;
      setConfirmBusy(false);
      setConfirmOpen(false);
    }
  }, []);

  const [loadingCount, setLoadingCount] = useState(0);
  const [loadingText, setLoadingText] = useState<string | undefined>(undefined);
  const [loadingUsed, setLoadingUsed] = useState(false);

  const loadingApi = useMemo<LoadingApi>(() => {
    const showLoading = (text?: string) => {
      setLoadingUsed(true);
      setLoadingText(text);
      setLoadingCount((count) => count + 1);
    };
    const hideLoading = () => setLoadingCount((count) => Math.max(0, count - 1));
    return {
      showLoading,
      hideLoading,
      async withLoading(task, text) {
        showLoading(text);
        try {
          return await (typeof task === 'function' ? task() : task);
        } finally {
          hideLoading();
        }
      },
    };
  }, []);

  const [forbiddenOpen, setForbiddenOpen] = useState(false);
  const [forbiddenUsed, setForbiddenUsed] = useState(false);
  const showForbidden = useCallback(() => {
    setForbiddenUsed(true);
    setForbiddenOpen(true);
  }, []);

  return (
    <SnackbarContext.Provider value={snackbarApi}>
      <ConfirmContext.Provider value={confirm}>
        <LoadingContext.Provider value={loadingApi}>
          <ForbiddenOperationContext.Provider value={showForbidden}>
            {children}
            <Suspense fallback={null}>
              {snackbar && (
                <SnackbarHost message={snackbar} open={snackbarOpen} onClose={() => setSnackbarOpen(false)} />
              )}
              {confirmUsed && (
                <ConfirmDialog
                  open={confirmOpen}
                  options={confirmOptions}
                  busy={confirmBusy}
                  onCancel={() => void settleConfirm(false)}
                  onOk={() => void settleConfirm(true)}
                />
              )}
              {loadingUsed && <LoadingOverlay open={loadingCount > 0} text={loadingText} />}
              {forbiddenUsed && (
                <ForbiddenOperationDialog open={forbiddenOpen} onClose={() => setForbiddenOpen(false)} />
              )}
            </Suspense>
          </ForbiddenOperationContext.Provider>
        </LoadingContext.Provider>
      </ConfirmContext.Provider>
    </SnackbarContext.Provider>
  );
}
