import { memo, useState } from 'react';
import { alpha, styled } from '@mui/material/styles';
import type { PosItem } from '@dukani/contracts';
import { cardSurface } from '@/lib/card-surface';
import { VisuallyHidden } from '@/components/visually-hidden';

/**
 * The till's tiles as plain elements under one styled list. Fifty MUI tiles (Card, ButtonBase, Avatar, Chip and two
 * Typography each) were ~400 styled components whose styles were worked out one by one in the till's first render
 * (issue 33: most of a 0.8 s render at 4× CPU); here the list's rules are worked out once and a tile is six tags.
 */
export const TileList = styled('div')(({ theme }) => {
  const { palette, typography } = theme;
  const chip = (color: string, border: string) => ({ color, borderColor: border });
  return {
    display: 'grid',
    gap: theme.spacing(1),
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    '& .tile': {
      ...cardSurface(palette.mode),
      overflow: 'hidden',
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
    },
    '& .tile-button': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      width: '100%',
      height: '100%',
      margin: 0,
      padding: 10,
      border: 0,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'left',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: palette.action.hover },
      // The press a cashier feels for: MUI's ripple, without its code.
      '&:active': { backgroundColor: alpha(palette.primary.main, 0.12) },
      // The tile the arrow keys chose from the search box, and the keyboard's focus, ringed alike.
      '&:focus-visible, &[aria-current="true"]': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2, borderRadius: 16 },
    },
    '& .tile-name': {
      ...typography.body2,
      order: 1,
      margin: 0,
      fontWeight: 600,
      lineHeight: 1.25,
      minHeight: '2.5em',
      overflowWrap: 'anywhere',
    },
    '& .tile-price': { ...typography.subtitle2, order: 2, margin: 0, color: palette.primary.main },
    '& .tile-top': { order: 0, display: 'flex', alignItems: 'center', gap: theme.spacing(1), marginBottom: theme.spacing(1) },
    '& .tile-picture': {
      flexShrink: 0,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 40,
      height: 40,
      overflow: 'hidden',
      borderRadius: theme.shape.borderRadius,
      backgroundColor: palette.primary.main,
      color: palette.background.default,
      fontFamily: typography.fontFamily,
      fontSize: 16,
      lineHeight: 1,
      '& img': { width: '100%', height: '100%', objectFit: 'cover' },
    },
    // The stock count is what the cashier reads the chip for: in a narrow tile it wraps, never ends in "…".
    '& .tile-stock': {
      minWidth: 0,
      padding: '2px 7px',
      border: '1px solid',
      borderRadius: 16,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      fontWeight: 600,
      lineHeight: 1.25,
      overflowWrap: 'anywhere',
      ...chip(palette.text.primary, palette.mode === 'light' ? palette.grey[400] : palette.grey[700]),
    },
    '& .tile-stock-low': chip(palette.warning.main, alpha(palette.warning.main, 0.7)),
    '& .tile-stock-out': { color: palette.error.contrastText, backgroundColor: palette.error.main, borderColor: palette.error.main },
  };
});

/** A product's picture, or its first letters when it has none or it does not load (offline, a removed file). */
function TilePicture({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="tile-picture" aria-hidden>
      {src && !failed ? <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} /> : name.slice(0, 2).toUpperCase()}
    </span>
  );
}

interface ProductTileProps {
  item: PosItem;
  /** The words before the name in the tile's accessible name ("Add"). */
  addPrefix: string;
  price: string;
  /** What the stock chip says; null for no chip (a service, an untracked product). Apart, so memo compares text. */
  stockText: string | null;
  stockLevel: 'ok' | 'low' | 'out';
  highlighted: boolean;
  onPick(item: PosItem): void;
}

/**
 * One tile, named by its content, "Add Bread 400g KSh 65.00 12 left": an aria-label of the name alone left out the
 * price and stock the tile shows (WCAG 2.5.3). The picture's row is drawn first but read last.
 */
export const ProductTile = memo(function ProductTile({ item, addPrefix, price, stockText, stockLevel, highlighted, onPick }: ProductTileProps) {
  return (
    <div className="tile" role="listitem">
      <button type="button" className="tile-button" aria-current={highlighted || undefined} onClick={() => onPick(item)}>
        <VisuallyHidden>{addPrefix}</VisuallyHidden>{' '}
        {/* The spaces part the words of the tile's name ("Add Sugar 1kg 150.00 40 in stock"); a flex box draws none. */}
        <span className="tile-name">{item.name}</span> <span className="tile-price">{price}</span>{' '}
        <span className="tile-top">
          <TilePicture name={item.name} src={item.productImagesPath ?? null} />
          {stockText !== null && <span className={stockLevel === 'ok' ? 'tile-stock' : `tile-stock tile-stock-${stockLevel}`}>{stockText}</span>}
        </span>
      </button>
    </div>
  );
});
