import { useState } from 'react';
import { formatDate } from '@sge/shared/format';
import { Box, Button, CloseIcon, FormField, HStack, IconButton, Input, PlusIcon, Text, Wrap, isValidDateInput } from '@sge/shared/ui';

export interface BudgetDaysInputProps {
  /** Id of the date field (the form focuses it when the days are missing). */
  id: string;
  /** YYYY-MM-DD, sorted. */
  value: string[];
  onChange: (dates: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** The planned days of the event: a date field with 'Adicionar data', and the chosen dates. */
export function BudgetDaysInput({ id, value, onChange, error, disabled }: BudgetDaysInputProps) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  const add = () => {
    if (!isValidDateInput(draft)) return setDraftError('Data inválida');
    if (value.includes(draft)) return setDraftError('Esta data já foi adicionada');
    onChange([...value, draft].sort());
    setDraft('');
    setDraftError(null);
  };

  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
      <Text as="legend" px="1" fontWeight="medium" fontSize="sm">
        Datas do evento
      </Text>
      <HStack align="flex-end" gap="2">
        <Box flex="1">
          <FormField id={id} label="Data" error={draftError ?? error} disabled={disabled}>
            <Input
              type="date"
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                setDraftError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          </FormField>
        </Box>
        <Button type="button" variant="outline" onClick={add} disabled={disabled} mb={draftError || error ? '6' : '0'}>
          <PlusIcon />
          Adicionar data
        </Button>
      </HStack>
      {value.length > 0 && (
        <Wrap as="ul" mt="3" gap="2" listStyleType="none" aria-label="Datas escolhidas">
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
