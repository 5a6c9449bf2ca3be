import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { ImportResult as ImportResultData } from '@dukani/contracts';
import { useSession } from '@/lib/session-store';
import { isSessionEnded } from '@/lib/api-client';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { CatalogPageLayout } from '@/components/layout/catalog-page-layout';
import { useDownloadTemplate } from '@/api/product-import/download-template';
import { ImportFilePicker } from '../components/import-file-picker';
import { ImportProgress } from '../components/import-progress';
import { ImportResult } from '../components/import-result';
import { ImportStep } from '../components/import-step';
import { TemplateColumns } from '../components/template-columns';
import { useImportUpload } from '../utils/use-import-upload';

/** /products/import: download the template (I41), upload the filled CSV (I15), read what was saved and what was not. */
export function ProductImportPage() {
  const { t } = useTranslation('catalog');
  const businessId = useSession((state) => state.businessId);
  const template = useDownloadTemplate();
  const upload = useImportUpload();
  const [file, setFile] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [result, setResult] = useState<{ data: ImportResultData; fileName: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // The result appears below the fold on a phone: bring it into view once it is there.
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);

  const onTemplate = async () => {
    try {
      await template.mutateAsync();
    } catch (error) {
      showSaveError(error, t('errors.loadFailed'));
    }
  };

  const onChooseFile = (next: File | null) => {
    setFile(next);
    setUploadError(null);
  };

  const onUpload = async () => {
    if (!file || !businessId) return;
    setUploadError(null);
    // The same file sent again (a retry) reuses its keys, so the rows are never imported twice.
    try {
      const data = await upload.run(businessId, file);
      setResult({ data, fileName: file.name });
      setFile(null);
    } catch (error) {
      // A file refused as a whole (wrong header, too many rows) is a 400 whose sentence says what to fix.
      if (!isSessionEnded(error)) setUploadError(errorText(error, t('errors.saveFailed')));
    }
  };

  return (
    <CatalogPageLayout title={t('import.title')} description={t('import.description')}>
      <Stack spacing={3} sx={{ maxWidth: 1080 }}>
        <ImportStep number={1} title={t('import.steps.template.title')} description={t('import.steps.template.text')}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => void onTemplate()}
            loading={template.isPending}
            loadingPosition="start"
            sx={{ mb: 2.5 }}
          >
            {t('import.steps.template.download')}
          </Button>
          <TemplateColumns />
        </ImportStep>
        <ImportStep number={2} title={t('import.steps.upload.title')} description={t('import.steps.upload.text')} isDone={result !== null}>
          <ImportFilePicker file={file} onChange={onChooseFile} disabled={upload.isPending} />
          {upload.progress && <ImportProgress progress={upload.progress} />}
          {uploadError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {uploadError}
            </Alert>
          )}
          <Box sx={{ mt: 2 }}>
            <Button
              variant="contained"
              startIcon={<CloudUploadOutlinedIcon />}
              onClick={() => void onUpload()}
              disabled={!file || !businessId}
              loading={upload.isPending}
              loadingPosition="start"
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {t('import.steps.upload.submit')}
            </Button>
          </Box>
        </ImportStep>
        {result && (
          <div ref={resultRef}>
            <ImportStep number={3} title={t('import.steps.result.title')} description={t('import.steps.result.text', { name: result.fileName })}>
              <ImportResult result={result.data} fileName={result.fileName} onAgain={() => setResult(null)} />
            </ImportStep>
          </div>
        )}
      </Stack>
    </CatalogPageLayout>
  );
}

export default ProductImportPage;
