import { useId, useState, type DragEvent } from 'react';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { checkImportFile, formatFileSize, type FileProblem } from './import-file-rules';

interface ImportFilePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** Choose or drop the CSV; anything but a .csv of at most 5 MB is refused here with the reason. */
export function ImportFilePicker({ file, onChange, disabled }: ImportFilePickerProps) {
  const { t, i18n } = useTranslation('catalog');
  const inputId = useId();
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [isOver, setIsOver] = useState(false);

  const onPick = (picked: File | undefined) => {
    if (!picked) return;
    const found = checkImportFile(picked);
    setProblem(found);
    onChange(found ? null : picked);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (!disabled) onPick(event.dataTransfer.files[0]);
  };

  return (
    <Stack spacing={1.5}>
      {file ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <DescriptionOutlinedIcon color="primary" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }} data-testid="import-file-name">
              {file.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {formatFileSize(file.size, i18n.language)}
            </Typography>
          </Box>
          <Tooltip title={t('import.file.remove')}>
            <span>
              <IconButton aria-label={t('import.file.removeNamed', { name: file.name })} onClick={() => onChange(null)} disabled={disabled}>
                <CloseRoundedIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ) : (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setIsOver(true);
          }}
          onDragLeave={() => setIsOver(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: isOver ? 'primary.main' : 'divider',
            bgcolor: isOver ? 'action.hover' : 'transparent',
            borderRadius: 3,
            p: { xs: 3, sm: 4 },
            textAlign: 'center',
            transition: 'border-color 150ms, background-color 150ms',
          }}
        >
          <UploadFileOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
          <Typography variant="subtitle1" sx={{ mt: 1 }}>
            {t('import.file.drop')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('import.file.limits')}
          </Typography>
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlinedIcon />} disabled={disabled}>
            {t('import.file.choose')}
            <input
              id={inputId}
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label={t('import.file.label')}
              onChange={(event) => {
                onPick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
        </Box>
      )}
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)}>
          {t(`import.file.problems.${problem}`)}
        </Alert>
      )}
    </Stack>
  );
}
