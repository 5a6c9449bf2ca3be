import { STORAGE_KEYS, writeJson } from './storage';
import { styleCache } from './style-cache';

/** Beyond this the copy is not kept: localStorage is small, and the till's rules with their names are ~85 KB. */
const MAX_CHARS = 400_000;

/**
 * The entry script's address carries the build's content hash: index.html puts rules back only for the build that
 * kept them, so rules a later build no longer uses are not carried on.
 */
const entryScript = () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;

let keptCount = 0;

/** What this visit has inserted (the rules put back at its start among them), kept for the next. */
function keepStyles() {
  const build = entryScript();
  const names = Object.keys(styleCache.inserted);
  // Hiding the app again with no new rule inserted writes nothing.
  if (!build || names.length === keptCount) return;
  try {
    const css = styleCache.sheet.tags
      .map((tag) => (tag.sheet ? Array.from(tag.sheet.cssRules, (rule) => rule.cssText).join('') : (tag.textContent ?? '')))
      .join('');
    if (css.length > MAX_CHARS) return;
    writeJson(STORAGE_KEYS.styles, { build, names, css });
    keptCount = names.length;
  } catch {
    // Storage full or unavailable: the next visit works the rules out again.
  }
}

// Imported once the screen has settled (main.tsx): keeps the rules now, and again whenever the app is put away (more
// screens seen by then).
keepStyles();
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') keepStyles();
});
