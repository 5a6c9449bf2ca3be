import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Divider } from '@mui/material';

interface FormSectionProps {
  title: string;
  description?: string;
  /** Extra controls on the header's right (e.g. "Add variant"). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled card of the product editor; the title is a heading so screen readers can jump between sections. */
export function FormSection({ title, description, action, children }: FormSectionProps) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        subheader={description}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 2, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Divider />
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>{children}</CardContent>
    </Card>
  );
}
