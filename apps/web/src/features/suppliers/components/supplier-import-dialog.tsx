import { useTranslation } from '@/lib/translation/use-translation';
import { CsvImportDialog } from '@/components/form/csv-import-dialog';
import { useDownloadSupplierTemplate, useUploadSuppliers } from '@/api/suppliers/supplier-import';

/** N8 template, then N9 upload: what was saved, and each refused row with its line in the file. */
export function SupplierImportDialog({ businessId, onClose }: { businessId: number; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  const template = useDownloadSupplierTemplate();
  const upload = useUploadSuppliers();
  return (
    <CsvImportDialog
      texts={{
        title: t('import.title'),
        text: t('import.text'),
        template: t('import.template'),
        choose: t('import.choose'),
        chosen: (name) => t('import.chosen', { name }),
        result: (inserted, failed) => t('import.result', { inserted, failed }),
        rowError: (row, text) => t('import.rowError', { row, text }),
        close: t('import.close'),
        upload: t('import.upload'),
        failed: t('errors.supplierFailed'),
      }}
      isTemplateLoading={template.isPending}
      onTemplate={() => template.mutateAsync()}
      isUploading={upload.isPending}
      onUpload={(file) => upload.mutateAsync({ businessId, file })}
      onClose={onClose}
    />
  );
}
