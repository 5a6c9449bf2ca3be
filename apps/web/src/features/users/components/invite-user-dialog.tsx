import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { CountryCode } from '@dukani/contracts';
import type { z } from 'zod';
import { useCreateUser, type CreatedUser } from '@/api/users/create-user';
import { DIALOG_FORM_STYLE } from '../utils/dialog-form-style';
import { showSaveError } from '@/lib/form/show-save-error';
import { inviteUserFormSchema, USER_FORM_FIELDS, type UserFormValues } from '../utils/user-schemas';
import { InviteSent } from './invite-sent';
import { UserFormFields } from './user-form-fields';

interface InviteUserDialogProps {
  businessId: number;
  /** The business's country: the phone's country starts there. */
  country: CountryCode;
  allowOwner: boolean;
  onClose: () => void;
}

/** F4: invite a person by phone with a role type and module roles; then show that the SMS went out. */
export function InviteUserDialog({ businessId, country, allowOwner, onClose }: InviteUserDialogProps) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const create = useCreateUser();
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const form = useForm<UserFormValues, unknown, z.output<typeof inviteUserFormSchema>>({
    resolver: zodResolver(inviteUserFormSchema),
    defaultValues: { businessId, name: '', email: '', countryCode: country, phoneNumber: '', roleTypes: 'Salesperson', roles: ['pos'] },
  });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      setCreated(await create.mutateAsync(data));
      toast.success(t('users.invite.sentToast'));
    } catch (error) {
      // product-spec §8: a failed user create reads 'An error occurred!' unless a field explains it.
      showSaveError(error, t('users.invite.failed'), { setError: form.setError, fields: USER_FORM_FIELDS });
    }
  });

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="invite-user-title">
      <DialogTitle id="invite-user-title">{created ? t('users.invite.doneTitle') : t('users.invite.title')}</DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <InviteSent user={created} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              {t('common.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <FormProvider {...form}>
          <form style={DIALOG_FORM_STYLE} noValidate onSubmit={onSubmit} aria-label={t('users.invite.title')}>
            <DialogContent sx={{ pt: 0 }}>
              <DialogContentText sx={{ mb: 2.5 }}>{t('users.invite.text')}</DialogContentText>
              <UserFormFields allowOwner={allowOwner} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} color="inherit" disabled={create.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={create.isPending}>
                {t('users.invite.submit')}
              </Button>
            </DialogActions>
          </form>
        </FormProvider>
      )}
    </Dialog>
  );
}
