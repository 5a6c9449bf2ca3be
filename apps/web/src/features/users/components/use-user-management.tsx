import { useState } from 'react';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { CountryCode, User } from '@dukani/contracts';
import { useSession } from '@/lib/session-store';
import { useDeactivateUser } from '@/api/users/deactivate-user';
import { useDeleteBusinessUser } from '@/api/users/delete-business-user';
import { useUpdateUser } from '@/api/users/update-user';
import { showSaveError } from '@/lib/form/show-save-error';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { EditUserDialog } from './edit-user-dialog';
import type { UserActionHandlers } from './user-actions-menu';

/**
 * Edit, enable/disable and remove, shared by the list and the details page: the handlers plus the
 * dialogs they open. `onRemoved` lets the details page leave once the person is gone.
 */
export function useUserManagement(businessId: number, onRemoved?: () => void) {
  const { t } = useTranslation('account');
  const callerRole = useSession((state) => state.role?.roleTypes);
  const selfId = useSession((state) => state.claims?.userid);
  const update = useUpdateUser();
  const deactivate = useDeactivateUser();
  const remove = useDeleteBusinessUser();
  const [editing, setEditing] = useState<User | null>(null);
  const [confirm, setConfirm] = useState<{ user: User; action: 'disable' | 'remove' } | null>(null);

  const enable = async (user: User) => {
    try {
      await update.mutateAsync({
        userId: user.id,
        data: { businessId, name: user.name, email: user.email, countryCode: user.countryCode as CountryCode, phoneNumber: user.phoneNumber, isEnabled: true },
      });
      toast.success(t('users.enabled', { name: user.name }));
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'));
    }
  };

  const onConfirm = async () => {
    if (!confirm) return;
    const { user, action } = confirm;
    try {
      if (action === 'disable') {
        await deactivate.mutateAsync(user.id);
        toast.success(t('users.disabled', { name: user.name }));
      } else {
        await remove.mutateAsync({ userId: user.id, businessId });
        toast.success(t('users.removed', { name: user.name }));
        onRemoved?.();
      }
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'));
    }
    setConfirm(null);
  };

  const handlers: UserActionHandlers = {
    onEdit: setEditing,
    onToggleEnabled: (user) => (user.isEnabled ? setConfirm({ user, action: 'disable' }) : void enable(user)),
    onRemove: (user) => setConfirm({ user, action: 'remove' }),
  };

  /** Admins manage everyone but Owners; Owners manage everyone. */
  const canManage = (user: User) => callerRole === 'Owner' || user.roleTypes !== 'Owner';
  const isSelf = (user: User) => user.id === selfId;

  const dialogs = (
    <>
      {editing && <EditUserDialog user={editing} businessId={businessId} allowOwner={callerRole === 'Owner'} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.action === 'disable' ? t('users.disableTitle') : t('users.removeTitle')}
        message={t(confirm?.action === 'disable' ? 'users.disableText' : 'users.removeText', { name: confirm?.user.name ?? '' })}
        confirmLabel={confirm?.action === 'disable' ? t('users.actions.disable') : t('users.actions.remove')}
        busy={deactivate.isPending || remove.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirm(null)}
      />
    </>
  );

  return { handlers, dialogs, canManage, isSelf, busyUserId: update.isPending ? (update.variables?.userId ?? null) : null };
}
