/**
 * The call log of the developer test pages: what each call sent (method, path, body) and what came
 * back (the data, or the status and message of the error).
 */
import { useCallback, useRef, useState } from 'react';
import { ApiError, getApiBase } from '@sge/shared/http';
import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@sge/shared/ui';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a call sends: its path under the API base, and its body when it has one. */
export interface ApiCallRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

export interface ApiLogEntry {
  id: number;
  time: string;
  label: string;
  request: ApiCallRequest;
  ok: boolean;
  /** 'Sucesso', 'Erro 409', 'Sem resposta'. */
  status: string;
  /** The response data as JSON, or the error message. */
  detail: string;
}

/** Runs a call and logs it; resolves with its data, or undefined when it failed. */
export type RunApiCall = <T>(label: string, request: ApiCallRequest, call: () => Promise<T>) => Promise<T | undefined>;

const MAX_DETAIL = 4000;

const json = (value: unknown): string => {
  const text = value === undefined ? '' : JSON.stringify(value, null, 2);
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}\n…` : text;
};

const describeError = (error: unknown): { status: string; detail: string } =>
  error instanceof ApiError
    ? { status: error.status ? `Erro ${error.status}` : 'Sem resposta', detail: error.message }
    : { status: 'Erro', detail: error instanceof Error ? error.message : String(error) };

/** The log's entries (newest first), the label of the call running, `run` and `clear`. */
export function useApiCallLog() {
  const [entries, setEntries] = useState<ApiLogEntry[]>([]);
  const [running, setRunning] = useState<string | null>(null);
  const nextId = useRef(1);

  const run = useCallback<RunApiCall>(async (label, request, call) => {
    setRunning(label);
    const time = new Date().toLocaleTimeString('pt-BR');
    const add = (entry: Omit<ApiLogEntry, 'id' | 'time' | 'label' | 'request'>) =>
      setEntries((list) => [{ id: nextId.current++, time, label, request, ...entry }, ...list]);
    try {
      const data = await call();
      add({ ok: true, status: 'Sucesso', detail: json(data) });
      return data;
    } catch (error) {
      add({ ok: false, ...describeError(error) });
      return undefined;
    } finally {
      setRunning(null);
    }
  }, []);

  const clear = useCallback(() => setEntries([]), []);
  return { entries, running, run, clear };
}

/** A labelled, scrollable block of preformatted text. */
function Code({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box as="pre" fontSize="xs" bg="bg.subtle" rounded="sm" p="2" maxH="48" overflow="auto" whiteSpace="pre-wrap" wordBreak="break-word">
        {text}
      </Box>
    </Box>
  );
}

export interface ApiCallLogProps {
  entries: ApiLogEntry[];
  onClear: () => void;
}

/** The log (role="log"), newest call first. */
export function ApiCallLog({ entries, onClear }: ApiCallLogProps) {
  return (
    <Box as="section" aria-labelledby="api-call-log-title">
      <HStack justify="space-between" mb="2">
        <Heading as="h2" id="api-call-log-title" size="md">
          Registro de chamadas
        </Heading>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={entries.length === 0}>
          Limpar registro
        </Button>
      </HStack>
      <Box role="log" aria-labelledby="api-call-log-title">
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {entries.length === 0 && (
            <Text as="li" color="fg.muted">
              Nenhuma chamada executada.
            </Text>
          )}
          {entries.map((entry) => (
            <Stack as="li" key={entry.id} gap="1" borderWidth="1px" rounded="md" px="3" py="2">
              <HStack gap="3" wrap="wrap" align="baseline">
                <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                  {entry.time}
                </Text>
                <Text fontWeight="semibold" overflowWrap="anywhere">{entry.label}</Text>
                <Badge colorPalette={entry.ok ? 'green' : 'red'}>{entry.status}</Badge>
              </HStack>
              <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">{`${entry.request.method} ${getApiBase()}${entry.request.path}`}</Text>
              {entry.request.body !== undefined && <Code label="Corpo enviado" text={json(entry.request.body)} />}
              {entry.detail && <Code label={entry.ok ? 'Resposta' : 'Mensagem'} text={entry.detail} />}
            </Stack>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
