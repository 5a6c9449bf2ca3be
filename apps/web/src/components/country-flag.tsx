import Box from '@mui/material/Box';
import type { CountryCode } from '@dukani/contracts';

/**
 * Small drawn flags: emoji flags show as bare letters on Windows laptops, so they are SVG here.
 * Simplified but recognisable at 20×14.
 */
const FLAGS: Record<CountryCode, React.ReactNode> = {
  KE: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6" fill="#000" />
      <rect y="7" width="30" height="6" fill="#BB0000" />
      <rect y="14" width="30" height="6" fill="#006600" />
      <ellipse cx="15" cy="10" rx="3.2" ry="6" fill="#BB0000" stroke="#000" strokeWidth="0.8" />
      <path d="M15 5.5v9" stroke="#fff" strokeWidth="0.9" />
    </>
  ),
  UG: (
    <>
      {['#000', '#FCDC04', '#D90000', '#000', '#FCDC04', '#D90000'].map((fill, i) => (
        <rect key={i} y={(i * 20) / 6} width="30" height={20 / 6 + 0.1} fill={fill} />
      ))}
      <circle cx="15" cy="10" r="4" fill="#fff" />
      <circle cx="15" cy="10" r="2" fill="#9CA69C" />
    </>
  ),
  RW: (
    <>
      <rect width="30" height="20" fill="#20603D" />
      <rect width="30" height="15" fill="#FAD201" />
      <rect width="30" height="10" fill="#00A1DE" />
      <circle cx="24" cy="4.5" r="2.2" fill="#E5BE01" />
    </>
  ),
};

interface CountryFlagProps {
  country: CountryCode;
  width?: number;
}

export function CountryFlag({ country, width = 22 }: CountryFlagProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 30 20"
      aria-hidden
      sx={{ width, height: (width * 2) / 3, borderRadius: '3px', flexShrink: 0, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', display: 'block' }}
    >
      {FLAGS[country]}
    </Box>
  );
}
