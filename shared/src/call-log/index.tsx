/**
 * The developer test pages (`/employees/test`, `/events/test`, `/test/event-day-management`, ADMIN
 * only): one frame that runs a page's scenario of API calls and logs what each call sent and what
 * came back. A scenario works on data named with TEST_PREFIX and removes it in a `finally`, so a
 * failed step still cleans up; it also removes what an interrupted earlier run left.
 *
 * Not a federation singleton (it keeps no state): each remote bundles it into its test pages' chunk.
 */
import { useState } from 'react';
import { ApiError } from '@sge/shared/http';
import { Badge, Box, Button, HStack, Heading, Link, PageHeader, Stack, Text } from '@sge/shared/ui';

/** The name prefix of every record a test page creates. */
export const TEST_PREFIX = 'TESTE — ';

/** A local date `days` from today, as YYYY-MM-DD: test events lie well after the real ones. */
export function testDay(days: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a call sends: its path under /api, and its body when it has one. */
export interface CallRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

export interface CallLogEntry {
  id: number;
  label: string;
  request: CallRequest;
  ok: boolean;
  /** 'Sucesso', 'Erro 409', 'Sem resposta'. */
  status: string;
  /** The answer's data as JSON, or the error's message. */
  detail: string;
}

/** Runs one call and logs it; resolves with its data, or rejects (after logging) so the scenario stops. */
export type RunCall = <T>(label: string, request: CallRequest, call: () => Promise<T>) => Promise<T>;

/** A step that failed; already in the log. */
class StepFailed extends Error {}

const MAX_DETAIL = 4000;

const json = (value: unknown): string => {
  const text = value === undefined ? '' : JSON.stringify(value, null, 2);
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}\n…` : text;
};

const describeError = (error: unknown): Pick<CallLogEntry, 'status' | 'detail'> =>
  error instanceof ApiError
    ? { status: error.status ? `Erro ${error.status}` : 'Sem resposta', detail: error.message }
    : { status: 'Erro', detail: error instanceof Error ? error.message : String(error) };

export interface TestPageProps {
  title: string;
  description: string;
  /** The tag of the page's calls in the API reference (`/api/docs#/<tag>`). */
  docsTag: string;
  /** The calls to run, each through `call`; cleans up in a `finally`. */
  scenario: (call: RunCall) => Promise<void>;
}

/** A test page: title, link to the API reference, 'Executar teste' and the call log (role="log"). */
export function TestPage({ title, description, docsTag, scenario }: TestPageProps) {
  const [entries, setEntries] = useState<CallLogEntry[]>([]);
  const [running, setRunning] = useState(false);

  const start = async () => {
    let nextId = 1;
    setEntries([]);
    setRunning(true);
    const call: RunCall = async (label, request, run) => {
      const add = (entry: Pick<CallLogEntry, 'ok' | 'status' | 'detail'>) =>
        setEntries((list) => [...list, { id: nextId++, label, request, ...entry }]);
      try {
        const data = await run();
        add({ ok: true, status: 'Sucesso', detail: json(data) });
        return data;
      } catch (error) {
        add({ ok: false, ...describeError(error) });
        throw new StepFailed();
      }
    };
    try {
      await scenario(call);
    } catch (error) {
      if (!(error instanceof StepFailed)) throw error;
    } finally {
      setRunning(false);
    }
  };

  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button colorPalette="gold" onClick={() => void start()} loading={running}>
            Executar teste
          </Button>
        }
      />
      <Text mb="4">
        Cada chamada também pode ser lida e testada na{' '}
        <Link href={`/api/docs#/${encodeURIComponent(docsTag)}`} color="blue.700" textDecoration="underline">
          referência da API ({docsTag})
        </Link>
        . Os registros criados começam com “{TEST_PREFIX.trim()}” e são excluídos ao final.
      </Text>
      <Heading as="h2" id="call-log-title" size="md" mb="2">
        Registro de chamadas
      </Heading>
      <Box role="log" aria-labelledby="call-log-title">
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
        {entries.length === 0 && (
          <Text as="li" color="fg.muted">
            Nenhuma chamada executada.
          </Text>
        )}
        {entries.map((entry) => (
          <Stack as="li" key={entry.id} gap="1" borderWidth="1px" rounded="md" px="3" py="2">
            <HStack gap="3" wrap="wrap" align="baseline">
              <Text fontWeight="semibold">{entry.label}</Text>
              <Badge colorPalette={entry.ok ? 'green' : 'red'}>{entry.status}</Badge>
              <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">{`${entry.request.method} /api${entry.request.path}`}</Text>
            </HStack>
            {entry.request.body !== undefined && <Detail label="Corpo enviado" text={json(entry.request.body)} />}
            {entry.detail && <Detail label={entry.ok ? 'Resposta' : 'Mensagem'} text={entry.detail} />}
          </Stack>
        ))}
        </Stack>
      </Box>
    </section>
  );
}

function Detail({ label, text }: { label: string; text: string }) {
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
