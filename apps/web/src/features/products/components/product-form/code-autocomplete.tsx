import type { Ref } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { CodeItem } from '@dukani/contracts';

interface CodeAutocompleteProps {
  label: string;
  value: string | null | undefined;
  options: CodeItem[];
  onChange: (code: string | null) => void;
  loading?: boolean;
  helperText?: string;
  error?: boolean;
  /** Called with the typed text, for lists searched on the server. */
  onSearch?: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** "NT — Net": a tax-authority code list, searchable by code or name. */
export function CodeAutocomplete({ label, value, options, onChange, loading, helperText, error, onSearch, inputRef }: CodeAutocompleteProps) {
  const { t } = useTranslation('products');
  // A stored code the loaded list does not hold (yet) is still shown, as its bare code.
  const selected = value ? (options.find((option) => option.code === value) ?? { code: value, name: '' }) : null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      loading={loading}
      onChange={(_, picked) => onChange(picked?.code ?? null)}
      onInputChange={onSearch ? (_, text, reason) => reason === 'input' && onSearch(text) : undefined}
      filterOptions={onSearch ? (all) => all : undefined}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      getOptionLabel={(option) => (option.name ? `${option.code} — ${option.name}` : option.code)}
      getOptionKey={(option) => option.code}
      loadingText={t('hints.loading')}
      noOptionsText={t('hints.noCodes')}
      renderInput={(params) => <TextField {...params} inputRef={inputRef} label={label} helperText={helperText} error={error} />}
    />
  );
}
