import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { useSession } from '@/lib/session-store';
import { BranchUsersPanel } from '../components/branch-users-panel';
import { CodeListsPanel } from '../components/code-lists-panel';
import { CompositionsPanel } from '../components/compositions-panel';
import { DevicePanel } from '../components/device-panel';
import { DocumentsPanel } from '../components/documents-panel';
import { ImportsPanel } from '../components/imports-panel';
import { InsurancePanel } from '../components/insurance-panel';
import { NoticesPanel } from '../components/notices-panel';
import { PurchasesPanel } from '../components/purchases-panel';
import { StockPanel } from '../components/stock-panel';

const TABS = ['device', 'documents', 'stock', 'imports', 'purchases', 'compositions', 'users', 'insurance', 'notices', 'codes'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /tax-authority: KRA eTIMS — the device, the sales and credit notes sent, the stock movements reported, imports and
 * suppliers' sales, item compositions, branch users, insurers, the authority's notices and its code lists.
 */
export default function TaxAuthorityPage() {
  const { t } = useTranslation('etims');
  const businessId = useSession((s) => s.businessId);
  const [tab, setTab] = useState<TabKey>('device');
  return (
    <SectionPageLayout title={t('title')} description={t('description')} breadcrumbsLabel={t('nav.taxAuthority')} rowFrom="sm">
      <Tabs value={tab} onChange={(_, value: TabKey) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('title')} sx={{ mb: 2 }}>
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`tabs.${key}`)} id={`etims-tab-${key}`} aria-controls={`etims-panel-${key}`} />
        ))}
      </Tabs>
      {businessId !== null && (
        <Box role="tabpanel" id={`etims-panel-${tab}`} aria-labelledby={`etims-tab-${tab}`}>
          {tab === 'device' && <DevicePanel businessId={businessId} />}
          {tab === 'documents' && <DocumentsPanel businessId={businessId} />}
          {tab === 'stock' && <StockPanel businessId={businessId} />}
          {tab === 'imports' && <ImportsPanel businessId={businessId} />}
          {tab === 'purchases' && <PurchasesPanel businessId={businessId} />}
          {tab === 'compositions' && <CompositionsPanel businessId={businessId} />}
          {tab === 'users' && <BranchUsersPanel businessId={businessId} />}
          {tab === 'insurance' && <InsurancePanel businessId={businessId} />}
          {tab === 'notices' && <NoticesPanel businessId={businessId} />}
          {tab === 'codes' && <CodeListsPanel businessId={businessId} />}
        </Box>
      )}
    </SectionPageLayout>
  );
}
