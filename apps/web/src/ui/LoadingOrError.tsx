// What stands where an answer has not come yet: its load error with a retry, or a skeleton while it loads.
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError.tsx';

interface LoadingOrErrorProps {
  error: { message: string } | undefined;
  onRetry: () => void;
  /** The skeleton's height, about that of what it stands for. */
  height: number;
}

/** The error when the load failed, otherwise a rounded skeleton. */
export function LoadingOrError({ error, onRetry, height }: LoadingOrErrorProps) {
  const { t } = useTranslation();
  if (error) return <LoadError message={error.message} onRetry={onRetry} />;
  return <Skeleton variant="rounded" height={height} aria-label={t('common.loading')} />;
}
