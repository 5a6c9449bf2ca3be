import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { CountryCode, User } from '@dukani/contracts';
import type { z } from 'zod';
import { useUpdateUser } from '@/api/users/update-user';
import { DIALOG_FORM_STYLE } from '../utils/dialog-form-style';
import { showSaveError } from '@/lib/form/show-save-error';
import { editUserFormSchema, USER_FORM_FIELDS, type UserFormValues } from '../utils/user-schemas';
import { UserFormFields } from './user-form-fields';

interface EditUserDialogProps {
  user: User;
  businessId: number;
  allowOwner: boolean;
  onClose: () => void;
}

/** F6: change a person's details and their role type and modules in this business. */
export function EditUserDialog({ user, businessId, allowOwner, onClose }: EditUserDialogProps) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const update = useUpdateUser();
  const form = useForm<UserFormValues, unknown, z.output<typeof editUserFormSchema>>({
    resolver: zodResolver(editUserFormSchema),
    defaultValues: {
      businessId,
      name: user.name,
      email: user.email ?? '',
      countryCode: user.countryCode as CountryCode,
      phoneNumber: user.phoneNumber,
      roleTypes: user.roleTypes,
      roles: user.roles,
    },
  });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await update.mutateAsync({ userId: user.id, data });
      toast.success(t('users.updated', { name: data.name }));
      onClose();
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'), { setError: form.setError, fields: USER_FORM_FIELDS });
    }
  });

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="edit-user-title">
      <FormProvider {...form}>
        <form style={DIALOG_FORM_STYLE} noValidate onSubmit={onSubmit} aria-label={t('users.editTitle')}>
          <DialogTitle id="edit-user-title">{t('users.editTitle')}</DialogTitle>
          {/* Top padding keeps the first outlined label from being clipped under the title. */}
          <DialogContent sx={{ '&&': { pt: 1 } }}>
            <UserFormFields allowOwner={allowOwner} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit" disabled={update.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={update.isPending}>
              {t('common.saveChanges')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
