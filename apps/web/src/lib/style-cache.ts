import createCache from '@emotion/cache';

/**
 * The app's emotion cache (MUI's styles). Working out and inserting each MUI component's CSS was a third of the
 * till's first render on a slow phone (issue 33), the same rules every visit: keep-styles.ts keeps a visit's rules on
 * the device, and index.html puts them back before the app loads as a stylesheet emotion takes for one a server
 * rendered (`data-emotion="css name…"`): this cache, made after it, counts those names as inserted and skips them.
 * A name is a hash of its rules, so a kept rule is never wrong for its name.
 */
export const styleCache = createCache({ key: 'css' });
