import { useEffect, useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { CameraScanButton } from '@/components/camera-scan/camera-scan-button';

const DEBOUNCE_MS = 300;

interface ProductSearchFieldProps {
  value: string;
  onSearch: (search: string) => void;
}

/**
 * Search as you type (debounced), or at once on Enter: a barcode scanner types the code and presses
 * Enter, so the product is found without waiting. After Enter the text stays selected, so the next
 * scan replaces it.
 */
export function ProductSearchField({ value, onSearch }: ProductSearchFieldProps) {
  const { t } = useTranslation('products');
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The address changed from outside (Back, a cleared filter): show what is applied.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const apply = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next.trim() === applied.trim()) return;
    setApplied(next.trim());
    onSearch(next);
  };

  return (
    <TextField
      type="search"
      size="small"
      value={text}
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(next), DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        apply(text);
        (event.target as HTMLInputElement).select();
      }}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 280px' }, maxWidth: { sm: 420 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlinedIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              {/* A phone with no scanner finds a product by its barcode through the camera. */}
              <CameraScanButton
                onCode={(code) => {
                  setText(code);
                  apply(code);
                  return true;
                }}
              />
              {text ? (
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={t('list.clearSearch')}
                  onClick={() => {
                    setText('');
                    apply('');
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : null}
            </InputAdornment>
          ),
        },
        htmlInput: { autoComplete: 'off', enterKeyHint: 'search' },
      }}
    />
  );
}
