import { useMemo, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from '@/lib/translation/use-translation';
import { useEtimsCodeList } from '@/api/etims/etims-branch';
import { errorText } from '@/lib/form/show-save-error';
import { DeviceGate } from './device-gate';

function CodeLists({ businessId }: { businessId: number }) {
  const { t } = useTranslation('etims');
  const codes = useEtimsCodeList(businessId);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const needle = search.trim().toLowerCase();
  // A search keeps the lists whose name matches whole, and of the others only the matching codes.
  const lists = useMemo(() => {
    const all = codes.data?.clsList ?? [];
    if (!needle) return all;
    return all
      .map((cls) =>
        `${cls.cdCls} ${cls.cdClsNm}`.toLowerCase().includes(needle)
          ? cls
          : { ...cls, dtlList: cls.dtlList.filter((code) => `${code.cd} ${code.cdNm}`.toLowerCase().includes(needle)) },
      )
      .filter((cls) => cls.dtlList.length > 0);
  }, [codes.data, needle]);
  return (
    <Stack spacing={2}>
      {codes.isError && <Alert severity="error">{errorText(codes.error, t('loadFailed'))}</Alert>}
      <TextField type="search" label={t('codes.search')} value={search} onChange={(e) => setSearch(e.target.value)} helperText={t('codes.help')} />
      {codes.isSuccess && lists.length === 0 && <Typography color="text.secondary">{t(needle ? 'codes.noMatch' : 'codes.empty')}</Typography>}
      <div>
        {lists.map((cls) => (
          <Accordion
            key={cls.cdCls}
            disableGutters
            variant="outlined"
            expanded={needle !== '' || open === cls.cdCls}
            onChange={(_, isOpen) => setOpen(isOpen ? cls.cdCls : null)}
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`code-list-${cls.cdCls}`} id={`code-list-${cls.cdCls}-head`}>
              <Typography>{t('codes.listTitle', { name: cls.cdClsNm, count: cls.dtlList.length })}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`code-list-${cls.cdCls}`} sx={{ p: 0 }}>
              <List dense aria-label={cls.cdClsNm} disablePadding>
                {cls.dtlList.map((code) => (
                  <ListItem key={code.cd} divider>
                    <ListItemText primary={code.cdNm} secondary={code.cd} />
                  </ListItem>
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Stack>
  );
}

/** P15: the authority's code lists as last synced, to look a code up; they cannot be changed here. */
export function CodeListsPanel({ businessId }: { businessId: number }) {
  return <DeviceGate businessId={businessId}>{() => <CodeLists businessId={businessId} />}</DeviceGate>;
}
