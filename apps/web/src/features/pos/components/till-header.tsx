import { memo } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import { useTranslation } from '@/lib/translation/use-translation';
import { EtimsBanner } from '@/components/etims-banner';
import { CameraScanButton } from '@/components/camera-scan/camera-scan-button';
import { QueueStatus } from '../queue/queue-status';
import { RegisterStatus } from '../register/register-status';
import { Hint } from '@/components/deferred/hint';

interface TillHeaderProps {
  businessId: number;
  userId: number | null;
  heldCount: number;
  /** A dialog is open: the camera waits. */
  isScanPaused: boolean;
  onCode(code: string): Promise<boolean>;
  onOpen(dialog: 'held' | 'quick' | 'help'): void;
}

/**
 * The till's title row: register and queue status, held orders, camera, quick sale and shortcuts. Memoised, so
 * a cart change (every scan and click) does not render it again.
 */
export const TillHeader = memo(function TillHeader({ businessId, userId, heldCount, isScanPaused, onCode, onOpen }: TillHeaderProps) {
  const { t } = useTranslation('pos');
  return (
    <>
      <EtimsBanner />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {/* The title keeps its one line; the buttons beside it wrap to the next row when the column is narrow. */}
        <Typography
          variant="h5"
          component="h1"
          sx={{ flex: { xs: '1 1 100%', sm: '1 0 auto' }, whiteSpace: { sm: 'nowrap' }, fontSize: { xs: '1.2rem', sm: '1.5rem' } }}
        >
          {t('title')}
        </Typography>
        <RegisterStatus businessId={businessId} />
        <QueueStatus userId={userId} />
        {/* Words beside the icon: a cashier on the first day does not guess what a playlist icon holds. */}
        <Hint title={t('held.openHint')} describeChild>
          <Button
            color="inherit"
            onClick={() => onOpen('held')}
            startIcon={
              <Badge badgeContent={heldCount} color="primary">
                <PlaylistPlayIcon />
              </Badge>
            }
          >
            {t('held.open')}
          </Button>
        </Hint>
        {/* The camera reads a code into the same path as a hardware scanner's. */}
        <CameraScanButton onCode={onCode} disabled={isScanPaused} />
        <Hint title={`${t('quick.title')} (F6)`}>
          <IconButton aria-label={t('quick.title')} onClick={() => onOpen('quick')}>
            <BoltOutlinedIcon />
          </IconButton>
        </Hint>
        <Hint title={t('help.title')}>
          <IconButton aria-label={t('help.title')} onClick={() => onOpen('help')}>
            <HelpOutlineIcon />
          </IconButton>
        </Hint>
      </Stack>
    </>
  );
});
