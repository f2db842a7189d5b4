// Sends one file: announce it (createUpload), send it with tus in 8 MB chunks (resuming an earlier, unfinished upload of
// the same file), then follow the server's checks until the file is accepted or rejected.
import { createUpload, getUpload } from '@otodoke/contract';
import type { UploadKind } from '@otodoke/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DetailedError, type PreviousUpload, Upload as TusUpload } from 'tus-js-client';
import { callApi } from '../../app/api-client.ts';
import { type ApiRequestError, errorFromResponse, networkError, toApiRequestError } from '../../app/api-error.ts';
import { isShellError, useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { requestContext } from '../../app/request-context.ts';
import { SpeedMeter } from './upload-format.ts';
import type { Upload } from './upload-types.ts';

/** Where tus uploads are created (the server's TUS_PATH). */
export const TUS_ENDPOINT = '/api/v2/uploads';
export const CHUNK_BYTES = 8 * 1024 * 1024;
/** Waits between automatic retries of a failed request (then the user can resume by hand). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000];
const POLL_MS = 1000;

export type UploadPhase = 'idle' | 'preparing' | 'uploading' | 'checking' | 'rejected' | 'failed';

export interface TusUploadState {
  phase: UploadPhase;
  fileName: string | null;
  bytesSent: number;
  bytesTotal: number;
  bytesPerSecond: number | null;
  /** The bytes continue an upload of the same file that stopped earlier. */
  isResumed: boolean;
  /** The announced upload, then the checked one. */
  upload: Upload | null;
  error: string | null;
}

const IDLE: TusUploadState = {
  phase: 'idle',
  fileName: null,
  bytesSent: 0,
  bytesTotal: 0,
  bytesPerSecond: null,
  isResumed: false,
  upload: null,
  error: null,
};

