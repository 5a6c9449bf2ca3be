import { useTranslation } from '@/lib/translation/use-translation';
import { CsvImportDialog } from '@/components/form/csv-import-dialog';
import { useDownloadCustomerTemplate, useUploadCustomers } from '@/api/customers/customer-import';

/** H15 template, then H3 upload: what was saved, and each refused row with its line in the file. */
export function CustomerImportDialog({ businessId, onClose }: { businessId: number; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const template = useDownloadCustomerTemplate();
  const upload = useUploadCustomers();
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
        failed: t('errors.operationFailed'),
      }}
      isTemplateLoading={template.isPending}
      onTemplate={() => template.mutateAsync()}
      isUploading={upload.isPending}
      onUpload={(file, idempotencyKey) => upload.mutateAsync({ businessId, file, idempotencyKey })}
      onClose={onClose}
    />
  );
}
