import { useCallback, useRef, useState } from 'react';

interface AktionOptionen<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onMutate?: (variables: TVariables) => void;
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>;
  onError?: (error: unknown, variables: TVariables) => void;
}

type AktionZustand<TData> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: TData; error: null }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * A form submit for the pages before sign-in, with the small part of TanStack's useMutation they use. Those pages
 * load no query library: the sign-in route has a byte budget. A second `mutate` while one runs is ignored (a ref,
 * so even two clicks in the same frame see it): a double click never sends a form twice.
 */
export function useAktion<TVariables = void, TData = void>(optionen: AktionOptionen<TVariables, TData>) {
  const [zustand, setZustand] = useState<AktionZustand<TData>>({
    status: 'idle',
    data: undefined,
    error: null,
  });
  const laeuft = useRef(false);
  const optionenRef = useRef(optionen);
  optionenRef.current = optionen;

  const mutate = useCallback((variables: TVariables) => {
    if (laeuft.current) return;
    laeuft.current = true;
    const { mutationFn, onMutate, onSuccess, onError } = optionenRef.current;
    onMutate?.(variables);
    setZustand({ status: 'pending', data: undefined, error: null });
    void mutationFn(variables)
      .then(async (data) => {
        setZustand({ status: 'success', data, error: null });
        await onSuccess?.(data, variables);
      })
      .catch((error: unknown) => {
        setZustand({ status: 'error', data: undefined, error });
        onError?.(error, variables);
      })
      .finally(() => {
        laeuft.current = false;
      });
  }, []);

  const reset = useCallback(() => setZustand({ status: 'idle', data: undefined, error: null }), []);

  return {
    mutate,
    reset,
    isPending: zustand.status === 'pending',
    isSuccess: zustand.status === 'success',
    isError: zustand.status === 'error',
    error: zustand.error,
    data: zustand.data,
  };
}
