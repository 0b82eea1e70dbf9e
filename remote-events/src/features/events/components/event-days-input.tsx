import { useId, useState } from 'react';
import { formatDate } from '@sge/shared/format';
import { Box, Button, CloseIcon, Field, HStack, IconButton, Input, PlusIcon, Text, Wrap, isValidDateInput } from '@sge/shared/ui';
import { EVENT_MESSAGES } from '../messages';

export interface EventDaysInputProps {
  /** YYYY-MM-DD dates, sorted. */
  value: string[];
  onChange: (dates: string[]) => void;
  disabled?: boolean;
}

/** A list of dates: a date field with 'Adicionar data', and each chosen date with its remove button. */
export function EventDaysInput({ value, onChange, disabled }: EventDaysInputProps) {
  const id = useId().replace(/:/g, '');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    if (!isValidDateInput(draft)) return setError(EVENT_MESSAGES.invalidDay);
    if (value.includes(draft)) return setError(EVENT_MESSAGES.duplicateDay);
    onChange([...value, draft].sort());
    setDraft('');
    setError(null);
  };

  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
      <Text as="legend" px="1" fontWeight="medium" fontSize="sm">
        Dias do evento
      </Text>
      <HStack align="flex-end" gap="2">
        <Field.Root id={`${id}-date`} invalid={Boolean(error)} disabled={disabled} flex="1">
          <Field.Label>Data do dia</Field.Label>
          <Input
            type="date"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="button" variant="outline" onClick={add} disabled={disabled} mb={error ? '6' : '0'}>
          <PlusIcon />
          Adicionar data
        </Button>
      </HStack>
      {value.length === 0 ? (
        <Text mt="2" fontSize="sm" color="fg.muted">
          Nenhum dia adicionado. Você também pode adicionar os dias depois, nos detalhes do evento.
        </Text>
      ) : (
        <Wrap as="ul" mt="3" gap="2" listStyleType="none" aria-label="Dias escolhidos">
          {value.map((date) => (
            <HStack as="li" key={date} gap="1" borderWidth="1px" rounded="full" ps="3" pe="1" py="0.5" bg="bg.subtle">
              <Text fontSize="sm">{formatDate(date)}</Text>
              <IconButton
                type="button"
                aria-label={`Remover data ${formatDate(date)}`}
                size="2xs"
                variant="ghost"
                rounded="full"
                disabled={disabled}
                onClick={() => onChange(value.filter((d) => d !== date))}
              >
                <CloseIcon />
              </IconButton>
            </HStack>
          ))}
        </Wrap>
      )}
    </Box>
  );
}
