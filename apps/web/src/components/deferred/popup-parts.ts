// One chunk for the top bar's popups: a menu, its items and the popover under both download at once.
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Popover } from '@mui/material/Popover';
