// The contracts of the global layer (spec 2): snackbar, confirmation dialog, loading overlay, forbidden-operation alert.
import { createContext } from 'react';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarMessage {
  id: number;
  text: string;
  severity: SnackbarSeverity;
}

export interface SnackbarApi {
  showSnackbar(message: string, severity?: SnackbarSeverity): void;
  closeSnackbar(): void;
}

export interface ConfirmOptions {
  /** Defaults to 確認 / Confirm. */
  title?: string;
  /** Defaults to 本当に実行しますか？ / Are you sure? */
  content?: string;
  okLabel?: string;
  cancelLabel?: string;
  /** Text shown over the dialog while `onConfirm` runs (defaults to a "working on it" message). */
  overlayText?: string;
  /** Work to do after OK; the dialog stays open with the overlay until it settles. */
  onConfirm?: () => Promise<unknown>;
}

export type ConfirmFn = (options?: ConfirmOptions) => Promise<boolean>;

export interface LoadingApi {
  showLoading(text?: string): void;
  hideLoading(): void;
  /** Shows the full-page overlay while the task runs. */
  withLoading<T>(task: Promise<T> | (() => Promise<T>), text?: string): Promise<T>;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);
export const ConfirmContext = createContext<ConfirmFn | null>(null);
export const LoadingContext = createContext<LoadingApi | null>(null);
export const ForbiddenOperationContext = createContext<(() => void) | null>(null);