/** Resuming is offered only for the same file, account and kind. */
export function uploadFingerprint(kind: UploadKind, acid: number | null, file: File): string {
  return ['otodoke', acid ?? 'none', kind, file.name, file.size, file.lastModified].join(':');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A tus failure as the API's error (the server answers tus errors in the same { code, message } shape). */
function tusFailure(error: unknown, language: 'ja' | 'en'): ApiRequestError {
  if (error instanceof DetailedError && error.originalResponse) {
    const response = error.originalResponse;
    let body: unknown;
    try {
      body = JSON.parse(response.getBody());
    } catch {
      body = undefined;
    }
    return errorFromResponse(response.getStatus(), body, language);
  }
  return networkError(error, language);
}

/** The message to show for a failed step: a size problem's own text, else the error's message. */
function messageOf(error: ApiRequestError): string {
  return error.fieldErrors.sizeBytes ?? error.message;
}

export function useTusUpload(kind: UploadKind, onAccepted: (upload: Upload) => void) {
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const [state, setState] = useState<TusUploadState>(IDLE);
  const tusRef = useRef<TusUpload | null>(null);
  /** Bumped by every start, cancel and unmount: callbacks of an older run see a different number and stop. */
  const runRef = useRef(0);
  const onAcceptedRef = useRef(onAccepted);
  onAcceptedRef.current = onAccepted;

  const fail = useCallback(
    (run: number, thrown: unknown) => {
      if (run !== runRef.current) return;
      const error = toApiRequestError(thrown);
      if (isShellError(error)) handleError(error, { silent: true });
      setState((current) => ({ ...current, phase: 'failed', bytesPerSecond: null, error: messageOf(error) }));
    },
    [handleError],
  );

  const followChecks = useCallback(
    async (run: number, id: number) => {
      setState((current) => ({ ...current, phase: 'checking', bytesPerSecond: null }));
      let failures = 0;
      while (run === runRef.current) {
        await sleep(POLL_MS);
        if (run !== runRef.current) return;
        try {
          const checked = await callApi(getUpload, { params: { id } });
          failures = 0;
          if (run !== runRef.current) return;
          if (checked.status === 'accepted') {
            setState(IDLE);
            onAcceptedRef.current(checked);
            return;
          }
          if (checked.status === 'rejected') {
            setState((current) => ({ ...current, phase: 'rejected', upload: checked }));
            return;
          }
        } catch (error) {
          failures += 1;
          if (failures >= 5) {
            fail(run, error);
            return;
          }
        }
      }
    },
    [fail],
  );

  const start = useCallback(
    async (file: File) => {
      tusRef.current?.abort(false).catch(() => {});
      const run = ++runRef.current;
      const meter = new SpeedMeter();
      setState({ ...IDLE, phase: 'preparing', fileName: file.name, bytesTotal: file.size });
      let announced: Upload | null = null;
      const tus = new TusUpload(file, {
        endpoint: TUS_ENDPOINT,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        fingerprint: async () => uploadFingerprint(kind, requestContext.acid, file),
        // Read at send time, so a token or account the API client stored meanwhile is used.
        onBeforeRequest: (request) => {
          if (requestContext.csrfToken) request.setHeader('x-csrf-token', requestContext.csrfToken);
          if (requestContext.acid !== null) request.setHeader('x-tcj-acid', String(requestContext.acid));
          request.setHeader('Accept-Language', requestContext.language);
        },
        onAfterResponse: (_request, response) => {
          requestContext.setCsrfToken(response.getHeader('x-csrf-token') ?? null);
        },
        onProgress: (sent, total) => {
          if (run !== runRef.current) return;
          const speed = meter.add(performance.now(), sent);
          setState((current) => ({
            ...current,
            phase: 'uploading',
            bytesSent: sent,
            bytesTotal: total,
            bytesPerSecond: speed ?? current.bytesPerSecond,
          }));
        },
        onSuccess: () => {
          if (run !== runRef.current || !announced) return;
          setState((current) => ({ ...current, bytesSent: current.bytesTotal }));
          void followChecks(run, announced.id);
        },
        onError: (error) => fail(run, tusFailure(error, language)),
      });
      tusRef.current = tus;
      try {
        let previous: PreviousUpload | null = null;
        for (const candidate of await tus.findPreviousUploads()) {
          const id = Number(candidate.metadata.upload_id);
          const found = Number.isSafeInteger(id)
            ? await callApi(getUpload, { params: { id } }).catch(() => null)
            : null;
          if (found && !previous && !announced) {
            if (found.status === 'uploading' && candidate.uploadUrl) {
              previous = candidate;
              announced = found;
              continue;
            }
            if (found.status !== 'uploading') {
              // Every byte arrived last time; only the result was never seen.
              announced = found;
            }
          }
          await tus.options.urlStorage?.removeUpload(candidate.urlStorageKey).catch(() => {});
        }
        if (run !== runRef.current) return;
        if (announced && !previous) {
          setState((current) => ({ ...current, upload: announced, bytesSent: file.size }));
          await followChecks(run, announced.id);
          return;
        }
        if (!announced) {
          announced = await callApi(createUpload, { body: { kind, filename: file.name, sizeBytes: file.size } });
        }
        if (run !== runRef.current) return;
        tus.options.metadata = { upload_id: String(announced.id), filename: file.name };
        if (previous) tus.resumeFromPreviousUpload(previous);
        setState((current) => ({ ...current, phase: 'uploading', upload: announced, isResumed: previous !== null }));
        tus.start();
      } catch (error) {
        fail(run, error);
      }
    },
    [kind, language, fail, followChecks],
  );

  /** After a failure: asks the server what it has and sends the rest (possible once the upload was announced). */
  const retry = useCallback(() => {
    const tus = tusRef.current;
    if (!tus?.options.metadata?.upload_id) return;
    setState((current) => ({ ...current, phase: 'uploading', error: null }));
    tus.start();
  }, []);

  /** Stops sending and deletes what the server received. */
  const cancel = useCallback(() => {
    runRef.current += 1;
    const tus = tusRef.current;
    tusRef.current = null;
    if (tus?.url) tus.abort(true).catch(() => {});
    else tus?.abort(false).catch(() => {});
    setState(IDLE);
  }, []);

  /** Back to choosing (after a rejected file or a failure). */
  const reset = useCallback(() => {
    runRef.current += 1;
    tusRef.current?.abort(false).catch(() => {});
    tusRef.current = null;
    setState(IDLE);
  }, []);

  useEffect(
    () => () => {
      // Leaving the page pauses the upload; choosing the same file later resumes it.
      runRef.current += 1;
      tusRef.current?.abort(false).catch(() => {});
    },
    [],
  );

  return { state, start, retry, cancel, reset };
}
