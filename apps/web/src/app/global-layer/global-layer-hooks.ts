// Hooks that reach the global layer from any component under GlobalLayerProvider.
import { useContext } from 'react';
import {
  ConfirmContext,
  type ConfirmFn,
  ForbiddenOperationContext,
  type LoadingApi,
  LoadingContext,
  type SnackbarApi,
  SnackbarContext,
} from './global-layer-context.ts';

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} must be used inside GlobalLayerProvider`);
  return value;
}

export function useSnackbar(): SnackbarApi {
  return required(useContext(SnackbarContext), 'useSnackbar');
}

export function useConfirm(): ConfirmFn {
  return required(useContext(ConfirmContext), 'useConfirm');
}

export function useLoading(): LoadingApi {
  return required(useContext(LoadingContext), 'useLoading');
}

/** Opens the "forbidden operation" alert (invalid sign-in state, e.g. during a takeover). */
export function useForbiddenOperation(): () => void {
  return required(useContext(ForbiddenOperationContext), 'useForbiddenOperation');
}
